// The simulator reproduces the paper's closed forms in their setting:
// workers = KV tiles per head = Q tiles per head = n (kBlockM = kBlockN),
// m heads, zero-latency dependency edges, masked and dense steps alike.
//
// Our model of the causal fa3 baseline: each worker takes its next task as soon
// as it is free (static assignment: worker j keeps KV tile j of every head; the
// dynamic assignment gives the same order here). The start-up bubble of the
// ascending reduction order is then charged once, not per head:
//   T = m*n*(c+r) + (n-1)*r,
// where the paper, which separates heads, charges n*(c+r) + (n-1)*r per head.
#include <gtest/gtest.h>

#include "dash/schedule/names.hpp"
#include "sim/dag.hpp"
#include "sim/simulate.hpp"

namespace {

using namespace dash;
using namespace dash::sim;

constexpr double kC = 3.0, kR = 1.0;

double run(ScheduleKind kind, bool causal, int n, int m, Assignment a) {
  const Schedule s{Geometry{1, m, n * 64, n * 64, 64, 64, causal}, kind, n};
  const Expanded e = expand(s);
  const Cost cost{kC, kC, kR, 0.0};
  const SimResult r = simulate(e, cost, a);
  EXPECT_FALSE(r.deadlock);
  if (a == Assignment::static_persistent) {
    // The event simulation is the as-soon-as-possible schedule of the DAG.
    const DagReport dag = analyze_dag(e, cost);
    EXPECT_TRUE(dag.acyclic);
    EXPECT_DOUBLE_EQ(r.makespan, dag.critical_path) << schedule_name(kind) << " n=" << n << " m=" << m;
  }
  return r.makespan;
}

class ClosedForms : public ::testing::TestWithParam<std::pair<int, int>> {};

TEST_P(ClosedForms, FullFa3) {
  const auto [n, m] = GetParam();
  for (Assignment a : {Assignment::static_persistent, Assignment::dynamic})
    EXPECT_DOUBLE_EQ(run(ScheduleKind::fa3, false, n, m, a), m * n * (kC + kR) + (n - 1) * kR);
}

TEST_P(ClosedForms, FullShift) {
  const auto [n, m] = GetParam();
  EXPECT_DOUBLE_EQ(run(ScheduleKind::shift, false, n, m, Assignment::static_persistent), m * n * (kC + kR));
}

TEST_P(ClosedForms, CausalFa3OurModel) {
  const auto [n, m] = GetParam();
  for (Assignment a : {Assignment::static_persistent, Assignment::dynamic})
    EXPECT_DOUBLE_EQ(run(ScheduleKind::fa3, true, n, m, a), m * n * (kC + kR) + (n - 1) * kR);
}

// The causal closed forms below are stated for even n and m: their own instantiation.
class ClosedFormsEven : public ::testing::TestWithParam<std::pair<int, int>> {};

TEST_P(ClosedFormsEven, CausalDescendingDynamic) {
  const auto [n, m] = GetParam();
  ASSERT_EQ(m % 2, 0);
  EXPECT_DOUBLE_EQ(run(ScheduleKind::descending, true, n, m, Assignment::dynamic),
                   m * (n + 1) * (kC + kR) / 2 + (n - 1) * kR);
}

TEST_P(ClosedFormsEven, CausalSymmetricShift) {
  const auto [n, m] = GetParam();
  ASSERT_TRUE(n % 2 == 0 && m % 2 == 0);
  EXPECT_DOUBLE_EQ(run(ScheduleKind::symmetric_shift, true, n, m, Assignment::static_persistent),
                   m * (n + 1) * (kC + kR) / 2);
}

INSTANTIATE_TEST_SUITE_P(PaperSetting, ClosedForms,
                         ::testing::Values(std::pair{2, 2}, std::pair{4, 2}, std::pair{8, 4}, std::pair{16, 6},
                                           std::pair{5, 3}, std::pair{32, 8}, std::pair{64, 2},
                                           std::pair{132, 4}));
INSTANTIATE_TEST_SUITE_P(PaperSetting, ClosedFormsEven,
                         ::testing::Values(std::pair{2, 2}, std::pair{4, 2}, std::pair{8, 4}, std::pair{16, 6},
                                           std::pair{32, 8}, std::pair{64, 2}, std::pair{132, 4}));

}  // namespace
