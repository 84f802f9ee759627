// Compile-time shape of the forward kernel: tiles, pipeline depth, warp roles, MMA atoms, smem.
#pragma once

#include <type_traits>

#include <cute/tensor.hpp>
#include <cutlass/numeric_types.h>
#include <cutlass/pipeline/sm90_pipeline.hpp>

#include "dash/kernels/sm90/common/swizzle.hpp"
#include "dash/kernels/sm90/fwd/launch_args.hpp"
#include "dash/plan/tile_table.hpp"

namespace dash::fwd {

// Query rows of a work tile (64 per consumer warpgroup) by head dims and tile kind, and keys per
// pipeline stage: the tile table's forward columns (dash/plan/tile_table.hpp). Head dim 64 takes
// three warpgroups for the full-mask and the long-causal tiles (FwdTileKind), measured against
// two (bench/NOTES-fwd.md, 2026-12-05): with the full mask 8-14% faster at every length; with the
// causal mask 9-10% faster from 8,192 queries and slower up to 4,096, so shorter causal and
// windowed calls keep two. The other head dims take 128 rows (two warpgroups at 240 registers: O
// alone holds d_v / 2 of them). The key tile is the same for every tile kind (wider tiles for the
// full mask were slower or within the noise: bench/NOTES-fwd.md, 2026-12-05). Past 128 it is what
// shared memory leaves beside Q (128 x d) and two K / V stages: 2 bytes x (128 d + 2 kBlockN (d +
// d_v)) <= 227 KB gives 112 keys at (192, 192), 128 at (192, 128) and 80 at 256 (with whole k16
// slices of P); FlashAttention-3 runs these shapes too. Head dims 64, 96 and 128 keep 128 x 128.
constexpr int fwd_block_m(int head_dim, int head_dim_v, FwdTileKind tile) {
  const FwdTiles t = tile_row(head_dim, head_dim_v).fwd;
  return tile == FwdTileKind::kFullMask     ? t.block_m_full
         : tile == FwdTileKind::kLongCausal ? t.block_m_long_causal
                                            : t.block_m;
}
constexpr int fwd_block_n(int head_dim, int head_dim_v) { return tile_row(head_dim, head_dim_v).fwd.block_n; }

// One instantiation per (dtype, head dims) and, where a tile kind has a shape of its own (kTile:
// fwd_block_m), per tile kind; the mask is a runtime flag. kHeadDim is Q's and K's last
// dimension, kHeadDimV V's and O's.
template <class Element_, int kHeadDim_, int kHeadDimV_, FwdTileKind kTile_ = FwdTileKind::kPlain>
struct FwdConfig {
  using Element = Element_;  // cutlass::bfloat16_t or cutlass::half_t
  static constexpr int kHeadDim = kHeadDim_;
  static constexpr int kHeadDimV = kHeadDimV_;
  static_assert(tile_row_index(kHeadDim, kHeadDimV) >= 0, "head dims without a row of the tile table");
  static_assert(sizeof(Element) == 2, "16-bit inputs only");
  // One CTA per cluster: the K / V pipelines' cluster shape (2-CTA clusters sharing K / V tiles
  // by multicast were within the noise: bench/NOTES-fwd.md, 2026-12-05).
  using ClusterShape = cute::Shape<cute::_1, cute::_1, cute::_1>;

  // Query rows per CTA: 64 per consumer warpgroup.
  static constexpr FwdTileKind kTile = kTile_;
  static constexpr int kBlockM = fwd_block_m(kHeadDim, kHeadDimV, kTile);
  // Keys per pipeline stage.
  static constexpr int kBlockN = fwd_block_n(kHeadDim, kHeadDimV);
  // K and V smem stages (three were within the noise and take 224 KB at head dim 128). Q has one
  // buffer, released after the tile's last S GEMM (a second one, for the next tile's Q, was 2-9%
  // slower: bench/NOTES-fwd.md).
  static constexpr int kStages = 2;
  static constexpr int kNumConsumerWarpGroups = kBlockM / 64;
  static_assert(kNumConsumerWarpGroups == 2 || kNumConsumerWarpGroups == 3, "two or three consumer warpgroups");
  static constexpr int kNumMmaThreads = 128 * kNumConsumerWarpGroups;
  static constexpr int kNumThreads = kNumMmaThreads + 128;  // + one producer warpgroup
  // setmaxnreg: the producer only issues TMA; consumers hold S, P and O in registers. Three
  // consumer warpgroups split the register file at 160 each (the producer keeps 32).
  static constexpr int kProducerRegs = kNumConsumerWarpGroups == 2 ? 24 : 32;
  static constexpr int kConsumerRegs = kNumConsumerWarpGroups == 2 ? 240 : 160;
  static_assert(kProducerRegs * 128 + kConsumerRegs * kNumMmaThreads <= 65536, "register file");
  // kBlockN % 16: whole k16 slices of P for the P V GEMM; TMA boxes hold at most 256 rows.
  static_assert(kBlockN % 16 == 0 && kBlockN <= 256 && kBlockM % 64 == 0);

