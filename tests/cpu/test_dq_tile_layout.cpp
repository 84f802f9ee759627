// The fragment-native dQ tile order (dq_tile_layout.hpp) is a bijection, and it puts the
// four values one thread holds for an 8-column block into 16 contiguous bytes.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "dash/kernels/sm90/bwd/dq_tile_layout.hpp"

namespace {
using dash::sm90::bwd::dq_frag_offset;
using dash::sm90::bwd::dq_tile_offset;

struct Bf16Tag {};
template <int D>
struct Cfg : dash::sm90::bwd::BwdConfig<Bf16Tag, D> {};

template <int D>
void check_layout() {
  using C = Cfg<D>;
  const int n = C::kBlockM * D;
  std::vector<int> hits(n, 0);
  for (int r = 0; r < C::kBlockM; ++r)
    for (int c = 0; c < D; ++c) {
      const int off = dq_tile_offset<C>(r, c);
      ASSERT_GE(off, 0);
      ASSERT_LT(off, n);
      ++hits[off];
      if (c % 2 == 0) EXPECT_EQ(dq_tile_offset<C>(r, c + 1), off + 1) << "column pairs stay adjacent";
    }
  for (int i = 0; i < n; ++i) EXPECT_EQ(hits[i], 1) << "offset " << i;
  // A thread's fragment: rows (g, g + 8) x columns (2t, 2t + 1) of its warp's block nt.
  for (int warp = 0; warp < C::kWarpsM * C::kWarpsN; ++warp)
    for (int nt = 0; nt < C::kDqCols / 8; ++nt)
      for (int lane = 0; lane < 32; ++lane) {
        const int r = (warp % C::kWarpsM) * 16 + lane / 4;
        const int c = (warp / C::kWarpsM) * C::kDqCols + nt * 8 + 2 * (lane % 4);
        const int base = dq_frag_offset<C>(warp, nt, lane);
        EXPECT_EQ(dq_tile_offset<C>(r, c), base);
        EXPECT_EQ(dq_tile_offset<C>(r, c + 1), base + 1);
        EXPECT_EQ(dq_tile_offset<C>(r + 8, c), base + 2);
        EXPECT_EQ(dq_tile_offset<C>(r + 8, c + 1), base + 3);
      }
}

TEST(DqTileLayout, BijectionHeadDim64) { check_layout<64>(); }
TEST(DqTileLayout, BijectionHeadDim128) { check_layout<128>(); }

}  // namespace
