"""The dash kernels as torch.library custom ops, with fake (meta) kernels and
autograd, so that torch.compile(fullgraph=True) traces through them; and the eager path
(attention, attention_varlen), which outside torch.compile runs the same launches through an
autograd.Function: the ops' dispatch and autograd wrapper cost the calling thread tens to
hundreds of microseconds per forward and backward, more than small calls' kernels take.

`deterministic` and `schedule` are arguments of the forward op although its O and LSE do
not depend on them: the backward reads them from the saved inputs, so the compiled graph
carries them and honours them. In exact mode (schedule "exact") the forward also returns the
K / V factors of the backward's dQ bound (dash_forward_args.kv_stats), which the
backward then takes instead of reading K and V again; otherwise that output is empty. The
forward's last output, the LSE's residual (dash_forward_args.lse_residual), goes to the
backward with the LSE, so that its probabilities are the forward's at any logit magnitude."""
import ctypes
from typing import Optional

import torch

from . import _lib
from ._checks import KV_STATS_FOLD_HEAD_DIMS, backward_codes, has_backward, launchable


def _dtype_code(t):
    return _lib.DTYPE_BF16 if t.dtype == torch.bfloat16 else _lib.DTYPE_FP16


def _stream(t):
    return torch.cuda.current_stream(t.device).cuda_stream


# float32's smallest normal number. The kernels take the scale as a float32, where 0 means "the
# default 1 / sqrt(head_dim)" (C++ and C), a subnormal may be flushed to 0, and a masked score
# (-inf) times 0 would be NaN. Scales in [0, this) run as this value: every visible score's
# probability is then 1 to float32 precision, so the output averages the visible values (the
# limit at 0), and dQ = scale * dS K, dK = scale * dS^T Q come out below 1e-38. For a scale of
# exactly 0 the backward multiplies those by 0 (NaN and Inf stay NaN).
SMALLEST_SCALE = 1.1754943508222875e-38


def _kernel_scale(softmax_scale):
    return max(float(softmax_scale), SMALLEST_SCALE)


def _fwd_impl(q, k, v, softmax_scale, causal, deterministic, schedule, sm_margin=0, window_left=-1, window_right=-1,
              softcap=0.0, lse_grad=False):
    """The forward's launch (the op fwd's and the eager path's): out, lse, kv_stats, lse_residual."""
    _, deterministic_code = backward_codes(schedule, deterministic)  # a bad pair fails here
    batch, seqlen_q, heads, head_dim = q.shape
    out = torch.empty((batch, seqlen_q, heads, v.shape[3]), dtype=q.dtype, device=q.device)
    lse = torch.empty((batch, heads, seqlen_q), dtype=torch.float32, device=q.device)
    lse_residual = torch.empty_like(lse)
    kv_stats = torch.empty(_kv_stats_shape(k, v, deterministic_code, window_left, window_right), dtype=torch.float32,
                           device=q.device)
    err = _lib.error_buffer()
    with torch.cuda.device(q.device):
        args = _lib.ForwardArgs(
            q=q.data_ptr(), k=k.data_ptr(), v=v.data_ptr(), o=out.data_ptr(), lse=lse.data_ptr(),
            dtype=_dtype_code(q), causal=int(causal), windowed=1, window_left=window_left, window_right=window_right,
            batch=batch, seqlen_q=seqlen_q, seqlen_k=k.shape[1], heads=heads, heads_kv=k.shape[2], head_dim=head_dim,
            head_dim_v=v.shape[3], q_strides=_lib.strides4(q), k_strides=_lib.strides4(k), v_strides=_lib.strides4(v),
            o_strides=_lib.strides4(out), softmax_scale=_kernel_scale(softmax_scale), kv_stats=_ptr_if_nonempty(kv_stats),
            lse_residual=lse_residual.data_ptr(), stream=_stream(q), softcap=softcap)
        code = _lib.library().dash_forward(ctypes.byref(args), err, len(err))
    _lib.check(code, err, "forward")
    return out, lse, kv_stats, lse_residual


@torch.library.custom_op("dash_attn::fwd", mutates_args=(), device_types="cuda")
def fwd(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, softmax_scale: float, causal: bool,
        deterministic: bool, schedule: str, sm_margin: int = 0, window_left: int = -1,
        window_right: int = -1, softcap: float = 0.0,
        lse_grad: bool = False) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    return _fwd_impl(q, k, v, softmax_scale, causal, deterministic, schedule, sm_margin, window_left, window_right,
                     softcap, lse_grad)


