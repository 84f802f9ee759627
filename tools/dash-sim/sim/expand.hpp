#pragma once
// A schedule unrolled into explicit steps, the form the simulator and the
// checks work on. Everything here is derived from dash::Schedule alone.
#include <cstdint>
#include <vector>

#include "dash/schedule/schedule.hpp"

namespace dash::sim {

struct StepInfo {
  int task;     // launch-order task id
  int bh;       // batch * heads + head
  int q_tile;
  int kv_tile;
  int rank;
  bool masked;  // the causal diagonal cuts through this tile pair
};

struct Expanded {
  Schedule schedule;
  std::vector<int> task_first_step;  // task t owns steps [task_first_step[t], task_first_step[t+1])
  std::vector<StepInfo> steps;       // in launch order, task by task

  int num_tasks() const { return static_cast<int>(task_first_step.size()) - 1; }
  int num_steps() const { return static_cast<int>(steps.size()); }
  int task_steps(int t) const { return task_first_step[t + 1] - task_first_step[t]; }
  // dQ tile id of a step, shared by every head layout: bh * num_q_tiles + q.
  int dq_tile(const StepInfo& s) const { return s.bh * schedule.geo.num_q_tiles() + s.q_tile; }
  int num_dq_tiles() const { return schedule.geo.num_heads_total() * schedule.geo.num_q_tiles(); }
};

Expanded expand(const Schedule& schedule);

// Static persistent assignment: for each worker, its steps in program order.
std::vector<std::vector<int>> static_chains(const Expanded& e);

}  // namespace dash::sim
