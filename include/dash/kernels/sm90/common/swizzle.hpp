#pragma once
// The 128-byte-swizzled tile layout of the TMA-loaded tiles (the backward's tile_layout.hpp, the
// forward's K / V fold), host- and device-side, so that the CPU tests check it
// (tests/cpu/test_swizzle.cpp).
#include "dash/schedule/host_device.hpp"  // DASH_HD

namespace dash::sm90 {

// Element offset of (r, c) in a (kRows, kCols) tile of 16-bit elements: kCols / 64 column
// blocks of (kRows, 64), rows of 128 bytes, and the 16-byte chunk j of row r at chunk
// j ^ (r % 8): cute's tile_to_shape(GMMA::Layout_K_SW128_Atom, (kRows, kCols)), which is
// what a TMA box (64, kRows) with CU_TENSOR_MAP_SWIZZLE_128B writes per column block.
template <int kRows, int kCols>
DASH_HD constexpr int swizzled_offset(int r, int c) {
  static_assert(kCols % 64 == 0 && kRows % 8 == 0, "whole 64-column blocks of whole 8-row groups");
  return (c / 64) * kRows * 64 + r * 64 + ((((c % 64) / 8) ^ (r % 8)) * 8) + c % 8;
}

// The wgmma view of such a tile (byte strides of cute's make_gmma_desc canonical forms, in
// 16-byte units: K-major B128 ((8, n), 2) : ((8, SBO), 1), MN-major B128 ((8, n), (8, k)) :
// ((1, LBO), (8, SBO))), checked against swizzled_offset by a model of the hardware's
// address computation in tests/cpu/test_swizzle.cpp.
template <int kRows, int kCols>
struct SwizzledTile {
  static constexpr unsigned kSbo = 1024;             // the next 8 rows (both majors)
  static constexpr unsigned kKMajorLbo = 16;         // K-major: unused by the hardware
  static constexpr unsigned kMnMajorLbo = kRows * 128;  // MN-major: the next 64 columns
  // Bytes from a K-major operand's start to its kk-th 16 columns (K = columns).
  DASH_HD static constexpr unsigned k_slice(int kk) { return (kk / 4) * kRows * 128 + (kk % 4) * 32; }
  // Bytes from an MN-major operand's start to its rows [16 kk, 16 kk + 16) (K = rows).
  DASH_HD static constexpr unsigned row_slice(int kk) { return kk * 16 * 128; }
  // Element offset of row r (a multiple of 8), column 0.
  DASH_HD static constexpr int row_offset(int r) { return r * 64; }
};

}  // namespace dash::sm90
