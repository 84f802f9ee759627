#include "expand.hpp"

namespace dash::sim {

Expanded expand(const Schedule& schedule) {
  Expanded e;
  e.schedule = schedule;
  const int tasks = schedule.num_tasks();
  e.task_first_step.reserve(tasks + 1);
  for (int t = 0; t < tasks; ++t) {
    e.task_first_step.push_back(static_cast<int>(e.steps.size()));
    const Task task = schedule.task(t);
    for (int s = 0; s < task.num_steps(); ++s) {
      const Step st = schedule.step(task, s);
      e.steps.push_back(StepInfo{t, task.head_index, st.q_tile, st.kv_tile, st.rank,
                                 schedule.geo.partially_masked(st.q_tile, st.kv_tile)});
    }
  }
  e.task_first_step.push_back(static_cast<int>(e.steps.size()));
  return e;
}

std::vector<std::vector<int>> static_chains(const Expanded& e) {
  const Schedule& s = e.schedule;
  std::vector<std::vector<int>> chains(s.workers);
  for (int w = 0; w < s.workers; ++w) {
    for (int k = 0; k < s.num_tasks_of_worker(w); ++k) {
      const int t = s.task_id(w, k);
      for (int i = e.task_first_step[t]; i < e.task_first_step[t + 1]; ++i) chains[w].push_back(i);
    }
  }
  return chains;
}

}  // namespace dash::sim
