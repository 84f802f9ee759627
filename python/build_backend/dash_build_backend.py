"""A PEP 517 build backend with no dependencies, so that `pip install .` and `pip wheel .` work
offline: it runs the project's CMake build of the shipping libdash (no tests, no test hooks;
libstdc++ linked in, so that the library needs only glibc and libgcc_s) and packs a wheel.

With the glibc floor (scripts/glibc_floor.sh, run by scripts/deps.sh; docs/packaging.md) the
library links against glibc 2.31's libraries, must meet manylinux_2_28 (abi_check.py: glibc
2.28, the gcc 8 runtime, system libraries only) and the wheel is tagged manylinux_2_28_x86_64;
a library over it stops the build. Without the floor it links against this machine's glibc and
the tag is manylinux_2_<N>_x86_64 for the newest glibc symbol version it needs.

Environment:
  DASH_BUILD_DIR     CMake build directory (default: <repo>/build/pip); a configured one is
                     reused as it is configured (its floor too)
  DASH_BUILD_JOBS    parallel build jobs (default: all cores)
  DASH_GLIBC_FLOOR   the floor's folder (default: <repo>/.deps/glibc-floor where it exists);
                     empty: build without it
"""
import base64
import hashlib
import os
import re
import shutil
import subprocess
import sys
import zipfile

import abi_check  # beside this file, in pyproject.toml's backend-path

NAME = "dash_attn"
DIST = "dash-attn"
VERSION = "0.1.0"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PLATFORM = "x86_64"


def _metadata():
    return (
        "Metadata-Version: 2.1\n"
        f"Name: {DIST}\n"
        f"Version: {VERSION}\n"
        "Summary: Deterministic attention for NVIDIA Hopper GPUs (DASH schedules), "
        "a drop-in for FlashAttention-3's flash_attn_func\n"
        "Requires-Python: >=3.9\n"
    )


def _tool_env():
    """The environment for cmake and the Python it runs. pip's build isolation points
    Python at an empty environment (PYTHONPATH, PYTHONNOUSERSITE); tools installed as
    Python packages (a pip-installed cmake, the CUTLASS headers) then vanish."""
    env = dict(os.environ)
    for var in ("PYTHONPATH", "PYTHONNOUSERSITE", "PYTHONHOME", "PYTHONSAFEPATH"):
        env.pop(var, None)
    return env


def _floor_dir():
    """The glibc floor to link against ("" for none): DASH_GLIBC_FLOOR, else the one that
    scripts/glibc_floor.sh installs, where it exists."""
    if "DASH_GLIBC_FLOOR" in os.environ:
        return os.environ["DASH_GLIBC_FLOOR"]
    default = os.path.join(ROOT, ".deps", "glibc-floor")
    return default if os.path.exists(os.path.join(default, "lib", "libc.so")) else ""


def _cache_value(build_dir, name):
    """A CMake cache entry of a configured build directory ("" when unset)."""
    with open(os.path.join(build_dir, "CMakeCache.txt")) as f:
        m = re.search(rf"^{name}:[A-Z]+=(.*)$", f.read(), re.M)
    return m.group(1).strip() if m else ""


def _build_library():
    """Builds libdash; returns (its path, the glibc floor it was linked against or "")."""
    build_dir = os.environ.get("DASH_BUILD_DIR", os.path.join(ROOT, "build", "pip"))
    jobs = os.environ.get("DASH_BUILD_JOBS", str(os.cpu_count() or 1))
    env = _tool_env()
    if not os.path.exists(os.path.join(build_dir, "CMakeCache.txt")):
        floor = _floor_dir()
        if not floor:
            print("dash_build_backend: no glibc floor (scripts/glibc_floor.sh): libdash links against "
                  "this machine's glibc and the wheel says so in its tag", file=sys.stderr)
        subprocess.check_call(["cmake", "-S", ROOT, "-B", build_dir, "-DCMAKE_BUILD_TYPE=Release",
                               "-DDASH_BUILD_TESTS=OFF", "-DDASH_TEST_HOOKS=OFF", "-DDASH_STATIC_LIBSTDCXX=ON",
                               f"-DDASH_GLIBC_FLOOR={floor}"],
                              env=env)
    subprocess.check_call(["cmake", "--build", build_dir, "--target", "dash", "-j", jobs], env=env)
    lib = os.path.join(build_dir, "src", "libdash.so")
    if not os.path.exists(lib):
        raise RuntimeError(f"the build did not produce {lib}")
    return lib, _cache_value(build_dir, "DASH_GLIBC_FLOOR")


