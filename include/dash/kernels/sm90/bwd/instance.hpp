#pragma once
// One compiled backward instance's entry points, as plain function pointers for the dispatcher
// (src/bwd/bwd_api.cu's instance table): a translation unit per (dtype, head dims, kernel,
// kind), generated from the tile table (cmake/dash_instances.cmake), so that they compile in
// parallel. Every kernel's units fill the same struct.
#include <cuda_runtime.h>

#include "dash/kernels/sm90/bwd/params.hpp"
#include "dash/plan/kernel_key.hpp"

namespace dash::sm90::bwd {

struct BwdInstance {
  // CTAs of the instance's main kernels that fit on one SM (the smallest over its extensions).
  cudaError_t (*occupancy)(int*);
  // The chain of kernels of the call the key names.
  cudaError_t (*launch)(const BwdKernelKey&, const BwdKernelParams&, cudaStream_t);
  // Exact mode's K / V pass alone (dash::backward_kv_stats); cudaErrorInvalidValue where the
  // instance has none.
  cudaError_t (*kv_stats)(const BwdKernelParams&, cudaStream_t);
};

}  // namespace dash::sm90::bwd
