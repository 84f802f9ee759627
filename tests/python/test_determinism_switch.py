"""deterministic=None: torch's deterministic algorithms or FLASH_ATTENTION_DETERMINISTIC=1 (the
switch training stacks set for FlashAttention). No GPU."""
import pytest

from helpers import needs_torch, torch


@needs_torch
@pytest.mark.parametrize("torch_flag", [False, True])
@pytest.mark.parametrize("env", [None, "0", "1", "true"])
def test_none_follows_the_torch_flag_or_the_environment(monkeypatch, torch_flag, env):
    from dash_attn._checks import DETERMINISTIC_ENV, resolve_deterministic
    assert DETERMINISTIC_ENV == "FLASH_ATTENTION_DETERMINISTIC"
    if env is None:
        monkeypatch.delenv(DETERMINISTIC_ENV, raising=False)
    else:
        monkeypatch.setenv(DETERMINISTIC_ENV, env)
    prev = torch.are_deterministic_algorithms_enabled()
    try:
        torch.use_deterministic_algorithms(torch_flag)
        # "1" only, as transformers reads it.
        assert resolve_deterministic(None) == (torch_flag or env == "1")
        # An explicit value wins over both.
        assert resolve_deterministic(True) is True
        assert resolve_deterministic(False) is False
    finally:
        torch.use_deterministic_algorithms(prev)


@needs_torch
def test_exact_without_determinism_names_both_switches(monkeypatch):
    from dash_attn._checks import backward_codes
    with pytest.raises(ValueError, match="FLASH_ATTENTION_DETERMINISTIC=1"):
        backward_codes("exact", False)
