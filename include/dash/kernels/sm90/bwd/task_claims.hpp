#pragma once
// How a CTA of the persistent main kernels takes its tasks (BwdKernelParams::schedule.claims,
// dash::TaskClaims; schedule.hpp says which reduction needs what, docs/shared-gpu.md why):
//  - static_walk: the Schedule's round robin (task_id(w, k)), launched cooperatively;
//  - at_step / at_turn: the next task id in launch order from a counter in global memory
//    (BwdKernelParams::ws.task_claim, zeroed by the preprocess), claimed as the CTA reaches its
//    current task's last step or, ordered, once its writer holds the turn of the current task's
//    last partials. CTAs that are not resident (their SMs held by another stream's kernel)
//    claim nothing, so the tasks run on the CTAs that are.
// Which role of a kernel claims and how it tells the others is the kernel's own (v1: its task
// ring; v2: the loader's step records).
#include "dash/kernels/sm90/bwd/task_source.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash::sm90::bwd {

#if defined(__CUDACC__)
// The next task in launch order (-1: none left). Tasks without steps (KV tiles no query row sees:
// a packed sequence's, or a dense call's under a window; their dK / dV are zeroed by another
// kernel, postprocess.hpp) are passed over here, so that every role's walk only meets tasks with
// steps: a role that waits for the next step (the dQ writer's next-dS wait) then always has one
// coming.
template <class Traits>
__device__ __forceinline__ int claim_next_task(const BwdKernelParams& p, const TaskSource<Traits>& tasks) {
  for (;;) {
    const int t = atomicAdd(p.ws.task_claim, 1);
    if (t >= tasks.num_tasks()) return -1;
    if (!tasks.without_steps(p, t)) return t;
  }
}

// The loader's k-th task of worker w (-1: none).
template <class Traits>
__device__ __forceinline__ int claim_task(const BwdKernelParams& p, const TaskSource<Traits>& tasks, int w, uint32_t k) {
  if (p.schedule.claims != static_cast<int>(TaskClaims::static_walk)) return claim_next_task(p, tasks);
  return static_cast<int>(k) < tasks.num_tasks_of_worker(w) ? tasks.task_id(w, static_cast<int>(k)) : -1;
}
#endif

}  // namespace dash::sm90::bwd
