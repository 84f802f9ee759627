// GPU tests of the backward kernel v2 (docs/bwd-v2.md), a binary of its own until v2 serves calls:
// scripts/v2_gate.sh runs it. Every test GTEST_SKIPs with the reason without an sm_90 device.
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

// The backward kernel v2 (docs/bwd-v2.md) in its scope so far (testing::BwdHooks::kernel_v2: bf16,
// head dim 128, dense, unordered, the Schedule's static walk): FlashAttention-3's rule as v1, in
// every applicable task order.
class BwdKernelV2 : public ::testing::TestWithParam<Case> {};

TEST_P(BwdKernelV2, MatchesNaiveReference) {
  SKIP_WITHOUT_GPU();
  const Case c = GetParam();
  Problem pr(c, seed_of(c) + 5);
  dash::testing::BwdHooks v2;
  v2.kernel_v2 = true;
  for (ScheduleKind k : applicable(c.causal)) {
    const auto st = pr.run(pr.params(k, ReductionMode::unordered), nullptr, v2);
    ASSERT_TRUE(st.ok()) << dash::schedule_name(k) << ": " << st.message;
    expect_accurate(pr, pr.fetch(), std::string("v2 ") + dash::schedule_name(k));
  }
  // Fewer workers than tasks: each CTA walks several KV tiles (the K / V buffer's reuse).
  const auto st = pr.run(pr.params(ScheduleKind::fa3, ReductionMode::unordered, 7), nullptr, v2);
  ASSERT_TRUE(st.ok()) << st.message;
  expect_accurate(pr, pr.fetch(), "v2 fa3 w=7");
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
  for (bool causal : {false, true})
    for (const auto& s : shapes) v.push_back(Case{dash::DType::kBF16, 128, causal, s.b, s.h, s.h, s.sq, s.sk, false});
  return v;
}

INSTANTIATE_TEST_SUITE_P(Shapes, BwdKernelV2, ::testing::ValuesIn(v2_cases()),
                         [](const ::testing::TestParamInfo<Case>& i) { return i.param.name(); });

}  // namespace
