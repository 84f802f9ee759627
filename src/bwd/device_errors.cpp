// The failure mailbox (device_errors.hpp) and check_device_errors().
#include "device_errors.hpp"

#include <cuda_runtime.h>

#include <cstring>
#include <mutex>
#include <string>

#include "dash/bwd_api.hpp"
#include "dash/kernels/sm90/bwd/params.hpp"
#include "dash/kernels/sm90/common/per_device.hpp"

namespace dash {
namespace {

std::mutex g_mutex;
int* g_box = nullptr;  // host address
int* g_dev = nullptr;  // the device's address of it (allocated and mapped once per process)

Status cuda_failed(const char* what, cudaError_t e) {
  return Status::Error(StatusCode::kCudaError, std::string("dash: ") + what + ": " + cudaGetErrorString(e));
}

}  // namespace

namespace detail {

namespace {
// A device's SM count and L2 bytes, set once a call has found it an sm_90 GPU.
sm90::PerDevice g_sms, g_l2_bytes;
}  // namespace

Status current_hopper_device(DeviceFacts* facts) {
  int dev = 0;
  cudaError_t e = cudaGetDevice(&dev);
  if (e != cudaSuccess) return cuda_failed("no usable CUDA device", e);
  facts->device = dev;
  const bool cacheable = dev >= 0 && dev < sm90::kMaxCachedDevices;
  if (cacheable && (facts->sms = g_sms[dev].load(std::memory_order_relaxed)) > 0 &&
      (facts->l2_bytes = g_l2_bytes[dev].load(std::memory_order_relaxed)) > 0)
    return Status::Ok();
  int major = 0, minor = 0, n = 0, l2 = 0;
  if ((e = cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev)) != cudaSuccess ||
      (e = cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, dev)) != cudaSuccess ||
      (e = cudaDeviceGetAttribute(&n, cudaDevAttrMultiProcessorCount, dev)) != cudaSuccess ||
      (e = cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, dev)) != cudaSuccess)
    return cuda_failed("cannot query the device", e);
  if (major != 9 || minor != 0)
    return Status::Error(StatusCode::kUnsupported, "dash kernels need an sm_90 (Hopper) GPU; device " +
                                                       std::to_string(dev) + " is sm_" + std::to_string(major) +
                                                       std::to_string(minor));
  if (cacheable) {
    g_sms[dev].store(n, std::memory_order_relaxed);
    g_l2_bytes[dev].store(l2, std::memory_order_relaxed);
  }
  facts->sms = n;
  facts->l2_bytes = l2;
  return Status::Ok();
}

int* error_mailbox() {
  std::lock_guard<std::mutex> lock(g_mutex);
  if (g_box == nullptr) {
    // Allowed while a stream is being captured into a CUDA graph (the first call may be that).
    cudaStreamCaptureMode mode = cudaStreamCaptureModeRelaxed;
    cudaThreadExchangeStreamCaptureMode(&mode);
    void* host = nullptr;
    cudaError_t e = cudaHostAlloc(&host, 8 * sizeof(int), cudaHostAllocMapped | cudaHostAllocPortable);
    cudaThreadExchangeStreamCaptureMode(&mode);
    if (e != cudaSuccess) {
      cudaGetLastError();  // not sticky: the caller reports it
      return nullptr;
    }
    void* dev = nullptr;
    if (cudaHostGetDevicePointer(&dev, host, 0) != cudaSuccess) {
      cudaGetLastError();
      cudaFreeHost(host);
      return nullptr;
    }
    std::memset(host, 0, 8 * sizeof(int));
    g_box = static_cast<int*>(host);
    g_dev = static_cast<int*>(dev);  // portable memory: valid on every device (unified addressing)
  }
  return g_dev;
}

}  // namespace detail

Status check_device_errors(bool synchronize) {
  if (synchronize) {
    const cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) return cuda_failed("cudaDeviceSynchronize", e);
  }
  std::lock_guard<std::mutex> lock(g_mutex);
  if (g_box == nullptr) return Status::Ok();
  volatile int* box = g_box;
  const int code = box[0];
  if (code == sm90::bwd::kDevOk) return Status::Ok();
  int w[6];
  for (int i = 1; i < 6; ++i) w[i] = box[i];
  box[0] = sm90::bwd::kDevOk;
  if (code == sm90::kDevPackedRowsTooMany)
    return Status::Error(StatusCode::kDeviceError,
                         "dash forward: an earlier call's packed sequence " + std::to_string(w[1]) + " has " +
                             std::to_string(w[2]) + " query rows, more than max_seqlen_q allows (its work tiles cover " +
                             std::to_string(w[3]) + "); those rows of out and lse were set to NaN");
  if (code == sm90::kDevPackedBadOffsets)
    return Status::Error(StatusCode::kDeviceError,
                         "dash backward: an earlier call's cu_seqlens_q / cu_seqlens_k are not a packed batch's "
                         "offsets (from 0, non-decreasing, within the rows of q and k): entry " +
                             std::to_string(w[1]) + " holds " + std::to_string(w[2]) + " / " + std::to_string(w[3]) +
                             "; its dq, dk and dv were set to NaN");
  if (code == sm90::kDevPackedBadSeqused)
    return Status::Error(StatusCode::kDeviceError,
                         std::string("dash ") + (w[4] ? "backward" : "forward") +
                             ": an earlier call's seqused_q / seqused_k are outside their sequence's rows: sequence " +
                             std::to_string(w[1]) + " uses " + std::to_string(w[2]) + " / " + std::to_string(w[3]) +
                             (w[4] ? "; the call's dq, dk and dv were set to NaN"
                                   : "; that sequence's rows of out and lse were set to NaN"));
  if (code != sm90::bwd::kDevWatchdog)
    return Status::Error(StatusCode::kDeviceError, "dash backward: an earlier call's kernels reported error " +
                                                       std::to_string(code) + "; its dQ was set to NaN");
  const std::string what = w[3] < 0 ? std::string("the first partial") : "rank " + std::to_string(w[3]);
  return Status::Error(StatusCode::kDeviceError,
                       "dash backward: an earlier call's dQ reduction watchdog expired (worker " + std::to_string(w[5]) +
                           " waited for " + what + " of dQ tile " + std::to_string(w[2]) + " of head " +
                           std::to_string(w[1]) + ", counter stuck at " + std::to_string(w[4]) +
                           "); that call's dQ was set to NaN");
}

}  // namespace dash
