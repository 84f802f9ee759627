"""The host cost of one attention call from Python: dash_attn's flash_attn_func (forward, and
forward + backward) against PyTorch SDPA's flash and cuDNN backends, at a shape whose kernels
take microseconds, so that the wall time per call is the host's path (argument checks,
dispatch, plan, launch). Calls are issued back to back and the GPU is synchronized once at the
end of each batch: a time per call far above the kernels' means the caller waits on the host.

  python3 bench/py_overhead.py [--calls 3000] [--out FILE] [--commit C]

Writes op "py_overhead" records (impl, what: "fwd" / "fwd+bwd", us_per_call)."""
import argparse
import os
import sys
import time

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "python"))
os.environ.setdefault("DASH_LIBRARY", os.path.join(ROOT, "build", "src", "libdash.so"))
import records  # noqa: E402


def per_call_us(fn, calls):
    for _ in range(50):
        fn()
    torch.cuda.synchronize()
    t = time.perf_counter()
    for _ in range(calls):
        fn()
    torch.cuda.synchronize()
    return 1e6 * (time.perf_counter() - t) / calls


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--calls", type=int, default=3000)
    ap.add_argument("--out", default=None)
    ap.add_argument("--commit", default=None)
    a = ap.parse_args()
    import dash_attn

    batch, seqlen, heads, d = 1, 128, 4, 64
    shape = (batch, seqlen, heads, d)
    q, k, v = (torch.randn(shape, device="cuda", dtype=torch.bfloat16, requires_grad=True) for _ in range(3))
    dout = torch.randn(shape, device="cuda", dtype=torch.bfloat16)
    qt, kt, vt = (x.detach().transpose(1, 2).requires_grad_() for x in (q, k, v))
    dout_t = dout.transpose(1, 2)

    def dash_fwd():
        with torch.no_grad():
            dash_attn.flash_attn_func(q, k, v, causal=True)

    def dash_fwd_bwd():
        dash_attn.flash_attn_func(q, k, v, causal=True, deterministic=True).backward(dout)

    def sdpa(backend, grad):
        def call():
            with sdpa_kernel(backend):
                if grad:
                    F.scaled_dot_product_attention(qt, kt, vt, is_causal=True).backward(dout_t)
                else:
                    with torch.no_grad():
                        F.scaled_dot_product_attention(qt, kt, vt, is_causal=True)
        return call

    calls = [("dash", "fwd", dash_fwd), ("dash", "fwd+bwd", dash_fwd_bwd)]
    for name, backend in (("sdpa_flash", SDPBackend.FLASH_ATTENTION), ("sdpa_cudnn", SDPBackend.CUDNN_ATTENTION)):
        calls += [(name, "fwd", sdpa(backend, False)), (name, "fwd+bwd", sdpa(backend, True))]
    props = torch.cuda.get_device_properties(0)
    device = f"{props.name} ({props.multi_processor_count} SMs)"
    rows = []
    for impl, what, fn in calls:
        try:
            us = per_call_us(fn, a.calls)
        except Exception as e:  # a backend this torch build lacks
            print(f"{impl} {what}: failed: {e}", file=sys.stderr)
            continue
        print(f"{impl:11s} {what:8s} {us:8.1f} us per call", flush=True)
        r = records.record(op="py_overhead", impl=impl, schedule=None, deterministic=None, dtype="bf16", hdim=d,
                           causal=True, batch=batch, heads=heads, heads_kv=heads, seqlen_q=seqlen, seqlen_k=seqlen,
                           ms=None, bitwise_repeat=None, device=device, commit=records.commit_of(ROOT, a.commit),
                           what=what, us_per_call=round(us, 1), calls=a.calls, inputs="normal(0,1)")
        rows.append(r)
    if a.out:
        records.append(a.out, rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
