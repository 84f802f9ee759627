#!/usr/bin/env python3
"""SASS census of attention kernels: what one main-loop iteration executes.

    python3 bench/sass_census.py BINARY [--kernel REGEX] [--json]

BINARY is anything cuobjdump reads (libdash.so, a test or bench binary, a peer's binary, a
cubin). For every kernel whose mangled name matches REGEX (default: every kernel with a
warpgroup MMA), it prints the registers and stack the kernel is compiled to, its spill
instructions, and for each innermost loop that issues warpgroup MMAs (the MMA warps' loop;
a kernel whose masked and unmasked iterations are separate loops has several): its length
in instructions (static: the loop's code from its head to its back branch, every path of its
branches), its GEMMs in issue order (consecutive HGMMAs into one accumulator are one
GEMM: shape x count), its waits on those GEMMs (WARPGROUP.DEPBAR), named barriers, mbarrier
operations, exponentials, shared-memory stores (STS / STSM) and spills. The census says
where two kernels' loops differ in work or in waiting; the times come from the benchmarks.

cuobjdump: $CUOBJDUMP, else the one on PATH, else CUDA's (/usr/local/cuda/bin)."""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys

_ADDR = re.compile(r"/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;")
_FUNC = re.compile(r"Function : (\S+)")
_BRANCH = re.compile(r"\bBRA(?:\.\S+)?\s+(?:`\(\.L_x_\d+\)|0x([0-9a-f]+))")
_RES = re.compile(r"Function (\S+):\s*$")
_REG = re.compile(r"REG:(\d+) STACK:(\d+)")


def cuobjdump():
    for c in (os.environ.get("CUOBJDUMP"), shutil.which("cuobjdump"), "/usr/local/cuda/bin/cuobjdump"):
        if c and os.path.exists(c):
            return c
    sys.exit("sass_census: no cuobjdump (set CUOBJDUMP)")


def parse_sass(text):
    """{kernel: [(address, instruction without predicate spacing), ...]} from cuobjdump -sass."""
    funcs, name = {}, None
    for line in text.splitlines():
        m = _FUNC.search(line)
        if m:
            name = m.group(1)
            funcs[name] = []
            continue
        m = _ADDR.search(line)
        if m and name is not None:
            funcs[name].append((int(m.group(1), 16), " ".join(m.group(2).split())))
    return funcs


def parse_res_usage(text):
    """{kernel: (registers, stack bytes)} from cuobjdump -res-usage."""
    out, name = {}, None
    for line in text.splitlines():
        m = _RES.search(line)
        if m:
            name = m.group(1)
            continue
        m = _REG.search(line)
        if m and name is not None:
            out[name] = (int(m.group(1)), int(m.group(2)))
            name = None
    return out


def opcode(ins):
    """The opcode with its modifiers (predicate dropped): 'HGMMA.64x64x16.F32.BF16'."""
    parts = ins.split()
    if parts and parts[0].startswith("@"):
        parts = parts[1:]
    return parts[0] if parts else ""


def loops(code):
    """(first, last) index ranges of the backward branches' loops."""
    index = {a: i for i, (a, _) in enumerate(code)}
    found = set()
    for i, (a, ins) in enumerate(code):
        m = _BRANCH.search(ins)
        if m and m.group(1):
            t = int(m.group(1), 16)
            if t <= a and t in index:
                found.add((index[t], i))
    return sorted(found)


def gemms(body):
    """Consecutive HGMMAs into one accumulator as [shape, count] in issue order."""
    out, acc = [], None
    for ins in body:
        op = opcode(ins)
        if not op.startswith("HGMMA"):
            continue
        args = ins.split(op, 1)[1].split(",")
        dst = args[0].strip()
        zero_init = len(args) > 2 and args[2].strip().startswith("RZ")
        shape = op.split(".")[1]
        if out and dst == acc and not zero_init and out[-1][0] == shape:
            out[-1][1] += 1
        else:
            out.append([shape, 1])
        acc = dst
    return out


