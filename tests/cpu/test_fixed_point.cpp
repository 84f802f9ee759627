// The fixed-point dQ bound and arithmetic (include/dash/reduction/fixed_point.hpp)
// against an fp64 attention backward on the CPU.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <random>
#include <vector>

#include "dash/reduction/fixed_point.hpp"
#include "dash/reduction/kv_stats.hpp"

namespace {

using namespace dash::exact;

// One head, full mask, fp64: dQ (sq x d) and the per-key-tile partials.
struct Problem {
  int sq, sk, d;
  double scale;
  std::vector<double> q, k, v, dout;  // row-major (rows, d)
  std::vector<double> dlse = {};      // per row: the loss's gradient of lse (empty: none)
};

struct Backward {
  std::vector<double> dq;                     // (sq, d)
  std::vector<std::vector<double>> partials;  // [tile] (sq, d): keys of one tile
};

Backward backward(const Problem& p, int tile) {
  Backward b;
  b.dq.assign(p.sq * p.d, 0.0);
  const int tiles = (p.sk + tile - 1) / tile;
  b.partials.assign(tiles, std::vector<double>(p.sq * p.d, 0.0));
  for (int i = 0; i < p.sq; ++i) {
    std::vector<double> s(p.sk), prob(p.sk), dp(p.sk);
    double mx = -INFINITY;
    for (int j = 0; j < p.sk; ++j) {
      double acc = 0;
      for (int c = 0; c < p.d; ++c) acc += p.q[i * p.d + c] * p.k[j * p.d + c];
      s[j] = acc * p.scale;
      mx = std::max(mx, s[j]);
    }
    double sum = 0;
    for (int j = 0; j < p.sk; ++j) sum += (prob[j] = std::exp(s[j] - mx));
    double D = 0;
    for (int j = 0; j < p.sk; ++j) {
      prob[j] /= sum;
      double acc = 0;
      for (int c = 0; c < p.d; ++c) acc += p.dout[i * p.d + c] * p.v[j * p.d + c];
      dp[j] = acc;
      D += prob[j] * dp[j];
    }
    const double dlse = p.dlse.empty() ? 0.0 : p.dlse[i];
    for (int j = 0; j < p.sk; ++j) {
      const double ds = prob[j] * (dp[j] - D + dlse);
      for (int c = 0; c < p.d; ++c) {
        const double x = p.scale * ds * p.k[j * p.d + c];
        b.dq[i * p.d + c] += x;
        b.partials[j / tile][i * p.d + c] += x;
      }
    }
  }
  return b;
}

// The bound's factors of row i, as the preprocess passes them: scale, max|K|, ||dO_i||, max_j ||V_j||.
struct RowFactors {
  float scale, max_abs_k, norm_do, max_norm_v;
};
RowFactors row_factors(const Problem& p, int i) {
  double max_abs_k = 0, max_norm_v = 0, norm_do = 0;
  for (double x : p.k) max_abs_k = std::max(max_abs_k, std::abs(x));
  for (int j = 0; j < p.sk; ++j) {
    double n = 0;
    for (int c = 0; c < p.d; ++c) n += p.v[j * p.d + c] * p.v[j * p.d + c];
    max_norm_v = std::max(max_norm_v, std::sqrt(n));
  }
  for (int c = 0; c < p.d; ++c) norm_do += p.dout[i * p.d + c] * p.dout[i * p.d + c];
  return {static_cast<float>(p.scale), static_cast<float>(max_abs_k), static_cast<float>(std::sqrt(norm_do)),
          static_cast<float>(max_norm_v)};
}

float row_bound(const Problem& p, int i) {
  const RowFactors f = row_factors(p, i);
  return dq_row_bound(f.scale, f.max_abs_k, f.norm_do, f.max_norm_v);
}

Problem random_problem(std::mt19937& rng, int sq, int sk, int d, double q_scale, double do_scale) {
  std::normal_distribution<double> n01;
  Problem p{sq, sk, d, 1.0 / std::sqrt(d), {}, {}, {}, {}};
  auto fill = [&](std::vector<double>& x, int rows, double s) {
    x.resize(rows * d);
    for (double& e : x) e = n01(rng) * s;
  };
  fill(p.q, sq, q_scale);
  fill(p.k, sk, 1.0);
  fill(p.v, sk, 1.0);
  fill(p.dout, sq, do_scale);
  return p;
}

TEST(FixedPoint, BoundHoldsForEveryRowAndEveryPartial) {
  std::mt19937 rng(7);
  for (double q_scale : {0.1, 1.0, 8.0})        // flat to very peaked softmax
    for (double do_scale : {1e-8, 1.0, 1e4}) {  // gradients of any size
      const Problem p = random_problem(rng, 24, 200, 32, q_scale, do_scale);
      const Backward b = backward(p, 64);
      for (int i = 0; i < p.sq; ++i) {
        const double bound = row_bound(p, i) / kBoundSafety;  // the mathematical B
        for (int c = 0; c < p.d; ++c) {
          ASSERT_LE(std::abs(b.dq[i * p.d + c]), bound * (1 + 1e-9));
          for (const auto& part : b.partials) ASSERT_LE(std::abs(part[i * p.d + c]), bound * (1 + 1e-9));
        }
      }
    }
}

// A loss that also uses the LSE: dS = P (dP - D + dlse), bounded by dq_row_bound_dlse; without
// dlse that bound is dq_row_bound's float to the bit (the rows' exponents do not move).
TEST(FixedPoint, BoundWithTheLseGradientHoldsForEveryRowAndEveryPartial) {
  std::mt19937 rng(11);
  std::normal_distribution<double> n01;
  for (double q_scale : {0.1, 1.0, 8.0})
    for (double dlse_scale : {1e-6, 1.0, 1e3}) {
      Problem p = random_problem(rng, 24, 200, 32, q_scale, 1.0);
      p.dlse.resize(p.sq);
      for (double& x : p.dlse) x = n01(rng) * dlse_scale;
      const Backward b = backward(p, 64);
      for (int i = 0; i < p.sq; ++i) {
        const RowFactors f = row_factors(p, i);
        ASSERT_EQ(dq_row_bound_dlse(f.scale, f.max_abs_k, f.norm_do, f.max_norm_v, 0.f), row_bound(p, i));
        const double bound =
            dq_row_bound_dlse(f.scale, f.max_abs_k, f.norm_do, f.max_norm_v, static_cast<float>(p.dlse[i])) /
            kBoundSafety;
        for (int c = 0; c < p.d; ++c) {
          ASSERT_LE(std::abs(b.dq[i * p.d + c]), bound * (1 + 1e-6));
          for (const auto& part : b.partials) ASSERT_LE(std::abs(part[i * p.d + c]), bound * (1 + 1e-6));
        }
      }
    }
}

TEST(FixedPoint, BoundIsAttainedByTwoOpposedKeys) {
  // V_a = -V_b along u, dO along u, equal scores (P = 1/2 each), K_a = -K_b = max|K|
  // on coordinate 0 where q is zero: dQ_0 reaches B exactly.
  const int d = 4;
  Problem p{1, 2, d, 0.5, {}, {}, {}, {}};
  p.q = {0.0, 0.3, -1.2, 0.7};
  p.k = {3.0, 0.5, 0.25, -1.0,    // key a
         -3.0, 0.5, 0.25, -1.0};  // key b: equal score to a since q_0 = 0
  p.v = {0.0, 2.0, 0.0, 0.0, 0.0, -2.0, 0.0, 0.0};
  p.dout = {0.0, 1.5, 0.0, 0.0};
  const Backward b = backward(p, 2);
  const double bound = row_bound(p, 0) / kBoundSafety;  // 0.5 * 3 * 1.5 * 2 = 4.5
  EXPECT_NEAR(bound, 4.5, 1e-6);
  EXPECT_NEAR(std::abs(b.dq[0]), bound, 1e-9);
}

TEST(FixedPoint, SumsAreIdenticalInEveryOrderAndAccurate) {
  std::mt19937 rng(11);
  for (double do_scale : {1e-8, 1.0, 1e4}) {
    const Problem p = random_problem(rng, 16, 512, 64, 1.0, do_scale);
    const Backward b = backward(p, 64);
    const int tiles = static_cast<int>(b.partials.size());
    for (int i = 0; i < p.sq; ++i) {
      const int e = dq_row_exponent(row_bound(p, i));
      for (int c = 0; c < p.d; ++c) {
        std::vector<int32_t> fixed(tiles);
        std::vector<float> f32(tiles);
        for (int t = 0; t < tiles; ++t) {
          f32[t] = static_cast<float>(b.partials[t][i * p.d + c]);
          fixed[t] = to_fixed(f32[t], e);
        }
        std::vector<int> order(tiles);
        std::iota(order.begin(), order.end(), 0);
        int32_t first = 0;
        float fp32_ordered = 0.f;
        for (int t : order) fp32_ordered += f32[t];
        for (int trial = 0; trial < 8; ++trial) {
          std::shuffle(order.begin(), order.end(), rng);
          int32_t acc = 0;
          for (int t : order) acc = add_wrapping(acc, fixed[t]);
          if (trial == 0) first = acc;
          ASSERT_EQ(acc, first) << "fixed-point sum depends on the order";
        }
        const double ref = b.dq[i * p.d + c];
        const double err_fixed = std::abs(from_fixed(first, e) - ref);
        // k roundings of half a unit, plus the final conversion to fp32.
        const double unit = std::ldexp(1.0, -e);
        ASSERT_LE(err_fixed, tiles * unit / 2 + std::abs(ref) * 6e-8 + 1e-300);
        // Parity with the fp32 ordered sum, up to a few fixed-point units.
        const double err_fp32 = std::abs(static_cast<double>(fp32_ordered) - ref);
        ASSERT_LE(err_fixed, std::max(err_fp32 * 4, tiles * unit));
      }
    }
  }
}

TEST(FixedPoint, NoOverflowAtTheBound) {
  // Partials at +-bound and a sum at the bound stay inside int32 for any order.
  const float bound = dq_row_bound(0.125f, 7.5f, 33.0f, 12.0f);
  const int e = dq_row_exponent(bound);
  EXPECT_LE(std::ldexp(static_cast<double>(bound), e), std::ldexp(1.0, kTopBit));
  EXPECT_GT(std::ldexp(static_cast<double>(bound), e), std::ldexp(1.0, kTopBit - 1));  // no wasted bit
  const int32_t hi = to_fixed(bound, e), lo = to_fixed(-bound, e);
  EXPECT_EQ(hi, -lo);
  // Wrap-around in the middle of a sum does not matter: the final sum fits.
  int32_t acc = 0;
  for (int t = 0; t < 4; ++t) acc = add_wrapping(acc, hi);  // wraps past 2^31
  for (int t = 0; t < 3; ++t) acc = add_wrapping(acc, lo);
  EXPECT_EQ(acc, hi);
  EXPECT_FLOAT_EQ(from_fixed(acc, e), bound);
}

TEST(FixedPoint, ExponentEdgeCases) {
  EXPECT_EQ(dq_row_exponent(0.0f), 0);  // an exactly-zero row
  EXPECT_EQ(dq_row_exponent(INFINITY), 0);
  EXPECT_EQ(dq_row_exponent(NAN), 0);
  EXPECT_EQ(dq_row_exponent(1.0f), kTopBit - 1);  // 1 * 2^29 <= 2^30
  EXPECT_EQ(dq_row_exponent(1e-40f), kMaxExponent);
  // The 64-bit conversion multiplies by 2^(e + 32): a normal float over the whole range.
  for (int e = kMinExponent; e <= kMaxExponent; ++e) {
    EXPECT_EQ(wide_scale(e), std::ldexp(1.0f, e + kWideShift));
    EXPECT_TRUE(std::isnormal(wide_scale(e)));
  }
  EXPECT_EQ(to_fixed64(1.0f, 0), int64_t{1} << kWideShift);
  EXPECT_EQ(to_fixed64(-0.75f, -30), -(int64_t{3} << 0));  // -0.75 * 2^2 = -3
  EXPECT_GE(dq_row_exponent(1e38f), kMinExponent);
  EXPECT_EQ(to_fixed(2.5f, 0), 2);  // ties to even, like __float2int_rn
  EXPECT_EQ(to_fixed(3.5f, 0), 4);
  EXPECT_EQ(to_fixed(-2.5f, 0), -2);
}

// The kernel's 64-bit words: order-independent sums that stay at fp32's accuracy even
// where the bound is 1e5 x looser than |dQ| (32-bit words lose ~17 bits there).
TEST(FixedPoint, WideWordsStayAccurateUnderALooseBound) {
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> u(-1.f, 1.f);
  const float bound = 1e5f;  // |values| <= ~1: the bound is 1e5 x loose
  const int e = dq_row_exponent(bound);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<float> parts(512);
    double ref = 0;
    for (auto& x : parts) {
      x = u(rng) * 2e-3f;
      ref += x;
    }
    int64_t first = 0;
    for (int shuffle = 0; shuffle < 4; ++shuffle) {
      std::shuffle(parts.begin(), parts.end(), rng);
      uint64_t acc = 0;  // unsigned: wrapping adds, as .add.u64
      for (float x : parts) acc += static_cast<uint64_t>(to_fixed64(x, e));
      if (shuffle == 0) first = static_cast<int64_t>(acc);
      ASSERT_EQ(static_cast<int64_t>(acc), first);
    }
    float fp32 = 0.f;
    for (float x : parts) fp32 += x;
    const double err64 = std::abs(static_cast<double>(from_fixed64(first, e)) - ref);
    const double err_fp32 = std::abs(static_cast<double>(fp32) - ref);
    ASSERT_LE(err64, std::abs(ref) * 6e-8 + 512 * std::ldexp(1.0, -(e + kWideShift)));
    ASSERT_LE(err64, err_fp32 + std::abs(ref) * 6e-8 + 1e-12);
  }
  // At the bound: +-bound round-trips, and 64-bit words leave 2^32 x headroom.
  EXPECT_EQ(to_fixed64(bound, e), -to_fixed64(-bound, e));
  EXPECT_FLOAT_EQ(from_fixed64(to_fixed64(bound, e), e), bound);
  EXPECT_LE(std::ldexp(static_cast<double>(bound), e + kWideShift), std::ldexp(1.0, kTopBit + kWideShift));
}

