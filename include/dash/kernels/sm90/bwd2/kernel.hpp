#pragma once
// The backward kernel v2 (docs/bwd-v2.md): persistent, one CTA per worker of the Schedule's
// static walk. Warpgroups 0-1 compute (mma.hpp); in warpgroup 2 one thread loads (the only
// caller of the task source: it writes each step's record beside its Q stage) and one thread
// adds the staged dQ halves into the fp32 accumulator.
#include <cute/tensor.hpp>
#include <cutlass/arch/barrier.h>
#include <cutlass/arch/reg_reconfig.h>

#include "dash/kernels/sm90/bwd/async_ops.hpp"
#include "dash/kernels/sm90/bwd/loader.hpp"
#include "dash/kernels/sm90/bwd/params.hpp"
#include "dash/kernels/sm90/bwd/step_walk.hpp"
#include "dash/kernels/sm90/bwd/task_source.hpp"
#include "dash/kernels/sm90/bwd2/mma.hpp"
#include "dash/kernels/sm90/bwd2/traits.hpp"

#if defined(__CUDA_ARCH__) && !defined(__CUDA_ARCH_FEAT_SM90_ALL)
#error "the dash backward kernels use wgmma: compile for sm_90a (CUDA_ARCHITECTURES 90a)"
#endif

