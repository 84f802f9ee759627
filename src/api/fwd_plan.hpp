// Validation and dispatch of a forward call, in plain C++ (no CUDA): testable on CPU.
#pragma once

#include "dash/api.hpp"
#include "dash/kernels/sm90/fwd/launch_args.hpp"

namespace dash::detail {

// One compiled kernel per (dtype, head_dim); the causal mask is a runtime flag.
enum class FwdKernel : int { kBF16_D64 = 0, kBF16_D128 = 1, kFP16_D64 = 2, kFP16_D128 = 3 };

struct FwdPlan {
  FwdKernel kernel;
  fwd::FwdLaunchArgs args;  // sizes narrowed to int, default scale resolved
};

// Checks every argument (no GPU access) and, if all are valid, fills *plan.
Status plan_forward(FwdParams const& params, FwdPlan* plan);

}  // namespace dash::detail
