// Argument validation of the backward: pure host code, runs without a GPU (CI).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <string>

#include "dash/bwd_api.hpp"
#include "dash/plan/instances.hpp"
#include "dash/plan/tile_table.hpp"
#include "test_hooks.hpp"

namespace {

// Fake, aligned, non-overlapping addresses: validation must never dereference them.
void* at(uintptr_t gb) { return reinterpret_cast<void*>(gb << 30); }

dash::BwdParams good() {
  dash::BwdParams p;
  const int64_t b = 2, sq = 100, sk = 300, h = 4, hkv = 2, d = 64;
  p.q = at(1); p.k = at(2); p.v = at(3); p.o = at(4); p.dout = at(5);
  p.lse = static_cast<const float*>(at(6));
  p.dq = at(7); p.dk = at(8); p.dv = at(9);
  p.batch = b; p.seqlen_q = sq; p.seqlen_k = sk; p.heads = h; p.heads_kv = hkv; p.head_dim = d;
  p.q_stride = p.o_stride = p.dout_stride = p.dq_stride = dash::contiguous_strides(sq, h, d);
  p.k_stride = p.v_stride = p.dk_stride = p.dv_stride = dash::contiguous_strides(sk, hkv, d);
  return p;
}

// good() is a head-dim-64 call: a build without that row (CMake's DASH_HEAD_DIMS) refuses it, so
// the tests built on it skip there, saying so.
#define SKIP_WITHOUT_HEAD_DIM(d)                                  \
  if (dash::instance_index(dash::DType::kBF16, d, d) < 0)         \
  GTEST_SKIP() << "a build without head dim " #d " (CMake's DASH_HEAD_DIMS)"

void expect_rejected(const dash::BwdParams& p, dash::StatusCode code, const char* needle) {
  const auto s = dash::validate_backward(p);
  EXPECT_EQ(s.code, code) << s.message;
  EXPECT_NE(s.message.find(needle), std::string::npos) << "message: " << s.message;
  EXPECT_EQ(dash::backward_workspace_size(p), 0u);
}

// The LSE's gradient (BwdParams::dlse): fp32, laid out as lse, and never written.
TEST(BwdValidate, DlseIsCheckedAsAnInput) {
  SKIP_WITHOUT_HEAD_DIM(64);
  auto p = good();
  p.dlse = static_cast<const float*>(at(23));
  EXPECT_TRUE(dash::validate_backward(p).ok()) << dash::validate_backward(p).message;
  p.dlse = reinterpret_cast<const float*>(reinterpret_cast<uintptr_t>(at(23)) + 2);
  expect_rejected(p, dash::StatusCode::kInvalidArgument, "dlse is not 4-byte aligned");
  p.dlse = static_cast<const float*>(p.dk);
  expect_rejected(p, dash::StatusCode::kInvalidArgument, "output dk overlaps dlse");
}

TEST(BwdValidate, AcceptsGoodParams) {
  SKIP_WITHOUT_HEAD_DIM(64);
  const auto p = good();
  EXPECT_TRUE(dash::validate_backward(p).ok()) << dash::validate_backward(p).message;
  EXPECT_GT(dash::backward_workspace_size(p), 0u);
}

TEST(BwdValidate, RejectsBadInputs) {
  SKIP_WITHOUT_HEAD_DIM(64);
  using C = dash::StatusCode;
  { auto p = good(); p.dtype = static_cast<dash::DType>(7); expect_rejected(p, C::kInvalidArgument, "dtype"); }
  { auto p = good(); p.head_dim = 80; expect_rejected(p, C::kUnsupported, ("head_dim must be " + dash::head_dims_of(p.dtype, true) + ", got 80").c_str()); }
  // V's head dim: only the instance list's pairs.
  { auto p = good(); p.head_dim_v = 128; expect_rejected(p, C::kUnsupported, "got (64, 128)"); }
  { auto p = good(); p.head_dim_v = -2; expect_rejected(p, C::kInvalidArgument, "head_dim_v must be >= 0"); }
  { auto p = good(); p.head_dim_v = 64; EXPECT_TRUE(dash::validate_backward(p).ok()); }
  { auto p = good(); p.heads_kv = 3; expect_rejected(p, C::kInvalidArgument, "multiple of heads_kv"); }
  { auto p = good(); p.seqlen_k = 0; expect_rejected(p, C::kInvalidArgument, ">= 1"); }
  { auto p = good(); p.q = nullptr; expect_rejected(p, C::kInvalidArgument, "q is null"); }
  { auto p = good(); p.dv = static_cast<char*>(p.dv) + 2; expect_rejected(p, C::kInvalidArgument, "16-byte aligned"); }
  { auto p = good(); p.k_stride.dim = 2; expect_rejected(p, C::kInvalidArgument, "head-dim stride"); }
  { auto p = good(); p.dq_stride.seq += 4; expect_rejected(p, C::kInvalidArgument, "multiple of 8"); }
  { auto p = good(); p.o_stride.head = -64; expect_rejected(p, C::kInvalidArgument, "head stride"); }
  // q / k / v / dout go through TMA tensor maps: strides below 2^39 elements (size-1 batch:
  // the stride is never used for addressing, but the map still holds it).
  { auto p = good(); p.batch = 1; p.dout_stride.batch = int64_t{1} << 39; expect_rejected(p, C::kInvalidArgument, "2^39"); }
  { auto p = good(); p.lse = nullptr; expect_rejected(p, C::kInvalidArgument, "lse is null"); }
  { auto p = good(); p.softmax_scale = -1.f; expect_rejected(p, C::kInvalidArgument, "softmax_scale"); }
  { auto p = good(); p.causal = true; p.schedule = dash::ScheduleKind::shift; expect_rejected(p, C::kInvalidArgument, "does not apply"); }
  { auto p = good(); p.schedule = dash::ScheduleKind::symmetric_shift; expect_rejected(p, C::kInvalidArgument, "does not apply"); }
  { auto p = good(); p.num_workers = -1; expect_rejected(p, C::kInvalidArgument, "num_workers"); }
  { auto p = good(); p.dq = const_cast<void*>(p.q); expect_rejected(p, C::kInvalidArgument, "overlaps"); }
  { auto p = good(); p.dk = p.dv; expect_rejected(p, C::kInvalidArgument, "overlaps"); }
  // The forward's K / V factors: exact mode only, aligned, not inside an output.
  { auto p = good(); p.kv_stats = static_cast<const float*>(at(10)); expect_rejected(p, C::kInvalidArgument, "exact mode only"); }
  {
    auto p = good();
    p.mode = dash::ReductionMode::exact;
    p.kv_stats = reinterpret_cast<const float*>(static_cast<const char*>(at(10)) + 2);
    expect_rejected(p, C::kInvalidArgument, "kv_stats is not 4-byte aligned");
  }
  {
    auto p = good();
    p.mode = dash::ReductionMode::exact;
    p.kv_stats = static_cast<const float*>(p.dk);
    expect_rejected(p, C::kInvalidArgument, "overlaps kv_stats");
  }
  {
    auto p = good();
    p.mode = dash::ReductionMode::exact;
    p.kv_stats = static_cast<const float*>(at(10));
    EXPECT_TRUE(dash::validate_backward(p).ok()) << dash::validate_backward(p).message;
  }
}

TEST(BwdValidate, InvalidCallFailsBeforeTouchingTheGpu) {
  auto p = good();
  p.head_dim = 80;
  const auto s = dash::attention_backward(p, nullptr, 0, nullptr);  // no device needed to refuse
  EXPECT_EQ(s.code, dash::StatusCode::kUnsupported) << s.message;
}

}  // namespace

