"""Same-run A/B of two or more libdash builds, interleaved A, B, A, B ... (each run a process of
its own, since the package loads one library), with the outputs' hashes, which must not differ
between builds whose kernels compute the same thing.

    python3 bench/lib_ab.py --libs A/libdash.so,B/libdash.so --labels old,new [--rounds 2]
                            [--op bwd|fwd] [--out FILE] [--commit C]

bf16, N(0, 1) inputs, hidden 2048 (16 heads at head dim 128, 32 at 64).
--op bwd (default): every reduction mode, with and without the masking extensions, 2 x 4096
tokens, causal but for "full" (window: 1024 keys to the left; softcap 30; the packed batch: 4
sequences of 8192 tokens in all); O and LSE from dash's forward; the gradients' hashes of the
deterministic modes are compared.
--op fwd: the paper's sweep (16,384 tokens, seqlen 512 to 16,384, full and causal) and, at 2 x
4096 tokens causal, the window, softcap, packed and GQA (4 query heads per KV head) variants;
O's and LSE's hashes are compared (the forward has one mode). Its times are of single Python
calls and bound by the host below a few milliseconds of kernel (2026-12-05: 0.25-0.38 ms per call
at 512 tokens, identical builds up to 20% apart): the forward's speed A/Bs take
bench/fwd_bench.py (the C ABI, many launches), these hashes and the larger configs only.
Prints one line per config (median time of each build over the rounds, the ratio to the first
build, whether the hashes agree) and writes op "bwd_lib_ab" / "fwd_lib_ab" records. Exits 1
when a deterministic call's hash differs between builds."""
import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VARIANTS = ["full", "causal", "window", "softcap", "packed"]
MODES = ["ordered", "unordered", "exact"]
PACKED_LENS = [1000, 3000, 2500, 1692]  # the packed variant's sequences (8192 rows in all)


def packed_offsets(torch):
    """cu_seqlens of PACKED_LENS on the GPU."""
    return torch.tensor([0] + list(torch.tensor(PACKED_LENS).cumsum(0)), device="cuda", dtype=torch.int32)


def shape_of(variant, batch, n, heads, heads_kv):
    """The record's shape of a call: a packed batch as its sequences and its total rows."""
    if variant == "packed":
        batch, n = len(PACKED_LENS), sum(PACKED_LENS)
    return {"batch": batch, "seqlen": n, "heads": heads, "heads_kv": heads_kv}


def worker(hdims, reps):
    sys.path.insert(0, os.path.join(ROOT, "python"))
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import torch
    import dash_attn
    from py_bench import median_ms

    for d in hdims:
        heads, batch, n = 2048 // d, 2, 4096
        for variant in VARIANTS:
            g = torch.Generator(device="cuda").manual_seed(1234 + d)
            packed = variant == "packed"
            shape = (1, batch * n, heads, d) if packed else (batch, n, heads, d)
            q, k, v, do = (torch.randn(shape, device="cuda", dtype=torch.bfloat16, generator=g) for _ in range(4))
            if packed:
                lens, cu = PACKED_LENS, packed_offsets(torch)
                q, k, v, do = (t[0] for t in (q, k, v, do))
            for mode in MODES:
                q.requires_grad_(True), k.requires_grad_(True), v.requires_grad_(True)
                kw = dict(deterministic=mode != "unordered", schedule="exact" if mode == "exact" else "auto")
                if packed:
                    out = dash_attn.flash_attn_varlen_func(q, k, v, cu, cu, max(lens), max(lens), causal=True, **kw)
                else:
                    out = dash_attn.flash_attn_func(
                        q, k, v, causal=variant != "full",
                        window_size=(1024, 0) if variant == "window" else (-1, -1),
                        softcap=30.0 if variant == "softcap" else 0.0, **kw)
                out = out[0] if isinstance(out, tuple) else out

                def bwd():
                    return torch.autograd.grad(out, (q, k, v), do, retain_graph=True)

                ms = median_ms(bwd, warmup=3, reps=reps)
                grads = bwd()
                torch.cuda.synchronize()
                dash_attn.check_errors()
                h = hashlib.sha256()
                for t in grads:
                    h.update(t.contiguous().view(torch.int16).cpu().numpy().tobytes())
                print(json.dumps({"key": [d, variant, mode], "ms": ms, "out_hash": h.hexdigest()[:16],
                                  "shape": shape_of(variant, batch, n, heads, heads)}), flush=True)


def fwd_configs(hdims):
    """(hdim, variant, seqlen, batch) of the forward A/B."""
    for d in hdims:
        for n in (512, 2048, 8192, 16384):
            for variant in ("full", "causal"):
                yield d, variant, n, 16384 // n
        for variant in ("window", "softcap", "packed", "gqa"):
            yield d, variant, 4096, 2


