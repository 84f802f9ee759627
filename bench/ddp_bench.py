"""Data-parallel training records (op "ddp"): reproducibility of examples/train_ddp.py under
torchrun and the step time of its model with dash attention against FlexAttention, in one run.

    python3 bench/ddp_bench.py --out RECORDS.jsonl --nproc 2 [--backend gloo] [--commit HASH]

For each wrapper (DDP, FSDP2): dash with deterministic=True twice and, with more than one rank,
once with the last rank slowed before its backward; dash with deterministic=False twice;
FlexAttention once. Each record gets `identical`: whether its loss and parameter hashes equal
those of the wrapper's first deterministic run (for the Flex run: null, other attention). Exits 1
when a deterministic run differs.
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "examples"))
import train_ddp  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--nproc", type=int, default=2)
    ap.add_argument("--backend", choices=["nccl", "gloo"], default="nccl")
    ap.add_argument("--wrappers", default="ddp,fsdp2")
    ap.add_argument("--steps", type=int, default=60)
    ap.add_argument("--model", default="--layers 4 --dim 2048 --heads 16 --kv-heads 4 --seqlen 4096 --batch 2",
                    help="the example's model arguments")
    ap.add_argument("--commit", default="unknown")
    a = ap.parse_args()
    failed = False

    def run(*args):
        p, rec = train_ddp.launch(a.nproc, ["--backend", a.backend, "--commit", a.commit, "--steps", str(a.steps),
                                            *a.model.split(), *args])
        if rec is None:
            sys.exit(f"{' '.join(p.args)} failed:\n{p.stdout[-2000:]}{p.stderr[-6000:]}")
        return rec

    with open(a.out, "a") as out:
        for wrapper in a.wrappers.split(","):
            runs = [("det", run("--wrapper", wrapper)), ("det", run("--wrapper", wrapper))]
            if a.nproc > 1:
                runs.append(("det", run("--wrapper", wrapper, "--straggler-ms", "100")))
            runs += [("loose", run("--wrapper", wrapper, "--no-deterministic")) for _ in range(2)]
            runs.append(("flex", run("--wrapper", wrapper, "--attention", "flex")))
            ref = runs[0][1]
            for kind, r in runs:
                same = r["loss_hash"] == ref["loss_hash"] and r["param_hash"] == ref["param_hash"]
                r["identical"] = None if kind == "flex" else same
                failed |= kind == "det" and not same
                out.write(json.dumps(r) + "\n")
                print(f"{wrapper:5} {r['attention']:4} deterministic={r['deterministic']!s:5} "
                      f"straggler={r['straggler_ms']:5.0f} ms  loss {r['loss_hash']} params {r['param_hash']}  "
                      f"identical={r['identical']!s:5}  step {r['step_ms']:.2f} ms", flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
