// The K / V factors of the exact backward's dQ bound, on request (FwdParams::kv_stats): the
// consumer warpgroups fold each key tile once per KV head (in the work tile of the KV head's
// first Q head that kv_fold_m_block names; KvFoldCursor walks them) from the shared-memory
// stage that their S (K) and P V (V) GEMMs read anyway; warpgroup w < kFoldWgs takes rows
// [w kRowsPerWg, (w + 1) kRowsPerWg) (three consumer warpgroups: the first two fold, as 128-key
// tiles do not split in three). The per-lane code is the backward K/V pass's
// (dash/reduction/kv_stats.hpp), with lane_in_row holding the same columns (exact::row_lanes), so
// the maxima have its bits. Rows past seqlen_k are the TMA's zeros: they change no maximum.
#pragma once

#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <type_traits>

#include "dash/kernels/sm90/common/swizzle.hpp"  // swizzled_offset: cute's swizzled tile, as the TMA writes it
#include "dash/reduction/kv_stats.hpp"

namespace dash::fwd {

template <class Cfg>
struct KvStatsFold {
  using Element = typename Cfg::Element;
  static constexpr int kFoldWgs = Cfg::kBlockN % (8 * Cfg::kNumConsumerWarpGroups) == 0 ? Cfg::kNumConsumerWarpGroups : 2;
  static constexpr int kRowsPerWg = Cfg::kBlockN / kFoldWgs;
  static_assert(kRowsPerWg % 8 == 0, "whole 8-row groups");
  static_assert(cute::cosize_v<typename Cfg::SmemLayoutK> == Cfg::kBlockN * Cfg::kHeadDim * Cfg::kStages,
                "stages of (block_n, d) swizzled tiles, one after the other");
  // A row of kCols columns (K's head dim, or V's): the lanes that hold it as the backward's pass
  // (exact::row_lanes), and passes of kRowsPerPass rows. Where they do not divide a
  // warpgroup's rows (head dim 192's 56 of 16), the last pass reaches into the next warpgroup's
  // rows (a maximum taken twice is the same maximum) and stops at the tile's end.
  template <int kCols>
  struct Rows {
    static constexpr int kLanesPerRow = exact::row_lanes(kCols);
    static constexpr int kChunks = exact::row_chunks_per_lane(kCols);  // 16-byte chunks per lane
    static constexpr int kRowsPerPass = 128 / kLanesPerRow;
    static constexpr int kPasses = (kRowsPerWg + kRowsPerPass - 1) / kRowsPerPass;
    static constexpr bool kRagged = kRowsPerWg % kRowsPerPass != 0;
    // This thread's 16-byte chunk of row r (of the tile in `stage`) at chunk c.
    CUTE_DEVICE static uint4 chunk(Element const* buf, int stage, int r, int c) {
      int const at = stage * Cfg::kBlockN * kCols +
                     sm90::swizzled_offset<Cfg::kBlockN, kCols, sm90::swizzle_bytes_for(kCols)>(r, 8 * c);
      return *reinterpret_cast<uint4 const*>(buf + at);
    }
  };
  using RowsK = Rows<Cfg::kHeadDim>;
  using RowsV = Rows<Cfg::kHeadDimV>;

  // A word's two 16-bit elements as floats (exact conversions, so any unpacking gives these
  // values; the backward's K/V pass uses its own).
  __device__ __forceinline__ static float2 unpack2(uint32_t w) {
    if constexpr (std::is_same_v<Element, cutlass::bfloat16_t>) {
      return make_float2(__uint_as_float(w << 16), __uint_as_float(w & 0xffff0000u));
    } else {
      return __half22float2(*reinterpret_cast<const __half2*>(&w));
    }
  }

  // max|K| of this warpgroup's rows of the K stage, into stats[0]. tidx: consumer thread.
  CUTE_DEVICE static void fold_k(float* stats, Element const* sk, int stage, int tidx) {
    using R = RowsK;
    int const wg = tidx / 128, t = tidx % 128;
    if (wg >= kFoldWgs) return;
    float max_k = 0.f;
    CUTE_UNROLL
    for (int i = 0; i < R::kPasses; ++i) {
      int const r = wg * kRowsPerWg + i * R::kRowsPerPass + t / R::kLanesPerRow;
      if constexpr (R::kRagged)
        if (r >= Cfg::kBlockN) continue;
      CUTE_UNROLL
      for (int c = 0; c < R::kChunks; ++c)
        exact::kv_k_lane(R::chunk(sk, stage, r, (t % R::kLanesPerRow) * R::kChunks + c), unpack2, max_k);
    }
    max_k = exact::warp_max(max_k);
    if (t % 32 == 0) exact::atomic_max_nonneg(stats, max_k);
  }

  // max_j ||V_j|| of this warpgroup's rows of the V stage, into stats[1].
  CUTE_DEVICE static void fold_v(float* stats, Element const* sv, int stage, int tidx) {
    using R = RowsV;
    int const wg = tidx / 128, t = tidx % 128;
    if (wg >= kFoldWgs) return;
    float max_v2 = 0.f;
    CUTE_UNROLL
    for (int i = 0; i < R::kPasses; ++i) {
      int const r = wg * kRowsPerWg + i * R::kRowsPerPass + t / R::kLanesPerRow;
      // Every lane takes part in the row's sum (shuffles); a row's lanes agree on row_in.
      bool const row_in = !R::kRagged || r < Cfg::kBlockN;
      float v2 = 0.f;
      if (row_in) {
        CUTE_UNROLL
        for (int c = 0; c < R::kChunks; ++c)
          exact::kv_v_lane(R::chunk(sv, stage, r, (t % R::kLanesPerRow) * R::kChunks + c), unpack2, v2);
      }
      float const n2 = exact::kv_row_norm2<R::kLanesPerRow>(v2);
      if (row_in) max_v2 = fmaxf(max_v2, n2);
    }
    max_v2 = exact::warp_max(max_v2);
    if (t % 32 == 0) exact::atomic_max_nonneg(stats + 1, sqrtf(max_v2));
  }
};

}  // namespace dash::fwd
