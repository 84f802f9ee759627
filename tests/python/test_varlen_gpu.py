"""flash_attn_varlen_func on a Hopper GPU: every sequence of a packed batch gets the bits of
flash_attn_func on that sequence alone (out and LSE; the ordered backward's dQ, dK, dV, exact
mode's dQ), within FlashAttention-3's rule of a float64 reference in every reduction mode, the
same bits on a repeat in every deterministic one; offsets that are not a batch's are an error."""
import re

import pytest

pytest.importorskip("torch", reason="torch is not installed")

from helpers import case_seed, fuzz_module, needs_hopper, torch  # noqa: E402

fuzz = fuzz_module()
MASKS = [(False, (-1, -1)), (True, (-1, -1)), (False, (100, 20)), (True, (64, -1))]
BATCHES = [([1, 127, 128, 129, 0, 300, 1000, 5], None),
           ([200, 64, 513, 0, 77, 30], [300, 64, 400, 10, 900, 0])]  # other key counts, empty sides


def packed(lengths_q, lengths_k, heads, heads_kv, d, seed):
    g = torch.Generator(device="cuda").manual_seed(seed)
    lengths_k = lengths_k or lengths_q
    mk = lambda n, h: torch.randn(n, h, d, device="cuda", dtype=torch.bfloat16, generator=g)  # noqa: E731
    q, k, v = mk(sum(lengths_q), heads), mk(sum(lengths_k), heads_kv), mk(sum(lengths_k), heads_kv)
    cu = lambda ls: torch.tensor([0] + list(torch.tensor(ls).cumsum(0)), dtype=torch.int32, device="cuda")  # noqa
    return q, k, v, cu(lengths_q), cu(lengths_k), lengths_k


@needs_hopper
@pytest.mark.parametrize("head_dim", [64, 96, 128, 192, 256])
@pytest.mark.parametrize("causal,window", MASKS)
@pytest.mark.parametrize("lengths_q,lengths_k", BATCHES)
def test_each_sequence_has_the_bits_of_its_own_call(lengths_q, lengths_k, causal, window, head_dim):
    from dash_attn import flash_attn_func, flash_attn_varlen_func
    q, k, v, cu_q, cu_k, lengths_k = packed(lengths_q, lengths_k, 4, 2, head_dim,
                                            case_seed(str(lengths_q), causal, window, head_dim))
    out, lse = flash_attn_varlen_func(q, k, v, cu_q, cu_k, max(lengths_q), max(lengths_k), causal=causal,
                                      window_size=window, return_attn_probs=True)
    assert out.shape == q.shape and lse.shape == (4, q.shape[0])
    again = flash_attn_varlen_func(q, k, v, cu_q, cu_k, max(lengths_q), max(lengths_k), causal=causal,
                                   window_size=window)
    assert torch.equal(out, again)
    scale = head_dim ** -0.5
    for b, (sq, sk) in enumerate(zip(lengths_q, lengths_k)):
        if sq == 0:
            continue
        q0, k0 = int(cu_q[b]), int(cu_k[b])
        qb, kb, vb = q[None, q0:q0 + sq], k[None, k0:k0 + sk], v[None, k0:k0 + sk]
        got_out, got_lse = out[q0:q0 + sq], lse[:, q0:q0 + sq]
        if sk == 0:  # no key: out 0, lse -inf
            assert torch.equal(got_out, torch.zeros_like(got_out)) and bool((got_lse == float("-inf")).all())
            continue
        want_out, want_lse = flash_attn_func(qb, kb, vb, causal=causal, window_size=window, return_attn_probs=True)
        assert torch.equal(got_out, want_out[0]), f"sequence {b}: out"
        assert torch.equal(got_lse, want_lse[0]), f"sequence {b}: lse"
        dout = torch.zeros_like(qb)
        ref = fuzz.attention_fwd_bwd(qb, kb, vb, dout, causal, scale, torch.float64, None, window=window)
        pt = fuzz.attention_fwd_bwd(qb, kb, vb, dout, causal, scale, torch.float32, q.dtype, window=window)
        assert fuzz.tolerance_failures({"out": got_out[None]}, ref, pt, q.dtype, names=("out",)) == [], b


