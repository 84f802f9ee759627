"""Trains a small causal attention model for a few steps, twice, with
deterministic=True, and shows that losses and gradients are bit-identical.

    python3 examples/train_twice.py [--steps 5] [--schedule auto]
"""
import argparse
import hashlib
import os
import sys

# The rest of the model must be deterministic too: cuBLAS needs a fixed workspace,
# and PyTorch's own kernels (embedding backward) their deterministic variants.
os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if not os.environ.get("DASH_TEST_INSTALLED"):
    sys.path.insert(0, os.path.join(ROOT, "python"))
    os.environ.setdefault("DASH_LIBRARY", os.path.join(ROOT, "build", "src", "libdash.so"))

from dash_attn import flash_attn_func  # noqa: E402


class Block(nn.Module):
    def __init__(self, dim, heads, head_dim, deterministic, schedule):
        super().__init__()
        self.heads, self.head_dim = heads, head_dim
        self.norm1, self.norm2 = nn.LayerNorm(dim), nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, 3 * heads * head_dim, bias=False)
        self.proj = nn.Linear(heads * head_dim, dim, bias=False)
        self.mlp = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(), nn.Linear(4 * dim, dim))
        self.deterministic, self.schedule = deterministic, schedule

    def forward(self, x):
        b, s, _ = x.shape
        q, k, v = self.qkv(self.norm1(x)).view(b, s, 3, self.heads, self.head_dim).unbind(2)
        a = flash_attn_func(q, k, v, causal=True, deterministic=self.deterministic, schedule=self.schedule)
        x = x + self.proj(a.reshape(b, s, -1))
        return x + self.mlp(self.norm2(x))


def train(steps, schedule, deterministic, seed=0):
    torch.manual_seed(seed)
    vocab, dim, heads, head_dim, seqlen, batch = 512, 256, 4, 64, 1024, 4
    model = nn.Sequential(nn.Embedding(vocab, dim),
                          *[Block(dim, heads, head_dim, deterministic, schedule) for _ in range(2)],
                          nn.LayerNorm(dim), nn.Linear(dim, vocab)).cuda().to(torch.bfloat16)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    data = torch.randint(0, vocab, (steps, batch, seqlen + 1), device="cuda")
    losses, digest = [], hashlib.sha256()
    for step in range(steps):
        tokens = data[step]
        logits = model(tokens[:, :-1])
        loss = nn.functional.cross_entropy(logits.float().reshape(-1, vocab), tokens[:, 1:].reshape(-1))
        opt.zero_grad()
        loss.backward()
        for p in model.parameters():
            digest.update(p.grad.float().cpu().numpy().tobytes())
        opt.step()
        losses.append(loss.item())
    return losses, digest.hexdigest()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=5)
    ap.add_argument("--schedule", default="auto")
    a = ap.parse_args()
    torch.use_deterministic_algorithms(True)
    runs = [train(a.steps, a.schedule, deterministic=True) for _ in range(2)]
    for i, (losses, digest) in enumerate(runs):
        print(f"run {i}: losses {' '.join(f'{x:.6f}' for x in losses)}  gradients sha256 {digest[:16]}")
    same = runs[0] == runs[1]
    print("deterministic=True: losses and gradients bit-identical:", same)
    loose = [train(a.steps, a.schedule, deterministic=False) for _ in range(2)]
    print("dash deterministic=False (unordered dQ), everything else deterministic: bit-identical:",
          loose[0] == loose[1])
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
