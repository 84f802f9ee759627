// The backward on a shared GPU: other kernels hold some SMs (an NCCL all-reduce waiting for a
// slow rank, beside the backward as in DDP), a second backward runs on another stream, or the
// call leaves SMs free (sm_margin). Every deterministic mode must return the bits it returns
// alone, with no error; the modes whose tasks are claimed in launch order (unordered, exact)
// must progress on the SMs that are free, the others (a cooperative launch) wait for theirs;
// and a forced watchdog expiry must fail loudly (dQ NaN, the error reported once).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "bwd_problem.cuh"
#include "dash/bwd_api.hpp"
#include "dash/schedule/names.hpp"
#include "sm_holder.cuh"

using dash::ReductionMode;
using dash::ScheduleKind;
using dash_test::Case;
using dash_test::Grads;
using dash_test::Problem;
using dash_test::SmHolder;

namespace {

constexpr int kWatchdogMs = 300;

struct Mode {
  ScheduleKind kind;
  ReductionMode mode;
  bool is_auto = false;  // the plan's pick (kind unused): what a caller who names none runs
  std::string name() const {
    return is_auto                            ? "auto"
           : mode == ReductionMode::exact     ? "exact"
           : mode == ReductionMode::unordered ? "unordered"
                                              : dash::schedule_name(kind);
  }
  // The plan's answer for the call: a cooperative launch that waits for all of its SMs.
  static bool waits_for_all_sms(const dash::BwdParams& p) {
    dash::BwdPlan plan;
    return dash::plan_backward(p, &plan).ok() && plan.schedule.coresident();
  }
};

// Every deterministic mode of a mask, and the unordered one.
std::vector<Mode> modes_of(bool causal) {
  std::vector<Mode> m;
  for (int i = 0; i < dash::kNumScheduleKinds; ++i) {
    const auto k = static_cast<ScheduleKind>(i);
    if (dash::schedule_applies(k, causal)) m.push_back({k, ReductionMode::ordered});
  }
  const ScheduleKind free_order = causal ? ScheduleKind::symmetric_shift : ScheduleKind::fa3;
  m.push_back({free_order, ReductionMode::exact});
  m.push_back({free_order, ReductionMode::unordered});
  m.push_back({ScheduleKind::fa3, ReductionMode::ordered, true});  // auto: never waits for held SMs
  return m;
}

// More tasks than SMs (so that a held SM's static tasks would matter), a few milliseconds.
Case shared_case(bool causal) { return Case{dash::DType::kBF16, 128, causal, 2, 8, 8, 2048, 2048, false}; }

class Streams {
 public:
  Streams() {
    for (auto& s : s_) DT_CUDA(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  }
  ~Streams() {
    for (auto& s : s_) cudaStreamDestroy(s);
  }
  cudaStream_t operator[](int i) const { return s_[i]; }

 private:
  cudaStream_t s_[3]{};
};

// Outputs poisoned and the workspace sized and poisoned before anything else is enqueued (the
// holder may already run), then the backward on `stream`; no sync.
void prepare(Problem& pr, const dash::BwdParams& p) {
  pr.poison();
  const size_t need = dash::backward_workspace_size(p);
  if (need > pr.ws_bytes) {
    cudaFree(pr.ws);
    DT_CUDA(cudaMalloc(&pr.ws, need));
    pr.ws_bytes = need;
  }
  DT_CUDA(cudaMemset(pr.ws, 0xFF, pr.ws_bytes));
  DT_CUDA(cudaDeviceSynchronize());
}
dash::Status launch(Problem& pr, const dash::BwdParams& p, cudaStream_t stream,
                    const dash::testing::BwdHooks& hooks = {}) {
  return dash::testing::attention_backward(p, hooks, pr.ws, pr.ws_bytes, stream);
}

dash::BwdParams params_of(const Problem& pr, const Mode& m) {
  auto p = pr.params(m.kind, m.mode);
  if (m.is_auto) p.schedule.reset();
  p.watchdog_ms = kWatchdogMs;
  return p;
}

Grads alone(Problem& pr, const dash::BwdParams& p) {
  const auto st = pr.run(p);
  EXPECT_TRUE(st.ok()) << st.message;
  return pr.fetch();
}

void expect_accurate_enough(const Problem& pr, const Grads& g, const std::string& what) {
  const auto e = pr.errors(g);
  std::printf("[ shared ] %-40s %s\n", what.c_str(), e.str().c_str());
  // FlashAttention-3's rule (bwd_problem.cuh, Fa3Rule); the unordered mode has no bits to compare.
  EXPECT_LE(e.dq_rule.err, e.dq_rule.bound()) << what;
  EXPECT_LE(e.dk_rule.err, e.dk_rule.bound()) << what;
  EXPECT_LE(e.dv_rule.err, e.dv_rule.bound()) << what;
}

// held_ms: how long the holder keeps its SMs (below or above the watchdog); during: the holder
// is launched right after the backward instead of before it.
void run_beside_holder(bool causal, int held_sms, double held_ms, bool during) {
  const Case c = shared_case(causal);
  Problem pr(c, 4242 + (causal ? 1 : 0));
  SmHolder holder;
  Streams streams;
  for (const Mode& m : modes_of(causal)) {
    SCOPED_TRACE(m.name() + (causal ? " causal" : " full"));
    const auto p = params_of(pr, m);
    const Grads ref = alone(pr, p);
    prepare(pr, p);
    if (!during) {
      holder.launch(held_sms, held_ms, streams[0]);
      holder.wait_started();
    }
    const auto st = launch(pr, p, streams[1]);
    ASSERT_TRUE(st.ok()) << st.message;
    if (during) holder.launch(held_sms, held_ms, streams[0]);
    holder.mark(streams[1]);
    DT_CUDA(cudaStreamSynchronize(streams[1]));
    const auto err = dash::backward_check_error(p, pr.ws, streams[1]);
    EXPECT_TRUE(err.ok()) << err.message;
    const Grads g = pr.fetch();
    const int ended = holder.ended_seen();
    DT_CUDA(cudaStreamSynchronize(streams[0]));
    std::printf("[ shared ] %-16s %s %d SMs held %.0f ms (%s): holder CTAs ended before the backward did: %d\n",
                m.name().c_str(), causal ? "causal" : "full", held_sms, held_ms, during ? "during" : "before", ended);
    if (m.mode == ReductionMode::unordered) {
      expect_accurate_enough(pr, g, m.name() + " beside the holder");
    } else {
      EXPECT_TRUE(g == ref) << "bits differ from the backward run alone";
    }
    if (!during && held_ms > 4 * kWatchdogMs) {
      // Launch-order claims progress on the free SMs; ring-ranked orders wait for all of theirs.
      if (m.is_auto) EXPECT_FALSE(Mode::waits_for_all_sms(p)) << "the default waits for held SMs";
      if (Mode::waits_for_all_sms(p)) EXPECT_EQ(ended, held_sms) << "started before its SMs were free";
      else EXPECT_EQ(ended, 0) << "did not finish on the SMs left free";
    }
  }
}

TEST(SharedGpu, SmsHeldBeforeTheBackwardShorterThanTheWatchdog) {
  SKIP_WITHOUT_GPU();
  run_beside_holder(true, 16, kWatchdogMs / 3.0, false);
}

TEST(SharedGpu, SmsHeldBeforeTheBackwardLongerThanTheWatchdog) {
  SKIP_WITHOUT_GPU();
  for (bool causal : {true, false}) run_beside_holder(causal, 16, 5.0 * kWatchdogMs, false);
}

TEST(SharedGpu, HalfTheSmsHeldLongerThanTheWatchdog) {
  SKIP_WITHOUT_GPU();
  run_beside_holder(true, 64, 5.0 * kWatchdogMs, false);
}

TEST(SharedGpu, SmsTakenWhileTheBackwardRuns) {
  SKIP_WITHOUT_GPU();
  for (bool causal : {true, false}) run_beside_holder(causal, 64, 2.0 * kWatchdogMs, true);
}

// Two deterministic backwards at once on two streams (each of a pair of modes), both
// bit-identical to alone: neither may wait forever for SMs the other holds.
TEST(SharedGpu, TwoBackwardsOnTwoStreams) {
  SKIP_WITHOUT_GPU();
  const Case c = shared_case(true);
  Problem a(c, 77), b(c, 78);
  Streams streams;
  const Mode fa3{ScheduleKind::fa3, ReductionMode::ordered}, sym{ScheduleKind::symmetric_shift, ReductionMode::ordered},
      desc{ScheduleKind::descending, ReductionMode::ordered}, exact{ScheduleKind::symmetric_shift, ReductionMode::exact};
  const std::pair<Mode, Mode> pairs[] = {{fa3, fa3}, {sym, sym}, {fa3, sym}, {sym, desc}, {exact, sym}};
  for (const auto& [ma, mb] : pairs) {
    SCOPED_TRACE(ma.name() + " + " + mb.name());
    const auto pa = params_of(a, ma), pb = params_of(b, mb);
    const Grads ra = alone(a, pa), rb = alone(b, pb);
    for (int rep = 0; rep < 3; ++rep) {
      prepare(a, pa);
      prepare(b, pb);
      ASSERT_TRUE(launch(a, pa, streams[0]).ok());
      ASSERT_TRUE(launch(b, pb, streams[1]).ok());
      DT_CUDA(cudaDeviceSynchronize());
      EXPECT_TRUE(dash::backward_check_error(pa, a.ws, streams[0]).ok());
      EXPECT_TRUE(dash::backward_check_error(pb, b.ws, streams[1]).ok());
      EXPECT_TRUE(a.fetch() == ra) << "first backward's bits differ from alone";
      EXPECT_TRUE(b.fetch() == rb) << "second backward's bits differ from alone";
    }
  }
}

// sm_margin leaves SMs to other work: launch-order ranks and exact keep their bits; the
// ring-ranked orders are a function of the worker count, so they repeat at the same margin.
TEST(SharedGpu, SmMarginKeepsTheBitsOfLaunchOrderRanks) {
  SKIP_WITHOUT_GPU();
  const Case c = shared_case(true);
  Problem pr(c, 99);
  for (const Mode& m : modes_of(true)) {
    if (m.mode == ReductionMode::unordered) continue;
    SCOPED_TRACE(m.name());
    auto p = params_of(pr, m);
    const Grads full = alone(pr, p);
    p.sm_margin = 64;
    int workers = 0;
    ASSERT_TRUE(dash::backward_num_workers(p, &workers).ok());
    const Grads m1 = alone(pr, p), m2 = alone(pr, p);
    EXPECT_TRUE(m1 == m2) << "not repeatable with sm_margin";
    if (m.mode == ReductionMode::exact || dash::ranks_follow_launch_order(m.kind))
      EXPECT_TRUE(m1 == full) << "sm_margin changed the bits";
    expect_accurate_enough(pr, m1, m.name() + " sm_margin 64 (" + std::to_string(workers) + " workers)");
  }
}

bool all_nan(const std::vector<uint16_t>& bits, const dash_test::Tensor& t, int64_t* finite) {
  *finite = 0;
  for (int64_t b = 0; b < t.b; ++b)
    for (int64_t n = 0; n < t.n; ++n)
      for (int64_t h = 0; h < t.h; ++h)
        for (int64_t d = 0; d < t.d; ++d) {
          const float x = dash_test::half_bits_to_float(bits[b * t.s.batch + n * t.s.seq + h * t.s.head + d],
                                                        dash::DType::kBF16);
          if (!std::isnan(x)) ++*finite;
        }
  return *finite == 0;
}

// A forced watchdog expiry (every dQ counter stuck): the call itself is enqueued fine; its dQ
// comes out NaN everywhere (dK / dV stay right); the failure is reported once, by
// check_device_errors or by the next call, which then launches nothing; the call after is fine.
TEST(SharedGpu, ForcedWatchdogPoisonsDqAndIsReportedOnce) {
  SKIP_WITHOUT_GPU();
  for (bool causal : {false, true}) {
    const Case c{dash::DType::kBF16, 64, causal, 1, 4, 2, 1024, 1024, false};
    Problem pr(c, 5150);
    for (const Mode& m : {Mode{ScheduleKind::fa3, ReductionMode::ordered},
                          Mode{causal ? ScheduleKind::symmetric_shift : ScheduleKind::shift, ReductionMode::ordered},
                          Mode{ScheduleKind::fa3, ReductionMode::exact}}) {
      SCOPED_TRACE(m.name() + (causal ? " causal" : " full"));
      auto p = params_of(pr, m);
      dash::testing::BwdHooks stuck;
      stuck.counter_init = 1 << 20;
      p.watchdog_ms = 100;
      ASSERT_TRUE(dash::check_device_errors(true).ok());
      prepare(pr, p);
      ASSERT_TRUE(launch(pr, p, nullptr, stuck).ok());
      DT_CUDA(cudaDeviceSynchronize());
      const Grads g = pr.fetch();
      int64_t finite = 0;
      EXPECT_TRUE(all_nan(g.dq, pr.dq, &finite)) << finite << " finite dQ elements after a failed reduction";
      const auto e = pr.errors(g);  // dK / dV do not go through the failed reduction
      EXPECT_LE(e.dk_rule.err, e.dk_rule.bound());
      EXPECT_LE(e.dv_rule.err, e.dv_rule.bound());
      // The next call reports it and launches nothing (its outputs keep their poison).
      const auto good = params_of(pr, m);
      prepare(pr, good);
      const auto next = launch(pr, good, nullptr);
      std::printf("[ watchdog ] %s: next call: %s\n", m.name().c_str(), next.message.c_str());
      EXPECT_EQ(next.code, dash::StatusCode::kDeviceError);
      EXPECT_NE(next.message.find("watchdog"), std::string::npos) << next.message;
      DT_CUDA(cudaDeviceSynchronize());
      EXPECT_TRUE(all_nan(pr.fetch().dq, pr.dq, &finite)) << "the refused call wrote dQ";
      // Reported once: the check is clean now, and the next call runs.
      EXPECT_TRUE(dash::check_device_errors(true).ok());
      ASSERT_TRUE(launch(pr, good, nullptr).ok());
      DT_CUDA(cudaDeviceSynchronize());
      expect_accurate_enough(pr, pr.fetch(), m.name() + " after the watchdog");
      // check_device_errors(true) sees a failure of a call it waits for.
      prepare(pr, p);
      ASSERT_TRUE(launch(pr, p, nullptr, stuck).ok());
      const auto checked = dash::check_device_errors(true);
      EXPECT_EQ(checked.code, dash::StatusCode::kDeviceError) << checked.message;
      EXPECT_TRUE(dash::check_device_errors(false).ok());
    }
  }
}

}  // namespace
