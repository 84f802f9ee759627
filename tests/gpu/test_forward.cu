// GPU tests of the forward kernel against the naive fp32 reference.
// Each test skips (with the reason) when no sm_90 device is present.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "../common/cuda_ok.hpp"
#include "../common/require_gpu.hpp"
#include "../common/seed.hpp"
#include "dash/api.hpp"
#include "dash/c_api.h"
#include "reference.cuh"

namespace {

// Empty string when an sm_90 device is usable, else why not.
std::string gpu_skip_reason() {
  int n = 0;
  cudaError_t const e = cudaGetDeviceCount(&n);
  if (e != cudaSuccess || n == 0) {
    return std::string("no CUDA device (") + cudaGetErrorString(e) + ")";
  }
  cudaDeviceProp prop{};
  if (cudaGetDeviceProperties(&prop, 0) != cudaSuccess) return "cannot query device 0";
  if (prop.major != 9 || prop.minor != 0) {
    return "device 0 is sm_" + std::to_string(prop.major) + std::to_string(prop.minor) + ", need sm_90";
  }
  return "";
}

#define SKIP_WITHOUT_GPU()                                  \
  do {                                                      \
    std::string const why_ = gpu_skip_reason();             \
    if (!why_.empty()) DASH_SKIP_OR_REQUIRE_GPU("skipped: " << why_); \
  } while (0)

// How q/k/v/o sit in memory.
enum class Layout {
  kContiguous,  // separate packed (batch, seq, heads, d) tensors
  kPackedQKV,   // q/k/v are slices of one (batch, seq, 3, heads, d) tensor; o is (batch, heads, seq, d)
  kPadded,      // every stride padded (rows, heads and batches), o too
};

struct Case {
  dash::DType dtype;
  int d;
  bool causal;
  int batch, sq, sk, heads, heads_kv;
  Layout layout;
  float scale;  // 0 = default
  int dv = 0;   // v's and o's head dim; 0: d
  int d_v() const { return dv != 0 ? dv : d; }
};

std::string case_name(Case const& c) {
  std::ostringstream os;
  os << (c.dtype == dash::DType::kBF16 ? "bf16" : "fp16") << "_d" << c.d << (c.d_v() != c.d ? "_v" + std::to_string(c.d_v()) : "")
     << (c.causal ? "_causal" : "_full")
     << "_b" << c.batch << "_q" << c.sq << "_k" << c.sk << "_h" << c.heads << "_kv" << c.heads_kv
     << (c.layout == Layout::kPackedQKV ? "_packed" : c.layout == Layout::kPadded ? "_padded" : "")
     << (c.scale != 0.f ? "_scaled" : "");
  return os.str();
}

// gtest prints parameters with this (instead of a byte dump).
void PrintTo(Case const& c, std::ostream* os) { *os << case_name(c); }

struct DeviceBuffer {
  void* ptr = nullptr;
  size_t bytes = 0;
  explicit DeviceBuffer(size_t n) : bytes(n) {
    if (cudaMalloc(&ptr, n) != cudaSuccess) ptr = nullptr;
  }
  ~DeviceBuffer() { cudaFree(ptr); }
  DeviceBuffer(DeviceBuffer const&) = delete;
  DeviceBuffer& operator=(DeviceBuffer const&) = delete;
  template <class T = char>
  T* as(size_t elem_offset = 0) const {
    return reinterpret_cast<T*>(ptr) + elem_offset;
  }
};

uint16_t to_bits(float x, dash::DType t) {
  uint16_t r;
  if (t == dash::DType::kBF16) {
    __nv_bfloat16 b = __float2bfloat16(x);
    std::memcpy(&r, &b, 2);
  } else {
    __half h = __float2half(x);
    std::memcpy(&r, &h, 2);
  }
  return r;
}
float from_bits(uint16_t x, dash::DType t) {
  if (t == dash::DType::kBF16) {
    __nv_bfloat16 b;
    std::memcpy(&b, &x, 2);
    return __bfloat162float(b);
  }
  __half h;
  std::memcpy(&h, &x, 2);
  return __half2float(h);
}
float round_to(float x, dash::DType t) { return from_bits(to_bits(x, t), t); }

// Everything one case needs on the device, laid out per Case::layout.
struct Problem {
  Case c;
  dash::FwdParams p;
  size_t in_elems = 0, o_elems = 0;
  std::vector<DeviceBuffer*> owned;
  DeviceBuffer* o_buf = nullptr;
  DeviceBuffer* lse_buf = nullptr;

