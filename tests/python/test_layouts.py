"""Every layout a user or autograd produces works: tensors the kernels cannot read as they are
(expanded K / V, stride-0 gradients such as that of out.sum(dim=1), sliced head dims, a
non-contiguous last dimension, size-1 dimensions with odd strides) are copied into the
standard layout first, so their results are bit for bit those of the contiguous tensors.
FlashAttention-3's argument types (NumPy floats and bools) are accepted."""
import numpy as np
import pytest

from helpers import case_seed, needs_hopper, needs_torch, torch


@needs_torch
def test_launchable_keeps_readable_tensors_and_copies_the_rest():
    from dash_attn._checks import launchable
    x = torch.randn(2, 16, 4, 64, dtype=torch.bfloat16)
    assert launchable(x) is x
    cases = {
        "expanded batch": x[:1].expand(2, 16, 4, 64),
        "expanded heads": x[:, :, :1].expand(2, 16, 4, 64),
        "sliced head dim, odd stride": torch.randn(2, 16, 4, 65, dtype=torch.bfloat16)[..., :64],
        "last dim not contiguous": x.transpose(1, 3).contiguous().transpose(1, 3),
        "size-1 dim, odd stride": x[:1].as_strided((1, 16, 4, 64), (3, 256, 64, 1)),
        "stride-0 sequence": x[:, :1].expand(2, 16, 4, 64),
    }
    for name, t in cases.items():
        c = launchable(t)
        assert c is not t, name
        assert c.is_contiguous() and all(s > 0 and (s * 2) % 16 == 0 for s in c.stride()[:3]), name
        assert torch.equal(c, t), name


def _inputs(shape, seed):
    b, s, h, hkv, d = shape
    g = torch.Generator(device="cuda").manual_seed(seed)
    mk = lambda *sz: torch.randn(*sz, device="cuda", dtype=torch.bfloat16, generator=g)  # noqa: E731
    return mk(b, s, h, d), mk(b, s, hkv, d), mk(b, s, hkv, d)


def _grads(q, k, v, loss_fn, **kw):
    from dash_attn import flash_attn_func
    leaves = [t.detach().clone().requires_grad_() for t in (q, k, v)]
    out = flash_attn_func(*leaves, deterministic=True, **kw)
    loss_fn(out).backward()
    return [out.detach()] + [t.grad for t in leaves]


@needs_hopper
@pytest.mark.parametrize("causal", [False, True])
def test_stride_zero_gradient_of_a_sum_over_the_sequence(causal):
    q, k, v = _inputs((2, 300, 4, 2, 64), case_seed("sum", causal))
    w = torch.randn(2, 4, 64, device="cuda", dtype=torch.bfloat16)
    # out.sum(dim=1) hands the backward a gradient with stride 0 along the sequence.
    got = _grads(q, k, v, lambda o: (o.sum(dim=1) * w).sum(), causal=causal)
    want = _grads(q, k, v, lambda o: (o * w[:, None].expand_as(o).contiguous()).sum(), causal=causal)
    for a, b in zip(got, want):
        assert torch.equal(a, b)


@needs_hopper
def test_expanded_kv_and_odd_layouts_give_the_contiguous_bits():
    from dash_attn import flash_attn_func
    q, k, v = _inputs((2, 257, 4, 1, 128), case_seed("expanded"))
    dout = torch.randn_like(q)
    # K / V expanded over the batch and over the heads (stride 0), q with a sliced head dim.
    k1, v1 = k[:1].expand(2, -1, -1, -1), v[:1].expand(2, -1, -1, -1)
    kh, vh = k1.expand(-1, -1, 4, -1), v1.expand(-1, -1, 4, -1)
    wide = torch.zeros(2, 257, 4, 131, device="cuda", dtype=torch.bfloat16)
    wide[..., :128] = q
    q_sliced = wide[..., :128]
    for qq, kk, vv in ((q_sliced, k1, v1), (q, kh, vh)):
        leaves = [t.detach().requires_grad_() for t in (qq, kk, vv)]
        out = flash_attn_func(*leaves, causal=True, deterministic=True)
        out.backward(dout)
        ref_leaves = [t.detach().contiguous().requires_grad_() for t in (qq, kk, vv)]
        ref = flash_attn_func(*ref_leaves, causal=True, deterministic=True)
        ref.backward(dout)
        assert torch.equal(out, ref)
        for a, b in zip(leaves, ref_leaves):
            assert torch.equal(a.grad, b.grad)


@needs_hopper
def test_numpy_scale_and_bool_are_accepted():
    from dash_attn import flash_attn_func
    q, k, v = _inputs((1, 128, 2, 2, 64), case_seed("numpy"))
    a = flash_attn_func(q, k, v, softmax_scale=np.float32(0.2), causal=np.bool_(True))
    b = flash_attn_func(q, k, v, softmax_scale=float(np.float32(0.2)), causal=True)
    assert torch.equal(a, b)
