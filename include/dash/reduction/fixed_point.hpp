#pragma once
// Exact, order-independent dQ accumulation in fixed point.
//
// Integer addition is associative, so partial dQ tiles converted to fixed point
// and added as two's complement integers give the same bits in any order, on any
// worker count. Only the final sum must fit (intermediate sums may wrap).
//
// The kernel uses 64-bit words (to_fixed64): the row's exponent e puts the bound at
// 2^30 in 32-bit units and at 2^62 in 64-bit ones, so a 64-bit word resolves 2^32
// times finer. 32 bits lose accuracy against fp32 once the bound is ~1e4 x looser
// than |dQ| (an outlier key or value row on a long sequence); 64 bits stay below
// fp32's rounding until ~1e13 x. The price: twice the reduce-add bytes.
//
// The bound. For one query row i (dropping i), with P_j the softmax weights
// (sum_j P_j = 1), dP_j = dO . V_j, D = dO . O = sum_j P_j dP_j and
// dS_j = P_j (dP_j - D), every coordinate c of dQ = scale * sum_j dS_j K_j obeys
//   |dQ_c| <= scale * max_j |K_jc| * sum_j P_j |dP_j - D|.
// The last sum is the mean absolute deviation of dP under P, at most half the
// range of dP: sum_j P_j |dP_j - D| <= max_j |dP_j| <= ||dO|| * max_j ||V_j||. So
//   |dQ_c| <= B = scale * max|K| * ||dO|| * max_j ||V_j||,
// and the same holds for the partial sum over any subset of keys (a KV tile).
// The kernel's P, dS and O are rounded (bf16/fp16 operands, exp2 approximation),
// which moves the true bound by far less than 2x: we use 2B. With 2B * 2^e <= 2^30,
// every rounded partial and the final sum of k < 2^29 partials stay below 2^31.
//
// Precision: the absolute error of a row is at most k/2 units of 2^-e, i.e. about
// k * B * 2^-31. B is tight (attained with two keys, see the tests), and only
// loose when max|K| or max||V|| far exceed the keys the row attends to.
#include <cmath>
#include <cstdint>

#include "dash/schedule/config.hpp"

namespace dash::exact {

constexpr float kBoundSafety = 2.0f;  // covers the kernel's roundings of P, dS and O
constexpr int kTopBit = 30;           // |partial| and |sum| <= 2^30 (+ rounding slack)
// e + kWideShift stays in [-88, 126]: 2^(e + 32) is then a normal float, and the
// conversion is one exact multiply. Rows with a bound below 2^(30 - 94) ~ 5e-20 keep a
// resolution of 2^-126, still finer than fp32's rounding of anything that large.
constexpr int kMinExponent = -120;
constexpr int kMaxExponent = 94;

// B for one row: scale * max|K| * ||dO_row|| * max_j ||V_j||, times kBoundSafety.
DASH_HD float dq_row_bound(float softmax_scale, float max_abs_k, float norm_do_row, float max_norm_v) {
  return kBoundSafety * softmax_scale * max_abs_k * norm_do_row * max_norm_v;
}

// Largest e with bound * 2^e <= 2^30. A zero bound means the row is exactly zero;
// any exponent works and 0 is used. Callers must treat a non-finite bound as a
// non-finite row (NaN/Inf inputs), which fixed point cannot represent.
DASH_HD int dq_row_exponent(float bound) {
  if (!(bound > 0.0f) || !(bound < INFINITY)) return 0;
  int E;
#if defined(__CUDA_ARCH__)
  (void)frexpf(bound, &E);  // bound < 2^E
#else
  (void)std::frexp(bound, &E);
#endif
  const int e = kTopBit - E;
  return e < kMinExponent ? kMinExponent : (e > kMaxExponent ? kMaxExponent : e);
}

// x * 2^e rounded to nearest (ties to even) as two's complement.
DASH_HD int32_t to_fixed(float x, int e) {
#if defined(__CUDA_ARCH__)
  return __float2int_rn(scalbnf(x, e));
#else
  return static_cast<int32_t>(std::nearbyint(std::scalbn(x, e)));
#endif
}

// Back to float: the integer sum times 2^-e (rounded to fp32 once).
DASH_HD float from_fixed(int32_t v, int e) {
#if defined(__CUDA_ARCH__)
  return scalbnf(static_cast<float>(v), -e);
#else
  return std::scalbn(static_cast<float>(v), -e);
#endif
}

// 64-bit words: x * 2^(e + 32) rounded to nearest, and back (the same exponent e).
constexpr int kWideShift = 32;
// 2^(e + kWideShift) as a float, exactly (e within [kMinExponent, kMaxExponent]).
DASH_HD float wide_scale(int e) {
  const int biased = e + kWideShift + 127;  // IEEE single exponent field
#if defined(__CUDA_ARCH__)
  return __int_as_float(biased << 23);
#else
  return std::ldexp(1.0f, biased - 127);
#endif
}
// `scale` = wide_scale(e): one exact multiply, then one rounding to an integer.
DASH_HD int64_t to_fixed64_scaled(float x, float scale) {
#if defined(__CUDA_ARCH__)
  return __float2ll_rn(x * scale);
#else
  return static_cast<int64_t>(std::nearbyint(static_cast<double>(x * scale)));
#endif
}
DASH_HD int64_t to_fixed64(float x, int e) { return to_fixed64_scaled(x, wide_scale(e)); }
DASH_HD float from_fixed64(int64_t v, int e) {
#if defined(__CUDA_ARCH__)
  return scalbnf(__ll2float_rn(v), -(e + kWideShift));
#else
  return std::scalbn(static_cast<float>(v), -(e + kWideShift));  // one rounding, as on the device
#endif
}

// Wrap-around add: the order of adds never changes the result.
DASH_HD int32_t add_wrapping(int32_t a, int32_t b) {
  return static_cast<int32_t>(static_cast<uint32_t>(a) + static_cast<uint32_t>(b));
}

}  // namespace dash::exact
