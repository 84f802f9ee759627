"""Argument checks that run before anything is launched. Each error names the
argument at fault, so a user sees what to fix."""
import math
import numbers
import os

from ._lib import REDUCTION_EXACT, REDUCTION_ORDERED, REDUCTION_UNORDERED

# The (head_dim, head_dim_v) pairs of q / k and of v the library compiles: the rows of its tile
# table (include/dash/plan/tile_table.hpp; tests/python/test_tile_table.py holds these lists to
# it). The forward takes each of them, the backward those in BACKWARD_HEAD_DIMS (every pair, as of
# now; a row may have a forward only), and the forward folds exact mode's K / V factors at those
# in KV_STATS_FOLD_HEAD_DIMS (past head dim 128 the fold spills in the forward's loops, so the
# backward's own K / V pass computes them there).
SUPPORTED_HEAD_DIMS = ((64, 64), (96, 96), (128, 128), (192, 192), (192, 128), (256, 256))
BACKWARD_HEAD_DIMS = ((64, 64), (96, 96), (128, 128), (192, 192), (192, 128), (256, 256))
KV_STATS_FOLD_HEAD_DIMS = ((64, 64), (96, 96), (128, 128))


def has_backward(head_dim, head_dim_v):
    """Whether the library's backward takes these head dims."""
    return (head_dim, head_dim_v) in BACKWARD_HEAD_DIMS


def _dims_text(pairs):
    return ", ".join(str(d) if d == dv else f"({d}, {dv})" for d, dv in pairs)
SCHEDULES = ("auto", "fa3", "spt", "descending", "shift", "symmetric_shift", "exact")
# The C ABI's schedule codes (include/dash/c_api.h). "exact" is a reduction, not a task
# order: the fixed-point dQ (DASH_REDUCTION_EXACT) with the auto task order.
_SCHEDULE_CODES = {"auto": -1, "fa3": 0, "spt": 1, "descending": 2, "shift": 3, "symmetric_shift": 4,
                   "exact": -1}


def _torch():
    import torch
    return torch


# The switch training stacks set for FlashAttention (transformers.enable_full_determinism,
# verl- and VeOmni-style trainers): "1" turns deterministic=None into True.
DETERMINISTIC_ENV = "FLASH_ATTENTION_DETERMINISTIC"


def resolve_deterministic(deterministic):
    """deterministic as given, or for None: torch.are_deterministic_algorithms_enabled() or
    FLASH_ATTENTION_DETERMINISTIC=1."""
    if deterministic is not None:
        return bool(deterministic)
    return _torch().are_deterministic_algorithms_enabled() or os.environ.get(DETERMINISTIC_ENV, "0") == "1"


