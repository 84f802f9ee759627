// `auto`: the ordered mode's schedule and the free task order of unordered / exact
// (plan/auto_schedule.hpp), as the H200 sweeps set them.
#include <gtest/gtest.h>

#include "dash/plan/auto_schedule.hpp"

namespace {

using dash::Geometry;
using dash::ScheduleKind;

Geometry geo(int seqlen, bool causal) { return Geometry{1, 16, seqlen, seqlen, 64, 128, causal}; }

TEST(AutoSchedule, OrderedPicksTheMeasuredFastest) {
  for (int d : {64, 128}) {
    for (int s : {512, 1000, 1024, 4096, 16256, 16257, 16384, 65536}) {
      EXPECT_EQ(dash::auto_schedule(geo(s, true), d), ScheduleKind::symmetric_shift) << s;
      // Full mask: fa3 below 8 KV tiles of 128 keys (seqlen 512), shift from there on (1000: 8);
      // from 128 tiles (16384) fa3 at head dim 128, descending at 64.
      const bool shift = s > 7 * 128 && s <= 127 * 128;
      const ScheduleKind wide = d == 64 ? ScheduleKind::descending : ScheduleKind::fa3;
      EXPECT_EQ(dash::auto_schedule(geo(s, false), d), shift ? ScheduleKind::shift : s > 127 * 128 ? wide : ScheduleKind::fa3)
          << s;
    }
  }
}

TEST(AutoSchedule, FreeTaskOrderAndExactRotation) {
  for (int d : {64, 128}) {
    for (int s : {512, 1024, 2048, 2049, 4096, 8192, 16384}) {
      EXPECT_EQ(dash::free_task_order(geo(s, true), d), ScheduleKind::symmetric_shift) << s;
      EXPECT_TRUE(dash::exact_q_order_rotated(geo(s, true), d)) << s;
      // Full mask: fa3 at every length (ascending canonical Q order).
      EXPECT_EQ(dash::free_task_order(geo(s, false), d), ScheduleKind::fa3) << s;
      EXPECT_FALSE(dash::exact_q_order_rotated(geo(s, false), d)) << s;
    }
  }
}

}  // namespace
