// Online softmax over a consumer warpgroup's rows (two rows per thread per 64-row atom).
#pragma once

#include <cute/tensor.hpp>
#include <cmath>

#include "dash/kernels/sm90/common/math.hpp"
#include "dash/kernels/sm90/common/softmax_numerics.hpp"

namespace dash::fwd {

// Keeps, per owned row, the running max (of raw scores) and the thread-partial running sum
// of exp2((s - max) * scale_log2), or of exp2(s * scale_log2 - max * scale_log2) where that is
// harmless (softmax_numerics.hpp says when and why). The quad reduction of the sum is deferred
// to finalize(). kFused: whether the fused exponent is taken at all (FwdConfig::kFusedExponent).
template <int kRows, bool kFused>
struct OnlineSoftmax {
  float row_max[kRows];
  float row_sum[kRows];
  float scale_log2;

  CUTE_DEVICE explicit OnlineSoftmax(float scale_log2_) : scale_log2(scale_log2_) {
    CUTE_UNROLL
    for (int i = 0; i < kRows; ++i) { row_max[i] = -INFINITY; row_sum[i] = 0.f; }
  }

  // One step over a score tile s ((kRows, cols)) is update_max, then exponentiate.
  // update_max: each row's running max (kept), the factor o_scale that rescales the output
  // accumulated so far, the max the exponents subtract (safe_max); returns whether the warp
  // takes the fused exponent (warp-uniform).
  template <class TensorS>
  CUTE_DEVICE bool update_max(TensorS const& s, float (&o_scale)[kRows], float (&safe_max)[kRows]) {
    using namespace cute;
    static_assert(decltype(size<0>(s))::value == kRows);
    constexpr int kCols = decltype(size<1>(s))::value;
    constexpr int kChains = kCols % 4 == 0 ? 4 : 1;
    bool fused = true;
    CUTE_UNROLL
    for (int i = 0; i < kRows; ++i) {
      // Independent running maxima over every kChains-th column, then combined: the max is the
      // same in any order, and short chains do not wait on each FMNMX's result in turn.
      float part[kChains];
      CUTE_UNROLL
      for (int c = 0; c < kChains; ++c) part[c] = c == 0 ? row_max[i] : -INFINITY;
      CUTE_UNROLL
      for (int j = 0; j < kCols; ++j) part[j % kChains] = fmaxf(part[j % kChains], s(i, j));
      float m = part[0];
      CUTE_UNROLL
      for (int c = 1; c < kChains; ++c) m = fmaxf(m, part[c]);
      m = sm90::quad_allreduce_max(m);
      float const old_max = row_max[i];
      row_max[i] = m;
      o_scale[i] = sm90::softmax_rescale(old_max, m, scale_log2, [](float x) { return sm90::fast_exp2(x); });
      safe_max[i] = sm90::softmax_safe_max(m);
      fused = fused && sm90::softmax_fused_exponent_ok(safe_max[i] * scale_log2);
    }
    // One path per warp (softmax_numerics.hpp: the fused exponent where every row's max is small).
    return kFused && __all_sync(0xffffffffu, fused);
  }

  // The step's second half: s overwritten with the unnormalized probabilities, the row sums
  // advanced.
  template <class TensorS>
  CUTE_DEVICE void exponentiate(TensorS& s, float const (&safe_max)[kRows], float const (&o_scale)[kRows],
                                bool fused) {
    using namespace cute;
    if (kFused && fused) {
      CUTE_UNROLL
      for (int i = 0; i < kRows; ++i) {
        float const max_c = safe_max[i] * scale_log2;
        float sum = 0.f;
        CUTE_UNROLL
        for (int j = 0; j < size<1>(s); ++j) {
          float const p = sm90::fast_exp2(sm90::softmax_exponent_fused(s(i, j), scale_log2, max_c));
          s(i, j) = p;
          sum += p;
        }
        row_sum[i] = row_sum[i] * o_scale[i] + sum;
      }
    } else {
      CUTE_UNROLL
      for (int i = 0; i < kRows; ++i) {
        float sum = 0.f;
        CUTE_UNROLL
        for (int j = 0; j < size<1>(s); ++j) {
          float const p = sm90::fast_exp2(sm90::softmax_exponent(s(i, j), safe_max[i], scale_log2));
          s(i, j) = p;
          sum += p;
        }
        row_sum[i] = row_sum[i] * o_scale[i] + sum;
      }
    }
  }

  // Completes the row sums; returns 1/sum per row (0 for rows that saw no key), the
  // log-sum-exp in natural log (-inf for rows that saw no key) and what the backward's log2 of
  // it misses (softmax_numerics.hpp, lse_log2_residual; 0 for rows that saw no key).
  CUTE_DEVICE void finalize(float softmax_scale, float (&inv_sum)[kRows], float (&lse)[kRows],
                            float (&lse_residual)[kRows]) {
    CUTE_UNROLL
    for (int i = 0; i < kRows; ++i) {
      float const sum = sm90::quad_allreduce_sum(row_sum[i]);
      bool const empty = sum == 0.f || row_max[i] == -INFINITY;
      inv_sum[i] = empty ? 0.f : 1.f / sum;
      lse[i] = empty ? -INFINITY : row_max[i] * softmax_scale + logf(sum);
      lse_residual[i] = empty ? 0.f : sm90::lse_log2_residual(row_max[i], scale_log2, sum, sm90::lse_log2(lse[i]));
    }
  }
};

}  // namespace dash::fwd
