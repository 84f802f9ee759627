"""Gradients through dash_attn against a float64 reference by FlashAttention-3's rule (tests/fuzz/
fuzz.py: at most twice the same-precision reference's error plus the dtype's noise), bitwise
determinism, and torch.compile, on a Hopper GPU."""
import pytest

pytest.importorskip("torch", reason="torch is not installed")

from helpers import case_seed, fuzz_module, needs_hopper, normal_inputs, torch  # noqa: E402

fuzz = fuzz_module()
# "exact": the fixed-point dQ reduction (C ABI deterministic=2) with the auto task order.
DET_SCHEDULES = {False: ["auto", "fa3", "spt", "descending", "shift", "exact"],
                 True: ["auto", "fa3", "spt", "descending", "symmetric_shift", "exact"]}


inputs = normal_inputs  # (batch, seqlen_q, seqlen_k, heads, heads_kv, head_dim), dtype, seed


def dash_grads(q, k, v, dout, causal, deterministic, schedule="auto"):
    from dash_attn import flash_attn_func
    q, k, v = (x.detach().requires_grad_() for x in (q, k, v))
    out = flash_attn_func(q, k, v, causal=causal, deterministic=deterministic, schedule=schedule)
    out.backward(dout)
    return out, q.grad, k.grad, v.grad


@needs_hopper
@pytest.mark.parametrize("schedule", ["auto", "exact"])
@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("shape", [(2, 300, 300, 4, 4, 64), (1, 700, 257, 4, 2, 128), (2, 129, 1000, 3, 1, 64),
                                   (1, 512, 512, 2, 2, 128)])
def test_gradients_match_fp32_reference(dtype, causal, shape, schedule):
    q, k, v, dout = inputs(shape, dtype, seed=case_seed(dtype, causal, shape))
    out, dq, dk, dv = dash_grads(q, k, v, dout, causal, deterministic=True, schedule=schedule)
    got = {"out": out.detach(), "dq": dq, "dk": dk, "dv": dv}
    scale = shape[-1] ** -0.5
    ref = fuzz.attention_fwd_bwd(q, k, v, dout, causal, scale, torch.float64, None)
    pt = fuzz.attention_fwd_bwd(q, k, v, dout, causal, scale, torch.float32, q.dtype, out_given=got["out"])
    assert fuzz.tolerance_failures(got, ref, pt, q.dtype) == []


@needs_hopper
@pytest.mark.parametrize("deterministic,schedule", [(True, "auto"), (True, "exact"), (False, "auto")])
@pytest.mark.parametrize("causal", [False, True])
def test_a_loss_on_the_lse_gets_its_gradient(causal, deterministic, schedule):
    """return_attn_probs=True hands the LSE out; a loss on it (a z-loss) adds its term to every
    gradient (FlashAttention-4's dlse)."""
    from dash_attn import flash_attn_func
    shape = (2, 300, 400, 4, 2, 64)
    q, k, v, dout = inputs(shape, "bf16", seed=case_seed("dlse", causal, schedule))
    g = torch.Generator(device="cuda").manual_seed(case_seed("dlse-g", causal))
    dlse = torch.randn(shape[0], shape[3], shape[1], device="cuda", generator=g)
    q, k, v = (x.detach().requires_grad_() for x in (q, k, v))
    out, lse = flash_attn_func(q, k, v, causal=causal, deterministic=deterministic, schedule=schedule,
                               return_attn_probs=True)
    torch.autograd.backward((out, lse), (dout, dlse))
    got = {"out": out.detach(), "dq": q.grad, "dk": k.grad, "dv": v.grad}
    scale = shape[-1] ** -0.5
    ref = fuzz.attention_fwd_bwd(q, k, v, dout, causal, scale, torch.float64, None, dlse=dlse)
    pt = fuzz.attention_fwd_bwd(q, k, v, dout, causal, scale, torch.float32, q.dtype, out_given=got["out"], dlse=dlse)
    assert fuzz.tolerance_failures(got, ref, pt, q.dtype) == []
    # The term matters here: without it the reference's dQ and dK are far from these.
    # (References without the term on both sides: the tolerance scales with the fp32 reference's
    # own error, which with the term's reference alone would be the term itself.)
    ref0 = fuzz.attention_fwd_bwd(q, k, v, dout, causal, scale, torch.float64, None)
    pt0 = fuzz.attention_fwd_bwd(q, k, v, dout, causal, scale, torch.float32, q.dtype, out_given=got["out"])
    for name in ("dq", "dk"):
        assert fuzz.tolerance_failures({name: got[name]}, ref0, pt0, q.dtype, names=(name,)) != []