def census_of(body):
    ops = [opcode(i) for i in body]
    c = collections.Counter()
    for op in ops:
        base = op.split(".")[0]
        if op.startswith("WARPGROUP.DEPBAR"):
            c["gemm_waits"] += 1
        elif op.startswith("WARPGROUP.ARRIVE"):
            c["gemm_fences"] += 1
        elif base == "BAR":
            c["named_barriers"] += 1
        elif base == "SYNCS":
            c["mbarrier_ops"] += 1
        elif op.startswith("MUFU.EX2"):
            c["ex2"] += 1
        elif base == "STSM":
            c["stsm"] += 1
        elif base == "STS":
            c["sts"] += 1
        elif base in ("LDS", "LDSM"):
            c["lds"] += 1
        elif base in ("LDL", "STL"):
            c["spills"] += 1
        elif base in ("BRA", "BRX", "JMX"):
            c["branches"] += 1
    waits = [i.split(None, 1)[1] if " " in i else "" for i in body if opcode(i).startswith("WARPGROUP.DEPBAR")]
    return dict(instructions=len(body), hgmma=sum(1 for op in ops if op.startswith("HGMMA")), gemms=gemms(body),
                wait_levels=waits, **c)


def census(code):
    """The kernel's innermost loops that issue HGMMAs, each with its census."""
    # Each HGMMA's loop is the shortest backward branch's range that holds it (compilers lay
    # loops out so that ranges overlap without nesting; the shortest is the iteration).
    ls = loops(code)
    inner = set()
    for i, (_, ins) in enumerate(code):
        if opcode(ins).startswith("HGMMA"):
            holding = [(b - a, a, b) for a, b in ls if a <= i <= b]
            if holding:
                inner.add(min(holding)[1:])
    out = []
    for a, b in sorted(inner):
        r = census_of([ins for _, ins in code[a:b + 1]])
        r["range"] = [hex(code[a][0]), hex(code[b][0])]
        out.append(r)
    return out


def kernel_report(name, code, res):
    body = [ins for _, ins in code]
    regs, stack = res.get(name, (None, None))
    return dict(kernel=name, registers=regs, stack=stack, instructions=len(body),
                spills=sum(1 for i in body if opcode(i).split(".")[0] in ("LDL", "STL")),
                hgmma=sum(1 for i in body if opcode(i).startswith("HGMMA")), mma_loops=census(code))


def print_report(r):
    print(f"{r['kernel']}")
    print(f"  registers {r['registers']}, stack {r['stack']} B, {r['instructions']} instructions, "
          f"{r['spills']} spill instructions, {r['hgmma']} HGMMA")
    for i, l in enumerate(r["mma_loops"]):
        g = " ".join(f"{s}*{n}" for s, n in l["gemms"])
        print(f"  MMA loop {i} [{l['range'][0]}, {l['range'][1]}]: {l['instructions']} instructions, "
              f"{l['hgmma']} HGMMA in GEMMs {g}")
        print("    waits on GEMMs {} ({}), fences {}, named barriers {}, mbarrier ops {}, EX2 {}, STSM {}, STS {}, "
              "LDS {}, spills {}, branches {}".format(
                  l.get("gemm_waits", 0), ", ".join(l["wait_levels"]), l.get("gemm_fences", 0),
                  l.get("named_barriers", 0), l.get("mbarrier_ops", 0), l.get("ex2", 0), l.get("stsm", 0),
                  l.get("sts", 0), l.get("lds", 0), l.get("spills", 0), l.get("branches", 0)))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("binary")
    ap.add_argument("--kernel", default=None, help="regex on the mangled name (default: kernels with HGMMA)")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    cu = cuobjdump()
    sass = subprocess.run([cu, "-sass", a.binary], capture_output=True, text=True, check=True).stdout
    res = subprocess.run([cu, "-res-usage", a.binary], capture_output=True, text=True).stdout
    funcs, usage = parse_sass(sass), parse_res_usage(res)
    reports = []
    for name, code in funcs.items():
        if a.kernel is not None and not re.search(a.kernel, name):
            continue
        r = kernel_report(name, code, usage)
        if a.kernel is None and r["hgmma"] == 0:
            continue
        reports.append(r)
    if a.json:
        print(json.dumps(reports, indent=1))
    else:
        for r in reports:
            print_report(r)
    return 0 if reports else 1


if __name__ == "__main__":
    sys.exit(main())
