// GPU tests of the deterministic backward: accuracy against a naive fp32 reference,
// bitwise determinism, the unordered baseline, the watchdog and input validation.
#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <utility>
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
using dash_test::expect_watchdog;
using dash_test::expect_accurate;
using dash_test::seed_of;

// ---------------------------------------------------------------------------------------------
// Accuracy: every applicable deterministic schedule and the unordered mode, per case.
class BwdAccuracy : public ::testing::TestWithParam<Case> {};

// Every applicable ordered schedule, the unordered mode and exact mode on one problem.
void expect_every_mode_accurate(Problem& pr) {
  const Case& c = pr.c;
  for (ScheduleKind k : applicable(c.causal)) {
    ASSERT_TRUE(pr.run(pr.params(k, ReductionMode::ordered)).ok()) << dash::schedule_name(k);
    expect_accurate(pr, pr.fetch(), dash::schedule_name(k));
  }
  auto st = pr.run(pr.params(ScheduleKind::fa3, ReductionMode::unordered));
  ASSERT_TRUE(st.ok()) << st.message;
  expect_accurate(pr, pr.fetch(), "unordered");
  st = pr.run(pr.params(ScheduleKind::fa3, ReductionMode::exact));
  ASSERT_TRUE(st.ok()) << st.message;
  expect_accurate(pr, pr.fetch(), "exact");
}

TEST_P(BwdAccuracy, MatchesNaiveReference) {
  SKIP_WITHOUT_GPU();
  Problem pr(GetParam(), seed_of(GetParam()));
  expect_every_mode_accurate(pr);
}

// 16k tokens, where 128 KV tiles add into every dQ tile (and exact mode's 32-bit words come
// closest to their limit).
class BwdLong : public ::testing::TestWithParam<Case> {};

TEST_P(BwdLong, MatchesNaiveReference) {
  SKIP_WITHOUT_GPU();
  Problem pr(GetParam(), seed_of(GetParam()));
  expect_every_mode_accurate(pr);
}

INSTANTIATE_TEST_SUITE_P(Shapes, BwdLong,
                         ::testing::Values(Case{dash::DType::kBF16, 128, true, 1, 2, 1, 16384, 16384, false},
                                           Case{dash::DType::kFP16, 64, false, 1, 1, 1, 16384, 16384, false}),
                         [](const ::testing::TestParamInfo<Case>& i) { return i.param.name(); });

// Saturated softmax rows: queries 24x the keys, logits with a standard deviation of about 10
// (head dim 64) to 20 (256), so that most rows are nearly one-hot.
class BwdSaturated : public ::testing::TestWithParam<Case> {};

TEST_P(BwdSaturated, MatchesNaiveReference) {
  SKIP_WITHOUT_GPU();
  const Case c = GetParam();
  Problem pr(c, seed_of(c) + 7, [&](Problem& p) {
    if (c.dtype == dash::DType::kBF16)
      dash_test::fill_random<<<256, 256>>>(reinterpret_cast<__nv_bfloat16*>(p.q.ptr), p.q.alloc, seed_of(c) + 8, 24.f);
    else
      dash_test::fill_random<<<256, 256>>>(reinterpret_cast<__half*>(p.q.ptr), p.q.alloc, seed_of(c) + 8, 24.f);
    DT_CUDA(cudaGetLastError());
  });
  expect_every_mode_accurate(pr);
}

INSTANTIATE_TEST_SUITE_P(Shapes, BwdSaturated,
                         ::testing::Values(Case{dash::DType::kBF16, 64, true, 2, 4, 2, 1000, 1000, false},
                                           Case{dash::DType::kFP16, 128, false, 1, 4, 4, 517, 700, true},
                                           Case{dash::DType::kBF16, 128, true, 1, 2, 1, 300, 300, false},
                                           // split columns (head dims past 128)
                                           Case{dash::DType::kFP16, 192, false, 1, 2, 2, 517, 700, true},
                                           Case{dash::DType::kBF16, 192, true, 1, 4, 2, 700, 600, true, 128},
                                           Case{dash::DType::kBF16, 256, true, 1, 2, 1, 300, 300, false}),
                         [](const ::testing::TestParamInfo<Case>& i) { return i.param.name(); });