MODES = [(True, "fa3"), (True, "spt"), (True, "descending"), (True, "auto"), (True, "exact"), (False, "auto")]
BWD_BATCHES = [([1, 127, 128, 129, 0, 300, 1000, 5], None),
               ([200, 64, 513, 0, 77, 30], [300, 64, 400, 10, 900, 0]),  # keys without queries, and the reverse
               ([2000, 3, 700], None)]


def varlen_grads(q, k, v, dout, cu_q, cu_k, mq, mk, **kw):
    from dash_attn import flash_attn_varlen_func
    q, k, v = (t.detach().clone().requires_grad_() for t in (q, k, v))
    out = flash_attn_varlen_func(q, k, v, cu_q, cu_k, mq, mk, **kw)
    out.backward(dout)
    return out.detach(), q.grad, k.grad, v.grad


@needs_hopper
@pytest.mark.parametrize("head_dim", [64, 96, 128, 192, 256])
@pytest.mark.parametrize("causal,window", MASKS)
@pytest.mark.parametrize("lengths_q,lengths_k", BWD_BATCHES)
@pytest.mark.parametrize("deterministic,schedule", MODES)
def test_the_backward_of_each_sequence(lengths_q, lengths_k, causal, window, head_dim, deterministic, schedule):
    from dash_attn import flash_attn_func
    seed = case_seed(str(lengths_q), str(lengths_k), causal, window, head_dim, deterministic, schedule)
    q, k, v, cu_q, cu_k, lengths_k = packed(lengths_q, lengths_k, 4, 2, head_dim, seed)
    gen = torch.Generator(device="cuda").manual_seed(seed)
    dout = torch.randn(q.shape, device="cuda", dtype=q.dtype, generator=gen)
    kw = dict(causal=causal, window_size=window, deterministic=deterministic, schedule=schedule)
    mq, mk = max(lengths_q), max(lengths_k)
    got = varlen_grads(q, k, v, dout, cu_q, cu_k, mq, mk, **kw)
    again = varlen_grads(q, k, v, dout, cu_q, cu_k, mq, mk, **kw)
    if deterministic:
        for name, a, b in zip(("out", "dq", "dk", "dv"), got, again):
            assert torch.equal(a, b), f"{name}: not the same bits on a repeat"
    _, dq, dk, dv = got
    scale = head_dim ** -0.5
    for b, (sq, sk) in enumerate(zip(lengths_q, lengths_k)):
        q0, k0 = int(cu_q[b]), int(cu_k[b])
        gq, gk, gv = dq[q0:q0 + sq], dk[k0:k0 + sk], dv[k0:k0 + sk]
        if sq == 0 or sk == 0:  # nothing attends: every gradient of the sequence is 0
            for name, g in (("dq", gq), ("dk", gk), ("dv", gv)):
                assert torch.equal(g, torch.zeros_like(g)), f"sequence {b}: {name} not 0"
            continue
        qb, kb, vb, db = q[None, q0:q0 + sq], k[None, k0:k0 + sk], v[None, k0:k0 + sk], dout[None, q0:q0 + sq]
        if schedule in ("fa3", "spt", "descending", "exact"):
            # The same per-sequence schedule: the ordered sums have the dense call's bits; exact
            # mode's dQ words too (its dK / dV walk unrotated Q orders here).
            _, want_dq, want_dk, want_dv = _dense_grads(flash_attn_func, qb, kb, vb, db, **kw)
            assert torch.equal(gq, want_dq[0]), f"sequence {b}: dq differs from its own call"
            if schedule != "exact":
                assert torch.equal(gk, want_dk[0]) and torch.equal(gv, want_dv[0]), f"sequence {b}: dk / dv"
        outb = flash_attn_func(qb, kb, vb, causal=causal, window_size=window)
        ref = fuzz.attention_fwd_bwd(qb, kb, vb, db, causal, scale, torch.float64, None, out_given=outb, window=window)
        pt = fuzz.attention_fwd_bwd(qb, kb, vb, db, causal, scale, torch.float32, q.dtype, out_given=outb,
                                    window=window)
        fails = fuzz.tolerance_failures({"dq": gq[None], "dk": gk[None], "dv": gv[None]}, ref, pt, q.dtype,
                                        names=("dq", "dk", "dv"))
        assert fails == [], f"sequence {b}: {fails}"


