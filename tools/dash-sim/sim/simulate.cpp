#include "simulate.hpp"

#include <algorithm>
#include <queue>
#include <tuple>
#include <vector>

namespace dash::sim {
namespace {

struct Event {
  double time;
  long long seq;  // ties: first pushed, first served (deterministic)
  int worker;
  bool reduce_done;  // false: compute done
  bool operator>(const Event& o) const { return std::tie(time, seq) > std::tie(o.time, o.seq); }
};

struct DqTile {
  int counter = 0;         // contributions already added
  double last_done = 0.0;  // when the last one completed
  int last_worker = -1;
  std::vector<int> waiting;  // workers whose computed step waits for its turn
};

class Simulator {
 public:
  Simulator(const Expanded& e, const Cost& cost, Assignment a, bool record, bool ordered)
      : e_(e), cost_(cost), assignment_(a), record_(record), ordered_(ordered) {
    const int W = e.schedule.workers;
    res_.workers.resize(W);
    cur_task_.assign(W, -1);
    cur_step_.assign(W, -1);
    computed_at_.assign(W, 0.0);
    tasks_taken_.assign(W, 0);
    finished_.assign(W, false);
    finish_time_.assign(W, 0.0);
    claimed_.assign(W, kNone);
    tiles_.resize(e.num_dq_tiles());
    for (const StepInfo& s : e.steps) res_.total_work += step_cost(s) + cost.r;
  }

  SimResult run() {
    const int W = e_.schedule.workers;
    for (int w = 0; w < W; ++w) take_task(w, 0.0);
    while (!events_.empty()) {
      const Event ev = events_.top();
      events_.pop();
      if (ev.reduce_done) on_reduce_done(ev.worker, ev.time);
      else on_compute_done(ev.worker, ev.time);
    }
    for (int w = 0; w < W; ++w) {
      if (!finished_[w]) res_.deadlock = true;
      res_.makespan = std::max(res_.makespan, finish_time_[w]);
    }
    for (int w = 0; w < W; ++w) res_.workers[w].idle = res_.makespan - finish_time_[w];
    return std::move(res_);
  }

 private:
  double step_cost(const StepInfo& s) const { return s.masked ? cost_.c_masked : cost_.c_dense; }

  void push(double t, int w, bool reduce_done) { events_.push(Event{t, seq_++, w, reduce_done}); }

  void record(int w, Segment::Kind k, double t0, double t1, int bh) {
    if (t1 <= t0) return;
    WorkerTimeline& tl = res_.workers[w];
    (k == Segment::wait ? tl.wait : tl.busy) += t1 - t0;
    if (record_) tl.segments.push_back(Segment{k, t0, t1, bh});
  }

  // Worker w is free at time t: start its next task, or finish.
  void take_task(int w, double t) {
    int task = -1;
    if (assignment_ == Assignment::dynamic_early && claimed_[w] != kNone) {
      task = claimed_[w];  // claimed at the last step's start (-1: nothing was left)
      claimed_[w] = kNone;
    } else if (assignment_ == Assignment::dynamic || assignment_ == Assignment::dynamic_early) {
      if (next_task_ < e_.num_tasks()) task = next_task_++;
    } else if (tasks_taken_[w] < e_.schedule.num_tasks_of_worker(w)) {
      task = e_.schedule.task_id(w, tasks_taken_[w]);
    }
    ++tasks_taken_[w];
    if (task < 0) {
      finished_[w] = true;
      finish_time_[w] = t;
      return;
    }
    cur_task_[w] = task;
    cur_step_[w] = e_.task_first_step[task];
    if (e_.task_steps(task) == 0) return take_task(w, t);
    // A claimed task's loads start once it is known; a static walk's were prefetched.
    const bool claimed = assignment_ != Assignment::static_persistent && tasks_taken_[w] > 1;
    start_compute(w, claimed ? t + cost_.claim : t);
  }

  void start_compute(int w, double t) {
    const StepInfo& s = e_.steps[cur_step_[w]];
    if (assignment_ == Assignment::dynamic_early && cur_step_[w] + 1 == e_.task_first_step[cur_task_[w] + 1])
      claimed_[w] = next_task_ < e_.num_tasks() ? next_task_++ : -1;
    record(w, Segment::compute, t, t + step_cost(s), s.bh);
    push(t + step_cost(s), w, false);
  }

  // The tile's previous contribution becomes visible `latency` later on another worker.
  double visible_at(const DqTile& tile, int w) const {
    if (tile.last_worker < 0) return 0.0;
    return tile.last_done + (tile.last_worker != w ? cost_.latency : 0.0);
  }

  void start_reduce(int w, double t) {
    const StepInfo& s = e_.steps[cur_step_[w]];
    const double start = std::max(t, visible_at(tiles_[e_.dq_tile(s)], w));
    record(w, Segment::wait, computed_at_[w], start, s.bh);
    record(w, Segment::reduce, start, start + cost_.r, s.bh);
    push(start + cost_.r, w, true);
  }

  // The unordered reduction's add: at once, whatever the tile's other partials do.
  void start_reduce_unordered(int w, double t) {
    const StepInfo& s = e_.steps[cur_step_[w]];
    record(w, Segment::reduce, t, t + cost_.r, s.bh);
    push(t + cost_.r, w, true);
  }

  void on_compute_done(int w, double t) {
    computed_at_[w] = t;
    const StepInfo& s = e_.steps[cur_step_[w]];
    DqTile& tile = tiles_[e_.dq_tile(s)];
    if (!ordered_) start_reduce_unordered(w, t);  // any order: no turn to wait for
    else if (tile.counter == s.rank) start_reduce(w, t);
    else tile.waiting.push_back(w);
  }

  void on_reduce_done(int w, double t) {
    const StepInfo& s = e_.steps[cur_step_[w]];
    DqTile& tile = tiles_[e_.dq_tile(s)];
    ++tile.counter;
    tile.last_done = t;
    tile.last_worker = w;
    for (size_t k = 0; ordered_ && k < tile.waiting.size(); ++k) {
      const int v = tile.waiting[k];
      if (e_.steps[cur_step_[v]].rank == tile.counter) {
        tile.waiting.erase(tile.waiting.begin() + k);
        start_reduce(v, t);
        break;
      }
    }
    ++cur_step_[w];
    if (cur_step_[w] < e_.task_first_step[cur_task_[w] + 1]) start_compute(w, t);
    else take_task(w, t);
  }

  const Expanded& e_;
  Cost cost_;
  Assignment assignment_;
  bool record_;
  bool ordered_;
  SimResult res_;
  std::priority_queue<Event, std::vector<Event>, std::greater<Event>> events_;
  long long seq_ = 0;
  int next_task_ = 0;
  static constexpr int kNone = -2;  // no early claim pending
  std::vector<int> cur_task_, cur_step_, tasks_taken_, claimed_;
  std::vector<double> computed_at_, finish_time_;
  std::vector<bool> finished_;
  std::vector<DqTile> tiles_;
};

}  // namespace

SimResult simulate(const Expanded& e, const Cost& cost, Assignment assignment, bool record_segments, bool ordered) {
  return Simulator(e, cost, assignment, record_segments, ordered).run();
}

}  // namespace dash::sim
