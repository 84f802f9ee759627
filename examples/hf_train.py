"""Fine-tune-style training of a Hugging Face transformers Llama (built from a config: no
download) with attn_implementation="dash", beside PyTorch's SDPA and FlexAttention in the same
run: step time, losses, and whether dash's deterministic runs repeat their bits.

    python3 examples/hf_train.py [--steps 12] [--layers 4] [--seq 2048] [--batch 2]
                                 [--impls dash,sdpa,flex_attention] [--out FILE]

Per implementation: the same initial weights, the same batches (token ids drawn once), AdamW,
bf16 weights. dash runs twice deterministically (FLASH_ATTENTION_DETERMINISTIC=1, the switch
transformers.enable_full_determinism sets) and once with deterministic=False; its losses and
final gradients' hash are compared across the two deterministic runs. Prints one line per run
and writes op "hf_train" records (model, impl, deterministic, ms_per_step, loss_hash,
identical).
"""
import argparse
import copy
import hashlib
import json
import os
import sys
import time

# The rest of the model must be deterministic too: cuBLAS needs a fixed workspace, and
# PyTorch's own kernels (embedding backward) their deterministic variants.
os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")

import torch  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if not os.environ.get("DASH_TEST_INSTALLED"):
    sys.path.insert(0, os.path.join(ROOT, "python"))
    os.environ.setdefault("DASH_LIBRARY", os.path.join(ROOT, "build", "src", "libdash.so"))

import transformers  # noqa: E402

import dash_attn.integrations.transformers  # noqa: E402,F401  (registers attn_implementation="dash")


def llama_config(layers, hidden=2048, heads=16, kv_heads=4, vocab=32000, sliding_window=None):
    kw = dict(vocab_size=vocab, hidden_size=hidden, intermediate_size=4 * hidden, num_hidden_layers=layers,
              num_attention_heads=heads, num_key_value_heads=kv_heads, max_position_embeddings=8192,
              attention_dropout=0.0)
    if sliding_window is None:
        return transformers.LlamaConfig(**kw)
    return transformers.MistralConfig(sliding_window=sliding_window, **kw)


def batches(steps, batch, seq, vocab, seed=1234):
    g = torch.Generator().manual_seed(seed)
    return [torch.randint(0, vocab, (batch, seq), generator=g) for _ in range(steps)]


def train(config, impl, data, deterministic, seed=0, attention_mask=None):
    """Trains a fresh model from the same seed; returns (losses, gradient hash, ms per step
    after the first)."""
    torch.manual_seed(seed)
    torch.use_deterministic_algorithms(deterministic, warn_only=False)
    if impl == "dash":
        os.environ["FLASH_ATTENTION_DETERMINISTIC"] = "1" if deterministic else "0"
    # A config per model: the model keeps its attention implementation in its config.
    model = transformers.AutoModelForCausalLM.from_config(copy.deepcopy(config), attn_implementation=impl)
    model = model.to(device="cuda", dtype=torch.bfloat16)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4, fused=False, foreach=False)
    losses, times = [], []
    for step, batch in enumerate(data):
        ids = batch.cuda()
        mask = attention_mask.cuda() if attention_mask is not None else None
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        out = model(input_ids=ids, attention_mask=mask, labels=ids)
        out.loss.backward()
        opt.step()
        torch.cuda.synchronize()
        times.append((time.perf_counter() - t0) * 1e3)
        losses.append(out.loss.item())
        if step + 1 < len(data):  # the last step's gradients stay for the hash
            opt.zero_grad(set_to_none=True)
    h = hashlib.sha256()
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if not grads:
        raise RuntimeError("no parameter has a gradient after the last step: the hash would cover nothing")
    for g in grads:
        h.update(g.float().cpu().numpy().tobytes())
    torch.use_deterministic_algorithms(False)
    ms = sorted(times[1:])[len(times[1:]) // 2] if len(times) > 1 else times[0]
    return losses, h.hexdigest()[:16], ms


def loss_hash(losses):
    return hashlib.sha256(json.dumps(losses).encode()).hexdigest()[:16]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--steps", type=int, default=12)
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--seq", type=int, default=2048)
    ap.add_argument("--batch", type=int, default=2)
    ap.add_argument("--impls", default="dash,sdpa,flex_attention")
    ap.add_argument("--out", default=None)
    ap.add_argument("--commit", default=None)
    a = ap.parse_args()
    config = llama_config(a.layers)
    data = batches(a.steps, a.batch, a.seq, config.vocab_size)
    device = torch.cuda.get_device_name()
    records, ref = [], None
    for impl in a.impls.split(","):
        runs = [("deterministic", True), ("deterministic again", True), ("unordered", False)] if impl == "dash" \
            else [("", False)]
        first = None
        for what, det in runs:
            losses, grad_hash, ms = train(config, impl, data, det)
            if ref is None:
                ref = losses
            # dash's later runs against its first (deterministic) one: the same bits again, and
            # the unordered run's differ.
            identical = None if first is None else (losses == first[0] and grad_hash == first[1])
            if first is None:
                first = (losses, grad_hash)
            diff = max(abs(x - y) for x, y in zip(losses, ref))
            print(f"{impl:15s} {what:20s} {ms:8.2f} ms/step  losses {losses[0]:.6f} .. {losses[-1]:.6f}  "
                  f"max |loss - {a.impls.split(',')[0]}'s| {diff:.2e}  grads {grad_hash}"
                  + ("" if identical is None else f"  bit-identical to the first run: {identical}"), flush=True)
            records.append(dict(op="hf_train", model=f"llama-{a.layers}L-h{config.hidden_size}-gqa"
                                f"{config.num_attention_heads}/{config.num_key_value_heads}", impl=impl,
                                deterministic=det, ms_per_step=round(ms, 3), loss_hash=loss_hash(losses),
                                grad_hash=grad_hash, identical=identical, max_loss_diff=diff, steps=a.steps,
                                batch=a.batch, seqlen=a.seq, dtype="bf16", device=device, commit=a.commit,
                                date=time.strftime("%Y-%m-%d"), inputs="uniform random token ids"))
    if a.out:
        with open(a.out, "a") as f:
            for r in records:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    # FlexAttention compiles through inductor, whose pool of compile workers otherwise shuts
    # down at the interpreter's exit, where it can take minutes after a cold start.
    if "flex_attention" in a.impls:
        from torch._inductor import async_compile
        shutdown = getattr(async_compile, "shutdown_compile_workers", None)
        if shutdown is not None:
            shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
