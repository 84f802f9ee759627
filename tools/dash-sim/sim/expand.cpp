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
                                 schedule.geo.partially_masked(st.q_tile, st.kv_tile),
                                 task.head_index * schedule.geo.num_q_tiles() + st.q_tile});
    }
  }
  e.task_first_step.push_back(static_cast<int>(e.steps.size()));
  e.dq_tiles = schedule.geo.num_heads_total() * schedule.geo.num_q_tiles();
  return e;
}

Expanded expand_packed(const PackedView& view, int workers) {
  Expanded e;
  e.schedule.workers = workers;
  e.packed = true;
  const int heads = view.base.heads;
  // Sequence b's dQ tiles of head h: [(first[b] + q) * heads + h]; first: tiles of the sequences before.
  std::vector<int> first(view.batch + 1, 0);
  for (int b = 0; b < view.batch; ++b) first[b + 1] = first[b] + view.geometry(b).num_q_tiles();
  for (int t = 0; t < view.num_tasks(); ++t) {
    e.task_first_step.push_back(static_cast<int>(e.steps.size()));
    const PackedTask pt = view.task(t);
    const Schedule s = view.schedule(pt.seq);
    for (int i = 0; i < pt.task.num_steps(); ++i) {
      const Step st = s.step(pt.task, i);
      e.steps.push_back(StepInfo{t, pt.seq * heads + pt.task.head_index, st.q_tile, st.kv_tile, st.rank,
                                 s.geo.partially_masked(st.q_tile, st.kv_tile),
                                 (first[pt.seq] + st.q_tile) * heads + pt.task.head_index});
    }
  }
  e.task_first_step.push_back(static_cast<int>(e.steps.size()));
  e.dq_tiles = first[view.batch] * heads;
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
