#pragma once
// The backward instantiations, one translation unit per (dtype, head dim) and kernel kind so that
// they compile in parallel, each with that kind's main kernels (and their extensions) and its
// pre- and postprocess (launch.hpp's make_instance). Causal, schedule and the ordered /
// unordered choice are runtime values. The list of instances is dash/plan/instances.hpp's.
#include <cuda_runtime.h>

#include "dash/kernels/sm90/bwd/bwd_config.hpp"

#include "dash/plan/instances.hpp"

namespace dash::sm90::bwd {
struct BwdInstance;
// bwd_instance_<name>_fp32 and bwd_instance_<name>_exact of every instance with a backward
// (dash/plan/instances.hpp).
#define DASH_BWD_DECLARE_(name, dt, d, dv) \
  BwdInstance bwd_instance_##name##_fp32(); \
  BwdInstance bwd_instance_##name##_exact();
#define DASH_BWD_DECLARE_ROW_(name, dt, d, dv, bwd) DASH_BACKWARD_ROW_(DASH_BWD_DECLARE_, name, dt, d, dv, bwd)
DASH_FOR_EACH_INSTANCE(DASH_BWD_DECLARE_ROW_)
#undef DASH_BWD_DECLARE_ROW_
#undef DASH_BWD_DECLARE_
}  // namespace dash::sm90::bwd