@needs_hopper
def test_the_lse_gradient_reaches_the_packed_backward():
    from dash_attn import flash_attn_varlen_func
    lens = [100, 333, 7]
    cu = torch.tensor([0, 100, 433, 440], dtype=torch.int32, device="cuda")
    q, k, v, dout = (t[0] for t in inputs((1, 440, 440, 4, 4, 128), "bf16", seed=case_seed("dlse-varlen")))
    g = torch.Generator(device="cuda").manual_seed(3)
    dlse = torch.randn(4, 440, device="cuda", generator=g)
    q, k, v = (x.detach().requires_grad_() for x in (q, k, v))
    out, lse = flash_attn_varlen_func(q, k, v, cu, cu, max(lens), max(lens), causal=True, deterministic=True,
                                      return_attn_probs=True)
    torch.autograd.backward((out, lse), (dout, dlse))
    scale = 128 ** -0.5
    for i, n in enumerate(lens):
        a, b = int(cu[i]), int(cu[i + 1])
        sl = lambda t: t[a:b][None]  # noqa: E731
        got = {"out": sl(out.detach()), "dq": sl(q.grad), "dk": sl(k.grad), "dv": sl(v.grad)}
        dl = dlse[:, a:b][None]
        ref = fuzz.attention_fwd_bwd(sl(q), sl(k), sl(v), sl(dout), True, scale, torch.float64, None, dlse=dl)
        pt = fuzz.attention_fwd_bwd(sl(q), sl(k), sl(v), sl(dout), True, scale, torch.float32, q.dtype,
                                    out_given=got["out"], dlse=dl)
        assert fuzz.tolerance_failures(got, ref, pt, q.dtype) == [], f"sequence {i}"


@needs_hopper
@pytest.mark.parametrize("causal", [False, True])
def test_deterministic_gradients_are_bit_identical_over_10_runs(causal):
    q, k, v, dout = inputs((2, 1000, 1000, 4, 2, 128), "bf16", seed=5)
    scale = 128 ** -0.5
    ref = fuzz.attention_fwd_bwd(q, k, v, dout, causal, scale, torch.float64, None)
    pt = None
    for schedule in DET_SCHEDULES[causal]:
        out, *first = dash_grads(q, k, v, dout, causal, True, schedule)
        if pt is None:  # the forward's O is the same for every schedule
            pt = fuzz.attention_fwd_bwd(q, k, v, dout, causal, scale, torch.float32, q.dtype, out_given=out.detach())
        got = dict(zip(("dq", "dk", "dv"), first))
        assert fuzz.tolerance_failures(got, ref, pt, q.dtype, names=("dq", "dk", "dv")) == [], schedule
        for _ in range(9):
            again = dash_grads(q, k, v, dout, causal, True, schedule)[1:]
            assert all(torch.equal(a, b) for a, b in zip(first, again)), schedule


@needs_hopper
@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("head_dim", [64, 96, 128, 192, 256])
def test_head_major_inputs_give_the_bits_of_contiguous_ones(causal, head_dim):
    # q, k, v, dout stored as (batch, heads, seq, d) and passed through transpose(1, 2): the
    # head stride exceeds the row stride. The kernels' TMA maps take any 16-byte strides, and
    # the math does not depend on them: the same bits as for contiguous inputs.
    q, k, v, dout = inputs((2, 333, 517, 4, 2, head_dim), "bf16", seed=11)
    head_major = lambda x: x.transpose(1, 2).contiguous().transpose(1, 2)  # noqa: E731
    want = dash_grads(q, k, v, dout, causal, True, "fa3")
    got = dash_grads(*(head_major(x) for x in (q, k, v, dout)), causal, True, "fa3")
    assert head_major(q).stride(2) > head_major(q).stride(1)
    for name, a, b in zip(("out", "dq", "dk", "dv"), got, want):
        assert torch.equal(a, b), name


@needs_hopper
def test_unordered_mode_differs_between_runs():
    # Many KV tiles add into each dQ tile in arrival order: the fp32 sums vary.
    q, k, v, dout = inputs((1, 4096, 4096, 8, 8, 64), "bf16", seed=9)
    first = dash_grads(q, k, v, dout, False, False)[1]
    assert any(not torch.equal(first, dash_grads(q, k, v, dout, False, False)[1]) for _ in range(10)), \
        "unordered dQ never differed: the determinism tests would prove nothing"


@needs_hopper
@pytest.mark.parametrize("causal", [False, True])
def test_exact_backward_given_the_forwards_kv_stats_has_its_own_bits(causal):
    # Autograd hands the forward's K / V factors to the exact backward, which then skips its
    # own pass over K and V: the same bits as a backward that computes them.
    from dash_attn import _ops
    q, k, v, dout = inputs((2, 777, 1300, 4, 2, 64), "bf16", seed=21)
    out, lse, kv_stats, _ = _ops.fwd(q, k, v, 0.125, causal, True, "exact")
    assert kv_stats.shape == (2, 2, 2) and bool((kv_stats > 0).all())
    given = _ops.bwd(dout, q, k, v, out, lse, kv_stats, 0.125, causal, True, "exact")
    empty = torch.empty((0,), dtype=torch.float32, device="cuda")
    own = _ops.bwd(dout, q, k, v, out, lse, empty, 0.125, causal, True, "exact")
    assert all(torch.equal(a, b) for a, b in zip(given, own))
    assert _ops.fwd(q, k, v, 0.125, causal, True, "auto")[2].numel() == 0  # other modes: none