def _dense_grads(flash_attn_func, q, k, v, dout, **kw):
    q, k, v = (t.detach().clone().requires_grad_() for t in (q, k, v))
    out = flash_attn_func(q, k, v, **kw)
    out.backward(dout)
    return out.detach(), q.grad, k.grad, v.grad


@needs_hopper
@pytest.mark.parametrize("softcap", [5.0])
def test_the_varlen_softcap_backward_meets_the_rule(softcap):
    from dash_attn import flash_attn_func
    q, k, v, cu_q, cu_k, lengths_k = packed([300, 0, 129, 700], None, 4, 1, 128, 11)
    dout = torch.randn_like(q)
    kw = dict(causal=True, softcap=softcap, deterministic=True, schedule="spt")
    _, dq, dk, dv = varlen_grads(q, k, v, dout, cu_q, cu_k, 700, 700, **kw)
    for b, n in enumerate([300, 0, 129, 700]):
        if n == 0:
            continue
        s0 = int(cu_q[b])
        qb, kb, vb, db = (t[None, s0:s0 + n] for t in (q, k, v, dout))
        _, want_dq, want_dk, want_dv = _dense_grads(flash_attn_func, qb, kb, vb, db, **kw)
        assert torch.equal(dq[s0:s0 + n], want_dq[0]) and torch.equal(dk[s0:s0 + n], want_dk[0])
        assert torch.equal(dv[s0:s0 + n], want_dv[0])


def dirty_small_pool():
    """Leaves -1 words in freed blocks of torch's small-block pool, where a later call's
    workspace is carved from: a kernel reading a word it never wrote then reads garbage (an
    invalid call's task counter, which the preprocess does not zero, once gave an illegal
    address this way)."""
    junk = [torch.full((1 << 17,), -1, dtype=torch.int32, device="cuda") for _ in range(16)]
    del junk


@needs_hopper
def test_offsets_that_are_not_a_batch_make_nan_gradients_and_an_error():
    import dash_attn
    q, k, v, cu_q, cu_k, _ = packed([100, 200], None, 2, 2, 64, 3)
    bad = torch.tensor([0, 250, 200], dtype=torch.int32, device="cuda")  # decreasing
    dout = torch.randn_like(q)
    for cq, ck in ((bad, cu_k), (cu_q, torch.tensor([0, 100, 400], dtype=torch.int32, device="cuda"))):
        out, lse, lse_residual = dash_attn._ops.fwd_varlen(q, k, v, cu_q, cu_k, 200, 200, 64 ** -0.5, True, True,
                                                           "auto")
        dirty_small_pool()
        dq, dk, dv = dash_attn._ops.bwd_varlen(dout, q, k, v, out, lse, lse_residual, cq, ck, 200, 64 ** -0.5, True,
                                               True, "auto")
        torch.cuda.synchronize()
        assert bool(dq.isnan().all()) and bool(dk.isnan().all()) and bool(dv.isnan().all())
        with pytest.raises(dash_attn.DeviceError, match="cu_seqlens"):
            dash_attn.check_errors()


@needs_hopper
def test_a_sequence_longer_than_max_seqlen_q_is_an_error_not_unwritten_rows():
    import dash_attn
    from dash_attn import flash_attn_varlen_func
    q, k, v, cu_q, cu_k, _ = packed([50, 300], None, 2, 2, 64, 5)
    out, lse = flash_attn_varlen_func(q, k, v, cu_q, cu_k, 100, 300, return_attn_probs=True)  # 300 > 100
    torch.cuda.synchronize()
    with pytest.raises(dash_attn.DeviceError, match="max_seqlen_q") as raised:
        dash_attn.check_errors()
    dash_attn.check_errors()  # reported once
    # The rows the work tiles of max_seqlen_q 100 cover depend on the tile the plan picks for this
    # shape; the message names them, and at least max_seqlen_q rows are covered.
    covered = int(re.search(r"work tiles cover (\d+)", str(raised.value)).group(1))
    assert 100 <= covered < 300
    assert bool(out[50 + covered:].isnan().all()) and bool(lse[:, 50 + covered:].isnan().all())
    assert not bool(out[:50 + covered].isnan().any())


