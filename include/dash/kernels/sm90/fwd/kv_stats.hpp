// The K / V factors of the exact backward's dQ bound, on request (FwdParams::kv_stats): the
// producer warpgroup's warps 1-3, which issue no TMA, fold the key rows [m kv_rows,
// (m + 1) kv_rows) of each of their CTA's work tiles (m, head, batch) whose head is the
// first Q head of its KV head into stats[batch, kv head] (zeroed before the kernel). They
// read global memory, which the TMA of that head's CTAs keeps in L2, with the backward K/V
// pass's per-lane code (dash/reduction/kv_stats.hpp), so the maxima have its bits.
#pragma once

#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <type_traits>

#include "dash/kernels/sm90/fwd/params.hpp"
#include "dash/kernels/sm90/fwd/tile_scheduler.hpp"
#include "dash/reduction/kv_stats.hpp"

namespace dash::fwd {

// A word's two 16-bit elements as floats (exact conversions, so any unpacking gives these
// values; the backward's K/V pass uses its own).
template <class Element>
__device__ __forceinline__ float2 unpack2(uint32_t w) {
  if constexpr (std::is_same_v<Element, cutlass::bfloat16_t>) {
    return make_float2(__uint_as_float(w << 16), __uint_as_float(w & 0xffff0000u));
  } else {
    return __half22float2(*reinterpret_cast<const __half2*>(&w));
  }
}

template <class Cfg>
__device__ void fwd_kv_stats(FwdKernelParams<Cfg> const& p, TileScheduler const& sched, int num_tiles) {
  using Element = typename Cfg::Element;
  constexpr int kLanesPerRow = Cfg::kHeadDim / 8, kRowsPerWarp = 32 / kLanesPerRow, kWarps = 3;
  const int warp = int(threadIdx.x) / 32 - 1;  // warps 1-3 of the producer warpgroup
  const int lane = int(threadIdx.x) % 32, lane_in_row = lane % kLanesPerRow;
  const int heads_kv = p.heads / p.heads_per_kv;
  for (int t = blockIdx.x; t < num_tiles; t += gridDim.x) {
    WorkTile const w = sched.tile(t);
    if (w.head % p.heads_per_kv != 0) continue;  // one Q head per KV head folds its rows
    const int hk = w.head / p.heads_per_kv;
    const int r_begin = w.m_block * p.kv_rows;
    const int r_end = min(r_begin + p.kv_rows, p.seqlen_k);
    float max_k = 0.f, max_v2 = 0.f;
    for (int r0 = r_begin + warp * kRowsPerWarp; r0 < r_end; r0 += kWarps * kRowsPerWarp) {  // warp-uniform
      const int row = r0 + lane / kLanesPerRow;
      float v2 = 0.f;
      if (row < r_end) {
        const Element* k = static_cast<const Element*>(p.k) + w.batch * p.k_sb + row * p.k_sr + hk * p.k_sh;
        const Element* v = static_cast<const Element*>(p.v) + w.batch * p.v_sb + row * p.v_sr + hk * p.v_sh;
        exact::kv_stats_lane(*reinterpret_cast<const uint4*>(k + 8 * lane_in_row),
                             *reinterpret_cast<const uint4*>(v + 8 * lane_in_row), unpack2<Element>, max_k, v2);
      }
      max_v2 = fmaxf(max_v2, exact::kv_row_norm2<kLanesPerRow>(v2));
    }
    exact::kv_stats_publish_warp(p.kv_stats + 2 * (int64_t(w.batch) * heads_kv + hk), max_k, max_v2);
  }
}

}  // namespace dash::fwd