def check_attention_inputs(q, k, v, softmax_scale, causal, deterministic, schedule, window_size=(-1, -1),
                           keys_may_be_empty=False):
    torch = _torch()
    for name, t in (("q", q), ("k", k), ("v", v)):
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"{name} must be a torch.Tensor, got {type(t).__name__}")
        if t.dtype not in (torch.bfloat16, torch.float16):
            raise TypeError(f"{name} must be bfloat16 or float16, got {t.dtype}")
        if t.dim() != 4:
            raise ValueError(f"{name} must be 4-D (batch, seqlen, heads, head_dim), got shape {tuple(t.shape)}")
    for name, t in (("q", q), ("k", k), ("v", v)):
        if t.device.type != "cuda":
            raise ValueError(f"{name} must be on a CUDA device, got {t.device}")
    for name, t in (("k", k), ("v", v)):
        if t.dtype != q.dtype:
            raise TypeError(f"{name} has dtype {t.dtype} but q has {q.dtype}; all inputs must share one dtype")
        if t.device != q.device:
            raise ValueError(f"{name} is on {t.device} but q is on {q.device}")
    batch, seqlen_q, heads, head_dim = q.shape
    if k.shape[:3] != v.shape[:3]:
        raise ValueError(f"k and v must have the same batch, seqlen and heads, got {tuple(k.shape)} and "
                         f"{tuple(v.shape)}")
    if k.shape[0] != batch:
        raise ValueError(f"k has batch {k.shape[0]} but q has batch {batch}")
    if k.shape[3] != head_dim:
        raise ValueError(f"k has head_dim {k.shape[3]} but q has head_dim {head_dim}")
    check_head_dims(head_dim, v.shape[3])
    heads_kv = k.shape[2]
    if heads_kv == 0 or heads % heads_kv != 0:
        raise ValueError(f"k: heads_kv ({heads_kv}) must divide the number of query heads ({heads})")
    for name, t in (("q", q), ("k", k), ("v", v)):
        if any(s == 0 for i, s in enumerate(t.shape) if not (keys_may_be_empty and name != "q" and i == 1)):
            raise ValueError(f"{name} has an empty dimension: shape {tuple(t.shape)}")
    if softmax_scale is not None:
        if isinstance(softmax_scale, bool) or not isinstance(softmax_scale, numbers.Real):
            raise TypeError(f"softmax_scale must be a float or None, got {type(softmax_scale).__name__}")
        if not math.isfinite(softmax_scale) or softmax_scale < 0:
            raise ValueError(f"softmax_scale must be a finite number >= 0, got {softmax_scale}")
    if not _is_bool(causal):
        raise TypeError(f"causal must be a bool, got {type(causal).__name__}")
    if deterministic is not None and not isinstance(deterministic, bool):
        raise TypeError(f"deterministic must be a bool or None, got {type(deterministic).__name__}")
    check_schedule(schedule, causal, window_size, seqlen_q, k.shape[1])


def check_head_dims(head_dim, head_dim_v):
    """q's / k's head dim and v's: a pair the library compiles (SUPPORTED_HEAD_DIMS)."""
    if (head_dim, head_dim_v) not in SUPPORTED_HEAD_DIMS:
        got = f"{head_dim}" if head_dim == head_dim_v else f"{head_dim} with v's head_dim {head_dim_v}"
        raise ValueError(f"q: head_dim {got} is not supported (supported: {_dims_text(SUPPORTED_HEAD_DIMS)}; "
                         f"as (q / k, v) pairs where they differ)")


def resolve_softmax_scale(softmax_scale, head_dim):
    """The scale as a float: 1 / sqrt(head_dim) for None."""
    return 1.0 / math.sqrt(head_dim) if softmax_scale is None else float(softmax_scale)


def check_window_size(window_size):
    """FlashAttention-3's window_size as (left, right) ints; a negative size is unbounded (-1)."""
    if isinstance(window_size, (str, bytes)) or not hasattr(window_size, "__len__") or len(window_size) != 2:
        raise ValueError(f"window_size must be a pair (left, right), got {window_size!r}")
    out = []
    for side in window_size:
        if _is_bool(side) or not isinstance(side, numbers.Integral):
            raise TypeError(f"window_size must hold two ints, got {window_size!r}")
        out.append(max(int(side), -1))
    return tuple(out)