// The narrow check (narrow_row_precise): a row passes exactly when its worst-case rounding
// error, k/2 units, is at most 2^-kNarrowGuardBits of the output's ulp at the row's largest
// element. Checked against that definition, computed in doubles, for both output dtypes.
TEST(FixedPoint, NarrowCheckMatchesItsDefinition) {
  for (int bits : {8, 11}) {  // bf16, fp16 significands
    for (int k : {1, 2, 7, 64, 128, 1000}) {
      for (int64_t max_abs : {int64_t{0}, int64_t{1}, int64_t{1000}, int64_t{1023}, int64_t{1024}, int64_t{1} << 17,
                              (int64_t{1} << 20) + 3,
                              (int64_t{1} << 30) - 1, int64_t{1} << 31}) {
        // ulp of the output format at max_abs (in fixed-point units), lower bound m 2^-bits.
        const double ulp_lower = std::ldexp(static_cast<double>(max_abs), -bits);
        const bool noise = static_cast<double>(max_abs) < std::ldexp(1.0, kTopBit - kNarrowNoiseBits);
        const bool by_definition = noise || 0.5 * k <= std::ldexp(ulp_lower, -kNarrowGuardBits);
        EXPECT_EQ(narrow_row_precise(max_abs, k, bits), by_definition) << bits << " " << k << " " << max_abs;
      }
    }
    EXPECT_TRUE(narrow_row_precise(0, 0, bits));  // no partial, no error
    EXPECT_FALSE(narrow_row_precise(1024, 2, bits));  // just above the noise level: checked
  }
  // The true ulp is never below the lower bound used: for m in [2^a, 2^(a+1)), ulp = 2^(a+1-bits).
  for (int64_t m : {int64_t{1} << 12, (int64_t{1} << 13) - 1, int64_t{12345}})
    EXPECT_GT(std::ldexp(1.0, static_cast<int>(std::floor(std::log2(static_cast<double>(m)))) + 1 - 8),
              std::ldexp(static_cast<double>(m), -8));
}