  // The softmax's fused exponent where it is harmless (softmax_numerics.hpp). Measured in one
  // run on the forward before its restructuring (main / this / main / this, N(0,1), the paper's
  // sweep): 1.004-1.049x at head dim 128 (mean 1.026), 0.961-0.990x at 64 (mean 0.976); on the
  // restructured forward within the noise at 64 (H100, 2026-12-05), so head dim 64 keeps the
  // one exact path (an FADD and an FMUL per score where the fused one issues an FFMA).
  static constexpr bool kFusedExponent = kHeadDim == 128;

  using BlockM = cute::Int<kBlockM>;
  using BlockN = cute::Int<kBlockN>;
  using HeadDim = cute::Int<kHeadDim>;
  using HeadDimV = cute::Int<kHeadDimV>;

  // S = Q K^T: (block_m, block_n) += (block_m, d) x (block_n, d)^T, both operands from smem.
  using TiledMmaQK = decltype(cute::make_tiled_mma(
      cute::GMMA::ss_op_selector<Element, Element, float, cute::Shape<cute::_64, BlockN, HeadDim>>(),
      cute::Layout<cute::Shape<cute::Int<kNumConsumerWarpGroups>, cute::_1, cute::_1>>{}));
  // P goes through shared memory where a thread's registers cannot hold it beside S and O (three
  // warpgroups at 160 registers with 192-key tiles: 96 + 32 + 48 of them): each warpgroup
  // stores its (64, block_n) rows of P there and its P V GEMM reads both operands from shared
  // memory. Elsewhere P stays in registers.
  static constexpr int kAccumulatorRegs = kBlockN / 2 + kHeadDimV / 2 + kBlockN / 4;  // S, O, P per thread
  static constexpr bool kPSmem = kAccumulatorRegs > kConsumerRegs - 32;
  static_assert(!kPSmem || kBlockN % 64 == 0, "P's shared-memory rows are whole 128-byte swizzle atoms");
  // O = P V: (block_m, d) += (block_m, block_n) x (block_n, d); P from registers (or shared
  // memory, kPSmem), V read through its transposed (MN-major) smem view.
  using MmaAtomPV = std::conditional_t<
      kPSmem,
      decltype(cute::GMMA::ss_op_selector<Element, Element, float, cute::Shape<cute::_64, HeadDimV, BlockN>,
                                          cute::GMMA::Major::K, cute::GMMA::Major::MN>()),
      decltype(cute::GMMA::rs_op_selector<Element, Element, float, cute::Shape<cute::_64, HeadDimV, BlockN>,
                                          cute::GMMA::Major::K, cute::GMMA::Major::MN>())>;
  using TiledMmaPV = decltype(cute::make_tiled_mma(
      MmaAtomPV{}, cute::Layout<cute::Shape<cute::Int<kNumConsumerWarpGroups>, cute::_1, cute::_1>>{}));

