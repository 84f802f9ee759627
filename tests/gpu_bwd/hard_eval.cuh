#pragma once
// Runs one hard case through the API in exact, ordered (fa3) and unordered mode and
// measures each against the fp64 reference. Shared by the test and the table tool.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "bwd_problem.cuh"
#include "hard_cases.cuh"
#include "reference_fp64.cuh"

namespace dash_test::hard {

// Errors of one output tensor against fp64.
struct TensorErr {
  double fro = 0;   // ||out - ref||_F / ||ref||_F
  double max = 0;   // max|out - ref| / max|ref|
  double row = 0;   // worst row of (max|out - ref| / max|ref|) over that row (rows > 1e-6 max|ref|)
  int64_t nonfinite = 0;
  int64_t sign_flips = 0;  // elements with |ref| >= half its row's max whose sign is wrong
};

struct ModeErr {
  TensorErr dq, dk, dv;
};

struct CaseResult {
  ModeErr exact, ordered, unordered;
  ModeErr narrow;           // exact mode with 32-bit words and no precision check
  bool exact_wide = false;  // the exact call needed its 64-bit rerun
  double bound_ratio_median = 0;  // over Q rows: B_i / max|dQ_i| (1 = tight; large = loose)
  double bound_ratio_min = 0;
  double max_ref_dq = 0;
  int workers = 0;
};

// got: raw bits of a packed (rows, d) tensor; ref: the same in fp64.
inline TensorErr tensor_error(const std::vector<uint16_t>& got, const std::vector<double>& ref, int64_t d,
                              dash::DType dt) {
  TensorErr e;
  double num = 0, den = 0, max_err = 0, max_ref = 0;
  for (double r : ref) max_ref = std::max(max_ref, std::fabs(r));
  // Per-row metrics only for rows that matter next to the tensor's largest entry: a row
  // whose exact dQ is 0 comes out of fp64 as ~1e-300 noise, and relative to that any
  // rounding (or an exact 0) would read as a huge error or a sign flip.
  const double row_floor = 1e-6 * max_ref;
  for (size_t r0 = 0; r0 < ref.size(); r0 += d) {
    double row_err = 0, row_ref = 0;
    for (int64_t x = 0; x < d; ++x) row_ref = std::max(row_ref, std::fabs(ref[r0 + x]));
    const bool row_counts = row_ref > row_floor;
    for (int64_t x = 0; x < d; ++x) {
      const double a = half_bits_to_float(got[r0 + x], dt), r = ref[r0 + x];
      if (!std::isfinite(a)) { ++e.nonfinite; continue; }
      const double err = std::fabs(a - r);
      num += err * err;
      den += r * r;
      row_err = std::max(row_err, err);
      if (row_counts && std::fabs(r) >= 0.5 * row_ref && a * r <= 0) ++e.sign_flips;
    }
    max_err = std::max(max_err, row_err);
    if (row_counts) e.row = std::max(e.row, row_err / row_ref);
  }
  e.fro = den > 0 ? std::sqrt(num / den) : std::sqrt(num);
  e.max = max_ref > 0 ? max_err / max_ref : max_err;
  if (e.nonfinite) e.fro = e.max = e.row = INFINITY;
  return e;
}

inline ModeErr mode_error(const Problem& pr, const Grads& g, const Grads64& ref) {
  // Packed layouts: the allocation is the logical tensor (hard cases are never padded).
  return ModeErr{tensor_error(g.dq, ref.dq, pr.c.d, pr.c.dtype), tensor_error(g.dk, ref.dk, pr.c.d, pr.c.dtype),
                 tensor_error(g.dv, ref.dv, pr.c.d, pr.c.dtype)};
}

inline uint64_t seed_of(const HardCase& hc) {
  return 1000 + uint64_t(hc.kind) * 97 + uint64_t(hc.shape.d) + (hc.shape.dtype == dash::DType::kFP16 ? 13 : 0);
}

// Throws std::runtime_error on a CUDA or API failure.
inline CaseResult evaluate(const HardCase& hc) {
  const Inputs in = make_inputs(hc, seed_of(hc));
  Problem pr(hc.shape, seed_of(hc), [&](Problem& p) { upload(p, in); });
  const Grads64 ref = reference_fp64_gpu(pr);
  CaseResult res;
  auto run = [&](dash::ReductionMode m, int exact_bits = 0) {
    auto p = pr.params(dash::ScheduleKind::fa3, m);
    dash::testing::BwdHooks hooks;
    hooks.exact_bits = exact_bits;
    const auto st = pr.run(p, nullptr, hooks);
    if (!st.ok()) throw std::runtime_error(std::string("attention_backward: ") + st.message);
    if (!dash::backward_num_workers(p, &res.workers).ok()) res.workers = -1;
    if (m == dash::ReductionMode::exact && exact_bits == 0 &&
        !dash::backward_exact_used_wide(p, pr.ws, nullptr, &res.exact_wide).ok())
      throw std::runtime_error("backward_exact_used_wide failed");
    return mode_error(pr, pr.fetch(), ref);
  };
  res.exact = run(dash::ReductionMode::exact);
  res.narrow = run(dash::ReductionMode::exact, 32);
  res.ordered = run(dash::ReductionMode::ordered);
  res.unordered = run(dash::ReductionMode::unordered);
  // How loose the kernel's bound is on this input (context for the exact errors).
  const std::vector<double> bound = dq_row_bounds(hc.shape, pr.scale(), in);
  std::vector<double> ratio;
  for (size_t i = 0; i < bound.size(); ++i) {
    double m = 0;
    for (int x = 0; x < hc.shape.d; ++x) m = std::max(m, std::fabs(ref.dq[i * hc.shape.d + x]));
    res.max_ref_dq = std::max(res.max_ref_dq, m);
    if (m > 0) ratio.push_back(bound[i] / m);
  }
  if (!ratio.empty()) {
    std::sort(ratio.begin(), ratio.end());
    res.bound_ratio_median = ratio[ratio.size() / 2];
    res.bound_ratio_min = ratio.front();
  }
  return res;
}

}  // namespace dash_test::hard
