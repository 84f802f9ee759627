#pragma once
// Postprocess: fp32 workspaces -> outputs in the input dtype.
//   dQ:            dq = dq_accum * scale (exact mode: the accumulator holds 64-bit fixed
//                  point with a per-row exponent)
//   dK/dV (GQA):   sum of the per-Q-head fp32 tiles of a KV head in ascending head order.
#include "dash/kernels/sm90/bwd/config.hpp"
#include "dash/kernels/sm90/bwd/dq_tile_layout.hpp"
#include "dash/kernels/sm90/bwd/preprocess.hpp"
#include "dash/kernels/sm90/bwd/primitives.hpp"
#include "dash/reduction/fixed_point.hpp"

namespace dash::sm90::bwd {

// grid (num_q_tiles, batch*heads), 256 threads; each thread converts column pairs.
template <class Cfg>
__global__ void __launch_bounds__(256) bwd_postprocess_dq_kernel(BwdKernelParams p) {
  using Element = typename Cfg::Element;
  using Tr = ElemTraits<Element>;
  constexpr int D = Cfg::kHeadDim, BM = Cfg::kBlockM;
  const int qt = blockIdx.x, bh = blockIdx.y;
  const int b = bh / p.heads, h = bh % p.heads;
  const int64_t tile0 = (static_cast<int64_t>(bh) * p.seqlen_q_pad + qt * BM) * D;  // in elements
  for (int i = threadIdx.x; i < BM * D / 2; i += blockDim.x) {
    const int r = i / (D / 2), c = 2 * (i % (D / 2));
    const int row = qt * BM + r;
    if (row >= p.seqlen_q) break;  // rows increase with i
    const int off = dq_tile_offset<Cfg>(r, c);  // c even: (r, c) and (r, c + 1) are adjacent
    float2 v;
    if (p.exact) {
      const int e = p.dq_exp[static_cast<int64_t>(bh) * p.seqlen_q_pad + row];
      const longlong2 fx = *reinterpret_cast<const longlong2*>(p.dq_accum + 2 * (tile0 + off));
      v = e == kNonFiniteRow ? make_float2(NAN, NAN)
                             : make_float2(exact::from_fixed64(fx.x, e), exact::from_fixed64(fx.y, e));
    } else {
      v = *reinterpret_cast<const float2*>(p.dq_accum + tile0 + off);
    }
    Element* dq = static_cast<Element*>(p.dq) + b * p.dq_sb + row * p.dq_sr + h * p.dq_sh + c;
    *reinterpret_cast<uint32_t*>(dq) = Tr::pack(v.x * p.scale, v.y * p.scale);
  }
}

// grid (ceil(seqlen_k / 32), batch*heads_kv), 256 threads.
template <class Cfg>
__global__ void __launch_bounds__(256) bwd_postprocess_dkdv_kernel(BwdKernelParams p) {
  using Element = typename Cfg::Element;
  using Tr = ElemTraits<Element>;
  constexpr int D = Cfg::kHeadDim, kRows = 32;
  const int b = blockIdx.y / p.heads_kv, hk = blockIdx.y % p.heads_kv;
  const int group = p.heads / p.heads_kv;
  for (int i = threadIdx.x; i < kRows * D / 2; i += blockDim.x) {
    const int r = i / (D / 2), c = 2 * (i % (D / 2));
    const int row = blockIdx.x * kRows + r;
    if (row >= p.seqlen_k) break;
    float2 sk = make_float2(0.f, 0.f), sv = make_float2(0.f, 0.f);
    for (int j = 0; j < group; ++j) {  // ascending Q head: a fixed summation order
      const int64_t bh = static_cast<int64_t>(b) * p.heads + hk * group + j;
      const int64_t off = (bh * p.seqlen_k + row) * D + c;
      const float2 k = *reinterpret_cast<const float2*>(p.dk_accum + off);
      const float2 v = *reinterpret_cast<const float2*>(p.dv_accum + off);
      sk.x += k.x; sk.y += k.y;
      sv.x += v.x; sv.y += v.y;
    }
    Element* dk = static_cast<Element*>(p.dk) + b * p.dk_sb + row * p.dk_sr + hk * p.dk_sh + c;
    Element* dv = static_cast<Element*>(p.dv) + b * p.dv_sb + row * p.dv_sr + hk * p.dv_sh + c;
    *reinterpret_cast<uint32_t*>(dk) = Tr::pack(sk.x, sk.y);
    *reinterpret_cast<uint32_t*>(dv) = Tr::pack(sv.x, sv.y);
  }
}

}  // namespace dash::sm90::bwd
