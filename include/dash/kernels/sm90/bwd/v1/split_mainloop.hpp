#pragma once
// The math of one backward step with split columns (Cfg::kSplitCols: head dims past 128): one
// 64-row KV tile (resident in smem) against a 32-row Q tile. dV and dK of 64 KV rows and the
// whole head dim take more registers than a warpgroup has (docs/head-dims.md), so the two MMA
// warpgroups split the head-dim columns between them; S^T and dP^T (64 x 32) are too small to
// split, so warpgroup 0 computes S^T and P^T, warpgroup 1 dP^T and dS^T, and each hands its
// result over through shared memory:
//   WG 0: S^T  = K Q^T  (64, 32) SS            WG 1: dP^T = V dO^T  (64, 32) SS
//         P^T  = exp2(S^T * scale_log2 - lse2)
//         P^T -> sP (fp32)   --kSplitPStored-->      P^T <- sP
//   both: dV[:, half h] += P^T dO[:, half h]   RS, B MN-major, N = D / 2
//                                               dS^T = P^T * (dP^T - D) -> sDsT (blocked)
//         dS^T <- sDsT       <--kDsStored---
//   both: dK[:, half h] += dS^T Q[:, half h]   RS, B MN-major (scaled in the epilogue)
//   both: dQ^T[rows of h] = K^T dS^T           SS, A = K MN-major (M = head dim), B = dS^T MN-major
// Warp w of each warpgroup holds KV rows [16 w, 16 w + 16) of S^T / dP^T / dV / dK; warpgroup h
// the head-dim columns [h D / 2, (h + 1) D / 2) of dV and dK, and the dQ^T rows of
// dq_tile_layout.hpp (the 64-row m-tiles, and at 192 half of the Q columns of the third).
// Each warpgroup waits for the other at one barrier per step; the barriers' order keeps the
// single sP and sDsT buffers safe: warpgroup 0 overwrites sP only after kDsStored (warpgroup 1
// has read it), and warpgroup 1 overwrites sDsT only after the next kSplitPStored, which
// warpgroup 0 reaches once its dK and dQ^T GEMMs of the step are complete.
#include "dash/kernels/sm90/bwd/async_ops.hpp"
#include "dash/kernels/sm90/bwd/v1/config.hpp"
#include "dash/kernels/sm90/bwd/v1/mainloop.hpp"
#include "dash/kernels/sm90/bwd/primitives.hpp"
#include "dash/kernels/sm90/bwd/v1/tile_layout.hpp"
#include "dash/kernels/sm90/bwd/v1/wgmma_ops.hpp"
#include "dash/kernels/sm90/common/math.hpp"
#include "dash/kernels/sm90/common/named_barrier.hpp"
#include "dash/kernels/sm90/common/softmax_numerics.hpp"