def _kv_stats_shape(k, v, deterministic_code, window_left, window_right):
    """(batch, heads_kv, 2) in exact mode (DASH_REDUCTION_EXACT) without a window, else empty (with
    a window the backward computes the factors itself: the forward folds them without one only;
    head dims without a backward have no exact mode to fold them for, and the tile table's fold
    column leaves out the head dims whose fold's registers spill in the forward's loops
    (KV_STATS_FOLD_HEAD_DIMS, docs/head-dims.md), so the backward's own K / V pass takes them
    there)."""
    windowed = window_left >= 0 or window_right >= 0
    dims = (k.shape[3], v.shape[3])
    fold = (deterministic_code == _lib.REDUCTION_EXACT and not windowed and has_backward(*dims)
            and dims in KV_STATS_FOLD_HEAD_DIMS)
    return (k.shape[0], k.shape[2], 2) if fold else (0,)


def _ptr_if_nonempty(t):
    """The kv_stats buffer's address, or None for the empty one (no factors: not exact mode, or a
    window)."""
    return t.data_ptr() if t.numel() > 0 else None


def _dlse_like(dlse, lse):
    """The LSE's gradient in lse's (contiguous) layout, as the backward reads it, or None. The
    caller keeps the result alive until the launch."""
    if dlse is None:
        return None
    if dlse.shape != lse.shape or dlse.dtype != torch.float32:
        raise ValueError(f"dlse must be float32 of lse's shape {tuple(lse.shape)}, got {dlse.dtype} "
                         f"{tuple(dlse.shape)}")
    return dlse.contiguous()


@fwd.register_fake
def _(q, k, v, softmax_scale, causal, deterministic, schedule, sm_margin=0, window_left=-1, window_right=-1,
      softcap=0.0, lse_grad=False):
    _, deterministic_code = backward_codes(schedule, deterministic)
    batch, seqlen_q, heads, head_dim = q.shape
    return (q.new_empty((batch, seqlen_q, heads, v.shape[3])),
            q.new_empty((batch, heads, seqlen_q), dtype=torch.float32),
            q.new_empty(_kv_stats_shape(k, v, deterministic_code, window_left, window_right), dtype=torch.float32),
            q.new_empty((batch, heads, seqlen_q), dtype=torch.float32))


def _bwd_impl(dout, q, k, v, out, lse, kv_stats, softmax_scale, causal, deterministic, schedule, sm_margin=0,
              lse_residual=None, window_left=-1, window_right=-1, softcap=0.0, dlse=None):
    """The backward's launch (the op bwd's and the eager path's): dq, dk, dv."""
    schedule_code, deterministic_code = backward_codes(schedule, deterministic)
    lib = _lib.library()
    dout = launchable(dout)  # e.g. the stride-0 gradient of out.sum(dim=1)
    dlse = _dlse_like(dlse, lse)
    batch, seqlen_q, heads, head_dim = q.shape
    seqlen_k, heads_kv = k.shape[1], k.shape[2]
    dq = torch.empty((batch, seqlen_q, heads, head_dim), dtype=q.dtype, device=q.device)
    dk = torch.empty((batch, seqlen_k, heads_kv, head_dim), dtype=q.dtype, device=q.device)
    dv = torch.empty((batch, seqlen_k, heads_kv, v.shape[3]), dtype=q.dtype, device=q.device)
    needed = ctypes.c_size_t(0)
    args = _lib.BackwardArgs(
        dout=dout.data_ptr(), q=q.data_ptr(), k=k.data_ptr(), v=v.data_ptr(), o=out.data_ptr(), lse=lse.data_ptr(),
        dq=dq.data_ptr(), dk=dk.data_ptr(), dv=dv.data_ptr(), dtype=_dtype_code(q), causal=int(causal),
        windowed=1, window_left=window_left, window_right=window_right, schedule=schedule_code,
        deterministic=deterministic_code, batch=batch, seqlen_q=seqlen_q, seqlen_k=seqlen_k, heads=heads,
        heads_kv=heads_kv, head_dim=head_dim, head_dim_v=v.shape[3],
        dout_strides=_lib.strides4(dout), q_strides=_lib.strides4(q), k_strides=_lib.strides4(k),
        v_strides=_lib.strides4(v), o_strides=_lib.strides4(out), dq_strides=_lib.strides4(dq),
        dk_strides=_lib.strides4(dk), dv_strides=_lib.strides4(dv), softmax_scale=_kernel_scale(softmax_scale),
        sm_margin=int(sm_margin), kv_stats=_ptr_if_nonempty(kv_stats),
        lse_residual=lse_residual.data_ptr() if lse_residual is not None else None,
        workspace_needed=ctypes.pointer(needed), softcap=softcap,
        dlse=dlse.data_ptr() if dlse is not None else None)
    err = _lib.error_buffer()
    code = lib.dash_backward(ctypes.byref(args), err, len(err))  # no workspace: validate and size
    _lib.check(code, err, "backward")
    # The caching allocator's blocks are 512-byte aligned, as the workspace must be (256).
    workspace = torch.empty((max(needed.value, 1),), dtype=torch.uint8, device=q.device)
    args.workspace, args.workspace_bytes = workspace.data_ptr(), needed.value
    with torch.cuda.device(q.device):
        args.stream = _stream(q)
        code = lib.dash_backward(ctypes.byref(args), err, len(err))
    _lib.check(code, err, "backward")
    if softmax_scale == 0:
        dq.mul_(0)
        dk.mul_(0)
    return dq, dk, dv


