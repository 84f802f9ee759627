#pragma once
// The dQ reduction. Each step's (kBlockM, kHeadDim) partial goes through a shared-memory
// buffer (Cfg::kDqBuffers of them; each sub-step stages its kStepM rows into its own part)
// to a dedicated writer warp, which adds it into the global accumulator of dQ tile
// (head_index, q_tile) with one bulk reduce-add:
//   ordered:   wait until the tile's counter equals this step's rank (the Schedule's
//              fixed position in the tile's reduction order), add (rank 0: store, the
//              accumulator is not zeroed in this mode), hand the buffer back once
//              the add has read it, wait until the add is COMPLETE (not merely read from
//              shared memory), then publish rank + 1. Only
//              one CTA touches a tile at a time, so the fp32 sum is evaluated in the same
//              order on every run.
//   unordered: bulk adds in arrival order: the cost baseline of determinism. The first
//              partial to reach a tile claims it and is stored (dq_first_partial_claimed):
//              the accumulator is not zeroed; the others wait for that store, then add.
//   exact:     (Cfg::kExact, a kernel of its own) fixed point with a per-row exponent
//              (fixed_point.hpp); integer adds commute, so there is no turn to wait for
//              (the first partial claims the tile, as in unordered mode).
//              The owner warpgroup computes the CTA's whole fp32 partial and converts it as
//              it stores it: 32-bit words (.add.u32: the bytes and the slots of the fp32
//              path) or, the fallback, 64-bit words (.add.u64: both buffers, one slot).
// With Cfg::kAddAfterNextDs (the head-dim-64 fp32 kernel: ordered and unordered) the writer
// takes partial n only once the MMA warps' next step has its dS.
// Each sub-step's dQ owner warpgroup (warpgroup m % 2, config.hpp) stages its part of the
// step's partial alone (dq_stage).
// The MMA warps never wait for a turn; they only wait for a free buffer. A watchdog turns
// a protocol deadlock into an error instead of a hang: the writer then drains the
// remaining partials without adding them, so that the CTA still finishes (dK / dV are still
// right), and the postprocess writes NaN into dQ and reports the failure (postprocess.hpp).
#include "dash/kernels/sm90/bwd/async_ops.hpp"
#include "dash/kernels/sm90/bwd/v1/config.hpp"
#include "dash/kernels/sm90/bwd/dq_tile_layout.hpp"
#include "dash/kernels/sm90/bwd/v1/exact_stage.hpp"
#include "dash/kernels/sm90/bwd/v1/shared_storage.hpp"
#include "dash/kernels/sm90/bwd/step_walk.hpp"
#include "dash/kernels/sm90/bwd/dq_reduction.hpp"
#include "dash/kernels/sm90/bwd/v1/task_ring.hpp"
#include "dash/kernels/sm90/bwd/v1/wgmma_ops.hpp"
#include "dash/reduction/fixed_point.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash::sm90::bwd::v1 {

// The hand-over between the MMA warpgroups and the writer warp: one slot per dQ buffer
// (a pair of buffers per slot with 64-bit exact words).
struct DqSlots {
  uint64_t* full;   // [kDqBuffers] count 128 per owner of the step's parts: the partial is stored
  uint64_t* empty;  // [kDqBuffers] count 1: the writer no longer reads the buffer
  uint64_t* next_ds;  // [kDqBuffers] count 1 (Cfg::kAddAfterNextDs, else null): the step
                      // after this slot's partial has its dS
};

// Slot (barrier index), first buffer and use number (for the barrier parity) of the n-th
// partial of a CTA.
struct DqSlot {
  int slot;
  int buf;
  uint32_t use;
};
template <class Cfg>
__device__ __forceinline__ DqSlot dq_slot(const BwdKernelParams& p, uint32_t n) {
  constexpr uint32_t kB = Cfg::kDqBuffers;
  if (Cfg::kExact && p.reduction.exact_words == kExactWide) {
    const int slot = static_cast<int>(n % (kB / 2));
    return DqSlot{slot, 2 * slot, n / (kB / 2)};
  }
  return DqSlot{static_cast<int>(n % kB), static_cast<int>(n % kB), n / kB};
}