namespace dash::sm90::bwd2 {

// The loader: K / V once per KV tile, Q + lse2 and dO + D per step into stage n % kQStages as
// soon as both warpgroups released it, and the step's record.
template <class Cfg>
CUTE_DEVICE void loader(BwdKernelParams const& p, bwd::TaskSource<Cfg> const& tasks, int w,
                        typename Cfg::SharedStorage& ss) {
  constexpr uint32_t kTileBytes = Cfg::kBlockM * Cfg::kHeadDim * sizeof(typename Cfg::Element);
  constexpr uint32_t kQTx = kTileBytes + 2 * Cfg::kBlockM * 4;  // Q, lse2 pairs
  constexpr uint32_t kDoTx = kTileBytes + Cfg::kBlockM * 4;     // dO, D
  constexpr uint32_t kKvTx = 2 * Cfg::kBlockN * Cfg::kHeadDim * sizeof(typename Cfg::Element);
  using StepRecord = typename Cfg::StepRecord;
  const int count = tasks.num_tasks_of_worker(w);
  const int heads_per_kv = p.shape.heads / p.shape.heads_kv;
  uint32_t kv_uses = 0;
  int h = 0;
  bwd::walk_steps(
      p, tasks, tasks.task_id(w, 0), [&](uint32_t, bwd::TaskAt const& A, int) { h = A.h; },
      [&](bwd::WalkStep const& ws) {
        const bwd::SeqPlace& sq = ws.at.seq;
        const Step& st = ws.step;
        const int slot = static_cast<int>(ws.n % Cfg::kQStages);
        const uint32_t free_phase = ((ws.n / Cfg::kQStages) & 1) ^ 1;
        const int q_row0 = st.q_tile * Cfg::kBlockM, kv_row0 = st.kv_tile * Cfg::kBlockN;
        const int64_t tile = ws.at.tile(st.q_tile);
        const int64_t off = tile * Cfg::kBlockM;
        const bool masked = Cfg::step_masked(st.q_tile, st.kv_tile, sq.seqlen_q, sq.seqlen_k, p.mask.causal != 0);
        bwd::mbar_wait(&ss.q_empty[slot], free_phase);
        StepRecord& r = ss.record[slot];
        r.q_tile = st.q_tile;
        r.kv_tile = st.kv_tile;
        r.tile = static_cast<int>(tile);
        r.rank = st.rank;
        r.b = sq.tensor_b;
        r.h = h;
        r.flags = (ws.first_of_kv_tile() ? Cfg::kFirstOfKvTile : 0) | (ws.last_of_kv_tile() ? Cfg::kLastOfKvTile : 0) |
                  (masked ? Cfg::kMasked : 0) |
                  (ws.last_of_task() && static_cast<int>(ws.k) + 1 == count ? Cfg::kLastStep : 0);
        uint64_t* q_full = &ss.q_full[slot];
        bwd::mbar_arrive_expect_tx(q_full, kQTx);
        bwd::tma_load_tile<Cfg, Cfg::kBlockM>(ss.q.data() + slot * (Cfg::kBlockM * Cfg::kHeadDim), &p.tma.q,
                                              sq.q0 + q_row0, h, sq.tensor_b, q_full);
        bwd::bulk_load(ss.lse2.data() + 2 * Cfg::kBlockM * slot, p.ws.lse2 + 2 * off, 2 * Cfg::kBlockM * 4, q_full);
        if (ws.first_of_kv_tile()) {
          bwd::mbar_wait(&ss.kv_empty, (kv_uses & 1) ^ 1);
          bwd::mbar_arrive_expect_tx(&ss.kv_full, kKvTx);
          const int hk = h / heads_per_kv;
          bwd::tma_load_tile<Cfg, Cfg::kBlockN>(ss.k.data(), &p.tma.k, sq.k0 + kv_row0, hk, sq.tensor_b, &ss.kv_full);
          bwd::tma_load_tile<Cfg, Cfg::kBlockN>(ss.v.data(), &p.tma.v, sq.k0 + kv_row0, hk, sq.tensor_b, &ss.kv_full);
          ++kv_uses;
        }
        bwd::mbar_wait(&ss.do_empty[slot], free_phase);
        uint64_t* do_full = &ss.do_full[slot];
        bwd::mbar_arrive_expect_tx(do_full, kDoTx);
        bwd::tma_load_tile<Cfg, Cfg::kBlockM>(ss.dout.data() + slot * (Cfg::kBlockM * Cfg::kHeadDim), &p.tma.dout,
                                              sq.q0 + q_row0, h, sq.tensor_b, do_full);
        bwd::bulk_load(ss.dsum.data() + Cfg::kBlockM * slot, p.ws.dsum + off, Cfg::kBlockM * 4, do_full);
      },
      [&](uint32_t k) { return static_cast<int>(k) + 1 < count ? tasks.task_id(w, static_cast<int>(k) + 1) : -1; });
}

// The dQ writer: each staged half-slot, warpgroup by warpgroup in step order, added into its
// accumulator tile (unordered: the preprocess zeroed the accumulator), then released once the
// add has read it. A half-slot with tile -1 ends its warpgroup's stream.
template <class Cfg>
CUTE_DEVICE void dq_writer(BwdKernelParams const& p, typename Cfg::SharedStorage& ss) {
  bool live[Cfg::kMmaWarpGroups];
  for (int g = 0; g < Cfg::kMmaWarpGroups; ++g) live[g] = true;
  for (uint32_t n = 0;; ++n) {
    bool any = false;
    for (int g = 0; g < Cfg::kMmaWarpGroups; ++g) {
      if (!live[g]) continue;
      const int s = g * Cfg::kDqHalvesPerWg + static_cast<int>(n % Cfg::kDqHalvesPerWg);
      bwd::mbar_wait(&ss.dq_full[s], (n / Cfg::kDqHalvesPerWg) & 1);
      const int tile = *static_cast<volatile int*>(&ss.dq_tile[s]);
      if (tile < 0) {
        live[g] = false;
        continue;
      }
      any = true;
      float* dst = p.ws.dq_accum + static_cast<int64_t>(tile) * (Cfg::kBlockM * Cfg::kHeadDim) + g * Cfg::kDqHalfFloats;
      bwd::bulk_reduce_add_f32(dst, ss.dq.data() + s * Cfg::kDqHalfFloats, Cfg::kDqHalfBytes);
      bwd::bulk_commit();
      bwd::bulk_wait_read_all();
      bwd::mbar_arrive(&ss.dq_empty[s]);
    }
    if (!any) break;
  }
  bwd::bulk_wait_all();
}

template <class Cfg>
__global__ void __launch_bounds__(Cfg::kThreads, 1) bwd2_main_kernel(const __grid_constant__ BwdKernelParams p) {
  // __grid_constant__: the TMA maps in p are read where they are (their address is an operand).
  extern __shared__ __align__(1024) char smem[];
  auto& ss = *reinterpret_cast<typename Cfg::SharedStorage*>(smem);
  bwd::pdl_allow_next_then_wait();
  const bwd::TaskSource<Cfg> tasks = bwd::task_source<Cfg>(p);
  const int w = blockIdx.x;
  if (tasks.num_tasks_of_worker(w) == 0) return;
  if (threadIdx.x == 0) {
    for (int i = 0; i < Cfg::kQStages; ++i) {
      bwd::mbar_init(&ss.q_full[i], 1);
      bwd::mbar_init(&ss.q_empty[i], Cfg::kMmaThreads);
      bwd::mbar_init(&ss.do_full[i], 1);
      bwd::mbar_init(&ss.do_empty[i], Cfg::kMmaThreads);
    }
    bwd::mbar_init(&ss.kv_full, 1);
    bwd::mbar_init(&ss.kv_empty, Cfg::kMmaThreads);
    for (int i = 0; i < Cfg::kMmaWarpGroups * Cfg::kDqHalvesPerWg; ++i) {
      bwd::mbar_init(&ss.dq_full[i], 128);
      bwd::mbar_init(&ss.dq_empty[i], 1);
    }
    if (bwd::smem_u32(smem) % 1024 != 0) __trap();  // the swizzled tiles need a 1024-byte-aligned base
    asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
  }
  __syncthreads();
  if (threadIdx.x >= Cfg::kMmaThreads) {
    cutlass::arch::warpgroup_reg_dealloc<Cfg::kProducerRegs>();
    if (threadIdx.x == Cfg::kLoaderThread) loader<Cfg>(p, tasks, w, ss);
    else if (threadIdx.x == Cfg::kMmaThreads) dq_writer<Cfg>(p, ss);
    return;
  }
  cutlass::arch::warpgroup_reg_alloc<Cfg::kMmaRegs>();
  Bwd2Mma<Cfg>::run(p, ss, threadIdx.x);
}

}  // namespace dash::sm90::bwd2
