// dash_bwd_bench: backward TFLOPS of every applicable schedule and of the unordered mode,
// as JSON lines (one per measurement).
//
// Default sweep (the paper's): 16,384 total tokens, hidden 2,048 -> heads = 2048 / hdim,
// batch = 16384 / seqlen, seqlen 512..16384, hdim 64 and 128, both masks, bf16. --hdims takes V's
// head dim after a colon (192:128); heads = hidden / hdim.
// FLOPs = 2 b h sq sk (3 d + 2 d_v), the five GEMMs (2.5 x 4 b h sq sk d where d_v = d; halved
// for causal). Inputs are seeded, so a record's out_hash
// (FNV-1a of dQ, dK, dV of the last run) tells whether two builds computed the same bits.
// The runs of a config are timed in interleaved rounds (median over --iters rounds after
// --warmup rounds), so drift during a config does not favour the schedule measured first.
//
//   dash_bwd_bench --commit $(git rev-parse --short HEAD) [--seqlens 512,1024] [--hdims 64]
//                  [--masks full,causal] [--iters 10] [--warmup 3] [--tokens 16384] [--hidden 2048]
//                  [--modes ordered,unordered,exact]   (the reduction modes to measure; default all)
//                  [--given-kv-stats]   (also exact with BwdParams::kv_stats, computed once
//                                        before the rounds: records with "kv_stats_given")
//                  [--order-probes]     (also unordered in every other applicable task order,
//                                        and exact in every other task order x Q order:
//                                        recorded with a "note")
//                  [--exact-variants]   (also exact with 32-bit words only and 64-bit words only:
//                                        records with "exact_words_forced")
//                  [--static-walk]      (also the ordered fa3 / spt / descending walking the
//                                        Schedule's round robin, launched cooperatively, instead of
//                                        claiming their tasks, at each --interleaves head interleave or
//                                        the plan's: records with "task_claims":"static_walk")
//                  [--kernels]          (also the unordered mode and the ordered mode in each
//                                        schedule on kernel v2 and on v1, forced
//                                        (testing::BwdHooks::kernel), at the head dims where the
//                                        tile table has v2 tiles (docs/bwd-v2.md): records with a
//                                        "note"; every record names its "kernel")
//                  [--schedules auto,fa3]  (the ordered runs: these schedules only; auto: the plan's pick)
//                  [--interleaves 1,4,16]  (also the ordered fa3 / spt / descending with each head
//                                        interleave (testing::BwdHooks::head_interleave, the same
//                                        bits): records with "head_interleave" and "note")
//                  [--at-step]          (also the ordered fa3 / spt / descending, at the plan's and
//                                        at each --interleaves head interleave, claiming at the
//                                        loader's last step instead of the writer's turn
//                                        (testing::BwdHooks::claims_at_step, the same bits): records
//                                        with "task_claims":"at_step")
//                  [--inputs normal|uniform|outlierF_T]  (normal, the default: q, k, v, dO ~ N(0, 1)
//                                        and O, LSE from dash's forward, what training runs;
//                                        outlierF_T: the same with every 997th token row of
//                                        tensor T (q, k, v or do) times F (a power of two: exact),
//                                        before the forward, as LLM activations have such rows;
//                                        uniform: the older family, U(-1, 1) with O random and a
//                                        constant LSE; every record names its "inputs")
#include <cuda_bf16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <optional>
#include <string>
#include <vector>

#include "dash/api.hpp"
#include "dash/bwd_api.hpp"
#include "test_hooks.hpp"
#include "dash/plan/tile_table.hpp"
#include "dash/schedule/names.hpp"

#include "bench_util.cuh"

namespace {

using dash_bench::fill;
using dash_bench::parse_ints;

// Every `every`-th token row (row_elems elements: all heads) times f.
__global__ void scale_token_rows(__nv_bfloat16* p, int64_t n, int64_t row_elems, int every, float f) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x)
    if ((i / row_elems) % every == 0) p[i] = __float2bfloat16(__bfloat162float(p[i]) * f);
}
constexpr int kOutlierEvery = 997;

__global__ void fill_lse(float* p, int64_t n, float v) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) p[i] = v;
}

uint64_t fnv(const std::vector<char>& v) {
  uint64_t h = 1469598103934665603ull;
  for (char c : v) h = (h ^ uint8_t(c)) * 1099511628211ull;
  return h;
}

