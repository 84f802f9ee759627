#!/usr/bin/env bash
# Configures and builds everything (CPU tools, tests, sm_90a kernels) into build/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release "$@"
cmake --build build -j"$(nproc)"
