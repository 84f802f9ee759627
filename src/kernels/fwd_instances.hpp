// The compiled forward kernels, one translation unit each (keeps CI compile jobs small).
#pragma once

#include <cuda_runtime.h>

#include "dash/kernels/sm90/fwd/launch_args.hpp"
#include "dash/plan/instances.hpp"

namespace dash::fwd {

// launch_fwd_<name> of every instance (dash/plan/instances.hpp).
#define DASH_FWDI_DECLARE_(name, dt, d, dv, v1, v2) cudaError_t launch_fwd_##name(FwdLaunchArgs const& args, cudaStream_t stream);
DASH_FOR_EACH_INSTANCE(DASH_FWDI_DECLARE_)
#undef DASH_FWDI_DECLARE_

}  // namespace dash::fwd
