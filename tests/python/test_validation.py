"""Bad input raises a clear exception naming the argument, before any launch."""
import pytest

from helpers import needs_hopper, needs_torch, torch


@needs_torch
def test_rejects_non_tensors_and_wrong_dtype_before_touching_the_gpu():
    from dash_attn import flash_attn_func
    q = torch.zeros(1, 8, 2, 64, dtype=torch.float32)
    with pytest.raises(TypeError, match="q must be a torch.Tensor"):
        flash_attn_func([1, 2], q, q)
    with pytest.raises(TypeError, match="q must be bfloat16 or float16"):
        flash_attn_func(q, q, q)
    h = q.to(torch.float16)
    with pytest.raises(ValueError, match="k must be 4-D"):  # shapes are checked before devices
        flash_attn_func(h, h[0], h)
    with pytest.raises(ValueError, match="q must be on a CUDA device"):
        flash_attn_func(h, h, h)


@needs_hopper
@pytest.mark.parametrize("case, exc, match", [
    ("dtype_mismatch", TypeError, "k has dtype"),
    ("head_dim", ValueError, "head_dim 80 is not supported"),
    ("head_dim_v", ValueError, "head_dim 64 with v's head_dim 128 is not supported"),
    ("heads_kv", ValueError, "heads_kv \\(3\\) must divide"),
    ("batch", ValueError, "k has batch"),
    ("kv_shapes", ValueError, "k and v must have the same batch, seqlen and heads"),
    ("scale", ValueError, "softmax_scale must be a finite number >= 0"),
    ("causal", TypeError, "causal must be a bool"),
    ("schedule", ValueError, "schedule must be one of"),
    ("shift_causal", ValueError, "'shift' applies to the full mask"),
    ("sym_full", ValueError, "'symmetric_shift' applies to the causal mask"),
    ("deterministic", TypeError, "deterministic must be a bool"),
    ("exact_unordered", ValueError, "schedule='exact' is a deterministic reduction"),
])
def test_each_bad_input_names_the_argument(case, exc, match):
    from dash_attn import flash_attn_func
    dev = "cuda"
    q = torch.randn(2, 16, 4, 64, device=dev, dtype=torch.bfloat16)
    k = torch.randn(2, 16, 2, 64, device=dev, dtype=torch.bfloat16)
    v = torch.randn_like(k)
    valid = (q, k, v)
    kw = {}
    if case == "dtype_mismatch":
        k = k.half()
    elif case == "head_dim":
        q, k, v = (torch.randn(2, 16, 4, 80, device=dev, dtype=torch.bfloat16) for _ in range(3))
    elif case == "head_dim_v":
        v = torch.randn(2, 16, 2, 128, device=dev, dtype=torch.bfloat16)
    elif case == "heads_kv":
        k = torch.randn(2, 16, 3, 64, device=dev, dtype=torch.bfloat16)
        v = torch.randn_like(k)
    elif case == "batch":
        k, v = k[:1], v[:1]
    elif case == "kv_shapes":
        v = v[:, :8]
    elif case == "scale":
        kw["softmax_scale"] = -1.0
    elif case == "causal":
        kw["causal"] = 1
    elif case == "schedule":
        kw["schedule"] = "fastest"
    elif case == "shift_causal":
        kw.update(causal=True, schedule="shift")
    elif case == "sym_full":
        kw.update(causal=False, schedule="symmetric_shift")
    elif case == "deterministic":
        kw["deterministic"] = "yes"
    elif case == "exact_unordered":
        kw.update(deterministic=False, schedule="exact")
    with pytest.raises(exc, match=match):
        flash_attn_func(q, k, v, **kw)
    # Nothing was launched, and the next valid call works.
    out = flash_attn_func(*valid)
    torch.cuda.synchronize()
    assert torch.isfinite(out).all()


@needs_hopper
def test_exact_with_deterministic_none_follows_torch():
    from dash_attn import flash_attn_func
    q = torch.randn(1, 128, 2, 64, device="cuda", dtype=torch.bfloat16)
    prev = torch.are_deterministic_algorithms_enabled()
    try:
        torch.use_deterministic_algorithms(False)
        with pytest.raises(ValueError, match="schedule='exact'"):
            flash_attn_func(q, q, q, schedule="exact")
        torch.use_deterministic_algorithms(True)
        flash_attn_func(q, q, q, schedule="exact")
    finally:
        torch.use_deterministic_algorithms(prev)


