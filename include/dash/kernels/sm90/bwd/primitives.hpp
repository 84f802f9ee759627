#pragma once
// Small device primitives of the backward: 16-bit element conversions, the blocked dS^T layout, PDL.
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <cstdint>

#include "dash/kernels/sm90/bwd/params.hpp"
#include "dash/schedule/host_device.hpp"

namespace dash::sm90::bwd {

// ---- type traits ---------------------------------------------------------------------------
template <class T> struct ElemTraits;
template <> struct ElemTraits<__nv_bfloat16> {
  static constexpr int kSignificandBits = 8;  // with the implicit one
  __device__ static uint32_t pack(float lo, float hi) {
    __nv_bfloat162 v = __floats2bfloat162_rn(lo, hi);
    return *reinterpret_cast<uint32_t*>(&v);
  }
  __device__ static float2 unpack(uint32_t x) {
    return __bfloat1622float2(*reinterpret_cast<__nv_bfloat162*>(&x));
  }
  __device__ static __nv_bfloat16 from_float(float x) { return __float2bfloat16_rn(x); }
  __device__ static float to_float(__nv_bfloat16 x) { return __bfloat162float(x); }
};
template <> struct ElemTraits<__half> {
  static constexpr int kSignificandBits = 11;
  __device__ static uint32_t pack(float lo, float hi) {
    __half2 v = __floats2half2_rn(lo, hi);
    return *reinterpret_cast<uint32_t*>(&v);
  }
  __device__ static float2 unpack(uint32_t x) { return __half22float2(*reinterpret_cast<__half2*>(&x)); }
  __device__ static __half from_float(float x) { return __float2half_rn(x); }
  __device__ static float to_float(__half x) { return __half2float(x); }
};

__device__ __forceinline__ uint32_t smem_u32(const void* p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

// Element offset of (r, c) in a blocked smem tile with kCols 16-bit columns (dS^T, mainloop.hpp):
// core matrices of 8 rows x 16 bytes (128 contiguous bytes), row-group major (host-side too: the
// layout's test against cute, tests/gpu_bwd/test_swizzle_cute.cu).
template <int kCols>
DASH_HD int blocked_offset(int r, int c) {
  return ((r >> 3) * (kCols / 8) + (c >> 3)) * 64 + (r & 7) * 8 + (c & 7);
}

// ---- programmatic dependent launch ---------------------------------------------------------
// Every kernel of the backward chain is launched with programmatic stream serialization
// (launch.hpp): the next kernel may be scheduled once every CTA of this one has started (its
// launch latency then hides behind this kernel's tail), and this kernel waits here, before
// its first global access, until the previous one has completed and its writes are visible.
// Without the launch attribute the wait returns at once.
__device__ __forceinline__ void pdl_allow_next_then_wait() {
  asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
  asm volatile("griddepcontrol.wait;" ::: "memory");
}

}  // namespace dash::sm90::bwd