// The plan (make_plan: the device's facts given, no GPU needed): `auto` resolved for
// each mode, the workers sm_margin leaves, the launch kind each mode needs.
namespace {

dash::BwdPlan plan_of(const dash::BwdParams& p, int sms = 132, int per_sm = 1) {
  dash::BwdPlan plan;
  const auto s = dash::make_plan(p, dash::DeviceInfo{sms, per_sm}, &plan);
  EXPECT_TRUE(s.ok()) << s.message;
  return plan;
}

TEST(BwdPlan, AutoIsResolvedPerModeAndMask) {
  SKIP_WITHOUT_HEAD_DIM(64);
  using K = dash::ScheduleKind;
  using M = dash::ReductionMode;
  // The claims of the schedule (v1's); kernel v2, where the plan picks it, claims at the step
  // where v1 claims at the turn (claims_of).
  auto claims = [](const dash::BwdPlan& plan, dash::TaskClaims schedules) {
    return plan.kernel.kernel == dash::BwdKernel::v2 && schedules == dash::TaskClaims::at_turn ? dash::TaskClaims::at_step
                                                                                               : schedules;
  };
  for (bool causal : {false, true}) {
    auto p = good();
    p.seqlen_q = p.seqlen_k = 2048;
    p.q_stride = p.o_stride = p.dout_stride = p.dq_stride = dash::contiguous_strides(2048, 4, 64);
    p.k_stride = p.v_stride = p.dk_stride = p.dv_stride = dash::contiguous_strides(2048, 2, 64);
    p.causal = causal;
    p.mode = M::ordered;
    EXPECT_EQ(plan_of(p).schedule.kind, K::descending);  // plan/auto_schedule.hpp
    EXPECT_FALSE(plan_of(p).schedule.coresident());  // launch-order ranks: claimed on whatever SMs the grid gets
    // 16 KV tiles: claimed at the loader's last step under the causal mask, at the turn under the
    // full one (plan/auto_schedule.hpp, launch_order_claims).
    EXPECT_EQ(plan_of(p).schedule.claims, claims(plan_of(p), causal ? dash::TaskClaims::at_step : dash::TaskClaims::at_turn));
    EXPECT_EQ(plan_of(p).schedule.head_interleave, 8);  // bands of 16 or 64 heads: all 8 (batch, head) pairs
    p.schedule = causal ? K::symmetric_shift : K::shift;  // named, the ring-ranked orders
    EXPECT_TRUE(plan_of(p).schedule.coresident());  // ring ranks: the whole grid at once
    EXPECT_EQ(plan_of(p).schedule.claims, dash::TaskClaims::static_walk);
    EXPECT_EQ(plan_of(p).schedule.head_interleave, 1);
    p.schedule.reset();
    for (M mode : {M::unordered, M::exact}) {
      p.mode = mode;
      const auto plan = plan_of(p);
      EXPECT_EQ(plan.schedule.kind, causal ? K::symmetric_shift : K::fa3);
      EXPECT_FALSE(plan.schedule.coresident()) << "no ranks to wait for: tasks claimed on whatever SMs the grid gets";
      EXPECT_EQ(plan.schedule.claims, dash::TaskClaims::at_step);
      EXPECT_EQ(plan.schedule.exact_q_rotated, mode == M::exact && causal);
    }
    p.mode = M::ordered;
    p.schedule = K::descending;
    EXPECT_EQ(plan_of(p).schedule.kind, K::descending);  // a named schedule stays
    EXPECT_EQ(plan_of(p).schedule.claims, claims(plan_of(p), causal ? dash::TaskClaims::at_step : dash::TaskClaims::at_turn));
    EXPECT_FALSE(plan_of(p).schedule.coresident());
    p.schedule = K::fa3;  // fa3 and spt claim at the turn at every length
    EXPECT_EQ(plan_of(p).schedule.claims, claims(plan_of(p), dash::TaskClaims::at_turn));
    p.schedule = K::descending;
    for (int len : {1024, 4096}) {  // the full mask claims at the step up to 8 KV tiles
      auto q = p;
      q.seqlen_q = q.seqlen_k = len;
      q.q_stride = q.o_stride = q.dout_stride = q.dq_stride = dash::contiguous_strides(len, 4, 64);
      q.k_stride = q.v_stride = q.dk_stride = q.dv_stride = dash::contiguous_strides(len, 2, 64);
      EXPECT_EQ(plan_of(q).schedule.claims,
                claims(plan_of(q), causal || len <= 1024 ? dash::TaskClaims::at_step : dash::TaskClaims::at_turn))
          << len;
    }
    EXPECT_EQ(plan_of(p).block_m, 128);
    EXPECT_EQ(plan_of(p).workspace_bytes, dash::backward_workspace_size(p));
  }
}

TEST(BwdPlan, WorkersFollowSmMarginNumWorkersAndTheTaskCount) {
  SKIP_WITHOUT_HEAD_DIM(64);
  auto p = good();  // 3 KV tiles x 8 heads = 24 tasks
  EXPECT_EQ(plan_of(p).schedule.workers, 24);
  p.seqlen_k = 300 * 128;
  p.k_stride = p.v_stride = p.dk_stride = p.dv_stride = dash::contiguous_strides(p.seqlen_k, 2, 64);
  EXPECT_EQ(plan_of(p).schedule.workers, 132);
  EXPECT_EQ(plan_of(p, 132, 2).schedule.workers, 264);
  p.sm_margin = 16;
  EXPECT_EQ(plan_of(p).schedule.workers, 116);
  p.num_workers = 61;
  EXPECT_EQ(plan_of(p).schedule.workers, 61);
  dash::BwdPlan plan;
  p.num_workers = 117;
  EXPECT_EQ(dash::make_plan(p, dash::DeviceInfo{132, 1}, &plan).code, dash::StatusCode::kInvalidArgument);
  p.num_workers = 0;
  p.sm_margin = 132;
  const auto s = dash::make_plan(p, dash::DeviceInfo{132, 1}, &plan);
  EXPECT_EQ(s.code, dash::StatusCode::kInvalidArgument);
  EXPECT_NE(s.message.find("sm_margin"), std::string::npos) << s.message;
}

}  // namespace

