"""Data-parallel training of a small GPT-style model with dash attention, for bit-reproducibility
checks: DDP (gradient buckets all-reduced by NCCL while the backward still runs) or FSDP2
(fully_shard), causal attention with GQA, PyTorch's own deterministic settings. Prints the
losses, a hash of them and a hash of the final parameters (rank 0), and with --record appends
one JSON line (op "ddp").

    torchrun --nproc-per-node 2 examples/train_ddp.py --wrapper ddp --steps 200
    torchrun --nproc-per-node 2 examples/train_ddp.py --wrapper fsdp2 --straggler-ms 50
    torchrun --nproc-per-node 2 examples/train_ddp.py --no-deterministic   # dQ in arrival order

--straggler-ms sleeps on the last rank before every backward, so that the other ranks' NCCL
kernels wait on their SMs while their attention backward runs. --attention flex (FlexAttention,
deterministic by construction) times the same model for comparison; --attention sdpa (PyTorch's
math attention) runs it anywhere, e.g. on the CPU with the gloo backend (--device cpu), which
is how the harness itself is tested without a GPU. --backend gloo on GPUs lets several ranks share
one GPU (its all-reduce runs on the host, so no NCCL kernel shares the SMs): the multi-rank bits
can then be checked where one GPU is all there is.
"""
import argparse
import gc
import hashlib
import json
import os
import socket
import struct
import subprocess
import sys
import tempfile
import time

# The rest of the model must be deterministic too: cuBLAS needs a fixed workspace.
os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")

import torch  # noqa: E402
import torch.distributed as dist  # noqa: E402
import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if not os.environ.get("DASH_TEST_INSTALLED"):
    sys.path.insert(0, os.path.join(ROOT, "python"))
    os.environ.setdefault("DASH_LIBRARY", os.path.join(ROOT, "build", "src", "libdash.so"))


def attention_fn(kind, deterministic):
    """(q, k, v) of shape (batch, seqlen, heads, head_dim), k / v with fewer heads (GQA): causal."""
    if kind == "dash":
        from dash_attn import flash_attn_func
        return lambda q, k, v: flash_attn_func(q, k, v, causal=True, deterministic=deterministic)
    if kind == "flex":
        from torch.nn.attention.flex_attention import create_block_mask, flex_attention
        flex = torch.compile(flex_attention)
        masks = {}

        def run(q, k, v):
            b, s, h, _ = q.shape
            if s not in masks:
                masks[s] = create_block_mask(lambda b_, h_, qi, ki: qi >= ki, None, None, s, s, device=q.device)
            o = flex(q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), block_mask=masks[s],
                     enable_gqa=True)
            return o.transpose(1, 2)
        return run

    def math_attention(q, k, v):  # sdpa: PyTorch's reference attention (any device)
        q, k, v = (t.transpose(1, 2) for t in (q, k, v))
        rep = q.shape[1] // k.shape[1]
        k, v = k.repeat_interleave(rep, dim=1), v.repeat_interleave(rep, dim=1)
        return F.scaled_dot_product_attention(q, k, v, is_causal=True).transpose(1, 2)
    return math_attention


class Block(nn.Module):
    def __init__(self, dim, heads, kv_heads, attend):
        super().__init__()
        self.heads, self.kv_heads, self.head_dim, self.attend = heads, kv_heads, dim // heads, attend
        self.norm1, self.norm2 = nn.RMSNorm(dim), nn.RMSNorm(dim)
        self.q = nn.Linear(dim, dim, bias=False)
        self.kv = nn.Linear(dim, 2 * kv_heads * self.head_dim, bias=False)
        self.proj = nn.Linear(dim, dim, bias=False)
        self.mlp = nn.Sequential(nn.Linear(dim, 4 * dim, bias=False), nn.GELU(), nn.Linear(4 * dim, dim, bias=False))

    def forward(self, x):
        b, s, _ = x.shape
        h = self.norm1(x)
        q = self.q(h).view(b, s, self.heads, self.head_dim)
        k, v = self.kv(h).view(b, s, 2, self.kv_heads, self.head_dim).unbind(2)
        x = x + self.proj(self.attend(q, k, v).reshape(b, s, -1))
        return x + self.mlp(self.norm2(x))


