#pragma once
// The walk every warp role of the backward makes over its CTA's tasks: task by task, step by
// step, in the Schedule's order, counting the steps. One definition, so that the loader, the MMA
// warps and the dQ writer agree on which step is which and on the count that indexes their
// rings (slot n % stages, phase (n / stages) & 1); each role decides only when it learns the
// next task's id (task_ring.hpp).
#include <cstdint>

#include "dash/kernels/sm90/bwd/task_source.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash::sm90::bwd {

struct WalkStep {
  const TaskAt& at;  // the task the step belongs to (task_source.hpp)
  Step step;         // its Q tile, KV tile and rank
  int s;             // the step's index in its task
  uint32_t k;        // the task's index in the CTA's walk
  uint32_t n;        // the steps walked before this one, over all tasks
  __device__ __forceinline__ const Task& task() const { return at.task; }
  __device__ __forceinline__ bool first_of_kv_tile() const { return s == 0 || s == at.task.len_first; }
  __device__ __forceinline__ bool last_of_kv_tile() const {
    return s + 1 == at.task.num_steps() || s + 1 == at.task.len_first;
  }
  __device__ __forceinline__ bool last_of_task() const { return s + 1 == at.task.num_steps(); }
};

// From task id t on: begin_task(k, at, t) before task k's first step, body(step) for each
// step, and next(k) for the id of task k + 1 (negative: the walk ends) after task k's last.
// Every task has a step (a claim passes over the tasks without one, task_ring.hpp). Returns the
// number of steps walked.
template <class Traits, class BeginTask, class Body, class Next>
__device__ __forceinline__ uint32_t walk_steps(const BwdKernelParams& p, const TaskSource<Traits>& tasks, int t,
                                               BeginTask&& begin_task, Body&& body, Next&& next) {
  uint32_t n = 0;
  for (uint32_t k = 0; t >= 0; ++k) {
    const TaskAt A = tasks.at(p, t);
    begin_task(k, A, t);
    for (int s = 0; s < A.task.num_steps(); ++s, ++n) body(WalkStep{A, tasks.step(A, s), s, k, n});
    t = next(k);
  }
  return n;
}

}  // namespace dash::sm90::bwd
