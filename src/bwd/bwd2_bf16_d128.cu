// The backward kernel v2's one instance so far (docs/bwd-v2.md: bf16, head dim 128, the first
// gate's scope), for the tests and the benchmarks through the test hooks (testing::BwdHooks::
// kernel_v2) until it serves calls of its own.
#include "bwd2_instances.hpp"
#include "dash/kernels/sm90/bwd2/launch.hpp"

namespace dash::sm90::bwd2 {
cudaError_t launch_bwd2_bf16_d128(bwd::BwdKernelParams const& p, cudaStream_t stream) {
  return launch_bwd2<Bwd2Config<cutlass::bfloat16_t, 128>, bwd::BwdConfig<__nv_bfloat16, 128>>(p, stream);
}
}  // namespace dash::sm90::bwd2
