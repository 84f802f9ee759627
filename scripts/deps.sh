#!/usr/bin/env bash
# Installs what the build and tests need on a fresh Debian 12 machine with the
# CUDA toolkit: GoogleTest, CMake, pytest. The build itself uses the vendored
# CUTLASS headers (third_party/cutlass); the pinned wheel is installed only for
# the test that compares them with it (it skips without the wheel, e.g. offline).
# The glibc floor that libdash links against (scripts/glibc_floor.sh, docs/packaging.md) goes
# to .deps/glibc-floor. Idempotent: does nothing when everything is there.
set -euo pipefail
need_apt=()
command -v cmake >/dev/null || need_apt+=(cmake)
[ -f /usr/include/gtest/gtest.h ] || need_apt+=(libgtest-dev)
command -v patch >/dev/null || need_apt+=(patch)  # scripts/mutation.sh
if [ ${#need_apt[@]} -gt 0 ]; then
  apt-get update -qq && apt-get install -y -qq "${need_apt[@]}"
fi
PY=${PYTHON:-python3}
"$PY" -c "import pytest" 2>/dev/null || "$PY" -m pip install -q pytest
if ! "$PY" -c "import cutlass_library, os, sys; \
p = os.path.join(os.path.dirname(cutlass_library.__file__), 'source', 'include', 'cute'); \
sys.exit(0 if os.path.isdir(p) else 1)" 2>/dev/null; then
  "$PY" -m pip install -q --retries 1 --no-deps nvidia-cutlass==4.2.0.0 ||
    echo "deps.sh: nvidia-cutlass==4.2.0.0 not installed; the build does not need it"
fi
bash "$(dirname "$0")/glibc_floor.sh" ||
  echo "deps.sh: the glibc floor is not installed; libdash links against this machine's glibc and ctest's abi_floor fails"
