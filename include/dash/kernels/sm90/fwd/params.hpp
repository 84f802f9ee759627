// Kernel parameters: TMA descriptors for Q/K/V plus plain pointers for the outputs.
#pragma once

#include <cute/tensor.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>

#include "dash/kernels/sm90/fwd/fwd_config.hpp"
#include "dash/kernels/sm90/fwd/seq_info.hpp"

namespace dash::fwd {

// Global views are 4-D: (seqlen, head_dim, heads, batch), head_dim contiguous, other strides
// in elements. TMA clips every load at these bounds, so ragged sequence tails read zeros.
using GmemShape = cute::Shape<int32_t, int32_t, int32_t, int32_t>;
using GmemStride = cute::Stride<int64_t, cute::_1, int64_t, int64_t>;

template <class Cfg>
struct FwdTma {
  using Element = typename Cfg::Element;
  static auto gmem(void const* ptr, GmemShape shape, GmemStride stride) {
    return cute::make_tensor(cute::make_gmem_ptr(static_cast<Element const*>(ptr)), shape, stride);
  }
  template <class G>
  static auto make_q(G const& g) {
    return cute::make_tma_copy(cute::SM90_TMA_LOAD{}, g, typename Cfg::SmemLayoutQ{},
                               cute::Shape<typename Cfg::BlockM, typename Cfg::HeadDim>{}, cute::_1{});
  }
  // K / V stages: one (block_n, cols) tile each. V has its own head dim (its smem layout, and the
  // TMA box's columns).
  template <class SmemLayout, class Cols, class G>
  static auto make_stage_load(G const& g) {
    return cute::make_tma_copy(cute::SM90_TMA_LOAD{}, g, cute::take<0, 2>(SmemLayout{}),
                               cute::Shape<typename Cfg::BlockN, Cols>{}, cute::_1{});
  }
  template <class G>
  static auto make_k(G const& g) {
    return make_stage_load<typename Cfg::SmemLayoutK, typename Cfg::HeadDim>(g);
  }
  template <class G>
  static auto make_v(G const& g) {
    return make_stage_load<typename Cfg::SmemLayoutV, typename Cfg::HeadDimV>(g);
  }
  static auto gmem_out(void* ptr, GmemShape shape, GmemStride stride) {
    return cute::make_tensor(cute::make_gmem_ptr(static_cast<Element*>(ptr)), shape, stride);
  }
  // O: each consumer warpgroup stores its (64, d_v) rows.
  template <class G>
  static auto make_o(G const& g) {
    return cute::make_tma_copy(cute::SM90_TMA_STORE{}, g, typename Cfg::SmemLayoutO{},
                               cute::Shape<cute::_64, typename Cfg::HeadDimV>{}, cute::_1{});
  }
  using GmemTensor = decltype(cute::make_tensor(
      cute::make_gmem_ptr(static_cast<Element const*>(nullptr)), GmemShape{}, GmemStride{}));
  using GmemOutTensor = decltype(cute::make_tensor(
      cute::make_gmem_ptr(static_cast<Element*>(nullptr)), GmemShape{}, GmemStride{}));
  using TmaQ = decltype(make_q(GmemTensor{}));
  using TmaK = decltype(make_k(GmemTensor{}));
  using TmaV = decltype(make_v(GmemTensor{}));
  using TmaO = decltype(make_o(GmemOutTensor{}));
};

template <class Cfg>
struct FwdKernelParams {
  using Tma = FwdTma<Cfg>;
  typename Tma::TmaQ tma_q;
  typename Tma::TmaK tma_k;
  typename Tma::TmaV tma_v;
  GmemShape shape_q;   // (seqlen_q, d, heads, batch); O's is shape_o's
  GmemShape shape_kv;  // (seqlen_k, d, heads_kv, batch); V's is shape_v's

  void* o;             // (batch, seqlen_q, heads, d_v), strides below, in elements
  int64_t o_batch_stride, o_row_stride, o_head_stride;
  float* lse;          // fp32, natural log: entry b, head h, row r at b * lse_batch_stride +
  int64_t lse_batch_stride, lse_head_stride;  //   h * lse_head_stride + q0 + r (seq_info.hpp)

  int seqlen_q, seqlen_k, heads, heads_per_kv;  // packed: seqlen_q / seqlen_k are the total rows
  int batch, m_tiles;  // work tiles: m_tiles * heads * batch (packed: m_tiles of the longest)
  // Packed (variable-length) batch: batch + 1 row offsets each; null for a dense batch.
  int const* cu_seqlens_q;
  int const* cu_seqlens_k;
  int const* seqused_q;  // packed, optional: the rows each sequence uses (seq_info.hpp)
  int const* seqused_k;
  int* error_mailbox;  // packed: where a sequence longer than max_seqlen_q is reported
  int tile_section;    // (batch, head) pairs per scheduling section (TileScheduler)
  float scale_log2;    // softmax_scale * log2(e): softmax runs on exp2 (log2(e) under a softcap)
  float softmax_scale; // the softmax's scale of the scores (1 under a softcap, which scales first)
  float softcap;       // > 0: scores are softcap * tanh(S * softcap_scale) (softmax_numerics.hpp)
  float softcap_scale; // softmax_scale / softcap
  bool causal;
  int window_left, window_right;  // plan/window.hpp's ResolvedMask: -1 unbounded; right -1 under causal
  bool mirrored_units;  // TileScheduler's unit kind, from use_mirrored_units
  // Optional K / V factors of the exact backward's bound (api.hpp FwdParams::kv_stats):
  // (batch, heads_kv, 2), zeroed before the kernel; folded by the consumers (kv_stats.hpp).
  float* kv_stats;
  // Optional, laid out as lse: what the backward's log2 of lse misses (softmax_numerics.hpp,
  // lse_log2_residual).
  float* lse_residual;
  // O by TMA store (Cfg::kOTma and a dense batch: launch.hpp); else each thread stores its
  // column pairs. tma_o is set only where o_tma is.
  bool o_tma;
  typename Tma::TmaO tma_o;
};

// V's and O's global shapes: K's and Q's with V's head dim (the same where the dims agree).
template <class Cfg>
CUTE_HOST_DEVICE GmemShape with_head_dim_v(GmemShape const& s) {
  if constexpr (Cfg::kHeadDimV == Cfg::kHeadDim) {
    return s;
  } else {
    return GmemShape{cute::get<0>(s), int32_t(Cfg::kHeadDimV), cute::get<2>(s), cute::get<3>(s)};
  }
}
template <class Cfg>
CUTE_HOST_DEVICE GmemShape shape_v(FwdKernelParams<Cfg> const& p) {
  return with_head_dim_v<Cfg>(p.shape_kv);
}
template <class Cfg>
CUTE_HOST_DEVICE GmemShape shape_o(FwdKernelParams<Cfg> const& p) {
  return with_head_dim_v<Cfg>(p.shape_q);
}

}  // namespace dash::fwd
