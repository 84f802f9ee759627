#!/usr/bin/env bash
# Same-run A/B of the backward across git refs: builds dash_bwd_bench of each ref here (a
# temporary worktree per ref, no GPU needed) into .deps/gpu/ab/<ref>/, then, on the GPU
# machine, runs them interleaved (A B ... A) in one call, so that clocks and the GPU draw
# are the same for all. Timings on different calls or machines differ by up to ~15%.
#
#   scripts/ab_bench.sh build REF...            (here: compile; carry .deps/gpu/ab)
#   scripts/ab_bench.sh run [BENCH ARGS...]     (device: every built ref, then the first again)
# e.g. scripts/ab_bench.sh build 3236544 next-dq-stage-hoist HEAD
#      scripts/ab_bench.sh run --seqlens 16384 --hdims 128 > $OUT/ab.jsonl
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$root/.deps/gpu/ab
case "${1:-}" in
  build)
    shift
    mkdir -p "$dir"
    for ref in "$@"; do
      sha=$(git -C "$root" rev-parse --short "$ref")
      wt=$(mktemp -d)
      git -C "$root" worktree add -f --detach "$wt" "$sha" > /dev/null
      cmake -S "$wt" -B "$wt/build" -DCMAKE_BUILD_TYPE=Release > "$dir/$sha.cmake.log" 2>&1
      cmake --build "$wt/build" -j"$(nproc)" --target dash_bwd_bench > "$dir/$sha.build.log" 2>&1
      mkdir -p "$dir/$sha"
      cp "$wt/build/bench/dash_bwd_bench" "$dir/$sha/" 2>/dev/null || cp "$wt/build/src/bwd/dash_bwd_bench" "$dir/$sha/"  # older refs built it there
      git -C "$root" worktree remove --force "$wt"
      echo "$ref -> $dir/$sha/dash_bwd_bench"
    done
    ;;
  run)
    shift
    refs=$(ls "$dir")
    refs=$(for r in $refs; do if [ -x "$dir/$r/dash_bwd_bench" ]; then echo "$r"; fi; done)
    first=$(echo "$refs" | head -1)
    for r in $refs $first; do "$dir/$r/dash_bwd_bench" --commit "$r" "$@"; done
    ;;
  *)
    sed -n '2,11p' "$0"
    exit 2
    ;;
esac