// Exact mode's one-FMA rounding (exact::small_round_t) of kG fragments acc[0, kG) with scale(i, e)
// for element e of fragment i: their values t, and whether every element of the warp's group
// rounds that way (a warp vote).
template <int kG, class Scale>
__device__ __forceinline__ bool small_round_fits(const float (*acc)[4], Scale&& scale, float (&t)[kG][4]) {
  uint32_t miss[2 * kG];  // ORed as a tree: a serial chain of 4 kG ORs sat on the owner's path
#pragma unroll
  for (int i = 0; i < kG; ++i) {
#pragma unroll
    for (int e = 0; e < 4; ++e) t[i][e] = exact::small_round_t(acc[i][e], scale(i, e));
    miss[2 * i] = exact::small_round_miss(t[i][0]) | exact::small_round_miss(t[i][1]);
    miss[2 * i + 1] = exact::small_round_miss(t[i][2]) | exact::small_round_miss(t[i][3]);
  }
#pragma unroll
  for (int w = 1; w < 2 * kG; w *= 2)
#pragma unroll
    for (int i = 0; i + w < 2 * kG; i += 2 * w) miss[i] |= miss[i + w];
  return __all_sync(0xffffffffu, miss[0] < exact::kSmallRoundFits);
}
// Their words into fragments [f0, f0 + kG) of warp `warp` of a staging buffer.
template <class Cfg, int kG>
__device__ __forceinline__ void store_small_round_words(char* buf, int warp, int f0, int lane, const float (&t)[kG][4]) {
#pragma unroll
  for (int i = 0; i < kG; ++i)
    *reinterpret_cast<int4*>(buf + dq_frag_offset<typename Cfg::Traits>(warp, f0 + i, lane) * 4) =
        make_int4(exact::small_round_word(t[i][0]), exact::small_round_word(t[i][1]),
                  exact::small_round_word(t[i][2]), exact::small_round_word(t[i][3]));
}

// MMA side, the sub-step's dQ owner alone: it stores the CTA's (kStepM, kHeadDim) partial of
// sub-step h of step n (warp w of the warpgroup: Q rows [16 w, 16 w + 16)) into part h of the
// step's buffer (exact mode: converted to fixed point); the writer takes the buffer once every
// sub-step's part has been handed over. row_codes (exact mode): the workspace's row codes of the
// warp's 16 rows, which the narrow guard reads on the rare rounding path.
template <class Cfg>
__device__ __forceinline__ void dq_stage(const BwdKernelParams& p, char* smem, const DqSlots& slots, uint32_t n,
                                         int h, const DqRowScales& rs, const int* row_codes,
                                         const float (&acc)[Cfg::kDqFrags][4]) {
  const int warp = (threadIdx.x >> 5) & 3, lane = threadIdx.x & 31;
  const auto [slot, buf_index, use] = dq_slot<Cfg>(p, n);
  const bool wide = Cfg::kExact && p.reduction.exact_words == kExactWide;
  char* buf = SharedStorage<Cfg>{smem}.dq(buf_index) + h * Cfg::kDqPartBytes * (wide ? 2 : 1);
  // Every sub-step's owner stages its own part and hands it over.
  mbar_wait(&slots.empty[slot], (use & 1) ^ 1);
  constexpr int kNt = Cfg::kDqFrags;
  if (!Cfg::kExact) {
#pragma unroll
    for (int nt = 0; nt < kNt; ++nt)
      *reinterpret_cast<float4*>(buf + dq_frag_offset<typename Cfg::Traits>(warp, nt, lane) * 4) =
          make_float4(acc[nt][0], acc[nt][1], acc[nt][2], acc[nt][3]);
  } else if (wide) {
    if constexpr (Cfg::kColdRoundingOutOfLine) dq_stage_wide_words_cold<Cfg>(buf, warp, lane, rs, dq_frag_of<Cfg>(acc));
    else dq_stage_wide_words<Cfg>(buf, warp, lane, rs, acc);
  } else {
    // One FMA per element where every element of the warp's group of column blocks is below
    // 2^22 - 1/2 units (exact::small_round_t; the bench's random inputs from 2048 keys on), the
    // full rounding otherwise. The same words either way.
    constexpr int kG = Cfg::kSmallRoundBlocks;
    static_assert(kNt % kG == 0, "whole groups of column blocks");
#pragma unroll
    for (int g0 = 0; g0 < kNt; g0 += kG) {
      float t[kG][4];
      if (small_round_fits<kG>(acc + g0, [&](int, int e) { return e < 2 ? rs.s0 : rs.s1; }, t)) {
        store_small_round_words<Cfg>(buf, warp, g0, lane, t);
      } else {
        const NarrowGuard guard{p.reduction.exact_check ? row_codes : nullptr, p.ws.error + kErrWideNeeded,
                                p.reduction.exact_guard_units};
        if constexpr (Cfg::kColdRoundingOutOfLine)
          dq_stage_narrow_group_cold<Cfg>(buf, warp, lane, g0, rs, guard, dq_frag_of<Cfg>(acc));
        else
          dq_stage_narrow_group<Cfg>(buf, warp, lane, g0, rs, guard, acc);
      }
    }
  }
  fence_proxy_async_smem();  // the writer's bulk copy (async proxy) reads these stores
  mbar_arrive(&slots.full[slot]);
}

