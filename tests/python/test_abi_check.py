"""The manylinux_2_28 check of the wheel's libraries (python/build_backend/abi_check.py,
docs/packaging.md) on small libraries built here: it passes one linked like libdash against the
glibc floor and names what is wrong in each that is not. Needs a C++ compiler, no GPU."""
import os
import shutil
import subprocess
import sys
import zipfile

import pytest

from conftest import ROOT

sys.path.insert(0, os.path.join(ROOT, "python", "build_backend"))
import abi_check  # noqa: E402
import dash_build_backend  # noqa: E402

CXX = os.environ.get("CXX", "c++")
FLOOR = os.environ.get("DASH_GLIBC_FLOOR") or os.path.join(ROOT, ".deps", "glibc-floor")
CHECK = [sys.executable, os.path.join(ROOT, "python", "build_backend", "abi_check.py")]

# The C++ runtime pieces libdash uses: threads, a mutex, shared_ptr, strings, streams, exceptions.
RUNTIME_SOURCE = r"""
#include <memory>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>
extern "C" int lib_run(int n) {
  static std::mutex m;
  std::vector<std::thread> threads;
  auto shared = std::make_shared<int>(n);
  int sum = 0;
  for (int i = 0; i < n; ++i) threads.emplace_back([&, i] { std::lock_guard<std::mutex> g(m); sum += i + *shared; });
  for (auto& t : threads) t.join();
  try {
    if (sum >= 0) throw std::runtime_error(std::to_string(sum));
  } catch (std::exception const& e) {
    std::istringstream in(e.what());
    in >> sum;
  }
  return sum;
}
"""


def _build(tmp_path, name, source, *flags, lang="c++"):
    if shutil.which(CXX) is None:
        pytest.skip(f"no C++ compiler ({CXX})")
    src = tmp_path / f"{name}.{'cpp' if lang == 'c++' else 'c'}"
    src.write_text(source)
    out = tmp_path / f"{name}.so"
    subprocess.run([CXX, "-O1", "-fPIC", "-shared", "-o", str(out), "-x", lang, str(src), "-x", "none", *flags],
                   check=True, capture_output=True, text=True)
    return out


def _check(*paths):
    r = subprocess.run(CHECK + [str(p) for p in paths], capture_output=True, text=True)
    return r.returncode, r.stdout + r.stderr


def _needs_shared_libstdcxx(tmp_path):
    """The floor recipe and the GLIBCXX checks presume a compiler that links libstdc++ as a shared
    library by default, as the build machine's g++ does (docs/packaging.md). Some toolchains link it
    statically by default (their libstdc++.a then also needs their own glibc), where neither
    applies: skip there, saying so."""
    probe = _build(tmp_path, "probe", "#include <string>\nextern \"C\" int len(const char* s) { return (int)std::string(s).size(); }\n")
    if "libstdc++.so.6" not in abi_check.read_needs(probe.read_bytes()).needed:
        pytest.skip(f"{CXX} links libstdc++ statically by default (not a toolchain the floor recipe is for)")


def _needs_floor():
    if not os.path.exists(os.path.join(FLOOR, "lib", "libc.so")):
        pytest.skip(f"no glibc floor at {FLOOR} (scripts/glibc_floor.sh)")


def _floor_flags():
    """How cmake/glibc_floor.cmake links libdash against the floor."""
    return ["-static-libstdc++", "-shared-libgcc", "-Wl,--exclude-libs,libstdc++.a", "-Wl,-z,defs",
            os.path.join(ROOT, "cmake", "glibc_floor_compat.cpp"), f"-L{FLOOR}/lib",
            f"-Wl,-rpath-link,{FLOOR}/lib", "-Wl,--push-state,--no-as-needed", "-lpthread", "-ldl", "-lrt",
            "-lm", "-Wl,--pop-state"]


def test_the_floor_recipe_passes_and_the_plain_static_one_does_not(tmp_path):
    """The same C++ library: linked as libdash links against the floor it meets manylinux_2_28;
    linked with this machine's glibc and static libgcc (the wheel's recipe before the floor) it
    needs glibc >= 2.34 here (pthread and dl in libc, _dl_find_object), and the check says so."""
    _needs_floor()
    _needs_shared_libstdcxx(tmp_path)
    good = _build(tmp_path, "floor", RUNTIME_SOURCE, *_floor_flags())
    code, out = _check(good)
    assert code == 0, out
    needs = abi_check.read_needs(good.read_bytes())
    assert needs.newest("GLIBC") <= (2, 28) and needs.newest("GLIBCXX") is None
    assert {"libpthread.so.0", "libgcc_s.so.1"} <= set(needs.needed)

    plain = _build(tmp_path, "plain", RUNTIME_SOURCE, "-static-libstdc++", "-static-libgcc")
    if abi_check.read_needs(plain.read_bytes()).newest("GLIBC") < (2, 34):
        pytest.skip("this machine's glibc is older than 2.34")
    code, out = _check(plain)
    assert code == 1 and "> GLIBC_2.28" in out and "pthread_create" in out, out


