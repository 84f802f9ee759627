// GPU tests of the backward kernel v2 (docs/bwd-v2.md) on the calls it computes (the unordered
// mode of dense calls without window, softcap or GQA, at the rows of the tile table with v2
// tiles), run through the kernel hook (testing::BwdHooks::kernel), whatever the plan gives the
// call to (the row's v2_plan column). Every test GTEST_SKIPs with the reason without an sm_90
// device.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "bwd_problem.cuh"
#include "dash/bwd_api.hpp"
#include "dash/schedule/names.hpp"

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

std::vector<Case> v2_cases() {
  const struct {
    int b, h, sq, sk;
  } shapes[] = {
      {1, 2, 128, 128},    // one KV tile, two Q tiles
      {2, 4, 1000, 1000},  // ragged multi-tile
      {2, 2, 200, 517},    // seqlen_q < seqlen_k
      {1, 3, 517, 200},    // seqlen_q > seqlen_k (causal: rows that see no key)
      {1, 2, 1, 300},      // one query row
      {1, 8, 4096, 4096},  // long KV walks
  };
  std::vector<Case> v;
  for (dash::DType dt : {dash::DType::kBF16, dash::DType::kFP16})
    for (bool causal : {false, true})
      for (const auto& s : shapes) {
        if (dt == dash::DType::kFP16 && s.sq == 4096) continue;  // fp16: the short shapes
        v.push_back(Case{dt, 128, causal, s.b, s.h, s.h, s.sq, s.sk, false});
      }
  return v;
}

INSTANTIATE_TEST_SUITE_P(Shapes, BwdKernelV2, ::testing::ValuesIn(v2_cases()),
                         [](const ::testing::TestParamInfo<Case>& i) { return i.param.name(); });

}  // namespace