// The shift moves the noise level with the words' unit: a row below 2^-20 of its bound passes
// at every shift, one above it is checked.
TEST(FixedPoint, NarrowCheckNoiseLevelFollowsTheShift) {
  for (int shift = 0; shift <= kMaxNarrowShift; ++shift) {
    const int64_t noise = int64_t{1} << (kTopBit - kNarrowNoiseBits + shift);
    EXPECT_TRUE(narrow_row_precise(noise - 1, 512, 8, shift));
    EXPECT_FALSE(narrow_row_precise(noise, 512, 8, shift));  // 512 2^10 = 2^19 > 2^(10 + 3)
  }
}

// The narrow shift: none up to 64 partials (and past kGuardedMaxPartials, where the guard could
// not keep the sum inside int32), then one bit per doubling, at most kMaxNarrowShift.
TEST(FixedPoint, NarrowShiftByPartials) {
  EXPECT_EQ(narrow_shift(0), 0);
  EXPECT_EQ(narrow_shift(1), 0);
  EXPECT_EQ(narrow_shift(64), 0);
  EXPECT_EQ(narrow_shift(65), 1);
  EXPECT_EQ(narrow_shift(128), 1);
  EXPECT_EQ(narrow_shift(129), 2);
  EXPECT_EQ(narrow_shift(256), 2);
  EXPECT_EQ(narrow_shift(257), 3);
  EXPECT_EQ(narrow_shift(512), 3);
  EXPECT_EQ(narrow_shift(513), 0);
  EXPECT_EQ(narrow_shift(100000), 0);
  // The guard's cap: K words below it sum inside int32, and the fast rounding's words (below
  // 2^22) are always below it.
  for (int k = 1; k <= kGuardedMaxPartials; ++k) {
    const double cap = static_cast<double>(narrow_guard_units(k)) + 1;  // |word| < cap
    ASSERT_LE(k * (cap - 1), static_cast<double>(INT32_MAX)) << k;
    ASSERT_GE(-k * (cap - 1), static_cast<double>(INT32_MIN)) << k;
    ASSERT_GE(cap, static_cast<double>(1 << 22)) << k;
    ASSERT_EQ(std::exp2(std::round(std::log2(cap))), cap) << k;  // a power of two: the float is exact
  }
  EXPECT_EQ(narrow_guard_units(512), 4194303.0f);
  EXPECT_EQ(narrow_guard_units(128), 16777215.0f);
  EXPECT_EQ(narrow_guard_units(129), 8388607.0f);
}

