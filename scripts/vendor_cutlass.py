#!/usr/bin/env python3
"""Vendors the CUTLASS/CuTe headers our build includes into third_party/cutlass.

The GPU machines build offline and have no CUTLASS, so the headers travel with the
source tree: exactly the closure of our includes, copied unmodified from the pinned
PyPI wheel nvidia-cutlass==4.2.0.0.

  python3 scripts/vendor_cutlass.py            regenerate third_party/cutlass from the wheel
  python3 scripts/vendor_cutlass.py --verify   every file matches MANIFEST.sha256 (no deps)
  python3 scripts/vendor_cutlass.py --check    the vendored set is byte-identical to the wheel
                                               and still covers our includes (exit 77 = skip:
                                               no wheel, cmake or nvcc)

The closure: configure the project in a scratch directory with the wheel's headers and
compile_commands.json, then run every compile command that has CUTLASS on its include path
as a dependency scan (nvcc -M covers the host and the sm_90a device pass), once with the
Release flags and once without NDEBUG/-O3 (the Debug configuration), and collect every
header under the wheel's source tree.
"""
import argparse
import hashlib
import importlib.metadata
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

PIN = "4.2.0.0"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEST = os.path.join(ROOT, "third_party", "cutlass")
MANIFEST = os.path.join(DEST, "MANIFEST.sha256")
MANAGED = ("include", "tools", "LICENSE.txt")  # what regeneration replaces; README.md is ours
SKIP = 77


class Skip(Exception):
    pass


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def wheel():
    """(source root holding include/ and tools/, license file) of the pinned wheel."""
    try:
        version = importlib.metadata.version("nvidia-cutlass")
        import cutlass_library
    except (importlib.metadata.PackageNotFoundError, ImportError):
        raise Skip(f"nvidia-cutlass=={PIN} is not installed "
                   f"(pip install --no-deps nvidia-cutlass=={PIN})")
    if version != PIN:
        raise Skip(f"nvidia-cutlass {version} is installed, the pin is {PIN}")
    src = os.path.join(os.path.dirname(os.path.realpath(cutlass_library.__file__)), "source")
    dist = importlib.metadata.distribution("nvidia-cutlass")
    lic = [f for f in dist.files or [] if os.path.basename(str(f)) == "LICENSE.txt"]
    if not lic:
        sys.exit("error: the wheel has no LICENSE.txt")
    return src, str(dist.locate_file(lic[0]))


def scan_commands(src, tmp):
    """Configure the project in tmp against the wheel's headers; the compile commands that
    put them on the include path, as argument lists."""
    for tool in ("cmake", "nvcc"):
        if not shutil.which(tool):
            raise Skip(f"{tool} is not on PATH")
    inc = os.path.join(src, "include")
    # Tests and the benchmark on: every TU of ours that could include CUTLASS.
    res = subprocess.run(
        ["cmake", "-S", ROOT, "-B", tmp, "-DCMAKE_BUILD_TYPE=Release",
         "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON", "-DDASH_BUILD_KERNELS=ON",
         "-DDASH_BUILD_TESTS=ON", f"-DCUTLASS_INCLUDE_DIR={inc}"],
        capture_output=True, text=True)
    if res.returncode != 0:
        sys.exit("error: cmake configure failed:\n" + res.stdout + res.stderr)
    with open(os.path.join(tmp, "compile_commands.json")) as f:
        entries = json.load(f)
    cmds = []
    for e in entries:
        args = inline_options(e["directory"],
                              e["arguments"] if "arguments" in e else shlex.split(e["command"]))
        if any(inc in a for a in args):
            cmds.append((e["directory"], e["file"], args))
    if not cmds:
        sys.exit("error: no compile command has the CUTLASS include directory")
    return cmds


def inline_options(directory, args):
    """CMake passes nvcc's include paths in a response file (--options-file F, @F): inline
    them, so that the filter on the CUTLASS include directory sees them."""
    out, it = [], iter(args)
    for a in it:
        path = next(it) if a in ("--options-file", "-optf") else a[1:] if a.startswith("@") else None
        if path is None:
            out.append(a)
            continue
        with open(os.path.join(directory, path)) as f:
            out.extend(shlex.split(f.read()))
    return out


def as_dep_scan(args, debug):
    """A compile command turned into `-M` (dependencies to stdout), without outputs or
    depfile flags; debug drops NDEBUG and optimization as the Debug build type does."""
    out, skip = [], False
    for a in args:
        if skip:
            skip = False
            continue
        if a in ("-o", "--output-file", "-MF", "-MT", "-MQ"):
            skip = True
            continue
        if a in ("-c", "-MD", "-MMD"):
            continue
        if debug and (a == "-DNDEBUG" or a.startswith("-O")):
            continue
        out.append(a)
    return out + ["-M"] + (["-g"] if debug else [])


def closure(src):
    """Paths, relative to the wheel's source root, of every header our build includes."""
    with tempfile.TemporaryDirectory(prefix="dash-vendor-") as tmp:
        return scan(src, tmp)


