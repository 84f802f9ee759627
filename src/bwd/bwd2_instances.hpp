#pragma once
// The backward kernel v2's instances (src/bwd/bwd2_*.cu; docs/bwd-v2.md).
#include <cuda_runtime.h>

#include "dash/kernels/sm90/bwd/params.hpp"

namespace dash::sm90::bwd2 {
// bf16, head dim 128: a dense call with the causal or the full mask, no window, softcap or
// LSE residual, heads == heads_kv, the unordered mode over the Schedule's static walk.
cudaError_t launch_bwd2_bf16_d128(bwd::BwdKernelParams const& p, cudaStream_t stream);
}  // namespace dash::sm90::bwd2
