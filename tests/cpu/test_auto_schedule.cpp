// `auto`: the ordered mode's schedule and the free task order of unordered / exact
// (plan/auto_schedule.hpp), as the H200 sweeps set them.
#include <gtest/gtest.h>

#include "dash/plan/auto_schedule.hpp"
#include "dash/plan/exact_order.hpp"

namespace {

using dash::Geometry;
using dash::ScheduleKind;

Geometry geo(int seqlen, bool causal) { return Geometry{1, 16, seqlen, seqlen, 64, 128, causal}; }

TEST(AutoSchedule, OrderedPicksOnlyLaunchOrderRanks) {
  for (int d : {64, 128}) {
    for (int s : {512, 1000, 1024, 4096, 16256, 16257, 16384, 65536}) {
      for (bool causal : {false, true}) {
        const ScheduleKind k = dash::auto_schedule(geo(s, causal), d);
        // Never a ring-ranked order: auto's tasks progress on whatever SMs the grid gets.
        EXPECT_TRUE(dash::ranks_follow_launch_order(k)) << s;
        EXPECT_EQ(k, ScheduleKind::descending) << s;
      }
    }
  }
  Geometry w = geo(4096, true);
  w.window_left = 512;
  EXPECT_EQ(dash::auto_schedule(w, 128), ScheduleKind::spt);
}

// Bands of about 256 tasks (1024 at head dim 64 under the causal mask), at least one head, at
// most all of them; only the ordered launch-order kinds without a window interleave.
TEST(AutoSchedule, HeadInterleaveBands) {
  const auto band = [](int seqlen, bool causal, int d, int heads) {
    return dash::head_interleave_of(Geometry{1, heads, seqlen, seqlen, 64, 128, causal}, d, ScheduleKind::descending,
                                    true);
  };
  EXPECT_EQ(band(2048, false, 128, 128), 16);    // 16 KV tiles: 256 / 16
  EXPECT_EQ(band(2048, true, 128, 128), 16);
  EXPECT_EQ(band(2048, true, 64, 256), 64);      // 1024 / 16
  EXPECT_EQ(band(512, false, 64, 1024), 64);     // 4 KV tiles
  EXPECT_EQ(band(16384, false, 128, 16), 2);     // 128 KV tiles
  EXPECT_EQ(band(65536, false, 128, 16), 1);     // at least one head
  EXPECT_EQ(band(1024, true, 64, 8), 8);         // at most every head
  EXPECT_EQ(band(1000, false, 64, 64), 32);      // 8 KV tiles, rounded
  const Geometry g{1, 16, 2048, 2048, 64, 128, false};
  EXPECT_EQ(dash::head_interleave_of(g, 64, ScheduleKind::descending, false), 1);  // unordered / exact
  EXPECT_EQ(dash::head_interleave_of(g, 64, ScheduleKind::shift, true), 1);        // ring-ranked
  Geometry w = g;
  w.window_left = 300;
  EXPECT_EQ(dash::head_interleave_of(w, 64, ScheduleKind::spt, true), 1);          // a window
}

// Where the ordered launch order claims its next task: descending at the step under the causal
// mask and up to 8 KV tiles under the full one; fa3, spt and windows at the turn.
TEST(AutoSchedule, LaunchOrderClaims) {
  using dash::TaskClaims;
  const auto claims = [](int seqlen, bool causal, ScheduleKind kind) {
    return dash::launch_order_claims(Geometry{1, 16, seqlen, seqlen, 64, 128, causal}, kind);
  };
  for (int s : {512, 1024, 2048, 16384}) {
    EXPECT_EQ(claims(s, true, ScheduleKind::descending), TaskClaims::at_step) << s;
    EXPECT_EQ(claims(s, false, ScheduleKind::descending), s <= 1024 ? TaskClaims::at_step : TaskClaims::at_turn) << s;
    for (bool causal : {false, true}) {
      EXPECT_EQ(claims(s, causal, ScheduleKind::fa3), TaskClaims::at_turn) << s;
      EXPECT_EQ(claims(s, causal, ScheduleKind::spt), TaskClaims::at_turn) << s;
    }
  }
  EXPECT_EQ(claims(1025, false, ScheduleKind::descending), TaskClaims::at_turn);  // 9 KV tiles
  Geometry w{1, 16, 512, 512, 64, 128, true};
  w.window_left = 100;
  EXPECT_EQ(dash::launch_order_claims(w, ScheduleKind::descending), TaskClaims::at_turn);
}

TEST(AutoSchedule, FreeTaskOrder) {
  for (int d : {64, 128}) {
    for (int s : {512, 1024, 2048, 2049, 4096, 8192, 16384}) {
      EXPECT_EQ(dash::free_task_order(geo(s, true), d), ScheduleKind::symmetric_shift) << s;
      EXPECT_EQ(dash::free_task_order(geo(s, false), d), ScheduleKind::fa3) << s;  // every length
    }
  }
}

// Exact mode's Q order is its contract (its dK / dV bits follow it): pinned per mask, whatever
// `auto` and the free task order pick.
TEST(ExactOrder, FixedByTheMaskAlone) {
  for (int s : {1, 512, 2049, 16384}) {
    EXPECT_TRUE(dash::exact_q_order_rotated(geo(s, true))) << s;    // causal: rotated
    EXPECT_FALSE(dash::exact_q_order_rotated(geo(s, false))) << s;  // full: ascending
    Geometry w = geo(s, true);
    w.window_left = 100;
    EXPECT_FALSE(dash::exact_q_order_rotated(w)) << s;  // a causal window: ascending
    w = geo(s, false);
    w.window_left = 100;
    w.window_right = 100;
    EXPECT_FALSE(dash::exact_q_order_rotated(w)) << s;  // a window: ascending
  }
}

}  // namespace
