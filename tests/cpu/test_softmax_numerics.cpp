// The forward's online-softmax exponents (softmax_numerics.hpp): the rescale factor is finite for
// every score a row can see, 0 while the row has seen no key, 2^((old - new) * c) otherwise (an
// older rule took 2^(0 - new * c) for a row that had seen no key, +inf for first scores below
// ~-128 / c: 0 * inf = NaN in the output); the largest score's probability is exactly 1 at any
// magnitude (the fused s * c - max * c is not, by the rounding of max * c).
#include <gtest/gtest.h>

#include <cmath>

#include "dash/kernels/sm90/common/softmax_numerics.hpp"

namespace {

using dash::sm90::softmax_exponent;
using dash::sm90::softmax_safe_max;

float rescale(float old_max, float new_max, float scale_log2) {
  return dash::sm90::softmax_rescale(old_max, new_max, scale_log2, [](float x) { return std::exp2(x); });
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
        EXPECT_EQ(f, std::exp2((old_max - new_max) * scale_log2));
        EXPECT_TRUE(f >= 0.f && f <= 1.f);
      }
}

TEST(SoftmaxExponent, TheLargestScoreHasProbabilityOneAtAnyMagnitude) {
  int fused_misses = 0;
  for (float scale_log2 : {1e-6f, 0.127f, 1.4427f, 14.427f})
    for (float max : {-3.3e4f, -1234.567f, -1.f, 0.f, 0.3f, 77.7f, 1234.567f, 3.3e4f, 1e6f}) {
      EXPECT_EQ(std::exp2(softmax_exponent(max, softmax_safe_max(max), scale_log2)), 1.f) << max << " " << scale_log2;
      // The fused form's residual: what the exponent above avoids (counted, so that the test
      // shows its inputs reach the case at all).
      const float fused = std::fma(max, scale_log2, -(max * scale_log2));
      fused_misses += fused != 0.f;
    }
  EXPECT_GT(fused_misses, 0);
}

TEST(SoftmaxExponent, MaskedScoresGiveZeroAlsoBeforeTheRowSeesAKey) {
  for (float scale_log2 : {1e-6f, 1.4427f, 14.427f})
    for (float max : {-INFINITY, -5.f, 0.f, 9e3f}) {
      EXPECT_EQ(std::exp2(softmax_exponent(-INFINITY, softmax_safe_max(max), scale_log2)), 0.f) << max;
      EXPECT_FALSE(std::isnan(softmax_exponent(-INFINITY, softmax_safe_max(max), scale_log2)));
    }
}

TEST(SoftmaxExponent, ErrorBoundedByTheDistanceToTheMax) {
  // exp2 of the exponent against the exact probability exp((s - max) * scale), in double.
  for (float scale_log2 : {0.127f, 1.4427f})
    for (float max : {-3.3e4f, 0.f, 1234.567f, 3.3e4f})
      for (float below : {0.f, 0.25f, 1.5f, 7.f, 20.f}) {
        const float s = max - below;
        const double exact = std::exp2((double(s) - double(max)) * double(scale_log2));
        const double got = std::exp2(double(softmax_exponent(s, softmax_safe_max(max), scale_log2)));
        EXPECT_NEAR(got / exact, 1.0, 1e-6 + std::abs(double(s - max)) * 4e-7) << s << " " << max;
      }
}

TEST(SoftmaxExponent, TheFusedFormOnlyWhereItsRoundingIsBelowTwoToTheMinus20) {
  // Where the forward takes the fused exponent (|max * c| < kFusedExponentMaxC), every
  // probability is within 2^-20 ln 2 (plus the exponent's own rounding) of the exact one, the
  // largest within 2^-20 of 1; outside, it is refused. Logits in the thousands must take the
  // unfused form (softmax_numerics.hpp says why).
  using dash::sm90::kFusedExponentMaxC;
  using dash::sm90::softmax_exponent_fused;
  using dash::sm90::softmax_fused_exponent_ok;
  int taken = 0, largest_not_one = 0;
  for (float scale_log2 : {0.127f, 0.18033688f, 1.4427f, 14.427f})
    for (float max = -200.f; max <= 200.f; max += 0.0731f) {
      const float max_c = softmax_safe_max(max) * scale_log2;
      const bool ok = softmax_fused_exponent_ok(max_c);
      const double offset = std::fabs(double(max) * scale_log2);
      if (offset < kFusedExponentMaxC - 1e-3) EXPECT_TRUE(ok) << max << " " << scale_log2;
      if (offset > kFusedExponentMaxC + 1e-3) EXPECT_FALSE(ok) << max << " " << scale_log2;
      if (!ok) continue;
      ++taken;
      for (float below : {0.f, 0.01f, 0.25f, 1.5f, 7.f, 20.f}) {
        const float s = max - below;
        const double exact = std::exp2((double(s) - double(max)) * double(scale_log2));
        const double got = std::exp2(double(softmax_exponent_fused(s, scale_log2, max_c)));
        const double bound = std::ldexp(1.0, -20) * std::log(2.0) + std::abs(double(s - max)) * scale_log2 * 1.2e-7;
        EXPECT_LE(std::fabs(got / exact - 1.0), bound * (1 + 1e-3)) << s << " " << max << " " << scale_log2;
        if (below == 0.f) largest_not_one += got != 1.0;
      }
      EXPECT_EQ(std::exp2(double(softmax_exponent_fused(-INFINITY, scale_log2, max_c))), 0.0);
    }
  EXPECT_GT(taken, 1000);
  EXPECT_GT(largest_not_one, 0);  // the inputs reach the rounding the bound allows for
  for (float max : {1234.567f, -3.3e4f, 3.3e4f})
    EXPECT_FALSE(softmax_fused_exponent_ok(max * 1.4427f)) << max;
}

