// The event simulator against the DAG, Lemma 1, latency and deadlock detection.
#include <gtest/gtest.h>

#include "dash/schedule/names.hpp"
#include "sim/dag.hpp"
#include "sim/model.hpp"
#include "sim/simulate.hpp"

namespace {

using namespace dash;
using namespace dash::sim;

TEST(Simulator, StaticMakespanEqualsCriticalPath) {
  // Unequal costs, masked tiles and cross-worker latency included.
  const Cost cost{2.0, 2.7, 0.6, 0.35};
  for (bool causal : {false, true})
    for (int k = 0; k < kNumScheduleKinds; ++k) {
      const auto kind = static_cast<ScheduleKind>(k);
      if (!schedule_applies(kind, causal)) continue;
      for (int workers : {1, 5, 13, 40}) {
        const Schedule s{Geometry{2, 3, 1111, 900, 64, 128, causal}, kind, workers};
        const Expanded e = expand(s);
        const SimResult r = simulate(e, cost, Assignment::static_persistent, true);
        const DagReport d = analyze_dag(e, cost);
        ASSERT_FALSE(r.deadlock);
        EXPECT_NEAR(r.makespan, d.critical_path, 1e-9) << schedule_name(kind) << " workers " << workers;
        // Timelines add up: every worker is busy, waiting or idle until the end.
        double busy = 0;
        for (const auto& w : r.workers) {
          EXPECT_NEAR(w.busy + w.wait + w.idle, r.makespan, 1e-6);
          busy += w.busy;
        }
        EXPECT_NEAR(busy, r.total_work, 1e-6);
        EXPECT_GE(r.makespan + 1e-9, r.lower_bound());
      }
    }
}

TEST(Simulator, DynamicAssignmentNeverDeadlocks) {
  // Ranks follow launch order (fa3, spt, descending) or waves of launch order
  // (shift, symmetric_shift), so taking tasks in launch order cannot deadlock.
  for (bool causal : {false, true})
    for (int k = 0; k < kNumScheduleKinds; ++k) {
      const auto kind = static_cast<ScheduleKind>(k);
      if (!schedule_applies(kind, causal)) continue;
      for (int workers : {1, 3, 8, 78}) {
        const Schedule s{Geometry{1, 5, 3000, 3000, 64, 128, causal}, kind, workers};
        const SimResult r = simulate(expand(s), Cost{1.0, 1.3, 0.3, 0.1}, Assignment::dynamic);
        EXPECT_FALSE(r.deadlock) << schedule_name(kind) << " workers " << workers;
      }
    }
}

TEST(Simulator, DetectsADeadlock) {
  // Hand-made inverted ranks: on one worker, the step of rank 1 comes first.
  const Schedule s{Geometry{1, 1, 128, 256, 128, 128, false}, ScheduleKind::fa3, 1};
  Expanded e = expand(s);
  ASSERT_EQ(e.num_steps(), 2);  // KV 0 then KV 1, both on dQ tile 0
  e.steps[0].rank = 1;
  e.steps[1].rank = 0;
  EXPECT_TRUE(simulate(e, Cost{}, Assignment::static_persistent).deadlock);
  EXPECT_FALSE(analyze_dag(e, Cost{}).acyclic);
}

TEST(Lemma1, DepthMonotoneOrdersKeepTheCriticalPath) {
  // Identical chains (full mask, n KV tiles on n workers): the reduction edges
  // leave the critical path at the longest chain iff no edge goes to an equal
  // or smaller depth.
  const Cost cost{1.0, 1.0, 0.25, 0.0};
  for (int n : {2, 3, 8, 17}) {
    const Geometry g{1, 2, n * 128, n * 128, 128, 128, false};
    const DagReport shift = analyze_dag(expand(Schedule{g, ScheduleKind::shift, n}), cost);
    EXPECT_EQ(shift.lemma1_conflicts, 0);
    EXPECT_DOUBLE_EQ(shift.critical_path, shift.longest_chain);
    for (ScheduleKind kind : {ScheduleKind::fa3, ScheduleKind::spt, ScheduleKind::descending}) {
      const DagReport d = analyze_dag(expand(Schedule{g, kind, n}), cost);
      EXPECT_GT(d.lemma1_conflicts, 0) << schedule_name(kind);
      EXPECT_GT(d.critical_path, d.longest_chain) << schedule_name(kind);
    }
  }
  // Q tiles half as tall as KV tiles (head dim 128's 64-row steps): the shift's workers start
  // two rows apart and stay depth-monotone.
  for (int n : {2, 3, 8, 17}) {
    const Geometry g{1, 2, n * 128, n * 128, 64, 128, false};
    const Schedule s{g, ScheduleKind::shift, n};
    ASSERT_EQ(Schedule::shift_stride(n, g.num_q_tiles()), 2);
    const DagReport d = analyze_dag(expand(s), cost);
    EXPECT_EQ(d.lemma1_conflicts, 0) << "n=" << n;
    EXPECT_DOUBLE_EQ(d.critical_path, d.longest_chain);
  }
  // Causal: symmetric shift is depth-monotone in the paper's setting (even n).
  for (int n : {2, 4, 10, 32}) {
    const Geometry g{1, 4, n * 64, n * 64, 64, 64, true};
    const DagReport d = analyze_dag(expand(Schedule{g, ScheduleKind::symmetric_shift, n}), cost);
    EXPECT_EQ(d.lemma1_conflicts, 0) << "n=" << n;
    EXPECT_DOUBLE_EQ(d.critical_path, d.longest_chain);
  }
}

TEST(Simulator, LatencyOnlyDelaysCrossWorkerEdges) {
  // One worker: every dependency is on the same worker, latency never applies.
  const Schedule s{Geometry{1, 2, 640, 640, 64, 128, true}, ScheduleKind::fa3, 1};
  const Expanded e = expand(s);
  const double a = simulate(e, Cost{1, 1, 0.5, 0.0}, Assignment::static_persistent).makespan;
  const double b = simulate(e, Cost{1, 1, 0.5, 7.0}, Assignment::static_persistent).makespan;
  EXPECT_DOUBLE_EQ(a, b);
  // Many workers under fa3: the serialized reductions now pay it.
  const Schedule s2{Geometry{1, 2, 640, 640, 64, 128, true}, ScheduleKind::fa3, 8};
  const Expanded e2 = expand(s2);
  EXPECT_GT(simulate(e2, Cost{1, 1, 0.5, 7.0}, Assignment::static_persistent).makespan,
            simulate(e2, Cost{1, 1, 0.5, 0.0}, Assignment::static_persistent).makespan);
}

}  // namespace

