"""flash_attn_varlen_func on a Hopper GPU: every sequence of a packed batch gets the bits of
flash_attn_func on that sequence alone (out and LSE), within FlashAttention-3's rule of a
float64 reference; the backward raises NotImplementedError until it exists."""
import pytest

pytest.importorskip("torch", reason="torch is not installed")

from helpers import case_seed, fuzz_module, needs_hopper, torch  # noqa: E402

fuzz = fuzz_module()
MASKS = [(False, (-1, -1)), (True, (-1, -1)), (False, (100, 20)), (True, (64, -1))]
BATCHES = [([1, 127, 128, 129, 0, 300, 1000, 5], None),
           ([200, 64, 513, 0, 77, 30], [300, 64, 400, 10, 900, 0])]  # other key counts, empty sides


def packed(lengths_q, lengths_k, heads, heads_kv, d, seed):
    g = torch.Generator(device="cuda").manual_seed(seed)
    lengths_k = lengths_k or lengths_q
    mk = lambda n, h: torch.randn(n, h, d, device="cuda", dtype=torch.bfloat16, generator=g)  # noqa: E731
    q, k, v = mk(sum(lengths_q), heads), mk(sum(lengths_k), heads_kv), mk(sum(lengths_k), heads_kv)
    cu = lambda ls: torch.tensor([0] + list(torch.tensor(ls).cumsum(0)), dtype=torch.int32, device="cuda")  # noqa
    return q, k, v, cu(lengths_q), cu(lengths_k), lengths_k


@needs_hopper
@pytest.mark.parametrize("head_dim", [64, 128])
@pytest.mark.parametrize("causal,window", MASKS)
@pytest.mark.parametrize("lengths_q,lengths_k", BATCHES)
def test_each_sequence_has_the_bits_of_its_own_call(lengths_q, lengths_k, causal, window, head_dim):
    from dash_attn import flash_attn_func, flash_attn_varlen_func
    q, k, v, cu_q, cu_k, lengths_k = packed(lengths_q, lengths_k, 4, 2, head_dim,
                                            case_seed(str(lengths_q), causal, window, head_dim))
    out, lse = flash_attn_varlen_func(q, k, v, cu_q, cu_k, max(lengths_q), max(lengths_k), causal=causal,
                                      window_size=window, return_attn_probs=True)
    assert out.shape == q.shape and lse.shape == (4, q.shape[0])
    again = flash_attn_varlen_func(q, k, v, cu_q, cu_k, max(lengths_q), max(lengths_k), causal=causal,
                                   window_size=window)
    assert torch.equal(out, again)
    scale = head_dim ** -0.5
    for b, (sq, sk) in enumerate(zip(lengths_q, lengths_k)):
        if sq == 0:
            continue
        q0, k0 = int(cu_q[b]), int(cu_k[b])
        qb, kb, vb = q[None, q0:q0 + sq], k[None, k0:k0 + sk], v[None, k0:k0 + sk]
        got_out, got_lse = out[q0:q0 + sq], lse[:, q0:q0 + sq]
        if sk == 0:  # no key: out 0, lse -inf
            assert torch.equal(got_out, torch.zeros_like(got_out)) and bool((got_lse == float("-inf")).all())
            continue
        want_out, want_lse = flash_attn_func(qb, kb, vb, causal=causal, window_size=window, return_attn_probs=True)
        assert torch.equal(got_out, want_out[0]), f"sequence {b}: out"
        assert torch.equal(got_lse, want_lse[0]), f"sequence {b}: lse"
        dout = torch.zeros_like(qb)
        ref = fuzz.attention_fwd_bwd(qb, kb, vb, dout, causal, scale, torch.float64, None, window=window)
        pt = fuzz.attention_fwd_bwd(qb, kb, vb, dout, causal, scale, torch.float32, q.dtype, window=window)
        assert fuzz.tolerance_failures({"out": got_out[None]}, ref, pt, q.dtype, names=("out",)) == [], b


@needs_hopper
def test_the_varlen_backward_is_refused():
    from dash_attn import flash_attn_varlen_func
    q, k, v, cu_q, cu_k, _ = packed([100, 200], None, 2, 2, 64, 3)
    q.requires_grad_()
    out = flash_attn_varlen_func(q, k, v, cu_q, cu_k, 200, 200, causal=True)
    with pytest.raises(NotImplementedError, match="backward"):
        out.sum().backward()


@needs_hopper
def test_a_sequence_longer_than_max_seqlen_q_is_an_error_not_unwritten_rows():
    import dash_attn
    from dash_attn import flash_attn_varlen_func
    q, k, v, cu_q, cu_k, _ = packed([50, 300], None, 2, 2, 64, 5)
    out, lse = flash_attn_varlen_func(q, k, v, cu_q, cu_k, 100, 300, return_attn_probs=True)  # 300 > 100
    torch.cuda.synchronize()
    covered = 128  # the work tiles of max_seqlen_q 100
    assert bool(out[50 + covered:].isnan().all()) and bool(lse[:, 50 + covered:].isnan().all())
    assert not bool(out[:50 + covered].isnan().any())
    with pytest.raises(dash_attn.DeviceError, match="max_seqlen_q"):
        dash_attn.check_errors()
    dash_attn.check_errors()  # reported once