// Split columns (split_mainloop.hpp): both warpgroups stage their dQ^T fragments of step n's
// partial (dq_tile_layout.hpp) and hand the buffer over together (Cfg::kDqStagers). codes
// (exact mode): the workspace's codes of the step's Q rows, which the narrow guard reads on the
// rare rounding path.
template <class Cfg>
__device__ __forceinline__ void dq_stage_split(const BwdKernelParams& p, char* smem, const DqSlots& slots, uint32_t n,
                                               const DqSplitScales<Cfg>& rs, const int* codes,
                                               const float (&acc)[Cfg::kDqFrags][4]) {
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31, wg = warpgroup_index();
  const auto [slot, buf_index, use] = dq_slot<Cfg>(p, n);
  char* buf = SharedStorage<Cfg>{smem}.dq(buf_index);
  mbar_wait(&slots.empty[slot], (use & 1) ^ 1);
  if (!Cfg::kExact) {
#pragma unroll
    for (int f = 0; f < Cfg::kDqFrags; ++f)
      *reinterpret_cast<float4*>(buf + dq_frag_offset<typename Cfg::Traits>(warp, f, lane) * 4) =
          make_float4(acc[f][0], acc[f][1], acc[f][2], acc[f][3]);
  } else if (p.reduction.exact_words == kExactWide) {
    dq_stage_split_wide_cold<Cfg>(buf, warp, lane, wg, rs, dq_frag_of<Cfg>(acc));
  } else {
    // The one-FMA rounding where the warp's whole partial fits (dq_stage), else the full one.
    float t[Cfg::kDqFrags][4];
    if (small_round_fits<Cfg::kDqFrags>(acc, [&](int f, int e) { return rs.of(wg, f, e); }, t)) {
      store_small_round_words<Cfg>(buf, warp, 0, lane, t);
    } else {
      const NarrowGuard guard{p.reduction.exact_check ? codes : nullptr, p.ws.error + kErrWideNeeded,
                              p.reduction.exact_guard_units};
      dq_stage_split_narrow_cold<Cfg>(buf, warp, lane, wg, rs, guard, dq_frag_of<Cfg>(acc));
    }
  }
  fence_proxy_async_smem();  // the writer's bulk copy (async proxy) reads these stores
  mbar_arrive(&slots.full[slot]);
}

// With at_turn, how many partials before a task's last one the writer claims the next task: the
// MMA warps may stage kDqBuffers partials ahead of the writer's turns, so with a lead of
// kDqBuffers - 1 they find the next task claimed as they finish the current one, where a claim
// at the last partial's turn leaves a bubble of that turn, the claim and the first loads at every
// task (docs/tuning-record.md, 'Claim lead').
// Any lead keeps the progress guarantee: claims follow the launch order, and a CTA's writer
// finishes its older task's turns first.
template <class Cfg>
constexpr int kClaimLead = Cfg::kDqBuffers - 1;

