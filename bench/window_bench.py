"""Sliding-window attention: dash (every reduction mode) against FlexAttention with the
equivalent block mask, forward and backward, on one Hopper GPU.

    python3 bench/window_bench.py [--seqlens 16384,32768] [--window 4096,0] [--out FILE]

Defaults (the packed-batch and window study's configuration): one sequence per batch of 16k or 32k tokens, causal
with a window of 4096 keys to the left, head dim 128, 16 query heads over 4 KV heads (GQA 4:1),
bf16, N(0, 1) inputs; the backward gets O and LSE from dash's forward. TFLOPS count the
visible (query, key) pairs: 4 * pairs * d per head forward, 2.5x that backward. Records:
op "fwd_varlen" / "bwd_varlen" with total_tokens, mix ("single": one sequence) and window."""
import argparse
import os
import sys

import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import records  # noqa: E402
from py_bench import median_ms  # noqa: E402


def visible_pairs(sq, sk, causal, left, right):
    rows = torch.arange(sq, dtype=torch.int64)
    diag = sk - sq
    hi = torch.full_like(rows, sk - 1)
    r = 0 if causal else right
    if r >= 0:
        hi = torch.minimum(hi, rows + diag + r)
    lo = torch.zeros_like(rows)
    if left >= 0:
        lo = torch.maximum(lo, rows + diag - left)
    return int((hi - lo + 1).clamp_min(0).sum())


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seqlens", default="16384,32768")
    ap.add_argument("--window", default="4096,0", help="left,right (FlashAttention-3's window_size)")
    ap.add_argument("--causal", type=int, default=1)
    ap.add_argument("--heads", type=int, default=16)
    ap.add_argument("--heads-kv", type=int, default=4)
    ap.add_argument("--hdim", type=int, default=128)
    ap.add_argument("--op", default="fwd,bwd")
    ap.add_argument("--impl", default="dash,flex")
    ap.add_argument("--commit", default=None)
    ap.add_argument("--out", default=None)
    a = ap.parse_args()
    import dash_attn
    from dash_attn import _ops
    from torch.nn.attention.flex_attention import create_block_mask, flex_attention

    left, right = (int(x) for x in a.window.split(","))
    causal = bool(a.causal)
    dev = torch.cuda.get_device_properties(0)
    device = f"{dev.name} ({dev.multi_processor_count} SMs)"
    commit = records.commit_of(ROOT, a.commit)
    out_path = a.out or os.path.join(ROOT, "bench", "results",
                                     f"{records.datetime.date.today().isoformat()}-{records.gpu_slug(dev.name)}.jsonl")
    rows = []
    for seqlen in (int(s) for s in a.seqlens.split(",")):
        b, h, hkv, d = 1, a.heads, a.heads_kv, a.hdim
        g = torch.Generator(device="cuda").manual_seed(seqlen)
        q = torch.randn(b, seqlen, h, d, device="cuda", dtype=torch.bfloat16, generator=g)
        k, v = (torch.randn(b, seqlen, hkv, d, device="cuda", dtype=torch.bfloat16, generator=g) for _ in range(2))
        dout = torch.randn_like(q)
        pairs = visible_pairs(seqlen, seqlen, causal, left, right) * b * h
        base = dict(dtype="bf16", hdim=d, causal=causal, batch=b, heads=h, heads_kv=hkv, seqlen_q=seqlen,
                    seqlen_k=seqlen, device=device, commit=commit, total_tokens=b * seqlen, mix="single",
                    window=[left, right], inputs="normal(0,1); O, LSE and its residual from dash forward")

        def rec(op, impl, schedule, deterministic, ms, same):
            fl = 4.0 * pairs * d * (2.5 if op == "bwd" else 1.0)
            r = dict(records.record(op=op + "_varlen", impl=impl, schedule=schedule, deterministic=deterministic,
                                    ms=ms, bitwise_repeat=same, **base))
            r["tflops"] = fl / (ms * 1e-3) / 1e12 if ms else None
            rows.append(r)
            print(f"{op} s{seqlen} {impl:5s} {str(schedule):10s} det={deterministic!s:5s} "
                  f"{ms if ms is None else round(ms, 3)} ms {r['tflops'] and round(r['tflops'], 1)} TFLOPS "
                  f"bitwise={same}", flush=True)

        scale = d ** -0.5
        if "dash" in a.impl:
            if "fwd" in a.op:
                ms = median_ms(lambda: dash_attn.flash_attn_func(q, k, v, causal=causal, window_size=(left, right)))
                rec("fwd", "dash", None, True, ms, None)
            if "bwd" in a.op:
                for schedule, det in [("auto", False), ("auto", True), ("fa3", True), ("spt", True),
                                      ("descending", True), ("exact", True)]:
                    o, lse, kv, res = _ops.fwd(q, k, v, scale, causal, det, schedule, 0, left, right)
                    run = lambda: _ops.bwd(dout, q, k, v, o, lse, kv, scale, causal, det, schedule,  # noqa: E731
                                           lse_residual=res, window_left=left, window_right=right)
                    first = run()
                    same = all(torch.equal(x, y) for x, y in zip(first, run())) if det else None
                    rec("bwd", "dash", "unordered" if not det else schedule, det, median_ms(run), same)
        if "flex" in a.impl:
            torch._dynamo.reset()
            fn = torch.compile(flex_attention)
            diag = 0  # seqlen_q == seqlen_k

            def mask_mod(bi, hi, qi, ki):
                m = qi >= qi  # all true
                if causal or right >= 0:
                    m = m & (ki <= qi + diag + (0 if causal else right))
                if left >= 0:
                    m = m & (ki >= qi + diag - left)
                return m
            bm = create_block_mask(mask_mod, None, None, seqlen, seqlen)
            qt, kt, vt = (x.transpose(1, 2).contiguous().requires_grad_() for x in (q, k, v))
            dt = dout.transpose(1, 2).contiguous()
            if "fwd" in a.op:
                rec("fwd", "flex", None, False, median_ms(lambda: fn(qt, kt, vt, block_mask=bm, enable_gqa=True)), None)
            if "bwd" in a.op:
                out = fn(qt, kt, vt, block_mask=bm, enable_gqa=True)
                rec("bwd", "flex", None, False,
                    median_ms(lambda: torch.autograd.grad(out, (qt, kt, vt), dt, retain_graph=True)), None)
        del q, k, v, dout
    records.append(out_path, rows)


if __name__ == "__main__":
    main()
