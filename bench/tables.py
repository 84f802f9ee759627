"""The README's backward tables from a record file (bench/records.py format): one commit's
dash sweep, and the peers (FlexAttention, cuDNN SDPA) measured in the same run,
with the ratios issues #4 and #6 judge.

    python3 bench/tables.py bench/results/2026-11-29-h200.jsonl.gz --commit e95a2a7

Records with a "note" are side measurements (same-run A/Bs of other builds) and are left
out, except exact mode with the forward's K / V factors ("kv_stats_given": dash_bwd_bench
--given-kv-stats, what the autograd path runs), reported as "exact given". "auto picks" is the ordered mode's `auto` schedule: the records' "auto_schedule" field,
or (records before it existed, when auto used one order for every mode) the task order of the
unordered run. Unordered and exact run in auto's free task order, so that the ratios measure
the reduction, not the order.
"""
import argparse
import collections
import math

from records import read_records

DETERMINISTIC = ("fa3", "spt", "descending", "shift", "symmetric_shift")


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def load(paths, commit):
    rows = read_records(paths)
    rows = [r for r in rows if r["op"] == "bwd" and r.get("tflops") and ("note" not in r or r.get("kv_stats_given"))]
    if commit is None:
        commit = [r for r in rows if r["impl"] == "dash"][-1]["commit"]
    return [r for r in rows if r["commit"] == commit], commit


def configs(rows):
    """{(hdim, causal, seqlen): {"dash": {schedule: tflops}, "order": auto's pick, peer impl: tflops}}"""
    out = collections.defaultdict(lambda: {"dash": {}})
    for r in rows:
        c = out[(r["hdim"], r["causal"], r["seqlen_q"])]
        if r["impl"] == "dash":
            schedule = "exact given" if r.get("kv_stats_given") else r["schedule"]
            c["dash"][schedule] = r["tflops"]  # the last record of a config wins
            if "auto_schedule" in r:
                c["order"] = r["auto_schedule"]
            elif r["schedule"] == "unordered":
                c.setdefault("order", r.get("task_order"))
        elif r["impl"] == "flex" and r["deterministic"]:
            c["flex"] = r["tflops"]
        elif r["impl"] == "sdpa_cudnn" and not r["deterministic"]:
            c["cudnn"] = r["tflops"]
    return out


def ratios(c):
    d = c["dash"]
    best = max(d[s] for s in DETERMINISTIC if s in d)
    r = {"best": best, "best/unordered": best / d["unordered"]}
    if "exact" in d:
        r["exact/unordered"] = d["exact"] / d["unordered"]
        r["exact/best"] = d["exact"] / best
    if "exact given" in d:
        r["exact given/unordered"] = d["exact given"] / d["unordered"]
        r["exact given/best"] = d["exact given"] / best
    if c.get("order") in d:
        r["auto/best"] = d[c["order"]] / best
    if "flex" in c:
        r["best/flex"] = best / c["flex"]
    if "cudnn" in c:
        r["unordered/cudnn"] = d["unordered"] / c["cudnn"]
    return r


# The issues' per-config thresholds (#4: best det. / unordered, best / Flex, unordered /
# cuDNN, auto / best; #6: exact / unordered, exact / best det.).
THRESHOLDS = {"best/unordered": 0.85, "best/flex (seqlen >= 1024)": 1.15,
              "unordered/cudnn (seqlen >= 2048)": 0.85, "auto/best": 0.97,
              "exact/unordered": 0.97, "exact/best": 1.0,
              "exact given/unordered": 0.97, "exact given/best": 1.0}


def below(cfgs):
    """{criterion: (configs below its threshold, configs judged)}."""
    return {k: (sum(1 for _, x in v if x < THRESHOLDS[k]), len(v))
            for k, v in per_config(cfgs, keyed=True).items() if k in THRESHOLDS}


def failing(cfgs):
    """{criterion: [((hdim, causal, seqlen), ratio) below its threshold]}."""
    return {k: [(key, x) for key, x in v if x < THRESHOLDS[k]]
            for k, v in per_config(cfgs, keyed=True).items() if k in THRESHOLDS}


