// Forward kernel instance: bf16, head_dim 64 (full and causal via a runtime flag).
#include "dash/kernels/sm90/fwd/launch.hpp"
#include "fwd_instances.hpp"

namespace dash::fwd {

cudaError_t launch_fwd_bf16_d64(FwdLaunchArgs const& args, cudaStream_t stream) {
  return launch_fwd<FwdConfig<cutlass::bfloat16_t, 64>>(args, stream);
}

}  // namespace dash::fwd