  // 128-byte swizzle (a 64-element 16-bit row per atom row): conflict-free for TMA and wgmma.
  // A row of 96 elements is no whole number of 64-element atom rows: there the 64-byte swizzle
  // (32-element atom rows).
  using SmemAtom = cute::GMMA::Layout_K_SW128_Atom<Element>;
  template <int kCols>
  using SmemAtomOf = std::conditional_t<sm90::swizzle_bytes_for(kCols) == 128, SmemAtom,
                                        cute::GMMA::Layout_K_SW64_Atom<Element>>;
  static_assert(kHeadDim % 32 == 0 && kHeadDimV % 32 == 0, "whole 64-byte swizzle rows");
  using SmemLayoutQ = decltype(cute::tile_to_shape(SmemAtomOf<kHeadDim>{}, cute::Shape<BlockM, HeadDim>{}));  // (block_m, d)
  using SmemLayoutK = decltype(cute::tile_to_shape(
      SmemAtomOf<kHeadDim>{}, cute::Shape<BlockN, HeadDim, cute::Int<kStages>>{}));  // (block_n, d, stages)
  using SmemLayoutV = decltype(cute::tile_to_shape(
      SmemAtomOf<kHeadDimV>{}, cute::Shape<BlockN, HeadDimV, cute::Int<kStages>>{}));  // (block_n, d_v, stages)
  // V^T view of the same bytes: (d_v, block_n, stages).
  using SmemLayoutVt = decltype(cute::composition(
      SmemLayoutV{}, cute::make_ordered_layout(cute::Shape<HeadDimV, BlockN, cute::Int<kStages>>{},
                                               cute::Step<cute::_2, cute::_1, cute::_3>{})));

  // P's staging (kPSmem): (block_m, block_n), K-major, as the P V GEMM reads it (without
  // kPSmem an unused (block_m, 64), so that any block_n gives a layout).
  using SmemLayoutP = decltype(cute::tile_to_shape(SmemAtom{}, cute::Shape<BlockM, cute::Int<kPSmem ? kBlockN : 64>>{}));

  // O's staging for the TMA store: one (64, d_v) slab per consumer warpgroup, which stores its
  // own rows as soon as they are ready (the warpgroups finish a tile at different times).
  // Only where the slabs fit beside Q and the K / V stages (the tiles past head dim 128 do not).
  static constexpr int kSmemBytesNoO = 2 * (kHeadDim * kBlockM + (kHeadDim + kHeadDimV) * kBlockN * kStages) +
                                       (kPSmem ? 2 * kBlockM * kBlockN : 0) + 1024;  // Q, K, V, P, barriers
  static constexpr bool kOTma = kSmemBytesNoO + 2 * kBlockM * kHeadDimV <= 227 * 1024;
  using SmemLayoutO = decltype(cute::tile_to_shape(SmemAtomOf<kHeadDimV>{}, cute::Shape<cute::_64, HeadDimV>{}));  // (64, d_v)

  using Pipeline = cutlass::PipelineTmaAsync<kStages>;
  static constexpr uint32_t kTmaBytesQ = kBlockM * kHeadDim * sizeof(Element);
  static constexpr uint32_t kTmaBytesK = kBlockN * kHeadDim * sizeof(Element);
  static constexpr uint32_t kTmaBytesV = kBlockN * kHeadDimV * sizeof(Element);

  struct SharedStorage {
    // SW128 layouts repeat every 1024 bytes; TMA and the wgmma descriptors need that alignment.
    cute::array_aligned<Element, cute::cosize_v<SmemLayoutQ>, 1024> q;
    cute::array_aligned<Element, cute::cosize_v<SmemLayoutK>, 1024> k;
    cute::array_aligned<Element, cute::cosize_v<SmemLayoutV>, 1024> v;
    cute::array_aligned<Element, kOTma ? cute::cosize_v<SmemLayoutO> * kNumConsumerWarpGroups : 1, 1024> o;
    cute::array_aligned<Element, kPSmem ? cute::cosize_v<SmemLayoutP> : 1, 1024> p;
    typename Pipeline::SharedStorage pipe_k;
    typename Pipeline::SharedStorage pipe_v;
    alignas(8) uint64_t barrier_q;        // Q landed (TMA transaction barrier)
    alignas(8) uint64_t barrier_q_empty;  // consumers done with Q (kNumMmaThreads arrivals)
  };
  static constexpr int kSmemBytes = int(sizeof(SharedStorage));

  // Work tile `iter` (counting the CTA's tiles with keys) uses the Q buffer for the iter-th
  // time: that count's parity is the mbarrier phase.
  CUTE_HOST_DEVICE static constexpr uint32_t q_phase(int iter) { return uint32_t(iter) & 1u; }
  static_assert(kSmemBytes <= 227 * 1024, "exceeds sm90 shared memory per block");
};

}  // namespace dash::fwd