// A row's code carries its shift: the narrow exponent e + s, the bound's e (the wide words'),
// and the marks pass through unchanged.
TEST(FixedPoint, ShiftedRowCodes) {
  for (int e = kMinExponent; e <= kMaxExponent; ++e)
    for (int s = 0; s <= kMaxNarrowShift; ++s) {
      const int code = narrow_code(e, s);
      ASSERT_FALSE(is_row_mark(code));
      ASSERT_EQ(code_shift(code), s) << e << " " << s;
      ASSERT_EQ(code_narrow_exponent(code), e + s) << e << " " << s;
      ASSERT_EQ(code_bound_exponent(code), e) << e << " " << s;
      ASSERT_TRUE(std::isnormal(narrow_scale(e + s)));
      ASSERT_TRUE(std::isnormal(1.0f / narrow_scale(e + s)));  // from_fixed's 2^-(e + s)
    }
  for (int mark : {kNonFiniteRow, kZeroRow}) {
    for (int s = 0; s <= kMaxNarrowShift; ++s) EXPECT_EQ(narrow_code(mark, s), mark);
    EXPECT_TRUE(is_row_mark(mark));
    EXPECT_EQ(code_shift(mark), 0);
    EXPECT_EQ(code_narrow_exponent(mark), 0);
    EXPECT_EQ(code_bound_exponent(mark), 0);
  }
}

