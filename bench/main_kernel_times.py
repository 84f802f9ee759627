"""Main-kernel times of dash's backward and FlashAttention-3's, in one run: Nsight Compute's
gpu__time_duration of each main-kernel launch (the clocks left as they run: --clock-control
none), FA3 before and after dash per config, so that the backward kernel's gates compare the
main kernels alone (without the pre- and postprocess, which differ in what they do).

    python3 bench/main_kernel_times.py --dash-bench build/bench/dash_bwd_bench \\
        [--fa3 .anchors/bin/fa3_bwd] [--configs 128c2048,128c8192,128c16384] [--mode unordered]
        [--dash-args "--static-walk"] [--launches 5] [--out FILE] [--commit C]

A config is <head dim><f|c><seqlen> (full / causal) at the paper's sweep (16,384 tokens, hidden
2,048: batch 16384 / seqlen, heads 2048 / head dim), bf16. FA3 runs non-deterministic (det 0)
against dash's unordered mode, deterministic (det 1) against the ordered one. Prints one line
per config (medians over the launches; FA3's the mean of its two runs) and writes op
"bwd_main_kernel" records (impl "fa3" / "dash")."""
import argparse
import csv
import io
import json
import os
import statistics
import subprocess
import sys

_UNIT_MS = {"nsecond": 1e-6, "usecond": 1e-3, "msecond": 1.0, "second": 1e3, "ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}


def parse_ncu_csv(text, metric="gpu__time_duration.sum"):
    """[(kernel name, ms)] of each profiled launch in ncu --csv output (other lines ignored)."""
    rows = [l for l in text.splitlines() if l.startswith('"')]
    out, header = [], None
    for r in csv.reader(io.StringIO("\n".join(rows))):
        if "Metric Value" in r and "Kernel Name" in r:
            header = {name: i for i, name in enumerate(r)}
            continue
        if header is None or len(r) < len(header) or r[header["Metric Name"]] != metric:
            continue
        value = float(r[header["Metric Value"]].replace(",", ""))
        out.append((r[header["Kernel Name"]], value * _UNIT_MS[r[header["Metric Unit"]]]))
    return out


def parse_config(c):
    mask = "c" if "c" in c else "f"
    d, n = c.split(mask)
    return int(d), mask == "c", int(n)


def ncu_times(ncu, kernel_regex, cmd, skip, count):
    full = [ncu, "--csv", "--metrics", "gpu__time_duration.sum", "--clock-control", "none",
            "--kernel-name-base", "demangled", "-k", f"regex:{kernel_regex}", "--launch-skip", str(skip), "--launch-count", str(count)] + cmd
    res = subprocess.run(full, capture_output=True, text=True)
    times = [ms for _, ms in parse_ncu_csv(res.stdout)]
    if res.returncode != 0 or len(times) != count:
        sys.exit(f"main_kernel_times: {' '.join(full)}\n  rc {res.returncode}, {len(times)} of {count} launches\n"
                 + res.stdout[-2000:] + res.stderr[-2000:])
    return times


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dash-bench", required=True)
    ap.add_argument("--fa3", default=".anchors/bin/fa3_bwd")
    ap.add_argument("--configs", default="128c2048,128c8192,128c16384")
    ap.add_argument("--mode", default="unordered", choices=["unordered", "ordered"])
    ap.add_argument("--dash-args", default="", help="more dash_bwd_bench arguments")
    ap.add_argument("--v2", action="store_true",
                    help="also the backward kernel v2 (dash_bwd_bench --kernels: the unordered call on the plan's "
                         "kernel and on v2 and v1 forced)")
    ap.add_argument("--launches", type=int, default=5)
    ap.add_argument("--ncu", default="ncu")
    ap.add_argument("--out", default=None)
    ap.add_argument("--commit", default=None)
    ap.add_argument("--defines", default=None, help="which build (its commit or branch), for its records")
    a = ap.parse_args()
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import records

    gpu = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"], capture_output=True, text=True)
    device = gpu.stdout.splitlines()[0].strip() if gpu.returncode == 0 and gpu.stdout else None
    skip, count = 2, a.launches
    det = 1 if a.mode == "ordered" else 0
    out = []
    for c in a.configs.split(","):
        d, causal, n = parse_config(c)
        b, h = max(1, 16384 // n), 2048 // d
        fa3_cmd = [a.fa3, "--hdim", str(d), "--causal", str(int(causal)), "--det", str(det), "--batch", str(b),
                   "--heads", str(h), "--seqlen", str(n), "--iters", str(count), "--warmup", str(skip)]
        dash_cmd = [a.dash_bench, "--hdims", str(d), "--masks", "causal" if causal else "full", "--seqlens", str(n),
                    "--modes", a.mode, "--schedules", "auto", "--iters", str(count), "--warmup", str(skip)]
        dash_cmd += a.dash_args.split()
        fa3_1 = ncu_times(a.ncu, "FlashAttnBwdSm90", fa3_cmd, skip, count)
        kernels = {}
        if a.v2:
            # Each round launches the plan's unordered call (v1: bwd_main_kernel, where the tile
            # table's v2_plan column is 0), the call on v2 forced (bwd2_main_kernel) and on v1
            # forced (bwd_main_kernel, in that order).
            v1 = ncu_times(a.ncu, "bwd_main_kernel", dash_cmd + ["--kernels"], 2 * skip, 2 * count)
            kernels["v1"], kernels["v1 forced"] = v1[0::2], v1[1::2]
            kernels["v2"] = ncu_times(a.ncu, "bwd2_main_kernel", dash_cmd + ["--kernels"], skip, count)
        else:
            kernels["v1"] = ncu_times(a.ncu, "bwd_main_kernel", dash_cmd, skip, count)
        fa3_2 = ncu_times(a.ncu, "FlashAttnBwdSm90", fa3_cmd, skip, count)
        f = (statistics.median(fa3_1) + statistics.median(fa3_2)) / 2
        line = (f"d{d} {'causal' if causal else 'full'} {n}: FA3 (det {det}) {f:.4f} ms "
                f"({statistics.median(fa3_1):.4f}, {statistics.median(fa3_2):.4f})")
        for name, times in kernels.items():
            m = statistics.median(times)
            line += f"; dash {name} {m:.4f} ms ({m / f:.3f}x FA3)"
        print(line, flush=True)
        common = dict(op="bwd_main_kernel", dtype="bf16", hdim=d, causal=causal, batch=b, heads=h, heads_kv=h,
                      seqlen_q=n, seqlen_k=n, bitwise_repeat=None, device=device,
                      inputs="normal(0,1); the peers' and dash's own O and LSE",
                      timing="ncu gpu__time_duration.sum, --clock-control none, median of launches")
        out.append(records.record(impl="fa3", schedule="fa3", deterministic=bool(det), ms=round(f, 4),
                                  commit=None, peer_commit="0251105", **common))
        for name, times in kernels.items():
            out.append(records.record(impl="dash", schedule="auto", deterministic=a.mode == "ordered",
                                      ms=round(statistics.median(times), 4), commit=a.commit, mode=a.mode,
                                      kernel=name.split()[0], task_claims="static_walk" if "static" in name else "plan",
                                      dash_args=a.dash_args, **({"defines": a.defines} if a.defines else {}),
                                      **common))
    if a.out:
        records.append(a.out, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