def per_config(cfgs, keyed=False):
    """Each criterion's ratio per config, within the seqlen range its issue judges
    (keyed: ((hdim, causal, seqlen), ratio) pairs)."""
    per = collections.defaultdict(list)
    for key, c in sorted(cfgs.items()):
        seqlen = key[2]
        r = ratios(c)
        add = lambda k, x: per[k].append((key, x) if keyed else x)
        for k in ("best/unordered", "exact/unordered", "exact/best", "exact given/unordered",
                  "exact given/best", "auto/best"):
            if k in r:
                add(k, r[k])
        if "best/flex" in r and seqlen >= 1024:
            add("best/flex (seqlen >= 1024)", r["best/flex"])
        if "unordered/cudnn" in r and seqlen >= 2048:
            add("unordered/cudnn (seqlen >= 2048)", r["unordered/cudnn"])
    return per


def summary(cfgs):
    """The issue criteria over the sweep: (min, max[, geometric mean]) per ratio."""
    return {k: (min(v), max(v), geomean(v)) for k, v in per_config(cfgs).items()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--commit", default=None, help="dash commit (default: the last dash record's)")
    a = ap.parse_args()
    rows, commit = load(a.files, a.commit)
    cfgs = configs(rows)
    print(f"commit {commit}\n")
    given = any("exact given" in c["dash"] for c in cfgs.values())
    head_given, rule_given = (" exact given | exact given / unordered | exact given / best det. |", "---|---|---|") \
        if given else ("", "")
    print("| d | mask | seqlen | fa3 | spt | descending | shift / sym. shift | unordered | exact | "
          "best det. / unordered | exact / unordered | exact / best det. |" + head_given + " auto picks (of best) |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|" + rule_given + "---|")
    for (hdim, causal, seqlen), c in sorted(cfgs.items()):
        d, r = c["dash"], ratios(c)
        shift = d.get("symmetric_shift" if causal else "shift")
        cols_given = (f" {d.get('exact given', float('nan')):.0f} | {r.get('exact given/unordered', float('nan')):.2f} | "
                      f"{r.get('exact given/best', float('nan')):.2f} |") if given else ""
        print(f"| {hdim} | {'causal' if causal else 'full'} | {seqlen} | {d['fa3']:.0f} | {d['spt']:.0f} | "
              f"{d['descending']:.0f} | {shift:.0f} | {d['unordered']:.0f} | {d['exact']:.0f} | "
              f"{r['best/unordered']:.2f} | {r['exact/unordered']:.2f} | {r['exact/best']:.2f} |{cols_given} "
              f"{c.get('order')} ({r.get('auto/best', float('nan')):.2f}) |")
    if any("flex" in c for c in cfgs.values()):
        print("\n| d | mask | seqlen | dash best det. | dash unordered | FlexAttention | cuDNN (non-det.) | "
              "best det. / Flex | unordered / cuDNN |")
        print("|---|---|---|---|---|---|---|---|---|")
        for (hdim, causal, seqlen), c in sorted(cfgs.items()):
            if "flex" not in c and "cudnn" not in c:
                continue  # no peer measured at this shape (e.g. py_bench --seqlens without 512)
            r = ratios(c)
            print(f"| {hdim} | {'causal' if causal else 'full'} | {seqlen} | {r['best']:.0f} | "
                  f"{c['dash']['unordered']:.0f} | {c.get('flex', float('nan')):.0f} | "
                  f"{c.get('cudnn', float('nan')):.0f} | {r.get('best/flex', float('nan')):.2f} | "
                  f"{r.get('unordered/cudnn', float('nan')):.2f} |")
    print()
    counts, fails = below(cfgs), failing(cfgs)
    for k, (lo, hi, g) in summary(cfgs).items():
        n, total = counts.get(k, (0, 0))
        judged = f"; below {THRESHOLDS[k]} in {n} of {total}" if k in THRESHOLDS else ""
        print(f"{k}: {lo:.3f}-{hi:.3f} (geometric mean {g:.3f}{judged})")
        if 0 < n <= 8:  # name them when they are few
            print("  below: " + ", ".join(f"d{h} {'causal' if c else 'full'} {s} ({x:.3f})"
                                          for (h, c, s), x in fails[k]))


if __name__ == "__main__":
    main()