// The guard: an element at the cap trips it, NaN does not (a NaN row is marked); below the cap
// an element rounds to a word below it, so the sum of K such words cannot wrap.
TEST(FixedPoint, NarrowGuardThreshold) {
  for (int k : {65, 128, 129, 256, 257, 512}) {
    const float units = narrow_guard_units(k);
    EXPECT_TRUE(narrow_guard_trips(units, units));
    EXPECT_TRUE(narrow_guard_trips(-units, units));
    EXPECT_TRUE(narrow_guard_trips(INFINITY, units));
    EXPECT_FALSE(narrow_guard_trips(NAN, units));
    const float below = std::nextafter(units, 0.f);
    EXPECT_FALSE(narrow_guard_trips(below, units));
    EXPECT_FALSE(narrow_guard_trips(-below, units));
    EXPECT_LT(std::abs(to_fixed_scaled(below, 1.f)), static_cast<int64_t>(units) + 1);
    // K words at either end of the allowed range: the sum is exact.
    int32_t lo = 0, hi = 0;
    const int32_t w = to_fixed_scaled(below, 1.f);
    for (int t = 0; t < k; ++t) {
      lo = add_wrapping(lo, -w);
      hi = add_wrapping(hi, w);
    }
    EXPECT_EQ(int64_t{hi}, int64_t{k} * w) << k;
    EXPECT_EQ(int64_t{lo}, -int64_t{k} * w) << k;
  }
  // The fast rounding's words at K = 512: [-2^22, 2^22 - 1], 512 of them fit too.
  int32_t lo = 0;
  for (int t = 0; t < kGuardedMaxPartials; ++t) lo = add_wrapping(lo, -(1 << 22));
  EXPECT_EQ(lo, INT32_MIN);
}