std::vector<Case> accuracy_cases() {
  struct Shape { int b, h, hkv, sq, sk; bool padded; };
  const Shape shapes[] = {
      {2, 2, 2, 113, 113, true},    // one ragged tile, batch > 1, strided
      {1, 2, 2, 1, 1, false},       // a single element
      {1, 3, 3, 1000, 1000, false}, // ragged multi-tile
      {2, 4, 2, 200, 517, true},    // GQA, seqlen_q < seqlen_k, strided
      {1, 4, 1, 517, 200, false},   // MQA, seqlen_q > seqlen_k (causal: fully masked rows)
      {1, 2, 1, 1, 300, false},     // one query row
      {2, 2, 2, 300, 1, false},     // one key
      {1, 2, 2, 385, 2, false},     // two keys (causal: 383 rows see none, then one row sees one)
  };
  std::vector<Case> v;
  // (d, d_v): V's own head dim (192, 128) too.
  for (auto dt : {dash::DType::kBF16, dash::DType::kFP16})
    for (auto [d, dv] : {std::pair{64, 0}, {96, 0}, {128, 0}, {192, 0}, {192, 128}, {256, 0}})
      for (bool causal : {false, true})
        for (const auto& s : shapes) v.push_back(Case{dt, d, causal, s.b, s.h, s.hkv, s.sq, s.sk, s.padded, dv});
  return v;
}

INSTANTIATE_TEST_SUITE_P(Shapes, BwdAccuracy, ::testing::ValuesIn(accuracy_cases()),
                         [](const ::testing::TestParamInfo<Case>& i) { return i.param.name(); });

// ---------------------------------------------------------------------------------------------
// Determinism: >= 10 runs bit-identical per deterministic schedule, also with 7 and 61
// workers. fa3 / spt / descending ranks do not depend on the worker count, so their bits
// must also agree ACROSS worker counts; shift ranks follow the waves, so only within.
class BwdDeterminism : public ::testing::TestWithParam<Case> {};

TEST_P(BwdDeterminism, BitwiseRepeatable) {
  SKIP_WITHOUT_GPU();
  const Case c = GetParam();
  Problem pr(c, seed_of(c) + 99);
  constexpr int kRuns = 10;
  for (ScheduleKind k : applicable(c.causal)) {
    const bool worker_free = k == ScheduleKind::fa3 || k == ScheduleKind::spt || k == ScheduleKind::descending;
    std::unique_ptr<dash_test::Grads> first_auto;
    for (int workers : {0, 7, 61}) {
      const std::string what = std::string(dash::schedule_name(k)) + " w=" + std::to_string(workers);
      ASSERT_TRUE(pr.run(pr.params(k, ReductionMode::ordered, workers)).ok()) << what;
      const auto g0 = pr.fetch();
      expect_accurate(pr, g0, what);
      int same = 1;
      for (int r = 1; r < kRuns; ++r) {
        ASSERT_TRUE(pr.run(pr.params(k, ReductionMode::ordered, workers)).ok()) << what;
        same += pr.fetch() == g0 ? 1 : 0;
      }
      std::printf("[ determinism ] %-50s %-22s %d/%d runs bit-identical\n", c.name().c_str(), what.c_str(), same,
                  kRuns);
      EXPECT_EQ(same, kRuns) << what;
      if (workers == 0) first_auto = std::make_unique<dash_test::Grads>(g0);
      else if (worker_free) EXPECT_TRUE(g0 == *first_auto) << what << ": bits depend on the worker count";
    }
    if (worker_free) {  // tasks claimed in launch order: the bits of the Schedule's static walk
      dash::testing::BwdHooks walk;
      walk.static_walk = true;
      ASSERT_TRUE(pr.run(pr.params(k, ReductionMode::ordered, 0), nullptr, walk).ok());
      EXPECT_TRUE(pr.fetch() == *first_auto) << dash::schedule_name(k) << ": claimed tasks and the static walk differ";
    }
  }
  // The shape can show non-determinism: the unordered mode, at the same shape and worker count,
  // adds dQ partials in arrival order and must not repeat its bits in every run. Its task order
  // makes partials meet: every KV tile starts at the same Q tile (fa3 on the full mask,
  // descending on the causal one). Causal fa3 order staggers them, one step apart per KV tile,
  // and with a task per SM their order then repeats run after run.
  const ScheduleKind racing = c.causal ? ScheduleKind::descending : ScheduleKind::fa3;
  ASSERT_TRUE(pr.run(pr.params(racing, ReductionMode::unordered)).ok());
  const auto u0 = pr.fetch();
  int differ = 0;
  for (int r = 1; r < kRuns; ++r) {
    ASSERT_TRUE(pr.run(pr.params(racing, ReductionMode::unordered)).ok());
    differ += pr.fetch().dq == u0.dq ? 0 : 1;
  }
  std::printf("[ determinism ] %-50s unordered dQ differed from run 0 in %d of %d runs\n", c.name().c_str(), differ,
              kRuns - 1);
  EXPECT_GT(differ, 0) << "the unordered mode repeats its bits here: the shape cannot show non-determinism";
}

