"""How many dQ rows fail exact mode's narrow (32-bit) pass, modelled on the CPU.

For one (batch, head) of bf16 inputs the exact float64 dQ of sampled query rows is computed, with
its per-KV-tile partials (128 keys), and put through the kernel's rules
(include/dash/reduction/fixed_point.hpp): the row bound B = max|K| ||dO_row|| max_j ||V_j|| (dQ /
scale), the exponent e = 30 - ceil(log2 B), the narrow shift s = narrow_shift(k) of rows with k > 64
partials (words at 2^(e + s)), the precision check narrow_row_precise (k partials need
max_c |dQ_c| 2^(e + s) >= k 2^10 for bf16, unless the row sits at the noise level) and, for
shifted rows, the guard (every element of every partial below the cap narrow_guard_units(K),
2^(31 - ceil log2 K), at most 2^24, with K the partials of the longest row). A row that fails either sends the
whole call to the 64-bit rerun. --extra-bits adds that many bits to every row's shift; the slack
columns give, over the sampled rows, the bits to spare (minimum and 0.1% quantile) before a row
fails the check or trips the guard.

    python3 tools/exact-model/narrow_rows.py --seqlen 16384 [--causal] [--inputs outlier8_k] [--d 64]
"""
import argparse
import math

import torch


def narrow_shift(k):
    if k <= 64 or k > 512:
        return 0
    s = 1
    while s < 3 and (64 << s) < k:
        s += 1
    return s


def model(n, causal, inputs, extra_bits, seed, d=128, block=128, rows=1024, sig_bits=8, guard_bits=3, noise_bits=20):
    g = torch.Generator().manual_seed(seed)
    q, k, v, do = (torch.randn(n, d, generator=g) for _ in range(4))
    if inputs.startswith("outlier"):  # outlierF_T: every 997th row of T times F
        f, t = inputs[len("outlier"):].split("_")
        {"q": q, "k": k, "v": v, "do": do}[t][::997] *= float(f)
    q, k, v, do = (x.bfloat16().double() for x in (q, k, v, do))
    scale = 1 / math.sqrt(d)
    max_k, max_v = k.abs().max(), v.norm(dim=1).max()
    tiles = (n + block - 1) // block
    cap_bits = 31 - max(7, math.ceil(math.log2(min(tiles, 512))))  # narrow_guard_units: 2^cap_bits - 1
    sample = torch.linspace(0, n - 1, min(rows, n)).long()
    fails = guard = 0
    prec_slack, guard_slack = [], []
    for c0 in range(0, len(sample), 32):
        r = sample[c0:c0 + 32]
        s = (q[r] @ k.T) * scale
        if causal:
            s = s.masked_fill(torch.arange(n)[None, :] > r[:, None], float("-inf"))
        p = torch.softmax(s, -1)
        o = (p @ v).bfloat16().double()  # the forward's O, in the dtype
        ds = p * (do[r] @ v.T - (do[r] * o).sum(-1, keepdim=True))
        pad = tiles * block - n
        ds = torch.nn.functional.pad(ds, (0, pad))
        kk = torch.nn.functional.pad(k, (0, 0, 0, pad))
        part = torch.einsum("rkj,kjd->rkd", ds.view(len(r), tiles, block), kk.view(tiles, block, d))  # dQ / scale
        dq = part.sum(1).abs().amax(1)
        bound = max_k * do[r].norm(dim=1) * max_v
        e0 = 30 - (torch.floor(torch.log2(bound)) + 1)
        kr = (r // block + 1) if causal else torch.full_like(r, tiles)
        shift = torch.tensor([narrow_shift(int(x)) + (extra_bits if narrow_shift(int(x)) else 0) for x in kr],
                             dtype=torch.float64)
        e = e0 + shift
        units = dq * 2.0 ** e
        noise = dq * 2.0 ** e0 < 2 ** (30 - noise_bits)
        need = kr * 2.0 ** (sig_bits + guard_bits - 1)
        ok = noise | (need <= units)
        most = (part.abs() * (2.0 ** e)[:, None, None]).amax(dim=(1, 2))  # the row's largest element
        fits = (shift == 0) | (most < 2 ** cap_bits - 1)
        fails += int((~ok).sum())
        guard += int((~fits).sum())
        prec_slack.append(torch.log2(units / need)[~noise & (dq > 0)])
        sh = shift > 0
        guard_slack.append(cap_bits - torch.log2(most[sh]))  # bits before an element reaches the cap
    ps, gs = torch.cat(prec_slack), torch.cat(guard_slack)
    q = lambda t: (f"{t.min():.2f} / {torch.quantile(t, 0.001):.2f}" if len(t) else "-")
    return fails, guard, len(sample), q(ps), q(gs)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seqlen", type=int, default=16384)
    ap.add_argument("--causal", action="store_true")
    ap.add_argument("--inputs", default="normal", help="normal, or outlierF_T (T: q, k, v or do)")
    ap.add_argument("--d", type=int, default=128)
    ap.add_argument("--rows", type=int, default=1024, help="query rows sampled")
    ap.add_argument("--extra-bits", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    f, gtrip, nr, ps, gs = model(a.seqlen, a.causal, a.inputs, a.extra_bits, a.seed, a.d, rows=a.rows)
    tiles = (a.seqlen + 127) // 128
    print(f"{a.inputs} d{a.d} {a.seqlen} {'causal' if a.causal else 'full'} (shift {narrow_shift(tiles) + a.extra_bits} "
          f"at {tiles} partials): {f} of {nr} rows fail the check, {gtrip} trip the guard; "
          f"slack bits (min / 0.1%): check {ps}, guard {gs}")


if __name__ == "__main__":
    main()
