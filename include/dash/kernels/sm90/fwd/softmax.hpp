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

  // s: (kRows, cols) view of a score tile, overwritten with unnormalized probabilities.
  // Returns in o_scale[i] the factor that rescales the output accumulated so far.
  template <class TensorS>
  CUTE_DEVICE void step(TensorS& s, float (&o_scale)[kRows]) {
    using namespace cute;
    static_assert(decltype(size<0>(s))::value == kRows);
    float safe_max[kRows];
    bool fused = true;
    CUTE_UNROLL
    for (int i = 0; i < kRows; ++i) {
      float m = row_max[i];
      CUTE_UNROLL
      for (int j = 0; j < size<1>(s); ++j) m = fmaxf(m, s(i, j));
      m = sm90::quad_allreduce_max(m);
      float const old_max = row_max[i];
      row_max[i] = m;
      o_scale[i] = sm90::softmax_rescale(old_max, m, scale_log2, [](float x) { return sm90::fast_exp2(x); });
      safe_max[i] = sm90::softmax_safe_max(m);
      fused = fused && sm90::softmax_fused_exponent_ok(safe_max[i] * scale_log2);
    }
    // One path per warp (softmax_numerics.hpp: the fused exponent where every row's max is small).
    if (kFused && __all_sync(0xffffffffu, fused)) {
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
