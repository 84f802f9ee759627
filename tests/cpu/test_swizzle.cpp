// The 128-byte-swizzled tiles of the TMA loaders (swizzle.hpp): a bijection with whole
// 16-byte chunks, equal to cute's Swizzle<3,4,3> of the column-block layout, and read back
// element for element by a model of the wgmma address computation with the descriptor
// strides and slice offsets the kernel uses (K-major: S^T = K Q^T; MN-major: dV, dK, dQ).
#include <gtest/gtest.h>

#include <vector>

#include "dash/kernels/sm90/common/swizzle.hpp"

namespace {
using dash::sm90::swizzled_offset;
using dash::sm90::SwizzledTile;

// Swizzle<3,4,3> on a byte offset from a 1024-byte-aligned base: bits [4, 7) ^= bits [7, 10).
unsigned swizzle_bytes(unsigned b) { return b ^ ((b >> 3) & 0x70u); }

template <int R, int C>
void check_tile() {
  SCOPED_TRACE(::testing::Message() << "tile " << R << " x " << C);
  std::vector<int> seen(R * C, 0);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int o = swizzled_offset<R, C>(r, c);
      ASSERT_GE(o, 0);
      ASSERT_LT(o, R * C);
      ++seen[o];
      if (c % 8 != 0) ASSERT_EQ(o, (swizzled_offset<R, C>(r, c - c % 8)) + c % 8) << "a 16-byte chunk stays whole";
      else ASSERT_EQ(o % 8, 0);
      const unsigned plain = 2u * ((c / 64) * R * 64 + r * 64 + c % 64);  // column blocks of 128-byte rows
      ASSERT_EQ(2u * o, swizzle_bytes(plain)) << "r=" << r << " c=" << c;
    }
  for (int i = 0; i < R * C; ++i) ASSERT_EQ(seen[i], 1) << "offset " << i;
}

TEST(SwizzledTile, BijectionAndSwizzle343) {
  check_tile<64, 64>();
  check_tile<64, 128>();
  check_tile<128, 64>();
  check_tile<128, 128>();
}

// K-major ((8, n), 2) : ((8, SBO), 1) in 16-byte units from the operand's start (rows row0..,
// k-slice kk): element (m, k) of a 64 x 16 slice.
template <int R, int C>
void check_k_major() {
  using T = SwizzledTile<R, C>;
  for (int row0 = 0; row0 < R; row0 += 64)
    for (int kk = 0; kk < C / 16; ++kk) {
      const unsigned start = 2u * T::row_offset(row0) + T::k_slice(kk);
      for (int m = 0; m < 64; ++m)
        for (int k = 0; k < 16; ++k) {
          const unsigned a = start + (m % 8) * 128 + (m / 8) * T::kSbo + (k / 8) * 16 + (k % 8) * 2;
          ASSERT_EQ(swizzle_bytes(a), 2u * (swizzled_offset<R, C>(row0 + m, kk * 16 + k)))
              << "R=" << R << " C=" << C << " row0=" << row0 << " kk=" << kk << " m=" << m << " k=" << k;
        }
    }
}

// MN-major ((8, n), (8, k)) : ((1, LBO), (8, SBO)): MN = the columns, K = 16 rows from the
// operand's start (row r0, row slice kk).
template <int R, int C>
void check_mn_major() {
  using T = SwizzledTile<R, C>;
  for (int r0 = 0; r0 < R; r0 += 64)
    for (int kk = 0; kk < (R - r0 < 64 ? R - r0 : 64) / 16; ++kk) {
      const unsigned start = 2u * T::row_offset(r0) + T::row_slice(kk);
      for (int mn = 0; mn < C; ++mn)
        for (int k = 0; k < 16; ++k) {
          const unsigned a = start + (mn / 64) * T::kMnMajorLbo + ((mn % 64) / 8) * 16 + (mn % 8) * 2 +
                             (k % 8) * 128 + (k / 8) * T::kSbo;
          ASSERT_EQ(swizzle_bytes(a), 2u * (swizzled_offset<R, C>(r0 + kk * 16 + k, mn)))
              << "R=" << R << " C=" << C << " r0=" << r0 << " kk=" << kk << " mn=" << mn << " k=" << k;
        }
    }
}

TEST(SwizzledTile, WgmmaKMajorViewReadsTheTile) {
  check_k_major<64, 64>();
  check_k_major<64, 128>();
  check_k_major<128, 64>();
  check_k_major<128, 128>();
}

TEST(SwizzledTile, WgmmaMnMajorViewReadsTheTile) {
  check_mn_major<64, 64>();
  check_mn_major<64, 128>();
  check_mn_major<128, 64>();
  check_mn_major<128, 128>();
}

// A deliberately wrong stride must be caught by the same model (the test can fail).
TEST(SwizzledTile, TheModelCatchesAWrongStride) {
  using T = SwizzledTile<128, 128>;
  int mismatches = 0;
  for (int mn = 0; mn < 128; ++mn) {
    const unsigned a = T::row_slice(1) + (mn / 64) * (T::kMnMajorLbo / 2) + ((mn % 64) / 8) * 16 + (mn % 8) * 2;
    mismatches += swizzle_bytes(a) != 2u * (swizzled_offset<128, 128>(16, mn));
  }
  EXPECT_EQ(mismatches, 64);  // the second column block, at half its stride
}

}  // namespace
