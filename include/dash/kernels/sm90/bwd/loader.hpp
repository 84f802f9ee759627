#pragma once
// The loader warps: they walk the Schedule's steps in the MMA warps' order and fill
//   Q / dO / lse2 / D of each step into slot (step % kQStages)   (q_full / q_empty)
//   K / V of each task tile into the single KV buffer      (kv_full / kv_empty)
// with cp.async, so that the MMA warps only wait on a barrier. A slot's loads are issued
// as soon as the MMA warps release it: kQStages - 1 steps ahead. Each warp has its own tiles (Q / K,
// dO / V, the row vectors), so that it issues little more than the copies themselves.
#include "dash/kernels/sm90/bwd/async_ops.hpp"
#include "dash/kernels/sm90/bwd/config.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash::sm90::bwd {

// The hand-over barriers of the loads (each: [2] slots or one buffer).
struct LoadBarriers {
  uint64_t* q_full;    // [kQStages] count kLoaderThreads (cp.async arrivals)
  uint64_t* q_empty;   // [kQStages] count kMmaThreads: the step's Q / dO are no longer read
  uint64_t* kv_full;   // count kLoaderThreads
  uint64_t* kv_empty;  // count kMmaThreads: the task's last dQ GEMM has read K
};

// One warp copies a (kRows, kHeadDim) tile, rows [row0, row0 + kRows) of `src`, into a
// blocked smem tile (core-matrix slots of Cfg::kTileSlot); rows >= `valid_rows` are
// zero-filled. Every offset but the lane's own is a compile-time constant, so the loop is
// just the copies: the loader warps share issue slots with the MMA warps.
// - Padded slots: lane l takes 16-byte chunk (l % kChunks) of row l / kChunks of each group
//   of 32 / kChunks rows: every 8 lanes read one 128-byte line and, thanks to the padding,
//   write 8 different bank groups.
// - Dense slots: lane l takes row (l & 7) of each 8-row group and chunk columns
//   (l >> 3) + 4 c: a copy fills four whole core matrices and reads 64 bytes of 8 rows.
template <class Cfg, int kRows>
__device__ __forceinline__ void load_tile_warp(typename Cfg::Element* dst, const typename Cfg::Element* src,
                                               int64_t row_stride, int row0, int valid_rows, int lane) {
  constexpr int D = Cfg::kHeadDim, kSlot = Cfg::kTileSlot;
  constexpr int kChunks = D / 8;  // 16-byte chunks per row
  if constexpr (Cfg::kPaddedTiles) {
    constexpr int kRowsPerCopy = 32 / kChunks;  // rows one warp-wide copy covers
    static_assert(32 % kChunks == 0 && kRows % kRowsPerCopy == 0 && kRowsPerCopy <= 8, "whole rows per copy");
    const int r_in = lane / kChunks, c_in = (lane % kChunks) * 8;
    const auto* s = src + (row0 + r_in) * row_stride + c_in;
    auto* d = dst + blocked_offset<D, kSlot>(r_in, c_in);
#pragma unroll
    for (int rr = 0; rr < kRows; rr += kRowsPerCopy, s += kRowsPerCopy * row_stride) {
      // A zero-filled copy (src-size 0) reads nothing, so its address needs no clamping.
      // rr is a multiple of kRowsPerCopy, which divides 8: (r_in + rr) stays in the row group
      // of rr, so the offset of rr adds to the lane's own.
      cp_async_16(d + blocked_offset<D, kSlot>(rr, 0), s, row0 + rr + r_in < valid_rows);
    }
  } else {
    static_assert(kChunks % 4 == 0 && kRows % 8 == 0, "a warp covers 8 rows x 4 chunk columns per copy");
    const int r_in = lane & 7, c_in = (lane >> 3) * 8;
    const auto* s = src + (row0 + r_in) * row_stride + c_in;
    auto* d = dst + blocked_offset<D, kSlot>(r_in, c_in);
#pragma unroll
    for (int rg = 0; rg < kRows / 8; ++rg, s += 8 * row_stride) {
      const bool ok = row0 + rg * 8 + r_in < valid_rows;
#pragma unroll
      for (int cc = 0; cc < kChunks; cc += 4) cp_async_16(d + blocked_offset<D, kSlot>(rg * 8, cc * 8), s + cc * 8, ok);
    }
  }
}

