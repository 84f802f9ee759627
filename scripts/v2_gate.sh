#!/usr/bin/env bash
# The backward kernel v2's first gate in one call on a Hopper machine (docs/bwd-v2.md): its GPU
# tests, compute-sanitizer on a small shape, the main kernel against FlashAttention-3's
# (bench/main_kernel_times.py --v2, needs ncu and the anchors in .anchors) and the whole backward
# (dash_bwd_bench --kernel v2). Logs and records go to $OUT (default out/v2).
#   COMMIT=<commit> scripts/v2_gate.sh BIN_DIR
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
  timeout "$t" "$@" > "$OUT/$name.log" 2>&1
  local rc=$?
  echo "$name: rc=$rc"
  [ "$rc" -eq 0 ] || FAILED=1
}
step tests 150 "$BIN/dash_bwd2_gpu_tests"
step memcheck 200 compute-sanitizer --tool memcheck --error-exitcode 1 "$BIN/dash_bwd2_gpu_tests" \
  --gtest_filter='*b1_h2_hkv2_sq128_sk128*:*b1_h3_hkv3_sq517_sk200*'
step racecheck 200 compute-sanitizer --tool racecheck --error-exitcode 1 "$BIN/dash_bwd2_gpu_tests" \
  --gtest_filter='*causal_b1_h2_hkv2_sq128_sk128*'
step main_kernel 200 python3 bench/main_kernel_times.py --dash-bench "$BIN/dash_bwd_bench" --v2 \
  --configs 128c2048,128c8192,128c16384 --out "$OUT/main_kernel.jsonl" --commit "$COMMIT"
step bench 120 "$BIN/dash_bwd_bench" --commit "$COMMIT" --kernel v2 --hdims 128 --masks causal \
  --modes unordered --seqlens 2048,8192,16384 --iters 10 --warmup 3
grep -hE "PASSED|FAILED|ERROR SUMMARY|x FA3" "$OUT"/*.log | head -30
exit "$FAILED"
