#pragma once
// The backward kernel v2 (docs/bwd-v2.md, this folder's README.md): persistent, one CTA per
// worker, its tasks taken as the plan says (../task_claims.hpp: the Schedule's static walk, or
// claimed in launch order at each task's last step). Warpgroups 0-1 compute (mma.hpp); in
// warpgroup 2 one thread loads (the only caller of the task source and the only one that
// claims: it writes each step's record beside its Q stage) and one thread adds the staged dQ
// halves into the fp32 accumulator.
#include <cute/tensor.hpp>
#include <cutlass/arch/barrier.h>
#include <cutlass/arch/reg_reconfig.h>

#include "dash/kernels/sm90/bwd/async_ops.hpp"
#include "dash/kernels/sm90/bwd/dq_reduction.hpp"
#include "dash/kernels/sm90/bwd/params.hpp"
#include "dash/kernels/sm90/bwd/step_walk.hpp"
#include "dash/kernels/sm90/bwd/task_claims.hpp"
#include "dash/kernels/sm90/bwd/task_source.hpp"
#include "dash/kernels/sm90/bwd/tma_load.hpp"
#include "dash/kernels/sm90/bwd/v2/config.hpp"
#include "dash/kernels/sm90/bwd/v2/mma.hpp"

#if defined(__CUDA_ARCH__) && !defined(__CUDA_ARCH_FEAT_SM90_ALL)
#error "the dash backward kernels use wgmma: compile for sm_90a (CUDA_ARCHITECTURES 90a)"
#endif

