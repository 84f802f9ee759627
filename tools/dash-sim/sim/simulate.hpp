#pragma once
// Event simulation of the counter protocol: every worker computes a step, then
// waits until the dQ tile's counter equals the step's rank, reduce-adds, and
// releases (counter + 1). Gives per-worker timelines for the Gantt chart.
#include <vector>

#include "cost.hpp"
#include "expand.hpp"

namespace dash::sim {

enum class Assignment {
  static_persistent,  // task t on worker t % workers (the persistent kernel)
  dynamic,            // next task in launch order to whichever worker frees first
  // Next task in launch order, claimed as the worker STARTS its current task's last step
  // (before that step's reduction waits for its turn), started once the worker is free:
  // how a kernel whose loader claims ahead behaves.
  dynamic_early,
};

struct Segment {
  enum Kind { compute, reduce, wait } kind;
  double t0, t1;
  int bh;  // head of the step (colours the chart)
};

struct WorkerTimeline {
  double busy = 0;  // compute + reduce
  double wait = 0;  // computed, waiting for the dQ tile's turn
  double idle = 0;  // finished early, until the makespan
  std::vector<Segment> segments;  // filled when requested
};

struct SimResult {
  bool deadlock = false;
  double makespan = 0;
  double total_work = 0;  // sum of c + r over all steps
  std::vector<WorkerTimeline> workers;
  double lower_bound() const { return workers.empty() ? 0 : total_work / workers.size(); }
  // Share of worker time not spent working.
  double bubble_fraction() const {
    return makespan > 0 ? 1.0 - total_work / (makespan * workers.size()) : 0.0;
  }
};

// ordered = false: the unordered reduction (a partial is added once computed, in any order).
SimResult simulate(const Expanded& e, const Cost& cost, Assignment assignment,
                   bool record_segments = false, bool ordered = true);

}  // namespace dash::sim
