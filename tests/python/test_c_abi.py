"""The Python package's view of the C ABI (dash_attn/_lib.py) against the library itself, with
no GPU: the argument structs must have the C layout (a wrong field offset would be misread,
so the struct size is checked and a validation-only call must see every field)."""
import ctypes
import os

import pytest


def _library():
    from dash_attn import _lib
    if not os.path.exists(_lib._library_path()):
        pytest.skip(f"libdash.so is not built ({_lib._library_path()}; run scripts/build.sh)")
    return _lib, _lib.library()


def _fake(i):
    return (1 << 40) + i * (1 << 30)  # aligned, far apart: validation never dereferences them


def _backward_args(_lib, needed, **kw):
    b, sq, sk, h, hkv, d = 2, 1000, 777, 8, 2, 128
    qs, ks = _lib._i64x4(sq * h * d, h * d, d, 1), _lib._i64x4(sk * hkv * d, hkv * d, d, 1)
    a = dict(dout=_fake(0), q=_fake(1), k=_fake(2), v=_fake(3), o=_fake(4), lse=_fake(5), dq=_fake(6), dk=_fake(7),
             dv=_fake(8), dtype=_lib.DTYPE_BF16, causal=1, schedule=-1, deterministic=1, batch=b, seqlen_q=sq,
             seqlen_k=sk, heads=h, heads_kv=hkv, head_dim=d, dout_strides=qs, q_strides=qs, k_strides=ks,
             v_strides=ks, o_strides=qs, dq_strides=qs, dk_strides=ks, dv_strides=ks,
             workspace_needed=ctypes.pointer(needed))
    a.update(kw)
    return _lib.BackwardArgs(**a)


def test_the_backward_struct_has_the_c_layout():
    _lib, lib = _library()
    err = _lib.error_buffer()
    needed = ctypes.c_size_t(0)
    assert lib.dash_backward(ctypes.byref(_backward_args(_lib, needed)), err, len(err)) == 0, err.value
    plain = needed.value
    assert plain > 0
    # Fields deep in the struct are seen: exact mode's larger workspace, a bad sm_margin, a bad
    # stride, kv_stats outside exact mode.
    exact = _backward_args(_lib, needed, deterministic=_lib.REDUCTION_EXACT)
    assert lib.dash_backward(ctypes.byref(exact), err, len(err)) == 0
    assert needed.value > plain
    for bad_mode in (-1, 3):  # only the DASH_REDUCTION_* codes
        assert lib.dash_backward(ctypes.byref(_backward_args(_lib, needed, deterministic=bad_mode)), err, len(err)) == 1
        assert b"deterministic must be 0 (unordered), 1 (ordered) or 2 (exact)" in err.value
    assert lib.dash_backward(ctypes.byref(_backward_args(_lib, needed, sm_margin=-1)), err, len(err)) == 1
    assert b"sm_margin" in err.value
    bad = _lib._i64x4(1000 * 8 * 128, 8 * 128, 129, 1)
    assert lib.dash_backward(ctypes.byref(_backward_args(_lib, needed, dq_strides=bad)), err, len(err)) == 1
    assert b"dq" in err.value
    assert lib.dash_backward(ctypes.byref(_backward_args(_lib, needed, kv_stats=_fake(9))), err, len(err)) == 1
    assert b"exact mode only" in err.value
    misaligned = _backward_args(_lib, needed, lse_residual=_fake(10) + 2)
    assert lib.dash_backward(ctypes.byref(misaligned), err, len(err)) == 1
    assert b"lse_residual" in err.value
    # The window fields: symmetric_shift (4) needs a causal mask without a left window.
    assert lib.dash_backward(ctypes.byref(_backward_args(_lib, needed, schedule=4)), err, len(err)) == 0
    windowed = _backward_args(_lib, needed, schedule=4, windowed=1, window_left=100, window_right=-1)
    assert lib.dash_backward(ctypes.byref(windowed), err, len(err)) == 1
    assert b"sliding window" in err.value
    capped = _backward_args(_lib, needed, softcap=-2.0)  # the last field is read
    assert lib.dash_backward(ctypes.byref(capped), err, len(err)) == 1
    assert b"softcap" in err.value
    # The packed batch's fields, last in the struct: read (one offset array alone is refused; a
    # packed batch takes no wave schedule and sizes its workspace by its sequences).
    packed = _backward_args(_lib, needed, cu_seqlens_q=_fake(11))
    assert lib.dash_backward(ctypes.byref(packed), err, len(err)) == 1
    assert b"cu_seqlens_k" in err.value
    packed = _backward_args(_lib, needed, cu_seqlens_q=_fake(11), cu_seqlens_k=_fake(12), max_seqlen_k=-1)
    assert lib.dash_backward(ctypes.byref(packed), err, len(err)) == 1
    assert b"max_seqlen_k" in err.value
    packed = _backward_args(_lib, needed, cu_seqlens_q=_fake(11), cu_seqlens_k=_fake(12), schedule=3)
    assert lib.dash_backward(ctypes.byref(packed), err, len(err)) == 1
    assert b"packed batch" in err.value
    packed = _backward_args(_lib, needed, cu_seqlens_q=_fake(11), cu_seqlens_k=_fake(12), max_seqlen_k=50)
    assert lib.dash_backward(ctypes.byref(packed), err, len(err)) == 0, err.value
    # seqused, the last fields: read (a dense call refuses them, a misaligned one is named).
    for name in ("seqused_q", "seqused_k"):
        dense_used = _backward_args(_lib, needed, **{name: _fake(13)})
        assert lib.dash_backward(ctypes.byref(dense_used), err, len(err)) == 1
        assert b"need a packed batch" in err.value
        odd = _backward_args(_lib, needed, cu_seqlens_q=_fake(11), cu_seqlens_k=_fake(12), **{name: _fake(13) + 2})
        assert lib.dash_backward(ctypes.byref(odd), err, len(err)) == 1
        assert b"4-byte aligned" in err.value
    used = _backward_args(_lib, needed, cu_seqlens_q=_fake(11), cu_seqlens_k=_fake(12), seqused_q=_fake(13),
                          seqused_k=_fake(14))
    assert lib.dash_backward(ctypes.byref(used), err, len(err)) == 0, err.value
    ignored = _backward_args(_lib, needed, schedule=4, windowed=0, window_left=100, window_right=-1)
    assert lib.dash_backward(ctypes.byref(ignored), err, len(err)) == 0, err.value
    a = _backward_args(_lib, needed)
    a.struct_size -= 8
    assert lib.dash_backward(ctypes.byref(a), err, len(err)) == 1
    assert b"struct_size" in err.value