// Writer side (one thread): walks the same steps as the MMA warps, in the same order. With
// TaskClaims::at_turn it also takes the CTA's tasks: the next one once it holds the turn of the
// current task's partial kClaimLead before the last (task_ring.hpp).
template <class Cfg>
__device__ void dq_writer_loop(const BwdKernelParams& p, const TaskSource<typename Cfg::Traits>& tasks, char* smem,
                               const DqSlots& slots) {
  bool aborted = false;
  const bool claims = writer_claims<Cfg>(p);
  int t = claims ? claim_next_task(p, tasks) : task_read<Cfg>(smem, 0);
  if (claims) task_publish<Cfg>(smem, 0, t);
  int t_task = t, t_next = -1, s_claim = -1;
  walk_steps(
      p, tasks, t,
      [&](uint32_t, const TaskAt& A, int id) {
        t_task = id;
        t_next = -1;
        s_claim = claims ? imax(0, A.task.num_steps() - 1 - kClaimLead<Cfg>) : -1;
      },
      [&](const WalkStep& ws) {
        const Task& T = ws.task();
        const Step& st = ws.step;
        const int s = ws.s;
        const uint32_t k = ws.k;
        const auto [slot, buf_index, use] = dq_slot<Cfg>(p, ws.n);
        const int64_t tile_index = ws.at.tile(st.q_tile);
        int* counter = p.ws.counters + tile_index;
        // Claim modes: the tile's state, read before the waits below so that its latency hides
        // behind them (once stored, a tile stays stored for the rest of the call).
        const bool claim = dq_first_partial_claimed(p) && !aborted;
        const int seen = claim ? ld_acquire_gpu(counter) : kTileStored;
        mbar_wait(&slots.full[slot], use & 1);
        const bool last_of_task = ws.last_of_task();
        if (last_of_task && !claims) t_next = task_read<Cfg>(smem, k + 1);
        const bool claim_here = s == s_claim;
        // A worker's last partial has no next step to wait for; a task's last partial whose next
        // task is claimed at its own turn (below) waits for it after its add.
        const bool next_ds_first = !(last_of_task && (claim_here || t_next < 0));
        if (Cfg::kAddAfterNextDs && next_ds_first) mbar_wait(&slots.next_ds[slot], use & 1);
        float* dst = p.ws.dq_accum + tile_index * Cfg::kBlockM * Cfg::kHeadDim * dq_word_floats(p);
        const char* src = SharedStorage<Cfg>{smem}.dq(buf_index);
        if (!Cfg::kExact && !aborted && p.reduction.ordered) {
          aborted = !dq_wait_turn(p, counter, T.head_index, st.q_tile, st.rank);
          fence_proxy_async_global();  // the bulk add below is ordered after the acquire
        }
        if (claim_here) {  // the CTA owes at most kClaimLead more turns: its next task
          t_next = claim_next_task(p, tasks);
          task_publish<Cfg>(smem, k + 1, t_next);
        }
        if (p.test.trace != nullptr) trace_partial(p, t_task, s, counter);
        bool store = !Cfg::kExact && p.reduction.ordered && st.rank == 0;
        if (claim) {
          if (seen != kTileStored) {
            store = seen == kTileUntouched && atomicCAS(counter, kTileUntouched, kTileClaimed) == kTileUntouched;
            if (!store)  // another CTA's first partial is on its way: add only onto it
              aborted = !dq_spin(p, counter, T.head_index, st.q_tile, -1,
                                 [](int v) { return v == kTileStored; });
          }
          if (!store) fence_proxy_async_global();  // the bulk add below is ordered after the acquire
        }
        if (!aborted) {
          if (store) bulk_store(dst, src, dq_word_floats(p) * Cfg::kDqBytes);
          else if (!Cfg::kExact)
            bulk_reduce_add_f32(dst, src, Cfg::kDqBytes);
          else if (p.reduction.exact_words == kExactWide)
            bulk_reduce_add_u64(dst, src, 2 * Cfg::kDqBytes);
          else bulk_reduce_add_u32(dst, src, Cfg::kDqBytes);
          bulk_commit();
          // The buffer goes back to the MMA warps once the add has read it, in every mode
          // (handing it back only after the add's completion is slower: docs/tuning-record.md,
          // 'Buffer release'); a turn is released only once the add is complete.
          bulk_wait_read_all();
          mbar_arrive(&slots.empty[slot]);
          if (!Cfg::kExact && p.reduction.ordered) {
            bulk_wait_all();             // the adds are performed in global memory ...
            fence_proxy_async_global();  // ... and ordered before the generic release below
            st_release_gpu(counter, st.rank + 1);  // the next rank's turn
          } else if (claim && store) {
            bulk_wait_all();  // the store is complete in global memory before anyone adds onto it
            fence_proxy_async_global();
            st_release_gpu(counter, kTileStored);
          }
        } else {
          mbar_arrive(&slots.empty[slot]);
        }
        // The next step's dS, not waited for above (the barrier's phases stay in step).
        if (Cfg::kAddAfterNextDs && !next_ds_first && t_next >= 0) mbar_wait(&slots.next_ds[slot], use & 1);
      },
      [&](uint32_t) { return t_next; });
  bulk_wait_all();
}

}  // namespace dash::sm90::bwd::v1
