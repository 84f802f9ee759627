// The forward's online-softmax rescale factor (softmax_rescale.hpp): finite for every score a
// row can see, 0 while the row has seen no key, 2^(old - new) otherwise. The old rule took
// 2^(0 - new_offset) for a row that had seen no key, +inf for first scores below ~-128 /
// scale_log2 (large logits): 0 * inf = NaN in the output.
#include <gtest/gtest.h>

#include <cmath>

#include "dash/kernels/sm90/common/softmax_rescale.hpp"

namespace {

float offset(float max, float scale_log2) { return max == -INFINITY ? 0.f : max * scale_log2; }
float rescale(float old_max, float new_max, float scale_log2) {
  return dash::sm90::softmax_rescale(old_max, offset(old_max, scale_log2), offset(new_max, scale_log2),
                                     [](float x) { return std::exp2(x); });
}

TEST(SoftmaxRescale, ZeroUntilTheRowSeesAKeyForAnyFirstScore) {
  for (float scale_log2 : {1e-6f, 0.18f, 1.4427f, 14.427f})
    for (float first : {-1e30f, -1e4f, -400.f, -90.f, -1.f, 0.f, 1.f, 90.f, 400.f, 1e4f}) {
      EXPECT_EQ(rescale(-INFINITY, first, scale_log2), 0.f) << first << " " << scale_log2;
      EXPECT_EQ(rescale(-INFINITY, -INFINITY, scale_log2), 0.f);
      // What the output and the sum then hold: 0 * factor + the new tile's terms, finite.
      EXPECT_TRUE(std::isfinite(0.f * rescale(-INFINITY, first, scale_log2)));
    }
}

TEST(SoftmaxRescale, Exp2OfTheOffsetsOnceTheRowHasSeenAKey) {
  for (float scale_log2 : {0.18f, 1.4427f})
    for (float old_max : {-400.f, -3.f, 0.f, 5.f, 300.f})
      for (float up : {0.f, 0.5f, 7.f, 500.f}) {
        const float new_max = old_max + up;  // the running max never decreases
        const float f = rescale(old_max, new_max, scale_log2);
        EXPECT_EQ(f, std::exp2(old_max * scale_log2 - new_max * scale_log2));
        EXPECT_TRUE(f >= 0.f && f <= 1.f);
      }
}

}  // namespace
