#pragma once
// The backward instantiations, one translation unit each so they compile in parallel, each with
// the main kernels of launch.hpp's BwdKernels (fp32 and exact, and their extensions). Causal,
// schedule and the ordered / unordered choice are runtime values. kBwdInstances (bwd_api.cu) is
// the one table of them: a (dtype, head dim) there is what the backward supports.
#include <cuda_runtime.h>

#include "dash/kernels/sm90/bwd/bwd_config.hpp"

namespace dash::sm90::bwd {
struct BwdInstance;
BwdInstance bwd_instance_bf16_d64();
BwdInstance bwd_instance_bf16_d128();
BwdInstance bwd_instance_fp16_d64();
BwdInstance bwd_instance_fp16_d128();
}  // namespace dash::sm90::bwd
