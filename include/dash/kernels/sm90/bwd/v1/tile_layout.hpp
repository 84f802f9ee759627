#pragma once
// Where the loaded tiles K, V (kBlockN, D) and Q, dO (kBlockM, D) keep their elements in
// shared memory, and the wgmma descriptors that read them. The tile is D / 64 column
// blocks, each (kRows, 64) with a 128-byte row; the 16-byte chunk j of row r sits at chunk
// j ^ (r % 8) (Swizzle<3,4,3> on a 1024-byte-aligned base, as the TMA writes it with
// CU_TENSOR_MAP_SWIZZLE_128B; swizzle.hpp). A head dim of no whole 64-column blocks (96) takes
// D / 32 blocks of 64-byte rows instead (Swizzle<2,4,3>, CU_TENSOR_MAP_SWIZZLE_64B; chunk
// j ^ ((r / 2) % 4)). One tile serves as a K-major operand (K = head dim) and as an MN-major
// one (MN = head dim, K = rows).
// In 16-byte units the wgmma canonical forms (cute's make_gmma_desc) are, for S-byte rows,
//   K-major:  ((8, n), 2) : ((S / 16, SBO), 1)              -> SBO = 8 S bytes, LBO unused (16 B)
//   MN-major: ((S / 16, n), (8, k)) : ((1, LBO), (S / 16, SBO)) -> LBO = the column-block stride
//                                                              (kRows x S bytes), SBO = 8 S bytes.
#include <cstdint>

#include "dash/kernels/sm90/bwd/v1/config.hpp"
#include "dash/kernels/sm90/bwd/primitives.hpp"
#include "dash/kernels/sm90/common/swizzle.hpp"
#include "dash/kernels/sm90/bwd/v1/wgmma_ops.hpp"

namespace dash::sm90::bwd::v1 {

// A (kRows, kCols) tile: Q's and K's head dim by default, V's and dO's (kHeadDimV, its swizzle)
// through VTileLayout / DoTileLayout.
template <class Cfg, int kRows, int kCols_ = Cfg::kHeadDim, int kSwizzleBytes_ = Cfg::kSwizzleBytes>
struct TileLayout {
  static constexpr int kCols = kCols_;
  static constexpr int kSwizzleBytes = kSwizzleBytes_;
  using Sw = SwizzledTile<kRows, kCols, kSwizzleBytes>;

  // Element offset of (r, c): the layout the TMA writes.
  __device__ __forceinline__ static constexpr int offset(int r, int c) {
    return swizzled_offset<kRows, kCols, kSwizzleBytes>(r, c);
  }
  // Element offset of row r (a multiple of 8), column 0, in every column block.
  __device__ __forceinline__ static int row_offset(int r) { return Sw::row_offset(r); }
  // K-major operand (K = head dim) whose rows start at `rows`; k_slice(kk): the bytes to the
  // kk-th 16 columns.
  __device__ __forceinline__ static uint64_t k_major(const void* rows) {
    return smem_desc_swizzled<kSwizzleBytes>(smem_u32(rows), Sw::kKMajorLbo, Sw::kSbo);
  }
  __device__ __forceinline__ static constexpr uint32_t k_slice(int kk) { return Sw::k_slice(kk); }
  // MN-major operand (MN = head dim, K = rows) from the tile's row `r` pointer; row_slice(kk):
  // the bytes to rows [16 kk, 16 kk + 16) further on.
  __device__ __forceinline__ static uint64_t mn_major(const void* rows) {
    return smem_desc_swizzled<kSwizzleBytes>(smem_u32(rows), Sw::kMnMajorLbo, Sw::kSbo);
  }
  __device__ __forceinline__ static constexpr uint32_t row_slice(int kk) { return Sw::row_slice(kk); }
};

template <class Cfg>
using KvTileLayout = TileLayout<Cfg, Cfg::kBlockN>;  // K (and V where kHeadDimV == kHeadDim)
template <class Cfg>
using QTileLayout = TileLayout<Cfg, Cfg::kBlockM>;   // Q (and dO likewise)
template <class Cfg>
using VTileLayout = TileLayout<Cfg, Cfg::kBlockN, Cfg::kHeadDimV, Cfg::kSwizzleBytesV>;
template <class Cfg>
using DoTileLayout = TileLayout<Cfg, Cfg::kBlockM, Cfg::kHeadDimV, Cfg::kSwizzleBytesV>;

}  // namespace dash::sm90::bwd::v1