@needs_hopper
@pytest.mark.parametrize("deterministic,schedule", [(True, "auto"), (True, "exact"), (False, "auto")])
def test_a_batch_without_keys_gives_fa3s_results(deterministic, schedule):
    # FlashAttention-3's varlen test makes such batches (every key padded away: max_seqlen_k = 0,
    # k and v without rows): out 0, lse -inf, zero gradients.
    from dash_attn import flash_attn_varlen_func
    q, _, _, cu_q, _, _ = packed([100, 0, 200], None, 4, 2, 64, 6)
    k = torch.empty(0, 2, 64, device="cuda", dtype=q.dtype)
    cu_k = torch.zeros(4, dtype=torch.int32, device="cuda")
    q, k, v = (t.detach().clone().requires_grad_() for t in (q, k, k))
    out, lse = flash_attn_varlen_func(q, k, v, cu_q, cu_k, 200, 0, causal=True, deterministic=deterministic,
                                      schedule=schedule, return_attn_probs=True)
    assert torch.equal(out, torch.zeros_like(q)) and bool((lse == float("-inf")).all()) and lse.shape == (4, 300)
    out.backward(torch.randn_like(out))
    assert torch.equal(q.grad, torch.zeros_like(q)) and k.grad.shape == k.shape and v.grad.shape == v.shape
    # Keys present but max_seqlen_k = 0: the backward bounds the sequences by the total key rows
    # and gives the bits of the call with the true maximum.
    q, k, v, cu_q, cu_k, lengths_k = packed([100, 0, 200], [0, 50, 130], 4, 2, 64, 7)
    dout = torch.randn_like(q)
    got = varlen_grads(q, k, v, dout, cu_q, cu_k, 200, 0, causal=True, deterministic=deterministic,
                       schedule=schedule)
    want = varlen_grads(q, k, v, dout, cu_q, cu_k, 200, max(lengths_k), causal=True, deterministic=deterministic,
                        schedule=schedule)
    for name, a, b in zip(("out", "dq", "dk", "dv"), got, want):
        assert torch.equal(a, b) if deterministic else torch.allclose(a, b, atol=1e-2), name


SEQUSED = ([300, 129, 700, 64, 0, 257], [250, 129, 0, 1, 0, 200], [300, 100, 700, 0, 0, 257])


