#pragma once
// A schedule unrolled into explicit steps, the form the simulator and the
// checks work on. Everything here is derived from dash::Schedule alone.
#include <cstdint>
#include <vector>

#include "dash/schedule/packed.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash::sim {

struct StepInfo {
  int task;     // launch-order task id
  int bh;       // batch * heads + head
  int q_tile;
  int kv_tile;
  int rank;
  bool masked;  // the causal diagonal cuts through this tile pair
  int dq_tile;  // the dQ tile the step's partial goes to (an id over the whole problem)
};

struct Expanded {
  Schedule schedule;  // a packed batch's: its workers only (each sequence has its own schedule)
  bool packed = false;
  std::vector<int> task_first_step;  // task t owns steps [task_first_step[t], task_first_step[t+1])
  std::vector<StepInfo> steps;       // in launch order, task by task
  int dq_tiles = 0;

  int num_tasks() const { return static_cast<int>(task_first_step.size()) - 1; }
  int num_steps() const { return static_cast<int>(steps.size()); }
  int task_steps(int t) const { return task_first_step[t + 1] - task_first_step[t]; }
  // dQ tile id of a step (dense: bh * num_q_tiles + q).
  int dq_tile(const StepInfo& s) const { return s.dq_tile; }
  int num_dq_tiles() const { return dq_tiles; }
};

Expanded expand(const Schedule& schedule);

// A packed batch (dash/schedule/packed.hpp) in its launch order, for `workers` CTAs that claim
// their tasks (a packed batch has no static walk); bh = sequence * heads + head.
Expanded expand_packed(const PackedView& view, int workers);

// Static persistent assignment: for each worker, its steps in program order.
std::vector<std::vector<int>> static_chains(const Expanded& e);

}  // namespace dash::sim
