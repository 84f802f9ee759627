#pragma once
// Exact, order-independent dQ accumulation in fixed point.
//
// Integer addition is associative, so partial dQ tiles converted to fixed point
// and added as two's complement integers give the same bits in any order, on any
// worker count. Only the final sum must fit (intermediate sums may wrap).
//
// Two word widths, one exponent e per row (the bound sits at 2^30 x 2^-e):
//  - narrow, 32-bit words (to_fixed_scaled with 2^(e + s)): the kernel's fast path. The partials
//    and the bulk adds move the bytes of fp32, so exact runs at the unordered speed. Rows of more
//    than 64 partials take s = narrow_shift(k) more bits (below): the bound grows looser than
//    |dQ| with the length, and the shift keeps the words' resolution where |dQ| is.
//  - wide, 64-bit words (to_fixed64, 2^(e + 32)): 2^32 times finer, twice the bytes.
// 32 bits lose precision once the bound is far looser than |dQ| (an outlier key or value
// row on a long sequence). The narrow result is CHECKED after the sum (narrow_row_precise):
// the fixed-point error of a row, at most k/2 units for k partials, must stay below
// 2^-kNarrowGuardBits of the output dtype's unit in the last place at the row's largest
// element (rows at the kernel's own noise level excepted, see there); and a shifted row's words
// must have stayed below the guard's cap (narrow_guard_units). If any row fails, the whole call
// is recomputed with wide words (kernels launched always, running only when the device flag is
// set), so the result never carries more than that error; 64 bits stay below fp32's rounding
// until the bound is ~1e13 x loose. The check depends only on the exact integer sums and on each
// partial (computed by one CTA, the same in every schedule), so the choice, and the bits, are
// the same on every run, schedule and worker count.
//
// The bound. For one query row i (dropping i), with P_j the softmax weights
// (sum_j P_j = 1), dP_j = dO . V_j, D = dO . O = sum_j P_j dP_j and
// dS_j = P_j (dP_j - D), every coordinate c of dQ = scale * sum_j dS_j K_j obeys
//   |dQ_c| <= scale * max_j |K_jc| * sum_j P_j |dP_j - D|.
// The last sum is the mean absolute deviation of dP under P, at most half the
// range of dP: sum_j P_j |dP_j - D| <= max_j |dP_j| <= ||dO|| * max_j ||V_j||. So
//   |dQ_c| <= B = scale * max|K| * ||dO|| * max_j ||V_j||,
// and the partial sum over any subset of keys (a KV tile) obeys the subset's share of it, so the
// partials' absolute values add up to at most B as well.
// The kernel's P, dS and O are rounded: O to the dtype (D = dO . O moves by ||dO|| ||O|| 2^-9
// at most, bf16), dS to the dtype (2^-9 relative), P and the fp32 products by ~2^-20. Together
// they move the bound by less than 2^-7 of it, so B 2^e <= 2^30 (kBoundSafety 1) keeps every
// rounded partial and the sum of k < 2^29 of them below 2^30 (1 + 2^-7) + k/2 < 2^31.
//
// Precision: the absolute error of a row is at most k/2 units of 2^-(e + s), i.e. about
// k * B * 2^-(31 + s). B is tight (attained with two keys, see the tests), and only
// loose when max|K| or max||V|| far exceed the keys the row attends to, or when the row's
// softmax is flat over many keys (|dQ| / B falls like 1 / sqrt(keys) on random inputs).
#include <cmath>
#include <cstdint>
#include <cstring>

#include "dash/schedule/host_device.hpp"

