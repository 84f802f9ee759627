// A deliberately naive fp32 attention used as the test oracle: one thread per
// (query row, head, batch), two passes over the keys, no tiling, no tensor cores.
#pragma once

#include <cuda_runtime.h>

#include <cmath>
#include <cstdint>

namespace dash_test {

struct RefArgs {
  int batch, seqlen_q, seqlen_k, heads, heads_kv, head_dim, head_dim_v;  // head_dim_v: v's and o's
  int64_t q_stride[3], k_stride[3], v_stride[3];  // (batch, seq, head) in elements
  float scale;
  bool causal;
};

// o: (batch, seqlen_q, heads, head_dim_v) contiguous fp32; lse: (batch, heads, seqlen_q) fp32.
// kRoundP: the same-precision reference of FlashAttention-3's tolerance rule, which rounds each
// probability to T before the P V product (as the kernels do; the sum keeps it in fp32).
template <class T, bool kRoundP = false>
__global__ void reference_attention(T const* q, T const* k, T const* v, float* o, float* lse, RefArgs a) {
  int const row = blockIdx.x * blockDim.x + threadIdx.x;
  int const h = blockIdx.y;
  int const b = blockIdx.z;
  if (row >= a.seqlen_q) return;
  int const hk = h / (a.heads / a.heads_kv);
  T const* qr = q + b * a.q_stride[0] + row * a.q_stride[1] + h * a.q_stride[2];
  T const* kb = k + b * a.k_stride[0] + hk * a.k_stride[2];
  T const* vb = v + b * a.v_stride[0] + hk * a.v_stride[2];
  float* orow = o + ((int64_t(b) * a.seqlen_q + row) * a.heads + h) * a.head_dim_v;
  float* lse_out = lse + (int64_t(b) * a.heads + h) * a.seqlen_q + row;

  int limit = a.seqlen_k;  // keys [0, limit) are visible
  if (a.causal) limit = min(limit, row + a.seqlen_k - a.seqlen_q + 1);
  if (limit <= 0) {
    for (int d = 0; d < a.head_dim_v; ++d) orow[d] = 0.f;
    *lse_out = -INFINITY;
    return;
  }
  auto score = [&](int c) {
    T const* kr = kb + c * a.k_stride[1];
    float s = 0.f;
    for (int d = 0; d < a.head_dim; ++d) s += float(qr[d]) * float(kr[d]);
    return s * a.scale;
  };
  float m = -INFINITY;
  for (int c = 0; c < limit; ++c) m = fmaxf(m, score(c));
  float acc[256];  // the largest head dim
  for (int d = 0; d < a.head_dim_v; ++d) acc[d] = 0.f;
  float sum = 0.f;
  for (int c = 0; c < limit; ++c) {
    float const p = expf(score(c) - m);
    sum += p;
    float const pv = kRoundP ? float(T(p)) : p;
    T const* vr = vb + c * a.v_stride[1];
    for (int d = 0; d < a.head_dim_v; ++d) acc[d] += pv * float(vr[d]);
  }
  for (int d = 0; d < a.head_dim_v; ++d) orow[d] = acc[d] / sum;
  *lse_out = m + logf(sum);
}

}  // namespace dash_test
