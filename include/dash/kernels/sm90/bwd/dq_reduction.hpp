#pragma once
// The dQ reduction's protocol, shared by the backward's kernels: a dQ tile's partials meet in the
// workspace's accumulator (BwdKernelParams::ws.dq_accum), each tile with a counter
// (ws.counters) that orders them (ordered mode: the partial of rank r waits until the counter
// is r and publishes r + 1) or marks the tile's first partial (the claim modes: the first writer
// claims the tile and stores, every other one waits for the store and adds). Every wait spins
// with a watchdog that turns a protocol deadlock into an error instead of a hang
// (BwdKernelParams::reduction.watchdog_ns; ws.error holds the report). The test build's trace
// hook sits here too. How a kernel
// stages its partials and which warp adds them is the kernel's own (v1/dq_writer.hpp,
// v2/kernel.hpp).
#include <cstdint>

#include "dash/kernels/sm90/bwd/params.hpp"
#include "dash/schedule/host_device.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash::sm90::bwd {

// Kernel v1 stores each dQ tile's first partial instead of adding it, in every mode, so that its
// calls zero no accumulator (4 or 8 bytes per dQ element, which the first adds read back), and the
// postprocess takes 0 for the rows that no partial reaches (causal rows that see no key;
// their tiles may get no partial at all). Ordered mode knows the first partial (rank 0;
// docs/tuning-record.md, 'First partial stored'); unordered and exact
// mode claim it (dq_first_partial_claimed), 64-bit words too: the narrow postprocess resets
// the counters for the wide rerun.
// The writer that finds a dQ tile untouched claims it (its counter: kTileUntouched ->
// kTileClaimed, atomicCAS) and stores its partial; every other partial of the tile waits
// until that store is complete (kTileStored) and is added. Only the claimer is waited for,
// and it waits for nobody between its claim and its release, so no CTA ever waits on one that
// is not running. Integer adds commute, so exact mode keeps its bits; unordered's float
// sum follows the arrival order as before.
DASH_HD bool dq_first_partial_claimed(const BwdKernelParams& p) { return !p.reduction.ordered; }
enum DqTileState : int { kTileUntouched = 0, kTileClaimed = 1, kTileStored = 2 };

#if defined(__CUDACC__)
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

// Spins until done(*counter) (acquire). Returns false (and records why) when the watchdog
// expires or another CTA already reported an error.
// The watchdog tells waiting from broken: every wait points at a task that a running CTA holds
// (task_claims.hpp), so a counter that keeps moving is a chain making progress, however long it
// is, and the clock restarts at every change; only a counter that stands still for watchdog_ns
// is a failure.
template <class Done>
__device__ inline bool dq_spin(const BwdKernelParams& p, const int* counter, int head_index, int q_tile, int rank,
                               Done&& done) {
  int seen = ld_acquire_gpu(counter);
  if (done(seen)) return true;
  uint64_t t0 = global_timer_ns();
  for (uint32_t it = 1;; ++it) {
    const int v = ld_acquire_gpu(counter);
    if (done(v)) return true;
    if ((it & 255u) == 0) {
      if (ld_relaxed_gpu(p.ws.error) != kDevOk) return false;  // someone else timed out
      const uint64_t now = global_timer_ns();
      if (v != seen) {
        seen = v;
        t0 = now;
      } else if (static_cast<int64_t>(now - t0) > p.reduction.watchdog_ns) {
        if (atomicCAS(p.ws.error, kDevOk, kDevWatchdog) == kDevOk) {
          p.ws.error[1] = head_index;
          p.ws.error[2] = q_tile;
          p.ws.error[3] = rank;
          p.ws.error[4] = v;
          p.ws.error[5] = blockIdx.x;
        }
        return false;
      }
    }
  }
}

// Ordered: spins until *counter == rank (acquire).
__device__ inline bool dq_wait_turn(const BwdKernelParams& p, const int* counter, int head_index, int q_tile,
                                    int rank) {
  return dq_spin(p, counter, head_index, q_tile, rank, [&](int v) { return v == rank; });
}

// Test hook (BwdKernelParams::test.trace): one record of kTraceInts ints per partial, in the order
// the writers take them: worker, task, step, and the dQ tile's counter as the add is issued
// (ordered: the partial's rank); trace[0] counts them. The test derives the tiles and ranks
// from (task, step) with the Schedule.
constexpr int kTraceInts = 4;
__device__ __forceinline__ void trace_partial(const BwdKernelParams& p, int t, int s, const int* counter) {
  const int i = atomicAdd(p.test.trace, 1);
  if (i < p.test.trace_capacity)
    *reinterpret_cast<int4*>(p.test.trace + kTraceInts * (i + 1)) =
        make_int4(blockIdx.x, t, s, ld_relaxed_gpu(counter));
}
#endif

}  // namespace dash::sm90::bwd
