// The forward of a packed variable-length batch (FwdParams::cu_seqlens_q / cu_seqlens_k): every
// sequence gets the bits of a dense call on that sequence alone (a tile's arithmetic does not
// depend on the rows around it: the rows past a sequence's end are masked keys or dropped
// queries), on batches with sequences of 1, 127, 128, 129 and more rows, empty ones, unequal
// query and key lengths, GQA, both head dims and every mask kind. The dense forward is tested
// against the fp32 reference in test_forward.cu.
#include <cuda_runtime.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "../common/cuda_ok.hpp"
#include "../common/require_gpu.hpp"
#include "dash/api.hpp"

namespace {

bool have_sm90() {
  int n = 0;
  if (cudaGetDeviceCount(&n) != cudaSuccess || n == 0) return false;
  cudaDeviceProp prop{};
  return cudaGetDeviceProperties(&prop, 0) == cudaSuccess && prop.major == 9 && prop.minor == 0;
}

struct Mask {
  bool causal;
  int64_t left, right;
  const char* name;
};

// bf16 bits of N(0, 1) samples.
std::vector<uint16_t> random_bf16(size_t n, std::mt19937& rng) {
  std::normal_distribution<float> d(0.f, 1.f);
  std::vector<uint16_t> v(n);
  for (auto& x : v) {
    float const f = d(rng);
    uint32_t u;
    std::memcpy(&u, &f, 4);
    x = static_cast<uint16_t>((u + 0x7FFF + ((u >> 16) & 1)) >> 16);  // round to nearest even
  }
  return v;
}

template <class T>
T* device_copy(std::vector<T> const& h) {
  T* d = nullptr;
  if (cudaMalloc(&d, h.size() * sizeof(T) + 16) != cudaSuccess) return nullptr;
  cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}

TEST(PackedForward, EverySequenceHasTheBitsOfItsOwnDenseCall) {
  if (!have_sm90()) DASH_SKIP_OR_REQUIRE_GPU("skipped: needs an sm_90 device");
  const Mask masks[] = {{false, -1, -1, "full"}, {true, -1, -1, "causal"}, {false, 100, 20, "window(100,20)"},
                        {true, 64, -1, "causal window(64)"}};
  struct Lengths {
    std::vector<int> q, k;
  };
  const Lengths batches[] = {
      {{1, 127, 128, 129, 0, 300, 1000, 5}, {1, 127, 128, 129, 0, 300, 1000, 5}},
      // other key counts; a sequence without queries, one without keys
      {{200, 64, 513, 0, 77, 30}, {300, 64, 400, 10, 900, 0}},
  };
  std::mt19937 rng(20261202);
  for (int d : {64, 128})
    for (const Lengths& L : batches)
      for (const Mask& m : masks) {
        SCOPED_TRACE(::testing::Message() << "d " << d << " " << m.name << " batch of " << L.q.size());
        const int64_t h = 4, hkv = 2, n = static_cast<int64_t>(L.q.size());
        std::vector<int> cu_q(1, 0), cu_k(1, 0);
        int max_q = 1;
        for (size_t b = 0; b < L.q.size(); ++b) {
          cu_q.push_back(cu_q.back() + L.q[b]);
          cu_k.push_back(cu_k.back() + L.k[b]);
          max_q = std::max(max_q, L.q[b]);
        }
        const int64_t tq = cu_q.back(), tk = cu_k.back();
        auto q = random_bf16(tq * h * d, rng), k = random_bf16(tk * hkv * d, rng), v = random_bf16(tk * hkv * d, rng);
        uint16_t *dq = device_copy(q), *dk = device_copy(k), *dv = device_copy(v);
        int *dcu_q = device_copy(cu_q), *dcu_k = device_copy(cu_k);
        uint16_t* o = nullptr;
        float* lse = nullptr;
        CUDA_OK(cudaMalloc(&o, tq * h * d * 2));
        CUDA_OK(cudaMalloc(&lse, tq * h * 4));
        CUDA_OK(cudaMemset(o, 0xFF, tq * h * d * 2));  // NaN: a row left unwritten shows
        CUDA_OK(cudaMemset(lse, 0xFF, tq * h * 4));

        dash::FwdParams p;
        p.q = dq, p.k = dk, p.v = dv, p.o = o, p.lse = lse;
        p.batch = n, p.seqlen_q = tq, p.seqlen_k = tk, p.heads = h, p.heads_kv = hkv, p.head_dim = d;
        p.q_stride = p.o_stride = dash::contiguous_strides(tq, h, d);
        p.k_stride = p.v_stride = dash::contiguous_strides(tk, hkv, d);
        p.causal = m.causal, p.window_left = m.left, p.window_right = m.right;
        p.cu_seqlens_q = dcu_q, p.cu_seqlens_k = dcu_k, p.max_seqlen_q = max_q;
        const dash::Status s = dash::attention_forward(p, nullptr);
        ASSERT_TRUE(s.ok()) << s.message;
        CUDA_OK(cudaDeviceSynchronize());
        std::vector<uint16_t> o_packed(tq * h * d);
        std::vector<float> lse_packed(tq * h);
        CUDA_OK(cudaMemcpy(o_packed.data(), o, o_packed.size() * 2, cudaMemcpyDeviceToHost));
        CUDA_OK(cudaMemcpy(lse_packed.data(), lse, lse_packed.size() * 4, cudaMemcpyDeviceToHost));

        for (size_t b = 0; b < L.q.size(); ++b) {
          const int64_t sq = L.q[b], sk = L.k[b];
          if (sq == 0) continue;  // nothing of it to compare (and nothing written for it)
          if (sk == 0) continue;  // no dense call without keys
          uint16_t* od = nullptr;
          float* lsed = nullptr;
          CUDA_OK(cudaMalloc(&od, sq * h * d * 2));
          CUDA_OK(cudaMalloc(&lsed, sq * h * 4));
          dash::FwdParams one = p;
          one.cu_seqlens_q = one.cu_seqlens_k = nullptr, one.max_seqlen_q = 0;
          one.batch = 1, one.seqlen_q = sq, one.seqlen_k = sk;
          one.q = dq + cu_q[b] * h * d, one.k = dk + cu_k[b] * hkv * d, one.v = dv + cu_k[b] * hkv * d;
          one.o = od, one.lse = lsed;
          one.q_stride = one.o_stride = dash::contiguous_strides(sq, h, d);
          one.k_stride = one.v_stride = dash::contiguous_strides(sk, hkv, d);
          const dash::Status s1 = dash::attention_forward(one, nullptr);
          ASSERT_TRUE(s1.ok()) << s1.message;
          std::vector<uint16_t> o_dense(sq * h * d);
          std::vector<float> lse_dense(sq * h);
          CUDA_OK(cudaMemcpy(o_dense.data(), od, o_dense.size() * 2, cudaMemcpyDeviceToHost));
          CUDA_OK(cudaMemcpy(lse_dense.data(), lsed, lse_dense.size() * 4, cudaMemcpyDeviceToHost));
          ASSERT_EQ(std::memcmp(o_dense.data(), o_packed.data() + cu_q[b] * h * d, o_dense.size() * 2), 0)
              << "O of sequence " << b;
          for (int64_t hh = 0; hh < h; ++hh)
            ASSERT_EQ(std::memcmp(lse_dense.data() + hh * sq, lse_packed.data() + hh * tq + cu_q[b], sq * 4), 0)
                << "LSE of sequence " << b << " head " << hh;
          cudaFree(od);
          cudaFree(lsed);
        }
        for (size_t b = 0; b < L.q.size(); ++b)  // a sequence without keys: O = 0, LSE = -inf
          if (L.k[b] == 0)
            for (int64_t r = cu_q[b]; r < cu_q[b + 1]; ++r)
              for (int64_t hh = 0; hh < h; ++hh) {
                ASSERT_EQ(lse_packed[hh * tq + r], -INFINITY) << "sequence " << b;
                for (int64_t c = 0; c < d; ++c) ASSERT_EQ(o_packed[(r * h + hh) * d + c], 0) << "sequence " << b;
              }
        for (void* ptr : {static_cast<void*>(dq), static_cast<void*>(dk), static_cast<void*>(dv),
                          static_cast<void*>(dcu_q), static_cast<void*>(dcu_k), static_cast<void*>(o),
                          static_cast<void*>(lse)})
          cudaFree(ptr);
      }
}

}  // namespace
