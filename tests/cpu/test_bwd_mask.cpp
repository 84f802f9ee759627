// The backward's mask predicates (kernels/sm90/bwd/mask.hpp), exhaustively on small problems:
// the element predicate is the bottom-right causal definition, a tile the kernel runs without
// the element mask hides nothing from its real rows, and a KV tile a Q tile does not need
// (Geometry::needed, which the schedules walk) hides every key from it. A mask off by one row
// or one key fails here.
#include <gtest/gtest.h>

#include <algorithm>

#include "dash/kernels/sm90/bwd/mask.hpp"
#include "dash/schedule/geometry.hpp"

namespace {

using dash::sm90::bwd::WindowMask;

bool sees(int row, int key, int sq, int sk, bool causal) { return key < sk && (!causal || key <= row + sk - sq); }

TEST(BwdMask, PredicatesMatchTheGeometryOnEveryElement) {
  constexpr int kStepM = 64, kBlockN = 128;
  const int lengths[] = {1, 2, 63, 64, 65, 127, 128, 129, 191, 200, 255, 256, 257, 383, 385};
  long long tiles = 0;
  for (bool causal : {false, true})
    for (int block_m : {64, 128})
      for (int sq : lengths)
        for (int sk : lengths) {
          const dash::Geometry g{1, 1, sq, sk, block_m, kBlockN, causal};
          const WindowMask mask{sk, sk - sq, -1, causal ? 0 : -1};  // as the kernel builds it
          for (int i = 0; i < g.num_q_tiles(); ++i)
            for (int j = 0; j < g.num_kv_tiles(); ++j)
              for (int q0 = i * block_m; q0 < (i + 1) * block_m; q0 += kStepM) {  // the sub-steps
                const int k0 = j * kBlockN;
                const bool needs = mask.tile_needs_mask(q0, q0 + kStepM - 1, k0, kBlockN);
                bool any_hidden_first_row = false, any_visible = false;
                for (int r = q0; r < q0 + kStepM; ++r)
                  for (int c = k0; c < k0 + kBlockN; ++c) {
                    const bool hidden = mask.hidden(r, c);
                    if (r < sq) {
                      ASSERT_EQ(!hidden, sees(r, c, sq, sk, causal)) << "row " << r << " key " << c;
                      ASSERT_TRUE(needs || !hidden)
                          << "unmasked tile hides a key: row " << r << " key " << c << " sq " << sq << " sk " << sk;
                      any_visible = any_visible || !hidden;
                    }
                    if (r == q0) any_hidden_first_row = any_hidden_first_row || hidden;
                  }
                ASSERT_EQ(needs, any_hidden_first_row) << "q0 " << q0 << " k0 " << k0;  // masked only where needed
                if (!g.needed(i, j)) ASSERT_FALSE(any_visible) << "a tile pair the schedule skips has visible keys";
                ++tiles;
              }
        }
  EXPECT_GT(tiles, 1000);
}

// The windowed mask (WindowMask) against the element definition and Geometry's windows: the
// same three properties on every element, with windows on both sides, with and without causal.
TEST(BwdMask, WindowedPredicatesMatchTheGeometryOnEveryElement) {
  constexpr int kStepM = 64, kBlockN = 128;
  const int lengths[] = {1, 63, 64, 65, 128, 129, 200, 257, 385};
  struct Window {
    bool causal;
    int left, right;
  };
  const Window windows[] = {{true, 0, -1}, {true, 100, -1}, {false, 64, 64}, {false, 0, 0}, {false, -1, 5},
                            {false, 130, -1}, {false, 200, 0}, {false, -1, -1}, {true, -1, -1}};
  long long tiles = 0;
  for (const Window& w : windows)
    for (int block_m : {64, 128})
      for (int sq : lengths)
        for (int sk : lengths) {
          const dash::Geometry g{1, 1, sq, sk, block_m, kBlockN, w.causal, w.left, w.right};
          const dash::sm90::bwd::WindowMask mask{sk, sk - sq, w.left, g.right_limit()};
          auto sees = [&](int r, int c) {
            const int off = sk - sq;
            return c < sk && (g.right_limit() < 0 || c <= r + off + g.right_limit()) &&
                   (w.left < 0 || c >= r + off - w.left);
          };
          for (int i = 0; i < g.num_q_tiles(); ++i)
            for (int j = 0; j < g.num_kv_tiles(); ++j)
              for (int q0 = i * block_m; q0 < (i + 1) * block_m; q0 += kStepM) {
                const int k0 = j * kBlockN;
                const int q_last = std::min(q0 + kStepM, sq) - 1;
                const bool needs = q0 < sq && mask.tile_needs_mask(q0, q_last, k0, kBlockN);
                bool any_hidden = false, any_visible = false;
                for (int r = q0; r < std::min(q0 + kStepM, sq); ++r)
                  for (int c = k0; c < k0 + kBlockN; ++c) {
                    const bool hidden = mask.hidden(r, c);
                    ASSERT_EQ(!hidden, sees(r, c)) << "row " << r << " key " << c;
                    ASSERT_TRUE(needs || !hidden) << "unmasked tile hides a key: row " << r << " key " << c;
                    any_visible = any_visible || !hidden;
                    any_hidden = any_hidden || hidden;
                  }
                if (q0 < sq) ASSERT_EQ(needs, any_hidden) << "q0 " << q0 << " k0 " << k0;  // masked only where needed
                if (!g.needed(i, j)) ASSERT_FALSE(any_visible) << "a tile pair the schedule skips has visible keys";
                ++tiles;
              }
        }
  EXPECT_GT(tiles, 1000);
}

}  // namespace
