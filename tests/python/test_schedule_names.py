"""Schedule names and their C ABI codes, "exact" included: no GPU needed, the op-schema and
fake-kernel checks need torch (they skip without it)."""
import pytest

from helpers import needs_torch, torch
from dash_attn import SCHEDULES
from dash_attn._checks import backward_codes, check_schedule


def test_exact_is_a_schedule_for_both_masks():
    assert "exact" in SCHEDULES
    check_schedule("exact", causal=False)
    check_schedule("exact", causal=True)


@pytest.mark.parametrize("schedule, deterministic, codes", [
    ("auto", True, (-1, 1)), ("auto", False, (-1, 0)), ("fa3", True, (0, 1)), ("spt", True, (1, 1)),
    ("descending", False, (2, 0)), ("shift", True, (3, 1)), ("symmetric_shift", True, (4, 1)),
    # exact: the C ABI's deterministic=2 (fixed-point dQ) with the auto task order.
    ("exact", True, (-1, 2)),
])
def test_backward_codes_follow_the_c_abi(schedule, deterministic, codes):
    assert backward_codes(schedule, deterministic) == codes


@pytest.mark.parametrize("bad", ["fastest", "EXACT", "", None, 3])
def test_bad_schedule_names_are_rejected_naming_schedule(bad):
    with pytest.raises(ValueError, match="schedule must be one of"):
        check_schedule(bad, causal=False)
    with pytest.raises(ValueError, match="schedule must be one of"):
        backward_codes(bad, True)


def test_exact_without_determinism_is_an_error_naming_schedule():
    with pytest.raises(ValueError, match="schedule='exact' is a deterministic reduction"):
        backward_codes("exact", False)


@needs_torch
def test_op_schemas_carry_deterministic_and_schedule():
    from dash_attn import _ops  # noqa: F401  (registers the ops)
    for op in (torch.ops.dash_attn.fwd.default, torch.ops.dash_attn.bwd.default):
        args = {a.name: str(a.type) for a in op._schema.arguments}
        assert args["deterministic"] == "bool" and args["schedule"] == "str", op


@needs_torch
@pytest.mark.parametrize("causal", [False, True])
def test_fake_kernels_accept_exact_and_reject_it_without_determinism(causal):
    # Meta tensors run the registered fake kernels: shapes without a GPU.
    from dash_attn import _ops  # noqa: F401
    mk = lambda *s: torch.empty(*s, device="meta", dtype=torch.bfloat16)  # noqa: E731
    q, k, v = mk(2, 300, 4, 64), mk(2, 200, 2, 64), mk(2, 200, 2, 64)
    out, lse, kv_stats, lse_residual = torch.ops.dash_attn.fwd(q, k, v, 0.125, causal, True, "exact")
    assert out.shape == q.shape and lse.shape == (2, 4, 300) and lse.dtype == torch.float32
    assert lse_residual.shape == lse.shape and lse_residual.dtype == torch.float32
    assert kv_stats.shape == (2, 2, 2) and kv_stats.dtype == torch.float32  # exact: the K / V factors
    assert torch.ops.dash_attn.fwd(q, k, v, 0.125, causal, True, "auto")[2].numel() == 0
    dq, dk, dv = torch.ops.dash_attn.bwd(out, q, k, v, out, lse, kv_stats, 0.125, causal, True, "exact")
    assert (dq.shape, dk.shape, dv.shape) == (q.shape, k.shape, v.shape)
    dq, dk, dv = torch.ops.dash_attn.bwd(out, q, k, v, out, lse, kv_stats, 0.125, causal, True, "exact",
                                         lse_residual=lse_residual)
    assert (dq.shape, dk.shape, dv.shape) == (q.shape, k.shape, v.shape)
    with pytest.raises(ValueError, match="schedule='exact'"):
        torch.ops.dash_attn.fwd(q, k, v, 0.125, causal, False, "exact")


# A schedule the backward would refuse for the mask the call runs is refused by the Python check,
# before the forward launches, with the same verdict as the library's own validation (the C ABI's
# validation-only call, no GPU; test_c_abi's problem: seqlen_q 1000, seqlen_k 777) on every mask
# and window edge: windows that resolve to no window, to the causal mask, or stay windows.
_WINDOWS = [(-1, -1), (-1, 0), (0, 0), (5, -1), (-1, 5), (5, 0), (5, 5), (775, -1), (776, -1), (-1, 998),
            (-1, 999), (2000, 2000)]


@pytest.mark.parametrize("schedule", ["shift", "symmetric_shift", "fa3", "spt", "descending", "auto"])
@pytest.mark.parametrize("causal", [False, True])
def test_the_schedule_check_is_the_backwards(schedule, causal):
    import ctypes

    from dash_attn._checks import _SCHEDULE_CODES
    from test_c_abi import _backward_args, _library
    _lib, lib = _library()
    for left, right in _WINDOWS:
        needed = ctypes.c_size_t(0)
        args = _backward_args(_lib, needed, causal=int(causal), windowed=1, window_left=left, window_right=right,
                              schedule=_SCHEDULE_CODES[schedule])
        err = _lib.error_buffer()
        library_refuses = lib.dash_backward(ctypes.byref(args), err, len(err)) != 0
        try:
            check_schedule(schedule, causal, (left, right), args.seqlen_q, args.seqlen_k)
            python_refuses = False
        except ValueError as e:
            python_refuses = True
            assert "schedule" in str(e) and ("window_size" in str(e) or "causal" in str(e)), str(e)
        assert python_refuses == library_refuses, (schedule, causal, (left, right), err.value)


# The library's rule itself (dash_check_schedule, the C ABI's check before anything runs) against
# the Python form, on every mask, window edge and schedule, with and without lengths.
@pytest.mark.parametrize("schedule", ["shift", "symmetric_shift", "fa3", "spt", "descending", "auto", "exact"])
@pytest.mark.parametrize("causal", [False, True])
def test_the_python_rule_is_the_librarys(schedule, causal):
    from dash_attn import _lib as lib_module
    from dash_attn._checks import _SCHEDULE_CODES
    from test_c_abi import _library
    _lib, lib = _library()
    code = _SCHEDULE_CODES[schedule]
    for seqlens in ((1000, 777), (256, 256), (None, None)):
        for left, right in _WINDOWS:
            err = _lib.error_buffer()
            sq, sk = (1 << 28 if n is None else n for n in seqlens)
            library_refuses = lib.dash_check_schedule(code, int(causal), left, right, sq, sk, err, len(err)) != 0
            assert library_refuses == (err.value != b""), err.value
            try:
                check_schedule(schedule, causal, (left, right), *seqlens)
                python_refuses = False
            except ValueError:
                python_refuses = True
            assert python_refuses == library_refuses, (schedule, causal, (left, right), seqlens, err.value)
    assert lib_module.REDUCTION_UNORDERED == 0 and lib_module.REDUCTION_ORDERED == 1 and lib_module.REDUCTION_EXACT == 2
