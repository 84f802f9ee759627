// Every schedule on a broad grid of shapes: each needed (Q, KV) tile pair done
// exactly once and no other, each dQ tile's ranks a permutation, the wait graph
// acyclic (no deadlock of the counter protocol), the static worker lists a
// partition of the tasks.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "dash/schedule/names.hpp"
#include "dash/schedule/validate.hpp"
#include "sim/dag.hpp"
#include "sim/expand.hpp"

namespace {

using namespace dash;
using namespace dash::sim;

struct Shape {
  int batch, heads, seqlen_q, seqlen_k, block_m, block_n;
};

// Tile counts from 1 to 300, odd and even, kBlockM = kBlockN and kBlockN / 2, 64 x 64, and
// the split-column kernel's 32 x 64 (head dims past 128: docs/head-dims.md), seqlen_q !=
// seqlen_k both ways, ragged lengths, batch x heads from 1 to 64.
std::vector<Shape> shapes() {
  std::vector<Shape> s;
  for (int tiles : {1, 2, 3, 4, 5, 8, 9, 16, 17, 31, 64})
    for (auto [bm, bn] : {std::pair{128, 128}, {64, 128}, {64, 64}, {32, 64}}) {
      s.push_back({1, 1, tiles * bn, tiles * bn, bm, bn});        // aligned square
      s.push_back({2, 3, tiles * bn - 37, tiles * bn - 37, bm, bn});  // ragged
    }
  for (auto [bm, bn] : {std::pair{128, 128}, {64, 128}}) {
    s.push_back({1, 1, 300 * 128, 300 * 128, bm, bn});  // 300 KV tiles
    s.push_back({1, 2, 299 * 128, 299 * 128, bm, bn});  // odd, two heads
    s.push_back({4, 16, 1024, 1024, bm, bn});           // 64 heads
    s.push_back({8, 8, 777, 777, bm, bn});              // 64 heads, ragged
    s.push_back({1, 5, 1000, 3000, bm, bn});            // more keys than queries
    s.push_back({3, 2, 3000, 1000, bm, bn});            // more queries than keys
    s.push_back({1, 3, 1, 5000, bm, bn});               // one query row
    s.push_back({2, 1, 4096, 1, bm, bn});               // one key row
    s.push_back({1, 7, 640, 2560, bm, bn});
  }
  return s;
}

const std::vector<int> kWorkers = {1, 2, 3, 7, 16, 61, 78, 114, 132};

TEST(Schedules, CoverageRanksAndNoDeadlockOnTheGrid) {
  long long checked = 0;
  for (const Shape& sh : shapes())
    for (bool causal : {false, true})
      for (int k = 0; k < kNumScheduleKinds; ++k) {
        const auto kind = static_cast<ScheduleKind>(k);
        if (!schedule_applies(kind, causal)) continue;
        for (int workers : kWorkers) {
          const Schedule s{Geometry{sh.batch, sh.heads, sh.seqlen_q, sh.seqlen_k, sh.block_m, sh.block_n, causal},
                           kind, workers};
          SCOPED_TRACE(::testing::Message()
                       << schedule_name(kind) << (causal ? " causal" : " full") << " b" << sh.batch << " h"
                       << sh.heads << " sq" << sh.seqlen_q << " sk" << sh.seqlen_k << " tiles " << sh.block_m
                       << "x" << sh.block_n << " workers " << workers);
          ASSERT_EQ(validate(s), "");
          const Expanded e = expand(s);
          const CoverageReport cov = check_coverage(e);
          ASSERT_TRUE(cov.ok) << cov.error;
          const CoverageReport ranks = check_ranks(e);
          ASSERT_TRUE(ranks.ok) << ranks.error;
          const DagReport dag = analyze_dag(e, Cost{});
          ASSERT_TRUE(dag.acyclic) << "wait graph has a cycle: the counter protocol would deadlock";
          ++checked;
        }
      }
  EXPECT_GT(checked, 1000);
}

// Sliding windows (FlashAttention-3's window_size, with and without causal): the kinds that
// apply (fa3, spt, descending; symmetric_shift for a causal mask without a left window) cover
// exactly the needed tile pairs, rank each dQ tile's contributors as a permutation, and never
// deadlock; their ranks follow the launch order, so tasks claimed in launch order progress on
// any number of resident workers. Exact mode's canonical Q order covers the pairs as well.
TEST(Schedules, WindowsCoverageRanksAndNoDeadlock) {
  struct Window {
    bool causal;
    int left, right;
  };
  const Window windows[] = {{true, 0, -1},   {true, 128, -1}, {true, 1000, -1}, {false, 64, 64},
                            {false, 0, 0},   {false, 300, 0}, {false, -1, 200}, {false, 511, -1},
                            {true, -1, -1}};
  long long checked = 0;
  for (const Shape& sh : shapes())
    for (const Window& win : windows)
      for (int k = 0; k < kNumScheduleKinds; ++k)
        for (bool canonical : {false, true}) {
          const auto kind = static_cast<ScheduleKind>(k);
          const Geometry g{sh.batch, sh.heads, sh.seqlen_q, sh.seqlen_k, sh.block_m, sh.block_n, win.causal,
                           win.left, win.right};
          if (!schedule_applies(kind, g)) continue;
          for (int workers : {1, 7, 132}) {
            Schedule s{g, kind, workers};
            s.canonical_q_order = canonical;
            SCOPED_TRACE(::testing::Message() << schedule_name(kind) << (canonical ? " canonical" : "")
                                              << (win.causal ? " causal" : "") << " window (" << win.left << ", "
                                              << win.right << ") sq" << sh.seqlen_q << " sk" << sh.seqlen_k
                                              << " tiles " << sh.block_m << "x" << sh.block_n << " workers "
                                              << workers);
            ASSERT_EQ(validate(s), "");
            const Expanded e = expand(s);
            const CoverageReport cov = check_coverage(e);
            ASSERT_TRUE(cov.ok) << cov.error;
            if (canonical) continue;  // no ranks: order-free adds
            const CoverageReport ranks = check_ranks(e);
            ASSERT_TRUE(ranks.ok) << ranks.error;
            const DagReport dag = analyze_dag(e, Cost{});
            ASSERT_TRUE(dag.acyclic) << "wait graph has a cycle: the counter protocol would deadlock";
            if (ranks_follow_launch_order(kind)) {
              // rank r + 1 of a dQ tile comes from a later task than rank r
              std::vector<std::vector<int>> task_of_rank(e.num_dq_tiles());
              for (int t = 0; t < s.num_tasks(); ++t) {
                const Task T = s.task(t);
                for (int st = 0; st < T.num_steps(); ++st) {
                  const Step step = s.step(T, st);
                  auto& v = task_of_rank[T.head_index * g.num_q_tiles() + step.q_tile];
                  if (static_cast<int>(v.size()) <= step.rank) v.resize(step.rank + 1, -1);
                  v[step.rank] = t;
                }
              }
              for (const auto& v : task_of_rank)
                for (size_t r = 1; r < v.size(); ++r) ASSERT_LT(v[r - 1], v[r]) << "rank " << r;
            }
            ++checked;
          }
        }
  EXPECT_GT(checked, 500);
}

TEST(Schedules, StaticWorkerListsPartitionTheTasks) {
  for (int workers : kWorkers) {
    const Schedule s{Geometry{3, 5, 1000, 1000, 64, 128, true}, ScheduleKind::symmetric_shift, workers};
    std::vector<int> seen(s.num_tasks(), 0);
    for (int w = 0; w < workers; ++w)
      for (int k = 0; k < s.num_tasks_of_worker(w); ++k) {
        const int t = s.task_id(w, k);
        ASSERT_LT(t, s.num_tasks());
        ASSERT_EQ(s.worker_of(t), w);
        ++seen[t];
      }
    for (int t = 0; t < s.num_tasks(); ++t) ASSERT_EQ(seen[t], 1) << "task " << t;
  }
}

TEST(Schedules, TaskFieldsAreConsistent) {
  const Schedule s{Geometry{2, 3, 2000, 2000, 64, 128, true}, ScheduleKind::symmetric_shift, 7};
  const int n = s.geo.num_kv_tiles();  // 16
  for (int t = 0; t < s.num_tasks(); ++t) {
    const Task T = s.task(t);
    EXPECT_EQ(T.head_index, t / s.tasks_per_head());
    EXPECT_LE(T.group_begin, T.index_in_head);
    EXPECT_LT(T.index_in_head, T.group_end);
    EXPECT_EQ(T.kv_first + T.kv_second, n - 1);  // pairs j and n-1-j
    // Every step of a task stays on its task's tiles.
    for (int st = 0; st < T.num_steps(); ++st) {
      const Step step = s.step(T, st);
      EXPECT_EQ(step.kv_tile, st < T.len_first ? T.kv_first : T.kv_second);
    }
  }
}

TEST(Schedules, SymmetricShiftBalancesPairsAndHandlesOddCounts) {
  // Square, aligned: every pair walks n + 1 Q tiles; an odd count leaves one
  // unpaired middle tile with (n + 1) / 2.
  for (int n : {6, 7}) {
    const Schedule s{Geometry{1, 1, n * 128, n * 128, 128, 128, true}, ScheduleKind::symmetric_shift, 132};
    ASSERT_EQ(s.tasks_per_head(), (n + 1) / 2);
    for (int p = 0; p < s.tasks_per_head(); ++p) {
      const Task T = s.task(p);
      if (T.kv_second >= 0) EXPECT_EQ(T.num_steps(), n + 1);
      else EXPECT_EQ(T.num_steps(), (n + 1) / 2);
    }
  }
}

TEST(Schedules, ShiftVisitOrderIsTheCyclicShift) {
  // n workers, n KV tiles, n Q tiles: worker k visits k, k+1, ..., k-1 and the
  // dQ tile i hears from KV tile j at depth (i - j) mod n, its rank.
  const int n = 5;
  const Schedule s{Geometry{1, 1, n * 64, n * 64, 64, 64, false}, ScheduleKind::shift, n};
  for (int j = 0; j < n; ++j) {
    const Task T = s.task(j);
    for (int d = 0; d < n; ++d) {
      const Step st = s.step(T, d);
      EXPECT_EQ(st.q_tile, (j + d) % n);
      EXPECT_EQ(st.rank, d);
    }
  }
}

// step() walks the cyclic orders from per-task offsets (Task::rot_first / rot_second) with
// no division by a runtime value; these are the closed forms it must reproduce.
TEST(Schedules, CyclicStepsMatchTheirClosedForms) {
  for (const Shape& sh : shapes())
    for (bool causal : {false, true})
      for (int workers : kWorkers) {
        const Geometry geo{sh.batch, sh.heads, sh.seqlen_q, sh.seqlen_k, sh.block_m, sh.block_n, causal};
        const int h = geo.num_q_tiles();
        // shift / symmetric_shift, canonical rotated, ascending, shift without the spread
        for (int variant = 0; variant < 4; ++variant) {
          Schedule s{geo, causal ? ScheduleKind::symmetric_shift : ScheduleKind::shift, workers};
          if (variant == 1) {
            if (causal) continue;
            s.shift_spread = false;
          }
          if (variant >= 2) {
            s.canonical_q_order = true;
            s.canonical_rotate = variant == 2;
          }
          for (int t = 0; t < s.num_tasks(); ++t) {
            const Task T = s.task(t);
            const int x = T.index_in_head - T.group_begin, g = T.group_end - T.group_begin;
            for (int st = 0; st < T.num_steps(); ++st) {
              const Step got = s.step(T, st);
              int want_q = -1, want_rank = got.rank;
              if (variant >= 2) {
                const bool first = st < T.len_first;
                const int j = first ? T.kv_first : T.kv_second, len = first ? T.len_first : T.len_second;
                const int local = first ? st : st - T.len_first;
                want_q = geo.q_begin(j) + (s.canonical_rotate ? (local + j) % len : local);
              } else if (!causal) {
                const int stride = s.shift_spread && 2 * g <= h ? 2 : 1;
                want_q = (stride * x + st) % h;
                if (g <= h) want_rank = T.group_begin + pos_mod(imin(want_q / stride, g - 1) - x, g);
              } else {
                const int r0 = geo.q_begin(T.group_end - 1), rect = h - r0;
                if (st >= rect) continue;  // the triangle and second phases use no rotation
                want_q = r0 + (x + st) % rect;
              }
              ASSERT_EQ(got.q_tile, want_q) << "variant " << variant << " task " << t << " step " << st;
              ASSERT_EQ(got.rank, want_rank) << "variant " << variant << " task " << t << " step " << st;
            }
          }
        }
      }
}

TEST(Schedules, Fa3AndSptOrders) {
  const Schedule fa3{Geometry{1, 1, 512, 512, 128, 128, true}, ScheduleKind::fa3, 4};
  const Schedule spt{Geometry{1, 1, 512, 512, 128, 128, true}, ScheduleKind::spt, 4};
  // fa3 launches KV 0 first with Q ascending and ranks dQ by ascending KV.
  EXPECT_EQ(fa3.task(0).kv_first, 0);
  EXPECT_EQ(fa3.step(fa3.task(2), 0).q_tile, 2);
  EXPECT_EQ(fa3.step(fa3.task(2), 1).rank, 2);
  // spt launches the shortest (last) KV tile first and ranks dQ by descending KV.
  EXPECT_EQ(spt.task(0).kv_first, 3);
  EXPECT_EQ(spt.task(0).num_steps(), 1);
  EXPECT_EQ(spt.step(spt.task(0), 0).rank, 0);  // KV 3 adds first to dQ tile 3
  EXPECT_EQ(spt.step(spt.task(3), 3).rank, 3);  // KV 0 adds last to dQ tile 3
}

}  // namespace

