"""dash_attn: deterministic attention for NVIDIA Hopper GPUs, shaped like
FlashAttention-3's flash_attn_interface.

    from dash_attn import flash_attn_func
    out = flash_attn_func(q, k, v, causal=True, deterministic=True)

q: (batch, seqlen_q, heads, head_dim); k: (batch, seqlen_k, heads_kv, head_dim); v:
(batch, seqlen_k, heads_kv, head_dim_v); bfloat16 or float16 on a Hopper GPU; head_dim 64, 96,
128, 192 or 256, or (head_dim, head_dim_v) = (192, 128), forward and backward; head_dim_v =
head_dim but for that pair; heads a multiple of heads_kv. Any
layout: tensors the kernels cannot read as they are (expanded or odd strides) are copied.
"""

from ._checks import (SCHEDULES, check_attention_inputs, check_seqused, check_softcap, check_unimplemented,
                      check_varlen_inputs, check_window_size, launchable, resolve_deterministic,
                      resolve_softmax_scale)
from ._lib import DeviceError

__version__ = "0.1.0"
__all__ = ["flash_attn_func", "flash_attn_varlen_func", "check_errors", "DeviceError", "SCHEDULES", "__version__"]


def check_errors(device=None):
    """Raises DeviceError if the kernels of an earlier dash call recorded a failure (the
    backward's dQ reduction watchdog: that call's dQ was set to NaN); each failure is raised
    once. Waits for the work on `device` (default: the current one) first. Every dash call
    also checks, without waiting, and raises the failure instead of launching."""
    import torch

    from . import _lib
    err = _lib.error_buffer()
    with torch.cuda.device(device if device is not None else torch.cuda.current_device()):
        code = _lib.library().dash_check_errors(1, err, len(err))
    _lib.check(code, err, "check_errors")


def flash_attn_func(q, k, v, softmax_scale=None, causal=False, qv=None, q_descale=None, k_descale=None,
                    v_descale=None, window_size=(-1, -1), attention_chunk=0, softcap=0.0, num_splits=1,
                    pack_gqa=None, deterministic=None, sm_margin=0, return_attn_probs=False, *,
                    schedule="auto"):
    """Attention with a dash forward and (through autograd) a dash backward.

    The arguments are FlashAttention-3's flash_attn_func's, by name and by position, plus the
    keyword `schedule`. Those dash does not implement yet raise NotImplementedError naming the
    argument: qv, q_descale / k_descale / v_descale, attention_chunk, num_splits above 1 and
    pack_gqa (the last two are speed hints in FlashAttention-3; dash neither splits the keys
    nor packs the GQA heads).

    window_size: (left, right), FlashAttention-3's sliding window: query row i sees key j iff
    i + seqlen_k - seqlen_q - left <= j <= i + seqlen_k - seqlen_q + right; a negative size leaves
    that side unbounded, and causal=True sets right to 0. Every schedule but shift (no mask) and
    symmetric_shift (causal without a left window) applies; "auto" picks spt for a window.
    Keys no query row sees (seqlen_q != seqlen_k) get zero dK and dV.

    softcap: FlashAttention-3's logit softcap: > 0 turns each score (q . k * softmax_scale) into
    softcap * tanh(score / softcap) before the softmax; 0 (the default) leaves the scores as
    they are. Every reduction mode takes it.

    deterministic: None is True when torch.are_deterministic_algorithms_enabled() or the
    environment has FLASH_ATTENTION_DETERMINISTIC=1 (the switch transformers'
    enable_full_determinism and FlashAttention-based trainers set), else False. With True the
    gradients are bit-identical from run to run; with False the backward adds dQ partials in
    whatever order they finish (faster where waiting would cost).
    schedule: the backward's task order, "auto" (descending, its heads interleaved in bands; spt
    under a window: tasks claimed in launch order, so it runs on whatever SMs other kernels
    leave) or one of fa3, spt, descending, shift (full mask), symmetric_shift (causal; these two
    start only once every CTA of their grid fits, and apply to masks without a window: other
    masks raise ValueError before anything runs); or "exact": dQ added in fixed point (32-bit words, checked;
    64-bit where a row would lose precision; the C ABI's DASH_REDUCTION_EXACT) with the auto task
    order, so dQ, dK and dV have the same bits for every schedule, worker count and run. "exact"
    needs determinism (deterministic=True, or None with torch's deterministic algorithms on or
    FLASH_ATTENTION_DETERMINISTIC=1);
    with deterministic False it raises ValueError. The other names also order the tasks of the
    unordered (deterministic=False) backward.
    softmax_scale: None for 1 / sqrt(head_dim); any finite value >= 0. Values below float32's
    smallest normal number (1.2e-38) run as that number (0: the output averages the visible
    values, and dQ, dK are 0).
    sm_margin: SMs the backward leaves to other work (FlashAttention-3's meaning), e.g. to the
    NCCL kernels that overlap it. Without it the backward still runs on the SMs other streams
    leave free; the bits do not depend on it (ordered shift / symmetric_shift: on the worker
    count, which it lowers).
    Returns out, or (out, lse) with return_attn_probs=True; lse is (batch, heads, seqlen_q)
    fp32, natural log, and a loss that uses it (a z-loss) gets its gradient too (FlashAttention-4's
    dlse; FlashAttention-3 ignores it). A failure of the backward's kernels (never expected) sets dQ to NaN and
    raises DeviceError at the next dash call or at check_errors().
    """
    from . import _ops

    check_unimplemented(qv=qv, q_descale=q_descale, k_descale=k_descale, v_descale=v_descale,
                        attention_chunk=attention_chunk, num_splits=num_splits, pack_gqa=pack_gqa)
    window_left, window_right = check_window_size(window_size)
    softcap = check_softcap(softcap)
    if isinstance(sm_margin, bool) or not isinstance(sm_margin, int) or sm_margin < 0:
        raise ValueError(f"sm_margin must be an int >= 0, got {sm_margin!r}")
    check_attention_inputs(q, k, v, softmax_scale, causal, deterministic, schedule, (window_left, window_right))
    softmax_scale = resolve_softmax_scale(softmax_scale, q.shape[-1])
    causal = bool(causal)
    deterministic = resolve_deterministic(deterministic)
    q, k, v = (launchable(t) for t in (q, k, v))
    out, lse, _, _ = _ops.attention(q, k, v, float(softmax_scale), bool(causal), bool(deterministic), schedule,
                                    int(sm_margin), window_left, window_right, softcap, bool(return_attn_probs))
    return (out, lse) if return_attn_probs else out


