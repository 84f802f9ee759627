"""attn_implementation="dash" in transformers models on the GPU (examples/hf_train.py's training):
deterministic twice bit-identical, unordered different, the loss within SDPA's noise; a padded
batch as the unpadded sequences; a sliding-window model."""
import os
import sys

import pytest

from conftest import ROOT
from helpers import needs_hopper, torch

transformers = pytest.importorskip("transformers") if torch is not None else None
sys.path.insert(0, os.path.join(ROOT, "examples"))


@needs_hopper
def test_llama_trains_bit_identically_twice_and_unordered_differs():
    import hf_train
    config = hf_train.llama_config(layers=2, hidden=1024, heads=8, kv_heads=2, vocab=4096)
    data = hf_train.batches(steps=4, batch=2, seq=1024, vocab=config.vocab_size)
    first = hf_train.train(config, "dash", data, deterministic=True)
    again = hf_train.train(config, "dash", data, deterministic=True)
    unordered = hf_train.train(config, "dash", data, deterministic=False)
    sdpa = hf_train.train(config, "sdpa", data, deterministic=False)
    assert first[0] == again[0] and first[1] == again[1], "deterministic runs differ"
    assert (unordered[0], unordered[1]) != (first[0], first[1]), "the unordered run repeats the deterministic bits"
    # SDPA's own noise: its unordered-free flash kernel against dash differ by bf16 rounding only.
    assert max(abs(x - y) for x, y in zip(first[0], sdpa[0])) < 5e-3


def _loss_and_grads(model, ids, mask=None):
    """The summed token cross-entropy (padded tokens left out) and the parameters' gradients."""
    model.zero_grad(set_to_none=True)
    logits = model(input_ids=ids, attention_mask=mask).logits.float()
    labels = ids[:, 1:].clone()
    if mask is not None:
        labels[mask[:, 1:] == 0] = -100
    loss = torch.nn.functional.cross_entropy(logits[:, :-1].reshape(-1, logits.shape[-1]), labels.reshape(-1),
                                             ignore_index=-100, reduction="sum")
    loss.backward()
    return loss.item(), {n: p.grad.float().clone() for n, p in model.named_parameters() if p.grad is not None}


@needs_hopper
def test_a_padded_batch_gives_the_unpadded_sequences_loss_and_gradients():
    import copy

    import hf_train
    config = hf_train.llama_config(layers=2, hidden=1024, heads=8, kv_heads=2, vocab=4096)
    torch.manual_seed(0)
    dash = transformers.AutoModelForCausalLM.from_config(copy.deepcopy(config), attn_implementation="dash")
    dash = dash.to(device="cuda", dtype=torch.bfloat16)
    lengths = [700, 1024, 333]
    ids = torch.randint(0, config.vocab_size, (3, 1024), device="cuda")
    mask = torch.zeros(3, 1024, dtype=torch.long, device="cuda")
    for i, n in enumerate(lengths):
        mask[i, :n] = 1
    padded_loss, padded = _loss_and_grads(dash, ids, mask)
    alone_loss, alone = 0.0, None
    for i, n in enumerate(lengths):
        loss, grads = _loss_and_grads(dash, ids[i:i + 1, :n])
        alone_loss += loss
        alone = grads if alone is None else {k: alone[k] + grads[k] for k in alone}
    # The same rows through the same kernels, packed or alone: bf16's rounding apart.
    assert abs(padded_loss - alone_loss) <= 1e-2 * abs(alone_loss)
    for name, g in alone.items():
        err = (padded[name] - g).norm() / g.norm().clamp_min(1e-12)
        assert err < 3e-2, f"{name}: relative gradient difference {err:.3g}"


@needs_hopper
def test_a_sliding_window_model_matches_sdpa():
    import copy

    import hf_train
    config = hf_train.llama_config(layers=2, hidden=1024, heads=8, kv_heads=2, vocab=4096, sliding_window=256)
    torch.manual_seed(0)
    models = {}
    for impl in ("dash", "sdpa"):
        m = transformers.AutoModelForCausalLM.from_config(copy.deepcopy(config), attn_implementation=impl)
        models[impl] = m.to(device="cuda", dtype=torch.bfloat16)
    models["sdpa"].load_state_dict(models["dash"].state_dict())
    ids = torch.randint(0, config.vocab_size, (2, 1024), device="cuda")
    with torch.no_grad():
        a, b = models["dash"](ids).logits.float(), models["sdpa"](ids).logits.float()
    torch.testing.assert_close(a, b, atol=5e-2, rtol=5e-2)
