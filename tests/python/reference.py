"""fp32/fp64 attention in plain torch, the oracle of the GPU tests.

Bottom-right causal alignment as FlashAttention-2/3: query row r sees key c iff
c <= r + seqlen_k - seqlen_q. Rows that see no key: out = 0, lse = -inf."""
import math

import torch


def attention_reference(q, k, v, softmax_scale=None, causal=False, dtype=torch.float32):
    batch, seqlen_q, heads, d = q.shape
    seqlen_k, heads_kv = k.shape[1], k.shape[2]
    scale = softmax_scale if softmax_scale is not None else 1.0 / math.sqrt(d)
    group = heads // heads_kv
    qf = q.to(dtype).transpose(1, 2)                                  # (b, h, sq, d)
    kf = k.to(dtype).transpose(1, 2).repeat_interleave(group, dim=1)  # (b, h, sk, d)
    vf = v.to(dtype).transpose(1, 2).repeat_interleave(group, dim=1)
    s = torch.matmul(qf, kf.transpose(-1, -2)) * scale               # (b, h, sq, sk)
    if causal:
        r = torch.arange(seqlen_q, device=q.device)[:, None]
        c = torch.arange(seqlen_k, device=q.device)[None, :]
        s = s.masked_fill(c > r + seqlen_k - seqlen_q, float("-inf"))
    lse = torch.logsumexp(s, dim=-1)                                  # (b, h, sq)
    p = torch.exp(s - lse[..., None])
    p = torch.nan_to_num(p, nan=0.0)                                  # rows that see nothing
    out = torch.matmul(p, vf).transpose(1, 2)                         # (b, sq, h, d)
    return out, lse


def rel_err(x, ref):
    x, ref = x.double(), ref.double()
    finite = torch.isfinite(ref)
    num = torch.linalg.vector_norm((x - ref)[finite])
    den = torch.linalg.vector_norm(ref[finite]).clamp_min(1e-30)
    return (num / den).item()