def test_the_forward_struct_has_the_c_layout():
    _lib, lib = _library()
    err = _lib.error_buffer()
    d = 128  # as _backward_args: the head dim development builds keep (CMake's DASH_HEAD_DIMS)
    qs = _lib._i64x4(100 * 4 * d, 4 * d, d, 1)
    common = dict(q=_fake(1), k=_fake(2), v=_fake(3), o=_fake(4), lse=_fake(5), dtype=_lib.DTYPE_BF16, batch=1,
                  seqlen_q=100, seqlen_k=100, heads=4, heads_kv=4, head_dim=d, q_strides=qs, k_strides=qs,
                  v_strides=qs, o_strides=qs)
    a = _lib.ForwardArgs(**common, kv_stats=_fake(9) + 2)  # the last fields are read too
    assert lib.dash_forward(ctypes.byref(a), err, len(err)) == 1
    assert b"kv_stats" in err.value
    a = _lib.ForwardArgs(**common, lse_residual=_fake(10) + 2)
    assert lib.dash_forward(ctypes.byref(a), err, len(err)) == 1
    assert b"lse_residual" in err.value
    capped = _lib.ForwardArgs(**common, softcap=float("nan"))  # the last field is read
    assert lib.dash_forward(ctypes.byref(capped), err, len(err)) == 1
    assert b"softcap" in err.value
    windowed = _lib.ForwardArgs(**common, kv_stats=_fake(9), windowed=1, window_left=10, window_right=-1)
    assert lib.dash_forward(ctypes.byref(windowed), err, len(err)) == 2  # DASH_ERROR_UNSUPPORTED
    assert b"sliding window" in err.value
    # The packed batch's fields, last in the struct: read (one offset array alone is refused).
    packed = _lib.ForwardArgs(**common, cu_seqlens_q=_fake(11))
    assert lib.dash_forward(ctypes.byref(packed), err, len(err)) == 1
    assert b"cu_seqlens_k" in err.value
    packed = _lib.ForwardArgs(**common, cu_seqlens_q=_fake(11), cu_seqlens_k=_fake(12), max_seqlen_q=101)
    assert lib.dash_forward(ctypes.byref(packed), err, len(err)) == 1
    assert b"max_seqlen_q" in err.value
    for name in ("seqused_q", "seqused_k"):  # the last fields: read
        dense_used = _lib.ForwardArgs(**common, **{name: _fake(13)})
        assert lib.dash_forward(ctypes.byref(dense_used), err, len(err)) == 1
        assert b"need a packed batch" in err.value
        odd = _lib.ForwardArgs(**common, cu_seqlens_q=_fake(11), cu_seqlens_k=_fake(12), max_seqlen_q=50,
                               **{name: _fake(13) + 2})
        assert lib.dash_forward(ctypes.byref(odd), err, len(err)) == 1
        assert b"4-byte aligned" in err.value
    a = _lib.ForwardArgs(**dict(common, head_dim=80))
    assert lib.dash_forward(ctypes.byref(a), err, len(err)) == 2  # DASH_ERROR_UNSUPPORTED
    assert b"head_dim" in err.value
    a = _lib.ForwardArgs(**dict(common, head_dim_v=64))  # the last field: read
    assert lib.dash_forward(ctypes.byref(a), err, len(err)) == 2
    assert b"(128, 64)" in err.value


