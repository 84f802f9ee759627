"""How often FlashAttention-3's rule fails a correct backward by chance on a tiny problem, modelled
on the CPU: the fuzz's 9 x 9 bf16 case (head dim 128, a stride-0 dO, docs/numerics-limits.md).

The rule: max |dK - oracle| <= 2 max |pt - oracle| + atol, with pt the same-precision reference
(tests/fuzz/fuzz.py). The kernel model takes the backward's arithmetic (P from the LSE and its
residual, D = rowsum(dO * O) from its forward's O, dS rounded to bf16 for dK = dS^T Q) with fp32
roundings modelled by rounding float64 results; products accumulate exactly. Variants of what
pt's D takes:
  own      pt's own forward output, rounded (the harness until 2026-12-02)
  given    the kernel's forward output, the O the backward is handed (the harness since)

    python3 tools/numerics-model/rule_statistics.py [--seeds 600]
"""
import argparse
import math

import numpy as np
import torch


def bf16(x):
    return torch.tensor(np.asarray(x), dtype=torch.float32).to(torch.bfloat16).to(torch.float64).numpy()


def f32(x):
    return np.asarray(x, dtype=np.float64).astype(np.float32).astype(np.float64)


def errors(seed, n=9, d=128, mq=3.869, mk=0.156, mv=1.134, mdo=1.0, scale=3.6605):
    rng = np.random.default_rng(seed)
    q, k, v = (bf16(m * rng.standard_normal((n, d))) for m in (mq, mk, mv))
    do = np.broadcast_to(bf16(mdo * rng.standard_normal(d)), (n, d))
    s = q @ k.T
    # The float64 oracle.
    z = s * scale
    p = np.exp(z - z.max(1, keepdims=True))
    p /= p.sum(1, keepdims=True)
    o = p @ v
    dk_ref = scale * (p * (do @ v.T - (do * o).sum(1, keepdims=True))).T @ q
    # The kernel: forward statistics, O; backward P with the residual, D from its O.
    c = float(np.float32(scale * math.log2(math.e)))
    s32 = f32(s)
    m = s32.max(1)
    pf = f32(np.exp2(f32(f32(s32 - m[:, None]) * c)))
    row_sum = f32(pf.sum(1))
    o_kernel = bf16(f32(bf16(pf) @ v) / row_sum[:, None])
    lse = f32(m * np.float32(scale) + np.log(row_sum))
    hi = f32(lse * np.float32(math.log2(math.e)))
    lo = f32(f32(m * c - hi) + np.log2(row_sum))
    pb = f32(np.exp2(f32(f32(s32 * c - hi[:, None]) - lo[:, None])))
    dp = f32(do @ v.T)
    ds = f32(pb * f32(dp - f32((do * o_kernel).sum(1, keepdims=True))))
    dk_kernel = bf16(f32(f32(bf16(ds).T @ q) * scale))
    # pt, with D from its own O or from the kernel's.
    zs = f32(s32 * np.float32(scale))
    lse_pt = f32(np.log(np.exp(zs - zs.max(1, keepdims=True)).sum(1)) + zs.max(1))
    pp = f32(np.exp(f32(zs - lse_pt[:, None])))
    o_pt = bf16(f32(bf16(pp) @ v))
    pts = {}
    for name, o_d in (("own", o_pt), ("given", o_kernel)):
        ds_pt = f32(pp * f32(dp - f32((do * o_d).sum(1, keepdims=True))))
        pts[name] = bf16(f32(f32(bf16(ds_pt).T @ q) * scale))
    rd = bf16(dk_ref)
    atol = 2 * np.abs(bf16(bf16(rd + 0.3) - 0.3) - rd).max()
    err = np.abs(dk_kernel - dk_ref).max()
    return {name: (err, 2 * np.abs(pt - dk_ref).max() + atol) for name, pt in pts.items()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=600)
    a = ap.parse_args()
    fails = {"own": 0, "given": 0}
    for seed in range(a.seeds):
        for name, (err, bound) in errors(seed).items():
            fails[name] += err > bound
    for name, f in fails.items():
        print(f"pt's D from {name:5s} O: the rule fails {f} of {a.seeds} seeds")


if __name__ == "__main__":
    main()
