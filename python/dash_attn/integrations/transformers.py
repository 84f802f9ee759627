"""attn_implementation="dash" for Hugging Face transformers models.

    import dash_attn.integrations.transformers  # registers "dash"
    model = AutoModelForCausalLM.from_pretrained(name, attn_implementation="dash")

Importing this module registers dash's attention function and its mask function (the padding
mask as FlashAttention's, a 2-D boolean (batch, keys) mask or None) with transformers'
AttentionInterface and AttentionMaskInterface. The attention function takes what transformers'
attention layers pass:
- causal and bidirectional layers (the module's is_causal, or the call's);
- a sliding window (Mistral / Gemma style `sliding_window`: FlashAttention's window_size
  (sliding_window - 1, sliding_window - 1), as transformers' FlashAttention path sets it);
- a logit softcap (`softcap`), the softmax scale (`scaling`), GQA / MQA;
- a padding mask: the batch is unpadded into a packed varlen call and the output padded back
  (zeros on padded query rows); packed sequences (transformers' cu_seq_lens_q / cu_seq_lens_k /
  max_length_q / max_length_k, or position_ids that restart) run as a packed varlen call.
What dash does not implement raises NotImplementedError naming it (attention dropout above 0,
attention sinks `s_aux`, a 4-D mask); no mask is ever ignored.

deterministic: transformers' `deterministic` keyword if a caller passes one, else dash's
default (torch.are_deterministic_algorithms_enabled() or FLASH_ATTENTION_DETERMINISTIC=1).
"""
import torch

import dash_attn

NAME = "dash"


def _varlen(q, k, v, cu_q, cu_k, max_q, max_k, **kw):
    out = dash_attn.flash_attn_varlen_func(q, k, v, cu_q.to(torch.int32), cu_k.to(torch.int32), int(max_q),
                                           int(max_k), **kw)
    return out[0] if isinstance(out, tuple) else out


def _restarts(position_ids):
    """cu_seqlens of a (1, total) position_ids whose positions restart at each packed sequence,
    or None where they count up from one start (a single sequence)."""
    if position_ids is None or position_ids.dim() != 2 or position_ids.shape[0] != 1:
        return None
    pos = position_ids[0]
    starts = torch.nonzero(pos[1:] != pos[:-1] + 1).flatten() + 1
    if starts.numel() == 0:
        return None
    total = torch.tensor([pos.numel()], device=pos.device)
    return torch.cat([torch.zeros(1, dtype=starts.dtype, device=pos.device), starts, total]).to(torch.int32)


def dash_attention_forward(module, query, key, value, attention_mask, dropout=0.0, scaling=None,
                           sliding_window=None, softcap=None, is_causal=None, s_aux=None, **kwargs):
    """transformers' attention function contract: query (batch, heads, q_len, d), key / value
    (batch, heads_kv, kv_len, d); returns (out (batch, q_len, heads, d), None)."""
    if dropout:
        raise NotImplementedError(f"dash does not implement attention dropout (got {dropout}); set the model's "
                                  "attention_dropout to 0")
    if s_aux is not None:
        raise NotImplementedError("dash does not implement attention sinks (s_aux)")
    if kwargs.get("output_attentions", False):
        raise NotImplementedError("dash does not return attention weights (output_attentions=True)")
    if attention_mask is not None and attention_mask.dim() != 2:
        raise NotImplementedError(f"dash takes a 2-D padding mask (batch, keys), got a {attention_mask.dim()}-D "
                                  "mask: register the model with attn_implementation='dash' so that transformers "
                                  "builds dash's mask")
    causal = bool(is_causal if is_causal is not None else getattr(module, "is_causal", True))
    q, k, v = (t.transpose(1, 2) for t in (query, key, value))  # (batch, len, heads, d)
    batch, q_len, kv_len = q.shape[0], q.shape[1], k.shape[1]
    window = (-1, -1)
    if sliding_window is not None and kv_len > sliding_window:
        window = (sliding_window - 1, sliding_window - 1)
    kw = dict(softmax_scale=scaling, causal=causal, window_size=window, softcap=softcap or 0.0,
              deterministic=kwargs.get("deterministic"))

    if attention_mask is not None:  # padding: one packed varlen call over the unpadded rows
        mask_k = attention_mask[:, -kv_len:].to(torch.bool)
        mask_q = mask_k[:, -q_len:]
        idx_k = torch.nonzero(mask_k.flatten()).flatten()
        idx_q = torch.nonzero(mask_q.flatten()).flatten()
        len_k, len_q = mask_k.sum(-1, dtype=torch.int32), mask_q.sum(-1, dtype=torch.int32)
        cu_k = torch.nn.functional.pad(torch.cumsum(len_k, 0, dtype=torch.int32), (1, 0))
        cu_q = torch.nn.functional.pad(torch.cumsum(len_q, 0, dtype=torch.int32), (1, 0))
        out_rows = _varlen(q.reshape(batch * q_len, *q.shape[2:])[idx_q],
                           k.reshape(batch * kv_len, *k.shape[2:])[idx_k],
                           v.reshape(batch * kv_len, *v.shape[2:])[idx_k],
                           cu_q, cu_k, int(len_q.max()), int(len_k.max()), **kw)
        out = out_rows.new_zeros(batch * q_len, *out_rows.shape[1:]).index_copy(0, idx_q, out_rows)
        return out.view(batch, q_len, *out_rows.shape[1:]), None

    cu_q, cu_k = kwargs.get("cu_seq_lens_q"), kwargs.get("cu_seq_lens_k")
    max_q, max_k = kwargs.get("max_length_q"), kwargs.get("max_length_k")
    if cu_q is None or cu_k is None or max_q is None or max_k is None:
        cu_q = cu_k = _restarts(kwargs.get("position_ids"))
        if cu_q is not None:
            max_q = max_k = int(cu_q.diff().max())
    if cu_q is not None:  # packed sequences (padding-free batches)
        out = _varlen(q.reshape(-1, *q.shape[2:]), k.reshape(-1, *k.shape[2:]), v.reshape(-1, *v.shape[2:]),
                      cu_q, cu_k, max_q, max_k, **kw)
        return out.view(batch, q_len, *out.shape[1:]), None

    out = dash_attn.flash_attn_func(q, k, v, **kw)
    return (out[0] if isinstance(out, tuple) else out), None


def dash_attention_mask(batch_size, q_length, kv_length, q_offset=0, kv_offset=0, mask_function=None,
                        attention_mask=None, **kwargs):
    """The mask dash_attention_forward takes: None without padding, else the 2-D boolean padding
    mask of the keys (batch, kv_length); causality and windows are the attention call's."""
    if attention_mask is None:
        return None
    attention_mask = attention_mask[:, -kv_length:]
    if attention_mask.shape[1] == kv_length and bool(attention_mask.all()):
        return None
    return attention_mask


def register():
    """Registers NAME with transformers' AttentionInterface and AttentionMaskInterface (done on
    import; idempotent)."""
    from transformers import AttentionInterface
    from transformers.masking_utils import AttentionMaskInterface
    AttentionInterface.register(NAME, dash_attention_forward)
    AttentionMaskInterface.register(NAME, dash_attention_mask)


register()
