// Host-only (runs without a GPU): the backward kernel v2's register-to-memory contracts, from
// cute's own partitions of its MMAs (bwd2/traits.hpp, mma.hpp):
// - a warpgroup's staged dQ half-slot is the accumulator tile's part that v1's postprocess reads
//   at (row, column) (bwd/dq_tile_layout.hpp with v2's column split), every element once;
// - the S^T / dP^T fragments' column pairs are adjacent query rows (the lse2 / D loads take two
//   rows at once) and the dK / dV fragments' value pairs adjacent head-dim columns of one row
//   (one 4-byte store each).
#include <gtest/gtest.h>

#include <set>
#include <utility>

#include "dash/kernels/sm90/bwd2/launch.hpp"

namespace {
using namespace cute;
using Cfg = dash::sm90::bwd2::Bwd2Config<cutlass::bfloat16_t, 128>;
using Post = dash::sm90::bwd2::PostprocessCfg<dash::sm90::bwd::BwdConfig<__nv_bfloat16, 128>, Cfg>;

TEST(Bwd2Layout, StagedDqHalvesAreTheTilesThePostprocessReads) {
  typename Cfg::TiledMmadQ mma;
  auto tile = Shape<typename Cfg::BlockM, typename Cfg::HeadDim>{};
  std::set<int> seen;
  for (int tid = 0; tid < Cfg::kMmaThreads; ++tid) {
    Tensor c = mma.get_thread_slice(tid).partition_C(make_identity_tensor(tile));
    ASSERT_EQ(int(size(c)), Cfg::kDqCols / 2);
    const int wg = tid / 128, t = tid % 128;
    for (int i = 0; i < int(size(c)); ++i) {
      const int row = get<0>(c(i)), col = get<1>(c(i));
      // Bwd2Mma::stage_dq's place of the value; the writer adds half-slot (wg, .) at the tile's
      // wg * kDqHalfFloats.
      const int staged = Cfg::dq_staged_float(wg, t, i);
      ASSERT_EQ(staged, (dash::sm90::bwd::dq_tile_offset<Post>(row, col)))
          << "tid " << tid << " value " << i << " (" << row << ", " << col << ")";
      seen.insert(staged);
    }
  }
  EXPECT_EQ(int(seen.size()), Cfg::kBlockM * Cfg::kHeadDim);  // every element once
}

TEST(Bwd2Layout, ScoreColumnPairsAreAdjacentQueryRows) {
  typename Cfg::TiledMmaSdP mma;
  auto tile = Shape<typename Cfg::BlockN, typename Cfg::BlockM>{};
  for (int tid = 0; tid < Cfg::kMmaThreads; ++tid) {
    Tensor c = mma.get_thread_slice(tid).partition_C(make_identity_tensor(tile));
    Tensor rc = make_tensor(c.data(), dash::sm90::acc_rowcol(c.layout()));
    for (int j = 0; j < int(size<1>(rc)); j += 2)
      for (int i = 0; i < int(size<0>(rc)); ++i) {
        ASSERT_EQ(get<1>(rc(i, j)) % 2, 0) << "tid " << tid;
        ASSERT_EQ(get<1>(rc(i, j + 1)), get<1>(rc(i, j)) + 1) << "tid " << tid;
        ASSERT_EQ(get<1>(rc(i, j)), get<1>(rc(0, j))) << "a column is one query row";
        ASSERT_EQ(get<0>(rc(i, j)) / 64, tid / 128) << "warpgroup g owns KV rows [64 g, 64 g + 64)";
      }
  }
}

TEST(Bwd2Layout, KeyGradientValuePairsAreAdjacentColumnsOfOneRow) {
  typename Cfg::TiledMmadKV mma;
  auto tile = Shape<typename Cfg::BlockN, typename Cfg::HeadDim>{};
  std::set<std::pair<int, int>> seen;
  for (int tid = 0; tid < Cfg::kMmaThreads; ++tid) {
    Tensor c = mma.get_thread_slice(tid).partition_C(make_identity_tensor(tile));
    for (int i = 0; i < int(size(c)); i += 2) {
      ASSERT_EQ(get<0>(c(i + 1)), get<0>(c(i)));
      ASSERT_EQ(get<1>(c(i + 1)), get<1>(c(i)) + 1);
      ASSERT_EQ(get<1>(c(i)) % 2, 0);
      seen.insert({get<0>(c(i)), get<1>(c(i))});
      seen.insert({get<0>(c(i + 1)), get<1>(c(i + 1))});
    }
  }
  EXPECT_EQ(int(seen.size()), Cfg::kBlockN * Cfg::kHeadDim);
}

}  // namespace