// The test hooks (src/bwd/test_hooks.hpp) are checked before anything else.
TEST(BwdHooks, BadHooksAreRejectedBeforeAnyLaunch) {
  const auto p = good();
  dash::testing::BwdHooks h;
  h.exact_bits = 16;
  auto s = dash::testing::attention_backward(p, h, nullptr, 0, nullptr);
  EXPECT_EQ(s.code, dash::StatusCode::kInvalidArgument);
  EXPECT_NE(s.message.find("exact_bits"), std::string::npos) << s.message;
  h = {};
  h.exact_q_rotate = 2;
  s = dash::testing::attention_backward(p, h, nullptr, 0, nullptr);
  EXPECT_EQ(s.code, dash::StatusCode::kInvalidArgument);
  EXPECT_NE(s.message.find("exact_q_rotate"), std::string::npos) << s.message;
}

// The plan picks the kernel (kernel_key_of): every kind of call, short (100 x 300) and long (4,096
// tokens), at every row of the tile table in both dtypes, printed with the kernel the plan gives
// it. Kernel v2 serves the unordered and ordered modes of dense calls without window or softcap
// (GQA included) whose KV tiles walk enough Q tiles, at the rows with v2 tiles whose v2_plan column
// is 1; v1 everything else. The launch runs the key's instance (run_launch), the tiles are that
// kernel's.
TEST(BwdPlan, KernelOfEveryKindOfCall) {
  struct Kind {
    const char* what;
    void (*set)(dash::BwdParams&);
    bool v2_may_serve;  // a call v2 computes, where its row has v2 tiles
  };
  const Kind kinds[] = {
      {"unordered full", [](dash::BwdParams& p) { p.mode = dash::ReductionMode::unordered; }, true},
      {"unordered causal", [](dash::BwdParams& p) { p.mode = dash::ReductionMode::unordered; p.causal = true; }, true},
      {"unordered causal, LSE residual", [](dash::BwdParams& p) {
         p.mode = dash::ReductionMode::unordered;
         p.causal = true;
         p.lse_residual = static_cast<const float*>(at(22));
       }, true},
      {"unordered GQA", [](dash::BwdParams& p) { p.mode = dash::ReductionMode::unordered; p.heads_kv = 2; }, true},
      {"unordered window", [](dash::BwdParams& p) { p.mode = dash::ReductionMode::unordered; p.window_left = 50; }, false},
      {"unordered softcap", [](dash::BwdParams& p) { p.mode = dash::ReductionMode::unordered; p.softcap = 30.f; }, false},
      {"unordered packed", [](dash::BwdParams& p) {
         p.mode = dash::ReductionMode::unordered;
         p.cu_seqlens_q = static_cast<const int*>(at(20));
         p.cu_seqlens_k = static_cast<const int*>(at(21));
       }, false},
      {"ordered causal", [](dash::BwdParams& p) { p.causal = true; }, true},
      {"ordered full", [](dash::BwdParams&) {}, true},
      {"ordered causal, shift", [](dash::BwdParams& p) {
         p.causal = true;
         p.schedule = dash::ScheduleKind::symmetric_shift;
       }, true},
      {"ordered GQA", [](dash::BwdParams& p) { p.heads_kv = 2; }, true},
      {"ordered window", [](dash::BwdParams& p) { p.window_left = 50; }, false},
      {"exact causal", [](dash::BwdParams& p) { p.mode = dash::ReductionMode::exact; p.causal = true; }, false},
  };
  int v2_calls = 0;
  bool v2_planned = false;  // a built row whose v2_plan gives calls to v2
  for (const dash::TileRow& row : dash::kTileRows)
    for (dash::DType dt : {dash::DType::kBF16, dash::DType::kFP16})
      for (int len : {0, 4096})  // 0: good()'s
      for (const Kind& k : kinds) {
        auto p = good();
        if (len > 0) p.seqlen_q = p.seqlen_k = len;
        p.dtype = dt;
        p.head_dim = row.head_dim;
        p.head_dim_v = row.head_dim_v;
        p.heads_kv = p.heads;
        k.set(p);
        p.q_stride = p.dq_stride = dash::contiguous_strides(p.seqlen_q, p.heads, row.head_dim);
        p.o_stride = p.dout_stride = dash::contiguous_strides(p.seqlen_q, p.heads, row.head_dim_v);
        p.k_stride = p.dk_stride = dash::contiguous_strides(p.seqlen_k, p.heads_kv, row.head_dim);
        p.v_stride = p.dv_stride = dash::contiguous_strides(p.seqlen_k, p.heads_kv, row.head_dim_v);
        const int inst = dash::instance_index(dt, row.head_dim, row.head_dim_v);
        if (inst < 0) continue;  // a build without this row (DASH_HEAD_DIMS)
        const dash::BwdPlan plan = plan_of(p);
        const bool v2 = k.v2_may_serve && row.tiles(dash::BwdKernel::v2).serves() && row.v2_plan && len > 0;
        v2_planned = v2_planned || row.v2_plan;
        const dash::BwdKernel expected = v2 ? dash::BwdKernel::v2 : dash::BwdKernel::v1;
        v2_calls += v2;
        std::printf("[ plan ] %s (%d, %d) %-5s %-32s -> kernel %s, %s, extension %d, %d x %d tiles\n",
                    dt == dash::DType::kBF16 ? "bf16" : "fp16", row.head_dim, row.head_dim_v, len ? "long" : "short", k.what,
                    plan.kernel.kernel == dash::BwdKernel::v2 ? "v2" : "v1",
                    plan.kernel.kind == dash::BwdKernelKind::exact ? "exact" : "fp32",
                    static_cast<int>(plan.kernel.extension), plan.block_m,
                    row.tiles(plan.kernel.kernel).block_n);
        EXPECT_EQ(plan.kernel.kernel, expected) << k.what << " at (" << row.head_dim << ", " << row.head_dim_v << ")";
        EXPECT_EQ(plan.block_m, row.tiles(plan.kernel.kernel).block_m) << k.what;
        EXPECT_TRUE(!v2 || dash::kInstances[inst].v2) << "the row's v2 instance is compiled";
        // v2's loader takes every task: it never claims at the dQ writer's turn.
        if (plan.kernel.kernel == dash::BwdKernel::v2) EXPECT_NE(plan.schedule.claims, dash::TaskClaims::at_turn) << k.what;
      }
  if (v2_planned) EXPECT_GT(v2_calls, 0) << "some call runs on kernel v2";
}

