// GPU tests of the backward kernel v2 (docs/bwd-v2.md) on the calls it computes (the unordered
// and ordered modes of dense calls without window or softcap, GQA / MQA included, at the rows of
// the tile table with v2 tiles), run through the kernel hook (testing::BwdHooks::kernel), whatever the plan
// gives the call to (the row's v2_plan column). Every test GTEST_SKIPs with the reason without an
// sm_90 device.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "bwd_problem.cuh"
#include "dash/bwd_api.hpp"
#include "dash/plan/instances.hpp"
#include "dash/plan/tile_table.hpp"
#include "dash/schedule/names.hpp"
#include "dash/schedule/schedule.hpp"

using dash::ReductionMode;
using dash::ScheduleKind;
using dash_test::Case;
using dash_test::Problem;

namespace {

using dash_test::applicable;
using dash_test::expect_accurate;
using dash_test::seed_of;

// FlashAttention-3's rule in every applicable task order, with the plan's task claims, with the
// Schedule's static walk (cooperative), with fewer workers than tasks, and kernel v1 on the same
// call.
class BwdKernelV2 : public ::testing::TestWithParam<Case> {};

TEST_P(BwdKernelV2, MatchesNaiveReference) {
  SKIP_WITHOUT_GPU();
  const Case c = GetParam();
  Problem pr(c, seed_of(c) + 5);
  dash::testing::BwdHooks v2, static_walk;
  v2.kernel = 1;
  static_walk.kernel = 1;
  static_walk.static_walk = true;
  for (ScheduleKind k : applicable(c.causal)) {
    for (const dash::testing::BwdHooks& hooks : {v2, static_walk}) {
      const std::string what = std::string("v2 ") + dash::schedule_name(k) + (hooks.static_walk ? " static walk" : "");
      const auto st = pr.run(pr.params(k, ReductionMode::unordered), nullptr, hooks);
      ASSERT_TRUE(st.ok()) << what << ": " << st.message;
      expect_accurate(pr, pr.fetch(), what);
    }
  }
  // Fewer workers than tasks: each CTA walks several KV tiles (the K / V buffer's reuse), claimed.
  auto st = pr.run(pr.params(ScheduleKind::fa3, ReductionMode::unordered, 7), nullptr, v2);
  ASSERT_TRUE(st.ok()) << st.message;
  expect_accurate(pr, pr.fetch(), "v2 fa3 w=7");
  // Kernel v1 on the same call.
  dash::testing::BwdHooks v1;
  v1.kernel = 0;
  st = pr.run(pr.params(ScheduleKind::fa3, ReductionMode::unordered), nullptr, v1);
  ASSERT_TRUE(st.ok()) << st.message;
  expect_accurate(pr, pr.fetch(), "v1 fa3 (forced)");
}

// The ordered mode on v2, in every applicable schedule: FA3's rule, and the same bits on every
// run: again, with the Schedule's static walk instead of the plan's claims and with fewer workers
// than tasks where the ranks follow the launch order (the ranks, not the CTAs, fix each dQ tile's
// order), and with the plan's claims where the static walk is the plan's. Kernel v1's ordered
// bits on the same call are printed beside (its first partials are stored, v2's added onto
// zero: the same values).
TEST_P(BwdKernelV2, OrderedMatchesReferenceWithTheSameBitsOnEveryWalk) {
  SKIP_WITHOUT_GPU();
  const Case c = GetParam();
  Problem pr(c, seed_of(c) + 9);
  for (ScheduleKind k : applicable(c.causal)) {
    const std::string name = std::string("v2 ordered ") + dash::schedule_name(k);
    dash::testing::BwdHooks v2, walked;
    v2.kernel = 1;
    walked.kernel = 1;
    walked.static_walk = true;
    auto st = pr.run(pr.params(k, ReductionMode::ordered), nullptr, v2);
    ASSERT_TRUE(st.ok()) << name << ": " << st.message;
    const auto g0 = pr.fetch();
    expect_accurate(pr, g0, name);
    struct Again {
      const char* what;
      dash::testing::BwdHooks hooks;
      int workers;
    };
    std::vector<Again> again = {{"again", v2, 0}};
    if (dash::ranks_follow_launch_order(k)) {
      again.push_back({"static walk", walked, 0});
      again.push_back({"w=7", v2, 7});
    }
    for (const Again& a : again) {
      st = pr.run(pr.params(k, ReductionMode::ordered, a.workers), nullptr, a.hooks);
      ASSERT_TRUE(st.ok()) << name << " " << a.what << ": " << st.message;
      const auto g = pr.fetch();
      EXPECT_TRUE(g.dq == g0.dq) << name << " " << a.what << ": dQ bits differ";
      EXPECT_TRUE(g.dk == g0.dk && g.dv == g0.dv) << name << " " << a.what << ": dK / dV bits differ";
    }
    dash::testing::BwdHooks v1;
    v1.kernel = 0;
    st = pr.run(pr.params(k, ReductionMode::ordered), nullptr, v1);
    ASSERT_TRUE(st.ok()) << "v1 " << dash::schedule_name(k) << ": " << st.message;
    const auto g1 = pr.fetch();
    std::printf("[ v1 / v2 ordered ] %s %-16s dQ bits %s, dK / dV bits %s\n", c.name().c_str(), dash::schedule_name(k),
                g1.dq == g0.dq ? "equal" : "differ", g1.dk == g0.dk && g1.dv == g0.dv ? "equal" : "differ");
  }
}

std::vector<Case> v2_cases();

// Counters that never reach a rank fail v2's ordered call instead of hanging it, claimed and
// walked statically; the next call (counters re-zeroed by the preprocess) is right again.
TEST(BwdKernelV2Watchdog, StuckCounterFailsInsteadOfHanging) {
  SKIP_WITHOUT_GPU();
  const std::vector<Case> cases = v2_cases();
  if (cases.empty()) GTEST_SKIP() << "a build without a row that has v2 tiles (DASH_HEAD_DIMS)";
  for (ScheduleKind k : {ScheduleKind::fa3, ScheduleKind::symmetric_shift}) {
    SCOPED_TRACE(std::string("v2 ") + dash::schedule_name(k));
    dash_test::expect_watchdog(Case{dash::DType::kBF16, cases.back().d, true, 1, 2, 2, 512, 512, false}, k,
                               ReductionMode::ordered, 1 << 20, "waited for rank", 0, /*kernel=*/1);
  }
}

std::vector<Case> v2_cases() {
  const struct {
    int b, h, hkv, sq, sk;
    bool padded = false;  // strided tensors with poisoned gaps (Case::padded)
  } shapes[] = {
      {1, 2, 2, 128, 128},    // one KV tile, one or two Q tiles
      {2, 4, 4, 1000, 1000},  // ragged multi-tile
      {2, 2, 2, 200, 517},    // seqlen_q < seqlen_k
      {1, 3, 3, 517, 200},    // seqlen_q > seqlen_k (causal: rows that see no key)
      {1, 2, 2, 1, 300},      // one query row
      {1, 8, 8, 4096, 4096},  // long KV walks
      {2, 6, 2, 700, 900},    // GQA: dK / dV summed over 3 query heads per KV head
      {1, 4, 1, 300, 300},    // MQA
      {2, 4, 2, 700, 900, true},  // strided, GQA
  };
  std::vector<Case> v;
  for (const dash::TileRow& row : dash::kTileRows) {
    const int inst = dash::instance_index(dash::DType::kBF16, row.head_dim, row.head_dim_v);
    if (inst < 0 || !dash::kInstances[inst].v2) continue;  // no v2 tiles, or a build without the row
    for (dash::DType dt : {dash::DType::kBF16, dash::DType::kFP16})
      for (bool causal : {false, true})
        for (const auto& s : shapes) {
          if (dt == dash::DType::kFP16 && s.sq == 4096) continue;  // fp16: the short shapes
          v.push_back(Case{dt, row.head_dim, causal, s.b, s.h, s.hkv, s.sq, s.sk, s.padded});
        }
  }
  return v;
}

INSTANTIATE_TEST_SUITE_P(Shapes, BwdKernelV2, ::testing::ValuesIn(v2_cases()),
                         [](const ::testing::TestParamInfo<Case>& i) { return i.param.name(); });

}  // namespace
