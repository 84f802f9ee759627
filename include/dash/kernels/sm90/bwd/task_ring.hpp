#pragma once
// Which tasks a CTA runs, and how its three warp roles agree on them.
//
// The loader thread takes the CTA's tasks (claim_task) and publishes their ids, in order, in a
// ring of Cfg::kTaskSlots shared-memory slots (task_publish); the MMA warps and the dQ writer
// read every id (task_read), so that all three roles walk the same tasks. -1 ends the walk.
//
// Two ways to take tasks (BwdKernelParams::dynamic_tasks, from needs_coresident_workers):
//  - dynamic (the unordered and exact reductions): each claim takes the next task id in launch
//    order from a counter in global memory. CTAs that are not resident (their SMs held by
//    another stream's kernel) claim nothing, and the tasks run on the CTAs that are. With
//    ranks that follow the launch order (ranks_follow_launch_order) a reduction wait would only
//    ever point at an earlier task, which a running CTA has claimed.
//  - static (the ordered reduction): the Schedule's round robin (task_id(w, k)). shift /
//    symmetric_shift rank a dQ tile's partials in a ring over a wave group's tasks, so the
//    whole group must run at once; the launch is cooperative, which starts the grid only once
//    every CTA can be resident (until then it waits for the SMs, with no error).
//
// The loader claims one task ahead (the claim's latency then hides behind a task's first
// loads). After a failure (the watchdog) every task still runs: dK / dV stay right, the waits
// return at once, and only dQ is lost (set to NaN by the postprocess).
#include "dash/kernels/sm90/bwd/async_ops.hpp"
#include "dash/kernels/sm90/bwd/bwd_config.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash::sm90::bwd {

// The ring lives at fixed places of the CTA's shared memory (bwd_config.hpp's map: its barriers
// follow the load barriers, its ids follow all barriers); addressed from the shared-memory base,
// so that the loader's and the writer's few registers hold no pointers to it.
template <class Cfg>
struct TaskRing {
  static constexpr int kBarBase = Cfg::kDqSlotBars * Cfg::kDqBuffers + 2 * Cfg::kQStages + 2;
  static __device__ __forceinline__ uint64_t* full(char* smem, uint32_t slot) {
    return reinterpret_cast<uint64_t*>(smem + Cfg::kOffBar) + kBarBase + slot;
  }
  static __device__ __forceinline__ uint64_t* empty(char* smem, uint32_t slot) {
    return reinterpret_cast<uint64_t*>(smem + Cfg::kOffBar) + kBarBase + Cfg::kTaskSlots + slot;
  }
  static __device__ __forceinline__ volatile int* id(char* smem, uint32_t slot) {
    return reinterpret_cast<volatile int*>(smem + Cfg::kOffTaskIds) + slot;
  }
  // The MMA threads and the writer thread read every slot.
  static constexpr int kReaders = Cfg::kMmaThreads + 1;
};

// The k-th task of worker w (-1: none).
__device__ __forceinline__ int claim_task(const BwdKernelParams& p, const Schedule& sched, int w, uint32_t k) {
  if (p.dynamic_tasks) {
    const int t = atomicAdd(p.task_claim, 1);
    return t < sched.num_tasks() ? t : -1;
  }
  return static_cast<int>(k) < sched.num_tasks_of_worker(w) ? sched.task_id(w, static_cast<int>(k)) : -1;
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