struct Result {
  std::string schedule;    // a schedule's name, or "unordered" / "exact"
  std::string task_order;  // the Schedule that ordered the KV tasks
  bool deterministic;
  double ms, tflops;
  bool repeat;
  int exact_words;  // exact mode: 32, or 64 when the checked 32-bit pass needed its rerun; else 0
  int exact_forced;  // exact mode with testing::BwdHooks::exact_bits (32 / 64); else 0
  bool probe;        // --order-probes: unordered / exact in another order (recorded with a note)
  bool q_rotated;    // exact mode: the Q-tile order inside a KV tile was rotated
  uint64_t out_hash; // FNV-1a of the last run's dQ, dK, dV bytes (inputs are seeded: builds compare)
  bool stats_given;  // --given-kv-stats: exact with BwdParams::kv_stats (recorded with a note)
  bool static_walk;  // --static-walk: testing::BwdHooks::static_walk
  const char* task_claims;  // how the CTAs took their tasks (dash::TaskClaims)
  int interleave;           // the launch order's head interleave (plan's, or forced: forced_interleave)
  bool forced_interleave;   // --interleaves
  bool at_step;             // --at-step: testing::BwdHooks::claims_at_step
  const char* kernel;       // the backward kernel that ran ("v1", "v2")
  bool kernel_ab;           // a --kernels run (a kernel forced)
};

}  // namespace

