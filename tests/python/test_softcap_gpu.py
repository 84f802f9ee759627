"""FlashAttention-3's logit softcap through dash_attn on a Hopper GPU: the forward and the
gradients against a float64 reference by FlashAttention-3's rule (tests/fuzz/fuzz.py) for every
reduction mode, with and without a window, bitwise repeat of the deterministic modes, and the
softcap's effect shown (the uncapped result fails the capped reference)."""
import pytest

pytest.importorskip("torch", reason="torch is not installed")

from helpers import case_seed, fuzz_module, needs_hopper, normal_inputs, torch  # noqa: E402

fuzz = fuzz_module()
MODES = [(True, "auto"), (True, "fa3"), (True, "spt"), (True, "exact"), (False, "auto")]
CASES = [  # shape, causal, window, softcap, input magnitude (large logits make the cap bite)
    ((2, 1000, 1000, 4, 2, 128), False, (-1, -1), 30.0, 3.0),
    ((2, 1000, 1000, 4, 2, 128), True, (-1, -1), 50.0, 3.0),
    ((1, 777, 1300, 4, 4, 64), True, (-1, -1), 5.0, 2.0),
    ((2, 640, 640, 2, 1, 64), False, (128, 128), 20.0, 3.0),
]


def dash_run(q, k, v, dout, causal, window, softcap, deterministic, schedule):
    from dash_attn import flash_attn_func
    q, k, v = (x.detach().requires_grad_() for x in (q, k, v))
    out = flash_attn_func(q, k, v, causal=causal, window_size=window, softcap=softcap, deterministic=deterministic,
                          schedule=schedule)
    out.backward(dout)
    return {"out": out.detach(), "dq": q.grad, "dk": k.grad, "dv": v.grad}


@needs_hopper
@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("shape,causal,window,softcap,mag", CASES)
def test_softcapped_attention_matches_the_reference_in_every_mode(shape, causal, window, softcap, mag, dtype):
    q, k, v, dout = normal_inputs(shape, dtype, seed=case_seed(dtype, shape, causal, window, softcap))
    q, k = (x * mag for x in (q, k))
    scale = shape[-1] ** -0.5
    ref = fuzz.attention_fwd_bwd(q, k, v, dout, causal, scale, torch.float64, None, window=window, softcap=softcap)
    pt = None
    for deterministic, schedule in MODES:
        got = dash_run(q, k, v, dout, causal, window, softcap, deterministic, schedule)
        if pt is None:
            pt = fuzz.attention_fwd_bwd(q, k, v, dout, causal, scale, torch.float32, q.dtype, out_given=got["out"],
                                        window=window, softcap=softcap)
        assert fuzz.tolerance_failures(got, ref, pt, q.dtype) == [], (deterministic, schedule)
        if deterministic:
            again = dash_run(q, k, v, dout, causal, window, softcap, deterministic, schedule)
            for name in got:
                assert torch.equal(got[name], again[name]), (schedule, name)


@needs_hopper
def test_the_softcap_changes_the_result():
    # Scores of magnitude ~10-50 under a cap of 5: the uncapped attention fails the capped rule.
    shape, scale = (1, 512, 512, 2, 2, 64), 64 ** -0.5
    q, k, v, dout = normal_inputs(shape, "bf16", seed=7)
    q, k = q * 3, k * 3
    ref = fuzz.attention_fwd_bwd(q, k, v, dout, False, scale, torch.float64, None, softcap=5.0)
    plain = dash_run(q, k, v, dout, False, (-1, -1), 0.0, True, "auto")
    pt = fuzz.attention_fwd_bwd(q, k, v, dout, False, scale, torch.float32, q.dtype, out_given=plain["out"],
                                softcap=5.0)
    assert fuzz.tolerance_failures(plain, ref, pt, q.dtype) != []
