// Exact (fixed-point dQ) mode: bit identity across worker counts, schedules,
// runs and streams; accuracy against fp64 no worse than the ordered fp32 path on hard
// inputs; no overflow at the bound. The first group checks the case construction on the
// host and runs without a GPU; every other test skips visibly without an sm_90 device.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "bwd_problem.cuh"
#include "dash/bwd_api.hpp"
#include "dash/reduction/fixed_point.hpp"
#include "dash/schedule/names.hpp"
#include "hard_cases.cuh"
#include "hard_eval.cuh"
#include "reference_fp64.cuh"

using dash::ReductionMode;
using dash::ScheduleKind;
using dash_test::Case;
using dash_test::Grads;
using dash_test::Problem;
using namespace dash_test::hard;

namespace {

const HardCase* find_case(Kind k, dash::DType dt, int d) {
  static const std::vector<HardCase> all = all_cases();
  for (const auto& c : all)
    if (c.kind == k && c.shape.dtype == dt && c.shape.d == d) return &c;
  return nullptr;
}

// Host fp64 on a small version of a case: (max|dQ_i| / B_i) per Q row, and the grads.
struct HostCheck {
  std::vector<double> tightness;  // per Q row; 0 when the row's dQ is 0
  dash_test::Grads64 g;
  Inputs in;
};
HostCheck host_check(const HardCase& hc) {
  HostCheck h;
  h.in = make_inputs(hc, seed_of(hc));
  const double scale = Problem::scale_for(hc.shape.d);
  h.g = dash_test::reference_fp64_host(hc.shape, scale, h.in);
  const auto bound = dq_row_bounds(hc.shape, scale, h.in);
  for (size_t i = 0; i < bound.size(); ++i) {
    double m = 0;
    for (int x = 0; x < hc.shape.d; ++x) m = std::max(m, std::fabs(h.g.dq[i * hc.shape.d + x]));
    h.tightness.push_back(bound[i] > 0 ? m / bound[i] : 0.0);
  }
  return h;
}
double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// ---------------------------------------------------------------------------------------------
// Host checks of the cases themselves (no GPU): the hard cases are as hard as claimed.

TEST(ExactHardCases, BoundHoldsAndAdversarialRowsReachIt) {
  for (const HardCase& full : all_cases()) {
    const bool longc = full.kind == Kind::long_v_outlier || full.kind == Kind::long_k_outlier;
    const HardCase hc = resized(full, 64, longc ? 1024 : 256);
    const HostCheck h = host_check(hc);
    const double worst = *std::max_element(h.tightness.begin(), h.tightness.end());
    EXPECT_LE(worst, 1.0 + 1e-9) << hc.name() << ": |dQ| above the bound B (the bound helper is wrong)";
    if (hc.kind == Kind::adversarial) {
      // Every row attains B, in every (batch, head): the sum sits at half the fixed-point range.
      const double least = *std::min_element(h.tightness.begin(), h.tightness.end());
      std::printf("[ cases ] %-26s |dQ|/B over rows in [%.6f, %.6f]\n", hc.name().c_str(), least, worst);
      EXPECT_GE(least, 1.0 - 1e-9) << hc.name();
    }
  }
}

TEST(ExactHardCases, LongCasesHaveALooseBound) {
  for (auto dt : {dash::DType::kBF16, dash::DType::kFP16}) {
    const double base = median(host_check(resized(*find_case(Kind::random, dt, 64), 64, 2048)).tightness);
    for (Kind k : {Kind::long_v_outlier, Kind::long_k_outlier}) {
      const double t = median(host_check(resized(*find_case(k, dt, 64), 64, 2048)).tightness);
      std::printf("[ cases ] %-26s median |dQ|/B %.2e (random: %.2e)\n", find_case(k, dt, 64)->name().c_str(), t,
                  base);
      EXPECT_LT(t, base / 10) << kind_name(k) << ": the bound is not much looser than on random inputs";
    }
  }
}

TEST(ExactHardCases, ValuesFitTheDtype) {
  // Outputs must not overflow the dtype, and where dO sets the row scale, each dQ row's max
  // must be a normal number (then the output rounding of every element of the row is below
  // half an ulp of the row max: the row metric measures the reduction, not subnormals).
  for (const HardCase& full : all_cases()) {
    const bool longc = full.kind == Kind::long_v_outlier || full.kind == Kind::long_k_outlier;
    const HardCase hc = resized(full, 64, longc ? 2048 : full.shape.sk);  // dQ magnitude follows sk
    const HostCheck h = host_check(hc);
    const double dt_max = hc.shape.dtype == dash::DType::kBF16 ? 3.3e38 : 65504.0;
    const double dt_min_normal = hc.shape.dtype == dash::DType::kBF16 ? 1.2e-38 : 6.1e-5;
    double mx = 0, dq_min_row = INFINITY;
    for (const auto* t : {&h.g.dq, &h.g.dk, &h.g.dv})
      for (double x : *t) mx = std::max(mx, std::fabs(x));
    for (size_t i = 0; i < h.tightness.size(); ++i) {
      double m = 0;
      for (int x = 0; x < hc.shape.d; ++x) m = std::max(m, std::fabs(h.g.dq[i * hc.shape.d + x]));
      dq_min_row = std::min(dq_min_row, m);
    }
    double do_max = 0;
    for (float x : h.in.dout) do_max = std::max(do_max, double(std::fabs(x)));
    std::printf("[ cases ] %-26s max|grad| %.2e  min row max|dQ| %.2e  max|dO| %.2e\n", hc.name().c_str(), mx,
                dq_min_row, do_max);
    EXPECT_LT(mx, dt_max / 8) << hc.name();
    EXPECT_GT(do_max, 0.0) << hc.name() << ": dO flushed to zero";
    if (hc.kind == Kind::random || hc.kind == Kind::do_tiny || hc.kind == Kind::do_huge || hc.kind == Kind::do_rows)
      EXPECT_GT(dq_min_row, dt_min_normal) << hc.name();
  }
}

// The adversarial assertions below would catch a wrapped int64 sum. Simulated on the host with
// the kernel's own exponent: it leaves |sum| < 2^62 in a 64-bit word, so an exponent 3 too
// large (a bound 8x too small) puts |dQ| = B above 2^64: it wraps.
double tight_max(dash::DType dt) { return dt == dash::DType::kBF16 ? 2e-2 : 2.5e-3; }  // test_bwd.cu's tol_max

TEST(ExactHardCases, AWrappedSumWouldBeCaught) {
  for (auto dt : {dash::DType::kBF16, dash::DType::kFP16}) {
    const HardCase hc = resized(*find_case(Kind::adversarial, dt, 64), 64, 256);
    const HostCheck h = host_check(hc);
    const auto bound = dq_row_bounds(hc.shape, Problem::scale_for(hc.shape.d), h.in);
    auto wrap64 = [](double v) {  // v mod 2^64 into [-2^63, 2^63): a wrapped int64 sum
      double m = std::fmod(v, 0x1p64);
      if (m >= 0x1p63) m -= 0x1p64;
      if (m < -0x1p63) m += 0x1p64;
      return m;
    };
    auto simulate = [&](int extra_bits) {  // fixed point of the exact sum, wrapped like int64 adds
      std::vector<uint16_t> bits(h.g.dq.size());
      for (size_t i = 0; i < bound.size(); ++i) {
        const int e = dash::exact::dq_row_exponent(float(dash::exact::kBoundSafety * bound[i])) +
                      dash::exact::kWideShift + extra_bits;
        for (int x = 0; x < hc.shape.d; ++x) {
          const double wrapped = wrap64(std::nearbyint(std::ldexp(h.g.dq[i * hc.shape.d + x], e)));
          bits[i * hc.shape.d + x] = to_bits(float(std::ldexp(wrapped, -e)), dt);
        }
      }
      return tensor_error(bits, h.g.dq, hc.shape.d, dt);
    };
    const TensorErr ok = simulate(0), wrapped = simulate(3);
    std::printf("[ cases ] %-26s kernel exponent: max %.2e, %lld sign flips; 8x too small a bound: max %.2e, "
                "%lld sign flips\n", hc.name().c_str(), ok.max, (long long)ok.sign_flips, wrapped.max,
                (long long)wrapped.sign_flips);
    EXPECT_LT(ok.max, tight_max(dt));
    EXPECT_EQ(ok.sign_flips, 0);
    EXPECT_GT(wrapped.max, tight_max(dt));
    EXPECT_GT(wrapped.sign_flips, 0);
  }
}

// ---------------------------------------------------------------------------------------------
// The GPU fp64 reference agrees with the host one (it is the yardstick of everything below).
TEST(ExactHardReference, GpuFp64MatchesHostFp64) {
  SKIP_WITHOUT_GPU();
  for (const HardCase& hc : {resized(*find_case(Kind::long_k_outlier, dash::DType::kBF16, 64), 130, 390),
                             resized(*find_case(Kind::do_rows, dash::DType::kFP16, 128), 97, 200)}) {
    const Inputs in = make_inputs(hc, seed_of(hc));
    Problem pr(hc.shape, 1, [&](Problem& p) { upload(p, in); });
    const auto gpu = dash_test::reference_fp64_gpu(pr);
    const auto host = dash_test::reference_fp64_host(hc.shape, pr.scale(), in);
    const std::vector<double>* pairs[][2] = {{&gpu.dq, &host.dq}, {&gpu.dk, &host.dk}, {&gpu.dv, &host.dv}};
    for (auto& [a, b] : pairs) {
      ASSERT_EQ(a->size(), b->size());
      double err = 0, ref = 0;
      for (size_t i = 0; i < b->size(); ++i) {
        err = std::max(err, std::fabs((*a)[i] - (*b)[i]));
        ref = std::max(ref, std::fabs((*b)[i]));
      }
      EXPECT_LE(err, 1e-10 * ref) << hc.name();
      EXPECT_GT(ref, 0.0) << hc.name();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Bits. dQ: the same for every schedule, worker count, run and stream (integer adds commute).
// dK / dV: accumulated in the task's Q-tile order, which fa3 fixes independently of the
// worker count, so fa3's are the same everywhere; every other schedule's are the same across
// runs and streams at one worker count (shift ranks follow the waves: not across counts).

using dash_test::applicable;

// The device's full worker count, then the reduced ones of the issue that fit under it.
std::vector<int> worker_counts(const Problem& pr) {
  int full = 0;
  if (!dash::backward_num_workers(pr.params(ScheduleKind::fa3, ReductionMode::exact), &full).ok()) return {};
  std::vector<int> v{full};
  for (int w : {132, 114, 78, 61})
    if (w < full) v.push_back(w);
  return v;
}

struct Streams {
  cudaStream_t s[2] = {nullptr, nullptr};
  Streams() {
    for (auto& x : s) DT_CUDA(cudaStreamCreateWithFlags(&x, cudaStreamNonBlocking));
  }
  ~Streams() {
    for (auto& x : s) cudaStreamDestroy(x);
  }
  cudaStream_t pick(int r) const { return r % 3 == 0 ? nullptr : s[r % 3 - 1]; }  // default, s1, s2
};
const char* stream_name(int r) { return r % 3 == 0 ? "default" : (r % 3 == 1 ? "s1" : "s2"); }

class ExactBits : public ::testing::TestWithParam<HardCase> {};

TEST_P(ExactBits, AcrossWorkersSchedulesRunsAndStreams) {
  SKIP_WITHOUT_GPU();
  const HardCase hc = GetParam();
  const Inputs in = make_inputs(hc, seed_of(hc));
  Problem pr(hc.shape, seed_of(hc), [&](Problem& p) { upload(p, in); });
  const std::vector<int> workers = worker_counts(pr);
  ASSERT_GE(workers.size(), 3u) << "too few tasks or SMs to reduce the worker count";
  Streams streams;
  ASSERT_TRUE(pr.run(pr.params(ScheduleKind::fa3, ReductionMode::exact)).ok());
  const Grads ref = pr.fetch();
  // Identical garbage would pass every comparison below: check the first result first.
  const auto err = mode_error(pr, ref, dash_test::reference_fp64_gpu(pr));
  EXPECT_LT(err.dq.fro, 0.1) << "exact dQ is far from the fp64 reference";
  EXPECT_LT(err.dk.fro, 0.1);
  EXPECT_LT(err.dv.fro, 0.1);

  // Exact mode walks each KV tile's Q tiles in one geometry-only order (the Schedule's
  // canonical_q_order), so dQ, dK and dV must be identical for every schedule, worker
  // count, run and stream.
  int runs = 0, same = 0;
  for (ScheduleKind k : applicable(hc.shape.causal))
    for (int w : workers) {
      const int n = k == ScheduleKind::fa3 ? 10 : 3;
      for (int r = 0; r < n; ++r) {
        const std::string what = std::string(dash::schedule_name(k)) + " w=" + std::to_string(w) + " run " +
                                 std::to_string(r) + " stream " + stream_name(r);
        const auto st = pr.run(pr.params(k, ReductionMode::exact, w), streams.pick(r));
        ASSERT_TRUE(st.ok()) << what << ": " << st.message;
        const Grads g = pr.fetch();
        ++runs;
        same += g.dq == ref.dq && g.dk == ref.dk && g.dv == ref.dv;
        EXPECT_TRUE(g.dq == ref.dq) << what << ": dQ bits differ";
        EXPECT_TRUE(g.dk == ref.dk && g.dv == ref.dv) << what << ": dK/dV bits differ";
      }
    }
  std::string ws;
  for (int w : workers) ws += std::to_string(w) + " ";
  std::printf("[ exact bits ] %-24s %s workers { %s}: dQ, dK, dV identical in %d/%d runs (all schedules)\n",
              hc.name().c_str(), hc.shape.name().c_str(), ws.c_str(), same, runs);
}

std::vector<HardCase> bits_cases() {
  return {
      // 256 tasks, rows of dO scale 1e-4..1e4: many different row exponents.
      HardCase{Kind::do_rows, Case{dash::DType::kBF16, 128, false, 2, 4, 4, 4096, 4096, false}},
      // causal GQA (4 Q heads per KV head) at the bound, ragged tiles, 2 x 8 x 24 tasks.
      HardCase{Kind::adversarial, Case{dash::DType::kFP16, 64, true, 2, 8, 2, 3000, 3000, false}},
      // causal MQA, seqlen_q < seqlen_k, saturated and flat softmax rows.
      HardCase{Kind::q_rows, Case{dash::DType::kBF16, 64, true, 2, 4, 1, 2000, 3000, false}},
      // causal, 96 KV tiles: the rows past 8192 keys take the narrow shift, the others not.
      HardCase{Kind::random, Case{dash::DType::kBF16, 64, true, 1, 2, 2, 12288, 12288, false}},
  };
}

INSTANTIATE_TEST_SUITE_P(Hard, ExactBits, ::testing::ValuesIn(bits_cases()),
                         [](const ::testing::TestParamInfo<HardCase>& i) { return i.param.name(); });

// Two calls in flight at once on two streams (own outputs and workspaces, different worker
// counts): they share the SMs in whatever way, and must still give the bits of a lone call.
TEST(ExactBitsStreams, TwoCallsInFlight) {
  SKIP_WITHOUT_GPU();
  const HardCase hc{Kind::do_rows, Case{dash::DType::kBF16, 64, false, 2, 4, 4, 4096, 4096, false}};
  const Inputs in = make_inputs(hc, seed_of(hc));
  Problem pr(hc.shape, seed_of(hc), [&](Problem& p) { upload(p, in); });
  ASSERT_TRUE(pr.run(pr.params(ScheduleKind::fa3, ReductionMode::exact)).ok());
  const Grads ref = pr.fetch();
  const std::vector<int> workers = worker_counts(pr);
  ASSERT_GE(workers.size(), 3u);
  Streams streams;
  // Second set of outputs (same packed shapes) and one workspace per call.
  uint16_t *dq2, *dk2, *dv2;
  DT_CUDA(cudaMalloc(&dq2, pr.dq.alloc * 2));
  DT_CUDA(cudaMalloc(&dk2, pr.dk.alloc * 2));
  DT_CUDA(cudaMalloc(&dv2, pr.dv.alloc * 2));
  void* ws[2];
  const size_t ws_bytes = dash::backward_workspace_size(pr.params(ScheduleKind::fa3, ReductionMode::exact));
  for (auto& w : ws) DT_CUDA(cudaMalloc(&w, ws_bytes));
  auto download = [](const uint16_t* p, int64_t n) {
    std::vector<uint16_t> h(n);
    DT_CUDA(cudaMemcpy(h.data(), p, n * 2, cudaMemcpyDeviceToHost));
    return h;
  };
  int same = 0, trials = 0;
  for (size_t i = 0; i < workers.size(); ++i) {
    const int wa = workers[i], wb = workers[workers.size() - 1 - i];
    pr.poison();
    for (uint16_t* p : {dq2, dk2, dv2}) DT_CUDA(cudaMemset(p, 0xFF, (p == dq2 ? pr.dq.alloc : pr.dk.alloc) * 2));
    for (auto& w : ws) DT_CUDA(cudaMemset(w, 0xFF, ws_bytes));
    DT_CUDA(cudaDeviceSynchronize());
    auto pa = pr.params(ScheduleKind::fa3, ReductionMode::exact, wa);
    auto pb = pr.params(ScheduleKind::fa3, ReductionMode::exact, wb);
    pb.dq = dq2; pb.dk = dk2; pb.dv = dv2;
    ASSERT_TRUE(dash::attention_backward(pa, ws[0], ws_bytes, streams.s[0]).ok());
    ASSERT_TRUE(dash::attention_backward(pb, ws[1], ws_bytes, streams.s[1]).ok());
    ASSERT_TRUE(dash::backward_check_error(pa, ws[0], streams.s[0]).ok());
    ASSERT_TRUE(dash::backward_check_error(pb, ws[1], streams.s[1]).ok());
    const Grads a = pr.fetch();
    const Grads b{download(dq2, pr.dq.alloc), download(dk2, pr.dk.alloc), download(dv2, pr.dv.alloc)};
    trials += 2;
    same += (a == ref) + (b == ref);
    EXPECT_TRUE(a == ref) << "stream 1, " << wa << " workers: bits differ from a lone call";
    EXPECT_TRUE(b == ref) << "stream 2, " << wb << " workers: bits differ from a lone call";
  }
  std::printf("[ exact bits ] two streams in flight: %d/%d calls bit-identical to a lone call\n", same, trials);
  for (void* p : {(void*)dq2, (void*)dk2, (void*)dv2, ws[0], ws[1]}) cudaFree(p);
}

// ---------------------------------------------------------------------------------------------
// Accuracy on hard inputs: exact vs ordered (fa3) vs unordered against fp64.
//
// Parity: exact's error may exceed ordered's by at most half again (plus 1e-6), or a floor of
// a quarter of the dtype's unit roundoff (only matters where ordered is ~exact, e.g. zeros).
// The per-row metric is asserted on every case: where the bound is loose (q_rows, the long
// cases) 32-bit words alone would miss it (ExactWords below), and the checked product
// recomputes those calls with 64-bit words.
double parity(double ordered, dash::DType dt) {
  const double floor = dt == dash::DType::kBF16 ? std::ldexp(1.0, -10) : std::ldexp(1.0, -13);
  return std::max(1.5 * ordered + 1e-6, floor);
}

void print_mode(const HardCase& hc, const char* mode, const ModeErr& e) {
  std::printf("[ exact hard ] %-26s %-9s dQ fro %.2e max %.2e row %.2e | dK fro %.2e max %.2e | dV fro %.2e max %.2e\n",
              hc.name().c_str(), mode, e.dq.fro, e.dq.max, e.dq.row, e.dk.fro, e.dk.max, e.dv.fro, e.dv.max);
}

class ExactHardInputs : public ::testing::TestWithParam<HardCase> {};

TEST_P(ExactHardInputs, NoLessAccurateThanOrdered) {
  SKIP_WITHOUT_GPU();
  const HardCase hc = GetParam();
  const CaseResult r = evaluate(hc);
  print_mode(hc, r.exact_wide ? "exact(64)" : "exact(32)", r.exact);
  print_mode(hc, "narrow", r.narrow);
  print_mode(hc, "ordered", r.ordered);
  print_mode(hc, "unordered", r.unordered);
  std::printf("[ exact hard ] %-26s bound / max|dQ_i| median %.2e min %.2e, %d workers\n", hc.name().c_str(),
              r.bound_ratio_median, r.bound_ratio_min, r.workers);
  const auto dt = hc.shape.dtype;
  struct Pair { const char* name; TensorErr e, o; };
  for (const auto& [name, e, o] : {Pair{"dQ", r.exact.dq, r.ordered.dq}, Pair{"dK", r.exact.dk, r.ordered.dk},
                                   Pair{"dV", r.exact.dv, r.ordered.dv}}) {
    EXPECT_EQ(e.nonfinite, 0) << name;
    EXPECT_LT(o.fro, 0.1) << name << ": ordered is far from fp64 (broken reference or case?)";
    EXPECT_LE(e.fro, parity(o.fro, dt)) << name << " rel Frobenius: exact " << e.fro << " vs ordered " << o.fro;
    EXPECT_LE(e.max, parity(o.max, dt)) << name << " max/max: exact " << e.max << " vs ordered " << o.max;
  }
  EXPECT_LE(r.exact.dq.row, parity(r.ordered.dq.row, dt))
      << "dQ worst row: exact " << r.exact.dq.row << " vs ordered " << r.ordered.dq.row;
  if (hc.kind == Kind::adversarial) {
    // |dQ| sits at the bound in every row. A wrapped int64 sum would be off by ~2^64 units
    // (a relative error of order 1 and a flipped sign): assert neither happens in any row.
    EXPECT_GT(r.bound_ratio_min, 0.99);
    EXPECT_LT(r.bound_ratio_median, 1.01);
    EXPECT_LT(r.exact.dq.max, tight_max(dt));
    EXPECT_LT(r.exact.dq.row, tight_max(dt));
    EXPECT_EQ(r.exact.dq.sign_flips, 0);
    EXPECT_EQ(r.ordered.dq.sign_flips, 0) << "the construction itself is off";
  }
}

INSTANTIATE_TEST_SUITE_P(Hard, ExactHardInputs, ::testing::ValuesIn(all_cases()),
                         [](const ::testing::TestParamInfo<HardCase>& i) { return i.param.name(); });

// ---------------------------------------------------------------------------------------------
// Words. Exact mode adds 32-bit words and checks every row's precision after the sum; a call
// with a row that fails is recomputed with 64-bit words. Where the check passes, the bits are
// those of 32-bit words alone; where it fails, those of 64-bit words alone; and where it
// fails, 32-bit words alone would indeed have missed the accuracy parity (the check is not
// just conservative there). The expected widths are the host model's (dash_exact_accuracy
// --host-model).
TEST(ExactWords, NarrowWherePreciseWideWhereNot) {
  SKIP_WITHOUT_GPU();
  struct Expect {
    HardCase hc;
    bool wide;
  };
  // Causal: the first row of every head sees one key, so its dQ is fp32 noise (dP - D);
  // the check must pass it (kNarrowNoiseBits) or every causal call would fall back.
  const HardCase causal{Kind::random, Case{dash::DType::kBF16, 64, true, 1, 2, 2, 2048, 2048, false}};
  const Expect cases[] = {{*find_case(Kind::random, dash::DType::kBF16, 128), false},
                          {causal, false},
                          {*find_case(Kind::do_rows, dash::DType::kFP16, 64), false},
                          {*find_case(Kind::long_v_outlier, dash::DType::kBF16, 128), true},
                          {*find_case(Kind::long_k_outlier, dash::DType::kFP16, 64), true},
                          // Rows of more than 64 partials take the narrow shift (fixed_point.hpp):
                          // long random rows stay narrow, which the bound alone would not allow...
                          {resized(*find_case(Kind::random, dash::DType::kBF16, 128), 256, 32768), false},
                          // ... and rows at their bound trip its guard, where 32-bit words alone wrap.
                          {resized(*find_case(Kind::adversarial, dash::DType::kBF16, 64), 128, 32768), true}};
  for (const auto& [hc_value, expect_wide] : cases) {
    const HardCase* hc = &hc_value;
    const Inputs in = make_inputs(*hc, seed_of(*hc));
    Problem pr(hc->shape, seed_of(*hc), [&](Problem& p) { upload(p, in); });
    const auto ref = dash_test::reference_fp64_gpu(pr);
    auto run = [&](dash::ReductionMode m, int bits, bool* wide) {
      auto p = pr.params(ScheduleKind::fa3, m);
      dash::testing::BwdHooks hooks;
      hooks.exact_bits = bits;
      const auto st = pr.run(p, nullptr, hooks);
      EXPECT_TRUE(st.ok()) << st.message;
      if (wide) EXPECT_TRUE(dash::testing::backward_exact_used_wide(p, hooks, pr.ws, nullptr, wide).ok());
      return pr.fetch();
    };
    bool wide = false, narrow_wide = true, wide_wide = false;
    const Grads product = run(ReductionMode::exact, 0, &wide);
    const Grads narrow = run(ReductionMode::exact, 32, &narrow_wide);
    const Grads wide64 = run(ReductionMode::exact, 64, &wide_wide);
    const Grads ordered = run(ReductionMode::ordered, 0, nullptr);
    EXPECT_FALSE(narrow_wide);
    EXPECT_TRUE(wide_wide);
    EXPECT_EQ(wide, expect_wide) << hc->name();
    EXPECT_TRUE(product == (wide ? wide64 : narrow)) << hc->name() << ": the product's bits are not those of its width";
    EXPECT_TRUE(product.dk == narrow.dk && product.dv == narrow.dv && wide64.dk == narrow.dk && wide64.dv == narrow.dv)
        << hc->name() << ": dK / dV must not depend on the dQ words";
    const double e_prod = mode_error(pr, product, ref).dq.row, e_narrow = mode_error(pr, narrow, ref).dq.row,
                 e_ord = mode_error(pr, ordered, ref).dq.row;
    std::printf("[ exact words ] %-26s %s words; dQ worst row: product %.2e, 32-bit alone %.2e, ordered %.2e\n",
                hc->name().c_str(), wide ? "64-bit" : "32-bit", e_prod, e_narrow, e_ord);
    EXPECT_LE(e_prod, parity(e_ord, hc->shape.dtype)) << hc->name();
    if (expect_wide)
      EXPECT_GT(e_narrow, parity(e_ord, hc->shape.dtype)) << hc->name() << ": 32-bit words alone were precise enough";
  }
}

// The preprocess writes each row's exponent from the documented bound (fixed_point.hpp:
// B = max|K| ||dO_row|| max_j ||V_j||; the accumulator holds dQ / scale). A bound formed wrong
// in the kernel shows here even where the words happen to hold the sums: one too small by 2x
// (the headroom for the kernel's roundings gone) or too large (precision lost).
TEST(ExactBound, RowCodesAreTheDocumentedBoundsExponents) {
  SKIP_WITHOUT_GPU();
  const HardCase* cases[] = {find_case(Kind::random, dash::DType::kBF16, 128),
                             find_case(Kind::do_rows, dash::DType::kFP16, 64),
                             find_case(Kind::long_k_outlier, dash::DType::kFP16, 64),
                             find_case(Kind::long_v_outlier, dash::DType::kBF16, 128)};
  for (const HardCase* hc : cases) {
    ASSERT_NE(hc, nullptr);
    const Case& c = hc->shape;
    const Inputs in = make_inputs(*hc, seed_of(*hc));
    Problem pr(c, seed_of(*hc), [&](Problem& p) { upload(p, in); });
    const auto p = pr.params(ScheduleKind::fa3, ReductionMode::exact);
    ASSERT_TRUE(pr.run(p).ok()) << hc->name();
    std::vector<int> codes;
    int64_t rows_pad = 0;
    ASSERT_TRUE(dash::testing::backward_exact_row_codes(p, pr.ws, nullptr, &codes, &rows_pad).ok());
    const std::vector<double> bound = dq_row_bounds(c, 1.0, in);
    int64_t checked = 0, near_pow2 = 0, zero = 0, wrong = 0;
    for (int b = 0; b < c.b; ++b)
      for (int h = 0; h < c.h; ++h)
        for (int i = 0; i < c.sq; ++i) {
          const int raw = codes[(int64_t(b) * c.h + h) * rows_pad + i];
          if (raw == dash::exact::kZeroRow) { ++zero; continue; }  // a row that sees no key
          const int code = dash::exact::code_bound_exponent(raw);  // without a long row's narrow shift
          const double B = dash::exact::kBoundSafety * bound[(int64_t(b) * c.sq + i) * c.h + h];
          int E = 0;
          const double m = std::frexp(B, &E);  // B = m 2^E, m in [0.5, 1)
          // The kernel forms B in fp32 from rounded factors: too near a power of two to tell.
          if (m < 0.5 + 1e-4 || m > 1 - 1e-4) { ++near_pow2; continue; }
          const int want = std::clamp(dash::exact::kTopBit - E, dash::exact::kMinExponent, dash::exact::kMaxExponent);
          ++checked;
          if (code != want && wrong++ < 3)
            ADD_FAILURE() << hc->name() << " b" << b << " h" << h << " row " << i << ": code " << code << ", bound "
                          << B << " gives exponent " << want;
        }
    std::printf("[ exact bound ] %-26s %lld rows checked, %lld near a power of two, %lld see no key\n",
                hc->name().c_str(), (long long)checked, (long long)near_pow2, (long long)zero);
    EXPECT_EQ(wrong, 0) << hc->name();
    EXPECT_GT(checked, int64_t(c.b) * c.h * c.sq * 9 / 10 - zero) << hc->name();
  }
}

}  // namespace
