#pragma once
// Which tasks a CTA runs, and how its three warp roles agree on them.
//
// One role takes the CTA's tasks (claim_task) and publishes their ids, in order, in a ring of
// Cfg::kTaskSlots shared-memory slots (task_publish); the other two read every id (task_read),
// so that all three roles walk the same tasks. -1 ends the walk. How tasks are taken is
// BwdKernelParams::schedule.claims (dash::TaskClaims, schedule.hpp, says which reduction needs what):
//  - static_walk: the Schedule's round robin (task_id(w, k)), launched cooperatively. The loader
//    publishes; the MMA warps and the dQ writer read.
//  - at_step: the next task id in launch order from a counter in global memory, claimed by the
//    loader as it reaches the current task's last step (the claim's latency then hides behind
//    that step's loads). The loader publishes; the MMA warps and the dQ writer read. Unordered
//    and exact, and the ordered descending where the plan picks it (plan/auto_schedule.hpp).
//  - at_turn: the same counter, claimed by the dQ writer once it holds the reduction turn of
//    the current task's last partial (the CTA then owes no turn to anyone). The writer
//    publishes; the MMA warps and the loader read. The loader learns the next task only then:
//    a bubble per task of a claim and the next task's first loads.
// CTAs that are not resident (their SMs held by another stream's kernel) claim nothing.
// After a failure (the watchdog) every task still runs: dK / dV stay right, the waits return at
// once, and only dQ is lost (set to NaN by the postprocess).
#include "dash/kernels/sm90/bwd/async_ops.hpp"
#include "dash/kernels/sm90/bwd/v1/config.hpp"
#include "dash/kernels/sm90/bwd/v1/shared_storage.hpp"
#include "dash/kernels/sm90/bwd/task_claims.hpp"
#include "dash/kernels/sm90/bwd/task_source.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash::sm90::bwd::v1 {

// The ring lives at fixed places of the CTA's shared memory (config.hpp's map: its barriers
// follow the load barriers, its ids follow all barriers); addressed from the shared-memory base,
// so that the loader's and the writer's few registers hold no pointers to it.
template <class Cfg>
struct TaskRing {
  static constexpr int kBarBase = Cfg::kDqSlotBars * Cfg::kDqBuffers + 2 * Cfg::kQStages + 2;
  static __device__ __forceinline__ uint64_t* full(char* smem, uint32_t slot) {
    return SharedStorage<Cfg>{smem}.barriers() + kBarBase + slot;
  }
  static __device__ __forceinline__ uint64_t* empty(char* smem, uint32_t slot) {
    return SharedStorage<Cfg>{smem}.barriers() + kBarBase + Cfg::kTaskSlots + slot;
  }
  static __device__ __forceinline__ volatile int* id(char* smem, uint32_t slot) {
    return SharedStorage<Cfg>{smem}.task_ids() + slot;
  }
  // The MMA threads and the one of the loader and the writer that does not publish read every slot.
  static constexpr int kReaders = Cfg::kMmaThreads + 1;
};

// Whether the dQ writer takes the tasks (TaskClaims::at_turn; only the ordered fp32 kernel has turns).
template <class Cfg>
__device__ __forceinline__ bool writer_claims(const BwdKernelParams& p) {
  return !Cfg::kExact && p.schedule.claims == static_cast<int>(TaskClaims::at_turn);
}

template <class Cfg>
__device__ __forceinline__ void task_publish(char* smem, uint32_t k, int t) {
  using R = TaskRing<Cfg>;
  const uint32_t slot = k % Cfg::kTaskSlots;
  mbar_wait(R::empty(smem, slot), ((k / Cfg::kTaskSlots) & 1) ^ 1);
  *R::id(smem, slot) = t;
  mbar_arrive(R::full(smem, slot));  // release: the id is visible to whoever completes the wait
}

template <class Cfg>
__device__ __forceinline__ int task_read(char* smem, uint32_t k) {
  using R = TaskRing<Cfg>;
  const uint32_t slot = k % Cfg::kTaskSlots;
  mbar_wait(R::full(smem, slot), (k / Cfg::kTaskSlots) & 1);
  const int t = *R::id(smem, slot);
  mbar_arrive(R::empty(smem, slot));
  return t;
}

}  // namespace dash::sm90::bwd::v1
