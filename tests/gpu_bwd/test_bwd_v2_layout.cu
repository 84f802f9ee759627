// Host-only (runs without a GPU): the backward kernel v2's register-to-memory contracts, from
// cute's own partitions of its MMAs (bwd/v2/config.hpp, mma.hpp):
// - a warpgroup's staged dQ half-slot is the accumulator tile's part that the shared postprocess reads
//   at (row, column) (bwd/dq_tile_layout.hpp with v2's split: Cfg::Traits), every element once;
// - the S^T / dP^T fragments' column pairs are adjacent query rows (the lse2 / D loads take two
//   rows at once) and the dK / dV fragments' value pairs adjacent head-dim columns of one row
//   (one 4-byte store each).
// Each test runs for every head dim v2 has a configuration for (64: 128 x 128 steps, dQ split by
// Q rows; 128: 64 x 128 steps, dQ split by head-dim columns).
#include <gtest/gtest.h>

#include <set>
#include <utility>

#include "dash/kernels/sm90/bwd/v2/launch.hpp"

namespace {
using namespace cute;

template <class Cfg_>
class BwdV2Layout : public ::testing::Test {};
using Configs = ::testing::Types<dash::sm90::bwd::v2::BwdConfig<cutlass::bfloat16_t, 64>,
                                 dash::sm90::bwd::v2::BwdConfig<cutlass::bfloat16_t, 128>>;
TYPED_TEST_SUITE(BwdV2Layout, Configs);

TYPED_TEST(BwdV2Layout, StagedDqHalvesAreTheTilesThePostprocessReads) {
  using Cfg = TypeParam;
  typename Cfg::TiledMmadQ mma;
  auto tile = Shape<typename Cfg::BlockM, typename Cfg::HeadDim>{};
  std::set<int> seen;
  for (int tid = 0; tid < Cfg::kMmaThreads; ++tid) {
    Tensor c = mma.get_thread_slice(tid).partition_C(make_identity_tensor(tile));
    ASSERT_EQ(int(size(c)), Cfg::kDqCols / 2);
    const int wg = tid / 128, t = tid % 128;
    for (int i = 0; i < int(size(c)); ++i) {
      const int row = get<0>(c(i)), col = get<1>(c(i));
      // v2::Mma::stage_dq's place of the value; the writer adds half-slot (wg, .) at the tile's
      // wg * kDqHalfFloats: warpgroup wg's part is the tile's half wg.
      const int staged = Cfg::dq_staged_float(wg, t, i);
      ASSERT_EQ(staged, (dash::sm90::bwd::dq_tile_offset<typename Cfg::Traits>(row, col)))
          << "tid " << tid << " value " << i << " (" << row << ", " << col << ")";
      seen.insert(staged);
    }
  }
  EXPECT_EQ(int(seen.size()), Cfg::kBlockM * Cfg::kHeadDim);  // every element once
}

TYPED_TEST(BwdV2Layout, ScoreColumnPairsAreAdjacentQueryRows) {
  using Cfg = TypeParam;
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

// v2::Mma's dS store: the stmatrix copy takes the dP^T accumulator's registers (retile_S) as the
// values of the tile coordinates it reads from (partition_S), and writes each coordinate's value
// to the same coordinate of the (KV, Q) view of dS (a tiled copy keeps coordinates; the
// transposing stmatrix moves values between the warp's threads). So each register must hold the
// value of the coordinate the copy reads it as.
TYPED_TEST(BwdV2Layout, TheDsStoreReadsEachRegisterAsItsOwnScore) {
  using Cfg = TypeParam;
  typename Cfg::TiledMmaSdP mma;
  auto copy = make_tiled_copy_C(typename Cfg::SmemCopyAtomDs{}, mma);
  auto tile = Shape<typename Cfg::BlockN, typename Cfg::BlockM>{};
  std::set<std::pair<int, int>> seen;
  for (int tid = 0; tid < Cfg::kMmaThreads; ++tid) {
    auto thr = copy.get_thread_slice(tid);
    Tensor values = mma.get_thread_slice(tid).partition_C(make_identity_tensor(tile));  // (kv, q) per register
    Tensor as_read = thr.retile_S(values);
    Tensor reads = thr.partition_S(make_identity_tensor(tile));
    ASSERT_EQ(int(size(as_read)), int(size(reads)));
    for (int i = 0; i < int(size(reads)); ++i) {
      ASSERT_EQ(get<0>(as_read(i)), get<0>(reads(i))) << "tid " << tid << " value " << i;
      ASSERT_EQ(get<1>(as_read(i)), get<1>(reads(i))) << "tid " << tid << " value " << i;
      seen.insert({get<0>(reads(i)), get<1>(reads(i))});
    }
  }
  EXPECT_EQ(int(seen.size()), Cfg::kBlockN * Cfg::kBlockM);  // the whole dS tile, every element once
}

// The transposed views the GEMMs read (K^T for dQ, Q^T / dO^T for dK / dV, the (KV, Q) view the
// dS store writes) address the same element as the tiles the TMA fills / the dQ GEMM reads.
TYPED_TEST(BwdV2Layout, TransposedViewsAddressTheSameElements) {
  using Cfg = TypeParam;
  using L = Cfg;
  typename L::SmemLayoutK k;
  typename L::SmemLayoutKt kt;
  for (int r = 0; r < L::kBlockN; ++r)
    for (int c = 0; c < L::kHeadDim; ++c) ASSERT_EQ(int(k(r, c)), int(kt(c, r))) << r << " " << c;
  typename L::SmemLayoutQ q;
  typename L::SmemLayoutQt qt;
  typename L::SmemLayoutDs ds;
  typename L::SmemLayoutDst dst;
  for (int st = 0; st < L::kQStages; ++st) {
    for (int r = 0; r < L::kBlockM; ++r)
      for (int c = 0; c < L::kHeadDim; ++c) ASSERT_EQ(int(q(r, c, st)), int(qt(c, r, st))) << r << " " << c;
    for (int r = 0; r < L::kBlockM; ++r)
      for (int c = 0; c < L::kBlockN; ++c) ASSERT_EQ(int(ds(r, c, st)), int(dst(c, r, st))) << r << " " << c;
  }
}

// The loader's mask class: a step it calls unmasked has every (query row in the sequence, key)
// pair of its tile visible (the MMA warps then apply no mask); a masked one has a hidden pair.
TYPED_TEST(BwdV2Layout, UnmaskedStepsSeeEveryKeyOfTheirTile) {
  using Cfg = TypeParam;
  for (bool causal : {false, true})
    for (int sq : {1, 63, 64, 65, 127, 128, 129, 200, 517})
      for (int sk : {1, 127, 128, 129, 300, 517}) {
        const int qt_n = (sq + Cfg::kBlockM - 1) / Cfg::kBlockM, kt_n = (sk + Cfg::kBlockN - 1) / Cfg::kBlockN;
        for (int qt = 0; qt < qt_n; ++qt)
          for (int kt = 0; kt < kt_n; ++kt) {
            bool hidden = false;
            for (int r = qt * Cfg::kBlockM; r < (qt + 1) * Cfg::kBlockM && r < sq; ++r)
              for (int c = kt * Cfg::kBlockN; c < (kt + 1) * Cfg::kBlockN; ++c)
                hidden |= c >= sk || (causal && c > r + sk - sq);
            // Keys past the end hide in every row, rows past the end included: the class must
            // say masked whenever the tile has such keys, whatever its rows.
            hidden |= (kt + 1) * Cfg::kBlockN > sk;
            ASSERT_EQ(Cfg::step_masked(qt, kt, sq, sk, causal), hidden)
                << "causal " << causal << " sq " << sq << " sk " << sk << " q tile " << qt << " kv tile " << kt;
          }
      }
}

// The MMA warps' mask in a masked step: query row r sees key c iff c - the KV tile's first row is
// below key_limit (c in the sequence, and under the causal mask at most r + seqlen_k - seqlen_q).
TYPED_TEST(BwdV2Layout, TheMaskedStepsLimitIsTheMask) {
  using Cfg = TypeParam;
  for (bool causal : {false, true})
    for (int sq : {1, 64, 65, 128, 129, 200, 517})
      for (int sk : {1, 128, 129, 300, 517})
        for (int qt = 0; qt * Cfg::kBlockM < sq; ++qt)
          for (int kt = 0; kt * Cfg::kBlockN < sk; ++kt)
            for (int ql = 0; ql < Cfg::kBlockM && qt * Cfg::kBlockM + ql < sq; ++ql) {
              const int r = qt * Cfg::kBlockM + ql;
              const int limit = Cfg::key_limit(qt, kt, ql, sq, sk, causal);
              for (int kl = 0; kl < Cfg::kBlockN; ++kl) {
                const int c = kt * Cfg::kBlockN + kl;
                ASSERT_EQ(kl < limit, c < sk && (!causal || c <= r + sk - sq))
                    << "causal " << causal << " sq " << sq << " sk " << sk << " row " << r << " key " << c;
              }
            }
}

TYPED_TEST(BwdV2Layout, KeyGradientValuePairsAreAdjacentColumnsOfOneRow) {
  using Cfg = TypeParam;
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
