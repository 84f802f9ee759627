#pragma once
// The four backward instantiations (2 dtypes x 2 head dims), each with the main kernels of
// launch.hpp's BwdKernels (fp32 and exact: eight main kernels in all); one translation unit
// each so they compile in parallel. Causal, schedule and the ordered / unordered choice
// are runtime values.
#include <cuda_runtime.h>

#include "dash/kernels/sm90/bwd/bwd_config.hpp"

namespace dash::sm90::bwd {
struct BwdInstance;
BwdInstance bwd_instance_bf16_d64();
BwdInstance bwd_instance_bf16_d128();
BwdInstance bwd_instance_fp16_d64();
BwdInstance bwd_instance_fp16_d128();
}  // namespace dash::sm90::bwd