@needs_hopper
def test_exact_backward_refuses_k_changed_in_place_after_the_forward():
    # The factors were computed from the forward's k: autograd's version check stops a
    # backward that would use stale ones.
    from dash_attn import flash_attn_func
    q, k, v, dout = inputs((1, 256, 256, 2, 2, 64), "bf16", seed=2)
    k = k.clone().requires_grad_()
    out = flash_attn_func(q, k, v, deterministic=True, schedule="exact")
    with torch.no_grad():
        k.mul_(2)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        out.backward(dout)


@needs_hopper
def test_deterministic_none_follows_torch():
    from dash_attn import _ops
    q, k, v, dout = inputs((1, 256, 256, 2, 2, 64), "bf16", seed=1)
    seen = []
    orig = _ops._bwd_impl  # the backward's launch, on the eager path and in the op alike

    def spy(*args, **kwargs):
        seen.append(args[9])  # deterministic
        return orig(*args, **kwargs)

    prev = torch.are_deterministic_algorithms_enabled()
    try:
        _ops._bwd_impl = spy
        for flag in (True, False):
            torch.use_deterministic_algorithms(flag)
            dash_grads(q, k, v, dout, False, None)
    finally:
        _ops._bwd_impl = orig
        torch.use_deterministic_algorithms(prev)
    assert seen == [True, False]


@needs_hopper
@pytest.mark.parametrize("causal, schedule, sm_margin", [(True, "auto", 0), (True, "descending", 0),
                                                          (True, "exact", 8), (False, "auto", 0),
                                                          (False, "fa3", 16), (False, "shift", 0)])
def test_torch_compile_fullgraph_honours_deterministic(causal, schedule, sm_margin):
    # The compiled forward carries deterministic, schedule and sm_margin into the op; the backward
    # graph AOTAutograd builds from the registered autograd then calls dash_attn::bwd with them.
    from dash_attn import flash_attn_func
    q, k, v, dout = inputs((2, 1024, 1024, 4, 4, 64), "bf16", seed=3)
    compiled = torch.compile(
        lambda q, k, v: flash_attn_func(q, k, v, causal=causal, deterministic=True, schedule=schedule,
                                        sm_margin=sm_margin),
        fullgraph=True)

    def grads(fn):
        leaves = [x.detach().requires_grad_() for x in (q, k, v)]
        fn(*leaves).backward(dout)
        return [x.grad for x in leaves]

    first = grads(compiled)
    for _ in range(4):
        assert all(torch.equal(a, b) for a, b in zip(first, grads(compiled)))
    # Same kernels, same order: compiled and eager gradients agree to the bit.
    eager = grads(lambda q, k, v: flash_attn_func(q, k, v, causal=causal, deterministic=True, schedule=schedule,
                                                  sm_margin=sm_margin))
    assert all(torch.equal(a, b) for a, b in zip(first, eager))


@needs_hopper
@pytest.mark.parametrize("shape", [(2, 1000, 1000, 4, 2, 128),  # (batch, seqlen_q, seqlen_k, heads, heads_kv, d)
                                   (1, 2048, 2048, 8, 8, 64),   # 16 KV tiles: fa3 claims its tasks
                                   (3, 129, 700, 2, 1, 64)])    # seqlen_q < seqlen_k, ragged tiles
@pytest.mark.parametrize("schedule", ["auto", "fa3", "exact"])
@pytest.mark.parametrize("causal", [False, True])
def test_cuda_graph_replays_give_the_eager_bits(causal, schedule, shape):
    # Training loops capture whole steps in CUDA graphs (torch.cuda.graph, torch.compile's
    # "reduce-overhead"). The backward launches its kernels with programmatic dependent launch
    # and exact mode enqueues its rerun unconditionally (no host sync), so a captured step must
    # replay with the eager bits, also after the inputs changed in place.
    from dash_attn import flash_attn_func
    q, k, v, dout = inputs(shape, "bf16", seed=11)
    leaves = [x.clone().requires_grad_() for x in (q, k, v)]
    static_dout = dout.clone()

    def step():
        out = flash_attn_func(*leaves, causal=causal, deterministic=True, schedule=schedule)
        out.backward(static_dout)
        return out

    side = torch.cuda.Stream()  # warm-up on a side stream, as torch's capture recipe asks
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(2):
            for x in leaves:
                x.grad = None
            step()
    torch.cuda.current_stream().wait_stream(side)
    for x in leaves:
        x.grad = None  # the captured backward allocates the gradients in the graph's pool
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        static_out = step()

    for seed in (11, 12):
        nq, nk, nv, ndout = inputs(shape, "bf16", seed=seed)
        with torch.no_grad():
            for dst, src in zip(leaves + [static_dout], (nq, nk, nv, ndout)):
                dst.copy_(src)
        graph.replay()
        torch.cuda.synchronize()
        want = dash_grads(nq, nk, nv, ndout, causal, True, schedule)
        got = (static_out, leaves[0].grad, leaves[1].grad, leaves[2].grad)
        for name, a, b in zip(("out", "dq", "dk", "dv"), got, want):
            assert torch.equal(a, b), f"seed {seed}: {name} differs from eager"
