#!/usr/bin/env bash
# The mutation check: would the tests catch the bugs that matter? Each mutant is the library
# with one deliberate bug: a patch in tests/mutations/<name>.patch, applied to a copy of the
# working tree (the product's sources carry none of them).
#
#   scripts/mutation.sh build DIR [NAME...]   builds each mutant, runs its CPU tests
#                                             (failures to DIR/<name>/cpu_caught.txt) and
#                                             copies its GPU test binaries to DIR/<name>/
#   scripts/mutation.sh check                 every patch applies to the tree as it is (CI)
#   scripts/mutation.sh run DIR COMMIT        on a GPU machine: runs each mutant's suites and
#                                             prints one record per mutant:
#     {"op": "mutation", "mutation": ..., "caught": true|false, "caught_by": [...], "commit": ...}
# DASH_CMAKE_ARGS adds configure arguments to the build, e.g. -DDASH_GTEST_SOURCE=<a googletest
# source tree> on a machine without the GoogleTest package (scripts/deps.sh is then skipped).
# A mutant is caught when a test fails or a suite times out. The run exits non-zero when a
# mutant is not caught, or when the GPU is missing (its tests would then fail for that alone).
set -u
cd "$(dirname "$0")/.."
ALL=$(ls tests/mutations/*.patch | xargs -n1 basename | sed 's/\.patch$//' | tr '\n' ' ')
BINS="tests/gpu_bwd/dash_bwd_gpu_tests tests/gpu_bwd/dash_bwd_exact_tests tests/gpu_bwd/dash_bwd_trace_tests"
mode=${1:?usage: scripts/mutation.sh build|run DIR ... | check}
if [ "$mode" = check ]; then
  bad=0
  for m in $ALL; do
    if patch --dry-run -p1 -s -f < "tests/mutations/$m.patch" > /dev/null; then echo "mutant $m: applies"
    else echo "mutant $m: does not apply to this tree (tests/mutations/$m.patch)"; bad=1; fi
  done
  exit $bad
fi
DIR=${2:?usage: scripts/mutation.sh build|run DIR ...}
case "$mode" in
  build)
    shift 2
    names=${*:-$ALL}
    set -e
    [ -n "${DASH_CMAKE_ARGS:-}" ] || bash scripts/deps.sh > /dev/null
    for m in $names; do
      # shellcheck disable=SC2086  # DASH_CMAKE_ARGS holds several arguments
      # The working tree's files (tracked and new, not ignored), patched.
      src="build-mutation/$m/src"
      rm -rf "$src" && mkdir -p "$src"
      git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$src"
      patch -p1 -s -d "$src" < "tests/mutations/$m.patch"
      cmake -S "$src" -B "build-mutation/$m" -DCMAKE_BUILD_TYPE=Release ${DASH_CMAKE_ARGS:-} > /dev/null
      cmake --build "build-mutation/$m" -j"$(nproc)" --target dash_cpu_tests dash_bwd_gpu_tests dash_bwd_exact_tests dash_bwd_trace_tests > /dev/null
      mkdir -p "$DIR/$m"
      for b in $BINS; do cp "build-mutation/$m/$b" "$DIR/$m/"; done
      "build-mutation/$m/tests/cpu/dash_cpu_tests" --gtest_brief=1 2>&1 |
        sed -n 's/^\[  FAILED  \] \([A-Za-z0-9_/.]*\).*/dash_cpu_tests: \1/p' | sort -u > "$DIR/$m/cpu_caught.txt" || true
      strip --strip-debug "$DIR/$m"/* 2>/dev/null || true
      echo "built $m -> $DIR/$m"
    done
    ;;
  run)
    COMMIT=${3:?usage: scripts/mutation.sh run DIR COMMIT}
    if ! nvidia-smi > /dev/null 2>&1; then echo "mutation.sh run: no GPU here" >&2; exit 2; fi
    export DASH_REQUIRE_GPU=1
    missed=0
    for d in "$DIR"/*/; do
      m=$(basename "$d")
      caught_by=()
      while read -r t; do caught_by+=("$t"); done < "$d/cpu_caught.txt"
      for b in "$d"dash_*; do
        log=$(mktemp)
        timeout 120 "$b" --gtest_brief=1 > "$log" 2>&1
        rc=$?
        if [ $rc -eq 124 ]; then caught_by+=("$(basename "$b"): timed out"); fi
        while read -r t; do caught_by+=("$(basename "$b"): $t"); done < <(sed -n 's/^\[  FAILED  \] \([A-Za-z0-9_/.]*\).*/\1/p' "$log" | sort -u)
        if [ $rc -ne 0 ] && [ $rc -ne 124 ] && ! grep -q "^\[  FAILED  \]" "$log"; then
          caught_by+=("$(basename "$b"): exit $rc")
        fi
        rm -f "$log"
      done
      caught=false
      [ ${#caught_by[@]} -gt 0 ] && caught=true
      [ "$caught" = true ] || missed=1
      python3 - "$m" "$caught" "$COMMIT" "${caught_by[@]}" <<'PY'
import json, sys
m, caught, commit, *by = sys.argv[1:]
print(json.dumps({"op": "mutation", "mutation": m, "caught": caught == "true", "caught_by": by, "commit": commit}))
PY
    done
    exit $missed
    ;;
  *) echo "usage: scripts/mutation.sh build|run DIR ..." >&2; exit 2 ;;
esac
