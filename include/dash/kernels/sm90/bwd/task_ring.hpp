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
#include "dash/kernels/sm90/bwd/bwd_config.hpp"
#include "dash/kernels/sm90/bwd/shared_storage.hpp"
#include "dash/kernels/sm90/bwd/task_source.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash::sm90::bwd {

// The ring lives at fixed places of the CTA's shared memory (bwd_config.hpp's map: its barriers
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

// The next task in launch order (-1: none left). Tasks without steps (KV tiles no query row sees:
// a packed sequence's, or a dense call's under a window; their dK / dV are zeroed by another
// kernel, postprocess.hpp) are passed over here, so that every role's walk only meets tasks with
// steps: a role that waits for the next step (the dQ writer's next-dS wait) then always has one
// coming.
template <class Cfg>
__device__ __forceinline__ int claim_next_task(const BwdKernelParams& p, const TaskSource<Cfg>& tasks) {
  for (;;) {
    const int t = atomicAdd(p.ws.task_claim, 1);
    if (t >= tasks.num_tasks()) return -1;
    if (!tasks.without_steps(p, t)) return t;
  }
}

// The loader's k-th task of worker w (-1: none).
template <class Cfg>
__device__ __forceinline__ int claim_task(const BwdKernelParams& p, const TaskSource<Cfg>& tasks, int w, uint32_t k) {
  if (p.schedule.claims != static_cast<int>(TaskClaims::static_walk)) return claim_next_task(p, tasks);
  return static_cast<int>(k) < tasks.num_tasks_of_worker(w) ? tasks.task_id(w, static_cast<int>(k)) : -1;
}

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

}  // namespace dash::sm90::bwd
