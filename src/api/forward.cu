// attention_forward: validate, check the device and the pointers, then dispatch.
#include <cuda_runtime.h>

#include <string>

#include "../bwd/device_errors.hpp"
#include "../kernels/fwd_instances.hpp"
#include "dash/api.hpp"
#include "fwd_plan.hpp"

namespace dash {
namespace {

Status cuda_error(std::string const& what, cudaError_t e) {
  return Status::Error(StatusCode::kCudaError, what + ": " + cudaGetErrorString(e));
}


// Host pointers would fault inside the kernel; catch them here. No synchronization involved.
Status check_device_pointer(char const* name, void const* ptr) {
  cudaPointerAttributes attr{};
  cudaError_t const e = cudaPointerGetAttributes(&attr, ptr);
  if (e != cudaSuccess) {
    cudaGetLastError();  // clear the sticky-free error so later calls are not confused
    return cuda_error(std::string("cannot inspect pointer ") + name, e);
  }
  if (attr.type != cudaMemoryTypeDevice && attr.type != cudaMemoryTypeManaged) {
    return Status::Error(StatusCode::kInvalidArgument,
                         std::string(name) + " must point to device memory");
  }
  return Status::Ok();
}

}  // namespace

Status attention_forward(FwdParams const& params, CUstream_st* stream) {
  detail::FwdPlan plan;
  Status s = detail::plan_forward(params, &plan);
  if (!s.ok()) return s;
  detail::DeviceFacts facts;
  if (!(s = detail::current_hopper_device(&facts)).ok()) return s;  // the kernels are sm_90a's
  plan.args.device = facts.device;
  plan.args.sms = facts.sms;
  plan.args.l2_bytes = facts.l2_bytes;
  if (!(s = check_device_errors()).ok()) return s;  // an earlier backward's failure, reported first
  struct {
    char const* name;
    void const* ptr;
  } const ptrs[5] = {{"q", params.q}, {"k", params.k}, {"v", params.v}, {"o", params.o}, {"lse", params.lse}};
  for (auto const& t : ptrs) {
    if (!(s = check_device_pointer(t.name, t.ptr)).ok()) return s;
  }
  if (params.kv_stats != nullptr && !(s = check_device_pointer("kv_stats", params.kv_stats)).ok()) return s;
  if (params.lse_residual != nullptr && !(s = check_device_pointer("lse_residual", params.lse_residual)).ok())
    return s;

  if (params.cu_seqlens_q != nullptr) {  // a sequence longer than max_seqlen_q is reported there
    plan.args.error_mailbox = detail::error_mailbox();
    if (plan.args.error_mailbox == nullptr)
      return Status::Error(StatusCode::kCudaError, "dash forward: no pinned host memory for the failure mailbox");
  }
  cudaStream_t const st = stream;
  cudaError_t e = cudaSuccess;
  // The launch of each instance, in the order of dash::kInstances.
#define DASH_FWDI_LAUNCH_(name, dt, d, dv, v1, v2) &fwd::launch_fwd_##name,
  static constexpr cudaError_t (*kLaunch[])(fwd::FwdLaunchArgs const&, cudaStream_t) = {
      DASH_FOR_EACH_INSTANCE(DASH_FWDI_LAUNCH_)};
#undef DASH_FWDI_LAUNCH_
  e = kLaunch[plan.instance](plan.args, st);  // plan_forward found the instance
  if (e != cudaSuccess) return cuda_error("forward kernel launch failed", e);
  return Status::Ok();
}

}  // namespace dash
