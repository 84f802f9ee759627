#pragma once
// `auto`: the schedule the backward uses when the caller names none. Two choices:
//  - auto_schedule: the ordered (deterministic) mode's schedule, whose order also fixes the
//    dQ reduction order;
//  - free_task_order: the task order of the unordered and exact modes (no reduction order
//    to respect; exact also takes its canonical Q rotation from it).
// Started from the paper's findings (full -> shift, causal -> symmetric_shift or
// descending) and set by our own H200 sweeps (bench/results/2026-11-29-h200.jsonl, bf16,
// 16k tokens):
//  - causal: symmetric_shift is the fastest deterministic schedule at every length and
//    both head dims (3763a9f: 1.2-1.8x fa3, 1.1-1.3x descending; eced52e: 1.5-1.8x fa3).
//  - full, ordered: shift from 8 KV tiles per head (seqlen >= 1024). At 3763a9f the fa3
//    order was within 1% of the best from 64 tiles on and shift 1-11% behind; since eced52e
//    (no division per step) shift is the fastest or within 0.3% of it there too (eced52e
//    sweep: fa3 was 3-5% behind at 8192 and 16384, head dim 128). With 4 tiles (seqlen
//    512) fa3 stays: shift 1-5% behind it (e95a2a7, 3763a9f, eced52e).
//  - full, unordered / exact: shift for 8 to 16 tiles, fa3 from 32 (all workers read the
//    same Q tile at once, which helps L2; exact with the rotated order ran 6-9% behind
//    unordered at 16k full, 3236544+). 46c6cdd's order probes (every task order x Q order,
//    one run): at 32 tiles (4096) unordered ran 2.7% (head dim 64) / 1.1% (128) faster in
//    fa3 than in shift, exact within 0.4% in every order; at 64 and 128 tiles fa3 stayed
//    within 1% of the fastest order for unordered and exact (spt / descending 0-2% ahead,
//    not repeated).
#include "dash/schedule/geometry.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash {

inline ScheduleKind auto_schedule(const Geometry& g, int head_dim) {
  (void)head_dim;  // both head dims agree today; kept in the signature for the next kernel
  if (g.causal) return ScheduleKind::symmetric_shift;
  return g.num_kv_tiles() >= 8 ? ScheduleKind::shift : ScheduleKind::fa3;
}

inline ScheduleKind free_task_order(const Geometry& g, int head_dim) {
  (void)head_dim;
  if (g.causal) return ScheduleKind::symmetric_shift;
  const int tiles = g.num_kv_tiles();
  return tiles >= 8 && tiles <= 16 ? ScheduleKind::shift : ScheduleKind::fa3;
}

// Exact mode's Q-tile order inside a KV tile (Schedule::canonical_rotate), a function of
// the problem only, so that dK / dV keep their bits across schedules and worker counts:
// rotated where the free task order is a shift, ascending where it is fa3.
inline bool exact_q_order_rotated(const Geometry& g, int head_dim) {
  return free_task_order(g, head_dim) != ScheduleKind::fa3;
}

}  // namespace dash