def test_python_head_dims_are_the_librarys():
    # The Python package keeps its copy of the instance list's head dims (its checks run under
    # torch.compile, where a library call would break the graph): it must accept exactly what
    # the library's validation accepts, for both dtypes, in the forward (SUPPORTED_HEAD_DIMS) and
    # the backward (BACKWARD_HEAD_DIMS). A development build that leaves rows of the tile table out
    # (CMake's DASH_HEAD_DIMS) refuses their head dims saying so: those count as the library's.
    from dash_attn._checks import BACKWARD_HEAD_DIMS, SUPPORTED_HEAD_DIMS
    _lib, lib = _library()
    forward, backward, left_out = set(), set(), set()
    dims = range(8, 264, 8)
    for dtype in (_lib.DTYPE_BF16, _lib.DTYPE_FP16):
        for d in dims:
            for dv in dims:
                b, sq, sk, h, hkv = 2, 1000, 777, 8, 2
                qs, ks = _lib._i64x4(sq * h * d, h * d, d, 1), _lib._i64x4(sk * hkv * d, hkv * d, d, 1)
                os_, vs = _lib._i64x4(sq * h * dv, h * dv, dv, 1), _lib._i64x4(sk * hkv * dv, hkv * dv, dv, 1)
                err = _lib.error_buffer()
                # The forward's validation passes the head dims, then stops at the softcap.
                fa = _lib.ForwardArgs(q=_fake(1), k=_fake(2), v=_fake(3), o=_fake(4), lse=_fake(5), dtype=dtype,
                                      batch=b, seqlen_q=sq, seqlen_k=sk, heads=h, heads_kv=hkv, head_dim=d,
                                      head_dim_v=dv, q_strides=qs, k_strides=ks, v_strides=vs, o_strides=os_,
                                      softcap=float("nan"))
                assert lib.dash_forward(ctypes.byref(fa), err, len(err)) != 0
                if b"softcap" in err.value:
                    forward.add((dtype, d, dv))
                else:
                    assert b"head_dim" in err.value, (d, dv, err.value)
                    if b"DASH_HEAD_DIMS" in err.value:
                        left_out.add((dtype, d, dv))
                needed = ctypes.c_size_t(0)
                args = _backward_args(_lib, needed, dtype=dtype, head_dim=d, head_dim_v=dv, dout_strides=os_,
                                      q_strides=qs, k_strides=ks, v_strides=vs, o_strides=os_, dq_strides=qs,
                                      dk_strides=ks, dv_strides=vs)
                if lib.dash_backward(ctypes.byref(args), err, len(err)) == 0:
                    backward.add((dtype, d, dv))
                else:
                    assert b"head_dim" in err.value, (d, dv, err.value)
    both = (_lib.DTYPE_BF16, _lib.DTYPE_FP16)
    assert forward | left_out == {(t, d, dv) for t in both for d, dv in SUPPORTED_HEAD_DIMS}
    assert backward | left_out == {(t, d, dv) for t in both for d, dv in BACKWARD_HEAD_DIMS}
    assert not forward & left_out
