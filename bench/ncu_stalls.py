#!/usr/bin/env python3
"""Where a kernel's warps stall, by stretch of SASS, from an ncu source-page export.

On the GPU machine (the report needs `--set full` or the SourceCounters section):
    ncu --set full -k regex:bwd_main_kernel --launch-skip 4 --launch-count 1 -o rep <bench ...>
    ncu -i rep.ncu-rep --page source --csv --print-source sass > source.csv
Here:
    python3 bench/ncu_stalls.py source.csv [--kernel 0] [--min-share 0.3] [--executed 4194304]

The export holds one block per profiled kernel ("Kernel Name" row, then a header row and one
row per SASS instruction). A stretch ends at every branch, barrier, mbarrier arrive or
wgmma wait, so that each wait shows with the code before it. Per stretch: its share of all
stall samples, its instruction mix and its top stall reasons. A stretch also ends where the
instructions' execution count changes, so `--executed N` (e.g. 8 MMA warps x steps) keeps the
code that one warp role runs once a step; the totals then cover those stretches only.
"""
import argparse
import collections
import csv
import re

# An mbarrier try-wait (SYNCS.PHASECHK) is followed by the branch that retries it: the
# stretch ends at that branch, so the wait and its stall samples stay together.
SPLIT = ("BRA", "BAR.", "SYNCS.ARRIVE", "DEPBAR", "WARPSYNC")


def load(path):
    """[(kernel name, [row dicts])] in file order."""
    blocks, header = [], None
    with open(path, newline="") as f:
        for row in csv.reader(f):
            if not row:
                continue
            if row[0] == "Kernel Name":
                blocks.append((row[1], []))
                header = None
            elif row[0] == "Address":
                header = row
            elif header and blocks:
                blocks[-1][1].append(dict(zip(header, row)))
    return blocks


def reasons(rows):
    return [c for c in rows[0] if c.startswith("stall_") and "Not Issued" not in c] if rows else []


def opcode(src):
    src = re.sub(r"^@!?U?P\w+\s+", "", src.strip())
    return src.split(" ")[0].split(".")[0]


def times_run(r):
    return int(r.get("Instructions Executed", "0") or 0)


def stretches(rows):
    """Consecutive executed instructions that ran equally often, cut after each SPLIT one."""
    cur = []
    for i, r in enumerate(rows):
        if times_run(r) == 0:
            continue
        if cur and times_run(cur[-1][1]) != times_run(r):
            yield cur
            cur = []
        cur.append((i, r))
        if any(k in r["Source"] for k in SPLIT):
            yield cur
            cur = []
    if cur:
        yield cur


def summarize(rows, min_share=0.3, executed=None):
    rs = reasons(rows)
    segs = []
    for seg in stretches(rows):
        if executed is not None and times_run(seg[0][1]) != executed:
            continue
        stalls = collections.Counter()
        for _, r in seg:
            for c in rs:
                stalls[c[len("stall_"):]] += int(r[c] or 0)
        ops = collections.Counter(opcode(r["Source"]) for _, r in seg)
        segs.append(dict(first=seg[0][0], last=seg[-1][0], n=len(seg),
                         executed=times_run(seg[0][1]),
                         samples=sum(stalls.values()), ops=ops, stalls=stalls))
    total = sum(s["samples"] for s in segs) or 1
    by_reason = collections.Counter()
    for s in segs:
        by_reason.update(s["stalls"])
    shown = [s for s in segs if 100.0 * s["samples"] / total >= min_share]
    return total, by_reason, shown


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("csv")
    ap.add_argument("--kernel", type=int, default=0, help="which kernel block of the export (0 = first)")
    ap.add_argument("--min-share", type=float, default=0.3, help="show stretches with at least this %% of samples")
    ap.add_argument("--executed", type=int, default=None, help="only stretches whose first instruction ran N times")
    a = ap.parse_args()
    blocks = load(a.csv)
    name, rows = blocks[a.kernel]
    total, by_reason, shown = summarize(rows, a.min_share, a.executed)
    print(f"{name[:100]}: {len(rows)} instructions, {total} stall samples")
    for r, v in by_reason.most_common(10):
        print(f"  {r:18s} {100.0 * v / total:5.1f}%")
    for s in shown:
        ops = ", ".join(f"{k} {v}" for k, v in s["ops"].most_common(6))
        st = ", ".join(f"{k} {100.0 * v / total:.1f}%" for k, v in s["stalls"].most_common(3))
        print(f"[{s['first']}-{s['last']}] x{s['executed']} {100.0 * s['samples'] / total:5.2f}%  {ops}  | {st}")


if __name__ == "__main__":
    main()