def _tag(lib_bytes, floor):
    """The wheel's tag for this library; raises if the library breaks the policy the tag names.
    With the floor: manylinux_2_28 and its whole policy. Without: manylinux_2_<N> for the newest
    GLIBC version the library needs, and system libraries only."""
    needs = abi_check.read_needs(lib_bytes)
    if floor:
        bad = abi_check.problems(needs)
        glibc = abi_check.MANYLINUX_2_28["GLIBC"][1]
    else:
        bad = abi_check.problems(needs, caps={})
        glibc = max(needs.newest("GLIBC") or (2, 17), (2, 17))[1]
    if bad:
        policy = "manylinux_2_28 (the glibc floor is in use)" if floor else "manylinux"
        raise RuntimeError(f"libdash.so breaks {policy}:\n  " + "\n  ".join(bad))
    return f"py3-none-manylinux_2_{glibc}_{PLATFORM}"


def _record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def _wheel_file(tag):
    return ("Wheel-Version: 1.0\nGenerator: dash_build_backend\nRoot-Is-Purelib: false\n"
            f"Tag: {tag}\n")


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    """Metadata without building: pip asks for it before the (long) build."""
    dist_info = f"{NAME}-{VERSION}.dist-info"
    os.makedirs(os.path.join(metadata_directory, dist_info), exist_ok=True)
    with open(os.path.join(metadata_directory, dist_info, "METADATA"), "w") as f:
        f.write(_metadata())
    with open(os.path.join(metadata_directory, dist_info, "WHEEL"), "w") as f:
        f.write(_wheel_file(f"py3-none-linux_{PLATFORM}"))  # the library's glibc is known after the build
    return dist_info


def _package_files():
    """The package's Python files, subpackages included, as {path in the wheel: bytes}."""
    files = {}
    pkg_src = os.path.join(ROOT, "python", NAME)
    for dirpath, dirnames, filenames in os.walk(pkg_src):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for name in sorted(filenames):
            if name.endswith(".py"):
                path = os.path.join(dirpath, name)
                with open(path, "rb") as f:
                    files[f"{NAME}/{os.path.relpath(path, pkg_src)}"] = f.read()
    return files


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    lib, floor = _build_library()
    files = _package_files()
    with open(lib, "rb") as f:
        files[f"{NAME}/libdash.so"] = f.read()
    tag = _tag(files[f"{NAME}/libdash.so"], floor)
    dist_info = f"{NAME}-{VERSION}.dist-info"
    files[f"{dist_info}/METADATA"] = _metadata().encode()
    files[f"{dist_info}/WHEEL"] = _wheel_file(tag).encode()
    record = [_record_line(p, d) for p, d in files.items()] + [f"{dist_info}/RECORD,,"]
    files[f"{dist_info}/RECORD"] = ("\n".join(record) + "\n").encode()
    wheel_name = f"{NAME}-{VERSION}-{tag}.whl"
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel_name), "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files.items():
            info = zipfile.ZipInfo(path, date_time=(2026, 1, 1, 0, 0, 0))
            info.external_attr = (0o755 if path.endswith(".so") else 0o644) << 16
            z.writestr(info, data, zipfile.ZIP_DEFLATED)
    return wheel_name


def build_sdist(sdist_directory, config_settings=None):
    base = f"{DIST}-{VERSION}"
    out = os.path.join(sdist_directory, base)
    tracked = subprocess.check_output(["git", "ls-files"], cwd=ROOT, text=True).split()
    for rel in tracked:
        dst = os.path.join(out, rel)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copy2(os.path.join(ROOT, rel), dst)
    with open(os.path.join(out, "PKG-INFO"), "w") as f:
        f.write(_metadata())
    archive = shutil.make_archive(out, "gztar", sdist_directory, base)
    shutil.rmtree(out)
    return os.path.basename(archive)