namespace dash::sm90::bwd::v2 {

// The loader: K / V once per KV tile, Q + lse2 and dO + D per step into stage n % kQStages as
// soon as both warpgroups released it, and the step's record. It walks from the CTA's first task
// t0 and takes each next task as it reaches the current task's last step (claim_task: the static
// walk's next, or a claim), so that the last step's record can say whether the CTA's walk ends.
template <class Cfg>
CUTE_DEVICE void loader(BwdKernelParams const& p, TaskSource<typename Cfg::Traits> const& tasks, int w, int t0,
                        typename Cfg::SharedStorage& ss) {
  constexpr uint32_t kTileBytes = Cfg::kBlockM * Cfg::kHeadDim * sizeof(typename Cfg::Element);
  constexpr uint32_t kQTx = kTileBytes + 2 * Cfg::kBlockM * 4 + 16;  // Q, lse2 pairs, the residual flag
  constexpr uint32_t kDoTx = kTileBytes + Cfg::kBlockM * 4;     // dO, D
  constexpr uint32_t kKvTx = 2 * Cfg::kBlockN * Cfg::kHeadDim * sizeof(typename Cfg::Element);
  using StepRecord = typename Cfg::StepRecord;
  const int heads_per_kv = p.shape.heads / p.shape.heads_kv;
  uint32_t kv_uses = 0;
  int h = 0, t_next = -1, task = t0;
  walk_steps(
      p, tasks, t0,
      [&](uint32_t, TaskAt const& A, int id) {
        h = A.h;
        task = id;
      },
      [&](WalkStep const& ws) {
        const SeqPlace& sq = ws.at.seq;
        const Step& st = ws.step;
        const int slot = static_cast<int>(ws.n % Cfg::kQStages);
        const uint32_t free_phase = ((ws.n / Cfg::kQStages) & 1) ^ 1;
        const int q_row0 = st.q_tile * Cfg::kBlockM, kv_row0 = st.kv_tile * Cfg::kBlockN;
        const int64_t tile = ws.at.tile(st.q_tile);
        const int64_t off = tile * Cfg::kBlockM;
        const bool masked = Cfg::step_masked(st.q_tile, st.kv_tile, sq.seqlen_q, sq.seqlen_k, p.mask.causal != 0);
        if (ws.last_of_task()) t_next = claim_task(p, tasks, w, ws.k + 1);  // before the slot's wait
        mbar_wait(&ss.q_empty[slot], free_phase);
        StepRecord& r = ss.record[slot];
        r.q_tile = st.q_tile;
        r.kv_tile = st.kv_tile;
        r.tile = static_cast<int>(tile);
        r.rank = st.rank;
        r.b = sq.tensor_b;
        r.h = h;
        r.flags = (ws.first_of_kv_tile() ? Cfg::kFirstOfKvTile : 0) | (ws.last_of_kv_tile() ? Cfg::kLastOfKvTile : 0) |
                  (masked ? Cfg::kMasked : 0) |
                  (ws.last_of_task() && t_next < 0 ? Cfg::kLastStep : 0);
        r.head_index = ws.task().head_index;
        r.task = task;
        r.step = ws.s;
        uint64_t* q_full = &ss.q_full[slot];
        mbar_arrive_expect_tx(q_full, kQTx);
        tma_load_tile<typename Cfg::Traits, Cfg::kBlockM>(ss.q.data() + slot * (Cfg::kBlockM * Cfg::kHeadDim), &p.tma.q,
                                              sq.q0 + q_row0, h, sq.tensor_b, q_full);
        bulk_load(ss.lse2.data() + 2 * Cfg::kBlockM * slot, p.ws.lse2 + 2 * off, 2 * Cfg::kBlockM * 4, q_full);
        bulk_load(ss.lse_flag.data() + 4 * slot, p.ws.lse_flags + 4 * tile, 16, q_full);
        if (ws.first_of_kv_tile()) {
          mbar_wait(&ss.kv_empty, (kv_uses & 1) ^ 1);
          mbar_arrive_expect_tx(&ss.kv_full, kKvTx);
          const int hk = h / heads_per_kv;
          tma_load_tile<typename Cfg::Traits, Cfg::kBlockN>(ss.k.data(), &p.tma.k, sq.k0 + kv_row0, hk, sq.tensor_b, &ss.kv_full);
          tma_load_tile<typename Cfg::Traits, Cfg::kBlockN>(ss.v.data(), &p.tma.v, sq.k0 + kv_row0, hk, sq.tensor_b, &ss.kv_full);
          ++kv_uses;
        }
        mbar_wait(&ss.do_empty[slot], free_phase);
        uint64_t* do_full = &ss.do_full[slot];
        mbar_arrive_expect_tx(do_full, kDoTx);
        tma_load_tile<typename Cfg::Traits, Cfg::kBlockM>(ss.dout.data() + slot * (Cfg::kBlockM * Cfg::kHeadDim), &p.tma.dout,
                                              sq.q0 + q_row0, h, sq.tensor_b, do_full);
        bulk_load(ss.dsum.data() + Cfg::kBlockM * slot, p.ws.dsum + off, Cfg::kBlockM * 4, do_full);
      },
      [&](uint32_t) { return t_next; });
}

// The dQ writer: step by step, each warpgroup's staged half of the step's partial added into its
// accumulator tile (the preprocess zeroed the accumulator, so every partial is an add), each
// half-slot released once the add has read it. Ordered mode: the step's two halves are one
// partial, added at its turn (dq_reduction.hpp: the tile's counter equals the step's rank) and
// the next rank's turn published once both adds are complete. A watchdog expiry (an error the
// postprocess reports) leaves the remaining partials unadded; the half-slots still go back, so
// that the CTA finishes. A half-slot with tile -1 ends its warpgroup's stream (both warpgroups
// walk the same steps).
template <class Cfg>
CUTE_DEVICE void dq_writer(BwdKernelParams const& p, typename Cfg::SharedStorage& ss) {
  using StepRecord = typename Cfg::StepRecord;
  const bool ordered = p.reduction.ordered != 0;
  bool aborted = false;
  bool live[Cfg::kMmaWarpGroups];
  for (int g = 0; g < Cfg::kMmaWarpGroups; ++g) live[g] = true;
  for (uint32_t n = 0;; ++n) {
    int* counter = nullptr;  // the step's tile counter, once its first half is taken
    int rank = 0;
    for (int g = 0; g < Cfg::kMmaWarpGroups; ++g) {
      if (!live[g]) continue;
      const int s = g * Cfg::kDqHalvesPerWg + static_cast<int>(n % Cfg::kDqHalvesPerWg);
      mbar_wait(&ss.dq_full[s], (n / Cfg::kDqHalvesPerWg) & 1);
      volatile StepRecord const& r = ss.dq_step[s];
      const int tile = r.tile;
      if (tile < 0) {
        live[g] = false;
        continue;
      }
      if (counter == nullptr) {  // the step's partial: its turn, its trace record
        counter = p.ws.counters + tile;
        rank = r.rank;
        if (ordered && !aborted) {
          aborted = !dq_wait_turn(p, counter, r.head_index, r.q_tile, rank);
          fence_proxy_async_global();  // the bulk adds below are ordered after the acquire
        }
        if (p.test.trace != nullptr) trace_partial(p, r.task, r.step, counter);
      }
      if (!aborted) {
        float* dst = p.ws.dq_accum + static_cast<int64_t>(tile) * (Cfg::kBlockM * Cfg::kHeadDim) + g * Cfg::kDqHalfFloats;
        bulk_reduce_add_f32(dst, ss.dq.data() + s * Cfg::kDqHalfFloats, Cfg::kDqHalfBytes);
        bulk_commit();
        bulk_wait_read_all();
      }
      mbar_arrive(&ss.dq_empty[s]);
    }
    if (counter == nullptr) break;
    if (ordered && !aborted) {
      bulk_wait_all();             // both halves' adds are performed in global memory ...
      fence_proxy_async_global();  // ... and ordered before the generic release below
      st_release_gpu(counter, rank + 1);  // the next rank's turn
    }
  }
  bulk_wait_all();
}

template <class Cfg>
__global__ void __launch_bounds__(Cfg::kThreads, 1) bwd2_main_kernel(const __grid_constant__ BwdKernelParams p) {
  // __grid_constant__: the TMA maps in p are read where they are (their address is an operand).
  extern __shared__ __align__(1024) char smem[];
  auto& ss = *reinterpret_cast<typename Cfg::SharedStorage*>(smem);
  pdl_allow_next_then_wait();
  const TaskSource<typename Cfg::Traits> tasks = task_source<typename Cfg::Traits>(p);
  const int w = blockIdx.x;
  if (threadIdx.x == 0) {
    // The CTA's first task, before the roles part: a CTA that gets none ends whole (its walk
    // would have no step record to end the MMA warps' and the writer's walks with).
    ss.first_task = claim_task(p, tasks, w, 0);
    for (int i = 0; i < Cfg::kQStages; ++i) {
      mbar_init(&ss.q_full[i], 1);
      mbar_init(&ss.q_empty[i], Cfg::kMmaThreads);
      mbar_init(&ss.do_full[i], 1);
      mbar_init(&ss.do_empty[i], Cfg::kMmaThreads);
    }
    mbar_init(&ss.kv_full, 1);
    mbar_init(&ss.kv_empty, Cfg::kMmaThreads);
    for (int i = 0; i < Cfg::kMmaWarpGroups * Cfg::kDqHalvesPerWg; ++i) {
      mbar_init(&ss.dq_full[i], 128);
      mbar_init(&ss.dq_empty[i], 1);
    }
    if (smem_u32(smem) % 1024 != 0) __trap();  // the swizzled tiles need a 1024-byte-aligned base
    asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
  }
  __syncthreads();
  const int t0 = ss.first_task;
  if (t0 < 0) return;
  if (threadIdx.x >= Cfg::kMmaThreads) {
    cutlass::arch::warpgroup_reg_dealloc<Cfg::kProducerRegs>();
    if (threadIdx.x == Cfg::kLoaderThread) loader<Cfg>(p, tasks, w, t0, ss);
    else if (threadIdx.x == Cfg::kMmaThreads) dq_writer<Cfg>(p, ss);
    return;
  }
  cutlass::arch::warpgroup_reg_alloc<Cfg::kMmaRegs>();
  Mma<Cfg>::run(p, ss, threadIdx.x);
}

}  // namespace dash::sm90::bwd::v2