@needs_hopper
@pytest.mark.parametrize("head_dim", [64, 96, 128, 192, 256])
@pytest.mark.parametrize("causal,window", [(False, (-1, -1)), (True, (-1, -1)), (True, (64, -1))])
@pytest.mark.parametrize("deterministic,schedule", [(True, "spt"), (True, "exact"), (False, "auto")])
def test_seqused_takes_each_sequences_first_rows(head_dim, causal, window, deterministic, schedule):
    """seqused_q / seqused_k: each sequence is its used rows alone (out, LSE and the ordered
    gradients with the bits of flash_attn_func on those rows; FA3's rule in every mode); the
    gradients of the other rows are 0."""
    from dash_attn import flash_attn_func, flash_attn_varlen_func
    lengths, used_q, used_k = SEQUSED
    seed = case_seed("seqused", head_dim, causal, window, deterministic, schedule)
    q, k, v, cu_q, cu_k, _ = packed(lengths, None, 4, 2, head_dim, seed)
    uq, uk = (torch.tensor(u, dtype=torch.int32, device="cuda") for u in (used_q, used_k))
    dout = torch.randn_like(q)
    kw = dict(causal=causal, window_size=window, deterministic=deterministic, schedule=schedule, seqused_q=uq,
              seqused_k=uk)
    out, lse = flash_attn_varlen_func(q, k, v, cu_q, cu_k, max(lengths), max(lengths), return_attn_probs=True, **kw)
    got = varlen_grads(q, k, v, dout, cu_q, cu_k, max(lengths), max(lengths), **kw)
    again = varlen_grads(q, k, v, dout, cu_q, cu_k, max(lengths), max(lengths), **kw)
    written = torch.zeros(q.shape[0], dtype=torch.bool, device="cuda")  # out past seqused_q: unwritten
    for b, sq in enumerate(used_q):
        written[int(cu_q[b]):int(cu_q[b]) + sq] = True
    if deterministic:
        for name, a, b in zip(("out", "dq", "dk", "dv"), got, again):
            if name == "out":
                a, b = a[written], b[written]
            assert torch.equal(a, b), f"{name}: not the same bits on a repeat"
    _, dq, dk, dv = got
    dense = dict(causal=causal, window_size=window, deterministic=deterministic, schedule=schedule)
    scale = head_dim ** -0.5
    for b, (n, sq, sk) in enumerate(zip(lengths, used_q, used_k)):
        q0 = k0 = int(cu_q[b])
        for name, g, rows in (("dq", dq, range(q0 + sq, q0 + n)), ("dk", dk, range(k0 + sk, k0 + n)),
                              ("dv", dv, range(k0 + sk, k0 + n))):
            unused = g[rows.start:rows.stop]
            assert torch.equal(unused, torch.zeros_like(unused)), f"sequence {b}: {name} of unused rows not 0"
        if sq == 0:
            continue
        qb, kb, vb, db = q[None, q0:q0 + sq], k[None, k0:k0 + sk], v[None, k0:k0 + sk], dout[None, q0:q0 + sq]
        gq, gk, gv = dq[q0:q0 + sq], dk[k0:k0 + sk], dv[k0:k0 + sk]
        if sk == 0:
            assert torch.equal(out[q0:q0 + sq], torch.zeros_like(out[q0:q0 + sq]))
            assert bool((lse[:, q0:q0 + sq] == float("-inf")).all()) and torch.equal(gq, torch.zeros_like(gq))
            continue
        want_out, want_lse = flash_attn_func(qb, kb, vb, causal=causal, window_size=window, return_attn_probs=True)
        assert torch.equal(out[q0:q0 + sq], want_out[0]), f"sequence {b}: out"
        assert torch.equal(lse[:, q0:q0 + sq], want_lse[0]), f"sequence {b}: lse"
        if schedule == "spt":
            _, want_dq, want_dk, want_dv = _dense_grads(flash_attn_func, qb, kb, vb, db, **dense)
            assert torch.equal(gq, want_dq[0]) and torch.equal(gk, want_dk[0]) and torch.equal(gv, want_dv[0]), b
        ref = fuzz.attention_fwd_bwd(qb, kb, vb, db, causal, scale, torch.float64, None, out_given=want_out,
                                     window=window)
        pt = fuzz.attention_fwd_bwd(qb, kb, vb, db, causal, scale, torch.float32, q.dtype, out_given=want_out,
                                    window=window)
        fails = fuzz.tolerance_failures({"dq": gq[None], "dk": gk[None], "dv": gv[None]}, ref, pt, q.dtype,
                                        names=("dq", "dk", "dv"))
        assert fails == [], f"sequence {b}: {fails}"


@needs_hopper
def test_seqused_outside_a_sequence_is_nan_and_an_error():
    import dash_attn
    from dash_attn import flash_attn_varlen_func
    q, k, v, cu_q, cu_k, _ = packed([100, 200], None, 2, 2, 64, 9)
    for uq, uk in (([100, 201], None), (None, [-1, 5])):
        kw = {name: None if u is None else torch.tensor(u, dtype=torch.int32, device="cuda")
              for name, u in (("seqused_q", uq), ("seqused_k", uk))}
        bad = 1 if uq is not None else 0  # the sequence with the bad count
        out = flash_attn_varlen_func(q, k, v, cu_q, cu_k, 200, 200, **kw)
        torch.cuda.synchronize()
        rows = slice(int(cu_q[bad]), int(cu_q[bad + 1]))
        assert bool(out[rows].isnan().all()), "the bad sequence's rows are NaN"
        with pytest.raises(dash_attn.DeviceError, match="seqused"):
            dash_attn.check_errors()
        out, lse, res = dash_attn._ops.fwd_varlen(q, k, v, cu_q, cu_k, 200, 200, 64 ** -0.5, True, True, "auto")
        dirty_small_pool()
        dq, dk, dv = dash_attn._ops.bwd_varlen(torch.randn_like(q), q, k, v, out, lse, res, cu_q, cu_k, 200,
                                               64 ** -0.5, True, True, "auto", 0, -1, -1, 0.0, kw["seqused_q"],
                                               kw["seqused_k"])
        torch.cuda.synchronize()
        assert bool(dq.isnan().all()) and bool(dk.isnan().all()) and bool(dv.isnan().all())
        with pytest.raises(dash_attn.DeviceError, match="seqused"):
            dash_attn.check_errors()
