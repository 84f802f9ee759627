// dash_bwd_shared_bench: the backward on a shared GPU, as JSON lines (op "bwd_shared").
//
// Another stream's kernel holds `sms_held` SMs (one CTA each, as an NCCL all-reduce waiting
// for a slow rank does beside the backward in DDP) for `held_s` seconds, launched just before
// the backward; or a second ordered backward (symmetric_shift) runs on another stream at the
// same time. For every deterministic schedule of both masks, exact, and `auto`: the backward's
// time from its launch to its end (ms) against its time alone (ms_alone, median), and whether
// its dQ / dK / dV bits equal those of the run alone (bitwise_equal).
// Inputs: q, k, v, dO ~ N(0, 1); O and LSE from dash's forward.
//
//   dash_bwd_shared_bench --commit $(git rev-parse --short HEAD) [--held-s 3] [--sms 16,64]
//                         [--seqlen 8192] [--batch 2] [--heads 16] [--hdim 128] [--masks causal,full]
//                         [--modes auto,exact,fa3,...]   (the modes to run, by name; default all)
#include <cuda_bf16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "bench_util.cuh"
#include "dash/api.hpp"
#include "dash/bwd_api.hpp"
#include "dash/schedule/names.hpp"
#include "sm_holder.cuh"

namespace {

struct Buffers {
  __nv_bfloat16 *q, *k, *v, *o, *dout, *dq, *dk, *dv;
  float* lse;
  float* lse_residual;  // the forward's, handed to the backward as the Python package does
  void* ws = nullptr;
  size_t ws_bytes = 0;
  int64_t n;
};

std::vector<char> grads(const Buffers& b) {
  std::vector<char> h(3 * b.n * 2);
  CK(cudaMemcpy(h.data(), b.dq, b.n * 2, cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(h.data() + b.n * 2, b.dk, b.n * 2, cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(h.data() + 2 * b.n * 2, b.dv, b.n * 2, cudaMemcpyDeviceToHost));
  return h;
}

struct Mode {
  std::string name;
  std::optional<dash::ScheduleKind> kind;  // none: the plan's pick
  dash::ReductionMode mode;
};

}  // namespace

int main(int argc, char** argv) {
  double held_s = 3.0;
  std::vector<int> sms_held = {16, 64};
  int seqlen = 8192, batch = 2, heads = 16, hdim = 128;
  std::vector<bool> masks = {true, false};
  std::string commit = "unknown";
  std::string only;  // --modes: ",name,name,"
  for (int i = 1; i < argc; ++i) {
    auto arg = [&](const char* name) { return std::strcmp(argv[i], name) == 0 && i + 1 < argc; };
    if (arg("--commit")) commit = argv[++i];
    else if (arg("--held-s")) held_s = std::atof(argv[++i]);
    else if (arg("--sms")) sms_held = dash_bench::parse_ints(argv[++i]);
    else if (arg("--seqlen")) seqlen = std::atoi(argv[++i]);
    else if (arg("--batch")) batch = std::atoi(argv[++i]);
    else if (arg("--heads")) heads = std::atoi(argv[++i]);
    else if (arg("--hdim")) hdim = std::atoi(argv[++i]);
    else if (arg("--modes")) only = "," + std::string(argv[++i]) + ",";
    else if (arg("--masks")) {
      const std::string m = argv[++i];
      masks.clear();
      if (m.find("causal") != std::string::npos) masks.push_back(true);
      if (m.find("full") != std::string::npos) masks.push_back(false);
    } else {
      std::fprintf(stderr, "unknown or incomplete argument: %s\n", argv[i]);
      return 2;
    }
  }
  const dash_bench::Context ctx = dash_bench::make_context();
  cudaStream_t side, other;
  CK(cudaStreamCreateWithFlags(&side, cudaStreamNonBlocking));
  CK(cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking));
  cudaStream_t main_stream;
  CK(cudaStreamCreateWithFlags(&main_stream, cudaStreamNonBlocking));
  dash_test::SmHolder holder;

  const int64_t n = int64_t(batch) * seqlen * heads * hdim;
  Buffers a{}, b{};
  for (Buffers* x : {&a, &b}) {
    x->n = n;
    for (auto** p : {&x->q, &x->k, &x->v, &x->o, &x->dout, &x->dq, &x->dk, &x->dv}) CK(cudaMalloc(p, n * 2));
    CK(cudaMalloc(&x->lse, sizeof(float) * batch * heads * seqlen));
    CK(cudaMalloc(&x->lse_residual, sizeof(float) * batch * heads * seqlen));
    dash_bench::fill_normal<<<1024, 256>>>(x->q, n, 1);
    dash_bench::fill_normal<<<1024, 256>>>(x->k, n, 2);
    dash_bench::fill_normal<<<1024, 256>>>(x->v, n, 3);
    dash_bench::fill_normal<<<1024, 256>>>(x->dout, n, 4);
  }
  const dash::Strides4 st = dash::contiguous_strides(seqlen, heads, hdim);
  auto fwd = [&](Buffers& x, bool causal) {
    dash::FwdParams f;
    f.q = x.q; f.k = x.k; f.v = x.v; f.o = x.o; f.lse = x.lse; f.lse_residual = x.lse_residual;
    f.batch = batch; f.seqlen_q = f.seqlen_k = seqlen; f.heads = f.heads_kv = heads; f.head_dim = hdim;
    f.q_stride = f.k_stride = f.v_stride = f.o_stride = st;
    f.causal = causal;
    const dash::Status s = dash::attention_forward(f, nullptr);
    if (!s.ok()) { std::fprintf(stderr, "forward: %s\n", s.message.c_str()); std::exit(1); }
  };
  auto params = [&](Buffers& x, bool causal, const Mode& m) {
    dash::BwdParams p;
    p.q = x.q; p.k = x.k; p.v = x.v; p.o = x.o; p.dout = x.dout; p.lse = x.lse; p.lse_residual = x.lse_residual;
    p.dq = x.dq; p.dk = x.dk; p.dv = x.dv;
    p.batch = batch; p.seqlen_q = p.seqlen_k = seqlen; p.heads = p.heads_kv = heads; p.head_dim = hdim;
    p.q_stride = p.k_stride = p.v_stride = p.o_stride = p.dout_stride = p.dq_stride = p.dk_stride = p.dv_stride = st;
    p.causal = causal;
    p.schedule = m.kind;
    p.mode = m.mode;
    const size_t need = dash::backward_workspace_size(p);
    if (need > x.ws_bytes) {
      CK(cudaFree(x.ws));
      CK(cudaMalloc(&x.ws, need));
      x.ws_bytes = need;
    }
    return p;
  };
  auto launch = [&](Buffers& x, const dash::BwdParams& p, cudaStream_t s) {
    const dash::Status r = dash::attention_backward(p, x.ws, x.ws_bytes, s);
    if (!r.ok()) { std::fprintf(stderr, "backward: %s\n", r.message.c_str()); std::exit(1); }
  };
  auto check = [&](Buffers& x, const dash::BwdParams& p, cudaStream_t s) {
    const dash::Status r = dash::backward_check_error(p, x.ws, s);
    if (!r.ok()) std::fprintf(stderr, "backward failed: %s\n", r.message.c_str());
    return r.ok();
  };
  cudaEvent_t e0 = ctx.e0, e1 = ctx.e1;
  // One backward on the main stream, timed from its launch to its end (ms).
  auto timed = [&](Buffers& x, const dash::BwdParams& p) {
    CK(cudaEventRecord(e0, main_stream));
    launch(x, p, main_stream);
    CK(cudaEventRecord(e1, main_stream));
    CK(cudaEventSynchronize(e1));
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, e0, e1));
    return ms;
  };
  auto record = [&](const char* mask, const Mode& m, const char* sched_name, int held, double hs, double ms,
                    double ms_alone, bool equal, bool ok, const char* beside) {
    std::printf("{\"op\": \"bwd_shared\", \"device\": \"%s\", \"commit\": \"%s\", \"date\": \"%s\", "
                "\"inputs\": \"normal(0,1); O, LSE and its residual from dash forward\", \"dtype\": \"bf16\", \"hdim\": %d, "
                "\"mask\": \"%s\", \"batch\": %d, \"heads\": %d, \"seqlen\": %d, \"schedule\": \"%s\", "
                "\"schedule_run\": \"%s\", \"sms_held\": %d, \"held_s\": %.2f, \"beside\": \"%s\", \"ms\": %.3f, "
                "\"ms_alone\": %.3f, \"ratio\": %.3f, \"bitwise_equal\": %s, \"error\": %s}\n",
                ctx.device, commit.c_str(), ctx.date, hdim, mask, batch, heads, seqlen, m.name.c_str(), sched_name,
                held, hs, beside, ms, ms_alone, ms / ms_alone, equal ? "true" : "false", ok ? "false" : "true");
    std::fflush(stdout);
  };

  for (bool causal : masks) {
    const char* mask = causal ? "causal" : "full";
    fwd(a, causal);
    fwd(b, causal);
    CK(cudaDeviceSynchronize());
    std::vector<Mode> modes;
    for (int i = 0; i < dash::kNumScheduleKinds; ++i) {
      const auto k = static_cast<dash::ScheduleKind>(i);
      if (dash::schedule_applies(k, causal)) modes.push_back({dash::schedule_name(k), k, dash::ReductionMode::ordered});
    }
    // exact and auto: the plan picks the task order (dash::plan_backward).
    modes.push_back({"exact", std::nullopt, dash::ReductionMode::exact});
    modes.push_back({"auto", std::nullopt, dash::ReductionMode::ordered});
    const dash::ScheduleKind ring = causal ? dash::ScheduleKind::symmetric_shift : dash::ScheduleKind::shift;
    const Mode second{dash::schedule_name(ring), ring,
                      dash::ReductionMode::ordered};
    for (const Mode& m : modes) {
      if (!only.empty() && only.find("," + m.name + ",") == std::string::npos) continue;
      const dash::BwdParams p = params(a, causal, m);
      // Alone: bits and median time.
      std::vector<float> t;
      for (int i = 0; i < 12; ++i) {
        const float ms = timed(a, p);
        if (i >= 2) t.push_back(ms);
      }
      check(a, p, main_stream);
      std::sort(t.begin(), t.end());
      const double ms_alone = t[t.size() / 2];
      const std::vector<char> ref = grads(a);
      dash::BwdPlan plan;
      if (!dash::plan_backward(p, &plan).ok()) return 1;
      const char* run_name = dash::schedule_name(plan.schedule.kind);
      for (int held : sms_held) {
        CK(cudaMemset(a.dq, 0xFF, n * 2));
        CK(cudaDeviceSynchronize());
        holder.launch(held, held_s * 1e3, side);
        holder.wait_started();
        const float ms = timed(a, p);
        const bool ok = check(a, p, main_stream);
        const bool equal = grads(a) == ref;
        CK(cudaStreamSynchronize(side));
        record(mask, m, run_name, held, held_s, ms, ms_alone, equal, ok, "sm holder");
      }
      // A second ordered backward on another stream, launched just before.
      const dash::BwdParams pb = params(b, causal, second);
      launch(b, pb, other);
      CK(cudaStreamSynchronize(other));
      const std::vector<char> ref_b = grads(b);
      CK(cudaMemset(a.dq, 0xFF, n * 2));
      CK(cudaMemset(b.dq, 0xFF, n * 2));
      CK(cudaDeviceSynchronize());
      launch(b, pb, other);
      CK(cudaEventRecord(e0, main_stream));
      launch(a, p, main_stream);
      CK(cudaEventRecord(e1, main_stream));
      CK(cudaDeviceSynchronize());
      float ms = 0;
      CK(cudaEventElapsedTime(&ms, e0, e1));
      const bool ok = check(a, p, main_stream) && check(b, pb, other);
      const bool equal = grads(a) == ref && grads(b) == ref_b;
      record(mask, m, run_name, 0, 0.0, ms, ms_alone, equal, ok, causal ? "ordered backward (symmetric_shift)" : "ordered backward (shift)");
    }
  }
  return 0;
}