// Why the shift exists: long rows of random inputs. At 512 partials (64k keys of 128) the
// bound's exponent leaves a row's k/2 units above the check's allowance, the shifted one does
// not; no element trips the guard, and the shifted sum is as accurate as the check says.
TEST(FixedPoint, ShiftKeepsLongRandomRowsNarrow) {
  std::mt19937 rng(3);
  const int tiles = 512, tile = 128;
  const Problem p = random_problem(rng, 6, tiles * tile, 64, 1.0, 1.0);
  const Backward b = backward(p, tile);
  const int s = narrow_shift(tiles);
  ASSERT_EQ(s, 3);
  int unshifted_fails = 0;
  for (int i = 0; i < p.sq; ++i) {
    // The accumulator holds dQ / scale (the kernel's convention); so do these words.
    const int e = dq_row_exponent(row_bound(p, i) / static_cast<float>(p.scale));
    const float scale = narrow_scale(e + s);
    int64_t max_abs = 0, max_abs0 = 0;
    for (int c = 0; c < p.d; ++c) {
      int32_t acc = 0, acc0 = 0;
      for (int t = 0; t < tiles; ++t) {
        const float x = static_cast<float>(b.partials[t][i * p.d + c] / p.scale);
        ASSERT_FALSE(narrow_guard_trips(x * scale, narrow_guard_units(tiles))) << "row " << i << " tile " << t;
        acc = add_wrapping(acc, to_fixed_scaled(x, scale));
        acc0 = add_wrapping(acc0, to_fixed(x, e));
      }
      max_abs = std::max<int64_t>(max_abs, std::llabs(acc));
      max_abs0 = std::max<int64_t>(max_abs0, std::llabs(acc0));
      const double ref = b.dq[i * p.d + c] / p.scale;
      ASSERT_LE(std::abs(from_fixed(acc, e + s) - ref),
                tiles * std::ldexp(1.0, -(e + s)) / 2 + std::abs(ref) * 6e-8 + 1e-300);
    }
    EXPECT_TRUE(narrow_row_precise(max_abs, tiles, 8, s)) << "row " << i;
    unshifted_fails += narrow_row_precise(max_abs0, tiles, 8) ? 0 : 1;
  }
  EXPECT_GT(unshifted_fails, 0) << "the unshifted words were precise enough on every row";
}

