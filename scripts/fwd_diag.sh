#!/usr/bin/env bash
# The forward's side-by-side diagnosis against FlashAttention-3 in one call on a Hopper machine:
# one launch of each forward kernel per config under Nsight Compute's full set (FA3's from the
# anchors in .anchors, dash's through bench/fwd_bench.py), exported as SASS source pages
# (summarized by bench/ncu_stalls.py) and details pages (throughputs, pipe use, occupancy, warp
# states). Logs and exports go to $OUT (default out/fwd_diag).
#   scripts/fwd_diag.sh LIBDASH [CONFIG ...]   CONFIG: <head dim><f|c><seqlen>, default 128c8192 64c8192
set -u
LIB=$(realpath "${1:?usage: scripts/fwd_diag.sh LIBDASH [CONFIG ...]}")
shift
CONFIGS=${*:-128c8192 64c8192}
OUT=${OUT:-out/fwd_diag}
mkdir -p "$OUT"
FAILED=0
NCU=(ncu --set full --import-source yes --kernel-name-base demangled)
export_report() {  # export_report NAME: scripts/ncu_export.sh on $OUT/NAME
  bash scripts/ncu_export.sh "$OUT/$1" || FAILED=1
}
for c in $CONFIGS; do
  d=${c%%[cf]*} n=${c#*[cf]} m=${c:${#d}:1}
  causal=$([ "$m" = c ] && echo 1 || echo 0) mask=$([ "$m" = c ] && echo causal || echo full)
  b=$((16384 / n)) h=$((2048 / d))
  [ "$b" -lt 1 ] && b=1
  timeout 200 "${NCU[@]}" -k regex:FlashAttnFwdSm90 --launch-skip 1 --launch-count 1 -f -o "$OUT/fa3_$c" \
    .anchors/bin/fa3_fwd --hdim "$d" --causal "$causal" --batch "$b" --heads "$h" --seqlen "$n" --iters 1 --warmup 1 \
    > "$OUT/ncu_fa3_$c.log" 2>&1 || FAILED=1
  export_report "fa3_$c"
  # fwd_bench runs dash twice for its repeat check, then its timing: the third launch is warm.
  timeout 300 "${NCU[@]}" -k regex:fwd_kernel --launch-skip 2 --launch-count 1 -f -o "$OUT/dash_$c" \
    python3 bench/fwd_bench.py --lib "$LIB" --dash-only --hdims "$d" --masks "$mask" --seqlens "$n" \
    --warmup 1 --rep 1 --out "$OUT/fwd_bench_under_ncu.jsonl" > "$OUT/ncu_dash_$c.log" 2>&1 || FAILED=1
  export_report "dash_$c"
  echo "$c: $(head -n 1 "$OUT/fa3_${c}_stalls.log" 2>/dev/null | cut -c1-60) / $(head -n 1 "$OUT/dash_${c}_stalls.log" 2>/dev/null | cut -c1-60)"
done
exit "$FAILED"