@torch.library.custom_op("dash_attn::bwd", mutates_args=(), device_types="cuda")
def bwd(dout: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, out: torch.Tensor,
        lse: torch.Tensor, kv_stats: torch.Tensor, softmax_scale: float, causal: bool,
        deterministic: bool, schedule: str, sm_margin: int = 0,
        lse_residual: Optional[torch.Tensor] = None, window_left: int = -1,
        window_right: int = -1, softcap: float = 0.0,
        dlse: Optional[torch.Tensor] = None) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    return _bwd_impl(dout, q, k, v, out, lse, kv_stats, softmax_scale, causal, deterministic, schedule, sm_margin,
                     lse_residual, window_left, window_right, softcap, dlse)


@bwd.register_fake
def _(dout, q, k, v, out, lse, kv_stats, softmax_scale, causal, deterministic, schedule, sm_margin=0,
      lse_residual=None, window_left=-1, window_right=-1, softcap=0.0, dlse=None):
    return q.new_empty(q.shape), k.new_empty(k.shape), v.new_empty(v.shape)


def _setup_context(ctx, inputs, output):
    q, k, v, softmax_scale, causal, deterministic, schedule, *rest = inputs
    sm_margin, window_left, window_right, softcap, lse_grad = (list(rest) + [0, -1, -1, 0.0, False][len(rest):])[:5]
    out, lse, kv_stats, lse_residual = output
    ctx.mark_non_differentiable(kv_stats, lse_residual)
    # Saved with k and v, so their version counters catch an in-place change of k or v
    # between the forward and the backward (the factors would then be stale).
    ctx.save_for_backward(q, k, v, out, lse, kv_stats, lse_residual)
    ctx.args = (softmax_scale, causal, deterministic, schedule, sm_margin)
    ctx.window = (window_left, window_right)
    ctx.softcap = softcap
    ctx.lse_grad = lse_grad


def _gradients(ctx, dout, dlse, launch):
    q, k, v, out, lse, kv_stats, lse_residual = ctx.saved_tensors
    # The LSE's gradient only where the caller was handed the LSE (return_attn_probs=True):
    # otherwise autograd's zeros, which change nothing.
    dq, dk, dv = launch(dout, q, k, v, out, lse, kv_stats, *ctx.args, lse_residual=lse_residual,
                        window_left=ctx.window[0], window_right=ctx.window[1], softcap=ctx.softcap,
                        dlse=dlse if ctx.lse_grad else None)
    return dq, dk, dv, None, None, None, None, None, None, None, None, None


def _backward(ctx, dout, dlse, dkv_stats, dlse_residual):
    return _gradients(ctx, dout, dlse, bwd)


fwd.register_autograd(_backward, setup_context=_setup_context)


