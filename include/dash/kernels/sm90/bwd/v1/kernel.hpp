#pragma once
// The persistent backward kernel (wgmma, sm_90a). Each CTA walks the steps of the tasks it takes
// (task_ring.hpp: claimed in launch order, or worker w's static list) in order; ALL scheduling
// decisions (which KV tile, which Q tile, which reduction rank) come from dash::Schedule, none
// are made here.
//
// Warp roles (config.hpp): warpgroups 0-1 compute (mainloop.hpp); warpgroup 2 has the dQ
// writer warp (dq_writer.hpp), which owns the reduction protocol, and the loader thread
// (loader.hpp, TMA); its two other warps leave at once. All three roles walk the same steps
// in the same order (one walk, step_walk.hpp) and hand tiles over through mbarriers, so that
// the MMA warps wait only for data, never for a reduction turn.
#include "dash/kernels/sm90/bwd/async_ops.hpp"
#include "dash/kernels/sm90/bwd/v1/config.hpp"
#include "dash/kernels/sm90/bwd/v1/dq_writer.hpp"
#include "dash/kernels/sm90/bwd/v1/epilogue.hpp"
#include "dash/kernels/sm90/bwd/v1/loader.hpp"
#include "dash/kernels/sm90/bwd/v1/mainloop.hpp"
#include "dash/kernels/sm90/bwd/primitives.hpp"
#include "dash/kernels/sm90/bwd/v1/shared_storage.hpp"
#include "dash/kernels/sm90/bwd/v1/split_mainloop.hpp"
#include "dash/kernels/sm90/bwd/step_walk.hpp"
#include "dash/kernels/sm90/bwd/v1/task_ring.hpp"
#include "dash/kernels/sm90/bwd/v1/tile_layout.hpp"
#include "dash/kernels/sm90/bwd/v1/wgmma_ops.hpp"
#include "dash/kernels/sm90/common/named_barrier.hpp"
#include "dash/schedule/schedule.hpp"

#if defined(__CUDA_ARCH__) && !defined(__CUDA_ARCH_FEAT_SM90_ALL)
#error "the dash backward kernels use wgmma: compile for sm_90a (CUDA_ARCHITECTURES 90a)"
#endif

