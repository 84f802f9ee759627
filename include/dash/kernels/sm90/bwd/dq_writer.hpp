#pragma once
// The dQ reduction protocol. Each step adds a (kBlockM, kHeadDim) fp32 partial into
// the global accumulator of dQ tile (head_index, q_tile).
//   ordered:   wait until the tile's counter equals this step's rank (the Schedule's
//              fixed position in the tile's reduction order), add, make the adds
//              visible, then publish rank + 1. Only one CTA touches a tile at a time,
//              so the fp32 sum is evaluated in the same order on every run.
//   unordered: plain atomic adds, no counter: the cost baseline of determinism.
// A watchdog turns a protocol deadlock into an error instead of a hang.
#include "dash/kernels/sm90/bwd/config.hpp"
#include "dash/reduction/fixed_point.hpp"

namespace dash::sm90::bwd {

__device__ __forceinline__ int ld_acquire_gpu(const int* p) {
  int v;
  asm volatile("ld.acquire.gpu.global.b32 %0, [%1];\n" : "=r"(v) : "l"(p) : "memory");
  return v;
}
__device__ __forceinline__ void st_release_gpu(int* p, int v) {
  asm volatile("st.release.gpu.global.b32 [%0], %1;\n" ::"l"(p), "r"(v) : "memory");
}
__device__ __forceinline__ int ld_relaxed_gpu(const int* p) {
  int v;
  asm volatile("ld.relaxed.gpu.global.b32 %0, [%1];\n" : "=r"(v) : "l"(p) : "memory");
  return v;
}
__device__ __forceinline__ uint64_t global_timer_ns() {
  uint64_t t;
  asm volatile("mov.u64 %0, %%globaltimer;\n" : "=l"(t));
  return t;
}

// Thread 0 spins until *counter == rank. Returns false (and records why) when the
// watchdog expires or another CTA already reported an error: the caller must exit.
__device__ inline bool dq_wait_turn(const BwdKernelParams& p, const int* counter, int head_index,
                                    int q_tile, int rank) {
  int seen = ld_acquire_gpu(counter);
  if (seen == rank) return true;
  const uint64_t t0 = global_timer_ns();
  for (uint32_t it = 1;; ++it) {
    seen = ld_acquire_gpu(counter);
    if (seen == rank) return true;
    if ((it & 255u) == 0) {
      if (ld_relaxed_gpu(p.error) != kDevOk) return false;  // someone else timed out
      if (static_cast<int64_t>(global_timer_ns() - t0) > p.watchdog_ns) {
        if (atomicCAS(p.error, kDevOk, kDevWatchdog) == kDevOk) {
          p.error[1] = head_index;
          p.error[2] = q_tile;
          p.error[3] = rank;
          p.error[4] = seen;
          p.error[5] = blockIdx.x;
        }
        return false;
      }
    }
  }
}

// Adds this CTA's dQ partial (C fragments of a (16, kDqCols) warp tile at rows m0,
// columns d0) into `tile` (kBlockM, kHeadDim) fp32. Called by all threads.
// Returns false when the CTA must abort (watchdog).
template <class Cfg>
__device__ __forceinline__ bool dq_reduce(const BwdKernelParams& p, float* tile, int* counter,
                                          int head_index, int q_tile, int rank, int m0, int d0,
                                          const float (&acc)[Cfg::kDqCols / 8][4], volatile int* abort_flag) {
  constexpr int D = Cfg::kHeadDim;
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  if (p.ordered) {
    if (threadIdx.x == 0) *abort_flag = dq_wait_turn(p, counter, head_index, q_tile, rank) ? 0 : 1;
    __syncthreads();  // thread 0's acquire orders the whole CTA after the previous owner
    if (*abort_flag) return false;
  }
  if (p.exact) {
    // Integer adds commute: no turn to wait for. Each row has its own exponent.
    const int* ex = p.dq_exp + static_cast<int64_t>(head_index) * p.seqlen_q_pad + q_tile * Cfg::kBlockM + m0 + g;
    const int e0 = ex[0], e1 = ex[8];
#pragma unroll
    for (int nt = 0; nt < Cfg::kDqCols / 8; ++nt) {
      const int col = d0 + nt * 8 + 2 * t;
      int* r0 = reinterpret_cast<int*>(tile + (m0 + g) * D + col);
      int* r1 = reinterpret_cast<int*>(tile + (m0 + g + 8) * D + col);
      atomicAdd(r0, exact::to_fixed(acc[nt][0], e0));
      atomicAdd(r0 + 1, exact::to_fixed(acc[nt][1], e0));
      atomicAdd(r1, exact::to_fixed(acc[nt][2], e1));
      atomicAdd(r1 + 1, exact::to_fixed(acc[nt][3], e1));
    }
    return true;
  }
  // Reductions happen in L2 (no stale L1 lines) and are exclusive in ordered mode,
  // so old + partial is computed exactly once per element, in rank order.
#pragma unroll
  for (int nt = 0; nt < Cfg::kDqCols / 8; ++nt) {
    const int col = d0 + nt * 8 + 2 * t;
    float* r0 = tile + (m0 + g) * D + col;
    float* r1 = tile + (m0 + g + 8) * D + col;
    atomicAdd(reinterpret_cast<float2*>(r0), make_float2(acc[nt][0], acc[nt][1]));
    atomicAdd(reinterpret_cast<float2*>(r1), make_float2(acc[nt][2], acc[nt][3]));
  }
  if (p.ordered) {
    __threadfence();   // each thread's adds are performed at gpu scope ...
    __syncthreads();   // ... before thread 0 hands the tile to the next rank
    if (threadIdx.x == 0) st_release_gpu(counter, rank + 1);
  }
  return true;
}

}  // namespace dash::sm90::bwd
