"""Loads libdash.so and declares its C ABI (include/dash/c_api.h)."""
import ctypes
import os

DTYPE_BF16 = 0
DTYPE_FP16 = 1
ERROR_DEVICE = 4  # DASH_ERROR_DEVICE: an earlier call's kernels reported a failure
_ERR_LEN = 1024

_lib = None


def _library_path():
    env = os.environ.get("DASH_LIBRARY")
    if env:
        return env
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "libdash.so")


def library():
    """The loaded libdash, declared once; raises ImportError with the path it tried."""
    global _lib
    if _lib is not None:
        return _lib
    path = _library_path()
    try:
        lib = ctypes.CDLL(path)
    except OSError as e:
        raise ImportError(f"dash_attn: cannot load libdash from {path}: {e}") from e
    i64, ptr, i64p = ctypes.c_int64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_int64)
    lib.dash_attention_forward_ex.restype = ctypes.c_int
    lib.dash_attention_forward_ex.argtypes = [
        ptr, ptr, ptr, ptr, ptr,              # q, k, v, o, lse
        ctypes.c_int,                         # dtype
        i64, i64, i64, i64, i64, i64,         # batch, seqlen_q, seqlen_k, heads, heads_kv, head_dim
        i64p, i64p, i64p, i64p,               # q, k, v, o strides
        ctypes.c_int, ctypes.c_float,         # causal, softmax_scale
        ptr,                                  # kv_stats (None: not computed)
        ptr, ctypes.c_char_p, ctypes.c_size_t,  # stream, err, err_len
    ]
    lib.dash_attention_backward_ex.restype = ctypes.c_int
    lib.dash_attention_backward_ex.argtypes = [
        ptr, ptr, ptr, ptr, ptr, ptr,         # dout, q, k, v, o, lse
        ptr, ptr, ptr,                        # dq, dk, dv
        ctypes.c_int,                         # dtype
        i64, i64, i64, i64, i64, i64,         # batch, seqlen_q, seqlen_k, heads, heads_kv, head_dim
        ctypes.c_int, ctypes.c_int, ctypes.c_int,  # causal, schedule, deterministic
        ctypes.c_float,                       # softmax_scale
        i64p, i64p, i64p, i64p, i64p, i64p, i64p, i64p,  # dout, q, k, v, o, dq, dk, dv strides
        ptr,                                  # kv_stats (None: the backward computes them)
        ctypes.c_int,                         # sm_margin
        ptr, ctypes.c_size_t, ctypes.POINTER(ctypes.c_size_t),  # workspace, bytes, bytes needed
        ptr, ctypes.c_char_p, ctypes.c_size_t,  # stream, err, err_len
    ]
    lib.dash_check_errors.restype = ctypes.c_int
    lib.dash_check_errors.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_size_t]
    lib.dash_version.restype = ctypes.c_char_p
    _lib = lib
    return lib


def strides4(t):
    """The (batch, seq, head, dim) strides of a 4-D tensor as a ctypes int64[4]."""
    return (ctypes.c_int64 * 4)(*t.stride())


def error_buffer():
    return ctypes.create_string_buffer(_ERR_LEN)


class DeviceError(RuntimeError):
    """The kernels of an earlier dash call reported a failure (the backward's dQ reduction
    watchdog); that call's dQ was set to NaN."""


def check(code, err, what):
    if code == ERROR_DEVICE:
        raise DeviceError(f"dash_attn: {err.value.decode(errors='replace')}")
    if code != 0:
        raise RuntimeError(f"dash_attn: {what} failed: {err.value.decode(errors='replace')}")