def scan(src, tmp):
    root = os.path.realpath(src) + os.sep
    found, ours = set(), set()
    for directory, tu, args in scan_commands(src, tmp):
        ours.add(os.path.realpath(tu))
        for debug in (False, True):
            res = subprocess.run(as_dep_scan(args, debug), cwd=directory,
                                 capture_output=True, text=True)
            if res.returncode != 0:
                sys.exit(f"error: dependency scan of {tu} failed:\n{res.stderr}")
            deps = res.stdout.split(":", 1)[1].replace("\\\n", " ").split()
            for d in deps:
                p = os.path.realpath(os.path.join(directory, d))
                if p.startswith(root):
                    found.add(os.path.relpath(p, root))
                elif p.startswith(ROOT + os.sep):
                    ours.add(p)
        print(f"scanned {os.path.relpath(tu, ROOT)}: {len(found)} CUTLASS headers so far")
    # A file of ours that names a CUTLASS header but that no scanned TU reaches is not built
    # (nothing to vendor for it), but say so: it may be a TU the scan should know about.
    for path in sorted(set(grep_cutlass_users()) - ours):
        print(f"note: {os.path.relpath(path, ROOT)} includes CUTLASS but no build TU reaches it")
    return found


def grep_cutlass_users():
    """Our sources and headers that include cute/ or cutlass/ directly."""
    pattern = re.compile(r'^\s*#\s*include\s*[<"](cute|cutlass)/', re.M)
    for top in ("src", "include", "tests", "bench", "examples", "tools"):
        for dirpath, _, names in os.walk(os.path.join(ROOT, top)):
            for n in names:
                if n.endswith((".cu", ".cuh", ".cpp", ".cc", ".h", ".hpp")):
                    path = os.path.realpath(os.path.join(dirpath, n))
                    with open(path, errors="replace") as f:
                        if pattern.search(f.read()):
                            yield path


def vendored():
    """Relative paths of the vendored CUTLASS files (headers and license)."""
    files = set()
    for top in MANAGED:
        path = os.path.join(DEST, top)
        if os.path.isfile(path):
            files.add(top)
        for dirpath, _, names in os.walk(path):
            files.update(os.path.relpath(os.path.join(dirpath, n), DEST) for n in names)
    return files


def read_manifest():
    entries = {}
    with open(MANIFEST) as f:
        for line in f:
            digest, rel = line.rstrip("\n").split("  ", 1)
            entries[rel] = digest
    return entries


def verify():
    """Every vendored file matches MANIFEST.sha256, and the manifest lists them all."""
    entries = read_manifest()
    bad = [r for r, d in entries.items()
           if not os.path.isfile(os.path.join(DEST, r)) or sha256(os.path.join(DEST, r)) != d]
    unlisted = sorted(vendored() - set(entries))
    for r in bad:
        print(f"changed or missing: third_party/cutlass/{r}")
    for r in unlisted:
        print(f"not in MANIFEST.sha256: third_party/cutlass/{r}")
    if bad or unlisted:
        print("The vendored CUTLASS files must stay unmodified; regenerate them with "
              "`python3 scripts/vendor_cutlass.py`.")
        return 1
    print(f"OK: {len(entries)} vendored CUTLASS files match MANIFEST.sha256")
    return 0


def check():
    """The vendored headers are the wheel's, byte for byte, and exactly our closure."""
    src, lic = wheel()
    need = closure(src)
    have = {r for r in vendored() if r != "LICENSE.txt"}
    missing, extra = sorted(need - have), sorted(have - need)
    differ = sorted(r for r in have & need
                    if sha256(os.path.join(DEST, r)) != sha256(os.path.join(src, r)))
    if sha256(os.path.join(DEST, "LICENSE.txt")) != sha256(lic):
        differ.append("LICENSE.txt")
    for label, rels in (("missing (included by our build)", missing),
                        ("not included by our build", extra), ("differs from the wheel", differ)):
        for r in rels:
            print(f"{label}: third_party/cutlass/{r}")
    if missing or extra or differ:
        print("Regenerate with `python3 scripts/vendor_cutlass.py`.")
        return 1
    print(f"OK: {len(need)} vendored headers are the closure of our includes, "
          f"identical to nvidia-cutlass=={PIN}")
    return 0


def regenerate():
    src, lic = wheel()
    need = closure(src)
    for top in MANAGED:
        path = os.path.join(DEST, top)
        if os.path.isdir(path):
            shutil.rmtree(path)
        elif os.path.exists(path):
            os.remove(path)
    os.makedirs(DEST, exist_ok=True)
    for rel in sorted(need):
        os.makedirs(os.path.dirname(os.path.join(DEST, rel)), exist_ok=True)
        shutil.copyfile(os.path.join(src, rel), os.path.join(DEST, rel))
    shutil.copyfile(lic, os.path.join(DEST, "LICENSE.txt"))
    with open(MANIFEST, "w") as f:
        for rel in sorted(vendored()):
            f.write(f"{sha256(os.path.join(DEST, rel))}  {rel}\n")
    print(f"vendored {len(need)} headers of nvidia-cutlass=={PIN} into {DEST}")
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--verify", action="store_true", help="check against MANIFEST.sha256")
    mode.add_argument("--check", action="store_true", help="check against the wheel and closure")
    a = ap.parse_args()
    try:
        return verify() if a.verify else check() if a.check else regenerate()
    except Skip as e:
        print(f"SKIP: {e}")
        return SKIP


if __name__ == "__main__":
    sys.exit(main())
