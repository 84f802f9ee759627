#pragma once
// The geometry of the backward's TMA tensor maps (tma_maps.hpp encodes it), kept free of
// driver types so that the CPU tests check it (tests/cpu/test_tma_box.cpp): a (batch, rows,
// heads, D) tensor of 16-bit elements is a 4-d map (D, rows, heads, batch), innermost first,
// with byte strides (row, head, batch) in whatever order they come (BSHD and BHSD both
// work: the driver takes any strides that are multiples of 16 below 2^40), and one box is
// (64, box_rows, 1, 1): 64 columns = 128 bytes, the width of the 128-byte swizzle (32 columns,
// the 64-byte swizzle's, where the head dim is no whole 64-column blocks or the warpgroups'
// column halves are not: tile_shape.hpp).
#include <cstdint>

#include "dash/kernels/sm90/bwd/tile_shape.hpp"

namespace dash::sm90::bwd {

struct TileMapArgs {
  uint64_t dims[4];     // elements: D, rows, heads, batch
  uint64_t strides[3];  // bytes: row, head, batch (dimension 0 is contiguous)
  uint32_t box[4];      // elements
};

// Columns per box: one swizzle row of 16-bit elements (the backward's swizzle, tile_shape.hpp).
constexpr int tma_box_cols(int head_dim) { return bwd_swizzle_bytes(head_dim) / 2; }

// cols columns (a head dim) in boxes of box_cols (one swizzle row of the tile they land in).
constexpr TileMapArgs tile_map_args_boxed(int cols, int box_cols, int rows, int heads, int batch, int64_t s_row,
                                          int64_t s_head, int64_t s_batch, int box_rows) {
  constexpr uint64_t E = 2;  // bf16 / fp16
  return TileMapArgs{{static_cast<uint64_t>(cols), static_cast<uint64_t>(rows), static_cast<uint64_t>(heads),
                      static_cast<uint64_t>(batch)},
                     {static_cast<uint64_t>(s_row) * E, static_cast<uint64_t>(s_head) * E,
                      static_cast<uint64_t>(s_batch) * E},
                     {static_cast<uint32_t>(box_cols), static_cast<uint32_t>(box_rows), 1, 1}};
}
// A tile of Q or K (of V and dO too where their head dim is Q's): the backward's boxes of its head dim.
constexpr TileMapArgs tile_map_args(int head_dim, int rows, int heads, int batch, int64_t s_row, int64_t s_head,
                                    int64_t s_batch, int box_rows) {
  return tile_map_args_boxed(head_dim, tma_box_cols(head_dim), rows, heads, batch, s_row, s_head, s_batch, box_rows);
}

}  // namespace dash::sm90::bwd