namespace dash::sm90::bwd::v1 {

// The Q-side tiles of a step, as the split step reads them.
template <class Cfg>
struct SplitQTiles {
  const typename Cfg::Element* sQ;   // (kStepM, kHeadDim) swizzled (tile_layout.hpp)
  const typename Cfg::Element* sDo;  // (kStepM, kHeadDimV) swizzled
  const float* sLse2;                // (kStepM, 2) lse * log2(e) and its residual
  const float* sDsum;                // (kStepM) D
  bool residual_needed;              // the Q tile's flag (preprocess.hpp)
};

// c = A B^T over the head dim: (64, kStepM), A (kBlockN, its head dim) and B (kStepM, its head
// dim) K-major in the layouts AL and BL; one wgmma group, committed and not waited for.
template <class Cfg, class AL, class BL>
__device__ __forceinline__ void issue_rows_times_q_split(const typename Cfg::Element* a, const typename Cfg::Element* b,
                                                         float (&c)[Cfg::kStepM / 8][4]) {
  using Element = typename Cfg::Element;
  static_assert(AL::kCols == BL::kCols, "one head dim");
  const uint64_t da0 = AL::k_major(a), db0 = BL::k_major(b);
  wgmma_fence();
#pragma unroll
  for (int kk = 0; kk < AL::kCols / 16; ++kk) {
    const uint64_t da = desc_advance(da0, AL::k_slice(kk)), db = desc_advance(db0, BL::k_slice(kk));
    if (kk == 0) WgmmaSS<Element, Cfg::kStepM, 0, 0>::init(c, da, db);
    else WgmmaSS<Element, Cfg::kStepM, 0, 0>::run(c, da, db, 1);
  }
  wgmma_commit();
}
// S^T = K Q^T (warpgroup 0) or dP^T = V dO^T (warpgroup 1). Of one shape where V's head dim is
// Q's, so one code path with the warpgroup's operands; else each warpgroup its own.
template <class Cfg>
__device__ __forceinline__ void issue_split_sdp(int wg, const typename Cfg::Element* sK, const typename Cfg::Element* sV,
                                                const typename Cfg::Element* sQ, const typename Cfg::Element* sDo,
                                                float (&c)[Cfg::kStepM / 8][4]) {
  if constexpr (Cfg::kHeadDimV == Cfg::kHeadDim) {
    issue_rows_times_q_split<Cfg, KvTileLayout<Cfg>, QTileLayout<Cfg>>(wg == 0 ? sK : sV, wg == 0 ? sQ : sDo, c);
  } else if (wg == 0) {
    issue_rows_times_q_split<Cfg, KvTileLayout<Cfg>, QTileLayout<Cfg>>(sK, sQ, c);
  } else {
    issue_rows_times_q_split<Cfg, VTileLayout<Cfg>, DoTileLayout<Cfg>>(sV, sDo, c);
  }
}

// acc[:, half] += A B for this warpgroup's column half: A = the (64, kStepM) fragments a (RS),
// B = a (kStepM, its head dim) Q-side tile of layout L as MN-major (K = its rows), from the
// half's first column.
template <class Cfg, class L>
__device__ __forceinline__ void issue_split_half(const uint32_t (&a)[Cfg::kStepM / 16][4],
                                                 const typename Cfg::Element* tile, int wg,
                                                 float (&acc)[L::kCols / 16][4]) {
  constexpr int kHalf = L::kCols / 2;
  const uint64_t db = L::mn_major(tile + L::offset(0, wg * kHalf));
#pragma unroll
  for (int kk = 0; kk < Cfg::kStepM / 16; ++kk)
    WgmmaRS<typename Cfg::Element, kHalf, 1>::run(acc, a[kk], desc_advance(db, L::row_slice(kk)), 1);
}

// dQ^T = K^T dS^T for this warpgroup's m-tiles (dq_tile_layout.hpp): A = K as MN-major (M = head
// dim, K = KV rows), B = dS^T as MN-major (N = Q rows, K = KV rows; the blocked layout as the dQ
// GEMM of mainloop.hpp reads it). One wgmma group with the dK GEMM before it; not committed.
template <class Cfg>
__device__ __forceinline__ void issue_split_dq(const typename Cfg::Element* sK, const typename Cfg::Element* sDsT,
                                               int wg, float (&dq)[Cfg::kDqFrags][4]) {
  using Element = typename Cfg::Element;
  using KvL = KvTileLayout<Cfg>;
  constexpr int BM = Cfg::kStepM, kFull = Cfg::kDqFullMTiles;
  constexpr uint32_t kCore = 128;  // dS^T: dense core matrices
  const uint64_t db0 = smem_desc(smem_u32(sDsT), BM / 8 * kCore, kCore);
#pragma unroll
  for (int i = 0; i < kFull; ++i) {
    const int mt = wg * kFull + i;
    const uint64_t da0 = KvL::mn_major(sK + KvL::offset(0, 64 * mt));
#pragma unroll
    for (int kk = 0; kk < Cfg::kBlockN / 16; ++kk) {
      const uint64_t da = desc_advance(da0, KvL::row_slice(kk));
      const uint64_t db = desc_advance(db0, 2 * blocked_offset<BM>(kk * 16, 0));
      if (kk == 0) WgmmaSS<Element, BM, 1, 1>::init(dq + i * (BM / 8), da, db);
      else WgmmaSS<Element, BM, 1, 1>::run(dq + i * (BM / 8), da, db, 1);
    }
  }
  if constexpr (Cfg::kDqMTiles % 2 != 0) {
    // The last m-tile: warpgroup wg takes its Q rows [16 wg, 16 wg + 16).
    const uint64_t da0 = KvL::mn_major(sK + KvL::offset(0, 64 * (2 * kFull)));
    const uint64_t db1 = desc_advance(db0, 2 * blocked_offset<BM>(0, 16 * wg));
#pragma unroll
    for (int kk = 0; kk < Cfg::kBlockN / 16; ++kk) {
      const uint64_t da = desc_advance(da0, KvL::row_slice(kk));
      const uint64_t db = desc_advance(db1, 2 * blocked_offset<BM>(kk * 16, 0));
      if (kk == 0) WgmmaSS<Element, 16, 1, 1>::init(dq + kFull * (BM / 8), da, db);
      else WgmmaSS<Element, 16, 1, 1>::run(dq + kFull * (BM / 8), da, db, 1);
    }
  }
}

// The step, both warpgroups: dV and dK of the warpgroup's column half accumulate into acc, its
// dQ^T fragments are written to dq (complete when this returns).
template <class Cfg>
__device__ __forceinline__ void split_step(const BwdKernelParams& p, const StepCoords& c, const SplitQTiles<Cfg>& q,
                                           const typename Cfg::Element* sK, const typename Cfg::Element* sV,
                                           float* sP, typename Cfg::Element* sDsT, KvAccum<Cfg>& acc,
                                           float (&dq)[Cfg::kDqFrags][4]) {
  constexpr int BM = Cfg::kStepM, MT = BM / 8;
  const int wg = warpgroup_index();
  const int warp = (threadIdx.x >> 5) & 3, lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  const int n0 = warp * 16;  // this warp's KV rows

  float s[MT][4];  // S^T (warpgroup 0) or dP^T (warpgroup 1)
  issue_split_sdp<Cfg>(wg, sK, sV, q.sQ, q.sDo, s);
  wgmma_wait<0>();
  fence_regs(s);

  // P^T in both warpgroups: warpgroup 0 computes it and hands it over in its fragments' order
  // (each thread's 4 values of a column block contiguous: conflict-free 16-byte accesses).
  float pt[MT][4];
  float4* sp = reinterpret_cast<float4*>(sP) + warp * MT * 32 + lane;
  if (wg == 0) {
    const bool masked = window_mask<Cfg>(p, c).tile_needs_mask(c.q_row0, c.q_row0 + BM - 1, c.kv_row0, Cfg::kBlockN);
    if (masked || q.residual_needed || softcap_of<typename Cfg::Traits>(p) > 0.f) softmax_probs<Cfg, true>(p, c, n0, q.sLse2, s);
    else softmax_probs<Cfg, false>(p, c, n0, q.sLse2, s);
#pragma unroll
    for (int i = 0; i < MT; ++i) {
      sp[i * 32] = make_float4(s[i][0], s[i][1], s[i][2], s[i][3]);
#pragma unroll
      for (int e = 0; e < 4; ++e) pt[i][e] = s[i][e];
    }
    named_barrier_arrive(Cfg::kMmaThreads, BarrierId::kSplitPStored);
  } else {
    named_barrier_sync(Cfg::kMmaThreads, BarrierId::kSplitPStored);
#pragma unroll
    for (int i = 0; i < MT; ++i) {
      const float4 v = sp[i * 32];
      pt[i][0] = v.x, pt[i][1] = v.y, pt[i][2] = v.z, pt[i][3] = v.w;
    }
  }

  // dV[:, half] += P^T dO[:, half]
  uint32_t ap[BM / 16][4];
  to_a_fragments<Cfg>(pt, ap);
  wgmma_fence();
  issue_split_half<Cfg, DoTileLayout<Cfg>>(ap, q.sDo, wg, acc.dv);
  wgmma_commit();

  uint32_t ads[BM / 16][4];
  if (wg == 1) {
    ds_from_probs<Cfg>(p, softcap_of<typename Cfg::Traits>(p), q.sLse2, q.sDsum, pt, s);  // dS^T in place of dP^T
    to_a_fragments<Cfg>(s, ads);
#pragma unroll
    for (int kk = 0; kk < BM / 16; ++kk) {
      const int m = kk * 16 + 2 * t;
      *reinterpret_cast<uint32_t*>(sDsT + blocked_offset<BM>(n0 + g, m)) = ads[kk][0];
      *reinterpret_cast<uint32_t*>(sDsT + blocked_offset<BM>(n0 + g + 8, m)) = ads[kk][1];
      *reinterpret_cast<uint32_t*>(sDsT + blocked_offset<BM>(n0 + g, m + 8)) = ads[kk][2];
      *reinterpret_cast<uint32_t*>(sDsT + blocked_offset<BM>(n0 + g + 8, m + 8)) = ads[kk][3];
    }
    fence_proxy_async_smem();  // the dQ^T wgmmas (async proxy) read these stores
    named_barrier_arrive(Cfg::kMmaThreads, BarrierId::kDsStored);
  } else {
    named_barrier_sync(Cfg::kMmaThreads, BarrierId::kDsStored);
#pragma unroll
    for (int kk = 0; kk < BM / 16; ++kk) {
      const int m = kk * 16 + 2 * t;
      ads[kk][0] = *reinterpret_cast<const uint32_t*>(sDsT + blocked_offset<BM>(n0 + g, m));
      ads[kk][1] = *reinterpret_cast<const uint32_t*>(sDsT + blocked_offset<BM>(n0 + g + 8, m));
      ads[kk][2] = *reinterpret_cast<const uint32_t*>(sDsT + blocked_offset<BM>(n0 + g, m + 8));
      ads[kk][3] = *reinterpret_cast<const uint32_t*>(sDsT + blocked_offset<BM>(n0 + g + 8, m + 8));
    }
  }

  // dK[:, half] += dS^T Q[:, half]; dQ^T of the warpgroup's rows
  wgmma_fence();
  issue_split_half<Cfg, QTileLayout<Cfg>>(ads, q.sQ, wg, acc.dk);
  issue_split_dq<Cfg>(sK, sDsT, wg, dq);
  wgmma_commit();
  wgmma_wait<0>();
  fence_regs(ap);
  fence_regs(ads);
  fence_regs(acc.dv);
  fence_regs(acc.dk);
  fence_regs(dq);
}

}  // namespace dash::sm90::bwd::v1
