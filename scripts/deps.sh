#!/usr/bin/env bash
# Installs what the build needs on a fresh Debian 12 machine with the CUDA
# toolkit: GoogleTest, CMake, and the pinned CUTLASS/CuTe headers from PyPI.
# Idempotent: does nothing when everything is there.
set -euo pipefail
need_apt=()
command -v cmake >/dev/null || need_apt+=(cmake)
[ -f /usr/include/gtest/gtest.h ] || need_apt+=(libgtest-dev)
if [ ${#need_apt[@]} -gt 0 ]; then
  apt-get update -qq && apt-get install -y -qq "${need_apt[@]}"
fi
PY=${PYTHON:-python3}
"$PY" -c "import pytest" 2>/dev/null || "$PY" -m pip install -q pytest
if ! "$PY" -c "import cutlass_library, os, sys; \
p = os.path.join(os.path.dirname(cutlass_library.__file__), 'source', 'include', 'cute'); \
sys.exit(0 if os.path.isdir(p) else 1)" 2>/dev/null; then
  "$PY" -m pip install -q --no-deps nvidia-cutlass==4.2.0.0
fi
