#pragma once
// The backward instantiations, one translation unit per (dtype, head dims), kernel and kind, so
// that they compile in parallel: kernel v1's fp32 and exact kinds (each with its main kernels,
// their extensions and its pre- and postprocess: v1/launch.hpp's make_instance) and kernel v2's
// (v2/launch.hpp). Causal, schedule and the ordered / unordered choice are runtime values. The
// list of instances is dash/plan/instances.hpp's, from the tile table.
#include "dash/kernels/sm90/bwd/instance.hpp"
#include "dash/plan/instances.hpp"

namespace dash::sm90::bwd {
// bwd_v1_instance_<name>_fp32 and _exact of every instance whose row kernel v1 serves, and
// bwd_v2_instance_<name> of every instance whose row kernel v2 serves.
#define DASH_BWD_DECLARE_V1_(name, dt, d, dv) \
  BwdInstance bwd_v1_instance_##name##_fp32(); \
  BwdInstance bwd_v1_instance_##name##_exact();
#define DASH_BWD_DECLARE_V2_(name, dt, d, dv) BwdInstance bwd_v2_instance_##name();
#define DASH_BWD_DECLARE_ROW_(name, dt, d, dv, v1, v2) \
  DASH_BACKWARD_ROW_(DASH_BWD_DECLARE_V1_, name, dt, d, dv, v1, v2) DASH_V2_ROW_(DASH_BWD_DECLARE_V2_, name, dt, d, dv, v1, v2)
DASH_FOR_EACH_INSTANCE(DASH_BWD_DECLARE_ROW_)
#undef DASH_BWD_DECLARE_ROW_
#undef DASH_BWD_DECLARE_V2_
#undef DASH_BWD_DECLARE_V1_
}  // namespace dash::sm90::bwd
