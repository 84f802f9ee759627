"""Loads libdash.so and declares its C ABI (include/dash/c_api.h)."""
import ctypes
import os

DTYPE_BF16 = 0
DTYPE_FP16 = 1
REDUCTION_UNORDERED = 0  # DASH_REDUCTION_*: the backward's deterministic argument
REDUCTION_ORDERED = 1
REDUCTION_EXACT = 2
ERROR_UNSUPPORTED = 2  # DASH_ERROR_UNSUPPORTED: valid arguments dash does not implement
ERROR_DEVICE = 4  # DASH_ERROR_DEVICE: an earlier call's kernels reported a failure
_ERR_LEN = 1024

_lib = None

_i64x4 = ctypes.c_int64 * 4


class ForwardArgs(ctypes.Structure):
    """dash_forward_args (include/dash/c_api.h), field for field."""
    _fields_ = [("struct_size", ctypes.c_size_t),
                ("q", ctypes.c_void_p), ("k", ctypes.c_void_p), ("v", ctypes.c_void_p),
                ("o", ctypes.c_void_p), ("lse", ctypes.c_void_p),
                ("dtype", ctypes.c_int), ("causal", ctypes.c_int), ("windowed", ctypes.c_int),
                ("batch", ctypes.c_int64), ("seqlen_q", ctypes.c_int64), ("seqlen_k", ctypes.c_int64),
                ("heads", ctypes.c_int64), ("heads_kv", ctypes.c_int64), ("head_dim", ctypes.c_int64),
                ("window_left", ctypes.c_int64), ("window_right", ctypes.c_int64),
                ("q_strides", _i64x4), ("k_strides", _i64x4), ("v_strides", _i64x4), ("o_strides", _i64x4),
                ("softmax_scale", ctypes.c_float),
                ("kv_stats", ctypes.c_void_p), ("lse_residual", ctypes.c_void_p), ("stream", ctypes.c_void_p),
                ("cu_seqlens_q", ctypes.c_void_p), ("cu_seqlens_k", ctypes.c_void_p),
                ("max_seqlen_q", ctypes.c_int64),
                ("softcap", ctypes.c_float),
                ("seqused_q", ctypes.c_void_p), ("seqused_k", ctypes.c_void_p),
                ("head_dim_v", ctypes.c_int64)]

    def __init__(self, **kw):
        super().__init__(struct_size=ctypes.sizeof(ForwardArgs), **kw)


class BackwardArgs(ctypes.Structure):
    """dash_backward_args (include/dash/c_api.h), field for field."""
    _fields_ = [("struct_size", ctypes.c_size_t),
                ("dout", ctypes.c_void_p), ("q", ctypes.c_void_p), ("k", ctypes.c_void_p),
                ("v", ctypes.c_void_p), ("o", ctypes.c_void_p), ("lse", ctypes.c_void_p),
                ("dq", ctypes.c_void_p), ("dk", ctypes.c_void_p), ("dv", ctypes.c_void_p),
                ("dtype", ctypes.c_int), ("causal", ctypes.c_int), ("schedule", ctypes.c_int),
                ("deterministic", ctypes.c_int), ("windowed", ctypes.c_int),
                ("batch", ctypes.c_int64), ("seqlen_q", ctypes.c_int64), ("seqlen_k", ctypes.c_int64),
                ("heads", ctypes.c_int64), ("heads_kv", ctypes.c_int64), ("head_dim", ctypes.c_int64),
                ("window_left", ctypes.c_int64), ("window_right", ctypes.c_int64),
                ("dout_strides", _i64x4), ("q_strides", _i64x4), ("k_strides", _i64x4), ("v_strides", _i64x4),
                ("o_strides", _i64x4), ("dq_strides", _i64x4), ("dk_strides", _i64x4), ("dv_strides", _i64x4),
                ("softmax_scale", ctypes.c_float), ("sm_margin", ctypes.c_int),
                ("kv_stats", ctypes.c_void_p), ("lse_residual", ctypes.c_void_p),
                ("workspace", ctypes.c_void_p), ("workspace_bytes", ctypes.c_size_t),
                ("workspace_needed", ctypes.POINTER(ctypes.c_size_t)),
                ("stream", ctypes.c_void_p), ("softcap", ctypes.c_float),
                ("cu_seqlens_q", ctypes.c_void_p), ("cu_seqlens_k", ctypes.c_void_p),
                ("max_seqlen_k", ctypes.c_int64),
                ("seqused_q", ctypes.c_void_p), ("seqused_k", ctypes.c_void_p),
                ("dlse", ctypes.c_void_p), ("head_dim_v", ctypes.c_int64)]

    def __init__(self, **kw):
        super().__init__(struct_size=ctypes.sizeof(BackwardArgs), **kw)


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
    lib.dash_forward.restype = ctypes.c_int
    lib.dash_forward.argtypes = [ctypes.POINTER(ForwardArgs), ctypes.c_char_p, ctypes.c_size_t]
    lib.dash_backward.restype = ctypes.c_int
    lib.dash_backward.argtypes = [ctypes.POINTER(BackwardArgs), ctypes.c_char_p, ctypes.c_size_t]
    lib.dash_check_schedule.restype = ctypes.c_int
    lib.dash_check_schedule.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int64, ctypes.c_int64, ctypes.c_int64,
                                        ctypes.c_int64, ctypes.c_char_p, ctypes.c_size_t]
    lib.dash_check_errors.restype = ctypes.c_int
    lib.dash_check_errors.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_size_t]
    lib.dash_version.restype = ctypes.c_char_p
    _lib = lib
    return lib


def strides4(t):
    """The (batch, seq, head, dim) strides of a 4-D tensor as a ctypes int64[4]."""
    return _i64x4(*t.stride())


def error_buffer():
    return ctypes.create_string_buffer(_ERR_LEN)


class DeviceError(RuntimeError):
    """The kernels of an earlier dash call reported a failure (the backward's dQ reduction
    watchdog); that call's dQ was set to NaN."""


def check(code, err, what):
    if code == ERROR_DEVICE:
        raise DeviceError(f"dash_attn: {err.value.decode(errors='replace')}")
    if code == ERROR_UNSUPPORTED:  # a RuntimeError too
        raise NotImplementedError(f"dash_attn: {what}: not implemented: {err.value.decode(errors='replace')}")
    if code != 0:
        raise RuntimeError(f"dash_attn: {what} failed: {err.value.decode(errors='replace')}")
