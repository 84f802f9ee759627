#pragma once
// The backward's loaded tiles: K, V (kBlockN rows) and Q, dO (kBlockM rows) sit in shared memory
// as the TMA writes them (tma_maps.hpp): column blocks of one swizzle row each (64 columns of
// 128-byte rows; 32 of 64-byte rows where the head dim, or a warpgroup's column half, is no
// whole 64-column block), the 16-byte chunk j of row r at j ^ (r % 8) (common/swizzle.hpp), on
// a 1024-byte-aligned base. A kernel reads them as wgmma operands through its own descriptors
// (v1/tile_layout.hpp) or CuTe's swizzled layouts (v2/config.hpp).
#include <cstdint>

#include "dash/kernels/sm90/bwd/async_ops.hpp"
#include "dash/kernels/sm90/bwd/tile_traits.hpp"
#include "dash/kernels/sm90/common/swizzle.hpp"

namespace dash::sm90::bwd {

// A (kRows, kCols) loaded tile: Q's and K's head dim by default, V's and dO's (kHeadDimV, its
// swizzle) where the kernel asks.
template <class Traits, int kRows, int kCols_ = Traits::kHeadDim, int kSwizzleBytes_ = Traits::kSwizzleBytes>
struct LoadedTile {
  static constexpr int kCols = kCols_;
  static constexpr int kSwizzleBytes = kSwizzleBytes_;
  // Element offset of (r, c): the layout the TMA writes.
  __host__ __device__ __forceinline__ static constexpr int offset(int r, int c) {
    return swizzled_offset<kRows, kCols, kSwizzleBytes>(r, c);
  }
};

#if defined(__CUDACC__)
// A tile of layout L (LoadedTile, or a kernel's layout of the same bytes), rows [row0, row0 +
// kRows) of (batch, head): one box per column block of the swizzled tile.
template <class L>
__device__ __forceinline__ void tma_load_tile_of(void* dst, const TmaMap* map, int row0, int head, int batch,
                                                 uint64_t* bar) {
#pragma unroll
  for (int c = 0; c < L::kCols; c += L::kSwizzleBytes / 2)
    tma_load_4d(static_cast<char*>(dst) + 2 * L::offset(0, c), map, c, row0, head, batch, bar);
}
// A (kRows, kHeadDim) tile of Q or K (or of V / dO where their head dim is the same).
template <class Traits, int kRows>
__device__ __forceinline__ void tma_load_tile(void* dst, const TmaMap* map, int row0, int head, int batch,
                                              uint64_t* bar) {
  DASH_BWD_TILE_TRAITS(Traits);
  tma_load_tile_of<LoadedTile<Traits, kRows>>(dst, map, row0, head, batch, bar);
}
#endif

}  // namespace dash::sm90::bwd
