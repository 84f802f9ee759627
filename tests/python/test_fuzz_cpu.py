"""The fuzz test's CPU parts (tests/fuzz/fuzz.py): the case generator, the references, the
tolerance rule and the harness that turns hangs and crashes into counted results."""

import math

import pytest

from helpers import fuzz_module, needs_torch, torch

fuzz = fuzz_module()


def test_cases_are_a_function_of_seed_and_index_and_cover_the_space():
    assert fuzz.make_case(7, 3) == fuzz.make_case(7, 3)
    assert fuzz.make_case(7, 3) != fuzz.make_case(8, 3)
    cases = [fuzz.make_case(1, i) for i in range(600)]
    for c in cases:
        assert 1 <= c["seqlen_q"] <= 5000 and 1 <= c["seqlen_k"] <= 5000
        assert c["heads"] % c["heads_kv"] == 0
        assert c["batch"] * c["heads"] * c["seqlen_q"] * c["seqlen_k"] <= fuzz.MAX_SCORE_ELEMENTS
        assert c["schedule"] in (fuzz.SCHEDULES_CAUSAL if c["causal"] else fuzz.SCHEDULES_FULL)
        assert c["deterministic"] or c["schedule"] != "exact"
        if c["softmax_scale"] is not None:
            assert c["softmax_scale"] == 0 or 1e-6 <= c["softmax_scale"] <= 10
        for m in ("mag_q", "mag_k", "mag_v", "mag_dout"):
            assert 1e-3 <= c[m] <= 1e2
    seen = lambda key: {c[key] for c in cases}  # noqa: E731
    assert seen("dtype") == {"bf16", "fp16"} and seen("causal") == {False, True}
    pairs = {(c["head_dim"], c["head_dim_v"]) for c in cases}
    assert pairs == {(64, 64), (128, 128), (96, 96), (192, 192), (192, 128), (256, 256)}
    past_128 = [c for c in cases if (c["head_dim"], c["head_dim_v"]) not in ((64, 64), (128, 128))]
    assert 0.15 * len(cases) < len(past_128) < 0.35 * len(cases)
    assert any(c["varlen"] for c in past_128) and any(c["softcap"] for c in past_128)
    assert seen("layout") == {"contiguous", "strided", "packed", "transposed"}
    assert seen("dout_layout") == {"contiguous", "strided", "stride0"}
    assert set(fuzz.SCHEDULES_FULL) | set(fuzz.SCHEDULES_CAUSAL) <= seen("schedule")
    assert {1, 63, 64, 65, 127, 128, 129} <= seen("seqlen_q") | seen("seqlen_k")
    assert max(c["heads"] // c["heads_kv"] for c in cases) >= 8
    assert any(c["causal"] and c["seqlen_q"] > c["seqlen_k"] for c in cases)  # rows that see no key
    assert 0.0 in seen("softmax_scale")
    packed = [c for c in cases if c["varlen"]]
    assert 0.1 * len(cases) < len(packed) < 0.3 * len(cases)
    for c in packed:
        lq, lk = c["varlen"]
        assert len(lq) == len(lk) >= 1 and sum(lq) >= 1 and sum(lk) >= 1 and min(lq + lk) >= 0
        assert c["heads"] * sum(a * b for a, b in zip(lq, lk)) <= fuzz.MAX_SCORE_ELEMENTS
        assert c["schedule"] not in ("shift", "symmetric_shift")
    assert any(0 in c["varlen"][0] for c in packed) and any(c["varlen"][0] != c["varlen"][1] for c in packed)
    with_used = [c for c in packed if c["seqused"]]
    assert 0.15 * len(packed) < len(with_used) < 0.45 * len(packed)
    for c in with_used:
        for used, lengths in zip(c["seqused"], c["varlen"]):
            assert used is None or (len(used) == len(lengths) and all(0 <= u <= n for u, n in zip(used, lengths)))
    assert any(u is not None and any(a < n for a, n in zip(u, ls)) for c in with_used for u, ls in
               zip(c["seqused"], c["varlen"]))  # some sequences use fewer rows than they have


def _autograd_reference(q, k, v, dout, causal, scale):
    """float64 attention through autograd: the oracle of the hand-written backward."""
    q, k, v = (t.double().detach().requires_grad_() for t in (q, k, v))
    g = q.shape[2] // k.shape[2]
    kk, vv = (t.repeat_interleave(g, dim=2) for t in (k, v))
    s = torch.einsum("bqhd,bkhd->bhqk", q, kk) * scale
    if causal:
        sq, sk = q.shape[1], k.shape[1]
        rows, cols = torch.arange(sq)[:, None], torch.arange(sk)[None, :]
        s = s.masked_fill(cols > rows + sk - sq, float("-inf"))
    p = torch.nan_to_num(torch.softmax(s, dim=-1), nan=0.0)
    out = torch.einsum("bhqk,bkhd->bqhd", p, vv)
    out.backward(dout.double())
    return {"out": out.detach(), "dq": q.grad, "dk": k.grad, "dv": v.grad}


@needs_torch
@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("shape", [(2, 37, 53, 4, 2, 16, 16), (1, 70, 20, 3, 1, 8, 8), (1, 1, 9, 2, 2, 8, 8),
                                   (2, 33, 41, 4, 2, 24, 16)])
def test_the_float64_reference_is_attention_and_its_gradient(shape, causal):
    b, sq, sk, h, hkv, d, dv = shape  # dv: v's head dim (multi-head latent attention's differs)
    g = torch.Generator().manual_seed(5)
    q, k, v = torch.randn(b, sq, h, d, generator=g), torch.randn(b, sk, hkv, d, generator=g), \
        torch.randn(b, sk, hkv, dv, generator=g)
    dout = torch.randn(b, sq, h, dv, generator=g)
    got = fuzz.attention_fwd_bwd(q, k, v, dout, causal, 0.3, torch.float64, None)
    want = _autograd_reference(q, k, v, dout, causal, 0.3)
    for name in want:
        assert torch.allclose(got[name], want[name], rtol=1e-10, atol=1e-10), name


@needs_torch
def test_the_same_precision_reference_takes_the_o_it_is_given():
    # D = rowsum(dO * O) from the backward's own input O: given its own output, the reference
    # is unchanged; given another O, only the gradients move (the forward output stays its own).
    g = torch.Generator().manual_seed(11)
    q, k, v, dout = (torch.randn(1, 30, 2, 16, generator=g).to(torch.bfloat16) for _ in range(4))
    pt = fuzz.attention_fwd_bwd(q, k, v, dout, True, 0.25, torch.float32, torch.bfloat16)
    same = fuzz.attention_fwd_bwd(q, k, v, dout, True, 0.25, torch.float32, torch.bfloat16, out_given=pt["out"])
    for name in pt:
        assert torch.equal(pt[name], same[name]), name
    other = fuzz.attention_fwd_bwd(q, k, v, dout, True, 0.25, torch.float32, torch.bfloat16,
                                   out_given=pt["out"] * 1.01)
    assert torch.equal(other["out"], pt["out"]) and not torch.equal(other["dq"], pt["dq"])


@needs_torch
def test_the_tolerance_rule_passes_the_reference_and_catches_errors():
    g = torch.Generator().manual_seed(3)
    q, k, v, dout = (torch.randn(1, 40, 2, 16, generator=g).to(torch.bfloat16) for _ in range(4))
    ref = fuzz.attention_fwd_bwd(q, k, v, dout, True, 0.25, torch.float64, None)
    pt = fuzz.attention_fwd_bwd(q, k, v, dout, True, 0.25, torch.float32, torch.bfloat16)
    as_dtype = {n: x.to(torch.bfloat16) for n, x in pt.items()}
    assert fuzz.tolerance_failures(as_dtype, ref, pt, torch.bfloat16) == []
    off = dict(as_dtype, dq=as_dtype["dq"] * 1.1)
    assert [f.split(":")[0] for f in fuzz.tolerance_failures(off, ref, pt, torch.bfloat16)] == ["dq"]
    nan = dict(as_dtype, dv=as_dtype["dv"].clone())
    nan["dv"][0, 3, 1, 2] = float("nan")
    assert fuzz.tolerance_failures(nan, ref, pt, torch.bfloat16) == ["dv: 1 NaN"]
    # The oracle's fp32-noise allowance is far below one term's size: a dropped key still fails.
    assert all(0 < ref["noise"][n] < 1e-4 * ref[n].abs().max().item() for n in ("out", "dq", "dk", "dv"))


def _one_key_references(dtype, rows, heads, dout_magnitude, seed):
    """One key and one dout row (stride 0) for every query: dv sums dout over the rows.
    Returns the float64 oracle and the same-precision reference."""
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(1, rows, heads, 16, generator=g).to(dtype)
    k, v = (torch.randn(1, 1, heads, 16, generator=g).to(dtype) for _ in range(2))
    dout = (dout_magnitude * torch.randn(1, 1, heads, 16, generator=g)).to(dtype).expand(1, rows, heads, 16)
    return (fuzz.attention_fwd_bwd(q, k, v, dout, False, 0.25, torch.float64, None),
            fuzz.attention_fwd_bwd(q, k, v, dout, False, 0.25, torch.float32, dtype))


@needs_torch
def test_output_rounding_alone_passes():
    # dv is a sum over 300 rows, far above 1, and the dtype's rounding of that sum is all that
    # a kernel returning the dtype can lose.
    ref, pt = _one_key_references(torch.bfloat16, 300, 2, 90, seed=4)
    rounded = {n: x.to(torch.bfloat16) for n, x in ref.items() if n != "noise"}
    assert (rounded["dv"].double() != ref["dv"]).any()  # the case does round
    assert fuzz.tolerance_failures(rounded, ref, pt, torch.bfloat16) == []


@needs_torch
def test_an_output_beyond_the_dtype_is_its_infinity():
    # fp16 dv past 65504 (one key: dv sums dout over 200 rows): the exact value is +-inf in the
    # dtype, as pt returns it; a NaN there, an infinity of the other sign or one where the
    # value fits fails.
    ref, pt = _one_key_references(torch.float16, 200, 1, 600, seed=6)
    got = {n: x.to(torch.float16) for n, x in ref.items() if n != "noise"}
    assert torch.isinf(got["dv"]).any() and torch.isfinite(got["dv"]).any()
    assert fuzz.tolerance_failures(got, ref, pt, torch.float16) == []
    i = torch.nonzero(torch.isinf(got["dv"]))[0].tolist()
    small = torch.where(torch.isfinite(got["dv"]) & (got["dv"] != 0), got["dv"].double().abs(), math.inf)
    j = [int(x) for x in torch.unravel_index(small.argmin(), small.shape)]
    for bad in (float("nan"), -got["dv"][tuple(i)].item()):
        wrong = dict(got, dv=got["dv"].clone())
        wrong["dv"][tuple(i)] = bad
        assert [f.split(":")[0] for f in fuzz.tolerance_failures(wrong, ref, pt, torch.float16)] == ["dv"]
    wrong = dict(got, dv=got["dv"].clone())
    wrong["dv"][tuple(j)] = float("inf")
    assert [f.split(":")[0] for f in fuzz.tolerance_failures(wrong, ref, pt, torch.float16)] == ["dv"]


@needs_torch
def test_an_infinity_within_the_bound_of_overflow_passes():
    # fp16 overflows past 65520 (65504 plus half its ulp): an exact 65510 with an allowed error
    # of ~12 may round to +inf; an exact 60000 may not, nor may 65510 become -inf.
    ref = {"dq": torch.tensor([65510.0, 60000.0, 1.0], dtype=torch.float64)}
    pt = {"dq": ref["dq"].to(torch.float16)}
    ok = {"dq": torch.tensor([float("inf"), 60000.0, 1.0], dtype=torch.float16)}
    assert fuzz.tolerance_failures(ok, ref, pt, torch.float16, names=("dq",)) == []
    for bad in ([float("-inf"), 60000.0, 1.0], [65504.0, float("inf"), 1.0]):
        got = {"dq": torch.tensor(bad, dtype=torch.float16)}
        assert fuzz.tolerance_failures(got, ref, pt, torch.float16, names=("dq",)) == \
            ["dq: 1 non-finite where the exact value fits the dtype"]


@needs_torch
def test_an_exactly_cancelling_output_is_held_to_fp32_noise():
    # One key: dS = P (dP - D) is 0 in exact arithmetic, so dK is; a kernel's dP and D come from
    # fp32 sums in different orders and leave noise of their terms' size times ~2^-24, which
    # the same-precision reference's own sums need not match. The oracle's allowance takes it;
    # an error a hundred times that still fails.
    ref, pt = _one_key_references(torch.float16, 400, 2, 1, seed=9)
    noise = ref["noise"]["dk"]
    assert ref["dk"].abs().max().item() < 1e-12 < noise
    got = {n: x.to(torch.float16) for n, x in ref.items() if n != "noise"}
    got["dk"] = torch.full_like(got["dk"], noise * 0.9)
    assert fuzz.tolerance_failures(got, ref, pt, torch.float16) == []
    got["dk"] = torch.full_like(got["dk"], noise * 100)
    assert [f.split(":")[0] for f in fuzz.tolerance_failures(got, ref, pt, torch.float16)] == ["dk"]


def test_the_harness_counts_failures_hangs_and_crashes_and_goes_on(monkeypatch):
    monkeypatch.setenv("DASH_FUZZ_FAKE", "1:fail,2:hang,3:crash")
    logged = []
    counts = fuzz.fuzz(6, seed=1, timeout=3.0, log=logged.append)
    assert counts == {"cases": 6, "failed": 1, "hangs": 1, "crashes": 1}
    assert len(logged) == 3