// Kernel v2 takes a row's calls where their KV tiles walk at least 16 Q tiles on average
// (kernel_of): at head dim 64 (128-row Q tiles) the full mask from 2,048 tokens, the causal one
// from about 4,096 (a KV tile sees the Q tiles from the diagonal on), seqlen_q != seqlen_k too.
TEST(BwdPlan, KernelV2TakesCallsWhoseKvTilesAreLong) {
  SKIP_WITHOUT_HEAD_DIM(64);
  if (!dash::tile_row(64, 64).v2_plan) GTEST_SKIP() << "the tile table gives kernel v2 no head-dim-64 calls";
  const struct {
    bool causal;
    int sq, sk;
    bool v2;
  } cases[] = {{false, 1024, 1024, false}, {false, 2048, 2048, true}, {false, 2048, 512, true},
               {false, 1920, 8192, false}, {true, 2048, 2048, false}, {true, 4096, 4096, true},
               {true, 4096, 8192, true}, {true, 2048, 8192, false}, {true, 8192, 2048, false}};
  for (const auto& c : cases) {
    auto p = good();
    p.mode = dash::ReductionMode::unordered;
    p.heads_kv = p.heads;
    p.causal = c.causal;
    p.seqlen_q = c.sq;
    p.seqlen_k = c.sk;
    p.q_stride = p.o_stride = p.dout_stride = p.dq_stride = dash::contiguous_strides(c.sq, p.heads, 64);
    p.k_stride = p.v_stride = p.dk_stride = p.dv_stride = dash::contiguous_strides(c.sk, p.heads, 64);
    const dash::BwdPlan plan = plan_of(p);
    EXPECT_EQ(plan.kernel.kernel, c.v2 ? dash::BwdKernel::v2 : dash::BwdKernel::v1)
        << (c.causal ? "causal " : "full ") << c.sq << " x " << c.sk;
  }
}