// Tasks claimed in launch order as a worker STARTS its current task's last step (before that
// step waits for its reduction turn) stall the ordered chains of the causal launch-order
// schedules: the claimed task starts only once the worker is free, and every later task of its
// head waits for it. Claimed once the worker is free, they run about as fast as the static walk.
// (The H200 shows the same: docs/tuning-record.md, 'Early claims'; docs/shared-gpu.md.)
TEST(Simulator, EarlyClaimsStallTheCausalLaunchOrderChains) {
  const Cost cost = default_cost(128, 128, 64);
  for (ScheduleKind kind : {ScheduleKind::fa3, ScheduleKind::descending, ScheduleKind::spt}) {
    const Expanded e = expand(Schedule{Geometry{8, 32, 2048, 2048, 128, 128, true}, kind, 132});
    const double stat = simulate(e, cost, Assignment::static_persistent).makespan;
    const double free = simulate(e, cost, Assignment::dynamic).makespan;
    const SimResult early = simulate(e, cost, Assignment::dynamic_early);
    ASSERT_FALSE(early.deadlock);
    EXPECT_LT(free, 1.05 * stat) << schedule_name(kind);
    if (kind == ScheduleKind::spt) EXPECT_LT(early.makespan, 1.05 * free);  // shortest first: no stall
    else EXPECT_GT(early.makespan, 3 * free) << schedule_name(kind);
  }
  // The full mask's equal tasks come free together: no difference.
  const Expanded full = expand(Schedule{Geometry{8, 32, 2048, 2048, 128, 128, false}, ScheduleKind::fa3, 132});
  EXPECT_DOUBLE_EQ(simulate(full, cost, Assignment::dynamic_early).makespan,
                   simulate(full, cost, Assignment::dynamic).makespan);
}

