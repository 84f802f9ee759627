#pragma once
// The swizzled tile layouts of the TMA-loaded tiles (the backward's tile_layout.hpp, the
// forward's O slabs and K / V fold), host- and device-side, so that the CPU tests check them
// (tests/cpu/test_swizzle.cpp). Rows of 128 bytes (64 16-bit elements) by default; a head dim
// that is no whole number of them (96) takes rows of 64 bytes.
#include "dash/schedule/host_device.hpp"  // DASH_HD

namespace dash::sm90 {

// The swizzle of a tile with kCols 16-bit columns: 128-byte rows where the columns are whole
// 64-element atom rows, else 64-byte ones (32 elements).
constexpr int swizzle_bytes_for(int cols) { return cols % 64 == 0 ? 128 : 64; }

// Element offset of (r, c) in a (kRows, kCols) tile of 16-bit elements with kSwizzleBytes-byte
// rows (A = kSwizzleBytes / 2 elements): kCols / A column blocks of (kRows, A), and the 16-byte
// chunk j of row r at chunk j ^ ((r / (128 / kSwizzleBytes)) % (kSwizzleBytes / 16)):
// cute's tile_to_shape(GMMA::Layout_K_SW128_Atom (or SW64), (kRows, kCols)), which is what a
// TMA box (A, kRows) with CU_TENSOR_MAP_SWIZZLE_128B (64B) writes per column block
// (Swizzle<3,4,3> / Swizzle<2,4,3> on the byte offset).
template <int kRows, int kCols, int kSwizzleBytes = 128>
DASH_HD constexpr int swizzled_offset(int r, int c) {
  static_assert(kSwizzleBytes == 128 || kSwizzleBytes == 64, "128- or 64-byte swizzle");
  constexpr int A = kSwizzleBytes / 2, kChunks = kSwizzleBytes / 16, kRowsPerPhase = 128 / kSwizzleBytes;
  static_assert(kCols % A == 0 && kRows % 8 == 0, "whole column blocks of whole 8-row groups");
  return (c / A) * kRows * A + r * A + ((((c % A) / 8) ^ ((r / kRowsPerPhase) % kChunks)) * 8) + c % 8;
}

// The wgmma view of such a tile (byte strides of cute's make_gmma_desc canonical forms, in
// 16-byte units T: K-major ((8, n), (T, 2)) : ((kSwizzleBytes / 16 T, SBO), (1, T)), MN-major
// ((T, kSwizzleBytes / 16, n), (8, k)) : ((1, T, LBO), (kSwizzleBytes / 16 T, SBO))), checked
// against swizzled_offset by a model of the hardware's address computation in
// tests/cpu/test_swizzle.cpp.
template <int kRows, int kCols, int kSwizzleBytes = 128>
struct SwizzledTile {
  static constexpr int kAtomCols = kSwizzleBytes / 2;                   // columns per column block
  static constexpr unsigned kSbo = 8 * kSwizzleBytes;                   // the next 8 rows (both majors)
  static constexpr unsigned kKMajorLbo = 16;                            // K-major: unused by the hardware
  static constexpr unsigned kMnMajorLbo = kRows * kSwizzleBytes;        // MN-major: the next column block
  // Bytes from a K-major operand's start to its kk-th 16 columns (K = columns).
  DASH_HD static constexpr unsigned k_slice(int kk) {
    return (kk * 16 / kAtomCols) * kRows * kSwizzleBytes + (kk * 16 % kAtomCols) * 2;
  }
  // Bytes from an MN-major operand's start to its rows [16 kk, 16 kk + 16) (K = rows).
  DASH_HD static constexpr unsigned row_slice(int kk) { return kk * 16 * kSwizzleBytes; }
  // Element offset of row r (a multiple of 8), column 0.
  DASH_HD static constexpr int row_offset(int r) { return r * kAtomCols; }
};

}  // namespace dash::sm90