int main(int argc, char** argv) {
  std::vector<int> seqlens = {512, 1024, 2048, 4096, 8192, 16384};
  std::vector<std::pair<int, int>> hdims = {{64, 64}, {128, 128}};  // (d, d_v)
  std::vector<bool> masks = {false, true};
  int iters = 10, warmup = 3, tokens = 16384, hidden = 2048;
  std::string commit = "unknown";
  bool exact_variants = false;
  bool order_probes = false;
  bool given_kv_stats = false;
  bool static_walk = false;
  bool kernel_ab = false;  // --kernels
  std::vector<int> interleaves;
  bool at_step = false;
  std::string only_schedules;  // --schedules: ",name,name,"
  bool uniform_inputs = false;
  std::string inputs = "normal";
  int outlier_factor = 0, outlier_tensor = -1;  // --inputs outlierF_T: F, and T as q, k, v, do = 0..3
  std::string outlier_name;                     // T
  bool want_ordered = true, want_unordered = true, want_exact = true;
  for (int i = 1; i < argc; ++i) {
    auto arg = [&](const char* name) { return std::strcmp(argv[i], name) == 0 && i + 1 < argc; };
    if (arg("--seqlens")) seqlens = parse_ints(argv[++i]);
    else if (arg("--hdims")) hdims = dash_bench::parse_head_dims(argv[++i]);
    else if (arg("--iters")) iters = std::atoi(argv[++i]);
    else if (arg("--warmup")) warmup = std::atoi(argv[++i]);
    else if (arg("--tokens")) tokens = std::atoi(argv[++i]);
    else if (arg("--hidden")) hidden = std::atoi(argv[++i]);
    else if (arg("--commit")) commit = argv[++i];
    else if (std::strcmp(argv[i], "--exact-variants") == 0) exact_variants = true;
    else if (std::strcmp(argv[i], "--order-probes") == 0) order_probes = true;
    else if (std::strcmp(argv[i], "--given-kv-stats") == 0) given_kv_stats = true;
    else if (std::strcmp(argv[i], "--static-walk") == 0) static_walk = true;
    else if (arg("--interleaves")) interleaves = parse_ints(argv[++i]);
    else if (std::strcmp(argv[i], "--at-step") == 0) at_step = true;
    else if (std::strcmp(argv[i], "--kernels") == 0) kernel_ab = true;
    else if (arg("--schedules")) only_schedules = "," + std::string(argv[++i]) + ",";
    else if (arg("--inputs")) {
      inputs = argv[++i];
      uniform_inputs = inputs == "uniform";
      if (inputs.rfind("outlier", 0) == 0) {
        const size_t us = inputs.find('_');
        outlier_name = us == std::string::npos ? "" : inputs.substr(us + 1);
        const std::string& t = outlier_name;
        outlier_factor = std::atoi(inputs.c_str() + 7);
        outlier_tensor = t == "q" ? 0 : t == "k" ? 1 : t == "v" ? 2 : t == "do" ? 3 : -1;
      }
      const bool pow2 = outlier_factor > 0 && (outlier_factor & (outlier_factor - 1)) == 0;
      if (inputs != "normal" && !uniform_inputs && !(pow2 && outlier_tensor >= 0)) {
        std::fprintf(stderr, "--inputs must be normal, uniform or outlierF_T (F a power of two; T q, k, v or do)\n");
        return 2;
      }
    }
    else if (arg("--modes")) {
      const std::string m = "," + std::string(argv[++i]) + ",";
      want_ordered = m.find(",ordered,") != std::string::npos;
      want_unordered = m.find(",unordered,") != std::string::npos;
      want_exact = m.find(",exact,") != std::string::npos;
    } else if (arg("--masks")) {
      const std::string m = argv[++i];
      masks.clear();
      if (m.find("full") != std::string::npos) masks.push_back(false);
      if (m.find("causal") != std::string::npos) masks.push_back(true);
    } else {
      std::fprintf(stderr, "unknown or incomplete argument: %s\n", argv[i]);
      return 2;
    }
  }
  if (iters < 1 || warmup < 0 || masks.empty() || !(want_ordered || want_unordered || want_exact)) {
    std::fprintf(stderr, "bad --iters / --warmup / --masks / --modes\n");
    return 2;
  }
  const std::string inputs_detail =
      uniform_inputs ? "uniform [-1,1); constant lse"
                     : std::string("normal(0,1)") +
                           (outlier_tensor >= 0 ? "; every " + std::to_string(kOutlierEvery) + "th token row of " +
                                                      outlier_name + " x" + std::to_string(outlier_factor)
                                                : "") +
                           "; O, LSE and its residual from dash forward";
  const dash_bench::Context ctx = dash_bench::make_context();
  const char* device = ctx.device;
  const char* date = ctx.date;
  cudaStream_t stream = ctx.stream;
  cudaEvent_t e0 = ctx.e0, e1 = ctx.e1;

  for (const auto& [d, d_v] : hdims)
    for (bool causal : masks)
      for (int s : seqlens) {
        const int heads = hidden / d, batch = std::max(1, tokens / s);
        const int64_t n = int64_t(batch) * s * heads * d, n_v = int64_t(batch) * s * heads * d_v;
        __nv_bfloat16 *q, *k, *v, *o, *dout, *dq, *dk, *dv;
        float *lse, *lse_residual = nullptr;  // the residual: the forward's, as the Python package passes it
        for (auto** p : {&q, &k, &dq, &dk}) CK(cudaMalloc(p, n * 2));
        for (auto** p : {&v, &o, &dout, &dv}) CK(cudaMalloc(p, n_v * 2));
        CK(cudaMalloc(&lse, int64_t(batch) * heads * s * 4));
        uint32_t seed = 1;
        if (uniform_inputs) {
          for (auto* p : {q, k, v, o, dout}) fill<<<1024, 256>>>(p, p == q || p == k ? n : n_v, seed++);
          fill_lse<<<256, 256>>>(lse, int64_t(batch) * heads * s, std::log(float(s)));  // P ~ 1/seqlen_k
        } else {
          for (auto* p : {q, k, v, dout})
            dash_bench::fill_normal<<<1024, 256>>>(p, p == q || p == k ? n : n_v, seed++);
          if (outlier_tensor >= 0) {
            __nv_bfloat16* t[] = {q, k, v, dout};
            const int width = outlier_tensor < 2 ? d : d_v;
            scale_token_rows<<<1024, 256>>>(t[outlier_tensor], outlier_tensor < 2 ? n : n_v, int64_t(heads) * width,
                                            kOutlierEvery, float(outlier_factor));
          }
          dash::FwdParams f;  // O and LSE as the forward leaves them
          CK(cudaMalloc(&lse_residual, int64_t(batch) * heads * s * 4));
          f.q = q; f.k = k; f.v = v; f.o = o; f.lse = lse; f.lse_residual = lse_residual;
          f.batch = batch; f.seqlen_q = f.seqlen_k = s; f.heads = f.heads_kv = heads; f.head_dim = d;
          f.head_dim_v = d_v;
          f.q_stride = f.k_stride = dash::contiguous_strides(s, heads, d);
          f.v_stride = f.o_stride = dash::contiguous_strides(s, heads, d_v);
          f.causal = causal;
          const dash::Status fs = dash::attention_forward(f, stream);
          if (!fs.ok()) {
            std::fprintf(stderr, "forward failed: %s\n", fs.message.c_str());
            return 1;
          }
        }
        CK(cudaDeviceSynchronize());

        dash::BwdParams p;
        p.q = q; p.k = k; p.v = v; p.o = o; p.dout = dout; p.lse = lse; p.dq = dq; p.dk = dk; p.dv = dv;
        p.lse_residual = lse_residual;
        p.batch = batch; p.seqlen_q = p.seqlen_k = s; p.heads = p.heads_kv = heads; p.head_dim = d;
        p.head_dim_v = d_v;
        p.q_stride = p.k_stride = p.dq_stride = p.dk_stride = dash::contiguous_strides(s, heads, d);
        p.v_stride = p.o_stride = p.dout_stride = p.dv_stride = dash::contiguous_strides(s, heads, d_v);
        p.causal = causal;

        struct Run {
          dash::ScheduleKind kind;
          dash::ReductionMode mode;
          int exact_bits = 0;  // testing::BwdHooks::exact_bits
          bool probe = false;
          int exact_rotate = -1;  // testing::BwdHooks::exact_q_rotate
          bool stats_given = false;  // BwdParams::kv_stats (computed once, before the rounds)
          bool static_walk = false;  // testing::BwdHooks::static_walk
          int interleave = 0;        // testing::BwdHooks::head_interleave (0: the plan's)
          bool at_step = false;      // testing::BwdHooks::claims_at_step
          int kernel = -1;           // testing::BwdHooks::kernel (0: v1 forced)
        };
        // Unordered and exact dQ leave the task order free: both take the order the plan picks
        // for them (`auto`, dash::plan_backward), so that "vs_unordered" measures the reduction,
        // not a worse launch order. Every record names the ordered mode's auto pick
        // ("auto_schedule").
        auto plan_of = [&](dash::ReductionMode mode, std::optional<dash::ScheduleKind> kind = std::nullopt) {
          dash::BwdParams a = p;
          a.schedule = kind;  // none: `auto`
          a.mode = mode;
          a.kv_stats = nullptr;
          dash::BwdPlan plan;
          const dash::Status st = dash::plan_backward(a, &plan);
          if (!st.ok()) {
            std::fprintf(stderr, "plan_backward failed: %s\n", st.message.c_str());
            std::exit(1);
          }
          return plan;
        };
        std::vector<Run> runs;
        const dash::ScheduleKind ordered_auto = plan_of(dash::ReductionMode::ordered).schedule.kind;
        auto wanted = [&](dash::ScheduleKind kind) {  // --schedules
          const std::string name = dash::schedule_name(kind);
          return only_schedules.empty() || only_schedules.find("," + name + ",") != std::string::npos ||
                 (kind == ordered_auto && only_schedules.find(",auto,") != std::string::npos);
        };
        for (int kk = 0; kk < dash::kNumScheduleKinds && want_ordered; ++kk)
          if (dash::schedule_applies(dash::ScheduleKind(kk), causal) && wanted(dash::ScheduleKind(kk)))
            runs.push_back({dash::ScheduleKind(kk), dash::ReductionMode::ordered});
        const auto free_order = plan_of(dash::ReductionMode::unordered).schedule.kind;
        const bool auto_rotated = plan_of(dash::ReductionMode::exact).schedule.exact_q_rotated;
        const char* auto_pick = dash::schedule_name(ordered_auto);
        if (want_unordered) runs.push_back({free_order, dash::ReductionMode::unordered});
        const bool v2_row = kernel_ab && dash::tile_row(d, d_v).tiles(dash::BwdKernel::v2).serves();
        if (want_unordered && v2_row)  // v2, v1 forced
          for (int k : {1, 0})
            runs.push_back({free_order, dash::ReductionMode::unordered, 0, false, -1, false, false, 0, false, k});
        for (int kk = 0; kk < dash::kNumScheduleKinds && want_ordered && v2_row; ++kk)  // each schedule: v2, v1 forced
          if (dash::schedule_applies(dash::ScheduleKind(kk), causal) && wanted(dash::ScheduleKind(kk)))
            for (int k : {1, 0})
              runs.push_back({dash::ScheduleKind(kk), dash::ReductionMode::ordered, 0, false, -1, false, false, 0, false, k});
        if (want_exact) runs.push_back({free_order, dash::ReductionMode::exact});
        if (want_exact && given_kv_stats) runs.push_back({free_order, dash::ReductionMode::exact, 0, false, -1, true});
        if (want_exact && exact_variants) {
          runs.push_back({free_order, dash::ReductionMode::exact, 32});
          runs.push_back({free_order, dash::ReductionMode::exact, 64});
        }
        if (order_probes && want_unordered)  // how much of unordered's speed is its task order (L2 sharing, contention)
          for (int kk = 0; kk < dash::kNumScheduleKinds; ++kk)
            if (dash::schedule_applies(dash::ScheduleKind(kk), causal) && dash::ScheduleKind(kk) != free_order)
              runs.push_back({dash::ScheduleKind(kk), dash::ReductionMode::unordered, 0, true});
        if (order_probes && want_exact)  // exact in every other (task order, Q order) pair
          for (int kk = 0; kk < dash::kNumScheduleKinds; ++kk)
            for (int rot = 0; rot < 2; ++rot)
              if (dash::schedule_applies(dash::ScheduleKind(kk), causal) &&
                  (dash::ScheduleKind(kk) != free_order || (rot != 0) != auto_rotated))
                runs.push_back({dash::ScheduleKind(kk), dash::ReductionMode::exact, 0, true, rot});

        // How the plan lets this run's CTAs take their tasks (--static-walk: the Schedule's walk).
        auto claims_of = [&](dash::ScheduleKind kind, dash::ReductionMode mode, bool walk, bool step = false,
                             int kernel = -1) {
          dash::BwdParams a = p;
          a.schedule = kind;
          a.mode = mode;
          a.kv_stats = nullptr;
          dash::testing::BwdHooks h;
          h.static_walk = walk;
          h.claims_at_step = step;
          h.kernel = kernel;
          return dash::testing::task_claims(a, h);
        };
        if (static_walk && want_ordered)  // claimed tasks against the Schedule's own round robin
          for (int kk = 0; kk < dash::kNumScheduleKinds; ++kk)
            if (dash::schedule_applies(dash::ScheduleKind(kk), causal) &&
                claims_of(dash::ScheduleKind(kk), dash::ReductionMode::ordered, false) == dash::TaskClaims::at_turn)
              for (int g : interleaves.empty() ? std::vector<int>{0} : interleaves)
                if (g >= 0) runs.push_back({dash::ScheduleKind(kk), dash::ReductionMode::ordered, 0, false, -1, false, true, g});

        if (want_ordered)  // the launch-order kinds with other head interleaves (the same bits)
          for (int g : interleaves)
            for (auto kind : {dash::ScheduleKind::fa3, dash::ScheduleKind::spt, dash::ScheduleKind::descending})
              if (g > 0) runs.push_back({kind, dash::ReductionMode::ordered, 0, false, -1, false, false, g});
        if (want_ordered && at_step) {  // the claim at the loader's last step, at the same head interleaves
          std::vector<int> gs = {0};
          for (int g : interleaves)
            if (g > 0) gs.push_back(g);
          for (int g : gs)
            for (auto kind : {dash::ScheduleKind::fa3, dash::ScheduleKind::spt, dash::ScheduleKind::descending})
              if (dash::schedule_applies(kind, causal))
                runs.push_back({kind, dash::ReductionMode::ordered, 0, false, -1, false, false, g, true});
        }

        const double flops = 2.0 * batch * heads * double(s) * s * (3.0 * d + 2.0 * d_v) * (causal ? 0.5 : 1.0);
        // The runs are timed in interleaved rounds (one launch of every run per round, medians
        // over rounds) so that clock and thermal drift during a config falls on every schedule
        // alike instead of favouring whichever ran first; the first rounds are warm-up.
        size_t ws_bytes = 0;
        for (const Run& r : runs) {
          p.schedule = r.kind;
          p.mode = r.mode;
          ws_bytes = std::max(ws_bytes, dash::backward_workspace_size(p));
        }
        void* ws = nullptr;
        CK(cudaMalloc(&ws, std::max<size_t>(ws_bytes, 1)));
        float* kv_stats = nullptr;  // --given-kv-stats: what a forward with FwdParams::kv_stats leaves
        if (given_kv_stats && want_exact) {
          CK(cudaMalloc(&kv_stats, sizeof(float) * 2 * batch * heads));
          p.mode = dash::ReductionMode::exact;
          const dash::Status st = dash::backward_kv_stats(p, kv_stats, stream);
          if (!st.ok()) {
            std::fprintf(stderr, "backward_kv_stats failed: %s\n", st.message.c_str());
            return 1;
          }
        }
        std::vector<char> snap((2 * n + n_v) * 2);
        auto snapshot_hash = [&]() {
          CK(cudaMemcpy(snap.data(), dq, n * 2, cudaMemcpyDeviceToHost));
          CK(cudaMemcpy(snap.data() + n * 2, dk, n * 2, cudaMemcpyDeviceToHost));
          CK(cudaMemcpy(snap.data() + 4 * n, dv, n_v * 2, cudaMemcpyDeviceToHost));
          return fnv(snap);
        };
        struct Measured {
          std::vector<float> times;
          uint64_t first_hash = 0, last_hash = 0;  // outputs of the first and the last launch
          int exact_words = 0;
        };
        std::vector<Measured> measured(runs.size());
        for (int it = 0; it < warmup + iters; ++it)
          for (size_t ri = 0; ri < runs.size(); ++ri) {
            const Run& r = runs[ri];
            Measured& m = measured[ri];
            p.schedule = r.kind;
            p.mode = r.mode;
            dash::testing::BwdHooks hooks;
            hooks.exact_bits = r.exact_bits;
            hooks.exact_q_rotate = r.exact_rotate;
            hooks.static_walk = r.static_walk;
            hooks.head_interleave = r.interleave;
            hooks.claims_at_step = r.at_step;
            hooks.kernel = r.kernel;
            p.kv_stats = r.stats_given ? kv_stats : nullptr;
            CK(cudaEventRecord(e0, stream));
            const dash::Status st = dash::testing::attention_backward(p, hooks, ws, ws_bytes, stream);
            if (!st.ok()) {
              std::fprintf(stderr, "backward failed: %s\n", st.message.c_str());
              return 1;
            }
            CK(cudaEventRecord(e1, stream));
            const dash::Status err = dash::backward_check_error(p, ws, stream);
            if (!err.ok()) {
              std::fprintf(stderr, "%s\n", err.message.c_str());
              return 1;
            }
            float ms = 0;
            CK(cudaEventElapsedTime(&ms, e0, e1));
            if (it >= warmup) m.times.push_back(ms);
            if (it == 0) m.first_hash = snapshot_hash();
            if (it + 1 == warmup + iters) {
              m.last_hash = snapshot_hash();
              if (r.mode == dash::ReductionMode::exact) {  // the workspace says which word width ran
                bool wide = false;
                const dash::Status st2 = dash::testing::backward_exact_used_wide(p, hooks, ws, stream, &wide);
                if (!st2.ok()) {
                  std::fprintf(stderr, "%s\n", st2.message.c_str());
                  return 1;
                }
                m.exact_words = wide ? 64 : 32;
              }
            }
          }
        std::vector<Result> results;
        for (size_t ri = 0; ri < runs.size(); ++ri) {
          const auto [kind, mode, exact_bits, probe, exact_rotate, stats_given, walk, forced_g, step, forced_kernel] =
              runs[ri];
          // The kernel that ran: the forced one, or the plan's.
          const bool ran_v2 =
              forced_kernel == 1 || (forced_kernel < 0 && plan_of(mode, kind).kernel.kernel == dash::BwdKernel::v2);
          Measured& m = measured[ri];
          std::sort(m.times.begin(), m.times.end());
          const double ms = m.times[m.times.size() / 2];
          const char* name = mode == dash::ReductionMode::unordered ? "unordered"
                             : mode == dash::ReductionMode::exact   ? "exact"
                                                                    : dash::schedule_name(kind);
          results.push_back(Result{name, dash::schedule_name(kind), mode != dash::ReductionMode::unordered, ms,
                                   flops / (ms * 1e-3) / 1e12, m.first_hash == m.last_hash,
                                   m.exact_words, exact_bits, probe,
                                   mode == dash::ReductionMode::exact ? (exact_rotate >= 0 ? exact_rotate != 0 : auto_rotated)
                                                                      : false,
                                   m.last_hash, stats_given, walk,
                                   dash::task_claims_name(claims_of(kind, mode, walk, step, forced_kernel)),
                                   forced_g > 0 ? std::min(forced_g, batch * heads) : plan_of(mode, kind).schedule.head_interleave,
                                   forced_g > 0, step, ran_v2 ? "v2" : "v1", forced_kernel >= 0});
        }
        CK(cudaFree(ws));
        if (kv_stats != nullptr) CK(cudaFree(kv_stats));
        p.kv_stats = nullptr;
        double fa3 = 0, unordered = 0;
        for (const auto& r : results) {
          if (r.schedule == "fa3" && !r.static_walk && !r.forced_interleave && !r.at_step && !r.kernel_ab) fa3 = r.tflops;
          if (r.schedule == "unordered" && !r.probe && !r.static_walk && !r.kernel_ab) unordered = r.tflops;
        }
        for (const auto& r : results) {
          std::string extra;
          // A ratio whose reference (fa3, unordered) was not measured (--modes) is null.
          auto ratio = [&](double ref) {
            char buf[32] = "null";
            if (ref > 0) std::snprintf(buf, sizeof(buf), "%.3f", r.tflops / ref);
            return std::string(buf);
          };
          if (r.exact_words) extra += "\"exact_words\":" + std::to_string(r.exact_words) + ",";
          if (r.exact_forced) extra += "\"exact_words_forced\":" + std::to_string(r.exact_forced) + ",";
          if (r.schedule == "exact") extra += std::string("\"exact_q_rotated\":") + (r.q_rotated ? "true," : "false,");
          if (r.probe)
            extra += std::string("\"note\":\"order probe (--order-probes): ") + r.schedule +
                     " in a task / Q order auto did not pick\",";
          if (r.stats_given)
            extra += "\"kv_stats_given\":true,\"note\":\"exact with the K/V factors given (--given-kv-stats: "
                     "BwdParams::kv_stats, as a forward with FwdParams::kv_stats leaves them; their pass is not "
                     "timed)\",";
          extra += std::string("\"task_claims\":\"") + r.task_claims + "\",";
          extra += std::string("\"kernel\":\"") + r.kernel + "\",";
          if (r.kernel_ab) extra += "\"note\":\"--kernels: the kernel forced (testing::BwdHooks::kernel)\",";
          if (r.deterministic && r.schedule != "exact")
            extra += "\"head_interleave\":" + std::to_string(r.interleave) + ",";
          if (r.forced_interleave)
            extra += "\"note\":\"head interleave forced (--interleaves): same bits as the plan's\",";
          extra += std::string("\"auto_schedule\":\"") + auto_pick + "\",";
          char hash[40];
          std::snprintf(hash, sizeof(hash), "\"out_hash\":\"%016llx\",", static_cast<unsigned long long>(r.out_hash));
          extra += hash;
          std::printf(
              "{\"op\":\"bwd\",\"impl\":\"dash\",\"schedule\":\"%s\",\"deterministic\":%s,\"dtype\":\"bf16\","
              "\"hdim\":%d,\"hdim_v\":%d,\"causal\":%s,\"batch\":%d,\"heads\":%d,\"heads_kv\":%d,\"seqlen_q\":%d,\"seqlen_k\":%d,"
              "\"ms\":%.4f,\"tflops\":%.2f,\"vs_fa3\":%s,\"vs_unordered\":%s,\"bitwise_repeat\":%s,"
              "\"task_order\":\"%s\",%s\"inputs\":\"%s\",\"inputs_detail\":\"%s\",\"device\":\"%s\",\"commit\":\"%s\",\"date\":\"%s\"}\n",
              r.schedule.c_str(), r.deterministic ? "true" : "false", d, d_v, causal ? "true" : "false", batch, heads,
              heads, s, s, r.ms, r.tflops, ratio(fa3).c_str(), ratio(unordered).c_str(),
              r.repeat ? "true" : "false", r.task_order.c_str(), extra.c_str(),
              inputs.c_str(), inputs_detail.c_str(), device,
              commit.c_str(), date);
        }
        std::fflush(stdout);
        for (auto* ptr : {q, k, v, o, dout, dq, dk, dv}) CK(cudaFree(ptr));
        CK(cudaFree(lse));
        if (lse_residual != nullptr) CK(cudaFree(lse_residual));
      }
  return 0;
}