namespace dash::exact {

constexpr float kBoundSafety = 1.0f;  // the kernel's roundings of P, dS and O fit below 2^31 (above)
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

// The bound of a row whose loss also uses the LSE (its gradient dlse): dS_j = P_j (dP_j - D + dlse),
// and sum_j P_j |dP_j - D + dlse| <= ||dO|| max_j ||V_j|| + |dlse|. dlse = 0 gives dq_row_bound.
DASH_HD float dq_row_bound_dlse(float softmax_scale, float max_abs_k, float norm_do_row, float max_norm_v,
                                float dlse) {
  // dq_row_bound's product first and the dlse term added: with dlse = 0 the same float, so the
  // rows' exponents (and exact mode's bits) do not move for a loss that leaves lse out.
  return dq_row_bound(softmax_scale, max_abs_k, norm_do_row, max_norm_v) +
         kBoundSafety * softmax_scale * max_abs_k * fabsf(dlse);
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

// A row's code for the kernels (written by the preprocess, read by the dQ staging and the
// postprocess): its exponent, or one of two marks.
//  - kNonFiniteRow: the row's dQ is NaN. Its bound is not finite (NaN / Inf in its dO, in K or
//    in V), or its forward statistics are not (lse2 NaN: NaN in its query; D = dO . O not finite):
//    its partials are NaN, which fixed point cannot carry, so the postprocess writes NaN.
//  - kZeroRow: every partial is exactly 0 (a zero bound, or a row that sees no key: lse2 = +inf).
constexpr int kNonFiniteRow = -(1 << 30);
constexpr int kZeroRow = -(1 << 29);
DASH_HD int dq_row_code(float bound, float lse2, float dsum) {
#if defined(__CUDA_ARCH__)
  const bool stats_finite = !isnan(lse2) && isfinite(dsum);
#else
  const bool stats_finite = !std::isnan(lse2) && std::isfinite(dsum);
#endif
  if (!(bound < INFINITY) || !stats_finite) return kNonFiniteRow;
  if (bound == 0.f || lse2 == INFINITY) return kZeroRow;
  return dq_row_exponent(bound);
}

// The narrow shift. A row of k partials is stored in narrow words at 2^(e + s) instead of 2^e:
// on random inputs |dQ| / B shrinks with the keys (the softmax flattens) while the check's k/2
// units grow, so long rows need bits the bound does not give. The shift gives up the bound's
// guarantee that the sum fits in int32; a shifted row keeps it by a cap on its words instead
// (the guard): while every element y = x 2^(e + s) of its partials stays below
// narrow_guard_units(K) (K: the call's most partials of a row), every word is below 2^(31 - ceil
// log2 K) and K of them sum inside int32. The fast rounding's words (below 2^22, small_round_t)
// always are; the rare path (dq_writer.hpp) checks its elements, and one at the cap in a
// shifted row sends the call wide (with e, unshifted). One bit per doubling of k past 64
// partials, at most kMaxNarrowShift (slack on N(0, 1) inputs: tools/exact-model/narrow_rows.py).
constexpr int kShiftFreePartials = 64;
constexpr int kMaxNarrowShift = 3;
constexpr int kGuardedMaxPartials = 512;  // 512 words below 2^22 (the fast range) fit int32
DASH_HD int narrow_shift(int partials) {
  if (partials <= kShiftFreePartials || partials > kGuardedMaxPartials) return 0;
  int s = 1;
  while (s < kMaxNarrowShift && (kShiftFreePartials << s) < partials) ++s;
  return s;
}
// The guard's cap for a call whose rows have at most K = max_partials partials: 2^(31 - ceil
// log2 K) - 1, at most 2^24 - 1 (a float, exactly). |y| below it rounds to |word| below
// 2^(31 - ceil log2 K). Past kGuardedMaxPartials no row is shifted: the cap is that of 512.
DASH_HD float narrow_guard_units(int max_partials) {
  int b = 7;
  while ((1 << b) < max_partials && b < 9) ++b;
  return static_cast<float>((1u << (31 - b)) - 1u);
}
// An element of a shifted row's partial that trips the guard (NaN does not: a NaN row is marked
// and never summed).
DASH_HD bool narrow_guard_trips(float y, float units) { return y >= units || y <= -units; }

// A row's narrow code carries its shift: e + s + kShiftCodeUnit * s (marks stay as they are).
// The narrow pass scales by 2^(e + s) and guards rows with s > 0; the wide pass, which the
// narrow one may trigger, reads the same code and scales by 2^(e + 32).
// Above the span of e + s - kMinExponent (e in [kMinExponent, kMaxExponent], s <= kMaxNarrowShift).
constexpr int kShiftCodeUnit = 256;
static_assert(kMaxExponent + kMaxNarrowShift - kMinExponent < kShiftCodeUnit, "a code's shift must decode");
DASH_HD bool is_row_mark(int code) { return code < kMinExponent; }
DASH_HD int narrow_code(int code, int shift) {
  return is_row_mark(code) ? code : code + shift * (1 + kShiftCodeUnit);
}
DASH_HD int code_shift(int code) {
  return is_row_mark(code) ? 0 : static_cast<int>(static_cast<unsigned>(code - kMinExponent) / kShiftCodeUnit);
}
// The narrow words' exponent e + s, and the bound's e (the wide words'); 0 for a mark (any
// exponent serves a zero row; a NaN row's words are never read).
DASH_HD int code_narrow_exponent(int code) {
  return is_row_mark(code) ? 0 : code - kShiftCodeUnit * code_shift(code);
}
DASH_HD int code_bound_exponent(int code) {
  return is_row_mark(code) ? 0 : code - (1 + kShiftCodeUnit) * code_shift(code);
}

// 2^x as a float, exactly, for x in [-126, 127] (a normal float: one exact multiply).
DASH_HD float pow2f(int x) {
#if defined(__CUDA_ARCH__)
  return __int_as_float((x + 127) << 23);
#else
  return std::ldexp(1.0f, x);
#endif
}

// Narrow words. `scale` = narrow_scale(e) = 2^e: one exact multiply, then one rounding to
// nearest (ties to even) as two's complement (F2I on the device). Applied to every element,
// neither an FP32-pipe rounding sequence nor one FMA (F2I for the rest) runs faster than F2I
// alone (docs/tuning-record.md, 'Narrow rounding'); the exact kernel rounds half of its blocks
// by F2I and half by to_fixed_scaled_fp below, which is faster (bwd/v1/config.hpp
// kFpConvertOddBlocks).
DASH_HD float narrow_scale(int e) { return pow2f(e); }
DASH_HD int32_t to_fixed_scaled(float x, float scale) {
#if defined(__CUDA_ARCH__)
  return __float2int_rn(x * scale);
#else
  return static_cast<int32_t>(std::nearbyint(x * scale));
#endif
}
DASH_HD int32_t to_fixed(float x, int e) { return to_fixed_scaled(x, narrow_scale(e)); }

// to_fixed_scaled's bits for |x scale| < 2^31 without F2I, on the FP32 and integer pipes
// (F2I is a variable-latency instruction like the softmax's exp2, likely on the same unit).
// y = x scale (exact) is split at 2^9:
//   t9 = y + 1.5 2^32 rounds y to a multiple of 512 (the sum's ulp), hi = t9 - 1.5 2^32;
//   lo = y - hi (exact, |lo| <= 256), t0 = lo + 1.5 2^23 rounds lo to an integer;
//   round(y) = hi + round(lo) (hi is a multiple of 512), and within their binades the bits count
//   those units: round(y) = (bits(t9) - bits(1.5 2^32)) 2^9 + bits(t0) - bits(1.5 2^23).
// Ties go to even as in F2I. Outside |y| < 2^31 (never for a partial within its bound,
// kTopBit) the result differs from F2I's saturation.
DASH_HD int32_t to_fixed_scaled_fp(float x, float scale) {
  constexpr float kM9 = 6442450944.0f;  // 1.5 x 2^32
  constexpr float kM0 = 12582912.0f;    // 1.5 x 2^23
  constexpr uint32_t kBitsM9 = 0x4FC00000u, kBitsM0 = 0x4B400000u;
#if defined(__CUDA_ARCH__)
  const float t9 = __fmaf_rn(x, scale, kM9);
  const float hi = __fsub_rn(t9, kM9);
  const float lo = __fmaf_rn(x, scale, -hi);
  const float t0 = __fadd_rn(lo, kM0);
  const uint32_t b9 = __float_as_uint(t9), b0 = __float_as_uint(t0);
#else
  const float t9 = std::fma(x, scale, kM9);
  const float hi = t9 - kM9;
  const float lo = std::fma(x, scale, -hi);
  const float t0 = lo + kM0;
  uint32_t b9, b0;
  std::memcpy(&b9, &t9, 4);
  std::memcpy(&b0, &t0, 4);
#endif
  return static_cast<int32_t>(((b9 - kBitsM9) << 9) + (b0 - kBitsM0));
}

// The common case in one FMA: a partial far below its row's bound (|x scale| < 2^22 - 1/2,
// ~2^-8 of the bound; random inputs sit ~2^-17 below it at 16k). t = x scale + 1.5 2^23 (one
// rounding, ties to even) lies in [2^23, 2^24), whose ulp is 1, and 1.5 2^23 is an even
// integer, so bits(t) - bits(1.5 2^23) = round(x scale) with F2I's ties: the same word.
// small_round_miss(t) has its top 9 bits (sign, exponent) clear exactly when t is in that
// binade; the caller ORs the misses of a group of elements and rounds the group by
// to_fixed_scaled(_fp) when any missed (NaN and Inf miss too).
constexpr uint32_t kSmallRoundBinade = 0x4B000000u;  // bits(2^23)
constexpr uint32_t kSmallRoundFits = 1u << 23;       // miss < this: t is in [2^23, 2^24)
DASH_HD float small_round_t(float x, float scale) {
#if defined(__CUDA_ARCH__)
  return __fmaf_rn(x, scale, 12582912.0f);
#else
  return std::fma(x, scale, 12582912.0f);
#endif
}
DASH_HD uint32_t float_bits(float t) {
#if defined(__CUDA_ARCH__)
  return __float_as_uint(t);
#else
  uint32_t b;
  std::memcpy(&b, &t, 4);
  return b;
#endif
}
DASH_HD uint32_t small_round_miss(float t) { return float_bits(t) ^ kSmallRoundBinade; }
constexpr uint32_t kSmallRoundBias = 0x4B400000u;  // bits(1.5 2^23)
DASH_HD int32_t small_round_word(float t) { return static_cast<int32_t>(float_bits(t) - kSmallRoundBias); }

// Back to float: the integer sum times 2^-e (rounded to fp32 once; the multiply is exact:
// -e in [-kMaxExponent, -kMinExponent] and |v| >= 1 keep the product a normal float).
DASH_HD float from_fixed(int32_t v, int e) {
#if defined(__CUDA_ARCH__)
  return __int2float_rn(v) * pow2f(-e);
#else
  return std::scalbn(static_cast<float>(v), -e);
#endif
}

// The narrow check. Output significand bits (with the implicit one): bf16 8, fp16 11. A
// row of k partials whose largest |sum| is max_abs units passes when k/2 units (the worst
// rounding error) <= 2^-kNarrowGuardBits ulp_out(row max); ulp_out(m) > m 2^-bits, so
//   k 2^(bits + kNarrowGuardBits - 1) <= max_abs
// suffices (bf16: k 2^10, fp16: k 2^13).
// Noise rows pass too: |dQ| below ~2^-20 of the row's bound, i.e. max_abs < 2^(kTopBit -
// kNarrowNoiseBits + shift) units. Such a row is at the level of the fp32 kernel's own rounding:
// a row that sees one key has dS = dP - D = 0 in exact arithmetic, and the kernel's fp32
// dP and D differ by ~2^-24 ||dO|| ||V||; a saturated softmax row cancels the same way. Its
// narrow error, k/2 units <= k 2^-(30 + shift) B, stays below that noise for k <= 64 and within
// 4x of it up to k = 256. (The check cannot tell such noise from a genuinely tiny row whose
// bound is over 2^20 x loose, e.g. one key 10^6 x larger than the keys the row attends; there
// the narrow words keep only the absolute accuracy k 2^-(30 + shift) B.)
constexpr int kNarrowGuardBits = 3;
constexpr int kNarrowNoiseBits = 20;
DASH_HD bool narrow_row_precise(int64_t max_abs, int partials, int out_significand_bits, int shift = 0) {
  if (max_abs < (int64_t{1} << (kTopBit - kNarrowNoiseBits + shift))) return true;
  return static_cast<int64_t>(partials) << (out_significand_bits + kNarrowGuardBits - 1) <= max_abs;
}

// 64-bit words: x * 2^(e + 32) rounded to nearest, and back (the same exponent e).
constexpr int kWideShift = 32;
// 2^(e + kWideShift) as a float, exactly (e within [kMinExponent, kMaxExponent]).
DASH_HD float wide_scale(int e) { return pow2f(e + kWideShift); }
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
  return __ll2float_rn(v) * pow2f(-(e + kWideShift));
#else
  return std::scalbn(static_cast<float>(v), -(e + kWideShift));  // one rounding, as on the device
#endif
}

// Wrap-around add: the order of adds never changes the result.
DASH_HD int32_t add_wrapping(int32_t a, int32_t b) {
  return static_cast<int32_t>(static_cast<uint32_t>(a) + static_cast<uint32_t>(b));
}

}  // namespace dash::exact
