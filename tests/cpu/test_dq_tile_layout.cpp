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
// Kernel v1's dQ tiles (each warpgroup stages all head-dim columns of its rows).
template <int D>
using Cfg = dash::sm90::bwd::BwdTileTraits<Bf16Tag, D, D, dash::BwdKernel::v1, dash::BwdKernelKind::fp32,
                                           dash::BwdExtension::kNone, 1>;

// Every (row, column) of the tile at its own offset in [0, rows x D).
template <class C, int D>
void check_bijection() {
  const int n = C::kBlockM * D;
  std::vector<int> hits(n, 0);
  for (int r = 0; r < C::kBlockM; ++r)
    for (int c = 0; c < D; ++c) {
      const int off = dq_tile_offset<C>(r, c);
      ASSERT_GE(off, 0);
      ASSERT_LT(off, n);
      ++hits[off];
    }
  for (int i = 0; i < n; ++i) EXPECT_EQ(hits[i], 1) << "offset " << i;
}

template <int D, class C = Cfg<D>>
void check_layout() {
  check_bijection<C, D>();
  for (int r = 0; r < C::kBlockM; ++r)
    for (int c = 0; c < D; c += 2)
      EXPECT_EQ(dq_tile_offset<C>(r, c + 1), dq_tile_offset<C>(r, c) + 1) << "column pairs stay adjacent";
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
// Kernel v2's tiles: the two warpgroups stage a head-dim column half each (kWarpsN 2), each
// half one contiguous part of the tile.
TEST(DqTileLayout, BijectionKernelV2) {
  using V2 = dash::sm90::bwd::BwdTileTraits<Bf16Tag, 128, 128, dash::BwdKernel::v2, dash::BwdKernelKind::fp32,
                                            dash::BwdExtension::kNone, 2>;
  static_assert(V2::kWarpsN == 2 && V2::kDqCols == 64 && V2::kDqFrags == 8, "v2's column halves");
  check_layout<128, V2>();
  for (int r = 0; r < V2::kBlockM; ++r)
    for (int c = 0; c < 128; ++c)
      EXPECT_EQ(dash::sm90::bwd::dq_tile_offset<V2>(r, c) / (V2::kBlockM * 64), c / 64) << "a half per warpgroup";
}

// Split columns (head dims past 128): the partial is dQ^T, warpgroup wg's wgmmas (split_mainloop.hpp
// issue_split_dq) put m-tile mt = wg * kDqFullMTiles + i into fragments 4 i + j (Q rows 8 j + ...),
// and at 192 the third m-tile's Q rows [16 wg, 16 wg + 16) into fragments 4 kDqFullMTiles + j'.
// Element e of a fragment: head-dim column 64 mt + 16 w + g + 8 (e >> 1), Q row 8 j + 2 t + (e & 1).
template <int D>
void check_split_layout() {
  using C = Cfg<D>;
  static_assert(C::kSplitCols && C::kBlockM == 32 && C::kStepM == 32, "the split kernel's tile");
  const int n = C::kBlockM * D;
  check_bijection<C, D>();
  EXPECT_FALSE(dash::sm90::bwd::kDqPairAdjacent<C>);
  int frags_seen = 0;
  for (int wg = 0; wg < 2; ++wg) {
    struct Frag { int f, mt, q0; };  // the wgmmas' placement
    std::vector<Frag> frags;
    for (int i = 0; i < C::kDqFullMTiles; ++i)
      for (int j = 0; j < 4; ++j) frags.push_back({4 * i + j, wg * C::kDqFullMTiles + i, 8 * j});
    if (C::kDqMTiles % 2)
      for (int j = 0; j < 2; ++j) frags.push_back({4 * C::kDqFullMTiles + j, C::kDqMTiles - 1, 16 * wg + 8 * j});
    ASSERT_EQ(static_cast<int>(frags.size()), C::kDqFrags);
    for (const Frag& fr : frags) {
      EXPECT_EQ(dash::sm90::bwd::dq_split_q_block<C>(wg, fr.f) * 8, fr.q0) << "the scales' rows";
      for (int w = 0; w < 4; ++w)
        for (int lane = 0; lane < 32; ++lane) {
          const int base = dq_frag_offset<C>(4 * wg + w, fr.f, lane);
          for (int e = 0; e < 4; ++e) {
            const int col = 64 * fr.mt + 16 * w + lane / 4 + 8 * (e >> 1), row = fr.q0 + 2 * (lane % 4) + (e & 1);
            EXPECT_EQ(dq_tile_offset<C>(row, col), base + e) << "wg " << wg << " f " << fr.f << " lane " << lane;
          }
        }
      ++frags_seen;
    }
  }
  EXPECT_EQ(frags_seen * 4 * 32 * 4, n) << "the fragments cover the tile";
}

TEST(DqTileLayout, SplitColumnsHeadDim192) { check_split_layout<192>(); }
TEST(DqTileLayout, SplitColumnsHeadDim256) { check_split_layout<256>(); }

}  // namespace
