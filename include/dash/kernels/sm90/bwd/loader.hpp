#pragma once
// The loader warps: they walk the Schedule's steps in the MMA warps' order and fill
//   Q / dO / lse2 / D of each step into slot (step % 2)   (q_full / q_empty)
//   K / V of each task tile into the single KV buffer      (kv_full / kv_empty)
// with cp.async, so that the MMA warps only wait on a barrier. A slot's loads are issued
// as soon as the MMA warps release it: one step ahead.
#include "dash/kernels/sm90/bwd/async_ops.hpp"
#include "dash/kernels/sm90/bwd/config.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash::sm90::bwd {

// The hand-over barriers of the loads (each: [2] slots or one buffer).
struct LoadBarriers {
  uint64_t* q_full;    // [2] count kLoaderThreads (cp.async arrivals)
  uint64_t* q_empty;   // [2] count kMmaThreads: the step's Q / dO are no longer read
  uint64_t* kv_full;   // count kLoaderThreads
  uint64_t* kv_empty;  // count kMmaThreads: the task's last dQ GEMM has read K
};

// Async copy of `rows` rows (kHeadDim elements each) starting at global row `row0` into a
// blocked smem tile; rows >= `valid_rows` are zero-filled. Thread `tid` of `nthreads`.
template <class Cfg>
__device__ __forceinline__ void load_rows(typename Cfg::Element* dst, const typename Cfg::Element* src,
                                          int64_t row_stride, int rows, int row0, int valid_rows, int tid,
                                          int nthreads) {
  constexpr int kChunks = Cfg::kHeadDim / 8;  // 16-byte chunks per row
  for (int i = tid; i < rows * kChunks; i += nthreads) {
    // 8 consecutive threads take 8 rows of one chunk column: they fill one 128-byte core
    // matrix (conflict-free), and a warp still reads 64 contiguous bytes of 8 rows.
    const int r = (i / (8 * kChunks)) * 8 + (i & 7);
    const int c = ((i >> 3) % kChunks) * 8;
    const bool ok = row0 + r < valid_rows;
    const auto* s = ok ? src + (row0 + r) * row_stride + c : src;
    cp_async_16(dst + blocked_offset<Cfg::kHeadDim>(r, c), s, ok);
  }
}

template <class Cfg>
__device__ __forceinline__ void load_q_step(const BwdKernelParams& p, char* smem, int slot, int head_index,
                                            int q_tile, int tid, int nthreads) {
  using Element = typename Cfg::Element;
  const int b = head_index / p.heads, h = head_index % p.heads;
  auto* sQ = reinterpret_cast<Element*>(smem + Cfg::kOffQ + slot * Cfg::kQBytes);
  auto* sDo = reinterpret_cast<Element*>(smem + Cfg::kOffDo + slot * Cfg::kQBytes);
  const auto* q = static_cast<const Element*>(p.q) + b * p.q_sb + h * p.q_sh;
  const auto* dO = static_cast<const Element*>(p.dout) + b * p.do_sb + h * p.do_sh;
  const int row0 = q_tile * Cfg::kBlockM;
  load_rows<Cfg>(sQ, q, p.q_sr, Cfg::kBlockM, row0, p.seqlen_q, tid, nthreads);
  load_rows<Cfg>(sDo, dO, p.do_sr, Cfg::kBlockM, row0, p.seqlen_q, tid, nthreads);
  // lse2, D and (exact mode) the fixed-point exponents: (kBlockM) 4-byte words each; the
  // workspace has the padding rows.
  const int64_t off = static_cast<int64_t>(head_index) * p.seqlen_q_pad + row0;
  constexpr int kChunks = Cfg::kBlockM / 4;
  static_assert(3 * kChunks <= Cfg::kLoaderThreads, "one 16-byte chunk per loader thread");
  const int j = tid % kChunks, which = tid / kChunks;
  const int slot_off = slot * Cfg::kBlockM * 4 + j * 16;
  if (which == 0) cp_async_16(smem + Cfg::kOffLse + slot_off, p.lse2 + off + j * 4, true);
  if (which == 1) cp_async_16(smem + Cfg::kOffDsum + slot_off, p.dsum + off + j * 4, true);
  if (which == 2 && p.exact) cp_async_16(smem + Cfg::kOffExp + slot_off, p.dq_exp + off + j * 4, true);
}

template <class Cfg>
__device__ __forceinline__ void load_kv_tile(const BwdKernelParams& p, char* smem, int head_index, int kv_tile,
                                             int tid, int nthreads) {
  using Element = typename Cfg::Element;
  const int b = head_index / p.heads, hk = (head_index % p.heads) / (p.heads / p.heads_kv);
  const auto* k = static_cast<const Element*>(p.k) + b * p.k_sb + hk * p.k_sh;
  const auto* v = static_cast<const Element*>(p.v) + b * p.v_sb + hk * p.v_sh;
  const int row0 = kv_tile * Cfg::kBlockN;
  load_rows<Cfg>(reinterpret_cast<Element*>(smem + Cfg::kOffK), k, p.k_sr, Cfg::kBlockN, row0, p.seqlen_k, tid,
                 nthreads);
  load_rows<Cfg>(reinterpret_cast<Element*>(smem + Cfg::kOffV), v, p.v_sr, Cfg::kBlockN, row0, p.seqlen_k, tid,
                 nthreads);
}

// Thread `tid` of the kLoaderThreads loader threads.
template <class Cfg>
__device__ void loader_loop(const BwdKernelParams& p, const Schedule& sched, int w, char* smem,
                            const LoadBarriers& bars, int tid) {
  constexpr int kN = Cfg::kLoaderThreads;
  const int num_tasks = sched.num_tasks_of_worker(w);
  uint32_t n = 0, kv_uses = 0;
  for (int k = 0; k < num_tasks; ++k) {
    const Task T = sched.task(sched.task_id(w, k));
    for (int s = 0; s < T.num_steps(); ++s, ++n) {
      const Step st = sched.step(T, s);
      const int slot = n & 1;
      mbar_wait(&bars.q_empty[slot], ((n >> 1) & 1) ^ 1);
      load_q_step<Cfg>(p, smem, slot, T.head_index, st.q_tile, tid, kN);
      cp_async_mbar_arrive(&bars.q_full[slot]);
      if (s == 0 || s == T.len_first) {  // the task moves to a new KV tile
        mbar_wait(bars.kv_empty, (kv_uses & 1) ^ 1);
        load_kv_tile<Cfg>(p, smem, T.head_index, st.kv_tile, tid, kN);
        cp_async_mbar_arrive(bars.kv_full);
        ++kv_uses;
      }
    }
  }
  cp_async_wait_all();  // the CTA's shared memory must outlive the copies
}

}  // namespace dash::sm90::bwd
