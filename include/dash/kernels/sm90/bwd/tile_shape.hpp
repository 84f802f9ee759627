#pragma once
// The backward's tile shape per head dim, host- and device-side (the plan, the TMA maps and the
// CPU tests read it as the kernels' configuration does, bwd_config.hpp).
#include "dash/kernels/sm90/common/swizzle.hpp"

namespace dash::sm90::bwd {

// Q rows per step (the Schedule's, a dQ tile's). Head dim 64 takes 128-row steps: they run
// faster than 64-row steps in every kernel and mode (docs/tuning-record.md, 'Step height').
// Head dims past 128 take 32-row steps of 64-row KV tiles with the head-dim columns split between
// the MMA warpgroups (split_mainloop.hpp; the arithmetic: docs/head-dims.md).
constexpr bool bwd_split_cols(int head_dim) { return head_dim > 128; }
constexpr int bwd_block_m(int head_dim) { return head_dim == 64 ? 128 : bwd_split_cols(head_dim) ? 32 : 64; }
constexpr int bwd_block_n(int head_dim) { return bwd_split_cols(head_dim) ? 64 : 128; }
// The swizzle of the loaded K, V, Q, dO tiles: swizzle_bytes_for(head dim), and where the
// warpgroups split the columns, one whose atoms the halves start on (192: 96 columns, 64-byte
// atoms of 32; the MN-major operands of a half must start on an atom).
// A tile of `cols` columns in a kernel that splits them (split) or not.
constexpr int bwd_tile_swizzle_bytes(int cols, bool split) {
  return split && (cols / 2) % 64 != 0 ? 64 : swizzle_bytes_for(cols);
}
constexpr int bwd_swizzle_bytes(int head_dim) { return bwd_tile_swizzle_bytes(head_dim, bwd_split_cols(head_dim)); }

}  // namespace dash::sm90::bwd
