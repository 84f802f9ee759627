#pragma once
// The math of one backward sub-step: one KV tile (resident in smem) against kStepM rows of
// a Q tile (config.hpp), on Hopper warpgroup MMAs (wgmma). Two warpgroups; warpgroup wg
// owns KV rows [64 wg, 64 wg + 64) of S^T, dP^T, dV, dK; the sub-step's dQ owner computes
// the dQ partial over all of them.
//   S^T  = K Q^T               (kBlockN, kStepM)   SS, both K-major
//   dP^T = V dO^T              (kBlockN, kStepM)   SS, both K-major
//   P^T  = exp2(S^T * scale_log2 - lse2)   0 where masked
//   dS^T = P^T * (dP^T - D)
//   dV  += P^T dO              (kBlockN, D)         RS, B MN-major
//   dK  += dS^T Q              (kBlockN, D)         RS, B MN-major (scaled in the epilogue)
//   dS^T -> smem
//   dQ   = dS K                (kStepM, D)          SS, A and B MN-major; fp32 (the owner)
// The wgmma accumulator layout per warp equals the mma.sync m16n8 C layout (see
// wgmma_ops.hpp), so warp w of the CTA holds KV rows [16 w, 16 w + 16) of S^T / dV / dK.
//
// The loaded tiles K, V, Q, dO are 128-byte swizzled as the TMA writes them (tile_layout.hpp);
// one buffer serves as a K-major operand (Q as B of S^T = K Q^T, K = head dim) and as an
// MN-major one (Q as B of dK += dS^T Q, K = Q rows) through different descriptors. dS^T,
// which the MMA warps store themselves, keeps the no-swizzle canonical layout: core matrices
// of 8 rows x 16 bytes, row-group major (blocked_offset).
#include "dash/kernels/sm90/bwd/async_ops.hpp"
#include "dash/kernels/sm90/bwd/v1/config.hpp"
#include "dash/kernels/sm90/bwd/mask.hpp"
#include "dash/kernels/sm90/bwd/primitives.hpp"
#include "dash/kernels/sm90/bwd/v1/tile_layout.hpp"
#include "dash/kernels/sm90/bwd/v1/wgmma_ops.hpp"
#include "dash/kernels/sm90/common/math.hpp"
#include "dash/kernels/sm90/common/softmax_numerics.hpp"