  ~Problem() {
    for (auto* b : owned) delete b;
  }
  DeviceBuffer* alloc(size_t bytes) {
    owned.push_back(new DeviceBuffer(bytes));
    return owned.back();
  }
};

// Fills a device buffer of 16-bit values with fresh N(0, 1) samples (never zeros).
void fill_random(DeviceBuffer* buf, size_t elems, dash::DType t, std::mt19937& rng) {
  std::normal_distribution<float> dist(0.f, 1.f);
  std::vector<uint16_t> h(elems);
  for (auto& x : h) x = to_bits(dist(rng), t);
  ASSERT_EQ(cudaMemcpy(buf->ptr, h.data(), elems * 2, cudaMemcpyHostToDevice), cudaSuccess);
}

void build(Problem& pb, std::mt19937& rng) {
  Case const& c = pb.c;
  dash::FwdParams& p = pb.p;
  p.dtype = c.dtype;
  p.batch = c.batch;
  p.seqlen_q = c.sq;
  p.seqlen_k = c.sk;
  p.heads = c.heads;
  p.heads_kv = c.heads_kv;
  p.head_dim = c.d;
  p.head_dim_v = c.dv;
  p.causal = c.causal;
  p.softmax_scale = c.scale;
  int64_t const d = c.d, dv = c.d_v();
  if (c.layout == Layout::kPackedQKV) {
    ASSERT_EQ(c.sq, c.sk);
    ASSERT_EQ(d, dv);
    ASSERT_EQ(c.heads, c.heads_kv);
    int64_t const s = c.sq, h = c.heads;
    size_t const n = size_t(c.batch) * s * 3 * h * d;
    DeviceBuffer* qkv = pb.alloc(n * 2);
    fill_random(qkv, n, c.dtype, rng);
    dash::Strides4 const st{s * 3 * h * d, 3 * h * d, d, 1};
    p.q = qkv->as<uint16_t>(0);
    p.k = qkv->as<uint16_t>(h * d);
    p.v = qkv->as<uint16_t>(2 * h * d);
    p.q_stride = p.k_stride = p.v_stride = st;
    pb.o_elems = size_t(c.batch) * h * s * d;
    pb.o_buf = pb.alloc(pb.o_elems * 2);
    p.o_stride = dash::Strides4{h * s * d, d, s * d, 1};  // (batch, heads, seq, d) in memory
  } else {
    int64_t const pad = c.layout == Layout::kPadded ? 8 : 0;  // elements (16 bytes)
    auto make = [&](int64_t seq, int64_t heads, int64_t dim, bool out, dash::Strides4* st) -> DeviceBuffer* {
      int64_t const head_stride = dim + pad;
      int64_t const row_stride = heads * head_stride + 3 * pad;
      int64_t const batch_stride = seq * row_stride + 5 * pad;
      *st = dash::Strides4{batch_stride, row_stride, head_stride, 1};
      size_t const n = size_t(c.batch) * batch_stride;
      DeviceBuffer* b = pb.alloc(n * 2);
      if (out) {
        pb.o_elems = n;
      } else {
        fill_random(b, n, c.dtype, rng);
      }
      return b;
    };
    p.q = make(c.sq, c.heads, d, false, &p.q_stride)->ptr;
    p.k = make(c.sk, c.heads_kv, d, false, &p.k_stride)->ptr;
    p.v = make(c.sk, c.heads_kv, dv, false, &p.v_stride)->ptr;
    pb.o_buf = make(c.sq, c.heads, dv, true, &p.o_stride);
  }
  p.o = pb.o_buf->ptr;
  pb.lse_buf = pb.alloc(size_t(c.batch) * c.heads * c.sq * sizeof(float));
  p.lse = pb.lse_buf->as<float>();
}

// NaN pattern: 0xFFFF is NaN in bf16 and fp16, 0xFFFFFFFF in fp32.
void poison(Problem& pb) {
  ASSERT_EQ(cudaMemset(pb.o_buf->ptr, 0xFF, pb.o_buf->bytes), cudaSuccess);
  ASSERT_EQ(cudaMemset(pb.lse_buf->ptr, 0xFF, pb.lse_buf->bytes), cudaSuccess);
}

struct Outputs {
  std::vector<uint16_t> o_raw;  // the whole o buffer, bits
  std::vector<float> lse;
};

void fetch(Problem const& pb, Outputs* out) {
  out->o_raw.resize(pb.o_buf->bytes / 2);
  out->lse.resize(pb.lse_buf->bytes / sizeof(float));
  ASSERT_EQ(cudaMemcpy(out->o_raw.data(), pb.o_buf->ptr, pb.o_buf->bytes, cudaMemcpyDeviceToHost), cudaSuccess);
  ASSERT_EQ(cudaMemcpy(out->lse.data(), pb.lse_buf->ptr, pb.lse_buf->bytes, cudaMemcpyDeviceToHost), cudaSuccess);
}

template <bool kRoundP>
void run_reference(Problem const& pb, std::vector<float>* o_ref, std::vector<float>* lse_ref) {
  Case const& c = pb.c;
  dash_test::RefArgs a{c.batch, c.sq, c.sk, c.heads, c.heads_kv, c.d, c.d_v(), {}, {}, {}, 0.f, c.causal};
  auto fill = [](int64_t (&dst)[3], dash::Strides4 const& s) {
    dst[0] = s.batch;
    dst[1] = s.seq;
    dst[2] = s.head;
  };
  fill(a.q_stride, pb.p.q_stride);
  fill(a.k_stride, pb.p.k_stride);
  fill(a.v_stride, pb.p.v_stride);
  a.scale = c.scale != 0.f ? c.scale : 1.f / std::sqrt(float(c.d));
  size_t const n_o = size_t(c.batch) * c.sq * c.heads * c.d_v();
  size_t const n_lse = size_t(c.batch) * c.heads * c.sq;
  DeviceBuffer o(n_o * 4), lse(n_lse * 4);
  dim3 const grid((c.sq + 127) / 128, c.heads, c.batch);
  if (c.dtype == dash::DType::kBF16) {
    dash_test::reference_attention<__nv_bfloat16, kRoundP><<<grid, 128>>>(
        static_cast<__nv_bfloat16 const*>(pb.p.q), static_cast<__nv_bfloat16 const*>(pb.p.k),
        static_cast<__nv_bfloat16 const*>(pb.p.v), o.as<float>(), lse.as<float>(), a);
  } else {
    dash_test::reference_attention<__half, kRoundP><<<grid, 128>>>(
        static_cast<__half const*>(pb.p.q), static_cast<__half const*>(pb.p.k),
        static_cast<__half const*>(pb.p.v), o.as<float>(), lse.as<float>(), a);
  }
  CUDA_OK(cudaGetLastError());
  CUDA_OK(cudaDeviceSynchronize());
  o_ref->resize(n_o);
  lse_ref->resize(n_lse);
  CUDA_OK(cudaMemcpy(o_ref->data(), o.ptr, n_o * 4, cudaMemcpyDeviceToHost));
  CUDA_OK(cudaMemcpy(lse_ref->data(), lse.ptr, n_lse * 4, cudaMemcpyDeviceToHost));
}

class ForwardTest : public ::testing::TestWithParam<Case> {};

TEST_P(ForwardTest, MatchesReferenceAndIsBitwiseRepeatable) {
  SKIP_WITHOUT_GPU();
  Case const c = GetParam();
  std::mt19937 rng(std::hash<std::string>{}(case_name(c)) ^ dash_test::test_seed());
  Problem pb;
  pb.c = c;
  build(pb, rng);
  if (HasFatalFailure()) return;

  cudaStream_t stream;
  CUDA_OK(cudaStreamCreate(&stream));
  Outputs run[2];
  for (int r = 0; r < 2; ++r) {
    poison(pb);
    dash::Status const s = dash::attention_forward(pb.p, stream);
    ASSERT_TRUE(s.ok()) << s.message;
    CUDA_OK(cudaStreamSynchronize(stream));
    CUDA_OK(cudaGetLastError());
    fetch(pb, &run[r]);
  }
  CUDA_OK(cudaStreamDestroy(stream));

  std::vector<float> o_ref, lse_ref, o_pt, lse_pt;
  run_reference<false>(pb, &o_ref, &lse_ref);
  run_reference<true>(pb, &o_pt, &lse_pt);
  if (HasFatalFailure()) return;

  // Compare every logical element; all must have been written (no NaN left from the poison).
  double err2 = 0, ref2 = 0, lse_err2 = 0, lse_ref2 = 0, lse_max_abs = 0;
  double o_err = 0, pt_err = 0, noise = 0;  // FlashAttention-3's rule on O
  size_t unwritten = 0, empty_rows = 0, bad_empty = 0;
  dash::Strides4 const os = pb.p.o_stride;
  for (int b = 0; b < c.batch; ++b)
    for (int h = 0; h < c.heads; ++h)
      for (int r = 0; r < c.sq; ++r) {
        float const lr = lse_ref[(size_t(b) * c.heads + h) * c.sq + r];
        float const l = run[0].lse[(size_t(b) * c.heads + h) * c.sq + r];
        bool const empty = std::isinf(lr) && lr < 0;
        if (std::isnan(l)) ++unwritten;
        if (empty) {
          ++empty_rows;
          if (!(std::isinf(l) && l < 0)) ++bad_empty;
        } else if (!std::isnan(l)) {
          lse_err2 += double(l - lr) * (l - lr);
          lse_ref2 += double(lr) * lr;
          lse_max_abs = std::max(lse_max_abs, double(std::fabs(l - lr)));
        }
        for (int j = 0; j < c.d_v(); ++j) {
          size_t const oi = size_t(b) * os.batch + size_t(r) * os.seq + size_t(h) * os.head + j;
          float const v = from_bits(run[0].o_raw[oi], c.dtype);
          float const ref = o_ref[((size_t(b) * c.sq + r) * c.heads + h) * c.d_v() + j];
          if (std::isnan(v)) {
            ++unwritten;
            continue;
          }
          if (empty && v != 0.f) ++bad_empty;
          err2 += double(v - ref) * (v - ref);
          ref2 += double(ref) * ref;
          const float pt = round_to(o_pt[((size_t(b) * c.sq + r) * c.heads + h) * c.d_v() + j], c.dtype);
          o_err = std::max(o_err, std::fabs(double(v) - ref));
          pt_err = std::max(pt_err, std::fabs(double(pt) - ref));
          noise = std::max(noise, std::fabs(double((ref + 0.3f) - 0.3f) - double(ref)));
        }
      }
  EXPECT_EQ(unwritten, 0u) << "elements left as NaN poison (unwritten or NaN)";
  // Nothing outside the logical O (padding between rows, heads and batches) is written.
  std::vector<bool> logical(run[0].o_raw.size(), false);
  for (int b = 0; b < c.batch; ++b)
    for (int h = 0; h < c.heads; ++h)
      for (int r = 0; r < c.sq; ++r)
        for (int j = 0; j < c.d_v(); ++j) logical[size_t(b) * os.batch + size_t(r) * os.seq + size_t(h) * os.head + j] = true;
  size_t outside_written = 0;
  for (size_t i = 0; i < logical.size(); ++i) outside_written += !logical[i] && run[0].o_raw[i] != 0xFFFFu;
  EXPECT_EQ(outside_written, 0u) << "elements of the O buffer outside the tensor were overwritten";
  EXPECT_EQ(bad_empty, 0u) << "rows that see no key must give O = 0 and LSE = -inf (" << empty_rows
                           << " such rows)";
  double const o_rel = ref2 > 0 ? std::sqrt(err2 / ref2) : std::sqrt(err2);
  // FlashAttention-3's rule: max |O - ref| <= 2 max |pt - ref| + atol, ref the fp32 reference,
  // pt the same-precision one (P rounded to the dtype for P V, O rounded to the dtype), atol
  // twice fp32's rounding noise at ref's magnitude.
  double const o_bound = 2 * pt_err + 2 * noise;
  EXPECT_LE(o_err, o_bound) << "O beyond FlashAttention-3's bound (relative L2 error " << o_rel << ")";
  if (lse_ref2 > 0) {
    double const lse_rel = std::sqrt(lse_err2 / lse_ref2);
    EXPECT_LE(lse_rel, 1e-4) << "relative L2 error of LSE";
    EXPECT_LE(lse_max_abs, 1e-3) << "max abs error of LSE";
  }
  RecordProperty("o_rel_err", std::to_string(o_rel));
  std::printf("  [%s] O rel err %.3e, max err %.3e / bound %.3e, LSE max abs err %.3e, empty rows %zu\n",
              case_name(c).c_str(), o_rel, o_err, o_bound, lse_max_abs, empty_rows);

  // Determinism: the second run (after re-poisoning) is bit-identical.
  EXPECT_EQ(0, std::memcmp(run[0].o_raw.data(), run[1].o_raw.data(), run[0].o_raw.size() * 2))
      << "O differs between two runs";
  EXPECT_EQ(0, std::memcmp(run[0].lse.data(), run[1].lse.data(), run[0].lse.size() * 4))
      << "LSE differs between two runs";
}

std::vector<Case> all_cases() {
  struct Shape {
    int batch, sq, sk, heads, heads_kv;
    Layout layout;
    float scale;
  };
  std::vector<Shape> const shapes = {
      {1, 1, 1, 1, 1, Layout::kContiguous, 0.f},        // smallest
      {2, 7, 113, 4, 2, Layout::kContiguous, 0.f},      // seqlen_q < seqlen_k, GQA
      {1, 113, 7, 2, 1, Layout::kContiguous, 0.f},      // seqlen_q > seqlen_k (causal: empty rows), MQA
      {2, 1000, 1000, 3, 3, Layout::kPackedQKV, 0.f},   // slices of packed qkv, o transposed
      {1, 300, 1000, 6, 1, Layout::kPadded, 0.5f},      // MQA, padded strides, explicit scale
      {3, 1000, 257, 8, 2, Layout::kPadded, 0.f},       // GQA, ragged, batch 3
      {1, 256, 256, 2, 2, Layout::kContiguous, 0.f},    // exact tile multiples
      {1, 2048, 2048, 4, 1, Layout::kContiguous, 0.f},  // longer, MQA
  };
  std::vector<Case> cases;
  for (auto dt : {dash::DType::kBF16, dash::DType::kFP16})
    for (int d : {64, 128})
      for (bool causal : {false, true})
        for (auto const& s : shapes)
          cases.push_back(Case{dt, d, causal, s.batch, s.sq, s.sk, s.heads, s.heads_kv, s.layout, s.scale});
  // The head dims with tile shapes of their own (fwd_config.hpp's fwd_block_n): every shape above
  // at 96, 192, 256 and (192, 128), the packed-qkv layout only where q, k and v share a head dim.
  for (auto dt : {dash::DType::kBF16, dash::DType::kFP16})
    for (auto [d, dv] : {std::pair{96, 96}, std::pair{192, 192}, std::pair{192, 128}, std::pair{256, 256}})
      for (bool causal : {false, true})
        for (auto const& s : shapes)
          if (s.layout != Layout::kPackedQKV || d == dv)
            cases.push_back(Case{dt, d, causal, s.batch, s.sq, s.sk, s.heads, s.heads_kv, s.layout, s.scale, dv});
  // Past kFwdLongCausalRows: the long-causal tile, which head dim 64's dense causal calls take
  // (one head: the naive reference takes seconds per case at this length).
  for (auto dt : {dash::DType::kBF16, dash::DType::kFP16})
    cases.push_back(Case{dt, 64, true, 1, 8200, 8000, 1, 1, Layout::kContiguous, 0.f});
  return cases;
}

INSTANTIATE_TEST_SUITE_P(Grid, ForwardTest, ::testing::ValuesIn(all_cases()),
                         [](::testing::TestParamInfo<Case> const& info) { return case_name(info.param); });

// The default scale (0) is exactly 1/sqrt(d); the C ABI gives the same bits as the C++ API.
TEST(ForwardApi, CAbiAndDefaultScaleMatchCppApi) {
  SKIP_WITHOUT_GPU();
  Problem pb;
  pb.c = Case{dash::DType::kBF16, 128, true, 2, 333, 517, 4, 2, Layout::kPadded, 0.f};
  std::mt19937 rng(1234u ^ dash_test::test_seed());
  build(pb, rng);
  if (HasFatalFailure()) return;
  poison(pb);
  dash::FwdParams explicit_scale = pb.p;
  explicit_scale.softmax_scale = 1.f / std::sqrt(128.f);
  ASSERT_TRUE(dash::attention_forward(explicit_scale, nullptr).ok());
  CUDA_OK(cudaDeviceSynchronize());
  Outputs a, b;
  fetch(pb, &a);
  poison(pb);
  auto const& p = pb.p;
  int64_t qs[4] = {p.q_stride.batch, p.q_stride.seq, p.q_stride.head, p.q_stride.dim};
  int64_t ks[4] = {p.k_stride.batch, p.k_stride.seq, p.k_stride.head, p.k_stride.dim};
  int64_t vs[4] = {p.v_stride.batch, p.v_stride.seq, p.v_stride.head, p.v_stride.dim};
  int64_t os[4] = {p.o_stride.batch, p.o_stride.seq, p.o_stride.head, p.o_stride.dim};
  char msg[256] = "unset";
  int const rc = dash_attention_forward(p.q, p.k, p.v, p.o, p.lse, DASH_DTYPE_BF16, p.batch, p.seqlen_q,
                                        p.seqlen_k, p.heads, p.heads_kv, p.head_dim, qs, ks, vs, os, 1,
                                        0.f, nullptr, msg, sizeof msg);
  ASSERT_EQ(rc, DASH_OK) << msg;
  EXPECT_STREQ(msg, "");
  CUDA_OK(cudaDeviceSynchronize());
  fetch(pb, &b);
  for (float x : a.lse) ASSERT_FALSE(std::isnan(x)) << "lse not written";
  EXPECT_EQ(0, std::memcmp(a.o_raw.data(), b.o_raw.data(), a.o_raw.size() * 2));
  EXPECT_EQ(0, std::memcmp(a.lse.data(), b.lse.data(), a.lse.size() * 4));
}

// Errors are reported before any launch: the poisoned outputs stay untouched.
TEST(ForwardApi, RejectedCallWritesNothing) {
  SKIP_WITHOUT_GPU();
  Problem pb;
  pb.c = Case{dash::DType::kFP16, 64, false, 1, 100, 100, 2, 2, Layout::kContiguous, 0.f};
  std::mt19937 rng(7u);
  build(pb, rng);
  if (HasFatalFailure()) return;
  poison(pb);
  std::vector<uint16_t> host_k(size_t(100) * 2 * 64, 0x3c00);  // host memory: must be refused
  dash::FwdParams bad = pb.p;
  bad.k = host_k.data();
  dash::Status s = dash::attention_forward(bad, nullptr);
  EXPECT_EQ(s.code, dash::StatusCode::kInvalidArgument);
  EXPECT_NE(s.message.find("k must point to device memory"), std::string::npos) << s.message;
  bad = pb.p;
  bad.heads_kv = 3;
  s = dash::attention_forward(bad, nullptr);
  EXPECT_EQ(s.code, dash::StatusCode::kInvalidArgument) << s.message;
  CUDA_OK(cudaDeviceSynchronize());
  Outputs out;
  fetch(pb, &out);
  for (uint16_t x : out.o_raw) ASSERT_EQ(x, 0xFFFF) << "o was written by a rejected call";
  for (float x : out.lse) ASSERT_TRUE(std::isnan(x)) << "lse was written by a rejected call";
}

}  // namespace