// Order-free dQ (exact mode): every kind still covers each needed pair exactly once, and
// each KV tile walks its Q tiles in the same order for every kind and worker count, so
// the dK / dV bits cannot depend on either.
TEST(Schedules, CanonicalQOrderIsIndependentOfKindAndWorkers) {
  for (bool rotate : {true, false})
  for (const Shape& sh : shapes())
    for (bool causal : {false, true}) {
      const Geometry geo{sh.batch, sh.heads, sh.seqlen_q, sh.seqlen_k, sh.block_m, sh.block_n, causal};
      // (head, KV tile) -> its Q tiles in visit order, from the first schedule seen.
      std::vector<std::vector<int>> expected;
      for (int k = 0; k < kNumScheduleKinds; ++k) {
        const auto kind = static_cast<ScheduleKind>(k);
        if (!schedule_applies(kind, causal)) continue;
        for (int workers : kWorkers) {
          Schedule s{geo, kind, workers};
          s.canonical_q_order = true;
          s.canonical_rotate = rotate;
          SCOPED_TRACE(::testing::Message() << (rotate ? "rotated " : "ascending ") << schedule_name(kind) << (causal ? " causal" : " full") << " sq"
                                            << sh.seqlen_q << " sk" << sh.seqlen_k << " workers " << workers);
          const CoverageReport cov = check_coverage(expand(s));
          ASSERT_TRUE(cov.ok) << cov.error;
          std::vector<std::vector<int>> order(static_cast<size_t>(geo.num_heads_total()) * geo.num_kv_tiles());
          for (int t = 0; t < s.num_tasks(); ++t) {
            const Task T = s.task(t);
            for (int st = 0; st < T.num_steps(); ++st) {
              const Step x = s.step(T, st);
              order[static_cast<size_t>(T.head_index) * geo.num_kv_tiles() + x.kv_tile].push_back(x.q_tile);
            }
          }
          if (expected.empty()) expected = order;
          ASSERT_EQ(order, expected);
        }
      }
    }
}
