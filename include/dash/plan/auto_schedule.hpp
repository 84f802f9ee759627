#pragma once
// `auto`: the schedule the backward uses when the caller names none. Two choices:
//  - auto_schedule: the ordered (deterministic) mode's schedule, whose order also fixes the
//    dQ reduction order;
//  - free_task_order: the task order of the unordered and exact modes (no reduction order
//    to respect; exact also takes its canonical Q rotation from it).
// Started from the paper's findings (full -> shift, causal -> symmetric_shift or
// descending) and set by our own H200 sweeps (bench/results/2026-11-29-h200.jsonl.gz, bf16,
// 16k tokens):
//  - causal: symmetric_shift is the fastest deterministic schedule at every length and
//    both head dims (3763a9f: 1.2-1.8x fa3, 1.1-1.3x descending; eced52e: 1.5-1.8x fa3).
//  - full, ordered: shift from 8 KV tiles per head (seqlen >= 1024). At 3763a9f the fa3
//    order was within 1% of the best from 64 tiles on and shift 1-11% behind; since eced52e
//    (no division per step) shift is the fastest or within 0.3% of it there too (eced52e
//    sweep: fa3 was 3-5% behind at 8192 and 16384, head dim 128). With 4 tiles (seqlen
//    512) fa3 stays: shift 1-5% behind it (e95a2a7, 3763a9f, eced52e). From 128 tiles
//    (seqlen 16384: one head's tasks fill a wave) fa3 again. There fa3 / spt ran 1.6-2.7%
//    ahead of shift at head dim 64 in every run of 7e7c940's and 7cec575's kernels, and at
//    head dim 128 0-4% ahead with 7cec575's (stored first partial; with 7e7c940's shift had
//    been level with them, within 1%); fa3's worst in those runs: 0.997 of the best (sweeps
//    and same-run ABABs, 2026-12-01). At 8192 shift stays ahead (head dim 128: 450-467 vs 431).
//    With the TMA kernels (four runs: two sweeps, two ABABs) the schedules at 128
//    tiles sit within 6% and trade places from run to run. Worst ratio to the run's best:
//    head dim 64 descending 0.990, shift 0.977, fa3 0.947 (3f60f0a's sweep; 0.98-0.986
//    elsewhere); head dim 128 fa3 1.000 in the three runs since the dQ owner alternates
//    (444d8b3), shift 0.954-0.982. So from 128 tiles: descending at 64, fa3 at 128.
//  - full, unordered / exact: fa3 at every length (all workers of a head read the same Q
//    tile at once, which helps L2). Order probes (every task order x Q order, records with
//    a note): unordered in fa3 ran 1-3% faster than in shift at head dim 64 from 1024 to
//    4096 (53c87bf, two runs: 1024 297 vs 292, 2048 349 vs 342, 4096 384 vs 372) and 0-1%
//    at 128; exact within ~1% in every order (46c6cdd, 53c87bf). spt / descending ran
//    within 1% of fa3.
//  - sliding windows (no shift schedule applies): spt. Causal with a window of 4096 keys,
//    head dim 128, GQA 4:1 (7bc293f, bench/window_bench.py): spt 428 / 479 TFLOPS at 16k /
//    32k tokens, descending 428 / 456, fa3 148 / 126 (its chains wait on KV tiles that are
//    still at the far end of their walks).
#include "dash/schedule/geometry.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash {

inline ScheduleKind auto_schedule(const Geometry& g, int head_dim) {
  if (g.masked() && !schedule_applies(ScheduleKind::symmetric_shift, g)) return ScheduleKind::spt;
  if (g.causal) return ScheduleKind::symmetric_shift;
  const int n = g.num_kv_tiles();
  if (n < 8) return ScheduleKind::fa3;
  if (n < 128) return ScheduleKind::shift;
  return head_dim == 64 ? ScheduleKind::descending : ScheduleKind::fa3;
}

// A packed batch's order (every mode): the kinds that follow the launch order only
// (schedule/packed.hpp); spt under a mask, as auto_schedule picks for windows, else fa3.
inline ScheduleKind packed_auto_schedule(const Geometry& g) {
  return g.masked() ? ScheduleKind::spt : ScheduleKind::fa3;
}

inline ScheduleKind free_task_order(const Geometry& g, int head_dim) {
  (void)head_dim;
  if (g.causal && schedule_applies(ScheduleKind::symmetric_shift, g)) return ScheduleKind::symmetric_shift;
  return ScheduleKind::fa3;
}

// The launch order's head interleave (Schedule::head_interleave) of the ordered reduction's
// launch-order kinds; the bits do not depend on it. The heads of a band run at once, so the band
// is as wide as keeps their Q, dO (bf16) and dQ accumulators (fp32), 8 bytes per element, in
// kInterleaveBytes, a third of the H100 / H200's 50 MB L2.
constexpr long long kInterleaveBytes = 16LL << 20;
inline int head_interleave_of(const Geometry& g, int head_dim, ScheduleKind kind, bool ordered) {
  if (!ordered || !interleaves_heads(kind)) return 1;
  const long long head_bytes = 8LL * g.seqlen_q * head_dim;
  const long long fit = kInterleaveBytes / (head_bytes > 0 ? head_bytes : 1);
  const long long heads = g.num_heads_total();
  return static_cast<int>(fit < 1 ? 1 : fit > heads ? heads : fit);
}

// Exact mode's Q-tile order inside a KV tile (Schedule::canonical_rotate), a function of
// the problem only, so that dK / dV keep their bits across schedules and worker counts:
// rotated where the free task order is a shift (causal), ascending where it is fa3 (full).
inline bool exact_q_order_rotated(const Geometry& g, int head_dim) {
  return free_task_order(g, head_dim) != ScheduleKind::fa3;
}

}  // namespace dash
