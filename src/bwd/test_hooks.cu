// The tests' and the benchmarks' hooks (test_hooks.hpp), in test builds only (DASH_TEST_HOOKS):
// a launch prepared as the product prepares it (bwd_call.hpp), then changed as the hooks say.
#include <cuda_runtime.h>

#include <algorithm>
#include <string>
#include <vector>

#include "bwd_call.hpp"
#include "dash/kernels/sm90/bwd/tile_shape.hpp"
#include "test_hooks.hpp"

namespace dash {
namespace {

using namespace bwd_detail;

Status check_hooks(testing::BwdHooks const& h) {
  if (h.exact_bits != 0 && h.exact_bits != 32 && h.exact_bits != 64) return invalid("exact_bits must be 0, 32 or 64");
  if (h.exact_q_rotate < -1 || h.exact_q_rotate > 1) return invalid("exact_q_rotate must be -1, 0 or 1");
  if (h.trace != nullptr && h.trace_capacity <= 0) return invalid("trace needs a positive trace_capacity");
  if (h.head_interleave < 0) return invalid("head_interleave must be 0 (the plan's) or positive");
  if (h.kernel < -1 || h.kernel >= kNumBwdKernels) return invalid("kernel must be -1 (the plan's), 0 (v1) or 1 (v2)");
  return Status::Ok();
}

// Hooks a packed batch's kernels do not take (its tasks are always claimed; its Q walks are
// never rotated), and those only the launch-order kinds take.
Status check_call_hooks(BwdParams const& p, testing::BwdHooks const& h) {
  if (packed(p) && (h.static_walk || h.exact_q_rotate > 0))
    return invalid("the static_walk and exact_q_rotate hooks do not apply to a packed batch");
  if (h.static_walk && has_unseen_kv_tile(geometry_of(p)))
    return invalid("the static_walk hook does not apply to a window that leaves whole KV tiles unseen");
  const bool launch_order = p.mode == ReductionMode::ordered && ranks_follow_launch_order(schedule_of(p));
  if (h.head_interleave > 0 && (packed(p) || !launch_order))
    return invalid("the head_interleave hook applies to the ordered fa3, spt and descending of a dense call only");
  // The kernel the call runs: the plan's, or the one the hook names where that one computes it
  // (v1: every call; v2: v2_computes) with the plan's kernel's tiles (the plan's workspace and
  // Schedule follow the tiles).
  const BwdKernel plans = kernel_of(p), runs = h.kernel < 0 ? plans : static_cast<BwdKernel>(h.kernel);
  if (runs == BwdKernel::v2 && !v2_computes(p)) return invalid("the kernel hook's v2 does not compute this call");
  if (runs != plans && (sm90::bwd::bwd_block_m(runs, p.head_dim, head_dim_v_of(p)) != block_m(p) ||
                        sm90::bwd::bwd_block_n(runs, p.head_dim, head_dim_v_of(p)) != block_n(p)))
    return invalid("the kernel hook needs the forced kernel's tiles to be the plan's kernel's");
  if (h.claims_at_step && (packed(p) || !launch_order || h.static_walk))
    return invalid("the claims_at_step hook applies to the ordered fa3, spt and descending of a dense call, "
                   "without static_walk");
  return Status::Ok();
}

// The kernel a call with hooks h runs (checked by check_call_hooks).
BwdKernel kernel_run(BwdParams const& p, testing::BwdHooks const& h) {
  return h.kernel < 0 ? kernel_of(p) : static_cast<BwdKernel>(h.kernel);
}

void apply(BwdParams const& p, testing::BwdHooks const& h, sm90::bwd::BwdKernelParams& k) {
  k.schedule.claims = static_cast<int>(claims_of(kernel_run(p, h), schedule_claims_of(p)));
  if (h.static_walk)
    k.schedule.claims = static_cast<int>(TaskClaims::static_walk);
  else if (h.claims_at_step)
    k.schedule.claims = static_cast<int>(TaskClaims::at_step);
  if (h.head_interleave > 0)
    k.schedule.head_interleave = std::min<int>(h.head_interleave, static_cast<int>(p.batch * p.heads));
  if (p.mode == ReductionMode::exact) {
    if (h.exact_bits == 64) k.reduction.exact_words = sm90::bwd::kExactWide;
    if (h.exact_bits != 0) k.reduction.exact_check = 0;
    if (h.exact_q_rotate >= 0) k.schedule.exact_q_rotated = h.exact_q_rotate;
  }
  k.test.counter_init = h.counter_init;
  k.test.trace = h.trace;
  k.test.trace_capacity = h.trace_capacity;
}

}  // namespace

Status testing::attention_backward(BwdParams const& p, BwdHooks const& hooks, void* workspace, size_t workspace_bytes,
                                   CUstream_st* stream) {
  Status s = check_hooks(hooks);
  if (!s.ok()) return s;
  if (!(s = validate_backward(p)).ok()) return s;  // the hooks' checks read a valid call
  if (!(s = check_call_hooks(p, hooks)).ok()) return s;
  BwdLaunch launch;
  if (!(s = prepare_launch(p, workspace, workspace_bytes, &launch)).ok()) return s;
  apply(p, hooks, launch.kernel);  // with the claims the plan gives the kernel that runs
  launch.plan.kernel.kernel = kernel_run(p, hooks);
  return run_launch(launch, stream);
}

TaskClaims testing::task_claims(BwdParams const& p, BwdHooks const& hooks) {
  sm90::bwd::BwdKernelParams k;
  apply(p, hooks, k);
  return static_cast<TaskClaims>(k.schedule.claims);
}

Status testing::backward_exact_used_wide(BwdParams const& p, BwdHooks const& hooks, void* workspace,
                                         CUstream_st* stream, bool* wide) {
  Status s = dash::backward_exact_used_wide(p, workspace, stream, wide);
  if (s.ok() && hooks.exact_bits == 64) *wide = true;
  return s;
}

Status testing::backward_exact_row_codes(BwdParams const& p, void* workspace, CUstream_st* stream,
                                         std::vector<int>* codes, int64_t* rows_per_head) {
  Status s = validate_backward(p);
  if (!s.ok()) return s;
  if (p.mode != ReductionMode::exact) return invalid("backward_exact_row_codes needs mode == exact");
  if (packed(p)) return unsupported("backward_exact_row_codes with a packed batch");
  if (workspace == nullptr || codes == nullptr || rows_per_head == nullptr) return invalid("a pointer is null");
  cudaError_t e = cudaStreamSynchronize(reinterpret_cast<cudaStream_t>(stream));
  if (e != cudaSuccess) return cuda_error("cudaStreamSynchronize", e);
  const int64_t bm = block_m(p);
  *rows_per_head = (p.seqlen_q + bm - 1) / bm * bm;
  codes->assign(static_cast<size_t>(p.batch * p.heads * *rows_per_head), 0);
  e = cudaMemcpy(codes->data(), static_cast<char*>(workspace) + layout_of(p).dq_exp, codes->size() * sizeof(int),
                 cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) return cuda_error("reading the exact-mode row codes", e);
  return Status::Ok();
}

}  // namespace dash