def flash_attn_varlen_func(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, seqused_q=None,
                           seqused_k=None, softmax_scale=None, causal=False, qv=None, q_descale=None,
                           k_descale=None, v_descale=None, window_size=(-1, -1), attention_chunk=0, softcap=0.0,
                           num_splits=1, pack_gqa=None, deterministic=None, sm_margin=0, return_attn_probs=False, *,
                           schedule="auto"):
    """Attention over a packed batch of variable-length sequences (FlashAttention-3's
    flash_attn_varlen_func, its arguments by name and position, plus the keyword `schedule`),
    with a dash forward and (through autograd) a dash backward.

    q: (total_q, heads, d), k / v: (total_k, heads_kv, d); sequence b is rows
    [cu_seqlens_q[b], cu_seqlens_q[b + 1]) of q and [cu_seqlens_k[b], cu_seqlens_k[b + 1]) of k
    and v (cu_seqlens_*: (batch + 1,) int32 on q's device, from 0, non-decreasing; sequences
    of length 0 allowed). max_seqlen_q must be at least every sequence's query count,
    max_seqlen_k every key count (the offsets are read on the device only; a sequence past
    max_seqlen_q makes its extra rows NaN and raises DeviceError at the next dash call, offsets
    that are not a batch's make the backward's gradients NaN and raise it too). Causal masks,
    windows and the softcap apply per sequence, aligned bottom-right; the arguments mean what
    they mean in flash_attn_func. Schedules: "auto", fa3, spt, descending, "exact" (shift and
    symmetric_shift rank heads of equal length). seqused_q / seqused_k (None, or (batch,) int32
    on q's device): sequence b takes only the first seqused_q[b] of its query rows and
    seqused_k[b] of its key rows; out and lse of its other query rows are left unwritten (as in
    FlashAttention-3) and the gradients of its other rows are zero; a count outside [0, the
    sequence's rows] makes that output NaN and raises DeviceError at the next dash call. The
    arguments flash_attn_func does not implement raise NotImplementedError. Returns out (total_q,
    heads, d), or (out, lse) with return_attn_probs=True, lse (heads, total_q) fp32.
    """
    from . import _ops

    check_unimplemented(qv=qv, q_descale=q_descale, k_descale=k_descale, v_descale=v_descale,
                        attention_chunk=attention_chunk, num_splits=num_splits, pack_gqa=pack_gqa)
    softcap = check_softcap(softcap)
    if schedule in ("shift", "symmetric_shift"):
        raise ValueError(f"schedule '{schedule}' does not apply to a packed batch (use fa3, spt or descending)")
    window_left, window_right = check_window_size(window_size)
    if isinstance(sm_margin, bool) or not isinstance(sm_margin, int) or sm_margin < 0:
        raise ValueError(f"sm_margin must be an int >= 0, got {sm_margin!r}")
    check_varlen_inputs(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k)
    check_seqused(seqused_q, seqused_k, q, cu_seqlens_q)
    check_attention_inputs(q.unsqueeze(0), k.unsqueeze(0), v.unsqueeze(0), softmax_scale, causal, deterministic,
                           schedule, keys_may_be_empty=True)
    softmax_scale = resolve_softmax_scale(softmax_scale, q.shape[-1])
    deterministic = resolve_deterministic(deterministic)
    if k.shape[0] == 0:  # no sequence has a key: FlashAttention-3's out = 0, lse = -inf, zero gradients
        out, lse = _ops.NoKeys.apply(q, k, v)
        return (out, lse) if return_attn_probs else out
    q, k, v = (launchable(t.unsqueeze(0)).squeeze(0) for t in (q, k, v))
    out, lse, _ = _ops.attention_varlen(q, k, v, cu_seqlens_q, cu_seqlens_k, int(max_seqlen_q), int(max_seqlen_k),
                                        float(softmax_scale), bool(causal), bool(deterministic), schedule,
                                        int(sm_margin), window_left, window_right, softcap, seqused_q, seqused_k,
                                        bool(return_attn_probs))
    return (out, lse) if return_attn_probs else out