namespace dash::sm90::bwd::v1 {

// Per-thread accumulators of the resident KV tile (wgmma m64nNk16 fragments): all kHeadDim
// columns, or with split columns (split_mainloop.hpp) the warpgroup's half.
template <class Cfg>
struct KvAccum {
  static constexpr int kCols = Cfg::kSplitCols ? Cfg::kHeadDim / 2 : Cfg::kHeadDim;     // dK's
  static constexpr int kColsV = Cfg::kSplitCols ? Cfg::kHeadDimV / 2 : Cfg::kHeadDimV;  // dV's
  float dv[kColsV / 8][4];  // (16, kColsV) warp slice of dV
  float dk[kCols / 8][4];   // (16, kCols) warp slice of dK (unscaled)
  __device__ __forceinline__ void zero() {
    if constexpr (kCols == kColsV) {
#pragma unroll
      for (int i = 0; i < kCols / 8; ++i)
#pragma unroll
        for (int e = 0; e < 4; ++e) dv[i][e] = dk[i][e] = 0.f;
    } else {
#pragma unroll
      for (int i = 0; i < kColsV / 8; ++i)
#pragma unroll
        for (int e = 0; e < 4; ++e) dv[i][e] = 0.f;
#pragma unroll
      for (int i = 0; i < kCols / 8; ++i)
#pragma unroll
        for (int e = 0; e < 4; ++e) dk[i][e] = 0.f;
    }
  }
};

// Where the step sits in the problem (for masking ragged tiles and the causal diagonal).
struct StepCoords {
  int q_row0;   // first Q row of the tile (in its sequence)
  int kv_row0;  // first KV row of the tile
  int seqlen_q, seqlen_k;  // the sequence's lengths (a dense call's)
};

// The call's mask on the step's sequence (causal is the right end at the diagonal).
template <class Cfg>
__device__ __forceinline__ WindowMask window_mask(const BwdKernelParams& p, const StepCoords& c) {
  return WindowMask{c.seqlen_k, c.seqlen_k - c.seqlen_q, window_left_of<typename Cfg::Traits>(p),
                    p.mask.causal ? 0 : window_right_of<typename Cfg::Traits>(p)};
}

// P^T = exp2(S^T * scale_log2 - lse2 - residual), 0 where masked, for this thread's C fragment
// of a (kBlockN, kStepM) tile; sLse2 holds (lse2, residual) per row (softmax_numerics.hpp: the
// residual keeps P the forward's where |lse2| is large). Q padding rows need no mask: their
// lse2 is +inf. kGeneral = false is the fast path of an interior tile whose residuals are all
// negligible: no mask and no residual (one fp32 addition fewer per score: 32 per thread in a
// 64-row sub-step); kGeneral = true masks and takes the residual.
template <class Cfg, bool kGeneral>
__device__ __forceinline__ void softmax_probs(const BwdKernelParams& p, const StepCoords& c, int n0,
                                              const float* sLse2, float (&s)[Cfg::kStepM / 8][4]) {
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  const WindowMask mask = window_mask<Cfg>(p, c);
  const float cap = softcap_of<typename Cfg::Traits>(p), scale_over_cap = cap > 0.f ? p.scores.scale / cap : 0.f;
#pragma unroll
  for (int i = 0; i < Cfg::kStepM / 8; ++i) {
    const float4 l = *reinterpret_cast<const float4*>(sLse2 + 2 * (i * 8 + 2 * t));  // rows 2t, 2t + 1
#pragma unroll
    for (int e = 0; e < 4; ++e) {
      // The forward's scores: capped (softmax_numerics.hpp) where the call has a softcap.
      const float sc = kGeneral && cap > 0.f ? softcap_score(s[i][e], scale_over_cap, cap, [](float v) { return fast_exp2(v); }) : s[i][e];
      const float x = fmaf(sc, p.scores.scale_log2, -((e & 1) ? l.z : l.x));
      float pv = fast_exp2(kGeneral ? x - ((e & 1) ? l.w : l.y) : x);
      if constexpr (kGeneral) {
        const int kv = c.kv_row0 + n0 + g + (e >> 1) * 8;
        const int qr = c.q_row0 + i * 8 + 2 * t + (e & 1);
        if (mask.hidden(qr, kv)) pv = 0.f;
      }
      s[i][e] = pv;
    }
  }
}

// dS^T = P^T * (dP^T - D) in place of dP^T, for this thread's C fragments of P^T (pt) and dP^T
// (dp); through the softcap cap (> 0: the call has one) dS times 1 - tanh^2, the capped score
// recovered from P (log2 P = capped * log2(e) - lse2 - residual; P = 0 has dS = 0 already).
template <class Cfg>
__device__ __forceinline__ void ds_from_probs(const BwdKernelParams& p, float cap, const float* sLse2,
                                              const float* sDsum, const float (&pt)[Cfg::kStepM / 8][4],
                                              float (&dp)[Cfg::kStepM / 8][4]) {
  const int t = threadIdx.x & 3;
#pragma unroll
  for (int i = 0; i < Cfg::kStepM / 8; ++i) {
    const float2 d = *reinterpret_cast<const float2*>(sDsum + i * 8 + 2 * t);
#pragma unroll
    for (int e = 0; e < 4; ++e) dp[i][e] = pt[i][e] * (dp[i][e] - ((e & 1) ? d.y : d.x));
    if (cap > 0.f) {
      const float4 l = *reinterpret_cast<const float4*>(sLse2 + 2 * (i * 8 + 2 * t));
#pragma unroll
      for (int e = 0; e < 4; ++e) {
        if (pt[i][e] > 0.f) {
          const float capped = (fast_log2(pt[i][e]) + ((e & 1) ? l.z + l.w : l.x + l.y)) / p.scores.scale_log2;
          dp[i][e] *= softcap_slope(capped, 1.f / cap);
        }
      }
    }
  }
}

// A (kBlockN-slice, kStepM) C fragment as wgmma A fragments in the input dtype: k-slice kk
// takes the 16 Q columns [16 kk, 16 kk + 16) (C blocks 2 kk and 2 kk + 1).
template <class Cfg>
__device__ __forceinline__ void to_a_fragments(const float (&c)[Cfg::kStepM / 8][4],
                                               uint32_t (&a)[Cfg::kStepM / 16][4]) {
  using Tr = ElemTraits<typename Cfg::Element>;
#pragma unroll
  for (int kk = 0; kk < Cfg::kStepM / 16; ++kk) {
    a[kk][0] = Tr::pack(c[2 * kk][0], c[2 * kk][1]);
    a[kk][1] = Tr::pack(c[2 * kk][2], c[2 * kk][3]);
    a[kk][2] = Tr::pack(c[2 * kk + 1][0], c[2 * kk + 1][1]);
    a[kk][3] = Tr::pack(c[2 * kk + 1][2], c[2 * kk + 1][3]);
  }
}

// S^T and dP^T of one step, per warpgroup (64, kStepM) fp32 C fragments.
template <class Cfg>
struct SdpAccum {
  float s[Cfg::kStepM / 8][4];
  float dp[Cfg::kStepM / 8][4];
};

// c = A B^T over the head dim for this warpgroup's 64 rows of A: (64, kStepM), K-major A
// (kBlockN, D) and B (kStepM, D), one wgmma group, committed and not waited for.
template <class Cfg>
__device__ __forceinline__ void issue_rows_times_q(const typename Cfg::Element* a, const typename Cfg::Element* b,
                                                   float (&c)[Cfg::kStepM / 8][4]) {
  using Element = typename Cfg::Element;
  using KvL = KvTileLayout<Cfg>;
  using QL = QTileLayout<Cfg>;
  constexpr int D = Cfg::kHeadDim, BM = Cfg::kStepM;
  const int wg = warpgroup_index();
  const uint64_t da0 = KvL::k_major(a + KvL::row_offset(wg * 64));
  const uint64_t db0 = QL::k_major(b);
#pragma unroll
  for (int kk = 0; kk < D / 16; ++kk) {  // the kk-th 16 head-dim columns
    const uint64_t da = desc_advance(da0, KvL::k_slice(kk)), db = desc_advance(db0, QL::k_slice(kk));
    if (kk == 0) WgmmaSS<Element, BM, 0, 0>::init(c, da, db);
    else WgmmaSS<Element, BM, 0, 0>::run(c, da, db, 1);
  }
  wgmma_commit();
}

// S^T = K Q^T and dP^T = V dO^T: two wgmma groups, not waited for (finish_dkdv waits), so
// that P is computed while dP^T is still on the tensor cores.
template <class Cfg>
__device__ __forceinline__ void issue_sdp(const typename Cfg::Element* sK,   // (kBlockN, D) blocked
                                          const typename Cfg::Element* sV,   // (kBlockN, D) blocked
                                          const typename Cfg::Element* sQ,   // (kStepM, D) blocked
                                          const typename Cfg::Element* sDo,  // (kStepM, D) blocked
                                          SdpAccum<Cfg>& sdp) {
  wgmma_fence();
  issue_rows_times_q<Cfg>(sK, sQ, sdp.s);
  issue_rows_times_q<Cfg>(sV, sDo, sdp.dp);
}

// The rest of the step once issue_sdp's two groups are the last ones issued: P^T, dV, dS^T,
// dK, and dS^T into shared memory (after before_ds_store(): the wait for its buffer).
template <class Cfg, class BeforeDsStore>
__device__ __forceinline__ void finish_dkdv(const BwdKernelParams& p, const StepCoords& c,
                                            const typename Cfg::Element* sQ,   // (kStepM, D) blocked
                                            const typename Cfg::Element* sDo,  // (kStepM, D) blocked
                                            const float* sLse2,                // (kStepM, 2) lse * log2(e), residual
                                            bool residual_needed,              // the Q tile's flag (preprocess.hpp)
                                            const float* sDsum,                // (kStepM) D
                                            typename Cfg::Element* sDsT,       // (kBlockN, kStepM) blocked
                                            SdpAccum<Cfg>& sdp, KvAccum<Cfg>& acc,
                                            BeforeDsStore&& before_ds_store) {
  using Element = typename Cfg::Element;
  using QL = QTileLayout<Cfg>;
  constexpr int D = Cfg::kHeadDim, BM = Cfg::kStepM;
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  const int n0 = warp * 16;  // this warp's KV rows (= the wgmma row slice of its warpgroup)
  auto& s = sdp.s;
  auto& dp = sdp.dp;
  wgmma_wait<1>();
  fence_regs(s);

  // Tiles that cross the causal diagonal, a window's edge or the end of the keys need the mask
  // (the sub-step's last row may be padding: masking it is harmless); a Q tile with a residual
  // that matters takes the same general path (a mask check that hides nothing there).
  // A softcap takes it always (the scores are capped there).
  const bool masked = window_mask<Cfg>(p, c).tile_needs_mask(c.q_row0, c.q_row0 + Cfg::kStepM - 1, c.kv_row0, Cfg::kBlockN);
  const float cap = softcap_of<typename Cfg::Traits>(p);
  if (masked || residual_needed || cap > 0.f) softmax_probs<Cfg, true>(p, c, n0, sLse2, s);
  else softmax_probs<Cfg, false>(p, c, n0, sLse2, s);

  // P^T as wgmma A fragments (k-slices of 16 Q rows); dV += P^T dO starts at once. B = dO
  // as MN-major (N = head dim contiguous, K = Q rows).
  uint32_t ap[BM / 16][4];
  to_a_fragments<Cfg>(s, ap);
  const uint64_t d_do = QL::mn_major(sDo);
  wgmma_fence();
#pragma unroll
  for (int kk = 0; kk < BM / 16; ++kk)
    WgmmaRS<Element, D, 1>::run(acc.dv, ap[kk], desc_advance(d_do, QL::row_slice(kk)), 1);
  wgmma_commit();
  wgmma_wait<1>();  // dP^T is done; dV may still run
  fence_regs(dp);

  uint32_t ads[BM / 16][4];
  ds_from_probs<Cfg>(p, cap, sLse2, sDsum, s, dp);
  to_a_fragments<Cfg>(dp, ads);
  // dK += dS^T Q: B = Q as MN-major.
  const uint64_t d_q = QL::mn_major(sQ);
  wgmma_fence();
#pragma unroll
  for (int kk = 0; kk < BM / 16; ++kk)
    WgmmaRS<Element, D, 1>::run(acc.dk, ads[kk], desc_advance(d_q, QL::row_slice(kk)), 1);
  wgmma_commit();
  // While the tensor cores run: dS^T -> smem (blocked (kBlockN, kStepM)) for the dQ GEMM.
  before_ds_store();
#pragma unroll
  for (int kk = 0; kk < BM / 16; ++kk) {
    const int m = kk * 16 + 2 * t;
    *reinterpret_cast<uint32_t*>(sDsT + blocked_offset<BM>(n0 + g, m)) = ads[kk][0];
    *reinterpret_cast<uint32_t*>(sDsT + blocked_offset<BM>(n0 + g + 8, m)) = ads[kk][1];
    *reinterpret_cast<uint32_t*>(sDsT + blocked_offset<BM>(n0 + g, m + 8)) = ads[kk][2];
    *reinterpret_cast<uint32_t*>(sDsT + blocked_offset<BM>(n0 + g + 8, m + 8)) = ads[kk][3];
  }
  fence_proxy_async_smem();  // the dQ wgmma (async proxy) reads these stores
  wgmma_wait<0>();
  fence_regs(ap);
  fence_regs(ads);
  fence_regs(acc.dv);
  fence_regs(acc.dk);
}

// The CTA's dQ partial over all kBlockN KV rows (the sub-step's dQ owner only):
//   dq = dS K   (kStepM, D), fp32
// A = dS, stored as dS^T (MN-major: M = Q rows contiguous); B = K (MN-major: N = head dim
// contiguous). Issued as one wgmma group; the caller waits for it.
template <class Cfg>
__device__ __forceinline__ void issue_dq(const typename Cfg::Element* sK,    // (kBlockN, D) blocked
                                         const typename Cfg::Element* sDsT,  // (kBlockN, kStepM) blocked
                                         float (&dq)[Cfg::kDqFrags][4]) {  // (kStepM, D) per warpgroup
  using Element = typename Cfg::Element;
  constexpr int D = Cfg::kHeadDim, BM = Cfg::kStepM;
  using KvL = KvTileLayout<Cfg>;
  constexpr uint32_t kCore = 128;                    // dS^T: dense core matrices
  static_assert(Cfg::kDqCols == D && Cfg::kWarpsM == 4, "dQ: each warpgroup computes all head-dim columns");
  const uint64_t da0 = smem_desc(smem_u32(sDsT), BM / 8 * kCore, kCore);
  const uint64_t db0 = KvL::mn_major(sK);
  wgmma_fence();
#pragma unroll
  for (int kk = 0; kk < Cfg::kBlockN / 16; ++kk) {
    const uint64_t da = desc_advance(da0, 2 * blocked_offset<BM>(kk * 16, 0));
    const uint64_t db = desc_advance(db0, KvL::row_slice(kk));
    if (kk == 0) WgmmaSS<Element, D, 1, 1>::init(dq, da, db);
    else WgmmaSS<Element, D, 1, 1>::run(dq, da, db, 1);
  }
  wgmma_commit();
}

}  // namespace dash::sm90::bwd::v1