class _EagerAttention(torch.autograd.Function):
    """fwd and its autograd without the op's dispatch (the eager path): the same launches, so the
    same bits; outside torch.compile the op's dispatch and its autograd wrapper cost the host
    more than the launches themselves at small shapes."""

    @staticmethod
    def forward(ctx, *inputs):
        output = _fwd_impl(*inputs)
        _setup_context(ctx, inputs, output)
        return output

    @staticmethod
    def backward(ctx, dout, dlse, dkv_stats, dlse_residual):
        return _gradients(ctx, dout, dlse, _bwd_impl)


def attention(q, k, v, softmax_scale, causal, deterministic, schedule, sm_margin, window_left, window_right, softcap,
              lse_grad):
    """fwd with its autograd: the op while torch.compile traces (the graph holds it), else the
    eager path (_EagerAttention)."""
    args = (q, k, v, softmax_scale, causal, deterministic, schedule, sm_margin, window_left, window_right, softcap,
            lse_grad)
    return fwd(*args) if torch.compiler.is_compiling() else _EagerAttention.apply(*args)


def _ptr_or_none(t: Optional[torch.Tensor]) -> Optional[int]:
    return None if t is None else t.data_ptr()


# Packed variable-length batches (flash_attn_varlen_func): q (total_q, heads, d), k / v
# (total_k, heads_kv, d), cu_seqlens_* (batch + 1,) int32 on the device, read there only (no
# host sync). The offsets (and seqused_q / seqused_k, batch int32 counts or None) are inputs of
# both ops, so that the backward reads the forward's.
def _fwd_varlen_impl(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, softmax_scale, causal,
                     deterministic, schedule, sm_margin=0, window_left=-1, window_right=-1, softcap=0.0, seqused_q=None,
                     seqused_k=None, lse_grad=False):
    """The packed forward's launch (the op fwd_varlen's and the eager path's): out, lse, lse_residual."""
    backward_codes(schedule, deterministic)  # a bad pair fails here
    total_q, heads, head_dim = q.shape
    out = torch.empty((total_q, heads, v.shape[2]), dtype=q.dtype, device=q.device)
    lse = torch.empty((heads, total_q), dtype=torch.float32, device=q.device)
    lse_residual = torch.empty_like(lse)
    q4, k4, v4, o4 = (t.unsqueeze(0) for t in (q, k, v, out))  # one batch of all rows
    err = _lib.error_buffer()
    with torch.cuda.device(q.device):
        args = _lib.ForwardArgs(
            q=q.data_ptr(), k=k.data_ptr(), v=v.data_ptr(), o=out.data_ptr(), lse=lse.data_ptr(),
            dtype=_dtype_code(q), causal=int(causal), windowed=1, window_left=window_left, window_right=window_right,
            batch=cu_seqlens_q.shape[0] - 1, seqlen_q=total_q, seqlen_k=k.shape[0], heads=heads,
            heads_kv=k.shape[1], head_dim=head_dim, head_dim_v=v.shape[2], q_strides=_lib.strides4(q4),
            k_strides=_lib.strides4(k4),
            v_strides=_lib.strides4(v4), o_strides=_lib.strides4(o4), softmax_scale=_kernel_scale(softmax_scale),
            lse_residual=lse_residual.data_ptr(), stream=_stream(q), cu_seqlens_q=cu_seqlens_q.data_ptr(),
            cu_seqlens_k=cu_seqlens_k.data_ptr(), max_seqlen_q=max_seqlen_q, softcap=softcap,
            seqused_q=_ptr_or_none(seqused_q), seqused_k=_ptr_or_none(seqused_k))
        code = _lib.library().dash_forward(ctypes.byref(args), err, len(err))
    _lib.check(code, err, "forward (varlen)")
    return out, lse, lse_residual


@torch.library.custom_op("dash_attn::fwd_varlen", mutates_args=(), device_types="cuda")
def fwd_varlen(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, cu_seqlens_q: torch.Tensor,
               cu_seqlens_k: torch.Tensor, max_seqlen_q: int, max_seqlen_k: int, softmax_scale: float, causal: bool,
               deterministic: bool, schedule: str, sm_margin: int = 0, window_left: int = -1, window_right: int = -1,
               softcap: float = 0.0, seqused_q: Optional[torch.Tensor] = None,
               seqused_k: Optional[torch.Tensor] = None,
               lse_grad: bool = False) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    return _fwd_varlen_impl(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, softmax_scale, causal,
                            deterministic, schedule, sm_margin, window_left, window_right, softcap, seqused_q,
                            seqused_k, lse_grad)


