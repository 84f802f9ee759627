// dash_exact_accuracy: the exact-vs-ordered accuracy table (docs/exact-accuracy.md), as markdown.
// Runs the hard cases of tests/gpu_bwd/hard_cases.cuh (the ones the GPU test asserts on)
// through the API in exact, ordered (fa3) and unordered mode and prints each mode's error
// against an fp64 reference, for dQ, dK and dV.
//
//   dash_exact_accuracy [--cases SUBSTRING] [--commit HASH]   (exit 2 without an sm_90 GPU)
//   dash_exact_accuracy --host-model [--cases SUBSTRING]      (no GPU: host_model.cuh's
//       prediction of dQ's exact vs ordered error from the fixed-point unit alone, 96 Q rows)
//   --realistic: the input families training runs instead of the hard cases (N(0, 1) up to 64k
//       keys, outlier key / value rows x8 and x64; hard_cases.cuh realistic_cases)
#include <cstdio>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "hard_eval.cuh"
#include "host_model.cuh"

using namespace dash_test::hard;

namespace {

std::string three(double e, double o, double u) {
  char buf[96];
  std::snprintf(buf, sizeof(buf), "%.2e / %.2e / %.2e", e, o, u);
  return buf;
}

}  // namespace

int main(int argc, char** argv) {
  std::string filter, commit = "unknown";
  bool model = false, realistic = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--cases") && i + 1 < argc) filter = argv[++i];
    else if (!std::strcmp(argv[i], "--commit") && i + 1 < argc) commit = argv[++i];
    else if (!std::strcmp(argv[i], "--host-model")) model = true;
    else if (!std::strcmp(argv[i], "--realistic")) realistic = true;
    else {
      std::fprintf(stderr, "usage: %s [--cases SUBSTRING] [--commit HASH] [--host-model] [--realistic]\n", argv[0]);
      return 2;
    }
  }
  if (model) {
    constexpr int kRows = 96;
    std::printf("Host model (no GPU, first %d Q rows, full seqlen_k): dQ error vs fp64 from the reduction\n"
                "alone (exact: kernel exponent, 32-bit words, the precision check, 64-bit words if a row\n"
                "fails it; narrow: 32-bit words unchecked; ordered: fp32 sum of the same tile partials).\n"
                "Each cell is exact / narrow / ordered.\n\n", kRows);
    std::printf("| case | dtype | d | sk | words | dQ fro | dQ max | dQ row |\n|---|---|---|---|---|---|---|---|\n");
    for (const HardCase& hc : realistic ? realistic_cases() : all_cases()) {
      if (!filter.empty() && hc.name().find(filter) == std::string::npos) continue;
      const HostModelErr m = host_model(hc, kRows);
      std::printf("| %s | %s | %d | %d | %s | %s | %s | %s |\n", kind_name(hc.kind),
                  hc.shape.dtype == dash::DType::kBF16 ? "bf16" : "fp16", hc.shape.d, hc.shape.sk,
                  m.wide ? "64" : "32", three(m.exact.fro, m.narrow.fro, m.ordered.fro).c_str(),
                  three(m.exact.max, m.narrow.max, m.ordered.max).c_str(),
                  three(m.exact.row, m.narrow.row, m.ordered.row).c_str());
      std::fflush(stdout);
    }
    return 0;
  }
  std::string why;
  if (!dash_test::cuda_device_available(&why)) {
    std::fprintf(stderr, "dash_exact_accuracy: %s\n", why.c_str());
    return 2;
  }
  cudaDeviceProp prop{};
  cudaGetDeviceProperties(&prop, 0);

  std::vector<std::pair<HardCase, CaseResult>> rows;
  for (const HardCase& hc : realistic ? realistic_cases() : all_cases()) {
    if (!filter.empty() && hc.name().find(filter) == std::string::npos) continue;
    try {
      rows.emplace_back(hc, evaluate(hc));
      std::fprintf(stderr, "done %s\n", hc.name().c_str());
    } catch (const std::exception& e) {
      std::fprintf(stderr, "%s: %s\n", hc.name().c_str(), e.what());
      return 1;
    }
  }

  char date[32];
  const std::time_t now = std::time(nullptr);
  std::strftime(date, sizeof(date), "%Y-%m-%d", std::gmtime(&now));
  std::printf("Exact-mode accuracy (`dash_exact_accuracy`, %s, %d SMs, commit %s, %s).\n", prop.name,
              prop.multiProcessorCount, commit.c_str(), date);
  std::printf("Error against an fp64 backward computed from the same rounded inputs; each cell is\n"
              "exact / ordered (fa3) / unordered. fro: ||out - ref|| / ||ref||; max: max|out - ref| / max|ref|;\n"
              "row: the worst Q row of max|out - ref| / max|ref| over that row. B / |dQ|: the kernel's\n"
              "fixed-point bound over the row's max |dQ| (median over rows; 1 = tight, large = loose).\n"
              "words: the exact call's fixed-point words (32, or 64 when a row failed the 32-bit precision\n"
              "check and the call was recomputed); 32-bit alone: dQ row error of 32-bit words unchecked.\n\n");
  std::printf("| case | dtype | d | b x h x sq x sk | B / max abs(dQ_i) | words | dQ fro | dQ max | dQ row | 32-bit alone: dQ row |\n");
  std::printf("|---|---|---|---|---|---|---|---|---|---|\n");
  for (const auto& [hc, r] : rows) {
    const auto& s = hc.shape;
    std::printf("| %s%s | %s | %d | %dx%dx%dx%d | %.1e | %d | %s | %s | %s | %.2e |\n", kind_name(hc.kind),
                s.causal ? " (causal)" : "", s.dtype == dash::DType::kBF16 ? "bf16" : "fp16", s.d, s.b, s.h, s.sq,
                s.sk, r.bound_ratio_median, r.exact_wide ? 64 : 32,
                three(r.exact.dq.fro, r.ordered.dq.fro, r.unordered.dq.fro).c_str(),
                three(r.exact.dq.max, r.ordered.dq.max, r.unordered.dq.max).c_str(),
                three(r.exact.dq.row, r.ordered.dq.row, r.unordered.dq.row).c_str(), r.narrow.dq.row);
  }
  std::printf("\n| case | dtype | d | dK fro | dK max | dV fro | dV max |\n");
  std::printf("|---|---|---|---|---|---|---|\n");
  for (const auto& [hc, r] : rows) {
    std::printf("| %s | %s | %d | %s | %s | %s | %s |\n", kind_name(hc.kind),
                hc.shape.dtype == dash::DType::kBF16 ? "bf16" : "fp16", hc.shape.d,
                three(r.exact.dk.fro, r.ordered.dk.fro, r.unordered.dk.fro).c_str(),
                three(r.exact.dk.max, r.ordered.dk.max, r.unordered.dk.max).c_str(),
                three(r.exact.dv.fro, r.ordered.dv.fro, r.unordered.dv.fro).c_str(),
                three(r.exact.dv.max, r.ordered.dv.max, r.unordered.dv.max).c_str());
  }
  return 0;
}
