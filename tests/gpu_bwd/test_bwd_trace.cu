// The backward's own walk against the Schedule. The dQ writers record every partial they add
// (testing::BwdHooks::trace: worker, task, step, the tile's counter); each record must be a
// step of the Schedule the plan resolves, taken once, by one worker, in its task's step order;
// a worker's tasks come in launch order; a static walk runs task t on worker t % workers; and
// the ordered reduction adds each partial at its rank's turn (the counter the Schedule's rank). For every schedule and
// reduction, both head dims, both masks, odd lengths and bottom-right offsets (seqlen_q !=
// seqlen_k), claimed tasks and the static walk; kernel v1 on every call, and kernel v2 (forced) on the
// ordered and unordered calls it computes (the rows with v2 tiles).
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "bwd_problem.cuh"
#include "dash/bwd_api.hpp"
#include "dash/plan/instances.hpp"
#include "dash/schedule/names.hpp"
#include "dash/schedule/schedule.hpp"

using dash::ReductionMode;
using dash::ScheduleKind;
using dash_test::Case;
using dash_test::Problem;

namespace {

constexpr int kTraceInts = 4;  // dq_writer.hpp's record

struct Record {
  int worker, task, step, counter;
};

struct TraceRun {
  ScheduleKind kind;
  ReductionMode mode;
  bool static_walk;       // testing::BwdHooks::static_walk
  bool at_step = false;   // testing::BwdHooks::claims_at_step
  int kernel = 0;         // testing::BwdHooks::kernel: v1 (0) or v2 (1)
  std::string name() const {
    const char* m = mode == ReductionMode::exact ? "exact" : mode == ReductionMode::unordered ? "unordered" : "ordered";
    return std::string(m) + " " + dash::schedule_name(kind) + (static_walk ? " static walk" : "") +
           (at_step ? " claimed at the step" : "") + (kernel == 1 ? " (v2)" : "");
  }
  dash::testing::BwdHooks hooks() const {
    dash::testing::BwdHooks h;
    h.static_walk = static_walk;
    h.claims_at_step = at_step;
    h.kernel = kernel;  // each kernel forced, whichever the plan gives the call to
    return h;
  }
};

// Runs the backward with the trace hook; the records in the order the writers took them.
std::vector<Record> traced(Problem& pr, const dash::BwdParams& p, const TraceRun& run, int capacity, int* count) {
  int* buf = nullptr;
  const size_t bytes = sizeof(int) * (1 + size_t(kTraceInts) * capacity);
  DT_CUDA(cudaMalloc(&buf, bytes));
  DT_CUDA(cudaMemset(buf, 0, bytes));
  dash::testing::BwdHooks hooks = run.hooks();
  hooks.trace = buf;
  hooks.trace_capacity = capacity;
  const dash::Status st = pr.run(p, nullptr, hooks);
  EXPECT_TRUE(st.ok()) << st.message;
  std::vector<int> h(bytes / sizeof(int));
  DT_CUDA(cudaMemcpy(h.data(), buf, bytes, cudaMemcpyDeviceToHost));
  cudaFree(buf);
  *count = h[0];
  std::vector<Record> r;
  for (int i = 0; i < std::min(h[0], capacity); ++i) {
    const int* x = h.data() + kTraceInts * (i + 1);
    r.push_back(Record{x[0], x[1], x[2], x[3]});
  }
  return r;
}

void expect_walk_matches_schedule(Problem& pr, const TraceRun& run) {
  const Case& c = pr.c;
  SCOPED_TRACE(c.name() + " " + run.name());
  const dash::BwdParams p = pr.params(run.kind, run.mode);
  dash::BwdPlan plan;
  ASSERT_TRUE(dash::plan_backward(p, &plan).ok());
  const bool exact = run.mode == ReductionMode::exact;
  // The Schedule as the kernel builds it (kernel.hpp): the exact kernel walks the canonical Q
  // order, the fp32 kernel shift's spread rows.
  dash::Schedule s{dash::Geometry{c.b, c.h, c.sq, c.sk, plan.block_m, 128, c.causal}, plan.schedule.kind,
                   plan.schedule.workers, exact, plan.schedule.exact_q_rotated, !exact};
  s.head_interleave = plan.schedule.head_interleave;  // the launch order's bands of heads
  const dash::TaskClaims claims = dash::testing::task_claims(p, run.hooks());
  const bool walks_statically = claims == dash::TaskClaims::static_walk;
  int total = 0;
  for (int t = 0; t < s.num_tasks(); ++t) total += s.task(t).num_steps();
  int count = 0;
  const std::vector<Record> recs = traced(pr, p, run, total + 64, &count);
  EXPECT_EQ(count, total) << "partials added";

  std::vector<int> next_step(s.num_tasks(), 0), worker_of(s.num_tasks(), -1), last_task(plan.schedule.workers, -1);
  for (const Record& r : recs) {
    if (::testing::Test::HasFailure()) break;  // the first wrong record says enough
    ASSERT_GE(r.task, 0);
    ASSERT_LT(r.task, s.num_tasks());
    ASSERT_GE(r.worker, 0);
    ASSERT_LT(r.worker, plan.schedule.workers);
    const dash::Task T = s.task(r.task);
    const std::string at = "task " + std::to_string(r.task) + " step " + std::to_string(r.step) + " worker " +
                           std::to_string(r.worker);
    ASSERT_GE(r.step, 0) << at;
    ASSERT_LT(r.step, T.num_steps()) << at;
    const dash::Step want = s.step(T, r.step);
    EXPECT_EQ(r.step, next_step[r.task]) << at << ": out of the task's step order, or taken twice";
    next_step[r.task] = r.step + 1;
    if (r.step == 0) {
      EXPECT_GT(r.task, last_task[r.worker]) << at << ": a worker's tasks come in launch order";
      last_task[r.worker] = r.task;
      worker_of[r.task] = r.worker;
    }
    EXPECT_EQ(r.worker, worker_of[r.task]) << at << ": a task's steps on one worker";
    if (walks_statically) EXPECT_EQ(r.worker, s.worker_of(r.task)) << at << ": the static walk's worker";
    if (run.mode == ReductionMode::ordered)
      EXPECT_EQ(r.counter, want.rank) << at << " (q tile " << want.q_tile << "): added out of its rank's turn";
  }
  for (int t = 0; t < s.num_tasks(); ++t)
    EXPECT_EQ(next_step[t], s.task(t).num_steps()) << "task " << t << ": steps missing";
  std::printf("[ trace ] %-52s %-34s %d partials, %d workers, %s\n", c.name().c_str(), run.name().c_str(), count,
              plan.schedule.workers, dash::task_claims_name(claims));
}

std::vector<TraceRun> runs_of(bool causal, bool v2) {
  std::vector<TraceRun> v;
  for (int i = 0; i < dash::kNumScheduleKinds; ++i) {
    const auto k = static_cast<ScheduleKind>(i);
    if (!dash::schedule_applies(k, causal)) continue;
    v.push_back({k, ReductionMode::ordered, false});
    if (dash::ranks_follow_launch_order(k)) {
      v.push_back({k, ReductionMode::ordered, true});
      v.push_back({k, ReductionMode::ordered, false, true});
    }
  }
  const ScheduleKind free_order = causal ? ScheduleKind::symmetric_shift : ScheduleKind::fa3;
  v.push_back({free_order, ReductionMode::unordered, false});
  v.push_back({free_order, ReductionMode::exact, false});
  v.push_back({ScheduleKind::spt, ReductionMode::exact, false});
  if (v2) {  // kernel v2's calls: the ordered mode in every schedule (claimed and walked), unordered
    for (int i = 0; i < dash::kNumScheduleKinds; ++i) {
      const auto k = static_cast<ScheduleKind>(i);
      if (!dash::schedule_applies(k, causal)) continue;
      v.push_back({k, ReductionMode::ordered, false, false, 1});
      if (dash::ranks_follow_launch_order(k)) v.push_back({k, ReductionMode::ordered, true, false, 1});
    }
    v.push_back({free_order, ReductionMode::unordered, false, false, 1});
    v.push_back({free_order, ReductionMode::unordered, true, false, 1});
  }
  return v;
}

class BwdTrace : public ::testing::TestWithParam<Case> {};

TEST_P(BwdTrace, KernelWalksTheSchedule) {
  SKIP_WITHOUT_GPU();
  Problem pr(GetParam(), 31 + GetParam().sq + GetParam().sk);  // one problem (and reference) for every run
  const Case& c = GetParam();
  const int v2_row = dash::instance_index(c.dtype, c.d, c.d);
  const bool v2 = v2_row >= 0 && dash::kInstances[v2_row].v2;
  for (const TraceRun& run : runs_of(c.causal, v2)) expect_walk_matches_schedule(pr, run);
}

std::vector<Case> trace_cases() {
  struct Shape { int b, h, hkv, sq, sk; };
  const Shape shapes[] = {
      {2, 3, 1, 700, 1300},   // GQA, seqlen_q < seqlen_k (bottom-right offset), ragged tiles
      {1, 2, 2, 1000, 517},   // seqlen_q > seqlen_k: causal rows that see no key
      {1, 4, 2, 2048, 2048},  // 16 KV tiles: the launch-order kinds claim at the turn
      {3, 1, 1, 129, 1},      // one key, one row past a tile
      {3, 5, 5, 4096, 4096},  // head dim 128: the ordered launch-order kinds interleave bands of 4
                              // heads (plan/auto_schedule.hpp), the last band of 3
  };
  std::vector<Case> v;
  for (int d : {64, 128})
    for (bool causal : {false, true})
      for (const auto& s : shapes) v.push_back(Case{dash::DType::kBF16, d, causal, s.b, s.h, s.hkv, s.sq, s.sk, false});
  return v;
}

INSTANTIATE_TEST_SUITE_P(Shapes, BwdTrace, ::testing::ValuesIn(trace_cases()),
                         [](const ::testing::TestParamInfo<Case>& i) { return i.param.name(); });

}  // namespace
