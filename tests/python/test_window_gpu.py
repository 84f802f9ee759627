"""Sliding windows (FlashAttention-3's window_size) through dash_attn on a Hopper GPU: the
forward and the gradients against a float64 reference by FlashAttention-3's rule (tests/fuzz/
fuzz.py) for every reduction mode and every schedule that applies, bitwise repeat of the
deterministic ones, the unordered one differing, and the cases dash refuses."""
import pytest

pytest.importorskip("torch", reason="torch is not installed")

from helpers import case_seed, fuzz_module, needs_hopper, normal_inputs, torch  # noqa: E402

fuzz = fuzz_module()
# (deterministic, schedule): every mode that applies to a window.
MODES = [(True, "auto"), (True, "fa3"), (True, "spt"), (True, "descending"), (True, "exact"), (False, "auto")]
# (batch, seqlen_q, seqlen_k, heads, heads_kv, head_dim), causal, window_size
CASES = [
    ((2, 1000, 1000, 4, 2, 128), False, (256, 256)),
    ((2, 1000, 1000, 4, 2, 128), True, (300, -1)),
    ((1, 777, 777, 4, 4, 64), False, (0, 0)),        # each row sees its diagonal key alone
    ((1, 777, 777, 4, 4, 64), True, (64, 7)),        # causal sets the right side to 0
    ((2, 640, 640, 2, 1, 64), False, (-1, 100)),
    ((1, 700, 1100, 4, 2, 128), False, (500, 30)),   # seqlen_q < seqlen_k
    ((1, 1100, 700, 4, 2, 64), True, (200, -1)),     # seqlen_q > seqlen_k: the top rows see no key
    ((2, 300, 300, 3, 1, 128), False, (5000, 5000)),  # covers every key: the full mask
    ((1, 4096, 4096, 2, 2, 128), True, (1024, -1)),
    # Windows that leave whole tiles of 128 keys unseen by every row (their tasks have no step;
    # their keys' dK / dV are zero): keys before 600, 1236 and 1920 here.
    ((1, 300, 1000, 2, 2, 64), True, (100, -1)),
    ((2, 200, 1500, 4, 2, 128), False, (64, 64)),
    ((1, 128, 2048, 4, 1, 64), True, (0, -1)),
]


inputs = normal_inputs  # (batch, seqlen_q, seqlen_k, heads, heads_kv, head_dim), dtype, seed


def dash_run(q, k, v, dout, causal, window, deterministic, schedule):
    from dash_attn import flash_attn_func
    q, k, v = (x.detach().requires_grad_() for x in (q, k, v))
    out, lse = flash_attn_func(q, k, v, causal=causal, window_size=window, deterministic=deterministic,
                               schedule=schedule, return_attn_probs=True)
    out.backward(dout)
    return {"out": out.detach(), "lse": lse.detach(), "dq": q.grad, "dk": k.grad, "dv": v.grad}


@needs_hopper
@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("shape,causal,window", CASES)
def test_windowed_attention_matches_the_reference_in_every_mode(shape, causal, window, dtype):
    q, k, v, dout = inputs(shape, dtype, seed=case_seed(dtype, shape, causal, window))
    scale = shape[-1] ** -0.5
    ref = fuzz.attention_fwd_bwd(q, k, v, dout, causal, scale, torch.float64, None, window=window)
    pt = None
    seen = fuzz.visible(shape[1], shape[2], causal, window, "cuda")
    lse_ref = torch.logsumexp(
        (torch.matmul(q.double().transpose(1, 2),
                      k.double().transpose(1, 2).repeat_interleave(shape[3] // shape[4], 1).transpose(-1, -2))
         * scale).masked_fill(~seen, float("-inf")), dim=-1)
    for deterministic, schedule in MODES:
        got = dash_run(q, k, v, dout, causal, window, deterministic, schedule)
        if pt is None:  # the forward does not depend on the mode
            pt = fuzz.attention_fwd_bwd(q, k, v, dout, causal, scale, torch.float32, q.dtype, out_given=got["out"],
                                        window=window)
        lse = got.pop("lse")
        finite = torch.isfinite(lse_ref)
        assert torch.equal(torch.isfinite(lse), finite), schedule  # -inf exactly for rows that see no key
        assert torch.allclose(lse[finite].double(), lse_ref[finite], rtol=0, atol=1e-4), schedule
        assert fuzz.tolerance_failures(got, ref, pt, q.dtype) == [], (deterministic, schedule)
        if deterministic:
            again = dash_run(q, k, v, dout, causal, window, deterministic, schedule)
            for name in ("out", "dq", "dk", "dv"):
                assert torch.equal(got[name], again[name]), (schedule, name)


@needs_hopper
def test_a_window_gives_the_bits_of_the_mask_it_resolves_to():
    # (5000, 5000) covers every key: the full mask's bits; right 0 without a left side is causal.
    q, k, v, dout = inputs((2, 1000, 1000, 4, 2, 64), "bf16", seed=3)
    full = dash_run(q, k, v, dout, False, (-1, -1), True, "fa3")
    assert all(torch.equal(a, b) for a, b in zip(full.values(), dash_run(q, k, v, dout, False, (5000, 5000), True,
                                                                          "fa3").values()))
    causal = dash_run(q, k, v, dout, True, (-1, -1), True, "fa3")
    assert all(torch.equal(a, b) for a, b in zip(causal.values(), dash_run(q, k, v, dout, False, (-1, 0), True,
                                                                            "fa3").values()))


@needs_hopper
def test_unordered_windowed_backward_differs_between_runs():
    # Several KV tiles add into each dQ tile in arrival order: the fp32 sums vary.
    q, k, v, dout = inputs((1, 4096, 4096, 8, 8, 64), "bf16", seed=9)
    first = dash_run(q, k, v, dout, True, (2048, -1), False, "auto")["dq"]
    assert any(not torch.equal(first, dash_run(q, k, v, dout, True, (2048, -1), False, "auto")["dq"])
               for _ in range(10)), "unordered dQ never differed: the determinism tests would prove nothing"


@needs_hopper
def test_windows_refuse_what_dash_does_not_implement(monkeypatch):
    assert all(fuzz.unseen_kv_tile(s[1], s[2], c, w) for s, c, w in CASES[-3:])  # the cases reach them
    from dash_attn import _ops
    q, k, v, dout = inputs((1, 300, 1000, 2, 2, 64), "bf16", seed=4)
    launched = []
    forward = _ops._fwd_impl  # the forward's launch, on the eager path and in the op alike
    monkeypatch.setattr(_ops, "_fwd_impl", lambda *a, **kw: launched.append(a) or forward(*a, **kw))
    for schedule in ("shift", "symmetric_shift"):
        # Refused at the call, naming the argument, before the forward launches (the backward
        # would refuse it).
        with pytest.raises(ValueError, match=f"schedule '{schedule}'.*window_size=\\(64, -1\\)"):
            dash_run(q[:, :256], k[:, :256], v[:, :256], dout[:, :256], schedule == "symmetric_shift", (64, -1), True,
                     schedule)
    assert launched == []
    dash_run(q[:, :256], k[:, :256], v[:, :256], dout[:, :256], True, (64, -1), True, "spt")
    assert len(launched) == 1  # the spy sees a launch
