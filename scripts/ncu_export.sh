#!/usr/bin/env bash
# One Nsight Compute report (PREFIX.ncu-rep, recorded with --set full --import-source yes) as the
# side-by-side diagnosis reads it: its SASS source page (PREFIX_source.csv.gz, which
# bench/ncu_stalls.py summarizes into PREFIX_stalls.log) and its details page
# (PREFIX_details.csv.gz: throughputs, pipe use, occupancy, warp states); the report then goes.
#   scripts/ncu_export.sh PREFIX
set -u
r=${1:?usage: scripts/ncu_export.sh PREFIX}
[ -f "$r.ncu-rep" ] || { echo "$r.ncu-rep: no report"; exit 1; }
ncu -i "$r.ncu-rep" --page source --csv --print-source sass > "${r}_source.csv" 2> "${r}_export.err"
ncu -i "$r.ncu-rep" --page details --csv > "${r}_details.csv" 2>> "${r}_export.err"
python3 "$(dirname "$0")/../bench/ncu_stalls.py" "${r}_source.csv" > "${r}_stalls.log" 2>&1
gzip -f "${r}_source.csv" "${r}_details.csv" && rm -f "$r.ncu-rep"