// The kernel hook (test_hooks.hpp): a kernel forced where it computes the call with the plan's
// tiles (v2: the unordered or ordered mode of a dense call without window or softcap at a row
// with v2 tiles), nothing else; both take the protocol hooks (trace, counter_init).
TEST(BwdHooks, KernelHookForcesAKernelThatComputesTheCall) {
  auto p = good();
  p.head_dim = 128;
  p.heads_kv = p.heads;
  p.q_stride = p.o_stride = p.dout_stride = p.dq_stride = dash::contiguous_strides(p.seqlen_q, p.heads, 128);
  p.k_stride = p.v_stride = p.dk_stride = p.dv_stride = dash::contiguous_strides(p.seqlen_k, p.heads, 128);
  p.mode = dash::ReductionMode::unordered;
  if (dash::instance_index(p.dtype, 128, 128) < 0 || !dash::kInstances[dash::instance_index(p.dtype, 128, 128)].v2)
    GTEST_SKIP() << "a build without kernel v2's row (DASH_HEAD_DIMS)";
  dash::testing::BwdHooks h;
  h.kernel = 1;
  for (auto set : {+[](dash::BwdParams& q) { q.mode = dash::ReductionMode::exact; },  // v1's calls alone
                    +[](dash::BwdParams& q) { q.softcap = 30.f; }}) {
    auto q = p;
    set(q);
    auto s = dash::testing::attention_backward(q, h, nullptr, 0, nullptr);
    EXPECT_EQ(s.code, dash::StatusCode::kInvalidArgument) << s.message;
    EXPECT_NE(s.message.find("does not compute"), std::string::npos) << s.message;
  }
  h.kernel = 2;
  auto s = dash::testing::attention_backward(p, h, nullptr, 0, nullptr);
  EXPECT_EQ(s.code, dash::StatusCode::kInvalidArgument) << s.message;
  EXPECT_NE(s.message.find("kernel must be"), std::string::npos) << s.message;
  // Either kernel forced on the unordered and the ordered call, with the trace hook too, passes
  // the hooks' checks (and stops later: no workspace).
  int trace[8] = {};
  for (auto mode : {dash::ReductionMode::unordered, dash::ReductionMode::ordered})
    for (int k : {0, 1})
      for (bool traced : {false, true}) {
        h = {};
        h.kernel = k;
        if (traced) {
          h.trace = trace;
          h.trace_capacity = 1;
        }
        auto q = p;
        q.mode = mode;
        s = dash::testing::attention_backward(q, h, nullptr, 0, nullptr);
        EXPECT_EQ(s.message.find("kernel"), std::string::npos) << s.message;
        EXPECT_EQ(s.message.find("hook"), std::string::npos) << s.message;
      }
}