// Narrow words: the exact multiply by 2^e, round to nearest even, and back; pow2f exact.
TEST(FixedPoint, NarrowWordsRoundTrip) {
  for (int x = -126; x <= 127; ++x) EXPECT_EQ(pow2f(x), std::ldexp(1.0f, x));
  for (int e = kMinExponent; e <= kMaxExponent; ++e) EXPECT_TRUE(std::isnormal(narrow_scale(e)));
  EXPECT_EQ(to_fixed(1.0f, 3), 8);
  EXPECT_EQ(to_fixed(-0.75f, 2), -3);
  EXPECT_EQ(to_fixed_scaled(0.3f, narrow_scale(10)), 307);  // 307.2 -> 307
  const float bound = 3.7f;
  const int e = dq_row_exponent(bound);
  EXPECT_LE(std::ldexp(static_cast<double>(bound), e), std::ldexp(1.0, kTopBit));
  EXPECT_GT(std::ldexp(static_cast<double>(bound), e), std::ldexp(1.0, kTopBit - 1));
  EXPECT_EQ(to_fixed(bound, e), -to_fixed(-bound, e));
  EXPECT_NEAR(from_fixed(to_fixed(bound, e), e), bound, std::ldexp(1.0, -e));
}

// The F2I-free rounding gives to_fixed_scaled's bits for every |x 2^e| < 2^31: random values
// over every magnitude, ties (k + 1/2) of both parities, the split point 2^9, and the edges.
TEST(FixedPoint, FpPipeRoundingMatchesF2I) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> unit(-1.0f, 1.0f);
  std::uniform_int_distribution<int> expo(-40, 30);
  int64_t checked = 0;
  for (int i = 0; i < 2000000; ++i) {
    const float x = std::ldexp(unit(rng), expo(rng));
    const float s = narrow_scale(std::uniform_int_distribution<int>(-8, 8)(rng));
    if (!(std::fabs(static_cast<double>(x) * s) < 2147483648.0)) continue;
    ASSERT_EQ(to_fixed_scaled_fp(x, s), to_fixed_scaled(x, s)) << x << " * " << s;
    ++checked;
  }
  EXPECT_GT(checked, 1900000);
  const float one = narrow_scale(0);
  std::vector<float> edges = {0.0f, -0.0f, 0.5f, 1.5f, 2.5f, 255.5f, 256.0f, 256.5f, 511.5f, 512.0f, 767.5f,
                              768.0f, 1023.5f, 8388607.5f, 16777215.0f, 1073741824.0f, 2147483520.0f};
  for (int k = 0; k < 4096; ++k) edges.push_back(static_cast<float>(k) + 0.5f);
  for (int k = 0; k < 4096; ++k) edges.push_back(std::nextafter(static_cast<float>(k) + 0.5f, 0.0f));
  for (int k = 0; k < 4096; ++k) edges.push_back(std::nextafter(static_cast<float>(k) + 0.5f, 1e9f));
  for (float v : edges)
    for (float x : {v, -v}) EXPECT_EQ(to_fixed_scaled_fp(x, one), to_fixed_scaled(x, one)) << x;
  EXPECT_EQ(to_fixed_scaled_fp(0.3f, narrow_scale(10)), 307);
  EXPECT_EQ(to_fixed_scaled_fp(2.5f, one), 2);   // ties to even, as F2I
  EXPECT_EQ(to_fixed_scaled_fp(-3.5f, one), -4);
}

