// Backward instantiation: bf16, head dim 64.
#include "bwd_instances.hpp"
#include "dash/kernels/sm90/bwd/launch.hpp"

namespace dash::sm90::bwd {
BwdInstance bwd_instance_bf16_d64() { return make_instance<__nv_bfloat16, 64>(); }
}  // namespace dash::sm90::bwd
