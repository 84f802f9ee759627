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
//    (head_interleave_of): with these bands it is the best launch-order choice, or within
//    noise of it, in every class, and runs within a few percent of the ring-ranked shift /
//    symmetric_shift, which lead without the bands (docs/tuning-record.md, 'Ordered auto').
//  - full, unordered / exact: fa3 at every length (all workers of a head read the same Q
//    tile at once, which helps L2); no other task order runs faster (docs/tuning-record.md,
//    'Free task order').
//  - sliding windows (no shift schedule applies): spt, at least as fast as descending; fa3's
//    chains wait on KV tiles that are still at the far end of their walks
//    (docs/tuning-record.md, 'Windows').
#include "dash/schedule/geometry.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash {

inline ScheduleKind auto_schedule(const Geometry& g, int head_dim) {
  (void)head_dim;
  if (g.windowed()) return ScheduleKind::spt;
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
// Descending in such bands runs level with the ring-ranked shift / symmetric_shift, where one
// head after another runs well behind them; wider bands lose again (docs/tuning-record.md,
// 'Head interleave bands'). A window keeps G = 1 (not measured with bands).
inline int head_interleave_of(const Geometry& g, int head_dim, ScheduleKind kind, bool ordered) {
  if (!ordered || !interleaves_heads(kind) || g.windowed()) return 1;
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
// turn (at_turn) elsewhere, where at_step runs slower. fa3 and spt keep at_turn: with at_step
// each claimed task of fa3 queues behind its CTA's outstanding turns. With whole heads in a row
// at_step stalls descending too (schedule.hpp); the bands spread a CTA's consecutive tasks over
// heads (docs/tuning-record.md, 'Claim point').
inline TaskClaims launch_order_claims(const Geometry& g, ScheduleKind kind) {
  const bool step = kind == ScheduleKind::descending && !g.windowed() && (g.causal || g.num_kv_tiles() <= 8);
  return step ? TaskClaims::at_step : TaskClaims::at_turn;
}

}  // namespace dash
