// The backward's C ABI and the `auto` schedule, without a GPU: everything here
// is decided before any CUDA call.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "dash/bwd_api.hpp"
#include "dash/c_api.h"
#include "dash/plan/auto_schedule.hpp"

namespace {

// Fake, aligned, far-apart "device" addresses: validation never dereferences them.
const void* fake(int i) { return reinterpret_cast<const void*>((uintptr_t(1) << 40) + uintptr_t(i) * (uintptr_t(1) << 30)); }

struct Call {
  int dtype = DASH_DTYPE_BF16, causal = 1, schedule = DASH_SCHEDULE_AUTO, deterministic = 1;
  int64_t b = 2, sq = 1000, sk = 777, h = 8, hkv = 2, d = 128;
  int64_t qs[4], ks[4];
  const int64_t* strides[8];
  size_t needed = 0;
  char err[512] = {};
  Call() {
    const int64_t q[4] = {sq * h * d, h * d, d, 1}, k[4] = {sk * hkv * d, hkv * d, d, 1};
    for (int i = 0; i < 4; ++i) qs[i] = q[i], ks[i] = k[i];
    // dout, q, k, v, o, dq, dk, dv
    const int64_t* s[8] = {qs, qs, ks, ks, qs, qs, ks, ks};
    for (int i = 0; i < 8; ++i) strides[i] = s[i];
  }
  int query() {  // workspace == NULL: validate and size only
    return dash_attention_backward(fake(0), fake(1), fake(2), fake(3), fake(4), static_cast<const float*>(fake(5)),
                                   const_cast<void*>(fake(6)), const_cast<void*>(fake(7)),
                                   const_cast<void*>(fake(8)), dtype, b, sq, sk, h, hkv, d, causal, schedule,
                                   deterministic, 0.f, strides[0], strides[1], strides[2], strides[3], strides[4],
                                   strides[5], strides[6], strides[7], nullptr, 0, &needed, nullptr, err,
                                   sizeof err);
  }
};

TEST(CApiBackward, WorkspaceQueryValidatesAndSizes) {
  Call c;
  ASSERT_EQ(c.query(), DASH_OK) << c.err;
  EXPECT_STREQ(c.err, "");
  // Same size as the C++ API reports for the same problem.
  dash::BwdParams p;
  p.dout = p.q = fake(0);
  p.k = fake(2);
  p.v = fake(3);
  p.o = fake(4);
  p.lse = static_cast<const float*>(fake(5));
  p.dq = const_cast<void*>(fake(6));
  p.dk = const_cast<void*>(fake(7));
  p.dv = const_cast<void*>(fake(8));
  p.q = fake(1);
  p.batch = c.b, p.seqlen_q = c.sq, p.seqlen_k = c.sk, p.heads = c.h, p.heads_kv = c.hkv, p.head_dim = c.d;
  p.causal = true;
  p.schedule = dash::ScheduleKind::symmetric_shift;
  p.dout_stride = p.q_stride = p.o_stride = p.dq_stride = dash::Strides4{c.qs[0], c.qs[1], c.qs[2], 1};
  p.k_stride = p.v_stride = p.dk_stride = p.dv_stride = dash::Strides4{c.ks[0], c.ks[1], c.ks[2], 1};
  EXPECT_EQ(c.needed, dash::backward_workspace_size(p));
  EXPECT_GT(c.needed, size_t(0));
}

TEST(CApiBackward, RejectsBadArgumentsWithAMessage) {
  struct Case {
    void (*mutate)(Call&);
    int code;
    const char* needle;
  };
  const Case cases[] = {
      {[](Call& c) { c.strides[2] = nullptr; }, DASH_ERROR_INVALID_ARGUMENT, "k_strides is a null pointer"},
      {[](Call& c) { c.dtype = 7; }, DASH_ERROR_INVALID_ARGUMENT, "dtype"},
      {[](Call& c) { c.schedule = 5; }, DASH_ERROR_INVALID_ARGUMENT, "schedule"},
      {[](Call& c) { c.schedule = DASH_SCHEDULE_SHIFT; }, -1, "mask"},  // shift needs the full mask
      {[](Call& c) { c.d = 80; }, DASH_ERROR_UNSUPPORTED, "head_dim"},
      {[](Call& c) { c.hkv = 3; }, DASH_ERROR_INVALID_ARGUMENT, "heads_kv"},
  };
  for (const Case& k : cases) {
    Call c;
    k.mutate(c);
    const int code = c.query();
    EXPECT_NE(code, DASH_OK) << k.needle;
    if (k.code >= 0) EXPECT_EQ(code, k.code) << c.err;
    EXPECT_NE(std::string(c.err).find(k.needle), std::string::npos) << "message: " << c.err;
  }
}

TEST(CApiBackward, NeedsAWorkspaceOrASizeQuery) {
  Call c;
  const int code = dash_attention_backward(
      fake(0), fake(1), fake(2), fake(3), fake(4), static_cast<const float*>(fake(5)), const_cast<void*>(fake(6)),
      const_cast<void*>(fake(7)), const_cast<void*>(fake(8)), c.dtype, c.b, c.sq, c.sk, c.h, c.hkv, c.d, c.causal,
      c.schedule, c.deterministic, 0.f, c.strides[0], c.strides[1], c.strides[2], c.strides[3], c.strides[4],
      c.strides[5], c.strides[6], c.strides[7], nullptr, 0, nullptr, nullptr, c.err, sizeof c.err);
  EXPECT_EQ(code, DASH_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(c.err).find("workspace"), std::string::npos) << c.err;
}

// dash_backward (the struct call): kv_stats is exact mode's input only, sm_margin FlashAttention-3's,
// the struct's size is checked; all before any launch.
dash_backward_args args_of(Call& c) {
  dash_backward_args a{};
  a.struct_size = sizeof a;
  a.dout = fake(0), a.q = fake(1), a.k = fake(2), a.v = fake(3), a.o = fake(4);
  a.lse = static_cast<const float*>(fake(5));
  a.dq = const_cast<void*>(fake(6)), a.dk = const_cast<void*>(fake(7)), a.dv = const_cast<void*>(fake(8));
  a.dtype = c.dtype, a.causal = c.causal, a.schedule = c.schedule, a.deterministic = c.deterministic;
  a.batch = c.b, a.seqlen_q = c.sq, a.seqlen_k = c.sk, a.heads = c.h, a.heads_kv = c.hkv, a.head_dim = c.d;
  int64_t(*dst[8])[4] = {&a.dout_strides, &a.q_strides, &a.k_strides, &a.v_strides,
                         &a.o_strides,    &a.dq_strides, &a.dk_strides, &a.dv_strides};
  for (int t = 0; t < 8; ++t)
    for (int i = 0; i < 4; ++i) (*dst[t])[i] = c.strides[t][i];
  a.workspace_needed = &c.needed;
  return a;
}

TEST(CApiBackward, StructCallChecksKvStatsSmMarginAndItsSize) {
  const float* stats = static_cast<const float*>(fake(9));
  Call ordered;
  auto a = args_of(ordered);
  a.kv_stats = stats;
  EXPECT_EQ(dash_backward(&a, ordered.err, sizeof ordered.err), DASH_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(ordered.err).find("exact mode only"), std::string::npos) << ordered.err;
  Call exact;
  exact.deterministic = 2;
  a = args_of(exact);
  a.kv_stats = stats;
  ASSERT_EQ(dash_backward(&a, exact.err, sizeof exact.err), DASH_OK) << exact.err;
  Call plain;
  auto b = args_of(plain);
  ASSERT_EQ(dash_backward(&b, plain.err, sizeof plain.err), DASH_OK) << plain.err;
  EXPECT_GT(exact.needed, plain.needed);  // room for 64-bit words
  EXPECT_GT(plain.needed, 0u);
  Call positional;
  ASSERT_EQ(positional.query(), DASH_OK) << positional.err;
  EXPECT_EQ(positional.needed, plain.needed) << "the positional call is the struct call";
  a.kv_stats = reinterpret_cast<const float*>(reinterpret_cast<const char*>(stats) + 2);
  EXPECT_EQ(dash_backward(&a, exact.err, sizeof exact.err), DASH_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(exact.err).find("4-byte aligned"), std::string::npos) << exact.err;
  // The forward's LSE residual: read as given, never written over.
  Call residual;
  auto r = args_of(residual);
  r.lse_residual = static_cast<const float*>(fake(10));
  EXPECT_EQ(dash_backward(&r, residual.err, sizeof residual.err), DASH_OK) << residual.err;
  r.lse_residual = static_cast<const float*>(r.dq);
  EXPECT_EQ(dash_backward(&r, residual.err, sizeof residual.err), DASH_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(residual.err).find("overlaps lse_residual"), std::string::npos) << residual.err;
  // sm_margin: FlashAttention-3's meaning (SMs left to other work); negative is refused.
  Call margin;
  auto m = args_of(margin);
  m.sm_margin = 16;
  EXPECT_EQ(dash_backward(&m, margin.err, sizeof margin.err), DASH_OK) << margin.err;
  m.sm_margin = -1;
  EXPECT_EQ(dash_backward(&m, margin.err, sizeof margin.err), DASH_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(margin.err).find("sm_margin"), std::string::npos) << margin.err;
  // A struct of another size (another dash version's header) is refused, never misread.
  m.sm_margin = 0;
  m.struct_size = sizeof m + 8;
  EXPECT_EQ(dash_backward(&m, margin.err, sizeof margin.err), DASH_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(margin.err).find("struct_size"), std::string::npos) << margin.err;
}

// Windows through the struct call: seen only with `windowed` set; the schedules built on an
// unwindowed mask refuse one; a window that leaves a whole key tile unseen (seqlen_q 1000 <
// seqlen_k 1300 here, keys below 300 - 100 unseen) is taken.
TEST(CApiBackward, StructCallTakesAWindow) {
  Call c;
  c.schedule = DASH_SCHEDULE_SYMMETRIC_SHIFT;
  auto a = args_of(c);
  a.window_left = 100, a.window_right = -1;
  ASSERT_EQ(dash_backward(&a, c.err, sizeof c.err), DASH_OK) << c.err;  // windowed = 0: no window
  a.windowed = 1;
  EXPECT_EQ(dash_backward(&a, c.err, sizeof c.err), DASH_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(c.err).find("sliding window"), std::string::npos) << c.err;
  for (int schedule : {DASH_SCHEDULE_AUTO, DASH_SCHEDULE_FA3, DASH_SCHEDULE_SPT, DASH_SCHEDULE_DESCENDING}) {
    a.schedule = schedule;
    EXPECT_EQ(dash_backward(&a, c.err, sizeof c.err), DASH_OK) << c.err;
  }
  a.window_left = 5000;  // covers every key: no window, symmetric_shift applies again
  a.schedule = DASH_SCHEDULE_SYMMETRIC_SHIFT;
  EXPECT_EQ(dash_backward(&a, c.err, sizeof c.err), DASH_OK) << c.err;
  Call longer_k;
  longer_k.sk = 1300;
  longer_k.ks[0] = longer_k.sk * longer_k.hkv * longer_k.d;
  auto u = args_of(longer_k);
  u.windowed = 1, u.window_left = 100, u.window_right = -1;
  EXPECT_EQ(dash_backward(&u, longer_k.err, sizeof longer_k.err), DASH_OK) << longer_k.err;
  u.window_left = 400;  // keys from 300 - 400 < 0: every key tile has a query
  EXPECT_EQ(dash_backward(&u, longer_k.err, sizeof longer_k.err), DASH_OK) << longer_k.err;
}

// With nothing recorded, the failure check is OK and costs no device (no GPU needed).
TEST(CApiBackward, CheckErrorsIsOkWithNothingRecorded) {
  char err[256] = "x";
  EXPECT_EQ(dash_check_errors(0, err, sizeof err), DASH_OK);
  EXPECT_STREQ(err, "");
}

TEST(AutoSchedule, AlwaysAppliesToTheMask) {
  for (bool causal : {false, true})
    for (int d : {64, 128})
      for (int s : {1, 100, 2048, 2049, 16384}) {
        const dash::Geometry g{1, 1, s, s, 64, 128, causal};
        EXPECT_TRUE(dash::schedule_applies(dash::auto_schedule(g, d), causal)) << s;
      }
}

}  // namespace
