#!/usr/bin/env bash
# Configures and builds everything (CPU tools, tests, sm_90a kernels) into build/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
# libdash links as the wheel's does (docs/packaging.md): libstdc++ linked in and, where
# scripts/glibc_floor.sh could install it, against the glibc floor; ctest's abi_floor checks it.
floor=
[ -f .deps/glibc-floor/lib/libc.so ] && floor=$PWD/.deps/glibc-floor
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DDASH_STATIC_LIBSTDCXX=ON -DDASH_GLIBC_FLOOR="$floor" "$@"
cmake --build build -j"$(nproc)"
