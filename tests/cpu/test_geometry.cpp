// The tile-level mask of Geometry against an element-by-element brute force.
#include <gtest/gtest.h>

#include <algorithm>

#include "dash/schedule/geometry.hpp"

namespace {

using dash::Geometry;

// Element-level truth: row r sees column c (bottom-right aligned causal and windows).
bool visible(const Geometry& g, int r, int c) {
  const int off = g.seqlen_k - g.seqlen_q;
  const int right = g.causal ? 0 : g.window_right;
  return (right < 0 || c <= r + off + right) && (g.window_left < 0 || c >= r + off - g.window_left);
}

// The masks the tests sweep: full, causal, and windows (left, right) with and without causal.
struct Mask {
  bool causal;
  int left, right;
};
const Mask kMasks[] = {{false, -1, -1}, {true, -1, -1}, {true, 0, -1},  {true, 100, -1}, {false, 64, 64},
                       {false, 0, 0},   {false, -1, 5}, {false, 37, -1}, {true, 300, -1}, {false, 130, 0}};

TEST(Geometry, TilePredicatesMatchElementMask) {
  for (const Mask& mask : kMasks)
    for (int sq : {1, 5, 63, 64, 65, 128, 200, 333})
      for (int sk : {1, 7, 64, 100, 128, 257, 400})
        for (auto [bm, bn] : {std::pair{64, 128}, {128, 128}, {64, 64}, {128, 64}, {16, 48}}) {
          const bool causal = mask.causal;
          Geometry g{1, 1, sq, sk, bm, bn, causal, mask.left, mask.right};
          for (int i = 0; i < g.num_q_tiles(); ++i) {
            int count = 0;
            for (int j = 0; j < g.num_kv_tiles(); ++j) {
              bool any = false, all = true;
              for (int r = i * bm; r < std::min((i + 1) * bm, sq); ++r)
                for (int c = j * bn; c < std::min((j + 1) * bn, sk); ++c) {
                  any |= visible(g, r, c);
                  all &= visible(g, r, c);
                }
              SCOPED_TRACE(::testing::Message() << "causal=" << causal << " window=(" << mask.left << ", "
                                                << mask.right << ") sq=" << sq << " sk=" << sk << " bm=" << bm
                                                << " bn=" << bn << " i=" << i << " j=" << j);
              ASSERT_EQ(g.needed(i, j), any);
              ASSERT_EQ(g.partially_masked(i, j), any && !all);
              // KV tiles of a dQ tile are one interval [kv_begin, kv_begin + kv_count); so are the
              // Q tiles of a KV tile.
              ASSERT_EQ(any, j >= g.kv_begin(i) && j < g.kv_begin(i) + g.kv_count(i));
              ASSERT_EQ(any, i >= g.q_begin(j) && i < g.q_begin(j) + g.q_count(j));
              count += any;
            }
            ASSERT_EQ(count, g.kv_count(i));
          }
        }
}

// The KV tiles a single Q row sees (the dQ postprocess's rounding count and zero rows):
// the tiles with a visible element in that row; at most 0 when it sees none. A Q tile's
// kv_count is that of its last row.
TEST(Geometry, KvCountOfRowMatchesElementMask) {
  for (const Mask& mask : kMasks)
    for (int sq : {1, 5, 63, 64, 65, 200, 333, 1000})
      for (int sk : {1, 7, 64, 100, 128, 257, 400})
        for (auto [bm, bn] : {std::pair{64, 128}, {128, 128}, {64, 64}, {16, 48}}) {
          const bool causal = mask.causal;
          Geometry g{1, 1, sq, sk, bm, bn, causal, mask.left, mask.right};
          for (int r = 0; r < sq; ++r) {
            int count = 0;
            for (int j = 0; j < g.num_kv_tiles(); ++j) {
              bool any = false;
              for (int c = j * bn; c < std::min((j + 1) * bn, sk); ++c) any |= visible(g, r, c);
              count += any;
            }
            SCOPED_TRACE(::testing::Message() << "causal=" << causal << " window=(" << mask.left << ", " << mask.right << ") sq=" << sq << " sk=" << sk
                                              << " bn=" << bn << " row=" << r);
            ASSERT_EQ(std::max(g.kv_count_of_row(r), 0), count);
            if (count == 0) ASSERT_LE(g.kv_count_of_row(r), 0);
          }
          if (mask.left < 0)  // without a left window a Q tile's last row sees the most tiles
            for (int i = 0; i < g.num_q_tiles(); ++i)
              ASSERT_EQ(g.kv_count(i), std::max(g.kv_count_of_row(g.last_row(i)), 0));
        }
}

TEST(Geometry, TheKvTilesNoRowSeesAreAPrefix) {
  // unseen_kv_prefix() counts exactly the KV tiles without a query (the backward passes over
  // the first ones of a dense call by that count alone), for every window and length edge.
  int with_unseen = 0;
  for (int sq : {1, 2, 63, 64, 65, 128, 300, 1000})
    for (int sk : {1, 127, 128, 129, 700, 1300, 4096})
      for (bool causal : {false, true})
        for (int left : {-1, 0, 1, 50, 127, 128, 1000})
          for (int right : {-1, 0, 1, 64, 5000})
            for (int bm : {64, 128}) {
              Geometry g{1, 1, sq, sk, bm, 128, causal, left, right};
              const int prefix = g.unseen_kv_prefix();
              for (int j = 0; j < g.num_kv_tiles(); ++j)
                ASSERT_EQ(g.q_count(j) == 0, j < prefix)
                    << sq << " " << sk << " " << causal << " (" << left << ", " << right << ") tile " << j;
              with_unseen += prefix > 0;
            }
  EXPECT_GT(with_unseen, 100);
}

TEST(Geometry, EveryKvTileHasWorkUnderBottomRightCausal) {
  // The last query row sees every key, so no KV task is ever empty.
  for (int sq : {1, 3, 64, 1000})
    for (int sk : {1, 64, 999, 4096}) {
      Geometry g{1, 1, sq, sk, 64, 128, true};
      for (int j = 0; j < g.num_kv_tiles(); ++j) EXPECT_GE(g.q_count(j), 1);
    }
}

TEST(Geometry, FullyMaskedQueryTilesWhenQueriesOutnumberKeys) {
  Geometry g{1, 1, 1000, 100, 64, 128, true};
  // Rows r < 900 see no key at all (c <= r - 900).
  EXPECT_EQ(g.kv_count(0), 0);
  EXPECT_EQ(g.kv_count(13), 0);   // rows 832..895
  EXPECT_EQ(g.kv_count(14), 1);   // rows 896..959 include row 900
}

}  // namespace
