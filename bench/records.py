"""Benchmark records shared by every dash benchmark: one JSON object per measured
configuration, appended to bench/results/<yyyy-mm-dd>-<gpu>.jsonl. Older days' files are
kept gzip-compressed (<name>.jsonl.gz); read_records reads either."""
import datetime
import gzip
import json
import os
import subprocess


def read_records(paths):
    """Every record of the given .jsonl / .jsonl.gz files, in order."""
    rows = []
    for p in paths:
        with (gzip.open(p, "rt") if p.endswith(".gz") else open(p)) as f:
            rows += [json.loads(line) for line in f if line.strip()]
    return rows


def gpu_slug(name):
    """'NVIDIA H200' -> 'h200'."""
    return name.lower().replace("nvidia", "").strip().split()[0] if name else "gpu"


def commit_of(root, given=None):
    if given:
        return given
    try:
        return subprocess.check_output(["git", "rev-parse", "--short=12", "HEAD"], cwd=root,
                                       text=True, stderr=subprocess.DEVNULL).strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def flops(op, batch, heads, seqlen_q, seqlen_k, head_dim, causal):
    """Forward 4*b*h*sq*sk*d; backward 2.5x that; causal halves both."""
    f = 4.0 * batch * heads * seqlen_q * seqlen_k * head_dim
    if op == "bwd":
        f *= 2.5
    return f / 2 if causal else f


def record(*, op, impl, schedule, deterministic, dtype, hdim, causal, batch, heads, heads_kv,
           seqlen_q, seqlen_k, ms, bitwise_repeat, device, commit, **extra):
    tflops = None
    if ms is not None and ms > 0:
        tflops = flops(op, batch, heads, seqlen_q, seqlen_k, hdim, causal) / (ms * 1e-3) / 1e12
    r = dict(op=op, impl=impl, schedule=schedule, deterministic=deterministic, dtype=dtype, hdim=hdim,
             causal=causal, batch=batch, heads=heads, heads_kv=heads_kv, seqlen_q=seqlen_q,
             seqlen_k=seqlen_k, ms=ms, tflops=tflops, bitwise_repeat=bitwise_repeat, device=device,
             commit=commit, date=datetime.date.today().isoformat())
    r.update(extra)
    return r


def append(path, records):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "a") as f:
        for r in records:
            f.write(json.dumps(r, sort_keys=True) + "\n")


def sweep(head_dims=(64, 128), masks=(False, True), seqlens=(512, 1024, 2048, 4096, 8192, 16384)):
    """The paper's sweep: 16,384 total tokens, hidden 2,048."""
    for d in head_dims:
        for causal in masks:
            for s in seqlens:
                yield dict(hdim=d, causal=causal, seqlen=s, batch=16384 // s, heads=2048 // d)