@fwd_varlen.register_fake
def _(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, softmax_scale, causal, deterministic, schedule,
      sm_margin=0, window_left=-1, window_right=-1, softcap=0.0, seqused_q=None, seqused_k=None, lse_grad=False):
    lse_shape = (q.shape[1], q.shape[0])
    return (q.new_empty((q.shape[0], q.shape[1], v.shape[2])), q.new_empty(lse_shape, dtype=torch.float32),
            q.new_empty(lse_shape, dtype=torch.float32))


def _bwd_varlen_impl(dout, q, k, v, out, lse, lse_residual, cu_seqlens_q, cu_seqlens_k, max_seqlen_k, softmax_scale,
                     causal, deterministic, schedule, sm_margin=0, window_left=-1, window_right=-1, softcap=0.0,
                     seqused_q=None, seqused_k=None, dlse=None):
    """The packed backward's launch (the op bwd_varlen's and the eager path's): dq, dk, dv."""
    schedule_code, deterministic_code = backward_codes(schedule, deterministic)
    lib = _lib.library()
    dout = launchable(dout.unsqueeze(0)).squeeze(0)
    dlse = _dlse_like(dlse, lse)
    total_q, heads, head_dim = q.shape
    dq = torch.empty_like(q, memory_format=torch.contiguous_format)
    dk = torch.empty_like(k, memory_format=torch.contiguous_format)
    dv = torch.empty_like(v, memory_format=torch.contiguous_format)
    s4 = [_lib.strides4(t.unsqueeze(0)) for t in (dout, q, k, v, out, dq, dk, dv)]
    needed = ctypes.c_size_t(0)
    args = _lib.BackwardArgs(
        dout=dout.data_ptr(), q=q.data_ptr(), k=k.data_ptr(), v=v.data_ptr(), o=out.data_ptr(), lse=lse.data_ptr(),
        dq=dq.data_ptr(), dk=dk.data_ptr(), dv=dv.data_ptr(), dtype=_dtype_code(q), causal=int(causal),
        windowed=1, window_left=window_left, window_right=window_right, schedule=schedule_code,
        deterministic=deterministic_code, batch=cu_seqlens_q.shape[0] - 1, seqlen_q=total_q, seqlen_k=k.shape[0],
        heads=heads, heads_kv=k.shape[1], head_dim=head_dim, head_dim_v=v.shape[2], dout_strides=s4[0],
        q_strides=s4[1], k_strides=s4[2],
        v_strides=s4[3], o_strides=s4[4], dq_strides=s4[5], dk_strides=s4[6], dv_strides=s4[7],
        softmax_scale=_kernel_scale(softmax_scale), sm_margin=int(sm_margin), lse_residual=lse_residual.data_ptr(),
        workspace_needed=ctypes.pointer(needed), softcap=softcap, cu_seqlens_q=cu_seqlens_q.data_ptr(),
        cu_seqlens_k=cu_seqlens_k.data_ptr(), max_seqlen_k=max_seqlen_k, seqused_q=_ptr_or_none(seqused_q),
        seqused_k=_ptr_or_none(seqused_k), dlse=dlse.data_ptr() if dlse is not None else None)
    err = _lib.error_buffer()
    code = lib.dash_backward(ctypes.byref(args), err, len(err))  # no workspace: validate and size
    _lib.check(code, err, "backward (varlen)")
    workspace = torch.empty((max(needed.value, 1),), dtype=torch.uint8, device=q.device)
    args.workspace, args.workspace_bytes = workspace.data_ptr(), needed.value
    with torch.cuda.device(q.device):
        args.stream = _stream(q)
        code = lib.dash_backward(ctypes.byref(args), err, len(err))
    _lib.check(code, err, "backward (varlen)")
    if softmax_scale == 0:
        dq.mul_(0)
        dk.mul_(0)
    return dq, dk, dv


