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


def test_build_backend_packs_a_valid_wheel(tmp_path):
    lib = os.path.join(os.environ.get("DASH_BUILD_DIR", os.path.join(ROOT, "build")), "src", "libdash.so")
    if not os.path.exists(lib):
        pytest.skip("libdash.so is not built (run scripts/build.sh)")
    sys.path.insert(0, os.path.join(ROOT, "python", "build_backend"))
    import dash_build_backend as backend
    assert backend.get_requires_for_build_wheel() == []  # nothing to download
    name = backend.build_wheel(str(tmp_path))
    with zipfile.ZipFile(tmp_path / name) as z:
        names = set(z.namelist())
        assert {"dash_attn/__init__.py", "dash_attn/_ops.py", "dash_attn/libdash.so"} <= names
        record = z.read("dash_attn-0.1.0.dist-info/RECORD").decode().splitlines()
        for line in record:
            path, digest, size = line.split(",")
            if not digest:
                continue
            data = z.read(path)
            want = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert digest == f"sha256={want}" and int(size) == len(data), path