@needs_torch
def test_flashattention3_arguments_by_position_and_the_unimplemented_ones_named():
    import inspect
    from dash_attn import flash_attn_func
    names = list(inspect.signature(flash_attn_func).parameters)
    # FlashAttention-3's order, then dash's keyword.
    assert names == ["q", "k", "v", "softmax_scale", "causal", "qv", "q_descale", "k_descale", "v_descale",
                     "window_size", "attention_chunk", "softcap", "num_splits", "pack_gqa", "deterministic",
                     "sm_margin", "return_attn_probs", "schedule"]
    assert inspect.signature(flash_attn_func).parameters["schedule"].kind == inspect.Parameter.KEYWORD_ONLY
    q = torch.zeros(1, 8, 2, 64, dtype=torch.bfloat16)
    for kw, name in [({"qv": q}, "qv"), ({"q_descale": q}, "q_descale"), ({"k_descale": q}, "k_descale"),
                     ({"v_descale": q}, "v_descale"),
                     ({"attention_chunk": 256}, "attention_chunk"),
                     ({"num_splits": 4}, "num_splits"), ({"pack_gqa": True}, "pack_gqa")]:
        with pytest.raises(NotImplementedError, match=name):
            flash_attn_func(q, q, q, **kw)
    with pytest.raises(NotImplementedError, match="num_splits"):  # by position, as FlashAttention-3 defines it
        flash_attn_func(q, q, q, None, True, None, None, None, None, (-1, -1), 0, 0.0, 4)
    # softcap is implemented: by name and position it passes on; a bad value is named.
    with pytest.raises(ValueError, match="CUDA device"):
        flash_attn_func(q, q, q, None, True, None, None, None, None, (-1, -1), 0, 50.0)
    for bad, error in [(-1.0, ValueError), (float("inf"), ValueError), (True, TypeError), ("30", TypeError)]:
        with pytest.raises(error, match="softcap"):
            flash_attn_func(q, q, q, softcap=bad)
    # The no-op defaults pass on to the next check (here: the CPU tensors).
    with pytest.raises(ValueError, match="CUDA device"):
        flash_attn_func(q, q, q, None, True, None, None, None, None, (-1, -1), 0, 0.0, 1, None, True, 0, False)
    # window_size is implemented: a pair of ints passes on; anything else is named.
    for window in [(128, 0), [64, 64], (-1, 5), (-7, -1)]:
        with pytest.raises(ValueError, match="CUDA device"):
            flash_attn_func(q, q, q, window_size=window)
    for window, error in [((1, 2, 3), ValueError), (5, ValueError), ("ab", ValueError), ((1.5, 0), TypeError),
                          ((True, 0), TypeError), ((0, None), TypeError)]:
        with pytest.raises(error, match="window_size"):
            flash_attn_func(q, q, q, window_size=window)


@needs_torch
def test_varlen_takes_flashattention3s_arguments_and_names_what_is_off():
    import inspect
    from dash_attn import flash_attn_varlen_func
    names = list(inspect.signature(flash_attn_varlen_func).parameters)
    assert names == ["q", "k", "v", "cu_seqlens_q", "cu_seqlens_k", "max_seqlen_q", "max_seqlen_k", "seqused_q",
                     "seqused_k", "softmax_scale", "causal", "qv", "q_descale", "k_descale", "v_descale",
                     "window_size", "attention_chunk", "softcap", "num_splits", "pack_gqa", "deterministic",
                     "sm_margin", "return_attn_probs", "schedule"]
    q = torch.zeros(10, 2, 64, dtype=torch.bfloat16)
    cu = torch.tensor([0, 4, 10], dtype=torch.int32)
    used = torch.tensor([4, 3], dtype=torch.int32)
    for bad in (cu, used.long(), used[:1], used.numpy(), torch.stack([used, used], 1)[:, 0]):
        with pytest.raises(ValueError, match="seqused_k"):  # (batch,) int32, contiguous, on q's device
            flash_attn_varlen_func(q, q, q, cu, cu, 6, 6, seqused_k=bad)
    with pytest.raises(ValueError, match="seqused_q"):
        flash_attn_varlen_func(q, q, q, cu, cu, 6, 6, seqused_q=cu[1:].long())
    with pytest.raises(ValueError, match="softcap"):  # implemented: a bad value is named
        flash_attn_varlen_func(q, q, q, cu, cu, 6, 6, softcap=-1.0)
    for bad, match in [(dict(cu_seqlens_q=cu.long()), "cu_seqlens_q"), (dict(cu_seqlens_k=cu[:2]), "same length"),
                       (dict(max_seqlen_q=0), "max_seqlen_q"), (dict(max_seqlen_k=11), "max_seqlen_k"),
                       (dict(q=q[None]), "total rows")]:
        kw = dict(q=q, k=q, v=q, cu_seqlens_q=cu, cu_seqlens_k=cu, max_seqlen_q=6, max_seqlen_k=6)
        kw.update(bad)
        with pytest.raises(ValueError, match=match):
            flash_attn_varlen_func(**kw)
    with pytest.raises(ValueError, match="CUDA device"):  # valid arguments on the CPU: the next check
        flash_attn_varlen_func(q, q, q, cu, cu, 6, 6)

