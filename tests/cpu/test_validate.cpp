// Impossible schedule requests are rejected with a message naming the problem.
#include <gtest/gtest.h>

#include "dash/schedule/validate.hpp"

namespace {

using namespace dash;

Schedule ok() { return Schedule{Geometry{2, 16, 4096, 4096, 64, 128, true}, ScheduleKind::symmetric_shift, 132}; }

TEST(Validate, AcceptsAValidRequest) { EXPECT_EQ(validate(ok()), ""); }

TEST(Validate, RejectsEachKindOfBadInput) {
  struct Case {
    void (*mutate)(Schedule&);
    const char* expect;
  };
  const Case cases[] = {
      {[](Schedule& s) { s.geo.batch = 0; }, "batch"},
      {[](Schedule& s) { s.geo.heads = -1; }, "heads"},
      {[](Schedule& s) { s.geo.seqlen_q = 0; }, "seqlen_q"},
      {[](Schedule& s) { s.geo.seqlen_k = 0; }, "seqlen_k"},
      {[](Schedule& s) { s.geo.seqlen_k = kMaxSeqlen + 1; }, "sequence lengths"},
      {[](Schedule& s) { s.geo.block_m = 0; }, "block_m"},
      {[](Schedule& s) { s.geo.block_n = kMaxBlock * 2; }, "block_n"},
      {[](Schedule& s) { s.workers = 0; }, "workers"},
      {[](Schedule& s) { s.kind = ScheduleKind::shift; }, "does not apply to the causal mask"},
      {[](Schedule& s) { s.geo.causal = false; }, "does not apply to the full mask"},
      {[](Schedule& s) { s.geo.batch = 1 << 20; s.geo.heads = 1 << 10; }, "too many tasks"},
  };
  for (const Case& c : cases) {
    Schedule s = ok();
    c.mutate(s);
    const std::string err = validate(s);
    EXPECT_NE(err.find(c.expect), std::string::npos) << "got '" << err << "', wanted '" << c.expect << "'";
  }
}

}  // namespace
