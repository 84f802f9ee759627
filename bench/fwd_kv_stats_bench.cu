// What FwdParams::kv_stats (exact mode's K / V factors) costs the forward: the paper's sweep
// (16,384 tokens, hidden 2,048, bf16), each config timed without and with kv_stats in
// interleaved rounds (medians), one JSON line per (config, variant), with the note that says so.
//   dash_fwd_kv_stats_bench --commit X [--seqlens 512,1024] [--hdims 64,128] [--iters 20]
#include <cuda_bf16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "dash/api.hpp"

#include "bench_util.cuh"

int main(int argc, char** argv) {
  std::vector<int> seqlens = {512, 1024, 2048, 4096, 8192, 16384}, hdims = {64, 128};
  int iters = 20, warmup = 3;
  std::string commit = "unknown";
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--seqlens") && i + 1 < argc) seqlens = dash_bench::parse_ints(argv[++i]);
    else if (!std::strcmp(argv[i], "--hdims") && i + 1 < argc) hdims = dash_bench::parse_ints(argv[++i]);
    else if (!std::strcmp(argv[i], "--iters") && i + 1 < argc) iters = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--commit") && i + 1 < argc) commit = argv[++i];
    else { std::fprintf(stderr, "unknown argument %s\n", argv[i]); return 2; }
  }
  const dash_bench::Context ctx = dash_bench::make_context();
  cudaStream_t stream = ctx.stream;
  cudaEvent_t e0 = ctx.e0, e1 = ctx.e1;
  for (int d : hdims)
    for (bool causal : {false, true})
      for (int s : seqlens) {
        const int heads = 2048 / d, batch = std::max(1, 16384 / s);
        const int64_t n = int64_t(batch) * s * heads * d;
        __nv_bfloat16 *q, *k, *v, *o;
        float *lse, *stats;
        for (auto** p : {&q, &k, &v, &o}) CK(cudaMalloc(p, n * 2));
        CK(cudaMalloc(&lse, int64_t(batch) * heads * s * 4));
        CK(cudaMalloc(&stats, int64_t(batch) * heads * 2 * 4));
        uint32_t seed = 1;
        for (auto* p : {q, k, v}) dash_bench::fill<<<1024, 256>>>(p, n, seed++);
        CK(cudaDeviceSynchronize());
        dash::FwdParams f;
        f.q = q; f.k = k; f.v = v; f.o = o; f.lse = lse;
        f.batch = batch; f.seqlen_q = f.seqlen_k = s; f.heads = f.heads_kv = heads; f.head_dim = d;
        f.q_stride = f.k_stride = f.v_stride = f.o_stride = dash::contiguous_strides(s, heads, d);
        f.causal = causal;
        std::vector<float> t[2];
        for (int it = 0; it < warmup + iters; ++it)
          for (int with = 0; with < 2; ++with) {
            f.kv_stats = with ? stats : nullptr;
            CK(cudaEventRecord(e0, stream));
            const dash::Status st = dash::attention_forward(f, stream);
            if (!st.ok()) { std::fprintf(stderr, "forward: %s\n", st.message.c_str()); return 1; }
            CK(cudaEventRecord(e1, stream));
            CK(cudaEventSynchronize(e1));
            float ms = 0;
            CK(cudaEventElapsedTime(&ms, e0, e1));
            if (it >= warmup) t[with].push_back(ms);
          }
        const double flops = 4.0 * batch * heads * double(s) * s * d * (causal ? 0.5 : 1.0);
        for (int with = 0; with < 2; ++with) {
          std::sort(t[with].begin(), t[with].end());
          const double ms = t[with][t[with].size() / 2];
          std::printf("{\"op\":\"fwd\",\"impl\":\"dash\",\"dtype\":\"bf16\",\"hdim\":%d,\"causal\":%s,\"batch\":%d,"
                      "\"heads\":%d,\"heads_kv\":%d,\"seqlen_q\":%d,\"seqlen_k\":%d,\"ms\":%.4f,\"tflops\":%.2f,"
                      "\"kv_stats\":%s,\"note\":\"forward without / with FwdParams::kv_stats, interleaved rounds "
                      "(dash_fwd_kv_stats_bench)\",\"device\":\"%s\",\"commit\":\"%s\",\"date\":\"%s\"}\n",
                      d, causal ? "true" : "false", batch, heads, heads, s, s, ms, flops / (ms * 1e-3) / 1e12,
                      with ? "true" : "false", ctx.device, commit.c_str(), ctx.date);
        }
        std::fflush(stdout);
        for (auto* p : {q, k, v, o}) CK(cudaFree(p));
        CK(cudaFree(lse));
        CK(cudaFree(stats));
      }
  return 0;
}
