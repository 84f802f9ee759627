#pragma once
// The backward instantiations, one translation unit each so they compile in parallel, each with
// the main kernels of launch.hpp's BwdKernels (fp32 and exact, and their extensions). Causal,
// schedule and the ordered / unordered choice are runtime values. The list of instances is
// dash/plan/instances.hpp's.
#include <cuda_runtime.h>

#include "dash/kernels/sm90/bwd/bwd_config.hpp"

#include "dash/plan/instances.hpp"

namespace dash::sm90::bwd {
struct BwdInstance;
// bwd_instance_<name> of every instance (dash/plan/instances.hpp).
#define DASH_BWD_DECLARE_(name, dt, d) BwdInstance bwd_instance_##name();
DASH_FOR_EACH_INSTANCE(DASH_BWD_DECLARE_)
#undef DASH_BWD_DECLARE_
}  // namespace dash::sm90::bwd
