#pragma once
// `auto`: the deterministic schedule the backward uses when the caller names none.
//
// Started from the paper's findings (full -> shift, causal -> symmetric_shift or
// descending) and set by our own H200 sweeps of the current kernel (warp-specialized,
// bench/results/2026-11-29-h200.jsonl, commits f9c9058, f6f4108, e95a2a7 and 3763a9f, bf16,
// 16k tokens):
//  - causal: symmetric_shift is the fastest deterministic schedule at every length
//    and both head dims (3763a9f: 1.2-1.8x fa3, 1.1-1.3x descending).
//  - full: shift wins with 8 to 32 KV tiles per head (seqlen 1024-4096): by 9-16% at
//    f6f4108, 3-13% at 3763a9f. With more tiles the fa3 order is within 1% of the best
//    and shift falls 1-11% behind (all workers read the same Q tile at once, which helps
//    L2; the shift's start-up bubble is already amortized). With 4 tiles (seqlen 512)
//    fa3 is the fastest at both head dims: shift was 5% (head dim 64) and 2% / 3%
//    (head dim 128, e95a2a7 / 3763a9f) behind it.
#include "dash/schedule/geometry.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash {

inline ScheduleKind auto_schedule(const Geometry& g, int head_dim) {
  if (g.causal) return ScheduleKind::symmetric_shift;
  const int tiles = g.num_kv_tiles();
  (void)head_dim;  // both head dims agree today; kept in the signature for the next kernel
  if (tiles >= 8 && tiles <= 32) return ScheduleKind::shift;
  return ScheduleKind::fa3;
}

// Exact mode's Q-tile order inside a KV tile (Schedule::canonical_rotate), a function of
// the problem only, so that dK / dV keep their bits across schedules and worker counts.
// It follows the order auto's schedule walks: rotated where auto picks a shift, ascending
// where it picks fa3 (many full-mask KV tiles: workers that read the same Q tile at once
// share it in L2; on the H200, exact with the rotated order ran 6-9% behind unordered at
// 16k full, commit 3236544+).
inline bool exact_q_order_rotated(const Geometry& g, int head_dim) {
  return auto_schedule(g, head_dim) != ScheduleKind::fa3;
}

}  // namespace dash