namespace dash::sm90::bwd::v1 {

// The Q-side tiles of step n (slot n % kQStages), once the loader has filled them; sub(h):
// the kStepM rows of sub-step h.
template <class Cfg>
struct QStage {
  int slot;
  const typename Cfg::Element* sQ;   // (kBlockM, D) 128-byte swizzled (tile_layout.hpp)
  const typename Cfg::Element* sDo;  // (kBlockM, D) 128-byte swizzled
  const float* sLse2;                // (kBlockM, 2) lse * log2(e) and its residual, per row
  const float* sDsum;                // (kBlockM) D
  const int* sExp;                   // (kBlockM) fixed-point exponents (exact mode)
  const int* sLseFlag;               // non-zero: a row of the Q tile needs its LSE residual
  __device__ __forceinline__ QStage sub(int h) const {
    if constexpr (Cfg::kSubSteps == 1) return *this;
    // Rows [r, r + kStepM) of every 64-column block start row_offset(r) further on. The
    // broadcast keeps the wgmma descriptors in uniform registers (as the slot's in wait_q_stage).
    const int r = __shfl_sync(0xffffffffu, h, 0) * Cfg::kStepM;
    const int e = QTileLayout<Cfg>::row_offset(r);
    return QStage{slot, sQ + e, sDo + e, sLse2 + 2 * r, sDsum + r, sExp + r, sLseFlag};
  }
};
template <class Cfg>
__device__ __forceinline__ QStage<Cfg> wait_q_stage(char* smem, const LoadBarriers& loads, uint32_t n) {
  using Element = typename Cfg::Element;
  // Broadcast from lane 0: ptxas then keeps the slot's wgmma descriptors in uniform registers.
  const int slot = __shfl_sync(0xffffffffu, static_cast<int>(n % Cfg::kQStages), 0);
  mbar_wait(&loads.q_full[slot], (n / Cfg::kQStages) & 1);  // TMA data: async proxy, as wgmma reads it
  const SharedStorage<Cfg> sm{smem};
  return QStage<Cfg>{slot, sm.q(slot), sm.dout(slot), sm.lse2(slot), sm.dsum(slot), sm.dq_exp(slot), sm.lse_flag(slot)};
}

// Named barriers of the dS^T hand-over of sub-step m. The dQ owners alternate, so even and
// odd sub-steps use their own pair: a warpgroup's arrival for sub-step m + 1 can never
// complete the barrier of sub-step m.
template <class Cfg>
__device__ __forceinline__ BarrierId ds_stored_barrier(uint32_t m) {
  return (m & 1) ? BarrierId::kDsStoredOdd : BarrierId::kDsStored;
}
template <class Cfg>
__device__ __forceinline__ BarrierId ds_read_barrier(uint32_t m) {
  return (m & 1) ? BarrierId::kDsReadOdd : BarrierId::kDsRead;
}

template <class Cfg>
__device__ __forceinline__ void mma_warps(const BwdKernelParams& p, const TaskSource<typename Cfg::Traits>& tasks, char* smem,
                                          const LoadBarriers& loads, const DqSlots& dq_slots) {
  using Element = typename Cfg::Element;
  const Element* sK = SharedStorage<Cfg>{smem}.k();
  const Element* sV = SharedStorage<Cfg>{smem}.v();
  const int dq_m0 = ((threadIdx.x >> 5) % Cfg::kWarpsM) * 16;  // this warp's rows of the dQ tile

  KvAccum<Cfg> acc;
  uint32_t kv_uses = 0;  // KV tiles started
  const uint32_t steps = walk_steps(
      p, tasks, task_read<Cfg>(smem, 0), [](uint32_t, const TaskAt&, int) {},
      [&](const WalkStep& ws) {
        const Step& st = ws.step;
        const uint32_t n = ws.n;
        if (ws.first_of_kv_tile()) {
          acc.zero();
          mbar_wait(loads.kv_full, kv_uses & 1);
          ++kv_uses;
        }
        const QStage<Cfg> q_step = wait_q_stage<Cfg>(smem, loads, n);
        const bool last_of_tile = ws.last_of_kv_tile();
        Element* sDsT = SharedStorage<Cfg>{smem}.ds_t();
#pragma unroll 1
        for (int h = 0; h < Cfg::kSubSteps; ++h) {
          const bool last_sub = h + 1 == Cfg::kSubSteps;
          const uint32_t m = n * Cfg::kSubSteps + h;  // sub-steps done
          const QStage<Cfg> q = q_step.sub(h);
          const StepCoords coords{st.q_tile * Cfg::kBlockM + h * Cfg::kStepM, st.kv_tile * Cfg::kBlockN,
                                  ws.at.seq.seqlen_q, ws.at.seq.seqlen_k};
          const DqRowScales row_scales = dq_row_scales<Cfg>(p, q.sExp, dq_m0);
          SdpAccum<Cfg> sdp;
          issue_sdp<Cfg>(sK, sV, q.sQ, q.sDo, sdp);
          // The dQ owner of sub-step m (warpgroup m % 2) computes and stages the CTA's whole
          // partial; the other warpgroup hands its dS^T rows over and goes on. The owner of the
          // previous sub-step (the other warpgroup) read dS^T last, so this sub-step's owner
          // waits for that read before it overwrites its rows.
          const bool owner = (m & 1) == static_cast<uint32_t>(warpgroup_index());
          finish_dkdv<Cfg>(p, coords, q.sQ, q.sDo, q.sLse2, *q.sLseFlag != 0, q.sDsum, sDsT, sdp, acc, [&] {
            if (Cfg::kAddAfterNextDs && h == 0 && n > 0 && threadIdx.x == 0)
              mbar_arrive(&dq_slots.next_ds[dq_slot<Cfg>(p, n - 1).slot]);  // partial n - 1 may go out
            if (owner && m > 0) named_barrier_sync(Cfg::kMmaThreads, ds_read_barrier<Cfg>(m - 1));
          });
          if (last_sub) mbar_arrive(&loads.q_empty[q.slot]);  // the step's Q / dO / lse2 / D are consumed
          if (!owner) {
            named_barrier_arrive(Cfg::kMmaThreads, ds_stored_barrier<Cfg>(m));
            if (last_of_tile && last_sub) mbar_arrive(loads.kv_empty);  // K / V are no longer read
          } else {
            named_barrier_sync(Cfg::kMmaThreads, ds_stored_barrier<Cfg>(m));  // both warpgroups' dS^T rows are stored
            float dq[Cfg::kDqFrags][4];  // (16, D) warp tile of the CTA's dQ partial
            issue_dq<Cfg>(sK, sDsT, dq);
            wgmma_wait<0>();
            fence_regs(dq);
            named_barrier_arrive(Cfg::kMmaThreads, ds_read_barrier<Cfg>(m));
            if (last_of_tile && last_sub) mbar_arrive(loads.kv_empty);
            const int* row_codes =
                Cfg::kExact ? p.ws.dq_exp + ws.at.tile(st.q_tile) * Cfg::kBlockM + h * Cfg::kStepM + dq_m0 : nullptr;
            dq_stage<Cfg>(p, smem, dq_slots, n, h, row_scales, row_codes, dq);
          }
        }
        if (last_of_tile) write_dkdv<Cfg>(p, ws.at, st.kv_tile, acc);
      },
      // The next task's id: only once this task's last partial is staged, since with at_turn the
      // dQ writer claims it as that partial gets its turn (task_ring.hpp).
      [&](uint32_t k) { return task_read<Cfg>(smem, k + 1); });
  // Each sub-step's owner hands its read of dS^T over to the next owner (the other warpgroup);
  // after the last sub-step that warpgroup completes the hand-over barrier alone.
  const uint32_t m_end = steps * Cfg::kSubSteps;
  if (m_end > 0 && ((m_end - 1) & 1) != static_cast<uint32_t>(warpgroup_index()))
    named_barrier_sync(Cfg::kMmaThreads, ds_read_barrier<Cfg>(m_end - 1));
}

// The MMA warps with split columns (split_mainloop.hpp): one step per Q tile, both warpgroups
// on every step; each stages its dQ^T rows of the step's partial.
template <class Cfg>
__device__ __forceinline__ void mma_warps_split(const BwdKernelParams& p, const TaskSource<typename Cfg::Traits>& tasks, char* smem,
                                                const LoadBarriers& loads, const DqSlots& dq_slots) {
  const SharedStorage<Cfg> sm{smem};
  KvAccum<Cfg> acc;
  uint32_t kv_uses = 0;  // KV tiles started
  walk_steps(
      p, tasks, task_read<Cfg>(smem, 0), [](uint32_t, const TaskAt&, int) {},
      [&](const WalkStep& ws) {
        const Step& st = ws.step;
        if (ws.first_of_kv_tile()) {
          acc.zero();
          mbar_wait(loads.kv_full, kv_uses & 1);
          ++kv_uses;
        }
        const QStage<Cfg> q = wait_q_stage<Cfg>(smem, loads, ws.n);
        const StepCoords coords{st.q_tile * Cfg::kBlockM, st.kv_tile * Cfg::kBlockN, ws.at.seq.seqlen_q,
                                ws.at.seq.seqlen_k};
        const DqSplitScales<Cfg> row_scales = dq_split_scales<Cfg>(p, q.sExp);
        float dq[Cfg::kDqFrags][4];  // the warpgroup's dQ^T fragments (dq_tile_layout.hpp)
        split_step<Cfg>(p, coords, SplitQTiles<Cfg>{q.sQ, q.sDo, q.sLse2, q.sDsum, *q.sLseFlag != 0}, sm.k(), sm.v(),
                        sm.p_t(), sm.ds_t(), acc, dq);
        mbar_arrive(&loads.q_empty[q.slot]);  // the step's Q / dO / lse2 / D / codes are consumed
        const bool last_of_tile = ws.last_of_kv_tile();
        if (last_of_tile) mbar_arrive(loads.kv_empty);  // K / V are no longer read
        const int* codes = Cfg::kExact ? p.ws.dq_exp + ws.at.tile(st.q_tile) * Cfg::kBlockM : nullptr;
        dq_stage_split<Cfg>(p, smem, dq_slots, ws.n, row_scales, codes, dq);
        if (last_of_tile) write_dkdv<Cfg>(p, ws.at, st.kv_tile, acc);
      },
      // The next task's id: only once this task's last partial is staged (as mma_warps).
      [&](uint32_t k) { return task_read<Cfg>(smem, k + 1); });
}

template <class Cfg>
__global__ void __launch_bounds__(Cfg::kThreads, 1) bwd_main_kernel(const __grid_constant__ BwdKernelParams p) {
  // __grid_constant__: the TMA maps in p are read where they are (their address is an operand).
  extern __shared__ __align__(1024) char smem[];  // 128-byte-swizzled tiles: 1024-byte aligned
  pdl_allow_next_then_wait();
  if (Cfg::kExact && skip_wide_rerun(p)) return;  // the narrow exact pass was precise: nothing to redo
  // A packed batch the plan found invalid has no task, and its task counter was never zeroed
  // (the preprocess returned at once): claiming from it would read any task id.
  if (Cfg::kPacked && packed_offsets_bad(p)) return;
  const TaskSource<typename Cfg::Traits> tasks = task_source<typename Cfg::Traits>(p);
  const int w = blockIdx.x;
  // A static walk knows its task count here; a dynamic one learns it from the claims.
  if (p.schedule.claims == static_cast<int>(TaskClaims::static_walk) && tasks.num_tasks_of_worker(w) == 0) return;

  uint64_t* bars = SharedStorage<Cfg>{smem}.barriers();
  constexpr int kB = Cfg::kDqBuffers, kQ = Cfg::kQStages, kT = Cfg::kTaskSlots;
  static_assert(Cfg::kNumBars == Cfg::kDqSlotBars * kB + 2 * kQ + 2 + 2 * kT, "barrier map below");
  const DqSlots dq_slots{bars + 0, bars + kB, Cfg::kAddAfterNextDs ? bars + 2 * kB : nullptr};
  uint64_t* lb = bars + Cfg::kDqSlotBars * kB;
  const LoadBarriers loads{lb, lb + kQ, lb + 2 * kQ, lb + 2 * kQ + 1};
  static_assert(TaskRing<Cfg>::kBarBase == Cfg::kDqSlotBars * kB + 2 * kQ + 2, "the ring's barriers follow");
  if (threadIdx.x == 0) {
    for (int i = 0; i < kT; ++i) {
      mbar_init(TaskRing<Cfg>::full(smem, i), 1);
      mbar_init(TaskRing<Cfg>::empty(smem, i), TaskRing<Cfg>::kReaders);
    }
    for (int i = 0; i < kB; ++i) {
      mbar_init(&dq_slots.full[i], Cfg::kDqStagers);  // each sub-step's owner, or both (split columns)
      mbar_init(&dq_slots.empty[i], 1);
      if (Cfg::kAddAfterNextDs) mbar_init(&dq_slots.next_ds[i], 1);
    }
    for (int i = 0; i < kQ; ++i) {
      mbar_init(&loads.q_full[i], 1);
      mbar_init(&loads.q_empty[i], Cfg::kMmaThreads);
    }
    mbar_init(loads.kv_full, 1);
    mbar_init(loads.kv_empty, Cfg::kMmaThreads);
    // The TMA's complete_tx reaches the barriers through the async proxy; the swizzled tiles
    // need a 1024-byte-aligned base (the dynamic shared memory starts there without static
    // shared memory; a trap rather than wrong gradients if it ever does not).
    if (smem_u32(smem) % 1024 != 0) __trap();
    asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
  }
  __syncthreads();  // barriers initialised before any warp uses them

  const int warp = threadIdx.x >> 5;
  if (warp >= Cfg::kWarps) {  // warpgroup 2
    warpgroup_reg_dealloc<Cfg::kWriterRegs>();
    if (warp == Cfg::kWriterWarp) {
      if ((threadIdx.x & 31) == 0) dq_writer_loop<Cfg>(p, tasks, smem, dq_slots);
    } else if (threadIdx.x == Cfg::kLoaderThread) {
      loader_loop<Cfg>(p, tasks, w, smem, loads);
    }  // the other two warps have nothing to do
    return;
  }
  warpgroup_reg_alloc<Cfg::kMmaRegs>();
  if constexpr (Cfg::kSplitCols) mma_warps_split<Cfg>(p, tasks, smem, loads, dq_slots);
  else mma_warps<Cfg>(p, tasks, smem, loads, dq_slots);
}

}  // namespace dash::sm90::bwd::v1
