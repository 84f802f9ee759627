"""dash_attn: deterministic attention for NVIDIA Hopper GPUs, shaped like
FlashAttention-3's flash_attn_interface.

    from dash_attn import flash_attn_func
    out = flash_attn_func(q, k, v, causal=True, deterministic=True)

q: (batch, seqlen_q, heads, head_dim); k, v: (batch, seqlen_k, heads_kv, head_dim);
bfloat16 or float16 on a Hopper GPU; head_dim 64 or 128; heads a multiple of heads_kv.
"""
import math

from ._checks import SCHEDULES, check_attention_inputs

__version__ = "0.1.0"
__all__ = ["flash_attn_func", "SCHEDULES", "__version__"]


def flash_attn_func(q, k, v, softmax_scale=None, causal=False, deterministic=None, schedule="auto",
                    return_attn_probs=False):
    """Attention with a dash forward and (through autograd) a dash backward.

    deterministic: None follows torch.are_deterministic_algorithms_enabled(). With True
    the gradients are bit-identical from run to run; with False the backward adds dQ
    partials in whatever order they finish (faster where waiting would cost).
    schedule: the backward's task order, "auto" or one of fa3, spt, descending, shift (full
    mask), symmetric_shift (causal); or "exact": dQ added in fixed point (32-bit words, checked;
    64-bit where a row would lose precision; the C ABI's deterministic=2) with the auto task
    order, so dQ, dK and dV have the same bits for every schedule, worker count and run. "exact" needs determinism (deterministic=True, or None with torch's
    deterministic algorithms on); with deterministic False it raises ValueError. The other
    names also order the tasks of the unordered (deterministic=False) backward.
    Returns out, or (out, lse) with return_attn_probs=True; lse is (batch, heads, seqlen_q)
    fp32, natural log.
    """
    import torch

    from . import _ops

    check_attention_inputs(q, k, v, softmax_scale, causal, deterministic, schedule)
    if softmax_scale is None:
        softmax_scale = 1.0 / math.sqrt(q.shape[-1])
    if deterministic is None:
        deterministic = torch.are_deterministic_algorithms_enabled()
    out, lse, _ = _ops.fwd(q, k, v, float(softmax_scale), bool(causal), bool(deterministic), schedule)
    return (out, lse) if return_attn_probs else out
