#pragma once
// The backward's shared memory, typed. config.hpp sizes and places the regions (kOff*);
// this is the one place that turns those offsets into pointers, so that the warp roles take
// their tiles, rows, buffers and barriers by name instead of computing byte offsets.
#include <cstdint>

namespace dash::sm90::bwd::v1 {

template <class Cfg>
struct SharedStorage {
  using Element = typename Cfg::Element;
  char* base;  // the dynamic shared memory, 1024-byte aligned

  // (kBlockN, kHeadDim) K and (kBlockN, kHeadDimV) V of the current KV tile, swizzled (tile_layout.hpp).
  __device__ __forceinline__ Element* k() const { return at<Element>(Cfg::kOffK); }
  __device__ __forceinline__ Element* v() const { return at<Element>(Cfg::kOffV); }
  // (kBlockM, kHeadDim) Q and (kBlockM, kHeadDimV) dO of Q stage `slot`, swizzled.
  __device__ __forceinline__ Element* q(int slot) const { return at<Element>(Cfg::kOffQ + slot * Cfg::kQBytes); }
  __device__ __forceinline__ Element* dout(int slot) const { return at<Element>(Cfg::kOffDo + slot * Cfg::kDoBytes); }
  // (kBlockN, kStepM) dS^T of a sub-step, blocked.
  __device__ __forceinline__ Element* ds_t() const { return at<Element>(Cfg::kOffDs); }
  // (kBlockN, kStepM) P^T of a step, fp32 in C-fragment order (split columns only).
  __device__ __forceinline__ float* p_t() const { return at<float>(Cfg::kOffP); }
  // Per row of Q stage `slot`: (lse * log2(e), its residual) pairs, D, exact mode's exponents.
  __device__ __forceinline__ float* lse2(int slot) const { return at<float>(Cfg::kOffLse + slot * Cfg::kBlockM * 8); }
  __device__ __forceinline__ float* dsum(int slot) const { return at<float>(Cfg::kOffDsum + slot * Cfg::kBlockM * 4); }
  __device__ __forceinline__ int* dq_exp(int slot) const { return at<int>(Cfg::kOffExp + slot * Cfg::kBlockM * 4); }
  // Q stage `slot`'s residual flag (16 bytes; the first int): non-zero when its rows need the residual.
  __device__ __forceinline__ int* lse_flag(int slot) const { return at<int>(Cfg::kOffLseFlags + slot * 16); }
  // dQ partial buffer `buf` (dq_tile_layout.hpp), as bytes: fp32, or 32- / 64-bit words.
  __device__ __forceinline__ char* dq(int buf) const { return at<char>(Cfg::kOffDq + buf * Cfg::kDqBytes); }
  // Every mbarrier of the CTA (the map: kernel.hpp, task_ring.hpp) and the task ring's ids.
  __device__ __forceinline__ uint64_t* barriers() const { return at<uint64_t>(Cfg::kOffBar); }
  __device__ __forceinline__ volatile int* task_ids() const { return at<volatile int>(Cfg::kOffTaskIds); }

 private:
  template <class T>
  __device__ __forceinline__ T* at(int offset) const { return reinterpret_cast<T*>(base + offset); }
};

}  // namespace dash::sm90::bwd::v1
