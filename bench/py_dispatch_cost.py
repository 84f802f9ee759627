"""What the torch.library custom op's dispatch and autograd cost the calling thread against an
autograd.Function, on the CPU (no GPU): two stand-in ops with dash_attn._ops.fwd's and bwd's
signatures whose bodies only allocate their outputs, called as flash_attn_func calls them
(forward alone under no_grad; forward + backward). The gap is host time every eager call pays.

  python3 bench/py_dispatch_cost.py [--calls 3000] [--out FILE] [--commit C]

Writes op "py_dispatch_cost" records (path: "custom_op" / "autograd_function", what, us_per_call)."""
import argparse
import os
import platform
import sys
import time
from typing import Optional

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import records  # noqa: E402


def _plain_fwd(q, k, v, *args):
    lse = torch.empty(q.shape[0], q.shape[2], q.shape[1])
    return torch.empty_like(q), lse, torch.empty(0), torch.empty_like(lse)


def _plain_bwd(dout, q, k, v):
    return torch.empty_like(q), torch.empty_like(k), torch.empty_like(v)


@torch.library.custom_op("dash_bench::fwd", mutates_args=(), device_types="cpu")
def fwd(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, softmax_scale: float, causal: bool,
        deterministic: bool, schedule: str, sm_margin: int = 0, window_left: int = -1,
        window_right: int = -1, softcap: float = 0.0,
        lse_grad: bool = False) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    return _plain_fwd(q, k, v)


@fwd.register_fake
def _(q, k, v, *args):
    lse = q.new_empty((q.shape[0], q.shape[2], q.shape[1]), dtype=torch.float32)
    return q.new_empty(q.shape), lse, q.new_empty((0,)), torch.empty_like(lse)


@torch.library.custom_op("dash_bench::bwd", mutates_args=(), device_types="cpu")
def bwd(dout: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, out: torch.Tensor,
        lse: torch.Tensor, kv_stats: torch.Tensor, softmax_scale: float, causal: bool,
        deterministic: bool, schedule: str, sm_margin: int = 0,
        lse_residual: Optional[torch.Tensor] = None, window_left: int = -1,
        window_right: int = -1, softcap: float = 0.0,
        dlse: Optional[torch.Tensor] = None) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    return _plain_bwd(dout, q, k, v)


def _setup(ctx, inputs, output):
    ctx.save_for_backward(*inputs[:3], *output)
    ctx.args = inputs[3:8]


def _backward(ctx, dout, dlse, dkv_stats, dlse_residual):
    q, k, v, out, lse, kv_stats, lse_residual = ctx.saved_tensors
    return bwd(dout, q, k, v, out, lse, kv_stats, *ctx.args, lse_residual=lse_residual) + (None,) * 9


fwd.register_autograd(_backward, setup_context=_setup)


class Function(torch.autograd.Function):
    @staticmethod
    def forward(ctx, *inputs):
        output = _plain_fwd(*inputs)
        _setup(ctx, inputs, output)
        return output

    @staticmethod
    def backward(ctx, dout, dlse, dkv_stats, dlse_residual):
        q, k, v, out, lse, kv_stats, lse_residual = ctx.saved_tensors
        return _plain_bwd(dout, q, k, v) + (None,) * 9


def per_call_us(fn, calls):
    for _ in range(100):
        fn()
    t = time.perf_counter()
    for _ in range(calls):
        fn()
    return 1e6 * (time.perf_counter() - t) / calls


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--calls", type=int, default=3000)
    ap.add_argument("--out", default=None)
    ap.add_argument("--commit", default=None)
    a = ap.parse_args()
    q, k, v = (torch.randn(1, 8, 2, 8, requires_grad=True) for _ in range(3))
    dout = torch.randn_like(q)
    args = (0.125, True, True, "auto", 0, -1, -1, 0.0, False)
    paths = {"custom_op": lambda *t: fwd(*t, *args), "autograd_function": lambda *t: Function.apply(*t, *args)}
    rows = []
    for path, call in paths.items():
        def forward():
            with torch.no_grad():
                call(q, k, v)

        def forward_backward():
            call(q, k, v)[0].backward(dout)
        for what, fn in (("fwd", forward), ("fwd+bwd", forward_backward)):
            us = per_call_us(fn, a.calls)
            print(f"{path:18s} {what:8s} {us:8.1f} us per call", flush=True)
            rows.append(dict(op="py_dispatch_cost", path=path, what=what, us_per_call=round(us, 1), calls=a.calls,
                             device=f"cpu ({platform.processor() or platform.machine()}, {os.cpu_count()} cores)",
                             torch=torch.__version__, commit=records.commit_of(os.path.dirname(os.path.dirname(
                                 os.path.abspath(__file__))), a.commit), date=time.strftime("%Y-%m-%d"),
                             inputs="stand-in ops: outputs allocated, no kernel"))
    if a.out:
        records.append(a.out, rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
