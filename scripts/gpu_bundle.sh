#!/usr/bin/env bash
# Copies what scripts/gpu_verify.sh and scripts/v2_gate.sh run from build/ into one folder (debug
# sections stripped, so that it travels light to a GPU machine):
#   bash scripts/build.sh && bash scripts/gpu_bundle.sh DIR
set -euo pipefail
cd "$(dirname "$0")/.."
DIR=${1:?usage: scripts/gpu_bundle.sh DIR}
mkdir -p "$DIR"
for f in build/src/libdash.so build/tests/gpu/dash_gpu_tests build/tests/gpu_bwd/dash_bwd_gpu_tests \
         build/tests/gpu_bwd/dash_bwd_exact_tests build/tests/gpu_bwd/dash_bwd_shared_tests \
         build/tests/gpu_bwd/dash_bwd_trace_tests \
         build/tests/gpu_bwd/dash_bwd_v2_gpu_tests build/bench/dash_bwd_bench build/bench/dash_bwd_shared_bench; do
  cp "$f" "$DIR/"
done
strip --strip-debug "$DIR"/* 2>/dev/null || true
du -sh "$DIR"
