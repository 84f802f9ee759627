"""The eager path (dash_attn._ops.attention / attention_varlen outside torch.compile): the
autograd.Function that stands in for the ops' dispatch hands the backward what the ops' autograd
does (the saved tensors, the call's arguments, the LSE's gradient only where the caller has the
LSE), with the launches replaced by CPU stand-ins. No GPU."""
import pytest

from helpers import needs_torch, torch


def same(a, b):
    """The backward's saved tensor is the forward's (autograd hands back a new view of it)."""
    return a.data_ptr() == b.data_ptr() and a.shape == b.shape


def _launches(monkeypatch, packed):
    from dash_attn import _ops
    seen = {}

    def forward(q, k, v, *args):
        seen["forward"] = args
        lse_shape = (q.shape[1], q.shape[0]) if packed else (q.shape[0], q.shape[2], q.shape[1])
        lse = torch.full(lse_shape, 0.5)
        out = q.detach() * 2
        return (out, lse, lse + 1) if packed else (out, lse, torch.empty(0), lse + 1)

    def backward(dout, q, k, v, out, lse, *args, **kwargs):
        seen["backward"] = (dout, out, lse, args, kwargs)
        return torch.full_like(q, 1.0), torch.full_like(k, 2.0), torch.full_like(v, 3.0)

    if packed:
        monkeypatch.setattr(_ops, "_fwd_varlen_impl", forward)
        monkeypatch.setattr(_ops, "_bwd_varlen_impl", backward)
    else:
        monkeypatch.setattr(_ops, "_fwd_impl", forward)
        monkeypatch.setattr(_ops, "_bwd_impl", backward)
    return _ops, seen


@needs_torch
@pytest.mark.parametrize("lse_grad", [False, True])
def test_the_dense_eager_path_hands_the_backward_the_ops_arguments(monkeypatch, lse_grad):
    _ops, seen = _launches(monkeypatch, packed=False)
    q, k, v = (torch.randn(2, 8, 4, 16, requires_grad=True) for _ in range(3))
    out, lse, kv_stats, lse_residual = _ops.attention(q, k, v, 0.25, True, True, "spt", 3, 5, -1, 30.0, lse_grad)
    assert seen["forward"] == (0.25, True, True, "spt", 3, 5, -1, 30.0, lse_grad)
    assert not kv_stats.requires_grad and not lse_residual.requires_grad
    (out.sum() + 2 * lse.sum()).backward()
    dout, saved_out, saved_lse, args, kwargs = seen["backward"]
    assert torch.equal(dout, torch.ones_like(out)) and same(saved_out, out) and same(saved_lse, lse)
    assert same(args[0], kv_stats) and args[1:] == (0.25, True, True, "spt", 3)
    assert same(kwargs["lse_residual"], lse_residual)
    assert (kwargs["window_left"], kwargs["window_right"], kwargs["softcap"]) == (5, -1, 30.0)
    if lse_grad:
        assert torch.equal(kwargs["dlse"], torch.full_like(lse, 2.0))
    else:
        assert kwargs["dlse"] is None
    assert torch.equal(q.grad, torch.full_like(q, 1.0)) and torch.equal(k.grad, torch.full_like(k, 2.0))
    assert torch.equal(v.grad, torch.full_like(v, 3.0))


@needs_torch
def test_the_packed_eager_path_hands_the_backward_the_ops_arguments(monkeypatch):
    _ops, seen = _launches(monkeypatch, packed=True)
    q, k, v = (torch.randn(10, 4, 16, requires_grad=True) for _ in range(3))
    cu = torch.tensor([0, 4, 10], dtype=torch.int32)
    used = torch.tensor([3, 6], dtype=torch.int32)
    out, lse, lse_residual = _ops.attention_varlen(q, k, v, cu, cu, 6, 6, 0.25, False, True, "auto", 0, 2, 1, 0.0,
                                                   used, None, True)
    assert seen["forward"][0] is cu and seen["forward"][1] is cu
    assert seen["forward"][2:11] == (6, 6, 0.25, False, True, "auto", 0, 2, 1)
    assert seen["forward"][11:] == (0.0, used, None, True)
    (3 * out.sum() + lse.sum()).backward()
    dout, saved_out, saved_lse, args, _ = seen["backward"]
    assert torch.equal(dout, torch.full_like(out, 3.0)) and same(saved_out, out) and same(saved_lse, lse)
    # lse_residual, the offsets, max_seqlen_k, then every argument in fwd_varlen's order and dlse.
    assert same(args[0], lse_residual) and same(args[1], cu) and same(args[2], cu)
    assert args[3:12] == (6, 0.25, False, True, "auto", 0, 2, 1, 0.0) and args[12] is used and args[13] is None
    assert torch.equal(args[14], torch.ones_like(lse))
    assert torch.equal(v.grad, torch.full_like(v, 3.0))


@needs_torch
def test_a_packed_batch_without_keys_gives_out_with_vs_head_dim():
    # (192, 128): out takes v's head dim, as the kernels' out does; zero gradients of each shape.
    from dash_attn import _ops
    q = torch.randn(5, 4, 192, requires_grad=True)
    k = torch.randn(0, 2, 192, requires_grad=True)
    v = torch.randn(0, 2, 128, requires_grad=True)
    out, lse = _ops.NoKeys.apply(q, k, v)
    assert out.shape == (5, 4, 128) and bool((out == 0).all())
    assert lse.shape == (4, 5) and bool(torch.isinf(lse).all())
    out.sum().backward()
    assert q.grad.shape == q.shape and k.grad.shape == k.shape and v.grad.shape == v.shape