// The one-FMA rounding: wherever it claims to fit, its word is to_fixed_scaled's; it fits
// every |x 2^e| < 2^22 - 1/2 (ties of both parities included) and misses NaN, Inf and
// everything from 2^22 + 1/2 on, so a group it misses goes through the full rounding.
TEST(FixedPoint, SmallRoundingMatchesF2IWhereItFits) {
  auto fits = [](float x, float s) { return small_round_miss(small_round_t(x, s)) < kSmallRoundFits; };
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> unit(-1.0f, 1.0f);
  std::uniform_int_distribution<int> expo(-40, 32);
  int64_t fit = 0, missed = 0;
  for (int i = 0; i < 2000000; ++i) {
    const float x = std::ldexp(unit(rng), expo(rng));
    const float s = narrow_scale(std::uniform_int_distribution<int>(-8, 8)(rng));
    const double y = std::fabs(static_cast<double>(x) * s);
    if (!(y < 2147483648.0)) continue;
    if (fits(x, s)) {
      ASSERT_EQ(small_round_word(small_round_t(x, s)), to_fixed_scaled(x, s)) << x << " * " << s;
      ++fit;
    } else {
      ASSERT_GE(y, 4194303.5) << x << " * " << s;
      ++missed;
    }
    if (y >= 4194304.5) ASSERT_FALSE(fits(x, s)) << x << " * " << s;
  }
  EXPECT_GT(fit, 1000000);
  EXPECT_GT(missed, 10000);
  const float one = narrow_scale(0);
  std::vector<float> edges = {0.0f, -0.0f, 0.5f, 1.5f, 2.5f, 4194303.5f, 4194304.0f, 4194304.5f, 4194305.0f,
                              8388607.5f, 8388608.0f, 16777215.0f, 1073741824.0f};
  for (int k = 0; k < 4096; ++k) edges.push_back(static_cast<float>(k) + 0.5f);
  for (int k = 4194304 - 4096; k < 4194304 + 64; ++k) {
    edges.push_back(static_cast<float>(k));
    edges.push_back(static_cast<float>(k) + 0.5f);
    edges.push_back(static_cast<float>(k) + 0.25f);
  }
  for (float v : edges)
    for (float x : {v, -v}) {
      if (fits(x, one)) EXPECT_EQ(small_round_word(small_round_t(x, one)), to_fixed_scaled(x, one)) << x;
      if (std::fabs(x) < 4194303.5f) EXPECT_TRUE(fits(x, one)) << x;
      if (std::fabs(x) >= 4194304.5f) EXPECT_FALSE(fits(x, one)) << x;
    }
  EXPECT_EQ(small_round_word(small_round_t(2.5f, one)), 2);  // ties to even, as F2I
  EXPECT_EQ(small_round_word(small_round_t(-3.5f, one)), -4);
  EXPECT_EQ(small_round_word(small_round_t(0.3f, narrow_scale(10))), 307);
  for (float x : {NAN, INFINITY, -INFINITY}) EXPECT_FALSE(fits(x, one)) << x;
}

}  // namespace

// The row codes the preprocess writes: NaN where the bound or the row's forward statistics are
// not finite (NaN in its query reaches lse; a NaN / Inf output reaches D), zero where every
// partial is 0, else the exponent.
TEST(FixedPoint, RowCodes) {
  using dash::exact::dq_row_code;
  using dash::exact::kNonFiniteRow;
  using dash::exact::kZeroRow;
  const float inf = INFINITY, nan = NAN;
  EXPECT_EQ(dq_row_code(100.f, 3.f, 0.5f), dash::exact::dq_row_exponent(100.f));
  EXPECT_EQ(dq_row_code(inf, 3.f, 0.5f), kNonFiniteRow);
  EXPECT_EQ(dq_row_code(nan, 3.f, 0.5f), kNonFiniteRow);
  EXPECT_EQ(dq_row_code(100.f, nan, 0.5f), kNonFiniteRow);  // NaN in the query row
  EXPECT_EQ(dq_row_code(100.f, 3.f, nan), kNonFiniteRow);   // NaN in dO . O
  EXPECT_EQ(dq_row_code(100.f, 3.f, inf), kNonFiniteRow);
  EXPECT_EQ(dq_row_code(0.f, 3.f, 0.f), kZeroRow);          // a zero dO row
  EXPECT_EQ(dq_row_code(100.f, inf, 0.f), kZeroRow);        // a row that sees no key
  EXPECT_EQ(dq_row_code(0.f, nan, 0.f), kNonFiniteRow);     // NaN wins: its P is NaN
}

// The lanes of a K / V (and dO / O) row in the K / V pass, the forward's fold and the
// preprocess: a power of two of them (their butterflies), each taking whole 16-byte chunks,
// together the whole row; head dims 64 and 128 keep one chunk per lane.
TEST(RowLanes, PowerOfTwoLanesOfWholeChunks) {
  struct {
    int d, lanes, chunks;
  } const want[] = {{64, 8, 1}, {96, 4, 3}, {128, 16, 1}, {192, 8, 3}, {256, 16, 2}};
  for (auto const& w : want) {
    EXPECT_EQ(dash::exact::row_lanes(w.d), w.lanes) << w.d;
    EXPECT_EQ(dash::exact::row_chunks_per_lane(w.d), w.chunks) << w.d;
    EXPECT_EQ(dash::exact::row_lanes(w.d) * dash::exact::row_chunks_per_lane(w.d) * 8, w.d);
  }
}
