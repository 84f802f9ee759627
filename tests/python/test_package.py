"""Tests that need neither a GPU nor torch: import, and the offline build backend."""
import hashlib
import base64
import os
import sys
import zipfile

import pytest

from conftest import ROOT


def test_import_needs_no_torch_or_gpu():
    import dash_attn
    assert dash_attn.__version__ == "0.1.0"
    assert callable(dash_attn.flash_attn_func)
    assert "symmetric_shift" in dash_attn.SCHEDULES


def _backend():
    sys.path.insert(0, os.path.join(ROOT, "python", "build_backend"))
    import dash_build_backend
    return dash_build_backend


def test_build_backend_packs_a_valid_wheel(tmp_path, monkeypatch):
    build = os.environ.get("DASH_BUILD_DIR", os.path.join(ROOT, "build"))
    lib = os.path.join(build, "src", "libdash.so")
    if not os.path.exists(lib):
        pytest.skip("libdash.so is not built (run scripts/build.sh)")
    monkeypatch.setenv("DASH_BUILD_DIR", build)  # the built library as it is (no second build)
    backend = _backend()
    assert backend.get_requires_for_build_wheel() == []  # nothing to download
    name = backend.build_wheel(str(tmp_path))
    # The floor the build directory was configured with decides the tag (scripts/build.sh: the
    # floor where scripts/glibc_floor.sh installed it).
    with open(lib, "rb") as f:
        tag = backend._tag(f.read(), backend._cache_value(build, "DASH_GLIBC_FLOOR"))
    glibc = tag.split("_")[2]
    if backend._cache_value(build, "DASH_GLIBC_FLOOR"):
        assert glibc == "28"
    assert name == f"dash_attn-0.1.0-{tag}.whl"
    with zipfile.ZipFile(tmp_path / name) as z:
        names = set(z.namelist())
        assert {"dash_attn/__init__.py", "dash_attn/_ops.py", "dash_attn/libdash.so",
                "dash_attn/integrations/__init__.py", "dash_attn/integrations/transformers.py"} <= names
        assert not any("__pycache__" in n for n in names)
        assert f"Tag: py3-none-manylinux_2_{glibc}_x86_64" in z.read("dash_attn-0.1.0.dist-info/WHEEL").decode()
        record = z.read("dash_attn-0.1.0.dist-info/RECORD").decode().splitlines()
        for line in record:
            path, digest, size = line.split(",")
            if not digest:
                continue
            data = z.read(path)
            want = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert digest == f"sha256={want}" and int(size) == len(data), path


def test_the_wheel_build_is_a_shipping_build(monkeypatch, tmp_path):
    """A fresh wheel build configures its own directory without tests or test hooks."""
    backend = _backend()
    calls = []
    monkeypatch.setenv("DASH_BUILD_DIR", str(tmp_path / "b"))
    monkeypatch.setattr(backend.subprocess, "check_call", lambda cmd, env=None: calls.append(cmd))
    with pytest.raises(RuntimeError, match="did not produce"):
        backend._build_library()
    configure = calls[0]
    assert "-DDASH_BUILD_TESTS=OFF" in configure and "-DDASH_TEST_HOOKS=OFF" in configure
    assert "-DDASH_STATIC_LIBSTDCXX=ON" in configure
    floor = os.path.join(ROOT, ".deps", "glibc-floor")
    if "DASH_GLIBC_FLOOR" not in os.environ:  # the floor that scripts/glibc_floor.sh installs, where it exists
        want = floor if os.path.exists(os.path.join(floor, "lib", "libc.so")) else ""
        assert f"-DDASH_GLIBC_FLOOR={want}" in configure
    monkeypatch.setenv("DASH_GLIBC_FLOOR", "")  # empty: none
    calls.clear()
    with pytest.raises(RuntimeError, match="did not produce"):
        backend._build_library()
    assert "-DDASH_GLIBC_FLOOR=" in calls[0]
    assert calls[1][:4] == ["cmake", "--build", str(tmp_path / "b"), "--target"]
    assert calls[1][-2:] == ["-j", str(os.cpu_count() or 1)]
