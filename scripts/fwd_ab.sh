#!/usr/bin/env bash
# The forward's same-run A/B of several builds in one call on a Hopper machine: FlashAttention-3's
# forward sweep (the anchors, copied to .anchors), every build over the paper's sweep and the
# window / softcap / packed / GQA variants (bench/lib_ab.py --op fwd, interleaved, O and LSE hashes
# compared), FlashAttention-3 again; then the last build's forward GPU tests and compute-sanitizer
# on small shapes, the other builds' tests, and the first and last builds beside cuDNN
# (bench/fwd_bench.py). Logs and records go to $OUT (default out/fwd).
#   scripts/fwd_ab.sh TESTS LABEL=LIB_DIR [LABEL=LIB_DIR ...]
# TESTS: a dash_gpu_tests binary (it loads the libdash.so of LD_LIBRARY_PATH); each LIB_DIR holds
# a libdash.so built from one commit (a variant is a branch of its own) and commit.txt (that
# commit, then a free note). The first build is the baseline.
set -u
TESTS=$(realpath "${1:?usage: scripts/fwd_ab.sh TESTS LABEL=LIB_DIR ...}")
shift
OUT=${OUT:-out/fwd}
mkdir -p "$OUT"
export DASH_REQUIRE_GPU=1 PYTHONUNBUFFERED=1
LABELS=() DIRS=()
for a in "$@"; do LABELS+=("${a%%=*}"); DIRS+=("$(realpath "${a#*=}")"); done
N=${#DIRS[@]}
LAST=${DIRS[$((N - 1))]}
COMMIT=$(cut -d' ' -f1 "$LAST/commit.txt")
DATE=$(date +%F)
FAILED=0
step() {  # step NAME SECONDS CMD...
  local name=$1 t=$2
  shift 2
  timeout "$t" "$@" > "$OUT/$name.log" 2>&1
  local rc=$?
  echo "$name: rc=$rc"
  [ "$rc" -eq 0 ] || FAILED=1
}
libs=$(IFS=,; echo "${DIRS[*]/%//libdash.so}")
labels=$(IFS=,; echo "${LABELS[*]}")
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv > "$OUT/env.log" 2>&1
for i in "${!DIRS[@]}"; do echo "${LABELS[$i]}: $(cat "${DIRS[$i]}/commit.txt")" >> "$OUT/env.log"; done
step fa3_before 60 bash .anchors/sweep_fwd.sh
step lib_ab 420 python3 bench/lib_ab.py --op fwd --libs "$libs" --labels "$labels" --rounds 2 \
  --out "$OUT/fwd_ab.jsonl" --commit "$COMMIT"
step fa3_after 60 bash .anchors/sweep_fwd.sh
for f in fa3_before fa3_after; do python3 .anchors/to_records.py --date "$DATE" < "$OUT/$f.log" >> "$OUT/fa3.jsonl"; done
LD_LIBRARY_PATH="$LAST:${LD_LIBRARY_PATH:-}" step "tests_${LABELS[$((N - 1))]}" 120 "$TESTS"
LD_LIBRARY_PATH="$LAST:${LD_LIBRARY_PATH:-}" step memcheck 150 compute-sanitizer --tool memcheck \
  --error-exitcode 1 "$TESTS" --gtest_filter='*q7_k113*:*q113_k7*:*b1_q256_k256*'
LD_LIBRARY_PATH="$LAST:${LD_LIBRARY_PATH:-}" step racecheck 150 compute-sanitizer --tool racecheck \
  --error-exitcode 1 "$TESTS" --gtest_filter='*bf16_d64_causal_b1_q256_k256*:*bf16_d128_full_b1_q256_k256*'
for i in "${!DIRS[@]}"; do
  [ "$i" -eq $((N - 1)) ] && continue
  LD_LIBRARY_PATH="${DIRS[$i]}:${LD_LIBRARY_PATH:-}" step "tests_${LABELS[$i]}" 120 "$TESTS"
done
step fwd_bench_first 150 python3 bench/fwd_bench.py --lib "${DIRS[0]}/libdash.so" --impl-name "dash-${LABELS[0]}" \
  --commit "$(cut -d' ' -f1 "${DIRS[0]}/commit.txt")" --out "$OUT/fwd_bench.jsonl"
step fwd_bench_last 150 python3 bench/fwd_bench.py --lib "$LAST/libdash.so" --dash-only \
  --impl-name "dash-${LABELS[$((N - 1))]}" --commit "$COMMIT" --out "$OUT/fwd_bench.jsonl"
grep -hE "^\[  (PASSED|FAILED) |ERROR SUMMARY|time ratio" "$OUT"/*.log | head -40
exit "$FAILED"
