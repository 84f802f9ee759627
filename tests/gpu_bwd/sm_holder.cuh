#pragma once
// A kernel that holds some SMs for a while, as an NCCL all-reduce does that waits for a slow
// rank beside the backward (DDP / FSDP): one CTA per SM, with more shared memory than leaves
// room for a backward CTA beside it. Used by the shared-GPU tests and benchmark.
#include <cuda_runtime.h>

#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <thread>

namespace dash_test {

__global__ void hold_sms_kernel(int64_t ns, volatile int* started, int* ended) {
  extern __shared__ char smem[];
  uint64_t t0;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
  if (threadIdx.x == 0) started[blockIdx.x] = 1;  // host-mapped: the host sees the SM taken
  for (;;) {
    uint64_t t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    if (static_cast<int64_t>(t - t0) >= ns) break;
    smem[threadIdx.x] = static_cast<char>(t);
  }
  __syncthreads();
  if (threadIdx.x == 0) atomicAdd(ended, 1);
}

// How many of the holder's CTAs had ended when the stream reached this point.
__global__ void read_ended_kernel(const int* ended, int* out) { *out = *static_cast<const volatile int*>(ended); }

class SmHolder {
 public:
  static constexpr size_t kSmem = 200 * 1024;  // + a backward CTA's > the SM's 228 KB
  static constexpr int kMaxSms = 256;

  SmHolder() {
    void* host = nullptr;
    check(cudaHostAlloc(&host, kMaxSms * sizeof(int), cudaHostAllocMapped), "hostalloc");
    started_ = static_cast<volatile int*>(host);
    check(cudaMalloc(&ended_, 2 * sizeof(int)), "malloc");
    check(cudaFuncSetAttribute(hold_sms_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, kSmem), "smem");
  }
  ~SmHolder() {
    cudaFreeHost(const_cast<int*>(started_));
    cudaFree(ended_);
  }
  SmHolder(const SmHolder&) = delete;
  SmHolder& operator=(const SmHolder&) = delete;

  // Holds `sms` SMs for `ms` milliseconds on `stream` (asynchronous).
  void launch(int sms, double ms, cudaStream_t stream) {
    if (sms > kMaxSms) throw std::runtime_error("SmHolder: too many SMs");
    sms_ = sms;
    for (int i = 0; i < kMaxSms; ++i) started_[i] = 0;
    check(cudaMemsetAsync(ended_, 0, 2 * sizeof(int), stream), "memset");
    hold_sms_kernel<<<sms, 128, kSmem, stream>>>(static_cast<int64_t>(ms * 1e6), started_, ended_);
    check(cudaGetLastError(), "hold launch");
  }
  // Blocks until every CTA of the holder runs (so that it really holds its SMs), up to 10 s.
  void wait_started() const {
    const auto t0 = std::chrono::steady_clock::now();
    for (;;) {
      int n = 0;
      for (int i = 0; i < sms_; ++i) n += started_[i];
      if (n == sms_) return;
      if (std::chrono::steady_clock::now() - t0 > std::chrono::seconds(10))
        throw std::runtime_error("SmHolder: the holder did not start");
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
  }
  // Enqueues on `stream` a read of how many holder CTAs have ended (into ended_seen()).
  void mark(cudaStream_t stream) {
    read_ended_kernel<<<1, 1, 0, stream>>>(ended_, ended_ + 1);
    check(cudaGetLastError(), "mark launch");
  }
  // After a sync: the holder CTAs that had ended when the stream passed mark().
  int ended_seen() const {
    int v = -1;
    check(cudaMemcpy(&v, ended_ + 1, sizeof(int), cudaMemcpyDeviceToHost), "memcpy");
    return v;
  }
  int sms() const { return sms_; }

 private:
  static void check(cudaError_t e, const char* what) {
    if (e != cudaSuccess) throw std::runtime_error(std::string("SmHolder ") + what + ": " + cudaGetErrorString(e));
  }
  volatile int* started_ = nullptr;
  int* ended_ = nullptr;
  int sms_ = 0;
};

}  // namespace dash_test
