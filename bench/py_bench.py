"""dash_attn against PyTorch's attention backends, forward and backward, over the
paper's sweep, in one run on one GPU. Appends records (bench/records.py) and prints
a table.

  python3 bench/py_bench.py --commit SHA [--op fwd,bwd] [--impl dash,sdpa_flash,...]
      [--seqlens 2048,4096] [--hdims 64,128] [--masks full,causal] [--out FILE]

Impls: dash (forward; backward: every schedule and "unordered"), sdpa_flash,
sdpa_cudnn, sdpa_efficient (each with torch.use_deterministic_algorithms off and
on; a backend that refuses determinism is recorded with ms null), flex (FlexAttention
compiled; deterministic by construction)."""
import argparse
import os
import sys

import torch
import torch.nn.functional as F

# Timing repeats backward over one graph (retain_graph); compiled FlexAttention would
# otherwise donate its saved buffers to the first backward.
import torch._functorch.config  # noqa: E402

torch._functorch.config.donated_buffer = False

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "python"))
os.environ.setdefault("DASH_LIBRARY", os.path.join(ROOT, "build", "src", "libdash.so"))

import records  # noqa: E402

SCHEDULES = {False: ["fa3", "spt", "descending", "shift"], True: ["fa3", "spt", "descending", "symmetric_shift"]}


