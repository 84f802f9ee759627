import functools
import os
import zlib

import pytest

try:
    import torch
except ImportError:  # CI's machine has no torch: those tests skip, visibly
    torch = None

def case_seed(*key):
    """A seed for one case: the run's DASH_TEST_SEED mixed with a stable hash of the case
    (Python's hash() of strings changes from process to process)."""
    return (zlib.crc32(repr(key).encode()) ^ int(os.environ.get("DASH_TEST_SEED", "0"))) % 2**31


def fuzz_module():
    """tests/fuzz/fuzz.py (a script, not a package): its references and tolerance rule."""
    import importlib.util
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    spec = importlib.util.spec_from_file_location("dash_fuzz", os.path.join(root, "tests", "fuzz", "fuzz.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


needs_torch = pytest.mark.skipif(torch is None, reason="torch is not installed")


def normal_inputs(shape, dtype, seed):
    """q, k, v, dout of (batch, seqlen_q, seqlen_k, heads, heads_kv, head_dim), N(0, 1) on the GPU;
    dtype "bf16" or "fp16"."""
    batch, sq, sk, heads, heads_kv, d = shape
    g = torch.Generator(device="cuda").manual_seed(seed)
    tdtype = torch.bfloat16 if dtype == "bf16" else torch.float16
    mk = lambda *s: torch.randn(*s, device="cuda", dtype=tdtype, generator=g)  # noqa: E731
    return mk(batch, sq, heads, d), mk(batch, sk, heads_kv, d), mk(batch, sk, heads_kv, d), mk(batch, sq, heads, d)


def _hopper():
    if torch is None or not torch.cuda.is_available():
        return False
    return torch.cuda.get_device_capability()[0] == 9


_WHY_NO_GPU = "needs a Hopper (sm_90) GPU and torch with CUDA"

if _hopper() or os.environ.get("DASH_REQUIRE_GPU") != "1":
    needs_hopper = pytest.mark.skipif(not _hopper(), reason=_WHY_NO_GPU)
else:
    # On the GPU machine (DASH_REQUIRE_GPU=1, scripts/gpu_verify.sh) a skip would hide a test that
    # never ran: fail instead.
    def needs_hopper(test):
        @functools.wraps(test)
        def fail(*args, **kwargs):
            pytest.fail(f"DASH_REQUIRE_GPU=1, but this test {_WHY_NO_GPU}")
        return fail
