#!/usr/bin/env bash
# The whole test suite: builds, then runs every test. GPU tests skip with a
# visible reason on a machine without a GPU.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
ctest --test-dir build --output-on-failure -j"$(nproc)"
