#pragma once
// The backward's tile shape per kernel and head dims, host- and device-side (the plan, the TMA
// maps, the kernels' traits and the CPU tests read it), from the tile table
// (dash/plan/tile_table.hpp).
#include "dash/kernels/sm90/common/swizzle.hpp"
#include "dash/plan/tile_table.hpp"

namespace dash::sm90::bwd {

// Q rows per step (the Schedule's, a dQ tile's) and KV rows per task tile of kernel k.
constexpr int bwd_block_m(BwdKernel k, int head_dim, int head_dim_v) { return bwd_tiles(k, head_dim, head_dim_v).block_m; }
constexpr int bwd_block_n(BwdKernel k, int head_dim, int head_dim_v) { return bwd_tiles(k, head_dim, head_dim_v).block_n; }
// Head dims past 128 split the head-dim columns between v1's MMA warpgroups (v1's
// split_mainloop.hpp; the arithmetic: docs/head-dims.md).
constexpr bool bwd_split_cols(int head_dim) { return head_dim > 128; }
// The swizzle of the loaded K, V, Q, dO tiles: swizzle_bytes_for(head dim), and where the
// warpgroups split the columns, one whose atoms the halves start on (192: 96 columns, 64-byte
// atoms of 32; the MN-major operands of a half must start on an atom).
// A tile of `cols` columns in a kernel that splits them (split) or not.
constexpr int bwd_tile_swizzle_bytes(int cols, bool split) {
  return split && (cols / 2) % 64 != 0 ? 64 : swizzle_bytes_for(cols);
}
constexpr int bwd_swizzle_bytes(int head_dim) { return bwd_tile_swizzle_bytes(head_dim, bwd_split_cols(head_dim)); }

}  // namespace dash::sm90::bwd
