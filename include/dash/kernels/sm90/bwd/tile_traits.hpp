#pragma once
// What the backward's shared parts (this folder: the task source and its walk, the TMA maps and
// loads, the pre- and postprocess, the packed plan, the dQ reduction protocol) know of a kernel
// instance: its tiles (from the tile table, dash/plan/tile_table.hpp), the dQ accumulator's tile
// layout, the kind's Q walk and the masking extension. Each kernel (v1/, v2/) names its
// BwdTileTraits and hands it, never its own configuration, to the shared parts.
#include <cstdint>

#include "dash/kernels/sm90/bwd/params.hpp"
#include "dash/kernels/sm90/bwd/tile_shape.hpp"
#include "dash/plan/kernel_key.hpp"
#include "dash/schedule/host_device.hpp"

namespace dash::sm90::bwd {

using dash::BwdExtension;
using dash::BwdKernel;
using dash::BwdKernelKind;

// Element_: __nv_bfloat16 or __half. kKernel: whose row of the tile table. kKind: the reduction
// the instance runs (its Q walk: dash/plan/kernel_key.hpp). kExt: the masking extension
// (BwdExtension: kWindow reads BwdKernelParams::mask.window_left / window_right, kSoftcap
// BwdKernelParams::scores.softcap, kPacked BwdKernelParams::packed.cu_seqlens_q, task_source.hpp).
// kDqWarpsN_: the warps of a warpgroup along the dQ tile's head-dim columns (1: each warpgroup
// stages all columns of its rows; 2: the two MMA warpgroups stage a column half each).
template <class Element_, int kHeadDim_, int kHeadDimV_, BwdKernel kKernel_, BwdKernelKind kKind_, BwdExtension kExt_,
          int kDqWarpsN_>
struct BwdTileTraits {
  static constexpr bool kIsTileTraits = true;
  using Element = Element_;
  static constexpr int kHeadDim = kHeadDim_;    // Q's and K's
  static constexpr int kHeadDimV = kHeadDimV_;  // V's, O's, dO's, dV's
  static constexpr BwdKernel kKernel = kKernel_;
  static constexpr BwdKernelKind kKind = kKind_;
  static constexpr bool kExact = kKind == BwdKernelKind::exact;
  static constexpr BwdExtension kExt = kExt_;
  static constexpr bool kPacked = kExt == BwdExtension::kPacked;
  static constexpr bool kCanonicalQOrder = canonical_q_order_of(kKind);  // dash/plan/kernel_key.hpp
  static constexpr bool kShiftSpread = shift_spread_of(kKind);
  template <BwdExtension kOther>
  using With = BwdTileTraits<Element_, kHeadDim_, kHeadDimV_, kKernel_, kKind_, kOther, kDqWarpsN_>;

  static_assert(bwd_tiles(kKernel, kHeadDim, kHeadDimV).serves(), "the kernel has no tiles for these head dims");
  static constexpr int kBlockM = bwd_block_m(kKernel, kHeadDim, kHeadDimV);  // Q rows per step, a dQ tile
  static constexpr int kBlockN = bwd_block_n(kKernel, kHeadDim, kHeadDimV);  // KV rows per task tile
  static constexpr bool kSplitCols = bwd_split_cols(kHeadDim);
  static_assert(kHeadDimV == kHeadDim || kSplitCols, "V's own head dim: the split-column tiles only");
  static constexpr int kSwizzleBytes = bwd_swizzle_bytes(kHeadDim);                    // Q, K
  static constexpr int kSwizzleBytesV = bwd_tile_swizzle_bytes(kHeadDimV, kSplitCols);  // V, dO

  // The dQ accumulator's tile layout (dq_tile_layout.hpp): each (kStepM-row) part of a tile in
  // the fragment order of the warps that stage it, kWarpsM along Q rows and kWarpsN along the
  // head-dim columns, kDqCols columns and kDqFrags accumulator fragments (8 columns x 4 values)
  // per warp. Split columns (head dims past 128): each warpgroup stages dQ^T for its head-dim
  // rows, in 64-row m-tiles of all kStepM Q columns (kDqFullMTiles each), and where the m-tiles
  // are odd in number (192) half of the Q columns of the last one.
  static constexpr int kStepM = kSplitCols ? 32 : 64;
  static constexpr int kWarpsM = 4;
  static constexpr int kWarpsN = kDqWarpsN_;
  static constexpr int kDqCols = kHeadDim / kWarpsN;
  static constexpr int kDqMTiles = kHeadDim / 64;
  static constexpr int kDqFullMTiles = kDqMTiles / 2;
  static constexpr int kDqFrags = kSplitCols ? kDqFullMTiles * (kStepM / 8) + (kDqMTiles % 2) * (kStepM / 16)
                                             : kDqCols / 8;
  static_assert(!kSplitCols || kWarpsN == 1, "split columns stage dQ^T by warpgroup rows");
};

// The shared parts take a BwdTileTraits, never a kernel's own configuration.
#define DASH_BWD_TILE_TRAITS(T) static_assert(T::kIsTileTraits, "a BwdTileTraits (tile_traits.hpp)")

// 4-byte words per dQ accumulator element: fp32 or int32, or a 64-bit fixed-point word.
DASH_HD int dq_word_floats(const BwdKernelParams& p) { return p.reduction.exact_words == kExactWide ? 2 : 1; }

#if defined(__CUDACC__)
// The wide rerun's kernels do their work only when the narrow pass asked for it. The flag
// was written by an earlier kernel on the stream, so a plain load sees it.
__device__ __forceinline__ bool skip_wide_rerun(const BwdKernelParams& p) {
  return p.reduction.exact_rerun && *static_cast<volatile const int*>(p.ws.error + kErrWideNeeded) == 0;
}
#endif

// The window sizes an instance of traits T runs with (-1: unbounded; see BwdExtension).
template <class T>
DASH_HD int window_left_of(const BwdKernelParams& p) {
  return T::kExt != BwdExtension::kNone ? p.mask.window_left : -1;
}
template <class T>
DASH_HD int window_right_of(const BwdKernelParams& p) {
  return T::kExt != BwdExtension::kNone ? p.mask.window_right : -1;
}
// The softcap an instance of traits T runs with (0: none).
template <class T>
DASH_HD float softcap_of(const BwdKernelParams& p) {
  return T::kExt == BwdExtension::kSoftcap || T::kPacked ? p.scores.softcap : 0.f;
}

}  // namespace dash::sm90::bwd
