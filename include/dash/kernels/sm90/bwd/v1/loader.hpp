#pragma once
// The loader thread (thread 0 of warp kWriterWarp + 1): it walks the Schedule's steps in the
// MMA warps' order and issues, with the TMA and bulk copies,
//   Q / dO / lse2 / D (exact: the exponents) and the residual flag of each step into slot
//   (step % kQStages)
//                                                                (q_full / q_empty)
//   K / V of each task tile into the single KV buffer            (kv_full / kv_empty)
// so that the MMA warps only wait on a barrier. A slot's loads are issued as soon as the MMA
// warps release it: kQStages - 1 steps ahead. Tiles are copied as one 128-byte-swizzled
// box per 64 columns (tma_maps.hpp, tile_layout.hpp; rows past the sequence read as zeros);
// the barriers' phases complete with the bytes. (The TMA runs faster than cp.async loader warps
// writing blocked tiles in every kernel and mode: docs/tuning-record.md, 'TMA loads'.)
#include "dash/kernels/sm90/bwd/async_ops.hpp"
#include "dash/kernels/sm90/bwd/v1/config.hpp"
#include "dash/kernels/sm90/bwd/v1/shared_storage.hpp"
#include "dash/kernels/sm90/bwd/step_walk.hpp"
#include "dash/kernels/sm90/bwd/v1/task_ring.hpp"
#include "dash/kernels/sm90/bwd/v1/tile_layout.hpp"
#include "dash/kernels/sm90/bwd/tma_load.hpp"
#include "dash/kernels/sm90/common/swizzle.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash::sm90::bwd::v1 {

// The hand-over barriers of the loads (each: [2] slots or one buffer).
struct LoadBarriers {
  uint64_t* q_full;    // [kQStages] count 1 (the loader's expect_tx) + the bytes
  uint64_t* q_empty;   // [kQStages] count kMmaThreads: the step's Q / dO are no longer read
  uint64_t* kv_full;   // count 1 + the bytes
  uint64_t* kv_empty;  // count kMmaThreads: the task's last dQ GEMM has read K
};

// Unless the dQ writer takes them (at_turn), the loader also takes the CTA's tasks and publishes
// them in the task ring (task_ring.hpp): task k + 1 is claimed as the loader reaches task k's
// last step (before it waits for that step's slot) and published once that step's loads are
// issued. With at_turn the loader reads task k + 1 there instead.
template <class Cfg>
__device__ void loader_loop(const BwdKernelParams& p, const TaskSource<typename Cfg::Traits>& tasks, int w, char* smem,
                            const LoadBarriers& bars) {
  constexpr uint32_t kRowBytes = Cfg::kBlockM * 4;
  // Q, dO, lse2 pairs, D (exponents), the residual flag
  constexpr uint32_t kQTx = Cfg::kQBytes + Cfg::kDoBytes + (Cfg::kExact ? 4 : 3) * kRowBytes + 16;
  constexpr uint32_t kKvTx = Cfg::kKBytes + Cfg::kVBytes;  // K, V
  const SharedStorage<Cfg> sm{smem};
  uint32_t kv_uses = 0;
  const bool claims = !writer_claims<Cfg>(p);
  int t = claims ? claim_task(p, tasks, w, 0) : task_read<Cfg>(smem, 0);
  if (claims) task_publish<Cfg>(smem, 0, t);
  int t_next = -1, h = 0, hk = 0;
  walk_steps(
      p, tasks, t,
      [&](uint32_t, const TaskAt& A, int) {
        t_next = -1;
        h = A.h, hk = h / (p.shape.heads / p.shape.heads_kv);
      },
      [&](const WalkStep& ws) {
        const SeqPlace& sq = ws.at.seq;
        const Step& st = ws.step;
        const uint32_t n = ws.n, k = ws.k;
        const int slot = static_cast<int>(n % Cfg::kQStages);
        const int row0 = st.q_tile * Cfg::kBlockM;
        uint64_t* full = &bars.q_full[slot];
        const bool last = ws.last_of_task();
        if (last && claims) t_next = claim_task(p, tasks, w, k + 1);  // its latency hides behind the wait below
        mbar_wait(&bars.q_empty[slot], ((n / Cfg::kQStages) & 1) ^ 1);
        mbar_arrive_expect_tx(full, kQTx);
        // A packed sequence's last tile reads the next sequence's rows past its end: their lse2
        // is +inf (the preprocess), so that they take no part (P = 0, dS = 0).
        tma_load_tile<typename Cfg::Traits, Cfg::kBlockM>(sm.q(slot), &p.tma.q, sq.q0 + row0, h, sq.tensor_b, full);
        tma_load_tile_of<DoTileLayout<Cfg>>(sm.dout(slot), &p.tma.dout, sq.q0 + row0, h, sq.tensor_b, full);
        const int64_t tile = ws.at.tile(st.q_tile);
        const int64_t off = tile * Cfg::kBlockM;
        bulk_load(sm.lse2(slot), p.ws.lse2 + 2 * off, 2 * kRowBytes, full);
        bulk_load(sm.dsum(slot), p.ws.dsum + off, kRowBytes, full);
        if (Cfg::kExact) bulk_load(sm.dq_exp(slot), p.ws.dq_exp + off, kRowBytes, full);
        bulk_load(sm.lse_flag(slot), p.ws.lse_flags + 4 * tile, 16, full);
        if (ws.first_of_kv_tile()) {
          // Keys past a packed sequence's end are the next sequence's: the mask hides them.
          const int kv_row0 = st.kv_tile * Cfg::kBlockN;
          mbar_wait(bars.kv_empty, (kv_uses & 1) ^ 1);
          mbar_arrive_expect_tx(bars.kv_full, kKvTx);
          tma_load_tile<typename Cfg::Traits, Cfg::kBlockN>(sm.k(), &p.tma.k, sq.k0 + kv_row0, hk, sq.tensor_b, bars.kv_full);
          tma_load_tile_of<VTileLayout<Cfg>>(sm.v(), &p.tma.v, sq.k0 + kv_row0, hk, sq.tensor_b, bars.kv_full);
          ++kv_uses;
        }
        if (last) {
          if (claims) task_publish<Cfg>(smem, k + 1, t_next);
          else t_next = task_read<Cfg>(smem, k + 1);
        }
      },
      [&](uint32_t) { return t_next; });
}

}  // namespace dash::sm90::bwd::v1