def test_a_symbol_newer_than_the_floor_fails_even_against_the_floor(tmp_path):
    """gettid is glibc 2.30: in the floor's glibc 2.31, so the link succeeds; only the check
    stops it. Against this machine's glibc it fails the same way."""
    src = "#define _GNU_SOURCE\n#include <unistd.h>\nint tid(void) { return gettid(); }\n"
    lib = _build(tmp_path, "gettid", src, lang="c")
    code, out = _check(lib)
    assert code == 1 and "GLIBC_2.30 > GLIBC_2.28: gettid" in out, out
    assert subprocess.run(CHECK + ["--glibc", "2.30", str(lib)], capture_output=True).returncode == 0
    if os.path.exists(os.path.join(FLOOR, "lib", "libc.so")):
        lib = _build(tmp_path, "gettid_floor", src, f"-L{FLOOR}/lib", lang="c")
        code, out = _check(lib)
        assert code == 1 and "GLIBC_2.30 > GLIBC_2.28: gettid" in out, out


def test_libstdcxx_newer_than_rhel8_fails(tmp_path):
    """A dynamic libstdc++ need past gcc 8's (GLIBCXX_3.4.25): std::filesystem is 3.4.26."""
    _needs_shared_libstdcxx(tmp_path)
    src = "#include <filesystem>\nextern \"C\" int cwd_len() { return (int)std::filesystem::current_path().native().size(); }\n"
    lib = _build(tmp_path, "fs", src, "-std=c++17")
    code, out = _check(lib)
    assert code == 1 and "> GLIBCXX_3.4.25" in out and "libstdc++.so.6" in out, out


def test_unversioned_private_and_foreign_needs_fail(tmp_path):
    """An undefined symbol without a version (it would bind to nothing on an older glibc), and a
    library that is not a system library, each fail the check."""
    lib = _build(tmp_path, "undefined", "extern char __libc_single_threaded;\nint st(void) { return __libc_single_threaded; }\n"
                 "extern int dash_no_such_symbol(void);\nint call(void) { return dash_no_such_symbol(); }\n", lang="c")
    code, out = _check(lib)
    # Against this machine's glibc >= 2.32 the first binds to GLIBC_2.32; the second never binds.
    assert code == 1 and "dash_no_such_symbol: an undefined symbol without a version" in out, out
    extra = _build(tmp_path, "libextra", "int extra(void) { return 1; }\n", "-Wl,-soname,libextra.so", lang="c")
    user = _build(tmp_path, "user", "int extra(void);\nint use(void) { return extra(); }\n", str(extra), lang="c")
    code, out = _check(user)
    assert code == 1 and "needs libextra.so, which is not a system library" in out, out


def test_a_wheel_is_checked_member_by_member(tmp_path):
    good = _build(tmp_path, "good", "int f(int x) { return x + 1; }\n", lang="c")
    bad = _build(tmp_path, "bad", "#define _GNU_SOURCE\n#include <unistd.h>\nint tid(void) { return gettid(); }\n", lang="c")
    whl = tmp_path / "x-0-py3-none-any.whl"
    with zipfile.ZipFile(whl, "w") as z:
        z.write(good, "pkg/good.so")
        z.write(bad, "pkg/sub/bad.so")
        z.writestr("pkg/__init__.py", "")
    code, out = _check(whl)
    assert code == 1 and "2 ELF files, 1 over" in out, out
    assert f"{whl}:pkg/sub/bad.so" in out and "gettid" in out, out


def test_the_backend_refuses_a_library_over_the_floor(tmp_path):
    """With the floor in use the wheel is tagged manylinux_2_28, and a library over it stops the
    build; without the floor the tag names the newest glibc the library needs."""
    good = _build(tmp_path, "good", "int f(int x) { return x + 1; }\n", lang="c").read_bytes()
    bad = _build(tmp_path, "bad", "#define _GNU_SOURCE\n#include <unistd.h>\nint tid(void) { return gettid(); }\n",
                 lang="c").read_bytes()
    assert dash_build_backend._tag(good, "/some/floor") == "py3-none-manylinux_2_28_x86_64"
    with pytest.raises(RuntimeError, match="GLIBC_2.30 > GLIBC_2.28: gettid"):
        dash_build_backend._tag(bad, "/some/floor")
    newest = abi_check.read_needs(bad).newest("GLIBC")
    assert dash_build_backend._tag(bad, "") == f"py3-none-manylinux_2_{newest[1]}_x86_64"


def test_the_reader_agrees_with_readelf(tmp_path):
    """abi_check reads the version needs itself (no binutils at build time); readelf, where
    present, reads the same ones."""
    if shutil.which("readelf") is None:
        pytest.skip("no readelf")
    _needs_shared_libstdcxx(tmp_path)
    lib = _build(tmp_path, "rt", RUNTIME_SOURCE)
    out = subprocess.run(["readelf", "-V", "-W", str(lib)], capture_output=True, text=True, check=True).stdout
    theirs = set()
    for line in out.split("Version needs section")[1].splitlines():
        parts = line.split()
        if "Name:" in parts and "Flags:" in parts:
            theirs.add(parts[parts.index("Name:") + 1])
    mine = {v for _, v, _, _ in abi_check.read_needs(lib.read_bytes()).symbols if v}
    assert mine == theirs and any(v.startswith("GLIBCXX_") for v in mine)
