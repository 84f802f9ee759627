#pragma once
// The softmax's numerics shared by the forward and the backward: the online softmax's exponents
// and rescale factor, the one exponent constant, the LSE in log2 and its residual, and when the
// backward may drop that residual. Host- and device-callable so that the CPU tests check the
// rules the kernels run (tests/cpu/test_softmax_numerics.cpp).
#include <cmath>

#include "dash/schedule/host_device.hpp"

namespace dash::sm90 {

// A row's maximum as the exponents subtract it: 0 while the row has seen no key (max = -inf),
// so that a masked score (-inf) gives exp2(-inf) = 0 and never (-inf) - (-inf) = NaN.
DASH_HD float softmax_safe_max(float max) { return max == -INFINITY ? 0.f : max; }

// The exp2 exponent of a score's probability: (s - max) * scale_log2, the difference taken in
// the raw scores. It is exactly 0 for the row's largest score, whatever the logits' magnitude,
// and off by at most |s - max| * scale_log2 * 2^-23 elsewhere. The fused s * c - max * c (one
// FMA) is off by the rounding of max * c, up to |max * c| * 2^-24 on every probability of the
// row: with logits in the thousands, the largest probability is then not 1, the output row is off
// by an ulp of the dtype once it is rounded for P V, and the backward's dS = P (dP - D) no
// longer vanishes where the softmax saturates.
DASH_HD float softmax_exponent(float score, float safe_max, float scale_log2) {
  return (score - safe_max) * scale_log2;
}

// The fused exponent s * c - round(max * c) (one FMA instead of a subtraction and a
// multiplication), taken where it is harmless: when |max * c| < kFusedExponentMaxC the rounding
// of max * c is at most 2^-20 in the exponent, a relative 2^-20 ln 2 < 6.7e-7 on every
// probability of the row (and on its largest, which is then within 2^-20 of 1 instead of 1):
// 2^11 below bf16's and 2^8 below fp16's rounding of P for the P V product, and far below the
// fp32 sum's own rounding. N(0,1) inputs put |max * c| at a few units; logits in the thousands
// (where this rounding moved outputs by a dtype ulp) take softmax_exponent. The forward decides
// per warp and key tile, so that the warp takes one path.
constexpr float kFusedExponentMaxC = 16.f;
DASH_HD bool softmax_fused_exponent_ok(float max_c) { return fabsf(max_c) < kFusedExponentMaxC; }
DASH_HD float softmax_exponent_fused(float score, float scale_log2, float max_c) {
#if defined(__CUDA_ARCH__)
  return fmaf(score, scale_log2, -max_c);
#else
  return std::fma(score, scale_log2, -max_c);
#endif
}

// A row's running output and sum are rescaled by this factor when its running max moves on:
// 2^((old_max - new_max) * scale_log2), and exactly 0 while the row has seen no key (old_max =
// -inf: nothing is accumulated yet). Taking 0 for the old max there instead gave
// 2^(-new_max * scale_log2), which is +inf once a row's first visible scores are below about
// -128 / scale_log2 (large logits, a tile with one visible key), and 0 * inf = NaN in the output
// and the sum.
template <class Exp2>
DASH_HD float softmax_rescale(float old_max, float new_max, float scale_log2, Exp2 exp2) {
  return old_max == -INFINITY ? 0.f : exp2(softmax_exponent(old_max, new_max, scale_log2));
}

// FlashAttention's logit softcap (cap > 0): a score S becomes cap * tanh(S * scale / cap)
// (scale_over_cap = softmax_scale / cap), and the softmax then takes these capped scores with
// scale 1. tanh(x) = 1 - 2 / (2^(2 x log2 e) + 1): one exp2 and one division, within a few fp32
// ulps of tanh where |tanh| is not tiny and within ~1e-7 absolute near 0 (tests/cpu); exp2's
// overflow to +inf gives 1, its underflow to 0 gives -1.
template <class Exp2>
DASH_HD float softcap_score(float s, float scale_over_cap, float cap, Exp2 exp2) {
  const float e = exp2(s * scale_over_cap * 2.8853900817779268f);  // 2 log2(e)
  return cap * (1.f - 2.f / (e + 1.f));
}
// The derivative of the capped score by S, over scale: 1 - tanh^2, from the capped score.
DASH_HD float softcap_slope(float capped, float inv_cap) {
  const float t = capped * inv_cap;
  return 1.f - t * t;
}

// The forward's and the backward's exponent constant, softmax_scale * log2(e), rounded once:
// both kernels take this one value, so that the backward's probabilities are the forward's.
inline float softmax_scale_log2(float softmax_scale) {
  return static_cast<float>(static_cast<double>(softmax_scale) * 1.4426950408889634);
}

// The LSE in log2 as the backward subtracts it: lse2 = fp32(lse * log2(e)). At |lse2| in the
// thousands its rounding (|lse2| * 2^-24) is a common error of the whole row's probabilities.
DASH_HD float lse_log2(float lse) { return lse * 1.4426950408889634f; }

// What lse_log2(lse) misses of the row's exact log2-domain LSE, max * scale_log2 + log2(sum)
// (the forward's max and sum, scale_log2 as above): the backward takes P = exp2(fma(s, c,
// -lse2) - residual), which is the forward's probability to fp32 precision at any magnitude
// (docs/numerics-limits.md). max * scale_log2 - lse2 is formed exactly by the FMA and is
// small, so the residual carries fp32's precision relative to itself, not to lse2.
DASH_HD float lse_log2_residual(float max, float scale_log2, float sum, float lse2) {
#if defined(__CUDA_ARCH__)
  return fmaf(max, scale_log2, -lse2) + log2f(sum);
#else
  return std::fma(max, scale_log2, -lse2) + std::log2(sum);
#endif
}

// Residuals below this size are dropped by the backward's fast path: P = exp2(fma(s, c,
// -lse2)) is then off by the factor 2^-residual, a relative 2^-16 * ln 2 < 1.1e-5 at most, the
// same for the whole row (below bf16's and fp16's own rounding of P by 180x and 45x; the fp32
// LSE alone, as FlashAttention-3 takes it, is off by as much wherever |lse2| passes ~2^7). The
// residual is a few ulps of lse2, so rows with |lse2| below ~2^6 (natural LSE ~44, what
// training reaches) drop it; a Q tile with a larger one takes it for every row
// (bwd preprocess.hpp: one flag per tile).
constexpr float kLseResidualNegligible = 0x1p-16f;
DASH_HD bool lse_residual_negligible(float residual) { return fabsf(residual) < kLseResidualNegligible; }

}  // namespace dash::sm90