INSTANTIATE_TEST_SUITE_P(
    Shapes, BwdDeterminism,
    ::testing::Values(Case{dash::DType::kBF16, 128, false, 2, 4, 4, 1024, 1024, false},
                      Case{dash::DType::kBF16, 64, true, 2, 4, 4, 1000, 1000, false},
                      Case{dash::DType::kFP16, 128, true, 1, 4, 2, 700, 1300, true},
                      Case{dash::DType::kFP16, 64, false, 1, 4, 1, 1300, 700, false}),
    [](const ::testing::TestParamInfo<Case>& i) { return i.param.name(); });

// ---------------------------------------------------------------------------------------------
// Exact mode: integer adds commute, so dQ is the same bits for every schedule, worker count
// and run; dK / dV follow the task's Q order, which fa3 fixes independently of the workers.
class BwdExact : public ::testing::TestWithParam<Case> {};

TEST_P(BwdExact, SameBitsForEveryScheduleAndWorkerCount) {
  SKIP_WITHOUT_GPU();
  const Case c = GetParam();
  Problem pr(c, seed_of(c) + 7);
  ASSERT_TRUE(pr.run(pr.params(ScheduleKind::fa3, ReductionMode::exact)).ok());
  const auto ref = pr.fetch();
  expect_accurate(pr, ref, "exact fa3");
  int runs = 0, same_dq = 0;
  for (ScheduleKind k : applicable(c.causal))
    for (int workers : {0, 7, 61})
      for (int r = 0; r < 3; ++r) {
        ASSERT_TRUE(pr.run(pr.params(k, ReductionMode::exact, workers)).ok());
        const auto g = pr.fetch();
        ++runs;
        same_dq += g.dq == ref.dq ? 1 : 0;
        EXPECT_TRUE(g.dq == ref.dq) << dash::schedule_name(k) << " w=" << workers << ": dQ bits differ";
        if (k == ScheduleKind::fa3)
          EXPECT_TRUE(g.dk == ref.dk && g.dv == ref.dv) << "w=" << workers << ": dK/dV bits differ";
      }
  std::printf("[ exact ] %-50s dQ bit-identical in %d/%d runs over schedules x workers {0,7,61}\n",
              c.name().c_str(), same_dq, runs);
}

INSTANTIATE_TEST_SUITE_P(
    Shapes, BwdExact,
    ::testing::Values(Case{dash::DType::kBF16, 128, false, 2, 4, 4, 1024, 1024, false},
                      Case{dash::DType::kBF16, 64, true, 2, 4, 2, 1000, 1000, true},
                      Case{dash::DType::kFP16, 128, true, 1, 4, 1, 700, 1300, false}),
    [](const ::testing::TestParamInfo<Case>& i) { return i.param.name(); });

// ---------------------------------------------------------------------------------------------
// The unordered baseline reduces dQ with atomics in arrival order: its bits should vary.
TEST(BwdUnordered, BitsVaryAcrossRuns) {
  SKIP_WITHOUT_GPU();
  const Case c{dash::DType::kBF16, 64, false, 1, 4, 4, 4096, 4096, false};
  Problem pr(c, 4242);
  ASSERT_TRUE(pr.run(pr.params(ScheduleKind::fa3, ReductionMode::unordered)).ok());
  const auto g0 = pr.fetch();
  expect_accurate(pr, g0, "unordered");
  int differ = 0;
  constexpr int kRuns = 10;
  for (int r = 1; r < kRuns; ++r) {
    ASSERT_TRUE(pr.run(pr.params(ScheduleKind::fa3, ReductionMode::unordered)).ok());
    const auto g = pr.fetch();
    differ += g.dq == g0.dq ? 0 : 1;
    EXPECT_TRUE(g.dk == g0.dk && g.dv == g0.dv) << "dK / dV have a single writer: never vary";
  }
  std::printf("[ unordered ] %s: dQ differed from run 0 in %d of %d runs\n", c.name().c_str(), differ, kRuns - 1);
  EXPECT_GT(differ, 0) << "unordered atomics produced identical dQ bits in every run";
}

