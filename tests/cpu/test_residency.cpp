// The backward on a shared GPU, modelled on the CPU: only some of the grid's CTAs are
// resident (the others' SMs are held by another stream's kernel). Each resident CTA walks
// its tasks' steps in order; a step adds its dQ partial when the tile's counter reaches its
// rank (the ordered protocol). With tasks claimed in launch order (task_ring.hpp), the orders
// whose ranks follow the launch order finish with any number of resident CTAs, from one up;
// the ring-ranked orders (shift, symmetric_shift) do not, which is why their grid is launched
// cooperatively (all CTAs resident, or none yet). The model's CTA takes its next task once its
// current task's last step has had its turn, as the kernel's dQ writer claims it
// (TaskClaims::at_turn), or as soon as it takes its current task, before any of that task's
// turns: the earliest the loader's claim at the last step (TaskClaims::at_step) can come, since
// the loader runs ahead of the turns. The unordered and exact reductions, with no ranks, claim
// at the step.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "dash/schedule/names.hpp"
#include "sim/expand.hpp"

namespace {

using namespace dash;
using namespace dash::sim;

// resident CTAs; dynamic: each claims its next task in launch order once the step `lead` steps
// before its current task's last one has had its turn (the kernel's dQ writer, kClaimLead), or
// with lead = kAtTake as it takes its current task; else CTA w walks worker w's static list.
// True when every step was done.
constexpr int kAtTake = -1;
bool completes(const Expanded& e, int resident, bool dynamic, int lead = 0) {
  const Schedule& s = e.schedule;
  std::vector<int> counter(e.num_dq_tiles(), 0);
  constexpr int kUnclaimed = -2;
  struct Cta {
    int task = -1, step = 0, k = 0;  // current task, its next step, tasks taken
    int next = kUnclaimed;           // dynamic: the task claimed ahead (-1: none left)
  };
  std::vector<Cta> ctas(resident);
  int next_task = 0, done_steps = 0;
  auto claim = [&]() { return next_task < e.num_tasks() ? next_task++ : -1; };
  auto take = [&](int w, Cta& c) {
    if (dynamic) {
      c.task = c.next != kUnclaimed ? c.next : claim();
      c.next = kUnclaimed;
    } else {
      c.task = c.k < s.num_tasks_of_worker(w) ? s.task_id(w, c.k) : -1;
    }
    ++c.k;
    c.step = 0;
    if (dynamic && lead == kAtTake && c.task >= 0) c.next = claim();
  };
  for (int w = 0; w < resident; ++w) take(w, ctas[w]);
  for (bool moved = true; moved;) {
    moved = false;
    for (int w = 0; w < resident; ++w) {
      Cta& c = ctas[w];
      while (c.task >= 0) {  // as far as this CTA can go now
        const StepInfo& st = e.steps[e.task_first_step[c.task] + c.step];
        int& ctr = counter[e.dq_tile(st)];
        if (ctr != st.rank) break;
        ++ctr;
        ++done_steps;
        moved = true;
        if (dynamic && c.next == kUnclaimed && c.step >= std::max(0, e.task_steps(c.task) - 1 - lead)) c.next = claim();
        if (++c.step == e.task_steps(c.task)) take(w, c);
      }
    }
  }
  return done_steps == e.num_steps();
}

// Per dQ tile, the task of each rank (rank r at index r).
std::vector<std::vector<int>> tasks_by_rank(const Expanded& e) {
  std::vector<std::vector<int>> by_rank(e.num_dq_tiles());
  for (const StepInfo& st : e.steps) {
    auto& v = by_rank[e.dq_tile(st)];
    if (static_cast<int>(v.size()) <= st.rank) v.resize(st.rank + 1, -1);
    v[st.rank] = st.task;
  }
  return by_rank;
}

struct Shape {
  int batch, heads, seqlen;
};
const Shape kShapes[] = {{1, 1, 1000}, {2, 3, 2048}, {1, 2, 4099}, {3, 1, 640}};

TEST(Residency, LaunchOrderRanksProgressOnAnyNumberOfResidentCtas) {
  int checked = 0;
  for (const Shape& sh : kShapes)
    for (bool causal : {false, true})
      for (ScheduleKind kind : {ScheduleKind::fa3, ScheduleKind::spt, ScheduleKind::descending}) {
        ASSERT_TRUE(ranks_follow_launch_order(kind));
        for (int workers : {7, 16, 61, 132})
          for (int interleave : {1, 2, 5}) {
          Schedule s{Geometry{sh.batch, sh.heads, sh.seqlen, sh.seqlen, 64, 128, causal}, kind, workers};
          s.head_interleave = interleave;
          const Expanded e = expand(s);
          for (int resident : {1, 2, 3, workers / 2 + 1, workers})
            for (int lead : {kAtTake, 0, 1, 3}) {
              EXPECT_TRUE(completes(e, resident, /*dynamic=*/true, lead))
                  << schedule_name(kind) << (causal ? " causal" : " full") << " seqlen " << sh.seqlen << " workers "
                  << workers << " interleave " << interleave << " resident " << resident << " lead " << lead;
              ++checked;
            }
          }
      }
  EXPECT_GT(checked, 1600);
}

// The property behind it: a dQ tile's rank r + 1 always comes from a later task than rank r.
TEST(Residency, LaunchOrderRanksFollowTheTaskIds) {
  for (const Shape& sh : kShapes)
    for (bool causal : {false, true})
      for (int k = 0; k < kNumScheduleKinds; ++k) {
        const auto kind = static_cast<ScheduleKind>(k);
        if (!schedule_applies(kind, causal)) continue;
        Schedule sched{Geometry{sh.batch, sh.heads, sh.seqlen, sh.seqlen, 64, 128, causal}, kind, 16};
        sched.head_interleave = interleaves_heads(kind) ? 4 : 1;
        const Expanded e = expand(sched);
        const auto task_of_rank = tasks_by_rank(e);
        bool follows = true;
        for (const auto& v : task_of_rank)
          for (size_t r = 1; r < v.size(); ++r) follows = follows && v[r] > v[r - 1];
        EXPECT_EQ(follows, ranks_follow_launch_order(kind)) << schedule_name(kind) << (causal ? " causal" : " full")
                                                            << " seqlen " << sh.seqlen;
      }
}

// Every task has a step: the CTA's roles read the next task id at each task's last step.
TEST(Residency, EveryTaskHasAStep) {
  for (const Shape& sh : kShapes)
    for (bool causal : {false, true})
      for (int k = 0; k < kNumScheduleKinds; ++k) {
        const auto kind = static_cast<ScheduleKind>(k);
        if (!schedule_applies(kind, causal)) continue;
        const Schedule s{Geometry{sh.batch, sh.heads, sh.seqlen, sh.seqlen, 64, 128, causal}, kind, 61};
        for (int t = 0; t < s.num_tasks(); ++t) ASSERT_GE(s.task(t).num_steps(), 1) << schedule_name(kind) << " task " << t;
      }
}

// What each reduction needs (schedule.hpp's task_claims_of, which the plan starts from): the
// launch-order kinds claim at the turn at every length (the plan may take the earlier claim at the
// step, launch_order_claims), the ring-ranked ones walk statically.
TEST(Residency, TaskClaimsOfEachReduction) {
  for (int k = 0; k < kNumScheduleKinds; ++k) {
    const auto kind = static_cast<ScheduleKind>(k);
    EXPECT_EQ(task_claims_of(kind, false), TaskClaims::at_step) << schedule_name(kind);
    const TaskClaims want = ranks_follow_launch_order(kind) ? TaskClaims::at_turn : TaskClaims::static_walk;
    EXPECT_EQ(task_claims_of(kind, true), want) << schedule_name(kind);
    EXPECT_EQ(needs_coresident_workers(kind, true), want == TaskClaims::static_walk) << schedule_name(kind);
    EXPECT_FALSE(needs_coresident_workers(kind, false));
  }
}

// The ring-ranked orders need a whole wave group (a head's tasks in one wave) resident at once:
// with fewer CTAs (tasks claimed by whoever runs) they stall, hence the cooperative launch.
TEST(Residency, RingRankedOrdersNeedEveryWorkerResident) {
  for (bool causal : {false, true}) {
    const ScheduleKind kind = causal ? ScheduleKind::symmetric_shift : ScheduleKind::shift;
    EXPECT_TRUE(needs_coresident_workers(kind, true));
    EXPECT_FALSE(needs_coresident_workers(kind, false));  // unordered / exact: no ranks to wait for
    EXPECT_FALSE(ranks_follow_launch_order(kind));
    const int workers = 16;
    const Expanded e = expand(Schedule{Geometry{2, 3, 2048, 2048, 64, 128, causal}, kind, workers});
    EXPECT_TRUE(completes(e, workers, /*dynamic=*/false));
    EXPECT_TRUE(completes(e, workers, /*dynamic=*/true));
    int group = 0;  // the largest wave group: its tasks rank each other in a ring
    for (int t = 0; t < e.num_tasks(); ++t) group = std::max(group, e.schedule.task(t).group_end - e.schedule.task(t).group_begin);
    ASSERT_GT(group, 2);
    for (int resident : {1, 2, group - 1}) EXPECT_FALSE(completes(e, resident, /*dynamic=*/true)) << resident;
    EXPECT_TRUE(completes(e, group, /*dynamic=*/true));
  }
}

// Interleaving heads (Schedule::head_interleave) only reorders the launch: every (head, KV tile)
// task comes once, each head's tasks keep their order, and each step has the dQ tile, KV tile and
// rank of the order without interleave, so the bits do not depend on it. place_of, which the
// kernels' test for tasks without steps asks, agrees with Schedule::task.
TEST(Residency, InterleavedHeadsKeepEveryRank) {
  for (const Shape& sh : kShapes)
    for (bool causal : {false, true})
      for (ScheduleKind kind : {ScheduleKind::fa3, ScheduleKind::spt, ScheduleKind::descending}) {
        const Geometry g{sh.batch, sh.heads, sh.seqlen, sh.seqlen, 64, 128, causal};
        const Schedule plain{g, kind, 16};
        std::vector<int> rank_of(g.num_heads_total() * g.num_kv_tiles() * g.num_q_tiles(), -1);
        for (int t = 0; t < plain.num_tasks(); ++t) {
          const Task T = plain.task(t);
          for (int i = 0; i < T.num_steps(); ++i) {
            const Step st = plain.step(T, i);
            rank_of[(T.head_index * g.num_kv_tiles() + st.kv_tile) * g.num_q_tiles() + st.q_tile] = st.rank;
          }
        }
        for (int interleave : {2, 3, g.num_heads_total(), g.num_heads_total() + 7}) {
          Schedule s = plain;
          s.head_interleave = interleave;
          std::vector<int> seen(g.num_heads_total() * plain.tasks_per_head(), 0);
          std::vector<int> last_in_head(g.num_heads_total(), -1);
          for (int t = 0; t < s.num_tasks(); ++t) {
            const Task T = s.task(t);
            int head = -1, index = -1;
            Schedule::place_of(t, s.tasks_per_head(), g.num_heads_total(), interleave, &head, &index);
            ASSERT_EQ(head, T.head_index);
            ASSERT_EQ(index, T.index_in_head);
            ASSERT_GE(head, 0);
            ASSERT_LT(head, g.num_heads_total());
            ++seen[head * s.tasks_per_head() + index];
            EXPECT_GT(index, last_in_head[head]) << "a head's tasks keep their order";
            last_in_head[head] = index;
            for (int i = 0; i < T.num_steps(); ++i) {
              const Step st = s.step(T, i);
              EXPECT_EQ(st.rank, rank_of[(head * g.num_kv_tiles() + st.kv_tile) * g.num_q_tiles() + st.q_tile])
                  << schedule_name(kind) << " interleave " << interleave << " task " << t << " step " << i;
            }
          }
          for (int c : seen) ASSERT_EQ(c, 1) << schedule_name(kind) << " interleave " << interleave;
        }
      }
}

// Why the ring-ranked orders cannot be claimed in a topological order of their ranks and keep
// their bits: inside a wave group, task a precedes task b on one dQ tile and b precedes a on
// another (the cyclic shift's ring), so the tasks' precedence graph has a cycle and no order of
// whole tasks serves every dQ tile's ranks; only co-resident tasks progress.
TEST(Residency, RingRankedOrdersHaveNoOrderOfWholeTasks) {
  for (bool causal : {false, true}) {
    const ScheduleKind kind = causal ? ScheduleKind::symmetric_shift : ScheduleKind::shift;
    const Expanded e = expand(Schedule{Geometry{2, 3, 2048, 2048, 64, 128, causal}, kind, 16});
    // before[a][b]: some dQ tile takes task a's partial right before task b's.
    const int n = e.num_tasks();
    std::vector<std::vector<int>> next(n);
    for (const auto& v : tasks_by_rank(e))
      for (size_t r = 1; r < v.size(); ++r)
        if (v[r] != v[r - 1]) next[v[r - 1]].push_back(v[r]);
    // Kahn's algorithm: a topological order of all tasks exists iff every task is emitted.
    std::vector<int> indeg(n, 0);
    for (const auto& out : next)
      for (int b : out) ++indeg[b];
    std::vector<int> ready;
    for (int t = 0; t < n; ++t)
      if (indeg[t] == 0) ready.push_back(t);
    int emitted = 0;
    while (!ready.empty()) {
      const int t = ready.back();
      ready.pop_back();
      ++emitted;
      for (int b : next[t])
        if (--indeg[b] == 0) ready.push_back(b);
    }
    EXPECT_LT(emitted, n) << schedule_name(kind) << ": its tasks' precedence graph has a cycle";
  }
}

}  // namespace

