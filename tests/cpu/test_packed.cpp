// Packed variable-length batches (include/dash/schedule/packed.hpp) on random batches of many
// short and a few long sequences, with lengths 0, 1 and a tile +-1, under every mask and window:
// every needed (sequence, head, Q tile, KV tile) pair visited exactly once and no other, each
// dQ tile's ranks a permutation whose order follows the launch order (waits point only at
// earlier tasks), a sequence's tasks contiguous and the sequences ordered by their work, and
// the tasks without steps exactly the KV tiles no query row sees.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <tuple>
#include <vector>

#include "dash/schedule/packed.hpp"

namespace {

using namespace dash;

std::vector<int> offsets(const std::vector<int>& lengths) {
  std::vector<int> cu(1, 0);
  for (int l : lengths) cu.push_back(cu.back() + l);
  return cu;
}

// A long-tailed mix: mostly under 300 tokens, a few of 1000-5000, the edges of a 128-row tile.
std::vector<int> random_lengths(std::mt19937& rng, int n) {
  const int edges[] = {0, 1, 2, 63, 64, 65, 127, 128, 129, 255, 256, 257};
  std::vector<int> l;
  for (int i = 0; i < n; ++i) {
    const int u = static_cast<int>(rng() % 10);
    if (u < 3) l.push_back(edges[rng() % 12]);
    else if (u < 9) l.push_back(static_cast<int>(rng() % 300));
    else l.push_back(1000 + static_cast<int>(rng() % 4000));
  }
  return l;
}

struct Mask {
  bool causal;
  int left, right;
};

TEST(Packed, CoverageRanksLaunchOrderAndEmptyTilesOnRandomBatches) {
  std::mt19937 rng(20261202);
  const Mask masks[] = {{false, -1, -1}, {true, -1, -1}, {true, 100, -1}, {false, 64, 64}, {false, 0, 0},
                        {true, 1000, -1}, {false, -1, 200}};
  long long batches = 0;
  for (int round = 0; round < 12; ++round) {
    const int n = 1 + static_cast<int>(rng() % 24);
    const std::vector<int> lq = random_lengths(rng, n);
    std::vector<int> lk = lq;                       // self-attention packing
    if (round % 3 == 2) lk = random_lengths(rng, n);  // and queries against other keys
    const std::vector<int> cu_q = offsets(lq), cu_k = offsets(lk);
    // seqused: some rounds use only a prefix of each sequence's rows (0 .. all of them).
    std::vector<int> used_q, used_k;
    if (round % 4 == 1)
      for (int b = 0; b < n; ++b) {
        used_q.push_back(static_cast<int>(rng() % (lq[b] + 1)));
        used_k.push_back(b % 3 == 0 ? lk[b] : static_cast<int>(rng() % (lk[b] + 1)));
      }
    for (const Mask& m : masks)
      for (int kind : {0, 1, 2})
        for (bool canonical : {false, true})
          for (auto [bm, bn] : {std::pair{64, 128}, {128, 128}}) {
            Geometry base;
            base.heads = 2, base.block_m = bm, base.block_n = bn, base.causal = m.causal;
            base.window_left = m.left, base.window_right = m.right;
            PackedPlan plan;
            ASSERT_EQ(plan_packed(cu_q, cu_k, base, static_cast<ScheduleKind>(kind), canonical, &plan, used_q, used_k),
                      "");
            const PackedView v = plan.view();
            for (int b = 0; b < n && !used_q.empty(); ++b) {
              ASSERT_EQ(v.geometry(b).seqlen_q, used_q[b]);
              ASSERT_EQ(v.geometry(b).seqlen_k, used_k[b]);
            }
            SCOPED_TRACE(::testing::Message() << "round " << round << " kind " << kind << (canonical ? " canonical" : "")
                                              << " mask " << m.causal << " (" << m.left << ", " << m.right << ") "
                                              << bm << "x" << bn);
            // (seq, head, q tile, kv tile) -> visits; (seq, head, q tile) -> rank -> task
            std::map<std::tuple<int, int, int, int>, int> visits;
            std::map<std::tuple<int, int, int>, std::map<int, int>> ranks;
            int prev_seq = -1;
            std::vector<bool> seq_done(n, false);
            for (int t = 0; t < v.num_tasks(); ++t) {
              const PackedTask pt = v.task(t);
              ASSERT_GE(pt.seq, 0);
              ASSERT_LT(pt.seq, n);
              if (pt.seq != prev_seq) {  // a sequence's tasks are contiguous
                ASSERT_FALSE(seq_done[pt.seq]) << "sequence " << pt.seq << " resumed at task " << t;
                if (prev_seq >= 0) seq_done[prev_seq] = true;
                prev_seq = pt.seq;
              }
              const Geometry g = v.geometry(pt.seq);
              const Schedule s = v.schedule(pt.seq);
              ASSERT_LT(pt.task.head_index, base.heads);
              if (pt.task.num_steps() == 0) {
                // Only a KV tile whose keys no row of the sequence sees has no step.
                for (int i = 0; i < g.num_q_tiles(); ++i) ASSERT_FALSE(g.needed(i, pt.task.kv_first));
              }
              for (int st = 0; st < pt.task.num_steps(); ++st) {
                const Step step = s.step(pt.task, st);
                ASSERT_TRUE(step.q_tile >= 0 && step.q_tile < g.num_q_tiles()) << "Q tile " << step.q_tile;
                ASSERT_TRUE(step.kv_tile >= 0 && step.kv_tile < g.num_kv_tiles()) << "KV tile " << step.kv_tile;
                ASSERT_TRUE(g.needed(step.q_tile, step.kv_tile)) << "a pair outside the mask";
                ++visits[{pt.seq, pt.task.head_index, step.q_tile, step.kv_tile}];
                if (!canonical) {
                  auto& r = ranks[{pt.seq, pt.task.head_index, step.q_tile}];
                  ASSERT_EQ(r.count(step.rank), 0u) << "rank " << step.rank << " twice";
                  r[step.rank] = t;
                }
              }
            }
            for (int b = 0; b < n; ++b) {
              const Geometry g = v.geometry(b);
              for (int h = 0; h < base.heads; ++h)
                for (int i = 0; i < g.num_q_tiles(); ++i)
                  for (int j = 0; j < g.num_kv_tiles(); ++j) {
                    const auto it = visits.find({b, h, i, j});
                    ASSERT_EQ(it == visits.end() ? 0 : it->second, g.needed(i, j) ? 1 : 0)
                        << "seq " << b << " head " << h << " tile pair (" << i << ", " << j << ")";
                  }
              if (canonical) continue;
              for (int h = 0; h < base.heads; ++h)
                for (int i = 0; i < g.num_q_tiles(); ++i) {
                  const auto it = ranks.find({b, h, i});
                  const int count = it == ranks.end() ? 0 : static_cast<int>(it->second.size());
                  ASSERT_EQ(count, g.kv_count(i));
                  int prev_task = -1, expect = 0;
                  if (count == 0) continue;
                  for (const auto& [rank, task] : it->second) {
                    ASSERT_EQ(rank, expect++) << "ranks are 0 .. count - 1";
                    ASSERT_GT(task, prev_task) << "a higher rank from an earlier task: a wait would point forward";
                    prev_task = task;
                  }
                }
            }
            // Launch order: the most work first, then by index.
            auto work = [&](int b) {
              const Geometry g = v.geometry(b);
              long long w = 0;
              for (int j = 0; j < g.num_kv_tiles(); ++j) w += g.q_count(j);
              return w;
            };
            for (int k = 1; k < n; ++k) {
              const int a = plan.order[k - 1], b = plan.order[k];
              ASSERT_TRUE(work(a) > work(b) || (work(a) == work(b) && a < b)) << "slot " << k;
            }
            ++batches;
          }
  }
  EXPECT_GT(batches, 1000);
}

// The launch slots a device computes in parallel (packed_slot, one sequence per thread) are the
// host plan's stable sort, ties included.
TEST(Packed, ParallelSlotsAreTheHostPlansOrder) {
  std::mt19937 rng(7);
  for (int round = 0; round < 50; ++round) {
    const int n = 1 + static_cast<int>(rng() % 200);
    std::vector<int> lengths = random_lengths(rng, n);
    if (round % 5 == 0)
      for (int& l : lengths) l = 128 * static_cast<int>(rng() % 3);  // many ties
    const std::vector<int> cu = offsets(lengths);
    Geometry base;
    base.heads = 3, base.block_m = 64, base.block_n = 128, base.causal = round % 2 == 0;
    PackedPlan plan;
    ASSERT_EQ(plan_packed(cu, cu, base, ScheduleKind::fa3, false, &plan), "");
    const PackedView v = plan.view();
    std::vector<long long> work(n);
    for (int b = 0; b < n; ++b) work[b] = packed_work(v, b);
    std::vector<int> order(n, -1);
    for (int b = 0; b < n; ++b) {
      const int slot = packed_slot(work.data(), n, b);
      ASSERT_GE(slot, 0);
      ASSERT_LT(slot, n);
      ASSERT_EQ(order[slot], -1) << "two sequences in slot " << slot;
      order[slot] = b;
    }
    ASSERT_EQ(order, plan.order) << "round " << round;
  }
}

// The backward's tile-native workspace rows: each sequence's Q tiles inside one head's range of
// packed_tiles, no two sequences sharing a tile, and packed_seq_of_tile finding each tile's
// sequence (gap tiles included), with sequences of length 0 and lengths at tile edges.
TEST(Packed, WorkspaceTilesAreDisjointAndFound) {
  std::mt19937 rng(3);
  for (int round = 0; round < 200; ++round) {
    const int n = 1 + static_cast<int>(rng() % 60);
    const std::vector<int> cu = offsets(random_lengths(rng, n));
    for (int bm : {64, 128}) {
      const long long tiles = packed_tiles(cu[n], n, bm);
      std::vector<int> owner(static_cast<size_t>(tiles), -1);
      for (int b = 0; b < n; ++b) {
        const int t0 = packed_tile0(cu.data(), b, bm);
        const int nq = (cu[b + 1] - cu[b] + bm - 1) / bm;
        ASSERT_GE(t0, 0);
        ASSERT_LE(t0 + nq, tiles) << "round " << round << " sequence " << b;
        for (int i = 0; i < nq; ++i) {
          ASSERT_EQ(owner[t0 + i], -1) << "tile " << t0 + i << " of sequences " << owner[t0 + i] << " and " << b;
          owner[t0 + i] = b;
        }
        // Every tile from this sequence's start to the next one's is found as this sequence's.
        const int t_end = b + 1 < n ? packed_tile0(cu.data(), b + 1, bm) : static_cast<int>(tiles);
        ASSERT_GT(t_end, t0);
        for (int tau = t0; tau < t_end; ++tau) ASSERT_EQ(packed_seq_of_tile(cu.data(), n, bm, tau), b);
      }
    }
  }
}

TEST(Packed, RefusesBadOffsetsAndTheWaveSchedules) {
  Geometry base;
  base.heads = 1;
  PackedPlan plan;
  EXPECT_NE(plan_packed({0}, {0}, base, ScheduleKind::fa3, false, &plan).find("batch + 1"), std::string::npos);
  EXPECT_NE(plan_packed({0, 5}, {0, 5, 9}, base, ScheduleKind::fa3, false, &plan).find("batch + 1"), std::string::npos);
  EXPECT_NE(plan_packed({1, 5}, {0, 5}, base, ScheduleKind::fa3, false, &plan).find("start at 0"), std::string::npos);
  EXPECT_NE(plan_packed({0, 5, 4}, {0, 5, 9}, base, ScheduleKind::fa3, false, &plan).find("non-decreasing"),
            std::string::npos);
  EXPECT_NE(plan_packed({0, 5}, {0, 5}, base, ScheduleKind::shift, false, &plan).find("packed"), std::string::npos);
  EXPECT_NE(plan_packed({0, 5}, {0, 5}, base, ScheduleKind::symmetric_shift, false, &plan).find("packed"),
            std::string::npos);
  // seqused: batch lengths each, within the sequence's rows.
  EXPECT_NE(plan_packed({0, 5}, {0, 5}, base, ScheduleKind::fa3, false, &plan, {1, 2}).find("batch lengths"),
            std::string::npos);
  EXPECT_NE(plan_packed({0, 5}, {0, 5}, base, ScheduleKind::fa3, false, &plan, {6}).find("within"), std::string::npos);
  EXPECT_NE(plan_packed({0, 5}, {0, 5}, base, ScheduleKind::fa3, false, &plan, {}, {-1}).find("within"),
            std::string::npos);
  ASSERT_EQ(plan_packed({0, 5, 300}, {0, 5, 300}, base, ScheduleKind::fa3, false, &plan, {5, 0}, {0, 295}), "");
  EXPECT_EQ(plan.view().num_tasks(), 0 + 3);  // no keys: no task; 295 keys without queries: 3 tiles
  // Exact mode's canonical order takes any kind's KV assignment; sequences of length 0 have no task.
  ASSERT_EQ(plan_packed({0, 0, 300, 300}, {0, 0, 300, 301}, base, ScheduleKind::fa3, true, &plan), "");
  EXPECT_EQ(plan.view().num_tasks(), 3 + 1);  // 300 keys: 3 tiles; 1 key: 1 tile; empty ones: none
  EXPECT_EQ(plan.order[0], 1);                // the most work first
}

}  // namespace
