#pragma once
// The K / V factors of exact mode's dQ bound (fixed_point.hpp dq_row_bound): per (batch, KV
// head) max|K| and max_j ||V_j||. Two kernels compute them, the backward's K/V pass
// (bwd_kv_stats_kernel) and, on request, the forward (FwdParams::kv_stats); both use the
// functions below, in the same order, so that their results, and hence the exponents and
// every bit of exact dQ, agree. A lane takes row_chunks_per_lane runs of 8 consecutive
// elements of a key row (16 bytes of K and of V each), row_lanes of them hold a row. Maxima
// commute; the row's sum of squares is a fixed sequence (explicit roundings, no contraction
// left to the compiler) and a fixed tree.
#include <cstdint>

#include "dash/schedule/host_device.hpp"

namespace dash::exact {

// The lanes that hold a row of head_dim 16-bit elements in 16-byte chunks: a power of two (the
// butterflies of kv_row_norm2 and the preprocess), at most 16, each lane taking
// row_chunks_per_lane consecutive chunks: 64 -> 8 x 1, 96 -> 4 x 3, 128 -> 16 x 1.
DASH_HD constexpr int row_lanes(int head_dim) {
  int lanes = 1;
  while (lanes < 16 && (head_dim / 8) % (2 * lanes) == 0) lanes *= 2;
  return lanes;
}
DASH_HD constexpr int row_chunks_per_lane(int head_dim) { return head_dim / 8 / row_lanes(head_dim); }

#if defined(__CUDACC__)
// One lane's 16 bytes (8 elements) of a K row: max|K| in any order. unpack(word) gives a
// word's two elements as floats (exactly).
template <class Unpack>
__device__ __forceinline__ void kv_k_lane(uint4 kw, Unpack unpack, float& max_k) {
  const uint32_t ks[4] = {kw.x, kw.y, kw.z, kw.w};
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    const float2 k = unpack(ks[i]);
    max_k = fmaxf(max_k, fmaxf(fabsf(k.x), fabsf(k.y)));
  }
}

// One lane's 16 bytes of a V row: their squares summed into v2 in element order.
template <class Unpack>
__device__ __forceinline__ void kv_v_lane(uint4 vw, Unpack unpack, float& v2) {
  const uint32_t vs[4] = {vw.x, vw.y, vw.z, vw.w};
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    const float2 v = unpack(vs[i]);
    v2 = __fmaf_rn(v.x, v.x, v2);
    v2 = __fmaf_rn(v.y, v.y, v2);
  }
}

// Both, for a lane that holds the same 8 columns of a K row and of a V row.
template <class Unpack>
__device__ __forceinline__ void kv_stats_lane(uint4 kw, uint4 vw, Unpack unpack, float& max_k, float& v2) {
  kv_k_lane(kw, unpack, max_k);
  kv_v_lane(vw, unpack, v2);
}

// The row's ||V_j||^2 from its lanes' partial sums (every lane of the row gets it).
template <int kLanesPerRow>
__device__ __forceinline__ float kv_row_norm2(float v2) {
#pragma unroll
  for (int off = kLanesPerRow / 2; off > 0; off >>= 1) v2 = __fadd_rn(v2, __shfl_xor_sync(0xffffffffu, v2, off));
  return v2;
}

// The maximum of x over the warp, in every lane (fmaxf commutes: any tree).
__device__ __forceinline__ float warp_max(float x) {
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) x = fmaxf(x, __shfl_xor_sync(0xffffffffu, x, off));
  return x;
}

// Non-negative floats order like their int bits, so atomicMax on the bits is a max in any
// order (the slot zeroed before the kernel).
__device__ __forceinline__ void atomic_max_nonneg(float* slot, float x) {
  atomicMax(reinterpret_cast<int*>(slot), __float_as_int(x));
}

// Folds a warp's maxima into stats[0..1]: max|K| and sqrt(max ||V_j||^2) (sqrt is monotone,
// so this is max_j ||V_j||, whether the maximum is taken before or after it).
__device__ __forceinline__ void kv_stats_publish_warp(float* stats, float max_k, float max_v2) {
  max_k = warp_max(max_k);
  max_v2 = warp_max(max_v2);
  if ((threadIdx.x & 31) == 0) {
    atomic_max_nonneg(stats, max_k);
    atomic_max_nonneg(stats + 1, sqrtf(max_v2));
  }
}
#endif

}  // namespace dash::exact
