"""The forward through dash_attn against a float64 reference by FlashAttention-3's rule
(tests/fuzz/fuzz.py), on a Hopper GPU."""
import pytest

pytest.importorskip("torch", reason="torch is not installed")

from helpers import case_seed, fuzz_module, needs_hopper, torch  # noqa: E402
from reference import attention_reference, rel_err  # noqa: E402

fuzz = fuzz_module()


@needs_hopper
@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("dims", [(64, 64), (128, 128), (96, 96), (192, 192), (192, 128), (256, 256)])
@pytest.mark.parametrize("shape", [(2, 300, 300, 4, 4), (1, 1000, 513, 8, 2), (3, 77, 1500, 6, 1)])
def test_forward_matches_fp32_reference(dtype, causal, dims, shape):
    from dash_attn import flash_attn_func
    head_dim, head_dim_v = dims  # q's and k's, v's
    torch.manual_seed(case_seed(dtype, causal, head_dim, shape) + head_dim_v)
    tdtype = torch.bfloat16 if dtype == "bf16" else torch.float16
    batch, sq, sk, heads, heads_kv = shape
    q = torch.randn(batch, sq, heads, head_dim, device="cuda", dtype=tdtype)
    k = torch.randn(batch, sk, heads_kv, head_dim, device="cuda", dtype=tdtype)
    v = torch.randn(batch, sk, heads_kv, head_dim_v, device="cuda", dtype=tdtype)
    out, lse = flash_attn_func(q, k, v, causal=causal, return_attn_probs=True)
    assert out.shape == (batch, sq, heads, head_dim_v)
    _, ref_lse = attention_reference(q, k, v, causal=causal)
    dout = torch.zeros_like(out)  # the references' gradients are not compared
    scale = head_dim ** -0.5
    ref = fuzz.attention_fwd_bwd(q, k, v, dout, causal, scale, torch.float64, None)
    pt = fuzz.attention_fwd_bwd(q, k, v, dout, causal, scale, torch.float32, tdtype)
    assert fuzz.tolerance_failures({"out": out}, ref, pt, tdtype, names=("out",)) == []
    # The LSE has no same-precision counterpart (fp32 in both): within fp32 noise of the scores.
    assert torch.equal(torch.isinf(lse), torch.isinf(ref_lse))
    assert rel_err(lse, ref_lse) < 1e-4


@needs_hopper
def test_forward_under_torch_compile_fullgraph():
    from dash_attn import flash_attn_func
    q, k, v = (torch.randn(2, 256, 4, 64, device="cuda", dtype=torch.bfloat16) for _ in range(3))
    f = torch.compile(lambda q, k, v: flash_attn_func(q, k, v, causal=True) * 2, fullgraph=True)
    assert torch.equal(f(q, k, v), flash_attn_func(q, k, v, causal=True) * 2)


@needs_hopper
@pytest.mark.parametrize("dims", [(192, 192), (192, 128), (256, 256)])
def test_head_dims_past_128(dims):
    """Head dims past 128 (V's own at (192, 128)): the forward bitwise repeatable and within the
    test rule with a window and a softcap, the backward (deterministic: ordered and exact) the
    same bits twice and within the rule, and a packed batch's forward as its dense calls."""
    from dash_attn import flash_attn_func, flash_attn_varlen_func
    d, dv = dims
    torch.manual_seed(case_seed("past-128", d, dv))
    q = torch.randn(2, 700, 4, d, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    k = torch.randn(2, 900, 2, d, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    v = torch.randn(2, 900, 2, dv, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    dout = torch.randn(2, 700, 4, dv, device="cuda", dtype=torch.bfloat16)
    scale = d ** -0.5
    for kw in ({"causal": True}, {"window_size": (100, 30)}, {"causal": True, "softcap": 15.0}):
        a, b = (flash_attn_func(q, k, v, **kw) for _ in range(2))
        assert torch.equal(a, b), kw
        window = kw.get("window_size", (-1, -1))
        ref = fuzz.attention_fwd_bwd(q, k, v, dout, kw.get("causal", False), scale, torch.float64, None,
                                     window=window, softcap=kw.get("softcap", 0.0))
        pt = fuzz.attention_fwd_bwd(q, k, v, dout, kw.get("causal", False), scale, torch.float32, torch.bfloat16,
                                    out_given=a, window=window, softcap=kw.get("softcap", 0.0))
        assert fuzz.tolerance_failures({"out": a}, ref, pt, torch.bfloat16, names=("out",)) == [], kw
        for schedule in ("auto", "exact"):
            grads = []
            for _ in range(2):
                qq, kk, vv = (x.detach().requires_grad_() for x in (q, k, v))
                flash_attn_func(qq, kk, vv, deterministic=True, schedule=schedule, **kw).backward(dout)
                grads.append({"dq": qq.grad, "dk": kk.grad, "dv": vv.grad})
            for name in ("dq", "dk", "dv"):
                assert torch.equal(grads[0][name], grads[1][name]), (kw, schedule, name)
            assert fuzz.tolerance_failures(grads[0], ref, pt, torch.bfloat16, names=("dq", "dk", "dv")) == [], \
                (kw, schedule)
    # A packed batch: each sequence as its own dense call.
    lens = [300, 1, 517]
    cu = torch.tensor([0, 300, 301, 818], dtype=torch.int32, device="cuda")
    qp, kp = (torch.randn(818, h, d, device="cuda", dtype=torch.bfloat16) for h in (4, 2))
    vp = torch.randn(818, 2, dv, device="cuda", dtype=torch.bfloat16)
    out = flash_attn_varlen_func(qp, kp, vp, cu, cu, max(lens), max(lens), causal=True)
    assert out.shape == (818, 4, dv)
    for i in range(3):
        s, e = int(cu[i]), int(cu[i + 1])
        one = flash_attn_func(qp[None, s:e], kp[None, s:e], vp[None, s:e], causal=True)
        assert torch.equal(out[None, s:e], one), i
