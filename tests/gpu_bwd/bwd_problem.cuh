#pragma once
// Test fixture data: one attention-backward problem on the GPU (random inputs, the
// reference forward's O and lse, the naive fp32 reference gradients) and helpers to run
// the dash backward on it with poisoned outputs and workspace.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <functional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "../common/require_gpu.hpp"
#include "dash/bwd_api.hpp"
#include "dash/schedule/schedule.hpp"
#include "test_hooks.hpp"
#include "reference.cuh"

namespace dash_test {

#define DT_CUDA(x)                                                                            \
  do {                                                                                        \
    cudaError_t e_ = (x);                                                                     \
    if (e_ != cudaSuccess) throw std::runtime_error(std::string(#x) + ": " + cudaGetErrorString(e_)); \
  } while (0)

inline bool cuda_device_available(std::string* why) {
  int n = 0;
  if (cudaGetDeviceCount(&n) != cudaSuccess || n == 0) {
    *why = "no CUDA device: the GPU backward tests need an sm_90 GPU";
    return false;
  }
  cudaDeviceProp prop{};
  cudaGetDeviceProperties(&prop, 0);
  if (prop.major != 9) {
    *why = std::string("device ") + prop.name + " is not sm_90 (Hopper)";
    return false;
  }
  return true;
}

#define SKIP_WITHOUT_GPU()                                                          \
  do {                                                                              \
    std::string why_;                                                               \
    if (!dash_test::cuda_device_available(&why_)) DASH_SKIP_OR_REQUIRE_GPU(why_);   \
  } while (0)

struct Case {
  dash::DType dtype = dash::DType::kBF16;
  int d = 64;
  bool causal = false;
  int b = 1, h = 1, hkv = 1, sq = 1, sk = 1;
  bool padded = false;  // non-packed strides (and lse head stride) with poisoned gaps
  int dv = 0;           // V's (O's, dO's, dV's) head dim; 0: d
  int vd() const { return dv ? dv : d; }
  std::string name() const {
    return std::string(dtype == dash::DType::kBF16 ? "bf16" : "fp16") + "_d" + std::to_string(d) +
           (dv ? "_v" + std::to_string(dv) : "") +
           (causal ? "_causal" : "_full") + "_b" + std::to_string(b) + "_h" + std::to_string(h) + "_hkv" +
           std::to_string(hkv) + "_sq" + std::to_string(sq) + "_sk" + std::to_string(sk) + (padded ? "_padded" : "");
  }
};

// gtest prints a parameter with PrintTo: show the case name instead of raw bytes.
inline void PrintTo(const Case& c, std::ostream* os) { *os << c.name(); }

inline float half_bits_to_float(uint16_t bits, dash::DType dt) {
  if (dt == dash::DType::kBF16) {
    uint32_t u = uint32_t(bits) << 16;
    float f;
    std::memcpy(&f, &u, 4);
    return f;
  }
  __half_raw r;
  r.x = bits;
  return __half2float(__half(r));
}

struct Tensor {
  uint16_t* ptr = nullptr;  // device, 2-byte elements
  dash::Strides4 s;
  int64_t n = 0, h = 0, d = 0, b = 0;
  int64_t alloc = 0;  // elements
};

struct Grads {
  std::vector<uint16_t> dq, dk, dv;  // whole allocations, raw bits
  bool operator==(const Grads& o) const { return dq == o.dq && dk == o.dk && dv == o.dv; }
};

// FlashAttention-3's rule for one output: max|out - ref| <= 2 max|pt - ref| + atol, where ref is
// the fp32 upcast reference, pt the same-precision one (its outputs rounded to the dtype) and
// atol twice fp32's rounding noise at ref's magnitude (max |(ref + 0.3) - 0.3 - ref|). The
// per-row version divides each row's max |out - ref| by 2 max |pt - ref| of the same row plus
// atol: a bug confined to a few rows (a mask off by one key) hides in the whole-tensor maximum,
// not in its row. An output that is zero in exact arithmetic (dQ and dK where every row sees
// one key: dS = P (dP - D) cancels) has no scale for the rule: the reference's own fp32 sums
// cancel exactly, the kernel's (other orders) leave noise; there the error must stay below
// kNoiseOnly. The same holds for single rows that (nearly) cancel, e.g. a causal row that sees
// one key or a saturated softmax row: their error is the fp32 noise of terms far larger than
// the row, which the row's own same-precision error does not scale. Rows below
// kCancellingRow of the output's largest magnitude are therefore held to the whole-output
// bound only (a mask or reduction bug adds terms of ordinary size to ordinary rows).
struct Fa3Rule {
  static constexpr double kNoiseOnly = 1e-5;
  static constexpr double kCancellingRow = 1e-2;
  double err = 0, pt_err = 0, atol = 0, ref_max = 0;
  double worst_row = 0;  // max over the non-cancelling rows of row err / (2 row pt err + atol)
  bool noise_only() const { return ref_max < kNoiseOnly; }
  double bound() const { return noise_only() ? kNoiseOnly : 2 * pt_err + atol; }
};

struct ErrReport {
  double dq = 0, dk = 0, dv = 0;        // ||out - ref|| / ||ref||
  double dq_max = 0, dk_max = 0, dv_max = 0;  // max|out - ref| / max|ref|
  Fa3Rule dq_rule, dk_rule, dv_rule;
  bool pad_intact = true;               // gaps of padded layouts still poisoned
  std::string str() const {
    char buf[512];
    std::snprintf(buf, sizeof(buf),
                  "rel dq=%.3e dk=%.3e dv=%.3e | err/bound dq=%.3e/%.3e dk=%.3e/%.3e dv=%.3e/%.3e | worst row "
                  "dq=%.2f dk=%.2f dv=%.2f | pad %s",
                  dq, dk, dv, dq_rule.err, dq_rule.bound(), dk_rule.err, dk_rule.bound(), dv_rule.err,
                  dv_rule.bound(), dq_rule.worst_row, dk_rule.worst_row, dv_rule.worst_row,
                  pad_intact ? "intact" : "OVERWRITTEN");
    return buf;
  }
};

class Problem {
 public:
  Case c;
  Tensor q, k, v, o, dout, dq, dk, dv;
  float* lse = nullptr;
  int64_t lse_sb = 0, lse_sh = 0;
  std::vector<float> ref_dq, ref_dk, ref_dv;  // packed (b, s, heads, d) fp32
  std::vector<float> pt_dq, pt_dk, pt_dv;     // the same-precision reference, rounded to the dtype
  void* ws = nullptr;
  size_t ws_bytes = 0;

  // `edit` may overwrite the random inputs (q, k, v, dout) before O, lse and the reference
  // gradients are computed from them.
  Problem(const Case& cs, uint64_t seed, const std::function<void(Problem&)>& edit = {}) : c(cs) {
    make(q, c.sq, c.h, c.d);
    make(k, c.sk, c.hkv, c.d);
    make(v, c.sk, c.hkv, c.vd());
    make(o, c.sq, c.h, c.vd());
    make(dout, c.sq, c.h, c.vd());
    make(dq, c.sq, c.h, c.d);
    make(dk, c.sk, c.hkv, c.d);
    make(dv, c.sk, c.hkv, c.vd());
    lse_sh = c.padded ? c.sq + 5 : c.sq;
    lse_sb = lse_sh * c.h + (c.padded ? 3 : 0);
    DT_CUDA(cudaMalloc(&lse, sizeof(float) * lse_sb * c.b));
    random_fill(q, seed * 8 + 1, 1.0f);
    random_fill(k, seed * 8 + 2, 1.0f);
    random_fill(v, seed * 8 + 3, 1.0f);
    random_fill(dout, seed * 8 + 4, 1.0f);
    if (edit) edit(*this);
    reference();
  }
  ~Problem() {
    for (Tensor* t : {&q, &k, &v, &o, &dout, &dq, &dk, &dv}) cudaFree(t->ptr);
    cudaFree(lse);
    cudaFree(ws);
  }
  Problem(const Problem&) = delete;
  Problem& operator=(const Problem&) = delete;

  dash::BwdParams params(dash::ScheduleKind sched, dash::ReductionMode mode, int workers = 0) const {
    dash::BwdParams p;
    p.q = q.ptr; p.k = k.ptr; p.v = v.ptr; p.o = o.ptr; p.dout = dout.ptr; p.lse = lse;
    p.lse_batch_stride = lse_sb; p.lse_head_stride = lse_sh;
    p.dq = dq.ptr; p.dk = dk.ptr; p.dv = dv.ptr;
    p.dtype = c.dtype;
    p.batch = c.b; p.seqlen_q = c.sq; p.seqlen_k = c.sk; p.heads = c.h; p.heads_kv = c.hkv; p.head_dim = c.d;
    p.head_dim_v = c.dv;
    p.q_stride = q.s; p.k_stride = k.s; p.v_stride = v.s; p.o_stride = o.s; p.dout_stride = dout.s;
    p.dq_stride = dq.s; p.dk_stride = dk.s; p.dv_stride = dv.s;
    p.causal = c.causal;
    p.softmax_scale = scale();
    p.schedule = sched;
    p.mode = mode;
    p.num_workers = workers;
    return p;
  }
  float scale() const { return scale_for(c.d); }
  static float scale_for(int d) { return 1.0f / std::sqrt(float(d)) * 1.25f; }  // not the default: the scale must flow

  // Poison outputs and workspace, run on `stream`, synchronize, report device-side errors.
  dash::Status run(const dash::BwdParams& p, cudaStream_t stream = nullptr, const dash::testing::BwdHooks& hooks = {}) {
    poison();
    const size_t need = dash::backward_workspace_size(p);
    if (need > ws_bytes) {
      cudaFree(ws);
      ws = nullptr;
      DT_CUDA(cudaMalloc(&ws, need));
      ws_bytes = need;
    }
    if (ws) DT_CUDA(cudaMemset(ws, 0xFF, ws_bytes));  // NaN floats, -1 counters
    if (stream) DT_CUDA(cudaDeviceSynchronize());     // a non-blocking stream skips the memsets' order
    dash::Status s = dash::testing::attention_backward(p, hooks, ws, ws_bytes, stream);
    if (!s.ok()) return s;
    DT_CUDA(cudaGetLastError());
    return dash::backward_check_error(p, ws, stream);
  }

  void poison() {
    for (Tensor* t : {&dq, &dk, &dv}) DT_CUDA(cudaMemset(t->ptr, 0xFF, t->alloc * 2));
  }

  Grads fetch() const {
    Grads g;
    g.dq = download(dq);
    g.dk = download(dk);
    g.dv = download(dv);
    return g;
  }

  ErrReport errors(const Grads& g) const {
    ErrReport r;
    compare(g.dq, dq, ref_dq, pt_dq, &r.dq, &r.dq_max, &r.dq_rule, &r.pad_intact);
    compare(g.dk, dk, ref_dk, pt_dk, &r.dk, &r.dk_max, &r.dk_rule, &r.pad_intact);
    compare(g.dv, dv, ref_dv, pt_dv, &r.dv, &r.dv_max, &r.dv_rule, &r.pad_intact);
    return r;
  }

 private:
  void make(Tensor& t, int64_t n, int64_t heads, int64_t width) {
    t.n = n; t.h = heads; t.d = width; t.b = c.b;
    if (c.padded) {
      t.s.head = width + 16;
      t.s.seq = heads * t.s.head + 8;
      t.s.batch = n * t.s.seq + 64;
    } else {
      t.s = dash::contiguous_strides(n, heads, width);
    }
    t.alloc = t.s.batch * c.b;
    DT_CUDA(cudaMalloc(&t.ptr, t.alloc * 2));
  }
  void random_fill(Tensor& t, uint64_t seed, float amp) {
    if (c.dtype == dash::DType::kBF16)
      fill_random<<<256, 256>>>(reinterpret_cast<__nv_bfloat16*>(t.ptr), t.alloc, seed, amp);
    else
      fill_random<<<256, 256>>>(reinterpret_cast<__half*>(t.ptr), t.alloc, seed, amp);
    DT_CUDA(cudaGetLastError());
  }
  static View view(const Tensor& t) { return View{t.s.batch, t.s.seq, t.s.head}; }

  template <class T>
  void reference_t() {
    RefDims D{c.b, c.h, c.hkv, c.sq, c.sk, c.d, c.causal, scale(), c.dv};
    const int64_t np = int64_t(c.b) * c.h * c.sq * c.sk;
    float *p = nullptr, *ds = nullptr, *gq = nullptr, *gk = nullptr, *gv = nullptr;
    DT_CUDA(cudaMalloc(&p, np * 4));
    DT_CUDA(cudaMalloc(&ds, np * 4));
    const int64_t nq = int64_t(c.b) * c.sq * c.h * c.d, nk = int64_t(c.b) * c.sk * c.hkv * c.d;
    const int64_t nv = int64_t(c.b) * c.sk * c.hkv * c.vd();
    DT_CUDA(cudaMalloc(&gq, nq * 4));
    DT_CUDA(cudaMalloc(&gk, nk * 4));
    DT_CUDA(cudaMalloc(&gv, nv * 4));
    auto Tp = [](const Tensor& t) { return reinterpret_cast<T*>(t.ptr); };
    DT_CUDA(cudaMemset(o.ptr, 0, o.alloc * 2));
    ref_scores<T><<<1024, 256>>>(D, Tp(q), view(q), Tp(k), view(k), p);
    ref_lse<<<256, 256>>>(D, p, lse, lse_sb, lse_sh);
    ref_probs<<<1024, 256>>>(D, p, lse, lse_sb, lse_sh);
    ref_out<T><<<1024, 256>>>(D, p, Tp(v), view(v), Tp(o), view(o));
    ref_dscores<T><<<1024, 256>>>(D, p, Tp(dout), view(dout), Tp(o), view(o), Tp(v), view(v), ds);
    auto grads = [&](auto round, std::vector<float>& hq, std::vector<float>& hk, std::vector<float>& hv) {
      constexpr bool kRound = decltype(round)::value;
      ::dash_test::ref_dq<T, kRound><<<1024, 256>>>(D, ds, Tp(k), view(k), gq);
      ref_dkdv<T, kRound><<<1024, 256>>>(D, p, ds, Tp(q), view(q), Tp(dout), view(dout), gk, gv);
      DT_CUDA(cudaGetLastError());
      DT_CUDA(cudaDeviceSynchronize());
      hq.resize(nq);
      hk.resize(nk);
      hv.resize(nv);
      DT_CUDA(cudaMemcpy(hq.data(), gq, nq * 4, cudaMemcpyDeviceToHost));
      DT_CUDA(cudaMemcpy(hk.data(), gk, nk * 4, cudaMemcpyDeviceToHost));
      DT_CUDA(cudaMemcpy(hv.data(), gv, nv * 4, cudaMemcpyDeviceToHost));
    };
    grads(std::false_type{}, ref_dq, ref_dk, ref_dv);
    grads(std::true_type{}, pt_dq, pt_dk, pt_dv);
    for (auto* g : {&pt_dq, &pt_dk, &pt_dv})
      for (float& x : *g) x = round_to_dtype(x, c.dtype);  // the outputs, as the kernel returns them
    for (float* x : {p, ds, gq, gk, gv}) cudaFree(x);
  }
  void reference() {
    if (c.dtype == dash::DType::kBF16) reference_t<__nv_bfloat16>();
    else reference_t<__half>();
  }

  static std::vector<uint16_t> download(const Tensor& t) {
    std::vector<uint16_t> h(t.alloc);
    DT_CUDA(cudaMemcpy(h.data(), t.ptr, t.alloc * 2, cudaMemcpyDeviceToHost));
    return h;
  }

  static float round_to_dtype(float x, dash::DType dt) {
    return dt == dash::DType::kBF16 ? __bfloat162float(__float2bfloat16_rn(x)) : __half2float(__float2half_rn(x));
  }

  void compare(const std::vector<uint16_t>& got, const Tensor& t, const std::vector<float>& ref,
               const std::vector<float>& pt, double* rel, double* rel_max, Fa3Rule* rule, bool* pad_intact) const {
    std::vector<char> logical(t.alloc, 0);
    double num = 0, den = 0, max_err = 0, max_ref = 0, pt_err = 0, noise = 0;
    bool nan = false;
    std::vector<double> row_err, row_pt, row_ref;  // per (b, s, h) row
    for (int64_t bi = 0; bi < t.b; ++bi)
      for (int64_t s = 0; s < t.n; ++s)
        for (int64_t hi = 0; hi < t.h; ++hi) {
          double re = 0, rp = 0, rr = 0;
          for (int64_t x = 0; x < t.d; ++x) {
            const int64_t at = bi * t.s.batch + s * t.s.seq + hi * t.s.head + x;
            logical[at] = 1;
            const double a = half_bits_to_float(got[at], c.dtype);
            const int64_t i = ((bi * t.n + s) * t.h + hi) * t.d + x;
            const double r = ref[i];
            if (!std::isfinite(a)) nan = true;
            num += (a - r) * (a - r);
            den += r * r;
            re = std::max(re, std::fabs(a - r));
            rp = std::max(rp, std::fabs(double(pt[i]) - r));
            rr = std::max(rr, std::fabs(r));
            max_ref = std::max(max_ref, std::fabs(r));
            const float rf = ref[i];
            noise = std::max(noise, std::fabs(double((rf + 0.3f) - 0.3f) - double(rf)));
          }
          row_err.push_back(re);
          row_pt.push_back(rp);
          row_ref.push_back(rr);
          max_err = std::max(max_err, re);
          pt_err = std::max(pt_err, rp);
        }
    for (int64_t i = 0; i < t.alloc; ++i)
      if (!logical[i] && got[i] != 0xFFFF) *pad_intact = false;
    *rel = nan ? INFINITY : (den > 0 ? std::sqrt(num / den) : std::sqrt(num));
    *rel_max = nan ? INFINITY : (max_ref > 0 ? max_err / max_ref : max_err);
    rule->err = nan ? INFINITY : max_err;
    rule->pt_err = pt_err;
    rule->atol = 2 * noise;
    rule->ref_max = max_ref;
    double worst = 0;
    for (size_t i = 0; i < row_err.size(); ++i) {
      if (row_ref[i] < Fa3Rule::kCancellingRow * max_ref) continue;
      const double lim = 2 * row_pt[i] + rule->atol;
      worst = std::max(worst, row_err[i] == 0 ? 0.0 : (lim > 0 ? row_err[i] / lim : INFINITY));
    }
    rule->worst_row = nan ? INFINITY : worst;
  }
};

// The schedules that apply to a mask without a window.
inline std::vector<dash::ScheduleKind> applicable(bool causal) {
  std::vector<dash::ScheduleKind> v;
  for (int i = 0; i < dash::kNumScheduleKinds; ++i)
    if (dash::schedule_applies(static_cast<dash::ScheduleKind>(i), causal)) v.push_back(static_cast<dash::ScheduleKind>(i));
  return v;
}

// FlashAttention-3's rule per output (Fa3Rule): the error against the fp32 upcast reference at
// most twice that of the same-precision reference plus fp32's noise, and no row more than
// kRowLimit times its own row's share of that bound. Prints the measured errors.
constexpr double kRowLimit = 3.0;
inline void expect_accurate(const Problem& pr, const Grads& g, const std::string& what) {
  const auto e = pr.errors(g);
  std::printf("[ accuracy ] %-58s %-16s %s\n", pr.c.name().c_str(), what.c_str(), e.str().c_str());
  const std::pair<const char*, const Fa3Rule*> rules[] = {{"dq", &e.dq_rule}, {"dk", &e.dk_rule}, {"dv", &e.dv_rule}};
  for (const auto& [name, r] : rules) {  // err is infinite on NaN / inf
    EXPECT_LE(r->err, r->bound()) << what << ": " << name << " beyond FlashAttention-3's bound";
    if (!r->noise_only())
      EXPECT_LE(r->worst_row, kRowLimit) << what << ": " << name << " has a row far beyond its own bound";
  }
  EXPECT_TRUE(e.pad_intact) << what << ": wrote outside the logical tensor";
}

// Watchdog: counters that never reach a rank (ordered) or never show a tile's first partial
// stored must fail the call, not hang it; the next call (counters re-zeroed by the preprocess) is
// fine again. kernel: testing::BwdHooks::kernel for both calls (-1: the plan's).
inline void expect_watchdog(const Case& c, dash::ScheduleKind kind, dash::ReductionMode mode, int counter_init,
                            const char* what, int exact_bits = 0, int kernel = -1) {
  Problem pr(c, 77);
  auto p = pr.params(kind, mode);
  dash::testing::BwdHooks hooks;
  hooks.counter_init = counter_init;
  hooks.exact_bits = exact_bits;
  hooks.kernel = kernel;
  p.watchdog_ms = 300;
  const auto t0 = std::chrono::steady_clock::now();
  const auto st = pr.run(p, nullptr, hooks);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("[ watchdog ] status=%d after %.2f s: %s\n", int(st.code), secs, st.message.c_str());
  EXPECT_EQ(st.code, dash::StatusCode::kCudaError);
  EXPECT_NE(st.message.find(what), std::string::npos) << st.message;
  EXPECT_LT(secs, 20.0);
  dash::testing::BwdHooks again;
  again.kernel = kernel;
  ASSERT_TRUE(pr.run(pr.params(kind, mode), nullptr, again).ok());
  expect_accurate(pr, pr.fetch(), "after watchdog");
}

inline uint64_t seed_of(const Case& c) {
  return uint64_t(c.sq) * 1000003u + uint64_t(c.sk) * 7919u + uint64_t(c.h) * 131u + uint64_t(c.hkv) * 17u +
         uint64_t(c.b) * 5u + uint64_t(c.d) + (c.causal ? 3u : 0u) + (c.dtype == dash::DType::kFP16 ? 11u : 0u) +
         uint64_t(c.dv) * 13u;
}

}  // namespace dash_test
