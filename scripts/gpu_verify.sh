#!/usr/bin/env bash
# Every GPU check in one go, for one call on a Hopper machine: forward and backward
# GPU tests (the shared-GPU ones too), the Python package's tests, the data-parallel example's
# tests (step ddp), the train-twice example,
# 150 fuzz cases (tests/fuzz/fuzz.py) and (with the time left) the backward benchmark. Logs go to $OUT (default out/gpu).
# Exits non-zero when a step fails, times out or is skipped for lack of time.
#
#   COMMIT=<commit> scripts/gpu_verify.sh BIN_DIR [SECONDS]
#   ONLY=bwd_tests,exact_tests ...    runs the named steps only (their names as printed)
#   WHEEL=dist/dash_attn-*.whl        also installs that wheel (pip --no-deps) and runs the Python
#                                     tests against the installed package, no build tree on the
#                                     path (step python_installed, in PART=2)
#   PART=1 / PART=2                   one of two halves that each end inside a 10-minute call:
#                                     1 = the GPU test binaries, python, train, fuzz;
#                                     2 = ddp (torchrun, 5-7 minutes) and bwd_bench (about 40 s)
# BIN_DIR holds libdash.so, dash_gpu_tests, dash_bwd_gpu_tests, dash_bwd_v2_gpu_tests,
# dash_bwd_exact_tests, dash_bwd_shared_tests, dash_bwd_trace_tests and dash_bwd_bench (copied from a build made elsewhere); SECONDS bounds
# the whole run (default 500). COMMIT names the build in the benchmark's records (a copied
# working tree's git may not know it).
set -u
BIN=$(realpath "${1:?usage: scripts/gpu_verify.sh BIN_DIR [SECONDS]}")
LIMIT=${2:-500}
OUT=${OUT:-out/gpu}
COMMIT=${COMMIT:-$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)}
mkdir -p "$OUT"
export LD_LIBRARY_PATH="$BIN:${LD_LIBRARY_PATH:-}" DASH_LIBRARY="$BIN/libdash.so" DASH_BUILD_DIR=/nonexistent
export PYTHONUNBUFFERED=1 DASH_REQUIRE_GPU=1  # a GPU test that skips here fails
T0=$SECONDS
FAILED=0
left() { echo $((LIMIT - (SECONDS - T0))); }
step() {  # step NAME MAX_SECONDS CMD...: at most MAX_SECONDS and never past the limit
  local name=$1 max=$2 t
  shift 2
  if [ -n "${ONLY:-}" ] && [[ ",$ONLY," != *",$name,"* ]]; then return; fi
  case "${PART:-}" in
    1) [[ ",ddp,bwd_bench,python_installed," == *",$name,"* ]] && return ;;
    2) [[ ",ddp,bwd_bench,python_installed," != *",$name,"* ]] && return ;;
    "") ;;
    *) echo "PART must be 1 or 2"; FAILED=1; return ;;
  esac
  t=$(left); [ "$t" -gt "$max" ] && t=$max
  if [ "$t" -lt 10 ]; then echo "$name: skipped, no time left"; FAILED=1; return; fi
  timeout "$t" "$@" > "$OUT/$name.log" 2>&1
  local rc=$?
  echo "$name: rc=$rc after $((SECONDS - T0)) s"
  [ "$rc" -eq 0 ] || FAILED=1
}
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv > "$OUT/env.log" 2>&1
step fwd_tests 100 "$BIN/dash_gpu_tests"
step bwd_tests 200 "$BIN/dash_bwd_gpu_tests"
step bwd_v2_tests 100 "$BIN/dash_bwd_v2_gpu_tests"
step exact_tests 200 "$BIN/dash_bwd_exact_tests"
step shared_tests 150 "$BIN/dash_bwd_shared_tests"
step trace_tests 100 "$BIN/dash_bwd_trace_tests"
step python 300 python3 -m pytest -q -rs tests/python --ignore=tests/python/test_ddp.py
step ddp 470 python3 -m pytest -q -rs --durations=0 tests/python/test_ddp.py  # torchrun runs: 5-7 minutes on one GPU
step train 90 python3 examples/train_twice.py
step fuzz 200 python3 tests/fuzz/fuzz.py --cases 150 --seed "${DASH_TEST_SEED:-$RANDOM}" --commit "$COMMIT"
step bwd_bench 100 "$BIN/dash_bwd_bench" --commit "$COMMIT" --seqlens 2048,16384 --iters 5 --warmup 2
if [ -n "${WHEEL:-}" ]; then
  step python_installed 330 bash -c 'python3 -m pip install --no-deps --force-reinstall "$0" &&
    env -u DASH_LIBRARY -u DASH_BUILD_DIR DASH_TEST_INSTALLED=1 \
      python3 -m pytest -q -rs tests/python --ignore=tests/python/test_ddp.py' "$WHEEL"
fi
grep -hE "^\[  (PASSED|FAILED|SKIPPED) |passed|failed|bit-identical" "$OUT"/*.log | head -40
exit "$FAILED"
