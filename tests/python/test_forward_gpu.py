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
@pytest.mark.parametrize("head_dim", [64, 128])
@pytest.mark.parametrize("shape", [(2, 300, 300, 4, 4), (1, 1000, 513, 8, 2), (3, 77, 1500, 6, 1)])
def test_forward_matches_fp32_reference(dtype, causal, head_dim, shape):
    from dash_attn import flash_attn_func
    torch.manual_seed(case_seed(dtype, causal, head_dim, shape))
    tdtype = torch.bfloat16 if dtype == "bf16" else torch.float16
    batch, sq, sk, heads, heads_kv = shape
    q = torch.randn(batch, sq, heads, head_dim, device="cuda", dtype=tdtype)
    k = torch.randn(batch, sk, heads_kv, head_dim, device="cuda", dtype=tdtype)
    v = torch.randn(batch, sk, heads_kv, head_dim, device="cuda", dtype=tdtype)
    out, lse = flash_attn_func(q, k, v, causal=causal, return_attn_probs=True)
    _, ref_lse = attention_reference(q, k, v, causal=causal)
    dout = torch.zeros_like(q)  # the references' gradients are not compared
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
