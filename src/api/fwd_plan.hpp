// Validation and dispatch of a forward call, in plain C++ (no CUDA): testable on CPU.
#pragma once

#include "dash/api.hpp"
#include "dash/kernels/sm90/fwd/launch_args.hpp"
#include "dash/plan/instances.hpp"

namespace dash::detail {

struct FwdPlan {
  int instance = -1;  // the compiled kernel: its row in dash::kInstances (the mask is a runtime flag)
  fwd::FwdLaunchArgs args;  // sizes narrowed to int, default scale resolved
};

// Checks every argument (no GPU access) and, if all are valid, fills *plan.
Status plan_forward(FwdParams const& params, FwdPlan* plan);

}  // namespace dash::detail
