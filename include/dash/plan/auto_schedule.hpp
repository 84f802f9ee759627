#pragma once
// `auto`: the schedule the backward uses when the caller names none. Two choices:
//  - auto_schedule: the ordered (deterministic) mode's schedule, whose order also fixes the
//    dQ reduction order;
//  - free_task_order: the task order of the unordered and exact modes (no reduction order
//    to respect; exact also takes its canonical Q rotation from it).
// The ordered mode's `auto` takes only schedules whose tasks are claimed in launch order and
// progress on whatever SMs the grid gets (docs/shared-gpu.md): never the ring-ranked shift /
// symmetric_shift, which wait for every CTA to be resident (a cooperative launch: behind a
// kernel that holds SMs, e.g. an NCCL all-reduce, they start only once it ends).
//  - causal and full mask: descending, its launch order interleaving bands of heads
//    (head_interleave_of). Set by a sweep of fa3, spt and descending at G = 1 .. 64 beside the
//    ring-ranked orders (H200, bf16, 3dfcfe7, bench/results/2026-12-04-h200.jsonl): descending
//    with these bands was the best or within noise of the best launch-order choice in every
//    class, at 0.96-1.07x of shift / symmetric_shift; see head_interleave_of. Before the
//    interleave the ring-ranked orders led by 1.2-1.3x (full, head dim 64, 1024-8192 tokens).
//  (History: the paper's findings, full -> shift and causal -> symmetric_shift, held in our
//  own sweeps of 2026-11-29 to 2026-12-02 while the launch-order kinds walked one head after
//  another: causal symmetric_shift 1.2-1.8x fa3, 1.1-1.3x descending; full shift fastest from
//  8 to 127 KV tiles; docs/bwd-perf-history.md.)
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
  (void)head_dim;
  if (g.masked() && !schedule_applies(ScheduleKind::symmetric_shift, g)) return ScheduleKind::spt;
  return ScheduleKind::descending;
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
// launch-order kinds; the bits do not depend on it. A band of G heads holds about K tasks (G = K
// / KV tiles per head), G between 1 and both Gmax and the number of heads:
//    mask, head dim     K      Gmax
//    full, 64           256    64
//    full, 128          256    16
//    causal, 64         1024   64
//    causal, 128        256    64
// Set by sweeps of G = 1 .. 64 for fa3, spt and descending (H200, bf16, the paper's sweep;
// 3dfcfe7, 37feccf; records with "head_interleave" in bench/results/2026-12-04-h200.jsonl):
// descending in such bands ran at 0.96-1.07x of the ring-ranked shift / symmetric_shift (same
// run, the previous release's auto), where with one head after another fa3 / descending ran at
// 0.76-0.83x (full, head dim 64, 1024-8192 tokens) and descending at 0.72-0.89x (causal). Wider
// bands lost again: G = 128 at head dim 64, causal, 1024 tokens 0.90x; G = 32-64 at 4096-16384
// tokens 0.66-0.9x; G = 64 at head dim 128, full, 512 tokens 0.94x (G = 16: 0.98x). A window
// keeps G = 1 (not measured with bands).
inline int head_interleave_of(const Geometry& g, int head_dim, ScheduleKind kind, bool ordered) {
  const bool windowed = g.masked() && !schedule_applies(ScheduleKind::symmetric_shift, g);
  if (!ordered || !interleaves_heads(kind) || windowed) return 1;
  const int tasks_per_band = g.causal && head_dim <= 64 ? 1024 : 256;
  const int most = !g.causal && head_dim > 64 ? 16 : 64;
  const int n = g.num_kv_tiles();
  int band = (tasks_per_band + n / 2) / n;
  band = band > most ? most : band;
  const int heads = g.num_heads_total();
  return band < 1 ? 1 : band > heads ? heads : band;
}

// Where the ordered reduction's descending claims its next task (both progress on any number of
// resident CTAs, schedule.hpp's TaskClaims): at the loader's last step (at_step) under the causal
// mask and for full-mask problems of at most 8 KV tiles, where a task's few steps leave the writer's
// claim at the turn a bubble (the claim and the next task's first loads) at every task; at the
// turn (at_turn) elsewhere. Same-run A/B of the paper's sweep (H200, bf16, 0e6f4c8's kernels,
// bench/results/2026-12-04-h200.jsonl, records with "task_claims"): at_step over at_turn 1.08 /
// 1.04 / 1.03 at head dim 64 causal 512 / 1024 / 2048 tokens, 1.00-1.04 at the other causal ones,
// 1.00-1.02 at full 512 / 1024; 0.98-0.99 at head dim 128 full from 2048 tokens, hence at_turn
// there. fa3 and spt keep at_turn: fa3 at_step in bands of 16 heads (head dim 64, causal, 512)
// ran at 0.53x, each claimed task queued behind its CTA's outstanding turns. With whole heads in
// a row at_step stalled descending too (schedule.hpp); the bands spread a CTA's consecutive tasks
// over heads.
inline TaskClaims launch_order_claims(const Geometry& g, ScheduleKind kind) {
  const bool windowed = g.masked() && !schedule_applies(ScheduleKind::symmetric_shift, g);
  const bool step = kind == ScheduleKind::descending && !windowed && (g.causal || g.num_kv_tiles() <= 8);
  return step ? TaskClaims::at_step : TaskClaims::at_turn;
}

// Exact mode's Q-tile order inside a KV tile (Schedule::canonical_rotate), a function of
// the problem only, so that dK / dV keep their bits across schedules and worker counts:
// rotated where the free task order is a shift (causal), ascending where it is fa3 (full).
inline bool exact_q_order_rotated(const Geometry& g, int head_dim) {
  return free_task_order(g, head_dim) != ScheduleKind::fa3;
}

}  // namespace dash
