#!/usr/bin/env bash
# The backward kernel v2's first gate in one call on a Hopper machine (docs/bwd-v2.md): its GPU
# tests, compute-sanitizer on a small shape, the main kernel against FlashAttention-3's
# (bench/main_kernel_times.py --v2, needs ncu and the anchors in .anchors), the whole backward
# (dash_bwd_bench --kernels), and both main kernels' Nsight Compute source pages for the
# side-by-side diagnosis (source and details pages). Logs and records go to $OUT (default out/v2).
#   COMMIT=<commit> scripts/v2_gate.sh BIN_DIR
#   ONLY=tests,memcheck ...   runs the named steps only (their names as printed; the ncu steps'
#                             summaries follow their step)
#   VARIANTS="LABEL=DIR ..."  also builds of other commits (each DIR: its dash_bwd_bench,
#                             dash_bwd_v2_gpu_tests and label.txt naming the commit): their tests
#                             (tests_LABEL) and main kernels beside FA3's (main_kernel_LABEL)
set -u
BIN=$(realpath "${1:?usage: scripts/v2_gate.sh BIN_DIR}")
OUT=${OUT:-out/v2}
COMMIT=${COMMIT:-unknown}
mkdir -p "$OUT"
export LD_LIBRARY_PATH="$BIN:${LD_LIBRARY_PATH:-}" DASH_REQUIRE_GPU=1
FAILED=0
step() {  # step NAME SECONDS CMD...
  local name=$1 t=$2
  shift 2
  if [ -n "${ONLY:-}" ] && [[ ",$ONLY," != *",$name,"* ]]; then return; fi
  timeout "$t" "$@" > "$OUT/$name.log" 2>&1
  local rc=$?
  echo "$name: rc=$rc"
  [ "$rc" -eq 0 ] || FAILED=1
}
step tests 150 "$BIN/dash_bwd_v2_gpu_tests"
step memcheck 200 compute-sanitizer --tool memcheck --error-exitcode 1 "$BIN/dash_bwd_v2_gpu_tests" \
  --gtest_filter='*b1_h2_hkv2_sq128_sk128*:*b1_h3_hkv3_sq517_sk200*'
step racecheck 200 compute-sanitizer --tool racecheck --error-exitcode 1 "$BIN/dash_bwd_v2_gpu_tests" \
  --gtest_filter='*causal_b1_h2_hkv2_sq128_sk128*'
# v1, v2 and FA3's main kernels of a build (--dash-bench BENCH)
MAIN_KERNEL=(python3 bench/main_kernel_times.py --v2 --configs 128c2048,128c8192,128c16384
             --out "$OUT/main_kernel.jsonl" --commit "$COMMIT")
step main_kernel 200 "${MAIN_KERNEL[@]}" --dash-bench "$BIN/dash_bwd_bench"
for v in ${VARIANTS:-}; do
  l=${v%%=*} d=$(realpath "${v#*=}")
  step "tests_$l" 150 "$d/dash_bwd_v2_gpu_tests"
  step "main_kernel_$l" 200 "${MAIN_KERNEL[@]}" --dash-bench "$d/dash_bwd_bench" --defines "$(cat "$d/label.txt")"
done
step bench 120 "$BIN/dash_bwd_bench" --commit "$COMMIT" --kernels --hdims 128 --masks causal \
  --modes unordered --seqlens 2048,8192,16384 --iters 10 --warmup 3
# The side-by-side diagnosis's data, whatever the gate's outcome: one main-kernel launch of
# FlashAttention-3 and one of v2 at head dim 128 causal 8192 under Nsight Compute's full set,
# exported as SASS source pages (bench/ncu_stalls.py reads them), then summarized.
step ncu_fa3 150 ncu --set full --import-source yes --kernel-name-base demangled -k regex:FlashAttnBwdSm90 --launch-skip 1 --launch-count 1 \
  -f -o "$OUT/fa3" .anchors/bin/fa3_bwd --hdim 128 --causal 1 --det 0 --batch 2 --heads 16 --seqlen 8192 \
  --iters 1 --warmup 1
step ncu_v2 150 ncu --set full --import-source yes -k regex:bwd2_main_kernel --launch-skip 1 --launch-count 1 \
  -f -o "$OUT/v2" "$BIN/dash_bwd_bench" --kernels --hdims 128 --masks causal --modes unordered \
  --seqlens 8192 --iters 1 --warmup 1
for r in fa3 v2; do
  [ -f "$OUT/$r.ncu-rep" ] && bash scripts/ncu_export.sh "$OUT/$r"
done
grep -hE "PASSED|FAILED|ERROR SUMMARY|x FA3" "$OUT"/*.log | head -30
exit "$FAILED"
