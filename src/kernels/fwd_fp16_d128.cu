// Forward kernel instance: fp16, head_dim 128 (full and causal via a runtime flag).
#include "dash/kernels/sm90/fwd/launch.hpp"
#include "fwd_instances.hpp"

namespace dash::fwd {

cudaError_t launch_fwd_fp16_d128(FwdLaunchArgs const& args, cudaStream_t stream) {
  return launch_fwd<FwdConfig<cutlass::half_t, 128>>(args, stream);
}

}  // namespace dash::fwd