def check_varlen_inputs(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k):
    """flash_attn_varlen_func's packed tensors and offsets (their values stay on the device)."""
    import torch
    for name, t in (("q", q), ("k", k), ("v", v)):
        if not isinstance(t, torch.Tensor) or t.dim() != 3:
            raise ValueError(f"{name} must be a (total rows, heads, head_dim) tensor, got "
                             f"{getattr(t, 'shape', type(t).__name__)}")
    for name, t in (("cu_seqlens_q", cu_seqlens_q), ("cu_seqlens_k", cu_seqlens_k)):
        if not isinstance(t, torch.Tensor) or t.dim() != 1 or t.dtype != torch.int32 or t.shape[0] < 2:
            raise ValueError(f"{name} must be a (batch + 1,) int32 tensor with batch >= 1")
        if t.device != q.device:
            raise ValueError(f"{name} must be on q's device ({q.device}), got {t.device}")
        if not t.is_contiguous():
            raise ValueError(f"{name} must be contiguous")
    if cu_seqlens_q.shape != cu_seqlens_k.shape:
        raise ValueError(f"cu_seqlens_q and cu_seqlens_k must have the same length, got {cu_seqlens_q.shape[0]} "
                         f"and {cu_seqlens_k.shape[0]}")
    # max_seqlen_k may be 0, as FlashAttention-3 takes it for a batch without keys (the backward
    # then bounds every sequence by the total rows instead).
    for name, m, low, total in (("max_seqlen_q", max_seqlen_q, 1, q.shape[0]),
                                ("max_seqlen_k", max_seqlen_k, 0, k.shape[0])):
        if _is_bool(m) or not isinstance(m, numbers.Integral) or not low <= m <= max(total, low):
            raise ValueError(f"{name} must be an int in [{low}, {max(total, low)}] (the total rows), got {m!r}")
    if k.shape[0] != v.shape[0] or k.shape[1] != v.shape[1]:
        raise ValueError(f"k and v must have the same rows and heads, got {tuple(k.shape)} and {tuple(v.shape)}")


def check_seqused(seqused_q, seqused_k, q, cu_seqlens_q):
    """FlashAttention-3's seqused_q / seqused_k: None, or (batch,) int32 counts on q's device (their
    values stay on the device: one outside its sequence's rows gives NaN and a DeviceError)."""
    import torch
    batch = cu_seqlens_q.shape[0] - 1
    for name, t in (("seqused_q", seqused_q), ("seqused_k", seqused_k)):
        if t is None:
            continue
        if not isinstance(t, torch.Tensor) or t.dim() != 1 or t.dtype != torch.int32 or t.shape[0] != batch:
            raise ValueError(f"{name} must be None or a (batch,) = ({batch},) int32 tensor, got "
                             f"{getattr(t, 'dtype', type(t).__name__)} {tuple(getattr(t, 'shape', ()))}")
        if t.device != q.device:
            raise ValueError(f"{name} must be on q's device ({q.device}), got {t.device}")
        if not t.is_contiguous():
            raise ValueError(f"{name} must be contiguous")


def check_softcap(softcap):
    """FlashAttention-3's softcap as a float: finite and >= 0 (0: none)."""
    if _is_bool(softcap) or not isinstance(softcap, numbers.Real):
        raise TypeError(f"softcap must be a float, got {type(softcap).__name__}")
    if not math.isfinite(softcap) or softcap < 0:
        raise ValueError(f"softcap must be a finite number >= 0 (0: none), got {softcap}")
    return float(softcap)


def check_unimplemented(**kw):
    """FlashAttention-3's arguments that dash does not implement: NotImplementedError naming the
    first one given a value other than its no-op default."""
    noop = {"qv": (None,), "q_descale": (None,), "k_descale": (None,), "v_descale": (None,),
            "attention_chunk": (0,),
            "num_splits": (0, 1), "pack_gqa": (None,)}
    for name, value in kw.items():
        if not any(value is d or (type(value) is type(d) and value == d) for d in noop[name]):
            raise NotImplementedError(f"dash_attn: {name}={value!r} is not implemented (supported: "
                                      f"{' or '.join(repr(d) for d in noop[name])})")


def _is_bool(x):
    """A Python bool or a NumPy bool scalar (numpy.bool_; NumPy 2 names its type numpy.bool)."""
    return isinstance(x, bool) or (type(x).__name__ in ("bool_", "bool") and type(x).__module__ == "numpy")


