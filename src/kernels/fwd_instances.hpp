// The compiled forward kernels, one translation unit each (keeps CI compile jobs small).
#pragma once

#include <cuda_runtime.h>

#include "dash/kernels/sm90/fwd/launch_args.hpp"

namespace dash::fwd {

cudaError_t launch_fwd_bf16_d64(FwdLaunchArgs const& args, cudaStream_t stream);
cudaError_t launch_fwd_bf16_d128(FwdLaunchArgs const& args, cudaStream_t stream);
cudaError_t launch_fwd_fp16_d64(FwdLaunchArgs const& args, cudaStream_t stream);
cudaError_t launch_fwd_fp16_d128(FwdLaunchArgs const& args, cudaStream_t stream);

}  // namespace dash::fwd
