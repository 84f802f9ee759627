#pragma once
// `auto`: the deterministic schedule the backward uses when the caller names none.
//
// Started from the paper's findings (full -> shift, causal -> symmetric_shift or
// descending) and corrected by our own H200 measurements of the current kernel
// (bench/results/2026-11-29-h200.jsonl):
//  - causal: symmetric_shift is the fastest deterministic schedule at every length
//    and both head dims (up to 1.5x fa3; it even beats the unordered kernel's
//    launch order at short lengths, since pairing balances the causal work);
//  - full: shift wins only at head dim 128 with few KV tiles per head (<= 16); with
//    more tiles, or at head dim 64, the fa3 order is faster: all workers read the
//    same Q tile at once, which the shift schedule gives up (L2 reuse), and its
//    start-up bubble is already amortized.
#include "dash/schedule/geometry.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash {

inline ScheduleKind auto_schedule(const Geometry& g, int head_dim) {
  if (g.causal) return ScheduleKind::symmetric_shift;
  if (head_dim >= 128 && g.num_kv_tiles() <= 16) return ScheduleKind::shift;
  return ScheduleKind::fa3;
}

}  // namespace dash
