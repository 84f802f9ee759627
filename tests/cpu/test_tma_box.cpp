// The TMA tensor maps' geometry (tma_box.hpp): dimensions innermost first, byte strides as
// given (BSHD, padded and head-major BHSD layouts), and boxes that fill exactly one column
// block of the swizzled tile (swizzle.hpp) the wgmma descriptors read.
#include <gtest/gtest.h>

#include "dash/kernels/sm90/common/swizzle.hpp"
#include "dash/kernels/sm90/bwd/tma_box.hpp"

namespace {
using dash::sm90::swizzle_bytes_for;
using dash::sm90::swizzled_offset;
using dash::sm90::bwd::tma_box_cols;
using dash::sm90::bwd::tile_map_args;

TEST(TmaBox, DimensionsStridesAndBox) {
  const int b = 3, s = 1000, h = 6, d = 128;
  struct Layout {
    const char* name;
    int64_t row, head, batch;  // element strides
  } layouts[] = {
      {"bshd", h * d, d, int64_t{s} * h * d},
      {"padded", h * (d + 16) + 8, d + 16, int64_t{s} * (h * (d + 16) + 8) + 64},
      {"bhsd", d, int64_t{s} * d, int64_t{h} * s * d},  // head stride > row stride
  };
  for (const auto& l : layouts) {
    SCOPED_TRACE(l.name);
    const auto a = tile_map_args(d, s, h, b, l.row, l.head, l.batch, 64);
    EXPECT_EQ(a.dims[0], uint64_t(d));
    EXPECT_EQ(a.dims[1], uint64_t(s));
    EXPECT_EQ(a.dims[2], uint64_t(h));
    EXPECT_EQ(a.dims[3], uint64_t(b));
    EXPECT_EQ(a.strides[0], uint64_t(l.row) * 2);
    EXPECT_EQ(a.strides[1], uint64_t(l.head) * 2);
    EXPECT_EQ(a.strides[2], uint64_t(l.batch) * 2);
    for (auto st : a.strides) EXPECT_EQ(st % 16, 0u) << "the driver needs multiples of 16 bytes";
    EXPECT_EQ(a.box[0], 64u);
    EXPECT_EQ(a.box[1], 64u);
    EXPECT_EQ(a.box[2], 1u);
    EXPECT_EQ(a.box[3], 1u);
  }
  // Head dim 96: boxes of 32 columns (64-byte rows); 192 too (its warpgroups' column halves of
  // 96 start on a 32-column atom, not a 64-column one); 256 keeps 64 (halves of 128).
  EXPECT_EQ(tile_map_args(96, s, h, b, h * 96, 96, int64_t{s} * h * 96, 64).box[0], 32u);
  EXPECT_EQ(tile_map_args(192, s, h, b, h * 192, 192, int64_t{s} * h * 192, 64).box[0], 32u);
  EXPECT_EQ(tile_map_args(256, s, h, b, h * 256, 256, int64_t{s} * h * 256, 64).box[0], 64u);
}

// A box of (B columns, R rows) lands as one (R, B) column block of the swizzled tile (B = 64,
// or 32 with 64-byte rows): the loader's destination for column c is the tile's element (0, c),
// and the next block starts R x B elements further on.
template <int R, int D>
void check_blocks() {
  SCOPED_TRACE(::testing::Message() << R << " x " << D);
  constexpr int B = tma_box_cols(D), S = dash::sm90::bwd::bwd_swizzle_bytes(D);
  static_assert(B * 2 == S, "a box row is one swizzle row");
  for (int c = 0; c < D; c += B) {
    const int start = swizzled_offset<R, D, S>(0, c);
    EXPECT_EQ(start, (c / B) * R * B);
    // Every element of the box (r, c + j) stays inside that block.
    for (int r = 0; r < R; ++r)
      for (int j = 0; j < B; ++j) {
        const int e = swizzled_offset<R, D, S>(r, c + j) - start;
        ASSERT_GE(e, 0);
        ASSERT_LT(e, R * B);
      }
  }
}

TEST(TmaBox, BoxesFillWholeColumnBlocks) {
  check_blocks<64, 64>();
  check_blocks<64, 128>();
  check_blocks<128, 64>();
  check_blocks<128, 128>();
  check_blocks<64, 96>();
  check_blocks<128, 96>();
  check_blocks<32, 192>();  // split columns: 32-row Q tiles, 64-row KV tiles
  check_blocks<64, 192>();
  check_blocks<32, 256>();
  check_blocks<64, 256>();
}

}  // namespace
