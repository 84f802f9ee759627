"""A PEP 517 build backend with no dependencies, so that `pip install .` and `pip wheel .` work
offline: it runs the project's CMake build of the shipping libdash (no tests, no test hooks;
libstdc++ linked in, so that the library needs only glibc) and packs a wheel tagged
manylinux_2_<N>_x86_64 for the newest glibc symbol version the library needs.

Environment:
  DASH_BUILD_DIR   CMake build directory (default: <repo>/build/pip); a configured one is reused
                   as it is configured
  DASH_BUILD_JOBS  parallel build jobs (default: all cores)
"""
import base64
import hashlib
import os
import re
import shutil
import subprocess
import zipfile

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


def _build_library():
    build_dir = os.environ.get("DASH_BUILD_DIR", os.path.join(ROOT, "build", "pip"))
    jobs = os.environ.get("DASH_BUILD_JOBS", str(os.cpu_count() or 1))
    env = _tool_env()
    if not os.path.exists(os.path.join(build_dir, "CMakeCache.txt")):
        subprocess.check_call(["cmake", "-S", ROOT, "-B", build_dir, "-DCMAKE_BUILD_TYPE=Release",
                               "-DDASH_BUILD_TESTS=OFF", "-DDASH_TEST_HOOKS=OFF", "-DDASH_STATIC_LIBSTDCXX=ON"],
                              env=env)
    subprocess.check_call(["cmake", "--build", build_dir, "--target", "dash", "-j", jobs], env=env)
    lib = os.path.join(build_dir, "src", "libdash.so")
    if not os.path.exists(lib):
        raise RuntimeError(f"the build did not produce {lib}")
    return lib


def _glibc_needed(data):
    """The newest GLIBC_2.<N> symbol version an ELF library names (its version needs)."""
    versions = [int(m) for m in re.findall(rb"GLIBC_2\.(\d+)", data)]
    return max(versions) if versions else 17


def _tag(lib_bytes):
    return f"py3-none-manylinux_2_{_glibc_needed(lib_bytes)}_{PLATFORM}"


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
    lib = _build_library()
    files = _package_files()
    with open(lib, "rb") as f:
        files[f"{NAME}/libdash.so"] = f.read()
    tag = _tag(files[f"{NAME}/libdash.so"])
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