@torch.library.custom_op("dash_attn::bwd_varlen", mutates_args=(), device_types="cuda")
def bwd_varlen(dout: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, out: torch.Tensor,
               lse: torch.Tensor, lse_residual: torch.Tensor, cu_seqlens_q: torch.Tensor, cu_seqlens_k: torch.Tensor,
               max_seqlen_k: int, softmax_scale: float, causal: bool, deterministic: bool, schedule: str,
               sm_margin: int = 0, window_left: int = -1, window_right: int = -1,
               softcap: float = 0.0, seqused_q: Optional[torch.Tensor] = None,
               seqused_k: Optional[torch.Tensor] = None,
               dlse: Optional[torch.Tensor] = None) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    return _bwd_varlen_impl(dout, q, k, v, out, lse, lse_residual, cu_seqlens_q, cu_seqlens_k, max_seqlen_k,
                            softmax_scale, causal, deterministic, schedule, sm_margin, window_left, window_right, softcap,
                            seqused_q, seqused_k, dlse)


@bwd_varlen.register_fake
def _(dout, q, k, v, out, lse, lse_residual, cu_seqlens_q, cu_seqlens_k, max_seqlen_k, softmax_scale, causal,
      deterministic, schedule, sm_margin=0, window_left=-1, window_right=-1, softcap=0.0, seqused_q=None,
      seqused_k=None, dlse=None):
    return q.new_empty(q.shape), k.new_empty(k.shape), v.new_empty(v.shape)


def _varlen_setup_context(ctx, inputs, output):
    q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, *rest = inputs
    out, lse, lse_residual = output
    ctx.mark_non_differentiable(lse_residual)
    ctx.save_for_backward(q, k, v, out, lse, lse_residual, cu_seqlens_q, cu_seqlens_k)
    ctx.max_seqlen_k = max_seqlen_k
    # softmax_scale, causal, deterministic, schedule[, sm_margin, window, softcap, seqused], then lse_grad
    ctx.rest = tuple(rest[:10])
    ctx.lse_grad = bool(rest[10]) if len(rest) > 10 else False


def _varlen_gradients(ctx, dout, dlse, launch):
    q, k, v, out, lse, lse_residual, cu_seqlens_q, cu_seqlens_k = ctx.saved_tensors
    rest = ctx.rest + (0, -1, -1, 0.0, None, None)[len(ctx.rest) - 4:]  # every optional argument, then dlse
    dq, dk, dv = launch(dout, q, k, v, out, lse, lse_residual, cu_seqlens_q, cu_seqlens_k, ctx.max_seqlen_k,
                        *rest, dlse if ctx.lse_grad else None)
    return (dq, dk, dv) + (None,) * 15


def _varlen_backward(ctx, dout, dlse, dlse_residual):
    return _varlen_gradients(ctx, dout, dlse, bwd_varlen)


fwd_varlen.register_autograd(_varlen_backward, setup_context=_varlen_setup_context)


class _EagerVarlenAttention(torch.autograd.Function):
    """fwd_varlen and its autograd without the op's dispatch (the eager path; _EagerAttention)."""

    @staticmethod
    def forward(ctx, *inputs):
        output = _fwd_varlen_impl(*inputs)
        _varlen_setup_context(ctx, inputs, output)
        return output

    @staticmethod
    def backward(ctx, dout, dlse, dlse_residual):
        return _varlen_gradients(ctx, dout, dlse, _bwd_varlen_impl)


def attention_varlen(*args):
    """fwd_varlen with its autograd (its arguments in its order): the op while torch.compile
    traces, else the eager path (_EagerVarlenAttention)."""
    return fwd_varlen(*args) if torch.compiler.is_compiling() else _EagerVarlenAttention.apply(*args)


class NoKeys(torch.autograd.Function):
    """A packed batch whose k and v have no rows, so that no sequence has a key: as in
    FlashAttention-3, out = 0, lse = -inf and zero gradients, with nothing launched (the kernels
    take no empty tensor)."""

    @staticmethod
    def forward(ctx, q, k, v):
        ctx.like = [(t.shape, t.dtype, t.device) for t in (q, k, v)]
        out = torch.zeros((q.shape[0], q.shape[1], v.shape[2]), dtype=q.dtype, device=q.device)  # v's head dim
        lse = torch.full((q.shape[1], q.shape[0]), float("-inf"), dtype=torch.float32, device=q.device)
        ctx.mark_non_differentiable(lse)
        return out, lse

    @staticmethod
    def backward(ctx, dout, dlse):
        return tuple(torch.zeros(shape, dtype=dtype, device=device) for shape, dtype, device in ctx.like)
