"""How many dQ rows fail exact mode's narrow (32-bit) check, modelled on the CPU.

For one (batch, head) of bf16 inputs, head dim 128, the exact dQ of every query row is computed
in float64 and put through the kernel's rules (include/dash/reduction/fixed_point.hpp): the row
bound B = 2 max|K| ||dO_row|| max_j ||V_j|| (dQ / scale), the exponent e = 30 - ceil(log2 B),
and the check narrow_row_precise: k partials (KV tiles the row's Q tile visits) need
max_c |dQ_c| 2^e >= k 2^(8 + 3 - 1) (bf16), unless the row sits at the noise level. A row that
fails sends the whole call to the 64-bit rerun. --extra-bits models an exponent that many bits
larger (a tighter bound).

    python3 tools/exact-model/narrow_rows.py --seqlen 16384 [--causal] [--outlier 8] [--extra-bits 1]
"""
import argparse
import math

import torch


def failing_rows(n, causal, outlier, extra_bits, seed, d=128, block=128, sig_bits=8, guard_bits=3, noise_bits=20):
    g = torch.Generator().manual_seed(seed)
    q, k, v, do = (torch.randn(n, d, generator=g) for _ in range(4))
    if outlier != 1.0:
        k[::997] *= outlier  # a few outlier key rows, as LLM activations have
    q, k, v, do = (t.bfloat16().double() for t in (q, k, v, do))
    scale = 1 / math.sqrt(d)
    max_k, max_v = k.abs().max(), v.norm(dim=1).max()
    fails = torch.zeros(n, dtype=torch.bool)
    for c0 in range(0, n, 1024):
        rows = torch.arange(c0, min(n, c0 + 1024))
        s = (q[rows] @ k.T) * scale
        if causal:
            s = s.masked_fill(torch.arange(n)[None, :] > rows[:, None], float("-inf"))
        p = torch.softmax(s, -1)
        o = (p @ v).bfloat16().double()  # the forward's O, in the dtype
        dp = do[rows] @ v.T
        dq = (p * (dp - (do[rows] * o).sum(-1, keepdim=True))) @ k  # dQ / scale
        bound = 2 * max_k * do[rows].norm(dim=1) * max_v
        e = 30 - (torch.floor(torch.log2(bound)) + 1) + extra_bits
        units = dq.abs().max(dim=1).values * torch.pow(2.0, e)
        partials = (rows // block + 1) if causal else torch.full_like(rows, (n + block - 1) // block)
        ok = (units < 2 ** (30 - noise_bits)) | (partials * 2.0 ** (sig_bits + guard_bits - 1) <= units)
        fails[rows] = ~ok
    return fails


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seqlen", type=int, default=16384)
    ap.add_argument("--causal", action="store_true")
    ap.add_argument("--outlier", type=float, default=1.0)
    ap.add_argument("--extra-bits", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    f = failing_rows(a.seqlen, a.causal, a.outlier, a.extra_bits, a.seed)
    tiles = f.view(-1, 128).any(dim=1) if a.seqlen % 128 == 0 else f
    print(f"seqlen {a.seqlen} {'causal' if a.causal else 'full'} outlier x{a.outlier} extra bits {a.extra_bits}: "
          f"{int(f.sum())} of {a.seqlen} rows fail the narrow check; {int(tiles.sum())} of {len(tiles)} Q tiles hold one")


if __name__ == "__main__":
    main()