def worker_fwd(hdims, reps):
    sys.path.insert(0, os.path.join(ROOT, "python"))
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import torch
    import dash_attn
    from py_bench import median_ms

    for d, variant, n, batch in fwd_configs(hdims):
        heads = 2048 // d
        heads_kv = heads // 4 if variant == "gqa" else heads
        g = torch.Generator(device="cuda").manual_seed(4321 + d + n)
        packed = variant == "packed"
        lead = (1, batch * n) if packed else (batch, n)
        q = torch.randn(*lead, heads, d, device="cuda", dtype=torch.bfloat16, generator=g)
        k, v = (torch.randn(*lead, heads_kv, d, device="cuda", dtype=torch.bfloat16, generator=g) for _ in range(2))
        if packed:
            lens, cu = PACKED_LENS, packed_offsets(torch)
            q, k, v = (t[0] for t in (q, k, v))

            def fwd():
                return dash_attn.flash_attn_varlen_func(q, k, v, cu, cu, max(lens), max(lens), causal=True,
                                                        return_attn_probs=True)
        else:
            def fwd():
                return dash_attn.flash_attn_func(
                    q, k, v, causal=variant != "full", window_size=(1024, 0) if variant == "window" else (-1, -1),
                    softcap=30.0 if variant == "softcap" else 0.0, return_attn_probs=True)

        with torch.no_grad():
            ms = median_ms(fwd, warmup=3, reps=reps)
            out, lse = fwd()
        torch.cuda.synchronize()
        dash_attn.check_errors()
        h = hashlib.sha256()
        h.update(out.contiguous().view(torch.int16).cpu().numpy().tobytes())
        h.update(lse.contiguous().cpu().numpy().tobytes())
        print(json.dumps({"key": [d, variant, n], "ms": ms, "out_hash": h.hexdigest()[:16],
                          "shape": shape_of(variant, batch, n, heads, heads_kv)}), flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--libs", help="comma-separated libdash.so paths")
    ap.add_argument("--labels", default=None)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--op", choices=["bwd", "fwd"], default="bwd")
    ap.add_argument("--hdims", default="64,128")
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--out", default=None)
    ap.add_argument("--commit", default=None)
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args()
    hdims = [int(x) for x in a.hdims.split(",")]
    if a.worker:
        (worker_fwd if a.op == "fwd" else worker)(hdims, a.reps)
        return 0
    libs = a.libs.split(",")
    labels = a.labels.split(",") if a.labels else [f"lib{i}" for i in range(len(libs))]
    rows = {}  # key: bwd (hdim, variant, mode), fwd (hdim, variant, seqlen) -> label -> [ms], hashes
    shapes = {}  # key -> the call's shape, as the worker ran it
    for r in range(a.rounds):
        for lib, label in zip(libs, labels):
            env = dict(os.environ, DASH_LIBRARY=os.path.abspath(lib))
            res = subprocess.run([sys.executable, __file__, "--worker", "--op", a.op, "--hdims", a.hdims,
                                  "--reps", str(a.reps)], env=env, capture_output=True, text=True)
            if res.returncode != 0:
                print(res.stdout + res.stderr)
                return 2
            for line in res.stdout.splitlines():
                x = json.loads(line)
                e = rows.setdefault(tuple(x["key"]), {})
                shapes[tuple(x["key"])] = x["shape"]
                e.setdefault(label, {"ms": [], "hashes": set()})
                e[label]["ms"].append(x["ms"])
                e[label]["hashes"].add(x["out_hash"])
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import records
    import torch
    device = torch.cuda.get_device_name()
    bad = 0
    ratios = []
    out = []
    for key, e in rows.items():
        med = {lab: statistics.median(e[lab]["ms"]) for lab in labels}
        hashes = [e[lab]["hashes"] for lab in labels]
        d, variant = key[0], key[1]
        mode = key[2] if a.op == "bwd" else "forward"
        deterministic = mode != "unordered"
        same = all(len(h) == 1 for h in hashes) and all(h == hashes[0] for h in hashes)
        if deterministic and not same:
            bad += 1
        ratio = med[labels[0]] / med[labels[-1]]  # > 1: the last build is faster
        ratios.append(ratio)
        name = f"{mode:9s}" if a.op == "bwd" else f"n{key[2]:<6d}"
        print(f"d{d} {variant:8s} {name} " + " ".join(f"{lab} {med[lab]:.3f} ms" for lab in labels) +
              f"  {labels[0]}/{labels[-1]} {ratio:.4f}  hashes " + ("equal" if same else
                                                                    ("differ (unordered)" if not deterministic else "DIFFER")))
        sh = shapes[key]
        out.append(records.record(
            op=f"{a.op}_lib_ab", impl="dash", schedule=("exact" if mode == "exact" else "auto") if a.op == "bwd" else None,
            deterministic=deterministic, dtype="bf16", hdim=d, causal=variant != "full", batch=sh["batch"],
            heads=sh["heads"], heads_kv=sh["heads_kv"], seqlen_q=sh["seqlen"], seqlen_k=sh["seqlen"],
            ms=round(med[labels[-1]], 4), bitwise_repeat=None, device=device, commit=a.commit, variant=variant,
            mode=mode, ms_by_build={lab: round(med[lab], 4) for lab in labels},
            out_hash={lab: sorted(e[lab]["hashes"]) for lab in labels}, speedup=round(ratio, 4), rounds=a.rounds,
            window=[1024, 0] if variant == "window" else None, softcap=30.0 if variant == "softcap" else None,
            seqlens=PACKED_LENS if variant == "packed" else None,
            inputs="normal(0,1); O and LSE from dash's forward" if a.op == "bwd" else "normal(0,1)"))
        out[-1]["tflops"] = None  # an A/B of times; the records of the sweeps carry the rates
    gm = statistics.geometric_mean(ratios)
    print(f"{labels[0]}/{labels[-1]} time ratio: geomean {gm:.4f}, min {min(ratios):.4f}, max {max(ratios):.4f}; "
          f"deterministic configs with differing hashes: {bad}")
    if a.out:
        records.append(a.out, out)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
