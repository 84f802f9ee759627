#pragma once
// Exact mode's conversion of a dQ partial into fixed-point words as its owner warpgroup stages
// it (dq_writer.hpp's dq_stage calls these; the arithmetic is dash/reduction/fixed_point.hpp's):
// the rows' scales from their codes, the full rounding of 32-bit words where the one-FMA path
// of dq_stage does not fit, the guard of shifted narrow rows, and 64-bit words (the rerun).
#include <cstdint>

#include "dash/kernels/sm90/bwd/v1/config.hpp"
#include "dash/kernels/sm90/bwd/dq_tile_layout.hpp"
#include "dash/reduction/fixed_point.hpp"

namespace dash::sm90::bwd::v1 {

// Exact mode: the conversion scales (2^(e + s) narrow, 2^(e + 32) wide) of the two tile rows
// (m0 + g, m0 + g + 8) a thread holds, read from the step's row codes in shared memory
// (before the step's slot is released).
struct DqRowScales {
  float s0 = 0.f, s1 = 0.f;
};
template <class Cfg>
__device__ __forceinline__ DqRowScales dq_row_scales(const BwdKernelParams& p, const int* sExp, int m0) {
  if constexpr (!Cfg::kExact) return {};
  const int g = (threadIdx.x & 31) >> 2;
  // Non-finite rows (kNonFiniteRow) come out as NaN in the postprocess and zero rows
  // (kZeroRow) have zero partials: any scale will do (the code's exponents are then 0).
  const bool wide = p.reduction.exact_words == kExactWide;
  auto scale_of = [wide](int code) {
    return wide ? exact::wide_scale(exact::code_bound_exponent(code))
                : exact::narrow_scale(exact::code_narrow_exponent(code));
  };
  return {scale_of(sExp[m0 + g]), scale_of(sExp[m0 + g + 8])};
}

// The guard of shifted narrow rows (fixed_point.hpp narrow_shift, narrow_guard_units): where an
// element of a partial reaches the call's cap (only the rare path below sees elements of 2^22
// units or more), a row whose code carries a shift asks for the wide rerun. codes: the
// workspace's codes of the warp's 16 rows (read from global memory: the rare path runs after the
// step's shared codes are released); null when the call is not checked (exact_check 0).
struct NarrowGuard {
  const int* codes;
  int* wide_flag;
  float units;
};
template <class Cfg>
__device__ __forceinline__ void narrow_guard_check(const NarrowGuard& guard, int lane, int g0, const DqRowScales& rs,
                                                   const float (&v)[Cfg::kDqFrags][4]) {
  if (guard.codes == nullptr) return;
  bool trip0 = false, trip1 = false;
#pragma unroll
  for (int nt = 0; nt < Cfg::kDqFrags; ++nt) {
    if (nt < g0 || nt >= g0 + Cfg::kSmallRoundBlocks) continue;
    trip0 |= exact::narrow_guard_trips(v[nt][0] * rs.s0, guard.units) ||
             exact::narrow_guard_trips(v[nt][1] * rs.s0, guard.units);
    trip1 |= exact::narrow_guard_trips(v[nt][2] * rs.s1, guard.units) ||
             exact::narrow_guard_trips(v[nt][3] * rs.s1, guard.units);
  }
  const int g = lane >> 2;
  if ((trip0 && exact::code_shift(guard.codes[g]) > 0) || (trip1 && exact::code_shift(guard.codes[g + 8]) > 0))
    *guard.wide_flag = 1;
}

// The rare conversions, written once. 64-bit words (the fallback when 32 bits would lose
// precision):
template <class Cfg>
__device__ __forceinline__ void dq_stage_wide_words(char* buf, int warp, int lane, const DqRowScales& rs,
                                                    const float (&v)[Cfg::kDqFrags][4]) {
#pragma unroll
  for (int nt = 0; nt < Cfg::kDqFrags; ++nt) {
    auto* dst = reinterpret_cast<longlong2*>(buf + dq_frag_offset<typename Cfg::Traits>(warp, nt, lane) * 8);
    dst[0] = make_longlong2(exact::to_fixed64_scaled(v[nt][0], rs.s0), exact::to_fixed64_scaled(v[nt][1], rs.s0));
    dst[1] = make_longlong2(exact::to_fixed64_scaled(v[nt][2], rs.s1), exact::to_fixed64_scaled(v[nt][3], rs.s1));
  }
}
// 32-bit words of column blocks [g0, g0 + kSmallRoundBlocks) when an element of the warp's group
// is 2^22 units or more: F2I and the FP32-pipe rounding share the blocks (config.hpp).
template <class Cfg>
__device__ __forceinline__ void dq_stage_narrow_group(char* buf, int warp, int lane, int g0, const DqRowScales& rs,
                                                      const NarrowGuard& guard, const float (&v)[Cfg::kDqFrags][4]) {
  narrow_guard_check<Cfg>(guard, lane, g0, rs, v);
#pragma unroll
  for (int nt = 0; nt < Cfg::kDqFrags; ++nt) {
    if (nt < g0 || nt >= g0 + Cfg::kSmallRoundBlocks) continue;
    const bool fp = Cfg::kFpConvertOddBlocks && (nt & 1);
    auto cv = [fp](float x, float s) { return fp ? exact::to_fixed_scaled_fp(x, s) : exact::to_fixed_scaled(x, s); };
    *reinterpret_cast<int4*>(buf + dq_frag_offset<typename Cfg::Traits>(warp, nt, lane) * 4) =
        make_int4(cv(v[nt][0], rs.s0), cv(v[nt][1], rs.s0), cv(v[nt][2], rs.s1), cv(v[nt][3], rs.s1));
  }
}
// The same out of line (Cfg::kColdRoundingOutOfLine), the partial passed by value.
template <class Cfg>
struct DqFrag {
  float v[Cfg::kDqFrags][4];
};
template <class Cfg>
__device__ __forceinline__ DqFrag<Cfg> dq_frag_of(const float (&acc)[Cfg::kDqFrags][4]) {
  DqFrag<Cfg> f;
#pragma unroll
  for (int nt = 0; nt < Cfg::kDqFrags; ++nt)
#pragma unroll
    for (int e = 0; e < 4; ++e) f.v[nt][e] = acc[nt][e];
  return f;
}
template <class Cfg>
__device__ __noinline__ void dq_stage_wide_words_cold(char* buf, int warp, int lane, DqRowScales rs, DqFrag<Cfg> f) {
  dq_stage_wide_words<Cfg>(buf, warp, lane, rs, f.v);
}
template <class Cfg>
__device__ __noinline__ void dq_stage_narrow_group_cold(char* buf, int warp, int lane, int g0, DqRowScales rs,
                                                        NarrowGuard guard, DqFrag<Cfg> f) {
  dq_stage_narrow_group<Cfg>(buf, warp, lane, g0, rs, guard, f.v);
}

// Split columns (split_mainloop.hpp): a thread's dQ^T fragments hold Q rows 8 j + 2 t + (e & 1)
// (dq_tile_layout.hpp), eight rows, so each has its scale. Fragment f of warpgroup wg covers Q
// rows [8 j, 8 j + 8) with j = dq_split_q_block(wg, f).
template <class Cfg>
struct DqSplitScales {
  float s[Cfg::kStepM / 8][2];  // [j][e & 1]: Q row 8 j + 2 t + (e & 1)
  // The scale of element e of fragment f (unrolled: f and e constant) of warpgroup wg, with
  // constant indices into s (a runtime index would put s in local memory).
  __device__ __forceinline__ float of(int wg, int f, int e) const {
    constexpr int kFullFrags = Cfg::kDqFullMTiles * (Cfg::kStepM / 8);
    if (f < kFullFrags) return s[f % (Cfg::kStepM / 8)][e & 1];
    return wg == 0 ? s[f - kFullFrags][e & 1] : s[2 + f - kFullFrags][e & 1];
  }
};
template <class Cfg>
__device__ __forceinline__ DqSplitScales<Cfg> dq_split_scales(const BwdKernelParams& p, const int* sExp) {
  DqSplitScales<Cfg> rs{};
  if constexpr (Cfg::kExact) {
    const int t = threadIdx.x & 3;
    const bool wide = p.reduction.exact_words == kExactWide;
#pragma unroll
    for (int j = 0; j < Cfg::kStepM / 8; ++j)
#pragma unroll
      for (int e = 0; e < 2; ++e) {
        const int code = sExp[8 * j + 2 * t + e];
        rs.s[j][e] = wide ? exact::wide_scale(exact::code_bound_exponent(code))
                          : exact::narrow_scale(exact::code_narrow_exponent(code));
      }
  }
  return rs;
}
// The rare conversions of a split partial, out of line (the partial by value): 64-bit words, and
// 32-bit words with the full rounding (and the guard of shifted rows: codes are the step's Q
// rows' codes in the workspace, null when the call is not checked).
template <class Cfg>
__device__ __noinline__ void dq_stage_split_wide_cold(char* buf, int warp, int lane, int wg, DqSplitScales<Cfg> rs,
                                                      DqFrag<Cfg> f) {
#pragma unroll
  for (int i = 0; i < Cfg::kDqFrags; ++i) {
    auto* dst = reinterpret_cast<longlong2*>(buf + dq_frag_offset<typename Cfg::Traits>(warp, i, lane) * 8);
    auto w = [&](int e) { return exact::to_fixed64_scaled(f.v[i][e], rs.of(wg, i, e)); };
    dst[0] = make_longlong2(w(0), w(1));
    dst[1] = make_longlong2(w(2), w(3));
  }
}
template <class Cfg>
__device__ __noinline__ void dq_stage_split_narrow_cold(char* buf, int warp, int lane, int wg, DqSplitScales<Cfg> rs,
                                                        NarrowGuard guard, DqFrag<Cfg> f) {
  const int t = lane & 3;
  bool trip = false;
#pragma unroll
  for (int i = 0; i < Cfg::kDqFrags; ++i) {
    const int j = dq_split_q_block<typename Cfg::Traits>(wg, i);
    bool trip_row[2] = {false, false};
#pragma unroll
    for (int e = 0; e < 4; ++e) trip_row[e & 1] |= exact::narrow_guard_trips(f.v[i][e] * rs.of(wg, i, e), guard.units);
    if (guard.codes != nullptr)
      trip |= (trip_row[0] && exact::code_shift(guard.codes[8 * j + 2 * t]) > 0) ||
              (trip_row[1] && exact::code_shift(guard.codes[8 * j + 2 * t + 1]) > 0);
    const bool fp = Cfg::kFpConvertOddBlocks && (i & 1);
    auto cv = [fp](float x, float sc) { return fp ? exact::to_fixed_scaled_fp(x, sc) : exact::to_fixed_scaled(x, sc); };
    *reinterpret_cast<int4*>(buf + dq_frag_offset<typename Cfg::Traits>(warp, i, lane) * 4) =
        make_int4(cv(f.v[i][0], rs.of(wg, i, 0)), cv(f.v[i][1], rs.of(wg, i, 1)), cv(f.v[i][2], rs.of(wg, i, 2)),
                  cv(f.v[i][3], rs.of(wg, i, 3)));
  }
  if (trip) *guard.wide_flag = 1;
}

}  // namespace dash::sm90::bwd::v1
