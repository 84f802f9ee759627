#pragma once
// The K / V factors of exact mode's dQ bound (fixed_point.hpp dq_row_bound): per (batch, KV
// head) max|K| and max_j ||V_j||. Two kernels compute them, the backward's K/V pass
// (bwd_kv_stats_kernel) and, on request, the forward (FwdParams::kv_stats); both use the
// functions below, in the same order, so that their results, and hence the exponents and
// every bit of exact dQ, agree. A lane takes 8 consecutive elements of a key row (16 bytes of
// K and of V); kLanesPerRow lanes hold a row. Maxima commute; the row's sum of squares is a
// fixed sequence (explicit roundings, no contraction left to the compiler) and a fixed tree.
#include <cstdint>

#include "dash/schedule/config.hpp"

namespace dash::exact {

#if defined(__CUDACC__)
// One lane's 16 bytes of K and of V (8 elements each); unpack(word) gives a word's two
// elements as floats (exactly). max|K| in any order; the squares of V summed in element order.
template <class Unpack>
__device__ __forceinline__ void kv_stats_lane(uint4 kw, uint4 vw, Unpack unpack, float& max_k, float& v2) {
  const uint32_t ks[4] = {kw.x, kw.y, kw.z, kw.w}, vs[4] = {vw.x, vw.y, vw.z, vw.w};
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    const float2 k = unpack(ks[i]);
    max_k = fmaxf(max_k, fmaxf(fabsf(k.x), fabsf(k.y)));
    const float2 v = unpack(vs[i]);
    v2 = __fmaf_rn(v.x, v.x, v2);
    v2 = __fmaf_rn(v.y, v.y, v2);
  }
}

// The row's ||V_j||^2 from its lanes' partial sums (every lane of the row gets it).
template <int kLanesPerRow>
__device__ __forceinline__ float kv_row_norm2(float v2) {
#pragma unroll
  for (int off = kLanesPerRow / 2; off > 0; off >>= 1) v2 = __fadd_rn(v2, __shfl_xor_sync(0xffffffffu, v2, off));
  return v2;
}

// Folds a warp's maxima into stats[0..1] (zeroed before the kernel): max|K| and
// sqrt(max ||V_j||^2) (sqrt is monotone, so this is max_j ||V_j||). Non-negative floats order
// like their int bits, so atomicMax on the bits is a max in any order.
__device__ __forceinline__ void kv_stats_publish_warp(float* stats, float max_k, float max_v2) {
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) {
    max_k = fmaxf(max_k, __shfl_xor_sync(0xffffffffu, max_k, off));
    max_v2 = fmaxf(max_v2, __shfl_xor_sync(0xffffffffu, max_v2, off));
  }
  if ((threadIdx.x & 31) == 0) {
    atomicMax(reinterpret_cast<int*>(stats), __float_as_int(max_k));
    atomicMax(reinterpret_cast<int*>(stats) + 1, __float_as_int(sqrtf(max_v2)));
  }
}
#endif

}  // namespace dash::exact
