#pragma once
// Preprocess: per (Q tile, batch*head) block
//   D[r]    = rowsum(dO[r] * O[r]) in fp32 (fixed shuffle-tree order: deterministic),
//   lse2[r] = (lse[r] * log2(e), the forward's residual of it or 0), or (+inf, 0) for padding rows
//             and rows that see no key (lse = -inf),
//   the tile's residual flag: non-zero when a row's residual is not negligible
//             (softmax_numerics.hpp), so that the main kernel's fast path may drop them all,
//   zero the tile's reduction counter (no accumulator zeroing: each dQ tile's first partial is
//   stored, dq_reduction.hpp; kZeroDqAccum: the tile's accumulator too, for the backward kernel
//   v2, whose every partial is an add), the error words and the main kernels' task counters,
// on every call, so no state survives between backward calls.
#include <cmath>

#include "dash/kernels/sm90/bwd/tile_traits.hpp"
#include "dash/kernels/sm90/bwd/primitives.hpp"
#include "dash/kernels/sm90/bwd/task_source.hpp"
#include "dash/kernels/sm90/common/softmax_numerics.hpp"
#include "dash/reduction/fixed_point.hpp"
#include "dash/reduction/kv_stats.hpp"
#include "dash/schedule/geometry.hpp"

namespace dash::sm90::bwd {

// The rows' marks (fixed_point.hpp, dq_row_code): a NaN dQ row, an exactly zero one. A zero
// row's partials are exactly 0, so the narrow check passes it without looking at the sum.
using exact::kNonFiniteRow;
using exact::kZeroRow;

// Exact mode, before the preprocess: per (batch, KV head) max|K| and max_j ||V_j||, the
// K/V factors of the fixed-point bound. grid (ceil(seqlen_k / kKvStatsRows), batch*heads_kv), 256
// threads; kv_stats must be zero before. Each lane loads kChunks runs of 16 bytes (8 elements)
// of a row, a row spans kLanesPerRow lanes (exact::row_lanes). Non-negative floats order like
// their int bits, so atomicMax on the bits is a max, in any order.
constexpr int kKvStatsRows = 256;  // key rows per kv-stats block
template <class Traits>
__global__ void __launch_bounds__(256) bwd_kv_stats_kernel(BwdKernelParams p) {
  pdl_allow_next_then_wait();
  if (packed_offsets_bad(p)) return;
  using Element = typename Traits::Element;
  using Tr = ElemTraits<Element>;
  constexpr int kRows = kKvStatsRows;
  const int b = blockIdx.y / p.shape.heads_kv, hk = blockIdx.y % p.shape.heads_kv;
  const SeqPlace sq = seq_place<Traits>(p, b);
  auto row_of = [&](const void* base, int64_t sb, int64_t sr, int64_t sh, int64_t r) {
    return static_cast<const Element*>(base) + sq.tensor_b * sb + r * sr + hk * sh;
  };
  auto unpack = [](uint32_t x) { return Tr::unpack(x); };
  float max_k = 0.f, max_v2 = 0.f;
  if constexpr (Traits::kHeadDimV == Traits::kHeadDim) {
    constexpr int D = Traits::kHeadDim, kLanesPerRow = exact::row_lanes(D), kChunks = exact::row_chunks_per_lane(D),
                  kRowsPerPass = 256 / kLanesPerRow;
    const int lane_in_row = threadIdx.x % kLanesPerRow;
    // A packed sequence longer than the grid (max_seqlen_k) is still covered: the blocks stride on.
#pragma unroll 1
    for (int base = blockIdx.x * kRows; base < sq.seqlen_k; base += gridDim.x * kRows)
#pragma unroll
    for (int r0 = 0; r0 < kRows; r0 += kRowsPerPass) {
      const int row = base + r0 + threadIdx.x / kLanesPerRow;
      float v2 = 0.f;
      if (row < sq.seqlen_k) {
        const int64_t r = sq.k0 + row;
        const Element* k = row_of(p.tensors.k, p.tensors.k_sb, p.tensors.k_sr, p.tensors.k_sh, r);
        const Element* v = row_of(p.tensors.v, p.tensors.v_sb, p.tensors.v_sr, p.tensors.v_sh, r);
#pragma unroll
        for (int c = 0; c < kChunks; ++c) {
          const int col = 8 * (lane_in_row * kChunks + c);
          const uint4 kw = *reinterpret_cast<const uint4*>(k + col);
          const uint4 vw = *reinterpret_cast<const uint4*>(v + col);
          // The forward's kv_stats run the same sequence (dash/reduction/kv_stats.hpp).
          exact::kv_stats_lane(kw, vw, unpack, max_k, v2);
        }
      }
      max_v2 = fmaxf(max_v2, exact::kv_row_norm2<kLanesPerRow>(v2));
    }
  } else {
    // V's own head dim: K's rows with K's lanes (a maximum: any order), V's with V's lanes (the
    // norms' sums in the order of the forward's fold, kv_stats.hpp).
    constexpr int kLanesK = exact::row_lanes(Traits::kHeadDim), kChunksK = exact::row_chunks_per_lane(Traits::kHeadDim);
    constexpr int kLanesV = exact::row_lanes(Traits::kHeadDimV), kChunksV = exact::row_chunks_per_lane(Traits::kHeadDimV);
#pragma unroll 1
    for (int base = blockIdx.x * kRows; base < sq.seqlen_k; base += gridDim.x * kRows) {
#pragma unroll 1
      for (int r0 = 0; r0 < kRows; r0 += 256 / kLanesK) {
        const int row = base + r0 + threadIdx.x / kLanesK;
        if (row >= sq.seqlen_k) continue;
        const Element* k = row_of(p.tensors.k, p.tensors.k_sb, p.tensors.k_sr, p.tensors.k_sh, sq.k0 + row);
#pragma unroll
        for (int c = 0; c < kChunksK; ++c)
          exact::kv_k_lane(*reinterpret_cast<const uint4*>(k + 8 * ((threadIdx.x % kLanesK) * kChunksK + c)), unpack,
                           max_k);
      }
#pragma unroll 1
      for (int r0 = 0; r0 < kRows; r0 += 256 / kLanesV) {
        const int row = base + r0 + threadIdx.x / kLanesV;
        float v2 = 0.f;
        if (row < sq.seqlen_k) {
          const Element* v = row_of(p.tensors.v, p.tensors.v_sb, p.tensors.v_sr, p.tensors.v_sh, sq.k0 + row);
#pragma unroll
          for (int c = 0; c < kChunksV; ++c)
            exact::kv_v_lane(*reinterpret_cast<const uint4*>(v + 8 * ((threadIdx.x % kLanesV) * kChunksV + c)), unpack,
                             v2);
        }
        max_v2 = fmaxf(max_v2, exact::kv_row_norm2<kLanesV>(v2));
      }
    }
  }
  exact::kv_stats_publish_warp(p.ws.kv_stats + 2 * blockIdx.y, max_k, max_v2);
}

// KV tiles whose partials reach Q row `row` of a batch entry (the bound on its rounding count).
template <class Traits>
__device__ __forceinline__ int dq_partials_of_row(const BwdKernelParams& p, const SeqPlace& sq, int row) {
  const Geometry geo{1,
                     p.shape.heads,
                     sq.seqlen_q,
                     sq.seqlen_k,
                     Traits::kBlockM,
                     Traits::kBlockN,
                     p.mask.causal != 0,
                     p.mask.window_left,
                     p.mask.window_right};
  return geo.kv_count_of_row(row);
}

template <class Traits, bool kZeroDqAccum = false>
__global__ void __launch_bounds__(256) bwd_preprocess_kernel(BwdKernelParams p) {
  pdl_allow_next_then_wait();
  if (packed_offsets_bad(p)) return;
  using Element = typename Traits::Element;
  using Tr = ElemTraits<Element>;
  // D = rowsum(O * dO) over V's head dim (O's, dO's).
  constexpr int D = Traits::kHeadDim, DV = Traits::kHeadDimV, BM = Traits::kBlockM;
  // 16-byte loads: a row spans kLanesPerRow lanes of kChunks loads each (exact::row_lanes), a
  // warp covers kRowsPerWarp rows per pass.
  constexpr int kLanesPerRow = exact::row_lanes(DV), kChunks = exact::row_chunks_per_lane(DV),
                kRowsPerWarp = 32 / kLanesPerRow, kPasses = BM / (8 * kRowsPerWarp);
  const int qt = blockIdx.x, bh = blockIdx.y;  // the workspace tile (task_source.hpp, tile_at)
  const TileAt at = tile_at<Traits>(p, qt, bh);
  const int b = at.b, h = at.h, seqlen_q = at.seq.seqlen_q;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32, col0 = 8 * kChunks * (lane % kLanesPerRow);
  const int64_t row0 = static_cast<int64_t>(bh) * p.shape.seqlen_q_pad + static_cast<int64_t>(qt) * BM;
  // Exact mode: the K/V factors of the bound, loaded once before the stores below (which may
  // alias them for the compiler: loaded per pass, each pass would wait for them afresh).
  float max_abs_k = 0.f, max_norm_v = 0.f;
  if (p.reduction.exact_words) {
    const float* stats = p.ws.kv_stats + 2 * (b * p.shape.heads_kv + h / (p.shape.heads / p.shape.heads_kv));
    max_abs_k = stats[0];
    max_norm_v = stats[1];
  }

  bool residual_needed = false;
#pragma unroll
  for (int pass = 0; pass < kPasses; ++pass) {
    const int r = (pass * 8 + warp) * kRowsPerWarp + lane / kLanesPerRow;
    const int row = at.i * BM + r;  // in the sequence
    const int64_t tr = at.seq.q0 + static_cast<int64_t>(row);  // in the tensors
    const int tb = at.seq.tensor_b;
    float acc = 0.f, do2 = 0.f;
    if (row < seqlen_q) {
#pragma unroll
      for (int c = 0; c < kChunks; ++c) {
        const int col = col0 + 8 * c;
        const Element* o = static_cast<const Element*>(p.tensors.o) + tb * p.tensors.o_sb + tr * p.tensors.o_sr +
                           h * p.tensors.o_sh + col;
        const Element* g = static_cast<const Element*>(p.tensors.dout) + tb * p.tensors.do_sb +
                           tr * p.tensors.do_sr + h * p.tensors.do_sh + col;
        const uint4 ow = *reinterpret_cast<const uint4*>(o), gw = *reinterpret_cast<const uint4*>(g);
        const uint32_t os[4] = {ow.x, ow.y, ow.z, ow.w}, gs[4] = {gw.x, gw.y, gw.z, gw.w};
#pragma unroll
        for (int i = 0; i < 4; ++i) {
          const float2 ov = Tr::unpack(os[i]), gv = Tr::unpack(gs[i]);
          acc += ov.x * gv.x + ov.y * gv.y;
          do2 += gv.x * gv.x + gv.y * gv.y;
        }
      }
    }
#pragma unroll
    for (int off = kLanesPerRow / 2; off > 0; off >>= 1) {  // within the row's lanes: a fixed tree
      acc += __shfl_xor_sync(0xffffffffu, acc, off);
      do2 += __shfl_xor_sync(0xffffffffu, do2, off);
    }
    if (lane % kLanesPerRow == 0) {
      float l2 = INFINITY, residual = 0.f;  // P = exp2(S * scale_log2 - inf) = 0
      float dlse = 0.f;  // the loss's gradient of lse: dS = P (dP - D + dlse), so D takes it
      if (row < seqlen_q) {
        const int64_t li = tb * p.tensors.lse_sb + h * p.tensors.lse_sh + tr;  // packed: lse (heads, total rows)
        const float l = p.tensors.lse[li];
        if (l != -INFINITY) {
          l2 = lse_log2(l);
          if (p.tensors.lse_residual != nullptr) residual = p.tensors.lse_residual[li];
          if (p.tensors.dlse != nullptr) dlse = p.tensors.dlse[li];
        }
      }
      acc -= dlse;
      residual_needed |= !lse_residual_negligible(residual);
      p.ws.dsum[row0 + r] = acc;
      reinterpret_cast<float2*>(p.ws.lse2)[row0 + r] = make_float2(l2, residual);
      if (p.reduction.exact_words) {
        // The accumulator holds dQ / softmax_scale, so the bound leaves the scale out.
        // With dlse, sum_j P_j |dP_j - D + dlse| <= ||dO|| max_j ||V_j|| + |dlse| (fixed_point.hpp).
        const float bound = exact::dq_row_bound_dlse(1.f, max_abs_k, sqrtf(do2), max_norm_v, dlse);
        int code = exact::dq_row_code(bound, l2, acc);
        // The narrow pass's shift for long rows (fixed_point.hpp narrow_shift); the wide words
        // read the bound's exponent from the same code.
        if (p.reduction.exact_words == kExactNarrow && row < seqlen_q)
          code = exact::narrow_code(code, exact::narrow_shift(dq_partials_of_row<Traits>(p, at.seq, row)));
        p.ws.dq_exp[row0 + r] = code;
      }
    }
  }
  if constexpr (kZeroDqAccum) {  // the fp32 accumulator tile (bh, qt): 16-byte stores
    float4* acc = reinterpret_cast<float4*>(p.ws.dq_accum) +
                  static_cast<int64_t>(bh * p.shape.num_q_tiles + qt) * (BM * D / 4);
    for (int i = threadIdx.x; i < BM * D / 4; i += blockDim.x) acc[i] = make_float4(0.f, 0.f, 0.f, 0.f);
  }
  // 16 bytes per tile, as the main kernel's loader copies them (a bulk copy's smallest size).
  const int any_needed = __syncthreads_or(residual_needed);
  if (threadIdx.x == 0) {
    reinterpret_cast<int4*>(p.ws.lse_flags)[bh * p.shape.num_q_tiles + qt] = make_int4(any_needed, 0, 0, 0);
    p.ws.counters[bh * p.shape.num_q_tiles + qt] = p.test.counter_init;
    if (qt == 0 && bh == 0) {
      for (int i = 0; i < 8; ++i) p.ws.error[i] = 0;
      p.ws.task_claim[0] = 0;  // the main kernel's task counter
      p.ws.task_claim[1] = 0;  // the exact wide rerun's
    }
  }
}

}  // namespace dash::sm90::bwd
