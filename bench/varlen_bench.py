"""Packed variable-length batches: dash's flash_attn_varlen_func (every reduction mode) against
FlexAttention with the equivalent document mask, forward and backward, on one Hopper GPU.

    python3 bench/varlen_bench.py [--totals 16384,65536] [--mixes longtail,uniform] [--out FILE]

Defaults (the packed-batch and window study's configuration): batches of 16k and 64k tokens packed from documents of
a long-tailed length mix ("longtail": 70% under 1k tokens, 25% of 1k-4k, 5% of 8k-16k, the last
one cut to fill the batch) and of a uniform one ("uniform": 256-4096 tokens), causal per
document, head dim 128, 16 query heads over 4 KV heads (GQA 4:1), bf16, N(0, 1) inputs; the
backward gets O, LSE and its residual from dash's forward. TFLOPS count the visible (query,
key) pairs: 4 * pairs * d per head forward, 2.5x that backward. Records: op "fwd_varlen" /
"bwd_varlen" with total_tokens, mix, window and the document count."""
import argparse
import os
import random
import sys

import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import records  # noqa: E402
from py_bench import median_ms  # noqa: E402


def lengths_of(mix, total, seed):
    """Document lengths summing to total, drawn from the mix with a fixed seed."""
    r = random.Random(seed)
    out = []
    while sum(out) < total:
        if mix == "longtail":
            u = r.random()
            n = r.randrange(32, 1024) if u < 0.7 else r.randrange(1024, 4096) if u < 0.95 else r.randrange(8192, 16384)
        elif mix == "uniform":
            n = r.randrange(256, 4097)
        else:
            raise ValueError(f"unknown mix {mix!r}")
        out.append(min(n, total - sum(out)))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--totals", default="16384,65536")
    ap.add_argument("--mixes", default="longtail,uniform")
    ap.add_argument("--causal", type=int, default=1)
    ap.add_argument("--heads", type=int, default=16)
    ap.add_argument("--heads-kv", type=int, default=4)
    ap.add_argument("--hdim", type=int, default=128)
    ap.add_argument("--op", default="fwd,bwd")
    ap.add_argument("--impl", default="dash,flex")
    ap.add_argument("--commit", default=None)
    ap.add_argument("--out", default=None)
    a = ap.parse_args()
    from dash_attn import _ops
    from torch.nn.attention.flex_attention import create_block_mask, flex_attention

    causal = bool(a.causal)
    dev = torch.cuda.get_device_properties(0)
    device = f"{dev.name} ({dev.multi_processor_count} SMs)"
    commit = records.commit_of(ROOT, a.commit)
    out_path = a.out or os.path.join(ROOT, "bench", "results",
                                     f"{records.datetime.date.today().isoformat()}-{records.gpu_slug(dev.name)}.jsonl")
    rows = []
    h, hkv, d = a.heads, a.heads_kv, a.hdim
    scale = d ** -0.5
    for total in (int(t) for t in a.totals.split(",")):
        for mix in a.mixes.split(","):
            lengths = lengths_of(mix, total, seed=total)
            g = torch.Generator(device="cuda").manual_seed(total)
            q = torch.randn(total, h, d, device="cuda", dtype=torch.bfloat16, generator=g)
            k, v = (torch.randn(total, hkv, d, device="cuda", dtype=torch.bfloat16, generator=g) for _ in range(2))
            dout = torch.randn_like(q)
            cu = torch.tensor([0] + list(torch.tensor(lengths).cumsum(0)), dtype=torch.int32, device="cuda")
            mx = max(lengths)
            pairs = sum(n * (n + 1) // 2 if causal else n * n for n in lengths) * h
            base = dict(dtype="bf16", hdim=d, causal=causal, batch=len(lengths), heads=h, heads_kv=hkv,
                        seqlen_q=total, seqlen_k=total, device=device, commit=commit, total_tokens=total, mix=mix,
                        window=[-1, -1], documents=len(lengths), max_seqlen=mx,
                        inputs="normal(0,1); O, LSE and its residual from dash forward")

            def rec(op, impl, schedule, deterministic, ms, same):
                fl = 4.0 * pairs * d * (2.5 if op == "bwd" else 1.0)
                r = dict(records.record(op=op + "_varlen", impl=impl, schedule=schedule, deterministic=deterministic,
                                        ms=ms, bitwise_repeat=same, **base))
                r["tflops"] = fl / (ms * 1e-3) / 1e12 if ms else None
                rows.append(r)
                print(f"{op} {total} {mix:8s} docs={len(lengths):3d} {impl:5s} {str(schedule):10s} "
                      f"det={deterministic!s:5s} {ms if ms is None else round(ms, 3)} ms "
                      f"{r['tflops'] and round(r['tflops'], 1)} TFLOPS bitwise={same}", flush=True)

            if "dash" in a.impl:
                if "fwd" in a.op:
                    ms = median_ms(lambda: _ops.fwd_varlen(q, k, v, cu, cu, mx, mx, scale, causal, True, "auto"))
                    rec("fwd", "dash", None, True, ms, None)
                if "bwd" in a.op:
                    for schedule, det in [("auto", False), ("auto", True), ("fa3", True), ("spt", True),
                                          ("descending", True), ("exact", True)]:
                        o, lse, res = _ops.fwd_varlen(q, k, v, cu, cu, mx, mx, scale, causal, det, schedule)
                        run = lambda: _ops.bwd_varlen(dout, q, k, v, o, lse, res, cu, cu, mx, scale,  # noqa: E731
                                                      causal, det, schedule)
                        first = run()
                        same = all(torch.equal(x, y) for x, y in zip(first, run())) if det else None
                        rec("bwd", "dash", "unordered" if not det else schedule, det, median_ms(run), same)
            if "flex" in a.impl:
                torch._dynamo.reset()
                fn = torch.compile(flex_attention)
                doc = torch.repeat_interleave(torch.arange(len(lengths), device="cuda"),
                                              torch.tensor(lengths, device="cuda"))

                def mask_mod(bi, hi, qi, ki):
                    m = doc[qi] == doc[ki]
                    return m & (ki <= qi) if causal else m
                bm = create_block_mask(mask_mod, None, None, total, total)
                qt, kt, vt = (x[None].transpose(1, 2).contiguous().requires_grad_() for x in (q, k, v))
                dt = dout[None].transpose(1, 2).contiguous()
                if "fwd" in a.op:
                    rec("fwd", "flex", None, False,
                        median_ms(lambda: fn(qt, kt, vt, block_mask=bm, enable_gqa=True)), None)
                if "bwd" in a.op:
                    out = fn(qt, kt, vt, block_mask=bm, enable_gqa=True)
                    rec("bwd", "flex", None, False,
                        median_ms(lambda: torch.autograd.grad(out, (qt, kt, vt), dt, retain_graph=True)), None)
            del q, k, v, dout
    records.append(out_path, rows)


if __name__ == "__main__":
    main()
