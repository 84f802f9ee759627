#pragma once
// Host model of the dQ reductions on a hard case (no GPU): fp64 partials per 128-key tile
// (the kernel's kBlockN), then
//   exact:   each partial to fixed point with the kernel's row exponent (bound B, the narrow
//            shift of long rows), 32-bit words, the kernel's precision check and guard per row,
//            and 64-bit words for the whole case when a row fails either (fixed_point.hpp's
//            helpers, as the kernel uses them);
//   narrow:  the 32-bit words without the check (what the check protects against);
//   ordered: fp32 sum of the same partials in tile order;
// both rounded to the dtype and measured against the fp64 sum. It leaves out the kernel's
// bf16/fp16 rounding of P and dS (which adds the same error to both), so it predicts where
// the fixed-point unit alone makes exact worse than ordered.
#include <algorithm>
#include <cmath>
#include <vector>

#include "dash/reduction/fixed_point.hpp"
#include "hard_cases.cuh"
#include "hard_eval.cuh"

namespace dash_test::hard {

struct HostModelErr {
  TensorErr exact, narrow, ordered;  // dQ only
  bool wide = false;                 // a modelled row failed the narrow check
};

// Models the first `rows` Q rows' worth of the case (causal: the last rows, which see the
// most keys), at the case's full seqlen_k.
inline HostModelErr host_model(const HardCase& full, int rows) {
  HardCase hc = full;
  hc.shape.sq = std::min(full.shape.sq, rows);
  const Case& c = hc.shape;
  const int d = c.d, tiles = (c.sk + 127) / 128;
  const Inputs in = make_inputs(hc, seed_of(hc));
  const double scale = Problem::scale_for(d);
  const std::vector<double> bound = dq_row_bounds(c, scale, in);
  std::vector<double> ref(size_t(c.b) * c.sq * c.h * d);
  std::vector<uint16_t> ex(ref.size()), nw(ref.size()), od(ref.size());
  bool wide = false;
  const int out_bits = c.dtype == dash::DType::kBF16 ? 8 : 11;
  const float guard_units = dash::exact::narrow_guard_units(tiles);  // fixed_point.hpp
  std::vector<double> p(c.sk), o(d), part(size_t(tiles) * d);
  for (int bi = 0; bi < c.b; ++bi)
    for (int hi = 0; hi < c.h; ++hi)
      for (int r = 0; r < c.sq; ++r) {
        const int g = hi / (c.h / c.hkv);
        const float* qr = &in.q[((int64_t(bi) * c.sq + r) * c.h + hi) * d];
        const float* gr = &in.dout[((int64_t(bi) * c.sq + r) * c.h + hi) * d];
        auto kr = [&](int j) { return &in.k[((int64_t(bi) * c.sk + j) * c.hkv + g) * d]; };
        auto vr = [&](int j) { return &in.v[((int64_t(bi) * c.sk + j) * c.hkv + g) * d]; };
        double m = -INFINITY, sum = 0, dsum = 0;
        for (int j = 0; j < c.sk; ++j) {
          double a = 0;
          for (int x = 0; x < d; ++x) a += double(qr[x]) * kr(j)[x];
          p[j] = (!c.causal || j <= r + c.sk - c.sq) ? a * scale : -INFINITY;
          m = std::max(m, p[j]);
        }
        for (int j = 0; j < c.sk; ++j) sum += p[j] == -INFINITY ? 0.0 : std::exp(p[j] - m);
        std::fill(o.begin(), o.end(), 0.0);
        for (int j = 0; j < c.sk; ++j) {
          p[j] = p[j] == -INFINITY ? 0.0 : std::exp(p[j] - m) / sum;
          for (int x = 0; x < d; ++x) o[x] += p[j] * vr(j)[x];
        }
        for (int x = 0; x < d; ++x) dsum += double(gr[x]) * o[x];
        std::fill(part.begin(), part.end(), 0.0);
        for (int j = 0; j < c.sk; ++j) {
          double dp = 0;
          for (int x = 0; x < d; ++x) dp += double(gr[x]) * vr(j)[x];
          for (int x = 0; x < d; ++x) part[(j / 128) * d + x] += p[j] * (dp - dsum) * kr(j)[x];
        }
        // The kernel accumulates dQ / scale and scales in the postprocess; so does the model.
        const size_t row = (int64_t(bi) * c.sq + r) * c.h + hi;
        const int e = dash::exact::dq_row_exponent(float(dash::exact::kBoundSafety * bound[row] / scale));
        const int k = c.causal ? std::min(tiles, (r + c.sk - c.sq) / 128 + 1) : tiles;
        const int shift = dash::exact::narrow_shift(k), en = e + shift;
        const float narrow_scale = dash::exact::narrow_scale(en);
        int64_t max_abs = 0;
        for (int x = 0; x < d; ++x) {
          double exact_sum = 0;
          uint64_t acc = 0;  // wrapping, as .add.u64
          uint32_t acc32 = 0;  // wrapping, as .add.u32
          float f32 = 0.f;
          for (int t = 0; t < tiles; ++t) {
            const float pt = float(part[t * d + x]);
            exact_sum += part[t * d + x];
            acc += static_cast<uint64_t>(dash::exact::to_fixed64(pt, e));
            acc32 += static_cast<uint32_t>(dash::exact::to_fixed(pt, en));
            // The guard: an element of a shifted row's partial at the call's cap sends the call wide.
            if (shift > 0 && dash::exact::narrow_guard_trips(pt * narrow_scale, guard_units)) wide = true;
            f32 += pt;
          }
          max_abs = std::max<int64_t>(max_abs, std::llabs(static_cast<int32_t>(acc32)));
          ref[row * d + x] = exact_sum * scale;
          ex[row * d + x] = to_bits(dash::exact::from_fixed64(static_cast<int64_t>(acc), e) * float(scale), c.dtype);
          nw[row * d + x] = to_bits(dash::exact::from_fixed(static_cast<int32_t>(acc32), en) * float(scale), c.dtype);
          od[row * d + x] = to_bits(f32 * float(scale), c.dtype);
        }
        if (bound[row] > 0 && !dash::exact::narrow_row_precise(max_abs, k, out_bits, shift)) wide = true;
      }
  // The product: narrow words unless a row failed the check (then the wide words).
  const TensorErr narrow = tensor_error(nw, ref, d, c.dtype);
  return HostModelErr{wide ? tensor_error(ex, ref, d, c.dtype) : narrow, narrow, tensor_error(od, ref, d, c.dtype),
                      wide};
}

}  // namespace dash_test::hard
