// The forward's K / V factors for the exact backward (FwdParams::kv_stats, BwdParams::kv_stats):
// they must not change O or LSE, must equal max|K| and max_j ||V_j|| per KV head, and an exact
// backward given them must produce the bits of one that computes them itself.
// Each test skips (with the reason) when no sm_90 device is present.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "../common/require_gpu.hpp"
#include "dash/api.hpp"
#include "dash/bwd_api.hpp"

namespace {

std::string gpu_skip_reason() {
  int n = 0;
  if (cudaGetDeviceCount(&n) != cudaSuccess || n == 0) return "no CUDA device";
  cudaDeviceProp prop{};
  if (cudaGetDeviceProperties(&prop, 0) != cudaSuccess) return "cannot query device 0";
  if (prop.major != 9 || prop.minor != 0) return "device 0 is not sm_90";
  return "";
}

struct Case {
  dash::DType dtype;
  int d;
  bool causal;
  int batch, sq, sk, heads, heads_kv;
  float v_outlier;  // one V row scaled by this (1: none)
  int dv = 0;       // V's head dim (0: d's)
  int vd() const { return dv ? dv : d; }
};

uint16_t to_bits(float x, dash::DType t) {
  if (t == dash::DType::kBF16) {
    __nv_bfloat16 h = __float2bfloat16(x);
    uint16_t b;
    std::memcpy(&b, &h, 2);
    return b;
  }
  __half h = __float2half(x);
  uint16_t b;
  std::memcpy(&b, &h, 2);
  return b;
}
float from_bits(uint16_t b, dash::DType t) {
  if (t == dash::DType::kBF16) {
    __nv_bfloat16 h;
    std::memcpy(&h, &b, 2);
    return __bfloat162float(h);
  }
  __half h;
  std::memcpy(&h, &b, 2);
  return __half2float(h);
}

struct Dev {
  void* p = nullptr;
  explicit Dev(size_t bytes) { EXPECT_EQ(cudaMalloc(&p, bytes), cudaSuccess); }
  ~Dev() { cudaFree(p); }
  template <class T>
  T* as() const { return static_cast<T*>(p); }
};

std::vector<uint8_t> download(const void* p, size_t bytes) {
  std::vector<uint8_t> h(bytes);
  EXPECT_EQ(cudaMemcpy(h.data(), p, bytes, cudaMemcpyDeviceToHost), cudaSuccess);
  return h;
}

class FwdKvStats : public ::testing::TestWithParam<Case> {};

TEST_P(FwdKvStats, SameForwardRightFactorsSameExactBackward) {
  const std::string why = gpu_skip_reason();
  if (!why.empty()) DASH_SKIP_OR_REQUIRE_GPU("skipped: " << why);
  const Case c = GetParam();
  const int dv = c.vd();
  const int64_t nq = int64_t(c.batch) * c.sq * c.heads * c.d, nk = int64_t(c.batch) * c.sk * c.heads_kv * c.d;
  const int64_t no = int64_t(c.batch) * c.sq * c.heads * dv, nv = int64_t(c.batch) * c.sk * c.heads_kv * dv;
  std::mt19937 rng(11);
  std::normal_distribution<float> nd(0.f, 1.f);
  auto fill = [&](int64_t n, float scale) {
    std::vector<uint16_t> h(n);
    for (auto& x : h) x = to_bits(scale * nd(rng), c.dtype);
    return h;
  };
  std::vector<uint16_t> hq = fill(nq, 1.f), hk = fill(nk, 1.f), hv = fill(nv, 1.f), hdo = fill(no, 1.f);
  if (c.v_outlier != 1.f)  // key row 5 of batch 0, every KV head
    for (int i = 0; i < c.heads_kv * dv; ++i)
      hv[5 * c.heads_kv * dv + i] = to_bits(c.v_outlier * from_bits(hv[5 * c.heads_kv * dv + i], c.dtype), c.dtype);
  Dev q(nq * 2), k(nk * 2), v(nv * 2), dout(no * 2), o1(no * 2), o2(no * 2);
  Dev lse1(int64_t(c.batch) * c.heads * c.sq * 4), lse2(int64_t(c.batch) * c.heads * c.sq * 4);
  const int64_t n_stats = int64_t(c.batch) * c.heads_kv * 2;
  Dev stats(n_stats * 4);
  ASSERT_EQ(cudaMemcpy(q.p, hq.data(), nq * 2, cudaMemcpyHostToDevice), cudaSuccess);
  ASSERT_EQ(cudaMemcpy(k.p, hk.data(), nk * 2, cudaMemcpyHostToDevice), cudaSuccess);
  ASSERT_EQ(cudaMemcpy(v.p, hv.data(), nv * 2, cudaMemcpyHostToDevice), cudaSuccess);
  ASSERT_EQ(cudaMemcpy(dout.p, hdo.data(), no * 2, cudaMemcpyHostToDevice), cudaSuccess);
  ASSERT_EQ(cudaMemset(stats.p, 0xFF, n_stats * 4), cudaSuccess);  // poisoned: the forward zeroes it

  dash::FwdParams f;
  f.q = q.p; f.k = k.p; f.v = v.p; f.o = o1.p; f.lse = lse1.as<float>();
  f.dtype = c.dtype; f.batch = c.batch; f.seqlen_q = c.sq; f.seqlen_k = c.sk;
  f.heads = c.heads; f.heads_kv = c.heads_kv; f.head_dim = c.d; f.head_dim_v = dv; f.causal = c.causal;
  f.q_stride = dash::contiguous_strides(c.sq, c.heads, c.d);
  f.o_stride = dash::contiguous_strides(c.sq, c.heads, dv);
  f.k_stride = dash::contiguous_strides(c.sk, c.heads_kv, c.d);
  f.v_stride = dash::contiguous_strides(c.sk, c.heads_kv, dv);
  ASSERT_TRUE(dash::attention_forward(f, nullptr).ok());
  dash::FwdParams fs = f;
  fs.o = o2.p; fs.lse = lse2.as<float>(); fs.kv_stats = stats.as<float>();
  const dash::Status s = dash::attention_forward(fs, nullptr);
  ASSERT_TRUE(s.ok()) << s.message;
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_EQ(download(o1.p, no * 2), download(o2.p, no * 2)) << "O changed with kv_stats";
  EXPECT_EQ(download(lse1.p, c.batch * c.heads * c.sq * 4), download(lse2.p, c.batch * c.heads * c.sq * 4));

  // The factors against the host: max|K| exactly, max_j ||V_j|| to fp32 rounding.
  std::vector<float> got(n_stats);
  ASSERT_EQ(cudaMemcpy(got.data(), stats.p, n_stats * 4, cudaMemcpyDeviceToHost), cudaSuccess);
  for (int b = 0; b < c.batch; ++b)
    for (int kh = 0; kh < c.heads_kv; ++kh) {
      float mk = 0.f;
      double mv = 0.0;
      for (int r = 0; r < c.sk; ++r) {
        double n2 = 0.0;
        const int64_t row = (int64_t(b) * c.sk + r) * c.heads_kv + kh;
        for (int i = 0; i < c.d; ++i) mk = std::max(mk, std::fabs(from_bits(hk[row * c.d + i], c.dtype)));
        for (int i = 0; i < dv; ++i) {
          const double x = from_bits(hv[row * dv + i], c.dtype);
          n2 += x * x;
        }
        mv = std::max(mv, std::sqrt(n2));
      }
      EXPECT_EQ(got[2 * (b * c.heads_kv + kh)], mk) << "max|K| of batch " << b << " KV head " << kh;
      EXPECT_NEAR(got[2 * (b * c.heads_kv + kh) + 1], mv, 1e-5 * mv) << "max ||V_j|| of batch " << b << " head " << kh;
    }

  // The factors of the backward's own K/V pass (backward_kv_stats): the same bits.
  dash::BwdParams p;
  p.q = q.p; p.k = k.p; p.v = v.p; p.o = o1.p; p.dout = dout.p; p.lse = lse1.as<float>();
  p.dtype = c.dtype; p.batch = c.batch; p.seqlen_q = c.sq; p.seqlen_k = c.sk;
  p.heads = c.heads; p.heads_kv = c.heads_kv; p.head_dim = c.d; p.head_dim_v = dv; p.causal = c.causal;
  p.q_stride = p.dq_stride = dash::contiguous_strides(c.sq, c.heads, c.d);
  p.o_stride = p.dout_stride = dash::contiguous_strides(c.sq, c.heads, dv);
  p.k_stride = p.dk_stride = dash::contiguous_strides(c.sk, c.heads_kv, c.d);
  p.v_stride = p.dv_stride = dash::contiguous_strides(c.sk, c.heads_kv, dv);
  p.mode = dash::ReductionMode::exact;
  p.schedule = c.causal ? dash::ScheduleKind::symmetric_shift : dash::ScheduleKind::fa3;
  {
    Dev dq(nq * 2), dk(nk * 2), dvv(nv * 2), own(n_stats * 4);
    p.dq = dq.p; p.dk = dk.p; p.dv = dvv.p;
    ASSERT_EQ(cudaMemset(own.p, 0xFF, n_stats * 4), cudaSuccess);
    const dash::Status sk = dash::backward_kv_stats(p, own.as<float>(), nullptr);
    ASSERT_TRUE(sk.ok()) << sk.message;
    ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
    EXPECT_EQ(download(own.p, n_stats * 4), download(stats.p, n_stats * 4)) << "forward vs backward_kv_stats bits";
  }

  // Exact backward: without and with the forward's factors, outputs poisoned first.
  std::vector<std::vector<uint8_t>> outs[2];
  for (int given = 0; given < 2; ++given) {
    Dev dq(nq * 2), dk(nk * 2), dvv(nv * 2);
    ASSERT_EQ(cudaMemset(dq.p, 0x7F, nq * 2), cudaSuccess);
    ASSERT_EQ(cudaMemset(dk.p, 0x7F, nk * 2), cudaSuccess);
    ASSERT_EQ(cudaMemset(dvv.p, 0x7F, nv * 2), cudaSuccess);
    p.dq = dq.p; p.dk = dk.p; p.dv = dvv.p;
    p.kv_stats = given ? stats.as<float>() : nullptr;
    const size_t ws_bytes = dash::backward_workspace_size(p);
    ASSERT_GT(ws_bytes, 0u);
    Dev ws(ws_bytes);
    const dash::Status sb = dash::attention_backward(p, ws.p, ws_bytes, nullptr);
    ASSERT_TRUE(sb.ok()) << sb.message;
    ASSERT_TRUE(dash::backward_check_error(p, ws.p, nullptr).ok());
    outs[given] = {download(dq.p, nq * 2), download(dk.p, nk * 2), download(dvv.p, nv * 2)};
  }
  EXPECT_EQ(outs[0][0], outs[1][0]) << "dQ";
  EXPECT_EQ(outs[0][1], outs[1][1]) << "dK";
  EXPECT_EQ(outs[0][2], outs[1][2]) << "dV";
  // The poison (0x7F7F per element) must be gone from every output, and dQ must not be all zeros.
  for (int t = 0; t < 3; ++t) {
    const auto& bytes = outs[1][t];
    size_t poisoned = 0;
    for (size_t i = 0; i + 1 < bytes.size(); i += 2) poisoned += bytes[i] == 0x7F && bytes[i + 1] == 0x7F;
    EXPECT_EQ(poisoned, 0u) << "output " << t << " (dQ, dK, dV) has elements the backward never wrote";
  }
  bool nonzero = false;
  for (uint8_t x : outs[1][0]) nonzero |= x != 0;
  EXPECT_TRUE(nonzero) << "dQ is all zeros";
}

INSTANTIATE_TEST_SUITE_P(
    Shapes, FwdKvStats,
    ::testing::Values(Case{dash::DType::kBF16, 64, false, 2, 1000, 1000, 4, 2, 1.f},
                      Case{dash::DType::kBF16, 128, true, 1, 700, 1300, 4, 4, 1.f},
                      Case{dash::DType::kFP16, 64, true, 2, 2048, 2048, 2, 1, 1.f},
                      Case{dash::DType::kBF16, 128, false, 1, 512, 4096, 2, 1, 64.f},
                      Case{dash::DType::kBF16, 64, true, 1, 1300, 700, 4, 2, 1.f},
                      Case{dash::DType::kFP16, 128, true, 3, 4096, 4096, 8, 2, 1.f},
                      // past 128 (the split-column backward); V's own head dim
                      Case{dash::DType::kBF16, 192, true, 1, 700, 900, 4, 2, 1.f},
                      Case{dash::DType::kFP16, 256, false, 2, 600, 1000, 2, 2, 1.f},
                      Case{dash::DType::kBF16, 192, false, 1, 900, 700, 4, 1, 64.f, 128}),
    [](const auto& info) {
      const Case& c = info.param;
      return std::string(c.dtype == dash::DType::kBF16 ? "bf16" : "fp16") + "_d" + std::to_string(c.d) +
             (c.dv ? "_v" + std::to_string(c.dv) : "") + (c.causal ? "_causal" : "_full") + "_sq" + std::to_string(c.sq) + "_sk" + std::to_string(c.sk) +
             "_h" + std::to_string(c.heads) + "_hkv" + std::to_string(c.heads_kv) +
             (c.v_outlier != 1.f ? "_v_outlier" : "");
    });

}  // namespace