// Loader warp 0: Q, warp 1: dO, warp 2: lse2, D and (exact mode) the fixed-point
// exponents, (kBlockM) 4-byte words each (the workspace has the padding rows).
template <class Cfg>
__device__ __forceinline__ void load_q_step(const BwdKernelParams& p, char* smem, int slot, int head_index,
                                            int q_tile, int loader_warp, int lane) {
  using Element = typename Cfg::Element;
  const int b = head_index / p.heads, h = head_index % p.heads;
  const int row0 = q_tile * Cfg::kBlockM;
  if (loader_warp == 0) {
    auto* sQ = reinterpret_cast<Element*>(smem + Cfg::kOffQ + slot * Cfg::kQBytes);
    const auto* q = static_cast<const Element*>(p.q) + b * p.q_sb + h * p.q_sh;
    load_tile_warp<Cfg, Cfg::kBlockM>(sQ, q, p.q_sr, row0, p.seqlen_q, lane);
  } else if (loader_warp == 1) {
    auto* sDo = reinterpret_cast<Element*>(smem + Cfg::kOffDo + slot * Cfg::kQBytes);
    const auto* dO = static_cast<const Element*>(p.dout) + b * p.do_sb + h * p.do_sh;
    load_tile_warp<Cfg, Cfg::kBlockM>(sDo, dO, p.do_sr, row0, p.seqlen_q, lane);
  } else {
    const int64_t off = static_cast<int64_t>(head_index) * p.seqlen_q_pad + row0;
    constexpr int kChunks = Cfg::kBlockM / 4;  // 16-byte chunks per vector
    static_assert(32 % kChunks == 0 || kChunks % 32 == 0, "whole passes of the warp");
    // lse2 and D: chunk c of the pair (lse2 first), then the exponents.
#pragma unroll
    for (int c = lane; c < 2 * kChunks; c += 32) {
      const int j = c % kChunks, slot_off = slot * Cfg::kBlockM * 4 + j * 16;
      if (c < kChunks) cp_async_16(smem + Cfg::kOffLse + slot_off, p.lse2 + off + j * 4, true);
      else cp_async_16(smem + Cfg::kOffDsum + slot_off, p.dsum + off + j * 4, true);
    }
    if (Cfg::kExact)
#pragma unroll
      for (int j = lane; j < kChunks; j += 32)
        cp_async_16(smem + Cfg::kOffExp + slot * Cfg::kBlockM * 4 + j * 16, p.dq_exp + off + j * 4, true);
  }
}

// Loader warp 0: K, warp 1: V.
template <class Cfg>
__device__ __forceinline__ void load_kv_tile(const BwdKernelParams& p, char* smem, int head_index, int kv_tile,
                                             int loader_warp, int lane) {
  using Element = typename Cfg::Element;
  const int b = head_index / p.heads, hk = (head_index % p.heads) / (p.heads / p.heads_kv);
  const int row0 = kv_tile * Cfg::kBlockN;
  if (loader_warp == 0) {
    const auto* k = static_cast<const Element*>(p.k) + b * p.k_sb + hk * p.k_sh;
    load_tile_warp<Cfg, Cfg::kBlockN>(reinterpret_cast<Element*>(smem + Cfg::kOffK), k, p.k_sr, row0, p.seqlen_k, lane);
  } else if (loader_warp == 1) {
    const auto* v = static_cast<const Element*>(p.v) + b * p.v_sb + hk * p.v_sh;
    load_tile_warp<Cfg, Cfg::kBlockN>(reinterpret_cast<Element*>(smem + Cfg::kOffV), v, p.v_sr, row0, p.seqlen_k, lane);
  }
}

// Thread `tid` of the kLoaderThreads loader threads.
template <class Cfg>
__device__ void loader_loop(const BwdKernelParams& p, const Schedule& sched, int w, char* smem,
                            const LoadBarriers& bars, int tid) {
  static_assert(Cfg::kLoaderThreads == 96, "three loader warps: Q, dO, the row vectors");
  const int loader_warp = tid >> 5, lane = tid & 31;
  const int num_tasks = sched.num_tasks_of_worker(w);
  uint32_t n = 0, kv_uses = 0;
  for (int k = 0; k < num_tasks; ++k) {
    const Task T = sched.task(sched.task_id(w, k));
    for (int s = 0; s < T.num_steps(); ++s, ++n) {
      const Step st = sched.step(T, s);
      const int slot = static_cast<int>(n % Cfg::kQStages);
      mbar_wait(&bars.q_empty[slot], ((n / Cfg::kQStages) & 1) ^ 1);
      load_q_step<Cfg>(p, smem, slot, T.head_index, st.q_tile, loader_warp, lane);
      cp_async_mbar_arrive(&bars.q_full[slot]);
      if (s == 0 || s == T.len_first) {  // the task moves to a new KV tile
        mbar_wait(bars.kv_empty, (kv_uses & 1) ^ 1);
        load_kv_tile<Cfg>(p, smem, T.head_index, st.kv_tile, loader_warp, lane);
        cp_async_mbar_arrive(bars.kv_full);
        ++kv_uses;
      }
    }
  }
  cp_async_wait_all();  // the CTA's shared memory must outlive the copies
}

}  // namespace dash::sm90::bwd
