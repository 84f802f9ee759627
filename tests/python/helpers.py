import pytest

try:
    import torch
except ImportError:  # CI's machine has no torch: those tests skip, visibly
    torch = None

needs_torch = pytest.mark.skipif(torch is None, reason="torch is not installed")


def _hopper():
    if torch is None or not torch.cuda.is_available():
        return False
    return torch.cuda.get_device_capability()[0] == 9


needs_hopper = pytest.mark.skipif(not _hopper(), reason="needs a Hopper (sm_90) GPU and torch with CUDA")
