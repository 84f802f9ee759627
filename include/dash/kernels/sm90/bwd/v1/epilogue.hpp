#pragma once
// dK / dV of a finished KV tile, straight from the warp accumulators (with split columns, each
// warpgroup its column half).
//   heads == heads_kv: written in the input dtype (each element has exactly one writer).
//   GQA / MQA:         written as fp32 per Q head into the workspace; the postprocess
//                      sums the Q heads of a KV head in ascending order (fixed order).
#include "dash/kernels/sm90/bwd/v1/config.hpp"
#include "dash/kernels/sm90/bwd/v1/mainloop.hpp"
#include "dash/kernels/sm90/bwd/task_source.hpp"

namespace dash::sm90::bwd::v1 {

template <class Cfg>
__device__ __forceinline__ void write_dkdv(const BwdKernelParams& p, const TaskAt& at, int kv_tile,
                                           const KvAccum<Cfg>& acc) {
  using Element = typename Cfg::Element;
  using Tr = ElemTraits<Element>;
  constexpr int D = Cfg::kHeadDim, DV = Cfg::kHeadDimV, kCols = KvAccum<Cfg>::kCols, kColsV = KvAccum<Cfg>::kColsV;
  // Warp w of the CTA holds KV rows [16 w, 16 w + 16) of all columns, or with split columns warp
  // w of warpgroup h rows [16 w, 16 w + 16) of the columns [h kCols, (h + 1) kCols) of dK and
  // [h kColsV, (h + 1) kColsV) of dV.
  const int warp = Cfg::kSplitCols ? (threadIdx.x >> 5) & 3 : threadIdx.x >> 5;
  const int col0 = Cfg::kSplitCols ? warpgroup_index() * kCols : 0;
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  const SeqPlace& sq = at.seq;
  const int h = at.h;
  const int group = p.shape.heads / p.shape.heads_kv;
  const int row_base = kv_tile * Cfg::kBlockN + warp * 16 + g;
  // V's own head dim: dV's columns after dK's (split_mainloop.hpp), in a loop of their own.
  constexpr bool kSameCols = kCols == kColsV;
  const int col0v = kSameCols ? col0 : col0 / kCols * kColsV;
#pragma unroll
  for (int half = 0; half < 2; ++half) {
    const int row = row_base + half * 8;
    if (row >= sq.seqlen_k) continue;
    if (group == 1) {
      const int64_t r = sq.k0 + row;
      Element* dk = static_cast<Element*>(p.tensors.dk) + sq.tensor_b * p.tensors.dk_sb + r * p.tensors.dk_sr +
                    h * p.tensors.dk_sh;
      Element* dv = static_cast<Element*>(p.tensors.dv) + sq.tensor_b * p.tensors.dv_sb + r * p.tensors.dv_sr +
                    h * p.tensors.dv_sh;
#pragma unroll
      for (int nt = 0; nt < kCols / 8; ++nt) {
        const int col = col0 + nt * 8 + 2 * t;
        *reinterpret_cast<uint32_t*>(dk + col) =
            Tr::pack(acc.dk[nt][2 * half] * p.scores.scale, acc.dk[nt][2 * half + 1] * p.scores.scale);
        if constexpr (kSameCols)
          *reinterpret_cast<uint32_t*>(dv + col) = Tr::pack(acc.dv[nt][2 * half], acc.dv[nt][2 * half + 1]);
      }
      if constexpr (!kSameCols) {
#pragma unroll
        for (int nt = 0; nt < kColsV / 8; ++nt)
          *reinterpret_cast<uint32_t*>(dv + col0v + nt * 8 + 2 * t) =
              Tr::pack(acc.dv[nt][2 * half], acc.dv[nt][2 * half + 1]);
      }
    } else {
      const int64_t off = sq.acc_row(h, row) * D;
#pragma unroll
      for (int nt = 0; nt < kCols / 8; ++nt) {
        const int col = col0 + nt * 8 + 2 * t;
        *reinterpret_cast<float2*>(p.ws.dk_accum + off + col) =
            make_float2(acc.dk[nt][2 * half] * p.scores.scale, acc.dk[nt][2 * half + 1] * p.scores.scale);
        if constexpr (kSameCols)
          *reinterpret_cast<float2*>(p.ws.dv_accum + off + col) =
              make_float2(acc.dv[nt][2 * half], acc.dv[nt][2 * half + 1]);
      }
      if constexpr (!kSameCols) {
        const int64_t off_v = sq.acc_row(h, row) * DV;
#pragma unroll
        for (int nt = 0; nt < kColsV / 8; ++nt)
          *reinterpret_cast<float2*>(p.ws.dv_accum + off_v + col0v + nt * 8 + 2 * t) =
              make_float2(acc.dv[nt][2 * half], acc.dv[nt][2 * half + 1]);
      }
    }
  }
}

}  // namespace dash::sm90::bwd::v1
