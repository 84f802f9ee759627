#!/usr/bin/env python3
"""Compares the SASS of two builds function by function.

    python3 tools/sass-compare/sass_compare.py OLD NEW [--map OLD_RE=NEW ...] [--cuobjdump PATH]

OLD and NEW are anything cuobjdump reads (libdash.so, a static library, an object file, a
test binary), or folders: every *.o, *.a and *.so under them is read. Each function's
instructions (addresses and encodings kept, the function's name and every symbol name quoted
in an operand dropped) are hashed, so a function that only changed its name (a template
argument renamed, a namespace moved) still matches its old body.

A function of OLD matches when NEW has a function of the same name and the same body, or,
after --map (regular-expression substitutions applied to OLD's names, in order), of the
mapped name; failing that, a function of NEW of a new name with the same body. It prints
each function that matches nothing, on either side, and exits 1 if there is one; 0 means
the two builds hold the same machine code, function by function. A function present in
several objects (a header's kernel instantiated in two units) counts once per distinct body.
"""
import argparse
import collections
import hashlib
import os
import re
import shutil
import subprocess
import sys

_FUNC = re.compile(r"^\s*Function : (\S+)\s*$")
_INSN = re.compile(r"^\s*/\*([0-9a-f]{4,})\*/\s*(.*?)\s*;?\s*/\*\s*(0x[0-9a-f]+)\s*\*/\s*$")
_CONT = re.compile(r"^\s*/\*\s*(0x[0-9a-f]+)\s*\*/\s*$")
_QUOTED = re.compile(r"`\([^)]*\)")


def cuobjdump_path(given):
    for c in (given, os.environ.get("CUOBJDUMP"), shutil.which("cuobjdump"), "/usr/local/cuda/bin/cuobjdump",
              "/opt/cudatools/nvidia/cu13/bin/cuobjdump"):
        if c and os.path.exists(c):
            return c
    sys.exit("sass_compare: no cuobjdump (pass --cuobjdump or set CUOBJDUMP; pip's nvidia-cuda-cuobjdump has one)")


def inputs_of(path):
    if os.path.isdir(path):
        out = []
        for d, _, files in os.walk(path):
            out += [os.path.join(d, f) for f in sorted(files) if f.endswith((".o", ".a", ".so"))]
        return sorted(out)
    return [path]


def functions(cuobjdump, path):
    """{name: set of body hashes} of every file of `path`."""
    funcs = collections.defaultdict(set)
    for f in inputs_of(path):
        r = subprocess.run([cuobjdump, "-sass", f], capture_output=True, text=True)
        if r.returncode != 0:
            if "does not contain device code" in r.stderr or "no device code" in r.stderr.lower():
                continue
            sys.exit(f"sass_compare: cuobjdump failed on {f}: {r.stderr.strip()}")
        name, body = None, []

        def close():
            if name is not None:
                funcs[name].add(hashlib.sha256("\n".join(body).encode()).hexdigest())

        for line in r.stdout.splitlines():
            m = _FUNC.match(line)
            if m:
                close()
                name, body = m.group(1), []
                continue
            if name is None:
                continue
            m = _INSN.match(line)
            if m:
                body.append(f"{m.group(1)} {_QUOTED.sub('`()', m.group(2))} {m.group(3)}")
                continue
            m = _CONT.match(line)
            if m:
                body.append(m.group(1))
        close()
    return funcs


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--map", action="append", default=[], help="OLD_RE=NEW: a substitution on OLD's names")
    ap.add_argument("--cuobjdump")
    a = ap.parse_args()
    cu = cuobjdump_path(a.cuobjdump)
    old, new = functions(cu, a.old), functions(cu, a.new)
    subs = [(re.compile(m.split("=", 1)[0]), m.split("=", 1)[1]) for m in a.map]

    def mapped(n):
        for rx, rep in subs:
            n = rx.sub(rep, n)
        return n

    new_bodies = collections.defaultdict(set)
    for n, hs in new.items():
        for h in hs:
            new_bodies[h].add(n)
    used = set()
    same_name = renamed = 0
    missing = []
    for n, hs in sorted(old.items()):
        for h in hs:
            for cand in (n, mapped(n)):
                if h in new.get(cand, ()):
                    used.add((cand, h))
                    same_name += cand == n
                    renamed += cand != n
                    break
            else:
                others = sorted(m for m in new_bodies.get(h, ()) if (m, h) not in used and m not in old)
                if others:
                    used.add((others[0], h))
                    renamed += 1
                else:
                    missing.append(n)
    extra = sorted({n for n, hs in new.items() for h in hs if (n, h) not in used})
    for n in missing:
        print(f"only in OLD (or changed): {n}")
    for n in extra:
        print(f"only in NEW (or changed): {n}")
    total = sum(len(h) for h in old.values())
    print(f"{total} function bodies in OLD: {same_name} identical under the same name, {renamed} identical under a "
          f"new name, {len(missing)} without a match; {len(extra)} bodies of NEW without a match")
    return 1 if missing or extra else 0


if __name__ == "__main__":
    sys.exit(main())