// ---------------------------------------------------------------------------------------------
// Watchdog (expect_watchdog, bwd_problem.cuh).
TEST(BwdWatchdog, StuckCounterFailsInsteadOfHanging) {
  SKIP_WITHOUT_GPU();
  expect_watchdog(Case{dash::DType::kBF16, 64, false, 1, 2, 2, 512, 512, false}, ScheduleKind::fa3,
                  ReductionMode::ordered, 1 << 20, "waited for rank");
}

TEST(BwdWatchdog, StuckCounterFailsInsteadOfHangingCausalHeadDim128) {
  SKIP_WITHOUT_GPU();
  expect_watchdog(Case{dash::DType::kBF16, 128, true, 1, 2, 2, 512, 512, false}, ScheduleKind::symmetric_shift,
                  ReductionMode::ordered, 1 << 20, "waited for rank");
}

// Unordered and narrow exact mode claim each dQ tile's first partial (dq_writer.hpp): a tile
// whose counter never shows the stored state must fail the call the same way.
TEST(BwdWatchdog, StuckClaimFailsInsteadOfHangingUnordered) {
  SKIP_WITHOUT_GPU();
  expect_watchdog(Case{dash::DType::kBF16, 64, false, 1, 2, 2, 512, 512, false}, ScheduleKind::fa3,
                  ReductionMode::unordered, 1 << 20, "waited for the first partial");
}

TEST(BwdWatchdog, StuckClaimFailsInsteadOfHangingExactHeadDim128) {
  SKIP_WITHOUT_GPU();
  expect_watchdog(Case{dash::DType::kBF16, 128, true, 1, 2, 2, 512, 512, false}, ScheduleKind::symmetric_shift,
                  ReductionMode::exact, 1 << 20, "waited for the first partial");
}

// Head dim 64 causal ordered (its own kernel path: two sub-steps, the next-dS wait), and exact
// mode's 64-bit words (their own claim and buffer pairs).
TEST(BwdWatchdog, StuckCounterFailsInsteadOfHangingCausalHeadDim64) {
  SKIP_WITHOUT_GPU();
  expect_watchdog(Case{dash::DType::kBF16, 64, true, 1, 2, 2, 700, 700, false}, ScheduleKind::descending,
                  ReductionMode::ordered, 1 << 20, "waited for rank");
}

TEST(BwdWatchdog, StuckClaimFailsInsteadOfHangingExactWideWords) {
  SKIP_WITHOUT_GPU();
  expect_watchdog(Case{dash::DType::kFP16, 64, false, 1, 2, 2, 512, 512, false}, ScheduleKind::fa3,
                  ReductionMode::exact, 1 << 20, "waited for the first partial", 64);
}

// An invalid call launches nothing: outputs keep their poison.
TEST(BwdValidation, InvalidCallWritesNothing) {
  SKIP_WITHOUT_GPU();
  const Case c{dash::DType::kBF16, 64, true, 1, 2, 2, 256, 256, false};
  Problem pr(c, 5);
  auto p = pr.params(ScheduleKind::shift, ReductionMode::ordered);  // shift: full mask only
  pr.poison();
  void* dws = nullptr;
  ASSERT_EQ(cudaMalloc(&dws, 1 << 20), cudaSuccess);
  const auto st = dash::attention_backward(p, dws, 1 << 20, nullptr);
  EXPECT_EQ(st.code, dash::StatusCode::kInvalidArgument);
  EXPECT_NE(st.message.find("does not apply"), std::string::npos) << st.message;
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  const auto g = pr.fetch();
  for (const auto* v : {&g.dq, &g.dk, &g.dv})
    for (uint16_t x : *v) ASSERT_EQ(x, 0xFFFF);
  // A workspace smaller than backward_workspace_size() is refused.
  auto p1 = pr.params(ScheduleKind::fa3, ReductionMode::ordered);
  const auto st1 = dash::attention_backward(p1, dws, dash::backward_workspace_size(p1) - 256, nullptr);
  EXPECT_EQ(st1.code, dash::StatusCode::kInvalidArgument);
  EXPECT_NE(st1.message.find("workspace too small"), std::string::npos) << st1.message;
  // Too many forced workers (not co-resident) is refused before any launch.
  auto p2 = pr.params(ScheduleKind::fa3, ReductionMode::ordered, 1 << 20);
  EXPECT_EQ(dash::attention_backward(p2, dws, 1 << 20, nullptr).code, dash::StatusCode::kInvalidArgument);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  const auto g2 = pr.fetch();
  for (const auto* v : {&g2.dq, &g2.dk, &g2.dv})
    for (uint16_t x : *v) ASSERT_EQ(x, 0xFFFF);
  cudaFree(dws);
}

}  // namespace