def launchable(t):
    """t itself when the kernels can read it as it is (last dimension contiguous, the other
    strides positive multiples of 16 bytes, a 16-byte-aligned pointer); else a copy in the
    standard contiguous layout. Expanded (stride-0) dimensions, size-1 dimensions with odd
    strides, sliced head dims and gradients such as that of out.sum(dim=1) all take the copy:
    one read and one write of the tensor, and the autograd graph sums the gradient back into
    the original layout."""
    torch = _torch()
    esize = t.element_size()
    ok = t.stride(3) == 1 and all(s > 0 and (s * esize) % 16 == 0 for s in t.stride()[:3])
    # Under torch.compile the pointer is not known while tracing; libdash checks it again at run
    # time and its error names the tensor.
    if ok and not torch.compiler.is_compiling():
        ok = t.data_ptr() % 16 == 0
    return t if ok else torch.empty_like(t, memory_format=torch.contiguous_format).copy_(t)


def _check_schedule_name(schedule):
    if not isinstance(schedule, str) or schedule not in SCHEDULES:
        raise ValueError(f"schedule must be one of {SCHEDULES}, got {schedule!r}")


def resolve_mask(causal, window_left, window_right, seqlen_q, seqlen_k):
    """(causal, left, right) as the library resolves FlashAttention-3's window against one problem
    (include/dash/plan/window.hpp): a negative size is unbounded, causal sets the right size to 0,
    a side that covers every key of every row is unbounded, and a right size of 0 is the causal
    mask."""
    left = -1 if window_left < 0 or window_left >= seqlen_k - 1 else window_left
    right = -1
    if not causal:
        right = -1 if window_right < 0 or window_right >= seqlen_q - 1 else window_right
        if right == 0:
            causal, right = True, -1
    return causal, left, right


def check_schedule(schedule, causal, window_size=(-1, -1), seqlen_q=None, seqlen_k=None):
    """The schedule name against the mask the call runs, checked before the forward launches;
    needs no torch. Without the lengths the window is taken as given. The library owns the rule
    (dash_check_schedule); this is its Python form because torch.compile traces the call's checks
    and a ctypes call would break the graph. tests/python/test_schedule_names.py holds it to the
    library's verdict on every mask and window edge."""
    _check_schedule_name(schedule)
    if schedule not in ("shift", "symmetric_shift"):
        return
    inf = float("inf")  # no lengths: no side reaches every key
    left, right = window_size
    causal, left, right = resolve_mask(causal, left, right, inf if seqlen_q is None else seqlen_q,
                                       inf if seqlen_k is None else seqlen_k)
    windowed = left >= 0 or (not causal and right >= 0)
    if schedule == "shift" and (causal or windowed):
        what = f"window_size={tuple(window_size)}" if windowed else "causal=True"
        raise ValueError(f"schedule 'shift' applies to the full mask without a window, got {what}; use 'fa3', "
                         "'spt' or 'descending' (or 'auto')")
    if schedule == "symmetric_shift" and (not causal or left >= 0):
        what = f"window_size={tuple(window_size)}" if windowed else "causal=False"
        raise ValueError(f"schedule 'symmetric_shift' applies to the causal mask without a window, got {what}; "
                         "use 'fa3', 'spt' or 'descending' (or 'auto')")


def backward_codes(schedule, deterministic):
    """(schedule, DASH_REDUCTION_* code) for dash_backward, from the resolved deterministic
    flag. "exact" is a deterministic mode: asking for it without determinism is an error,
    not a silent fallback to the unordered reduction."""
    _check_schedule_name(schedule)
    if schedule == "exact":
        if not deterministic:
            raise ValueError("schedule='exact' is a deterministic reduction: it needs deterministic=True "
                             "(or deterministic=None with torch.use_deterministic_algorithms(True) or "
                             f"{DETERMINISTIC_ENV}=1), got deterministic=False")
        return _SCHEDULE_CODES[schedule], REDUCTION_EXACT
    return _SCHEDULE_CODES[schedule], REDUCTION_ORDERED if deterministic else REDUCTION_UNORDERED