namespace {

// The plan names the compiled instance and extension of every kind of call (BwdPlan::kernel):
// the launch runs exactly that one.
TEST(BwdPlan, KernelKeyOfEveryKindOfCall) {
  using K = dash::BwdKernelKind;
  using X = dash::BwdExtension;
  struct Case {
    const char* what;
    void (*set)(dash::BwdParams&);
    K kind;
    X extension;
  };
  const Case cases[] = {
      {"full", [](dash::BwdParams&) {}, K::fp32, X::kNone},
      {"causal", [](dash::BwdParams& p) { p.causal = true; }, K::fp32, X::kNone},
      {"unordered", [](dash::BwdParams& p) { p.mode = dash::ReductionMode::unordered; }, K::fp32, X::kNone},
      {"exact", [](dash::BwdParams& p) { p.mode = dash::ReductionMode::exact; }, K::exact, X::kNone},
      {"window", [](dash::BwdParams& p) { p.window_left = 50; }, K::fp32, X::kWindow},
      {"exact window", [](dash::BwdParams& p) { p.window_left = 50; p.mode = dash::ReductionMode::exact; }, K::exact,
       X::kWindow},
      // A window that hides nothing (every key within reach of every row) is no window.
      {"window past the keys", [](dash::BwdParams& p) { p.window_left = 1000; p.window_right = 1000; }, K::fp32, X::kNone},
      // A right size of 0 is the causal mask, not a window.
      {"causal as a window", [](dash::BwdParams& p) { p.window_right = 0; }, K::fp32, X::kNone},
      {"softcap", [](dash::BwdParams& p) { p.softcap = 30.f; }, K::fp32, X::kSoftcap},
      {"softcap and window", [](dash::BwdParams& p) { p.softcap = 30.f; p.window_left = 50; }, K::fp32, X::kSoftcap},
      {"packed", [](dash::BwdParams& p) {
         p.cu_seqlens_q = static_cast<const int*>(at(20));
         p.cu_seqlens_k = static_cast<const int*>(at(21));
       }, K::fp32, X::kPacked},
      {"packed exact", [](dash::BwdParams& p) {
         p.cu_seqlens_q = static_cast<const int*>(at(20));
         p.cu_seqlens_k = static_cast<const int*>(at(21));
         p.mode = dash::ReductionMode::exact;
       }, K::exact, X::kPacked},
  };
  for (int d : {64, 128})
    for (dash::DType dt : {dash::DType::kBF16, dash::DType::kFP16})
      for (const Case& c : cases) {
        if (dash::instance_index(dt, d, d) < 0) continue;  // a build without the row (DASH_HEAD_DIMS)
        auto p = good();
        p.head_dim = d;
        p.dtype = dt;
        p.q_stride = p.o_stride = p.dout_stride = p.dq_stride = dash::contiguous_strides(p.seqlen_q, p.heads, d);
        p.k_stride = p.v_stride = p.dk_stride = p.dv_stride = dash::contiguous_strides(p.seqlen_k, p.heads_kv, d);
        c.set(p);
        const dash::BwdPlan plan = plan_of(p);
        const dash::BwdKernelKey key = plan.kernel;
        EXPECT_EQ(key.dtype, static_cast<int>(dt)) << c.what;
        // The Q order the plan asks for is the one the kernel kind is compiled to: exact's
        // canonical order (dK / dV bits independent of the schedule), the others' spread shift.
        const bool exact = p.mode == dash::ReductionMode::exact;
        EXPECT_EQ(plan.schedule.canonical_q_order, exact) << c.what;
        EXPECT_EQ(plan.schedule.shift_spread, !exact) << c.what;
        EXPECT_EQ(plan.schedule.canonical_q_order, dash::canonical_q_order_of(key.kind)) << c.what;
        EXPECT_EQ(plan.schedule.shift_spread, dash::shift_spread_of(key.kind)) << c.what;
        EXPECT_EQ(key.head_dim, d) << c.what;
        EXPECT_EQ(key.kind, c.kind) << c.what << " d" << d;
        EXPECT_EQ(key.extension, c.extension) << c.what << " d" << d;
      }
}

}  // namespace
