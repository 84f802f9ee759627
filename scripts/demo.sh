#!/usr/bin/env bash
# The main job on the built-in default problem: the schedule comparison of the
# paper's sweep on the DAG model (a table), plus Gantt charts in out/.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x build/tools/dash-sim/dash-sim ] || bash scripts/build.sh
build/tools/dash-sim/dash-sim --gantt-dir out "$@"
