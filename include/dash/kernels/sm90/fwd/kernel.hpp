// The forward kernel: persistent CTAs, each looping over work tiles (head, batch, query tile);
// warp-specialized.
//   warpgroup 0: producer (TMA for Q, K, V), registers given back via setmaxnreg
//   warpgroups 1..: consumers (wgmma + online softmax), 64 query rows each
#pragma once

#include <cute/tensor.hpp>
#include <cutlass/arch/barrier.h>
#include <cute/arch/cluster_sm90.hpp>
#include <cutlass/arch/reg_reconfig.h>
#include <cutlass/cutlass.h>
#include <cutlass/pipeline/sm90_pipeline.hpp>

#include "dash/kernels/sm90/fwd/epilogue.hpp"
#include "dash/kernels/sm90/fwd/fwd_config.hpp"
#include "dash/kernels/sm90/fwd/mainloop.hpp"
#include "dash/kernels/sm90/fwd/params.hpp"
#include "dash/kernels/sm90/fwd/producer.hpp"
#include "dash/kernels/sm90/fwd/tile_range.hpp"
#include "dash/kernels/sm90/fwd/tile_scheduler.hpp"

// Refuse to build the device code for anything but sm_90a: on other targets the body would
// compile to nothing and the kernel would silently write no output.
#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ != 900 || !defined(__CUDA_ARCH_FEAT_SM90_ALL))
#error "dash sm90 kernels must be compiled for sm_90a (CUDA_ARCHITECTURES 90a)"
#endif

namespace dash::fwd {

// grid.x CTAs (as many as are resident at once, at most one per unit: launch.hpp) walk the work
// units of TileScheduler. Each CTA: warpgroup 0 produces (TMA), warpgroups 1.. consume (wgmma +
// softmax).
// kKvStats: the consumers also fold FwdParams::kv_stats (kv_stats.hpp); kSoftcap: they cap the
// scores (FwdParams::softcap); each an instance of its own, so that the plain forward's code
// stays as it is.
template <class Cfg, bool kKvStats = false, bool kSoftcap = false>
__global__ void __launch_bounds__(Cfg::kNumThreads, 1)
    fwd_kernel(CUTE_GRID_CONSTANT FwdKernelParams<Cfg> const p) {
#if defined(__CUDA_ARCH__)
  using Pipeline = typename Cfg::Pipeline;
  extern __shared__ __align__(1024) unsigned char smem_raw[];
  auto& ss = *reinterpret_cast<typename Cfg::SharedStorage*>(smem_raw);

  int const warp_idx = cutlass::canonical_warp_idx_sync();
  int const warp_group = cutlass::canonical_warp_group_idx();

  if (warp_idx == 0 && cute::elect_one_sync()) {
    cute::prefetch_tma_descriptor(p.tma_q.get_tma_descriptor());
    cute::prefetch_tma_descriptor(p.tma_k.get_tma_descriptor());
    cute::prefetch_tma_descriptor(p.tma_v.get_tma_descriptor());
    cutlass::arch::ClusterTransactionBarrier::init(&ss.barrier_q, 1);
    cutlass::arch::ClusterBarrier::init(&ss.barrier_q_empty, Cfg::kNumMmaThreads);
  }

  typename Pipeline::Params pp;
  pp.transaction_bytes = Cfg::kTmaBytesK;
  pp.role = warp_group == 0 ? Pipeline::ThreadCategory::Producer : Pipeline::ThreadCategory::Consumer;
  pp.is_leader = threadIdx.x == 0;  // the one thread that issues TMA
  pp.num_consumers = Cfg::kNumMmaThreads;
  // Constructors initialize the mbarriers in warp 0 and fence the init.
  Pipeline pipe_k(ss.pipe_k, pp, typename Cfg::ClusterShape{});
  pp.transaction_bytes = Cfg::kTmaBytesV;  // V's head dim may differ from K's
  Pipeline pipe_v(ss.pipe_v, pp, typename Cfg::ClusterShape{});
  __syncthreads();  // barriers visible to all warps before first use

  int const first_unit = int(blockIdx.x), unit_stride = int(gridDim.x);
  TileScheduler const sched{p.m_tiles, p.heads, p.batch, p.tile_section, p.mirrored_units};
  int const num_units = sched.num_units();
  // Past the entry's query rows: skipped.
  auto skip = [&](WorkTile const& w, SeqInfo const& s) { return w.m_block * Cfg::kBlockM >= s.seqlen_q; };

  if (warp_group == 0) {
    cutlass::arch::warpgroup_reg_dealloc<Cfg::kProducerRegs>();
    if (threadIdx.x == 0) {
      auto state = cutlass::make_producer_start_state<Pipeline>();
      int iter = 0;
      for (int u = first_unit; u < num_units; u += unit_stride)
        for (int k = 0; k < sched.unit_tiles(u); ++k) {
          WorkTile const w = sched.tile(u, k);
          SeqInfo const s = seq_info(p, w.batch);
          if (skip(w, s)) continue;  // past a packed sequence's rows
          TileRange const range = key_tile_range(w.m_block, Cfg::kBlockM, Cfg::kBlockN, s.seqlen_q, s.seqlen_k,
                                                 p.causal, p.window_left, p.window_right);
          if (range.n_end <= range.n_begin) continue;  // no key: the consumers write O = 0 alone
          FwdProducer<Cfg>::load_tile(p, ss, pipe_k, pipe_v, state, w.m_block, w.head, s, range, iter);
          ++iter;
        }
    }
  } else {
    cutlass::arch::warpgroup_reg_alloc<Cfg::kConsumerRegs>();
    int const tidx = int(threadIdx.x) - 128;
    typename Pipeline::PipelineState state;  // stage 0, phase 0
    FwdConsumer<Cfg, kKvStats, kSoftcap>::pingpong_begin(tidx / 128);
    int iter = 0;
    for (int u = first_unit; u < num_units; u += unit_stride)
      for (int k = 0; k < sched.unit_tiles(u); ++k) {
        WorkTile const w = sched.tile(u, k);
        SeqInfo const s = seq_info(p, w.batch);
        if (s.bad_used && w.m_block == 0 && w.head == 0 && tidx == 0) FwdEpilogue<Cfg>::report_bad_seqused(p, w.batch);
        if (skip(w, s)) continue;  // as the producer
        TileRange const range = key_tile_range(w.m_block, Cfg::kBlockM, Cfg::kBlockN, s.seqlen_q, s.seqlen_k,
                                               p.causal, p.window_left, p.window_right);
        FwdConsumer<Cfg, kKvStats, kSoftcap>::run_tile(p, ss, pipe_k, pipe_v, state, w.m_block, w.head, w.batch, s, range,
                                             iter, tidx);
        if (w.m_block == p.m_tiles - 1) FwdEpilogue<Cfg>::poison_rows_past_max(p, s, w.head, w.batch, tidx);
        if (range.n_end > range.n_begin) ++iter;
      }
    FwdConsumer<Cfg, kKvStats, kSoftcap>::pingpong_end(tidx / 128);
    FwdEpilogue<Cfg>::drain(tidx);
  }
#endif
}

}  // namespace dash::fwd
