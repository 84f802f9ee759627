// The closed-form cyclic-shift rank against sorting by (depth, worker).
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "dash/schedule/shift_rank.hpp"

namespace {

TEST(ShiftRank, MatchesSortByDepthThenWorker) {
  for (int h = 1; h <= 13; ++h)
    for (int g = 1; g <= 3 * h + 2; ++g)
      for (int i = 0; i < h; ++i) {
        std::vector<std::pair<int, int>> keys;  // (depth, x)
        for (int x = 0; x < g; ++x) keys.push_back({dash::pos_mod(i - x, h), x});
        std::sort(keys.begin(), keys.end());
        for (int r = 0; r < g; ++r)
          ASSERT_EQ(dash::shift_rank(i, keys[r].second, g, h), r)
              << "h=" << h << " g=" << g << " i=" << i << " x=" << keys[r].second;
      }
}

TEST(ShiftRank, StrideTwoMatchesSortByDepthThenWorker) {
  // Workers start two rows apart (2g <= h): worker x reaches row i at depth (i - 2x) mod h.
  for (int h = 2; h <= 17; ++h)
    for (int g = 1; 2 * g <= h; ++g)
      for (int i = 0; i < h; ++i) {
        std::vector<std::pair<int, int>> keys;  // (depth, x)
        for (int x = 0; x < g; ++x) keys.push_back({dash::pos_mod(i - 2 * x, h), x});
        std::sort(keys.begin(), keys.end());
        for (int r = 0; r < g; ++r) {
          ASSERT_EQ(dash::shift_rank(i, keys[r].second, g, h, 2), r)
              << "h=" << h << " g=" << g << " i=" << i << " x=" << keys[r].second;
          // consecutive contributors of the row arrive at least two steps apart
          if (r > 0) ASSERT_GE(keys[r].first - keys[r - 1].first, 2);
        }
      }
}

TEST(ShiftRank, CountCyclicBelowBruteForce) {
  for (int h = 1; h <= 9; ++h)
    for (int i = 0; i < h; ++i)
      for (int d = 0; d <= h; ++d)
        for (int rem = 0; rem <= h; ++rem) {
          int want = 0;
          for (int k = 0; k < d; ++k) want += dash::pos_mod(i - k, h) < rem;
          ASSERT_EQ(dash::count_cyclic_below(i, d, h, rem), want) << h << " " << i << " " << d << " " << rem;
        }
}

}  // namespace