TEST(LseResidual, TwoTermsCarryTheForwardsLogTwoLseAtAnyMagnitude) {
  // The forward's LSE (fp32, natural log) and its residual; the backward's hi = lse_log2(lse).
  // hi + residual must equal max * c + log2(sum) (c = softmax_scale_log2, both exact in double)
  // far closer than hi alone, whose error grows with |lse|.
  int hi_alone_off = 0;
  for (float scale : {0.0883883f, 1.f, 9.284f})
    for (float max : {-3.1e4f, -77.f, 0.f, 3.3f, 1234.5f, 3.1e4f, 2.9e5f})
      for (float sum : {1.f, 1.0000153f, 3.7f, 4096.5f}) {
        const float c = dash::sm90::softmax_scale_log2(scale);
        const float lse = max * scale + std::log(sum);  // as the forward forms it
        const float hi = dash::sm90::lse_log2(lse);
        const float lo = dash::sm90::lse_log2_residual(max, c, sum, hi);
        const double exact = double(max) * double(c) + std::log2(double(sum));
        const double err = std::fabs(double(hi) + double(lo) - exact);
        EXPECT_LE(err, 1e-6 * (1 + std::log2(double(sum)))) << max << " " << scale << " " << sum;
        hi_alone_off += std::fabs(double(hi) - exact) > 1e-3;
      }
  EXPECT_GT(hi_alone_off, 0);  // the inputs reach the magnitudes where one fp32 term is not enough
}

TEST(LseResidual, ForwardAndBackwardTakeOneExponentConstant) {
  for (float scale : {1e-6f, 0.0883883f, 0.125f, 1.f, 9.284f}) {
    const double want = double(scale) * 1.4426950408889634;
    const float c = dash::sm90::softmax_scale_log2(scale);
    EXPECT_LE(std::fabs(double(c) - want), std::ldexp(std::fabs(want), -24)) << scale;  // rounded once
  }
}

TEST(LseResidual, NegligibleAtTheLogitsTrainingReachesNotInTheThousands) {
  // The backward's fast path drops a negligible residual (softmax_numerics.hpp): P is then off
  // by 2^-residual, within 2^-16 * ln 2 relative. Rows with |LSE| up to 40 (natural log; random
  // inputs give log(seqlen) + a few) must take it; rows at logits in the thousands must not.
  int checked = 0, large_needed = 0;
  for (float scale : {0.0883883f, 0.125f, 1.f})
    for (float max = -300.f; max <= 300.f; max += 0.37f)
      for (float sum : {1.f, 1.5f, 37.25f, 4096.5f, 98765.f}) {
        const float c = dash::sm90::softmax_scale_log2(scale);
        const float lse = max * scale + std::log(sum);
        if (std::fabs(lse) > 40.f) continue;
        const float lo = dash::sm90::lse_log2_residual(max, c, sum, dash::sm90::lse_log2(lse));
        EXPECT_TRUE(dash::sm90::lse_residual_negligible(lo)) << max << " " << scale << " " << sum << " " << lo;
        const double dropped = std::exp2(-double(lo)) - 1.0;  // P's relative error without it
        EXPECT_LE(std::fabs(dropped), std::ldexp(1.0, -16) * std::log(2.0) * (1 + 1e-6));
        ++checked;
      }
  for (float max : {1.1e3f, 2345.6f, 3.1e4f, -2.9e4f})
    for (float sum : {1.f, 1.5f, 37.25f, 4096.5f}) {
      const float c = dash::sm90::softmax_scale_log2(1.f);
      const float lse = max + std::log(sum);
      large_needed += !dash::sm90::lse_residual_negligible(
          dash::sm90::lse_log2_residual(max, c, sum, dash::sm90::lse_log2(lse)));
    }
  EXPECT_GT(checked, 1000);
  EXPECT_GT(large_needed, 0);
  EXPECT_FALSE(dash::sm90::lse_residual_negligible(NAN));  // a NaN row takes the general path
}

}  // namespace

// The softcap's score against std::tanh over the range a cap sees (scores up to +-1e4 times
// the scale), its saturation, and its slope against the derivative of the capped score.
TEST(Softcap, ScoreAndSlopeMatchTanh) {
  auto exp2 = [](float x) { return std::exp2(x); };
  for (float cap : {1.f, 30.f, 50.f})
    for (float scale : {0.125f, 0.088388f, 1.f})
      for (double s = -1e4; s <= 1e4; s += (std::fabs(s) < 10 ? 0.01 : 7.3)) {
        const float got = dash::sm90::softcap_score(static_cast<float>(s), scale / cap, cap, exp2);
        const double want = cap * std::tanh(s * scale / cap);
        ASSERT_NEAR(got, want, 4e-7 * cap + 2e-6 * std::fabs(want)) << "s " << s << " cap " << cap;
        const double t = std::tanh(s * scale / cap);
        ASSERT_NEAR(dash::sm90::softcap_slope(got, 1.f / cap), 1 - t * t, 2e-6) << "s " << s << " cap " << cap;
      }
  auto score = [&](float s) { return dash::sm90::softcap_score(s, 1.f, 30.f, exp2); };
  EXPECT_EQ(score(INFINITY), 30.f);
  EXPECT_EQ(score(-INFINITY), -30.f);
  EXPECT_EQ(score(1e30f), 30.f);
  EXPECT_EQ(score(0.f), 0.f);
}
