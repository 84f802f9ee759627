"""Plots a benchmark record file (bench/records.py format) as TFLOPS over seqlen,
one panel per (op, head dim, mask), one line per implementation/schedule.

    python3 bench/plot.py bench/results/2026-11-29-h200.jsonl.gz --op bwd --out bench/results/bwd.png
"""
import argparse
import collections

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from records import read_records  # noqa: E402


def label(r):
    name = r["impl"]
    if r.get("schedule"):
        name += f" {r['schedule']}"
    if r["impl"].startswith("sdpa"):
        name += " det" if r["deterministic"] else ""
    return name


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--op", default="bwd", choices=["fwd", "bwd"])
    ap.add_argument("--commit", default=None, help="only records of this commit (default: the last one seen)")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    rows = read_records(a.files)
    # Records with a "note" are side measurements (same-run A/Bs of other builds): not plotted.
    rows = [r for r in rows if r["op"] == a.op and r.get("tflops") and "note" not in r]
    if not rows:
        raise SystemExit(f"no {a.op} records with a time in {a.files}")
    commit = a.commit or rows[-1]["commit"]
    rows = [r for r in rows if r["commit"] == commit]
    panels = sorted({(r["hdim"], r["causal"]) for r in rows})
    names = sorted({label(r) for r in rows})  # one colour per line across all panels
    colour = {n: plt.cm.tab10(i % 10) for i, n in enumerate(names)}
    fig, axes = plt.subplots(1, len(panels), figsize=(5 * len(panels), 4.2), squeeze=False)
    for ax, (hdim, causal) in zip(axes[0], panels):
        lines = collections.defaultdict(dict)
        for r in rows:
            if r["hdim"] == hdim and r["causal"] == causal:
                lines[label(r)][r["seqlen_q"]] = r["tflops"]  # last record of a config wins
        for name, pts in sorted(lines.items()):
            xs = sorted(pts)
            ax.plot(xs, [pts[x] for x in xs], marker="o", linewidth=1.5 if "dash" in name else 1,
                    linestyle="-" if "dash" in name else "--", color=colour[name], label=name)
        ax.set_xscale("log", base=2)
        ax.set_title(f"{a.op} d{hdim} {'causal' if causal else 'full'}")
        ax.set_xlabel("seqlen (16,384 tokens, hidden 2,048)")
        ax.set_ylabel("TFLOPS")
        ax.grid(alpha=0.3)
    handles = [plt.Line2D([], [], color=colour[n], marker="o", linestyle="-" if "dash" in n else "--")
               for n in names]
    fig.legend(handles, names, loc="lower center", ncol=min(len(names), 6), fontsize=8)
    fig.suptitle(f"{rows[0]['device']}, commit {commit}")
    fig.tight_layout(rect=(0, 0.1, 1, 1))
    fig.savefig(a.out, dpi=110)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
