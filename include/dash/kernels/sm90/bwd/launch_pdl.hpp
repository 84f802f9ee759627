#pragma once
// Host side of the backward's chains: every kernel of a call is launched on the caller's stream
// with programmatic dependent launch (primitives.hpp, pdl_allow_next_then_wait), no allocation
// and no host synchronization. Included by the instance translation units only.
#include <cuda_runtime.h>

#include "dash/kernels/sm90/bwd/params.hpp"

namespace dash::sm90::bwd {

// Launches one kernel of the chain with programmatic stream serialization: it may be
// scheduled while the previous kernel on the stream finishes (pdl_allow_next_then_wait).
// cooperative: the grid starts only once every CTA can be resident at the same time (the
// static task walk, task_claims.hpp); until then it waits for the SMs, with no error.
inline cudaError_t launch_pdl(void (*kernel)(BwdKernelParams), dim3 grid, dim3 block, size_t smem,
                              cudaStream_t stream, const BwdKernelParams& p, bool cooperative = false) {
  cudaLaunchAttribute attr[2];
  attr[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
  attr[0].val.programmaticStreamSerializationAllowed = 1;
  attr[1].id = cudaLaunchAttributeCooperative;
  attr[1].val.cooperative = 1;
  cudaLaunchConfig_t cfg{};
  cfg.gridDim = grid;
  cfg.blockDim = block;
  cfg.dynamicSmemBytes = smem;
  cfg.stream = stream;
  cfg.attrs = attr;
  cfg.numAttrs = cooperative ? 2 : 1;
  return cudaLaunchKernelEx(&cfg, kernel, p);
}

// A persistent main kernel's dynamic shared memory allowed, and the CTAs of it that fit on one SM.
inline cudaError_t set_kernel_smem(void (*kernel)(BwdKernelParams), int smem) {
  return cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, smem);
}
inline cudaError_t kernel_occupancy(void (*kernel)(BwdKernelParams), int threads, int smem, int* ctas_per_sm) {
  cudaError_t e = set_kernel_smem(kernel, smem);
  if (e != cudaSuccess) return e;
  return cudaOccupancyMaxActiveBlocksPerMultiprocessor(ctas_per_sm, kernel, threads, smem);
}

}  // namespace dash::sm90::bwd