def median_ms(fn, warmup=3, reps=10):
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(reps):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        fn()
        b.record()
        b.synchronize()
        times.append(a.elapsed_time(b))
    times.sort()
    return times[len(times) // 2]


def sdpa_backend(name):
    from torch.nn.attention import SDPBackend
    return {"sdpa_flash": SDPBackend.FLASH_ATTENTION, "sdpa_cudnn": SDPBackend.CUDNN_ATTENTION,
            "sdpa_efficient": SDPBackend.EFFICIENT_ATTENTION}[name]


def make_inputs(cfg, dtype):
    shape = (cfg["batch"], cfg["seqlen"], cfg["heads"], cfg["hdim"])
    q, k, v = (torch.randn(shape, device="cuda", dtype=dtype, requires_grad=True) for _ in range(3))
    dout = torch.randn(shape, device="cuda", dtype=dtype)
    return q, k, v, dout


def bench_sdpa(name, cfg, q, k, v, dout, op, deterministic):
    from torch.nn.attention import sdpa_kernel
    qt, kt, vt = (x.detach().transpose(1, 2).requires_grad_() for x in (q, k, v))  # (b, h, s, d)
    dt = dout.transpose(1, 2)
    prev = torch.are_deterministic_algorithms_enabled()
    torch.use_deterministic_algorithms(deterministic)
    try:
        with sdpa_kernel([sdpa_backend(name)]):
            if op == "fwd":
                return median_ms(lambda: F.scaled_dot_product_attention(qt, kt, vt, is_causal=cfg["causal"]))
            out = F.scaled_dot_product_attention(qt, kt, vt, is_causal=cfg["causal"])
            return median_ms(lambda: torch.autograd.grad(out, (qt, kt, vt), dt, retain_graph=True))
    except RuntimeError as e:
        print(f"  {name} deterministic={deterministic}: {str(e).splitlines()[0][:100]}")
        return None
    finally:
        torch.use_deterministic_algorithms(prev)


def bench_flex(cfg, q, k, v, dout, op):
    from torch.nn.attention.flex_attention import create_block_mask, flex_attention
    # A fresh compile per configuration: each new shape recompiles, and past dynamo's
    # cache_size_limit (8) torch.compile silently falls back to the unfused eager
    # flex_attention (seen: d128 causal at 11-15 TFLOPS late in the sweep).
    torch._dynamo.reset()
    fn = torch.compile(flex_attention)
    qt, kt, vt = (x.detach().transpose(1, 2).contiguous().requires_grad_() for x in (q, k, v))
    dt = dout.transpose(1, 2).contiguous()
    mask = None
    if cfg["causal"]:
        mask = create_block_mask(lambda b, h, qi, ki: qi >= ki, None, None, cfg["seqlen"], cfg["seqlen"])
    if op == "fwd":
        return median_ms(lambda: fn(qt, kt, vt, block_mask=mask))
    out = fn(qt, kt, vt, block_mask=mask)
    return median_ms(lambda: torch.autograd.grad(out, (qt, kt, vt), dt, retain_graph=True))


def bench_dash(cfg, q, k, v, dout, op, schedule, deterministic):
    import dash_attn
    from dash_attn import _ops
    scale = cfg["hdim"] ** -0.5
    if op == "fwd":
        return median_ms(lambda: dash_attn.flash_attn_func(q, k, v, causal=cfg["causal"])), None
    # The backward as autograd runs it: with the forward's kv_stats (exact mode; else empty).
    out, lse, kv_stats, lse_residual = _ops.fwd(q.detach(), k.detach(), v.detach(), scale, cfg["causal"],
                                                deterministic, schedule)
    run = lambda: _ops.bwd(dout, q.detach(), k.detach(), v.detach(), out, lse, kv_stats, scale,  # noqa: E731
                           cfg["causal"], deterministic, schedule, lse_residual=lse_residual)
    first = run()
    same = all(all(torch.equal(a, b) for a, b in zip(first, run())) for _ in range(2))
    return median_ms(run), same


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--commit", default=None)
    ap.add_argument("--op", default="fwd,bwd")
    ap.add_argument("--impl", default="dash,sdpa_flash,sdpa_cudnn,sdpa_efficient,flex")
    ap.add_argument("--seqlens", default="512,1024,2048,4096,8192,16384")
    ap.add_argument("--hdims", default="64,128")
    ap.add_argument("--masks", default="full,causal")
    ap.add_argument("--dtype", default="bf16", choices=["bf16", "fp16"])
    ap.add_argument("--out", default=None)
    a = ap.parse_args()
    dtype = torch.bfloat16 if a.dtype == "bf16" else torch.float16
    props = torch.cuda.get_device_properties(0)
    device = f"{props.name} ({props.multi_processor_count} SMs)"
    out_path = a.out or os.path.join(ROOT, "bench", "results",
                                     f"{__import__('datetime').date.today()}-{records.gpu_slug(props.name)}.jsonl")
    commit = records.commit_of(ROOT, a.commit)
    impls, ops = a.impl.split(","), a.op.split(",")
    masks = [m == "causal" for m in a.masks.split(",")]
    for cfg in records.sweep([int(x) for x in a.hdims.split(",")], masks, [int(x) for x in a.seqlens.split(",")]):
        q, k, v, dout = make_inputs(cfg, dtype)
        rows = []
        base = dict(dtype=a.dtype, hdim=cfg["hdim"], causal=cfg["causal"], batch=cfg["batch"], heads=cfg["heads"],
                    heads_kv=cfg["heads"], seqlen_q=cfg["seqlen"], seqlen_k=cfg["seqlen"], device=device,
                    commit=commit, inputs="normal(0,1); the backward's O and LSE from the same implementation's forward")
        for op in ops:
            for impl in impls:
                if impl == "dash":
                    variants = [(None, True)] if op == "fwd" else \
                        [(s, True) for s in SCHEDULES[cfg["causal"]]] + [("exact", True), ("auto", False)]
                    for schedule, det in variants:
                        ms, same = bench_dash(cfg, q, k, v, dout, op, schedule or "auto", det)
                        sched_name = schedule if det else ("unordered" if op == "bwd" else None)
                        rows.append(records.record(op=op, impl="dash", schedule=sched_name, deterministic=det,
                                                   ms=ms, bitwise_repeat=same, **base))
                elif impl.startswith("sdpa"):
                    for det in (False, True):
                        ms = bench_sdpa(impl, cfg, q, k, v, dout, op, det)
                        rows.append(records.record(op=op, impl=impl, schedule=None, deterministic=det, ms=ms,
                                                   bitwise_repeat=None, **base))
                elif impl == "flex":
                    ms = bench_flex(cfg, q, k, v, dout, op)
                    rows.append(records.record(op=op, impl="flex", schedule=None, deterministic=True, ms=ms,
                                               bitwise_repeat=None, **base))
        records.append(out_path, rows)
        for r in rows:
            t = f"{r['tflops']:7.1f}" if r["tflops"] else "      -"
            print(f"{r['op']} d{r['hdim']} {'causal' if r['causal'] else 'full  '} s{r['seqlen_q']:<6} "
                  f"{r['impl']:<15} {str(r['schedule']):<16} det={int(r['deterministic'])} {t} TFLOPS"
                  f"{'' if r['bitwise_repeat'] is None else ' bitwise=' + str(r['bitwise_repeat'])}", flush=True)
        del q, k, v, dout
        torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