// The claim cost (Cost::claim: from a worker coming free to its next task's first compute)
// delays only dynamically assigned tasks after a worker's first; a static walk prefetches.
TEST(Simulator, ClaimCostDelaysOnlyClaimedTasks) {
  Cost cost = default_cost(64, 128, 128);
  const Expanded e = expand(Schedule{Geometry{2, 16, 4096, 4096, 64, 128, true}, ScheduleKind::spt, 132});
  const double stat = simulate(e, cost, Assignment::static_persistent).makespan;
  const double dyn = simulate(e, cost, Assignment::dynamic).makespan;
  cost.claim = 3.0;
  EXPECT_DOUBLE_EQ(simulate(e, cost, Assignment::static_persistent).makespan, stat);
  EXPECT_GT(simulate(e, cost, Assignment::dynamic).makespan, dyn);
  // One task per worker: nothing is claimed after a first task, nothing changes.
  const Expanded one = expand(Schedule{Geometry{1, 1, 1024, 1024, 64, 128, false}, ScheduleKind::fa3, 132});
  EXPECT_DOUBLE_EQ(simulate(one, cost, Assignment::dynamic).makespan,
                   simulate(one, Cost(default_cost(64, 128, 128)), Assignment::dynamic).makespan);
}

namespace {

using namespace dash;
using namespace dash::sim;

// A packed batch (expand_packed): every needed tile pair of every sequence once, dQ tiles of
// different sequences apart; tasks claimed in launch order never deadlock in the ordered
// reduction, and the unordered one is never slower than it.
TEST(Simulator, PackedBatchesRunOnClaimedTasks) {
  const std::vector<int> lengths = {900, 0, 3000, 1, 129, 700, 5000, 64};
  std::vector<int> cu(1, 0);
  for (int n : lengths) cu.push_back(cu.back() + n);
  const Cost cost{2.0, 2.7, 0.6, 0.35};
  for (bool causal : {false, true})
    for (ScheduleKind kind : {ScheduleKind::fa3, ScheduleKind::spt, ScheduleKind::descending}) {
      Geometry base;
      base.heads = 3, base.block_m = 64, base.block_n = 128, base.causal = causal;
      PackedPlan plan;
      ASSERT_EQ(plan_packed(cu, cu, base, kind, false, &plan), "");
      const PackedView v = plan.view();
      const Expanded e = expand_packed(v, 17);
      long long pairs = 0;
      int tiles = 0;
      for (size_t b = 0; b < lengths.size(); ++b) {
        pairs += packed_work(v, static_cast<int>(b)) * base.heads;
        tiles += v.geometry(static_cast<int>(b)).num_q_tiles() * base.heads;
      }
      ASSERT_EQ(e.num_steps(), pairs);
      ASSERT_EQ(e.num_dq_tiles(), tiles);
      std::vector<int> seq_of_tile(tiles, -1);
      for (const StepInfo& s : e.steps) {
        ASSERT_TRUE(s.dq_tile >= 0 && s.dq_tile < tiles);
        const int seq = s.bh / base.heads;
        ASSERT_TRUE(seq_of_tile[s.dq_tile] < 0 || seq_of_tile[s.dq_tile] == seq) << "a dQ tile of two sequences";
        seq_of_tile[s.dq_tile] = seq;
      }
      for (Assignment a : {Assignment::dynamic, Assignment::dynamic_early}) {
        const SimResult ordered = simulate(e, cost, a, false, true);
        const SimResult unordered = simulate(e, cost, a, false, false);
        ASSERT_FALSE(ordered.deadlock) << schedule_name(kind);
        ASSERT_FALSE(unordered.deadlock);
        EXPECT_LE(unordered.makespan, ordered.makespan + 1e-9) << schedule_name(kind);
        EXPECT_GE(unordered.makespan + 1e-9, unordered.lower_bound());
      }
    }
}

}  // namespace