class Gpt(nn.Module):
    def __init__(self, vocab, dim, layers, heads, kv_heads, attend):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.blocks = nn.ModuleList(Block(dim, heads, kv_heads, attend) for _ in range(layers))
        self.norm = nn.RMSNorm(dim)
        self.head = nn.Linear(dim, vocab, bias=False)

    def forward(self, tokens):
        x = self.embed(tokens)
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.norm(x))


def floats_hash(values):
    return hashlib.sha256(b"".join(struct.pack("<d", v) for v in values)).hexdigest()[:16]


def params_hash(model, wrapper):
    """sha256 of every parameter's bytes, in name order (FSDP2: the full, unsharded tensors)."""
    digest = hashlib.sha256()
    for name, p in sorted(model.named_parameters()):
        t = p.full_tensor() if wrapper == "fsdp2" and hasattr(p, "full_tensor") else p
        digest.update(name.encode())
        digest.update(t.detach().float().cpu().numpy().tobytes())
    return digest.hexdigest()[:16]


def parse(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--wrapper", choices=["ddp", "fsdp2"], default="ddp")
    ap.add_argument("--attention", choices=["dash", "flex", "sdpa"], default="dash")
    ap.add_argument("--deterministic", action=argparse.BooleanOptionalAction, default=True)
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--straggler-ms", type=float, default=0.0, help="sleep on the last rank before each backward")
    ap.add_argument("--device", choices=["cuda", "cpu"], default="cuda")
    ap.add_argument("--backend", choices=["nccl", "gloo"], default=None,
                    help="the process group's backend (default: nccl on cuda, gloo on cpu)")
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--dim", type=int, default=512)
    ap.add_argument("--heads", type=int, default=8)
    ap.add_argument("--kv-heads", type=int, default=2)
    ap.add_argument("--seqlen", type=int, default=2048)
    ap.add_argument("--batch", type=int, default=4, help="sequences per rank and step")
    ap.add_argument("--vocab", type=int, default=4096)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--record", default="", help="append the run's JSON record to this file (rank 0)")
    ap.add_argument("--commit", default="unknown")
    a = ap.parse_args(argv)
    if a.steps < 1 or a.layers < 1 or a.seqlen < 1 or a.batch < 1:
        ap.error("--steps, --layers, --seqlen and --batch must be positive")
    if a.dim % a.heads or a.heads % a.kv_heads:
        ap.error("--heads must divide --dim and --kv-heads must divide --heads")
    if a.attention != "sdpa" and a.device == "cpu":
        ap.error(f"--attention {a.attention} needs --device cuda")
    if a.backend is None:
        a.backend = "nccl" if a.device == "cuda" else "gloo"
    if a.backend == "nccl" and a.device == "cpu":
        ap.error("--backend nccl needs --device cuda")
    return a


def launch(nproc, args, timeout=None):
    """Runs this example under torchrun on nproc ranks of this host: (the finished process, its
    JSON record or None when it failed). The tests and bench/ddp_bench.py start it this way."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    with tempfile.TemporaryDirectory() as tmp:
        record = os.path.join(tmp, "record.jsonl")
        cmd = [sys.executable, "-m", "torch.distributed.run", "--nproc-per-node", str(nproc), "--master-addr",
               "127.0.0.1", "--master-port", str(port), os.path.abspath(__file__), "--record", record, *args]
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=ROOT)
        rec = json.loads(open(record).read().splitlines()[-1]) if p.returncode == 0 else None
    return p, rec


def main(argv=None):
    a = parse(argv)
    cuda = a.device == "cuda"
    dist.init_process_group(a.backend)
    rank, world = dist.get_rank(), dist.get_world_size()
    local = int(os.environ.get("LOCAL_RANK", 0))
    if cuda and a.backend == "gloo":
        local %= torch.cuda.device_count()  # gloo lets ranks share a GPU; NCCL refuses that
    device = torch.device("cuda", local) if cuda else torch.device("cpu")
    if cuda:
        torch.cuda.set_device(device)
        torch.backends.cudnn.deterministic = True
    torch.use_deterministic_algorithms(True)
    torch.manual_seed(a.seed)  # the same initial parameters on every rank
    dtype = torch.bfloat16 if cuda else torch.float32
    model = Gpt(a.vocab, a.dim, a.layers, a.heads, a.kv_heads, attention_fn(a.attention, a.deterministic))
    model = model.to(device=device, dtype=dtype)
    if a.wrapper == "ddp":
        # Small buckets: their all-reduces start while the backward of earlier layers still runs.
        model = nn.parallel.DistributedDataParallel(model, device_ids=[device.index] if cuda else None,
                                                    bucket_cap_mb=1)
    else:
        from torch.distributed.device_mesh import init_device_mesh
        from torch.distributed.fsdp import fully_shard
        # The mesh on the ranks' own device type: left to its default, FSDP2 takes CUDA whenever a
        # GPU is visible, also for a CPU run (and rank r then asks for GPU r).
        mesh = init_device_mesh(device.type, (world,))
        for blk in model.blocks:
            fully_shard(blk, mesh=mesh)
        fully_shard(model, mesh=mesh)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
    gen = torch.Generator(device=device).manual_seed(a.seed * 1000 + rank)  # each rank its own data
    losses, times = [], []
    straggler = a.straggler_ms > 0 and rank == world - 1
    for _ in range(a.steps):
        tokens = torch.randint(0, a.vocab, (a.batch, a.seqlen + 1), device=device, generator=gen)
        if cuda:
            torch.cuda.synchronize()
        t0 = time.perf_counter()
        logits = model(tokens[:, :-1])
        loss = F.cross_entropy(logits.float().reshape(-1, a.vocab), tokens[:, 1:].reshape(-1))
        if straggler:
            time.sleep(a.straggler_ms / 1000)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
        if cuda:
            torch.cuda.synchronize()
        times.append(time.perf_counter() - t0)
        reduced = loss.detach().clone()
        dist.all_reduce(reduced)  # the mean loss over ranks, as training logs it
        losses.append(reduced.item() / world)
    steady = times[len(times) // 4:] or times  # the median after a quarter of warm-up steps
    gpus = (min(world, torch.cuda.device_count()) if a.backend == "gloo" else world) if cuda else 0
    rec = {"op": "ddp", "wrapper": a.wrapper, "attention": a.attention, "gpus": gpus,
           "ranks": world, "backend": a.backend, "deterministic": a.deterministic, "straggler": a.straggler_ms > 0,
           "straggler_ms": a.straggler_ms, "steps": a.steps, "loss_hash": floats_hash(losses),
           "param_hash": params_hash(model.module if a.wrapper == "ddp" else model, a.wrapper),
           "step_ms": 1000 * sorted(steady)[len(steady) // 2],
           "final_loss": losses[-1],
           "model": {"layers": a.layers, "dim": a.dim, "heads": a.heads, "kv_heads": a.kv_heads,
                     "seqlen": a.seqlen, "batch_per_rank": a.batch, "vocab": a.vocab, "dtype": str(dtype)},
           "device": torch.cuda.get_device_name(device) if cuda else "cpu", "commit": a.commit,
           "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    if rank == 0:
        print(" ".join(f"{x:.6f}" for x in losses))
        print(json.dumps(rec))
        if a.record:
            with open(a.record, "a") as f:
                f.write(json.dumps(rec) + "\n")
    dist.barrier()  # every rank's collectives are done before the group goes away
    # The wrapped model and the optimizer go first, then the process group, while the interpreter
    # is fully alive: DDP's reducer and FSDP2's states hold the group and gloo's work objects
    # (tensors among them). Left to interpreter exit, the group's worker threads are torn down
    # during finalization, where freeing a tensor aborts the process ("terminate called without
    # an active exception", exit -6, after the results are out: FSDP2 and DDP over gloo on a
    # loaded 2-core machine).
    del model, opt, logits, loss
    gc.collect()
    dist.destroy_process_group()
    gc.collect()
    return rec


if __name__ == "__main__":
    main()
