"""dash_attn.integrations.transformers: attn_implementation="dash" registers, and the attention
function hands transformers' calls (padding masks, packed sequences, sliding windows, GQA,
softcap) to dash's two entry points as they mean them. No GPU: the entry points are replaced by
an fp32 reference with their contract, and the models' logits are compared with transformers'
eager attention."""
import copy

import pytest

from helpers import needs_torch, torch

transformers = pytest.importorskip("transformers") if torch is not None else None


def reference_attention(q, k, v, softmax_scale=None, causal=False, window_size=(-1, -1), softcap=0.0,
                        deterministic=None):
    """flash_attn_func's contract in fp32: q (b, sq, h, d), k / v (b, sk, hk, d), the causal mask
    and the window aligned bottom-right."""
    b, sq, h, d = q.shape
    sk, hk = k.shape[1], k.shape[2]
    k, v = (t.repeat_interleave(h // hk, dim=2) for t in (k, v))
    scale = softmax_scale if softmax_scale is not None else d ** -0.5
    s = torch.einsum("bqhd,bkhd->bhqk", q.float(), k.float()) * scale
    if softcap:
        s = softcap * torch.tanh(s / softcap)
    rows = torch.arange(sq)[:, None] + (sk - sq)
    cols = torch.arange(sk)[None, :]
    seen = torch.ones(sq, sk, dtype=torch.bool)
    left, right = window_size
    if causal:
        right = 0
    if right >= 0:
        seen &= cols <= rows + right
    if left >= 0:
        seen &= cols >= rows - left
    s = s.masked_fill(~seen, float("-inf"))
    p = torch.softmax(s, dim=-1).nan_to_num(0.0)
    return torch.einsum("bhqk,bkhd->bqhd", p, v.float()).to(q.dtype)


def reference_varlen(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, **kw):
    out = torch.zeros_like(q)
    for i in range(len(cu_seqlens_q) - 1):
        q0, q1 = int(cu_seqlens_q[i]), int(cu_seqlens_q[i + 1])
        k0, k1 = int(cu_seqlens_k[i]), int(cu_seqlens_k[i + 1])
        assert q1 - q0 <= max_seqlen_q and k1 - k0 <= max_seqlen_k
        if q1 > q0:
            out[q0:q1] = reference_attention(q[None, q0:q1], k[None, k0:k1], v[None, k0:k1], **kw)[0]
    return out


@pytest.fixture
def dash_on_cpu(monkeypatch):
    import dash_attn
    import dash_attn.integrations.transformers as integration
    calls = []

    def dense(q, k, v, **kw):
        calls.append(("dense", kw))
        return reference_attention(q, k, v, **kw)

    def varlen(q, k, v, cu_q, cu_k, max_q, max_k, **kw):
        calls.append(("varlen", kw))
        assert cu_q.dtype == torch.int32 and cu_k.dtype == torch.int32
        return reference_varlen(q, k, v, cu_q, cu_k, max_q, max_k, **kw)

    monkeypatch.setattr(dash_attn, "flash_attn_func", dense)
    monkeypatch.setattr(dash_attn, "flash_attn_varlen_func", varlen)
    return integration, calls


def tiny(model_type, **extra):
    config = transformers.AutoConfig.for_model(model_type, vocab_size=97, hidden_size=64, intermediate_size=96,
                                               num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                                               max_position_embeddings=256, **extra)
    torch.manual_seed(0)
    # A config each: the model keeps its attention implementation in its config.
    eager = transformers.AutoModelForCausalLM.from_config(copy.deepcopy(config), attn_implementation="eager").eval()
    dash = transformers.AutoModelForCausalLM.from_config(copy.deepcopy(config), attn_implementation="dash").eval()
    dash.load_state_dict(eager.state_dict())
    assert eager.config._attn_implementation == "eager" and dash.config._attn_implementation == "dash"
    return eager, dash


@needs_torch
def test_registration(dash_on_cpu):
    from transformers import AttentionInterface
    from transformers.masking_utils import AttentionMaskInterface
    integration, _ = dash_on_cpu
    assert AttentionInterface._global_mapping["dash"] is integration.dash_attention_forward
    assert AttentionMaskInterface._global_mapping["dash"] is integration.dash_attention_mask
    _, model = tiny("llama")
    assert model.config._attn_implementation == "dash"


@needs_torch
def test_llama_dense_and_right_padded_batches_match_eager(dash_on_cpu):
    _, calls = dash_on_cpu
    eager, dash = tiny("llama")
    ids = torch.randint(0, 97, (2, 24))
    with torch.no_grad():
        torch.testing.assert_close(dash(ids).logits, eager(ids).logits, atol=1e-4, rtol=1e-4)
        assert calls and all(kind == "dense" and kw["causal"] for kind, kw in calls)
        calls.clear()
        mask = torch.ones(2, 24, dtype=torch.long)
        mask[1, 17:] = 0  # the second sequence is 17 tokens long (right padding)
        got, want = dash(ids, attention_mask=mask).logits, eager(ids, attention_mask=mask).logits
        torch.testing.assert_close(got[0], want[0], atol=1e-4, rtol=1e-4)
        torch.testing.assert_close(got[1, :17], want[1, :17], atol=1e-4, rtol=1e-4)
        mask[0, :5] = 0  # and the first one starts at token 5 (left padding)
        got, want = dash(ids, attention_mask=mask).logits, eager(ids, attention_mask=mask).logits
        torch.testing.assert_close(got[0, 5:], want[0, 5:], atol=1e-4, rtol=1e-4)
        torch.testing.assert_close(got[1, :17], want[1, :17], atol=1e-4, rtol=1e-4)
        assert calls and all(kind == "varlen" for kind, _ in calls)


@needs_torch
def test_packed_sequences_run_as_one_varlen_call(dash_on_cpu):
    _, calls = dash_on_cpu
    eager, dash = tiny("llama")
    a, b = torch.randint(0, 97, (1, 10)), torch.randint(0, 97, (1, 14))
    packed = torch.cat([a, b], dim=1)
    position_ids = torch.cat([torch.arange(10), torch.arange(14)])[None]
    with torch.no_grad():
        got = dash(packed, position_ids=position_ids).logits
        torch.testing.assert_close(got[:, :10], eager(a).logits, atol=1e-4, rtol=1e-4)
        torch.testing.assert_close(got[:, 10:], eager(b).logits, atol=1e-4, rtol=1e-4)
    assert calls and all(kind == "varlen" for kind, _ in calls)


@needs_torch
def test_mistral_sliding_window_matches_eager(dash_on_cpu):
    _, calls = dash_on_cpu
    eager, dash = tiny("mistral", sliding_window=8)
    ids = torch.randint(0, 97, (1, 40))
    with torch.no_grad():
        torch.testing.assert_close(dash(ids).logits, eager(ids).logits, atol=1e-4, rtol=1e-4)
    assert calls and all(kw["window_size"] == (7, 7) for _, kw in calls)


@needs_torch
def test_gemma2_softcap_and_scaling_reach_dash(dash_on_cpu):
    _, calls = dash_on_cpu
    eager, dash = tiny("gemma2", head_dim=16, attn_logit_softcapping=20.0, query_pre_attn_scalar=12,
                       sliding_window=16)
    ids = torch.randint(0, 97, (1, 30))
    with torch.no_grad():
        torch.testing.assert_close(dash(ids).logits, eager(ids).logits, atol=1e-4, rtol=1e-4)
    assert calls and all(kw["softcap"] == 20.0 and kw["softmax_scale"] == pytest.approx(12 ** -0.5)
                         for _, kw in calls)


@needs_torch
def test_what_dash_does_not_implement_is_refused(dash_on_cpu):
    integration, _ = dash_on_cpu
    q = torch.zeros(1, 2, 4, 16)
    module = torch.nn.Module()
    module.is_causal = True
    with pytest.raises(NotImplementedError, match="dropout"):
        integration.dash_attention_forward(module, q, q, q, None, dropout=0.1)
    with pytest.raises(NotImplementedError, match="sinks"):
        integration.dash_attention_forward(module, q, q, q, None, s_aux=torch.zeros(2))
    with pytest.raises(NotImplementedError, match="4-D"):
        integration.dash_attention_forward(module, q, q, q, torch.zeros(1, 1, 4, 4, dtype=torch.bool))
