#pragma once
// The persistent backward kernel (wgmma, sm_90a). CTA w is worker w of the Schedule: it walks the
// steps of its tasks in order; ALL scheduling decisions (which KV tile, which Q tile,
// which reduction rank) come from dash::Schedule, none are made here.
//
// Warp roles: warpgroups 0-1 compute (mainloop.hpp) and hand each step's dQ partial to the
// writer warp (dq_writer.hpp), the first warp of warpgroup 2, which owns the reduction
// protocol. Per step: Q / dO / lse2 / D of the NEXT step are prefetched with cp.async into
// the other smem buffer while this step computes; K / V are (re)loaded when the step's KV
// tile differs from the previous one.
#include "dash/kernels/sm90/bwd/config.hpp"
#include "dash/kernels/sm90/bwd/dq_writer.hpp"
#include "dash/kernels/sm90/bwd/epilogue.hpp"
#include "dash/kernels/sm90/bwd/mainloop.hpp"
#include "dash/kernels/sm90/bwd/primitives.hpp"
#include "dash/kernels/sm90/bwd/wgmma_ops.hpp"
#include "dash/schedule/schedule.hpp"

#if defined(__CUDA_ARCH__) && !defined(__CUDA_ARCH_FEAT_SM90_ALL)
#error "the dash backward kernels use wgmma: compile for sm_90a (CUDA_ARCHITECTURES 90a)"
#endif

namespace dash::sm90::bwd {

// Async copy of `rows` rows (kHeadDim elements each) starting at global row `row0`
// into a blocked smem tile; rows >= `valid_rows` are zero-filled.
template <class Cfg>
__device__ __forceinline__ void load_rows(typename Cfg::Element* dst, const typename Cfg::Element* src,
                                          int64_t row_stride, int rows, int row0, int valid_rows) {
  constexpr int kChunks = Cfg::kHeadDim / 8;  // 16-byte chunks per row
  for (int i = threadIdx.x; i < rows * kChunks; i += Cfg::kMmaThreads) {
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
__device__ __forceinline__ void load_q_step(const BwdKernelParams& p, char* smem, int buf, int head_index,
                                            int q_tile) {
  using Element = typename Cfg::Element;
  const int b = head_index / p.heads, h = head_index % p.heads;
  auto* sQ = reinterpret_cast<Element*>(smem + Cfg::kOffQ + buf * Cfg::kQBytes);
  auto* sDo = reinterpret_cast<Element*>(smem + Cfg::kOffDo + buf * Cfg::kQBytes);
  const auto* q = static_cast<const Element*>(p.q) + b * p.q_sb + h * p.q_sh;
  const auto* dO = static_cast<const Element*>(p.dout) + b * p.do_sb + h * p.do_sh;
  const int row0 = q_tile * Cfg::kBlockM;
  load_rows<Cfg>(sQ, q, p.q_sr, Cfg::kBlockM, row0, p.seqlen_q);
  load_rows<Cfg>(sDo, dO, p.do_sr, Cfg::kBlockM, row0, p.seqlen_q);
  // lse2 and D: (kBlockM) fp32 each, padded rows exist in the workspace.
  const int64_t off = static_cast<int64_t>(head_index) * p.seqlen_q_pad + row0;
  constexpr int kChunks = Cfg::kBlockM / 4;
  const int i = threadIdx.x;
  if (i < kChunks) {
    cp_async_16(smem + Cfg::kOffLse + buf * Cfg::kBlockM * 4 + i * 16, p.lse2 + off + i * 4, true);
  } else if (i < 2 * kChunks) {
    const int j = i - kChunks;
    cp_async_16(smem + Cfg::kOffDsum + buf * Cfg::kBlockM * 4 + j * 16, p.dsum + off + j * 4, true);
  }
}

template <class Cfg>
__device__ __forceinline__ void load_kv_tile(const BwdKernelParams& p, char* smem, int head_index, int kv_tile) {
  using Element = typename Cfg::Element;
  const int b = head_index / p.heads, hk = (head_index % p.heads) / (p.heads / p.heads_kv);
  const auto* k = static_cast<const Element*>(p.k) + b * p.k_sb + hk * p.k_sh;
  const auto* v = static_cast<const Element*>(p.v) + b * p.v_sb + hk * p.v_sh;
  const int row0 = kv_tile * Cfg::kBlockN;
  load_rows<Cfg>(reinterpret_cast<Element*>(smem + Cfg::kOffK), k, p.k_sr, Cfg::kBlockN, row0, p.seqlen_k);
  load_rows<Cfg>(reinterpret_cast<Element*>(smem + Cfg::kOffV), v, p.v_sr, Cfg::kBlockN, row0, p.seqlen_k);
}

template <class Cfg>
__device__ __forceinline__ void mma_warps_main(const BwdKernelParams& p, const Schedule& sched, int w, char* smem,
                                               const DqSlots& slots) {
  using Element = typename Cfg::Element;
  const int num_tasks = sched.num_tasks_of_worker(w);
  auto* sK = reinterpret_cast<const Element*>(smem + Cfg::kOffK);
  auto* sV = reinterpret_cast<const Element*>(smem + Cfg::kOffV);
  auto* sDsT = reinterpret_cast<Element*>(smem + Cfg::kOffDs);

  // dQ warp tile of this thread's warp.
  const int warp = threadIdx.x >> 5;
  const int dq_m0 = (warp % Cfg::kWarpsM) * 16;

  KvAccum<Cfg> acc;
  acc.zero();
  int k = 0, s = 0, buf = 0;
  uint32_t n = 0;  // dQ partials handed to the writer so far
  Task T = sched.task(sched.task_id(w, 0));
  load_q_step<Cfg>(p, smem, 0, T.head_index, sched.step(T, 0).q_tile);
  cp_async_commit();
  int cur_kv = -1, cur_head = -1;

  while (k < num_tasks) {
    const Step st = sched.step(T, s);
    if (s == 0 || s == T.len_first) {  // the task moves to a new KV tile
      if (cur_kv >= 0) write_dkdv<Cfg>(p, cur_head, cur_kv, acc);
      acc.zero();
      mma_warps_sync<Cfg::kMmaThreads>();  // every warp is done reading the old K / V
      load_kv_tile<Cfg>(p, smem, T.head_index, st.kv_tile);
      cp_async_commit();
      cur_kv = st.kv_tile;
      cur_head = T.head_index;
    }
    cp_async_wait_all();
    fence_proxy_async_smem();  // cp.async data (generic proxy) -> wgmma operands (async proxy)
    mma_warps_sync<Cfg::kMmaThreads>();  // this step's Q / dO / lse2 / D (and K / V) are in smem

    // Prefetch the next step (possibly of the next task) into the other buffer.
    int nk = k, ns = s + 1;
    Task NT = T;
    if (ns == T.num_steps()) {
      ++nk;
      ns = 0;
      if (nk < num_tasks) NT = sched.task(sched.task_id(w, nk));
    }
    if (nk < num_tasks) load_q_step<Cfg>(p, smem, buf ^ 1, NT.head_index, sched.step(NT, ns).q_tile);
    cp_async_commit();

    const StepCoords coords{st.q_tile * Cfg::kBlockM, st.kv_tile * Cfg::kBlockN};
    const auto* sQ = reinterpret_cast<const Element*>(smem + Cfg::kOffQ + buf * Cfg::kQBytes);
    const auto* sDo = reinterpret_cast<const Element*>(smem + Cfg::kOffDo + buf * Cfg::kQBytes);
    const auto* sLse2 = reinterpret_cast<const float*>(smem + Cfg::kOffLse + buf * Cfg::kBlockM * 4);
    const auto* sDsum = reinterpret_cast<const float*>(smem + Cfg::kOffDsum + buf * Cfg::kBlockM * 4);
    step_dkdv<Cfg>(p, coords, sK, sV, sQ, sDo, sLse2, sDsum, sDsT, acc);
    mma_warps_sync<Cfg::kMmaThreads>();  // dS^T complete

    float dq[Cfg::kDqCols / 8][4];  // (16, kDqCols) warp tile of the dQ partial
    step_dq<Cfg>(sK, sDsT, dq);
    dq_stage<Cfg>(p, smem, slots, n & 1, n >> 1, T.head_index, st.q_tile, dq_m0, dq);
    ++n;

    k = nk;
    s = ns;
    T = NT;
    buf ^= 1;
  }
  if (cur_kv >= 0) write_dkdv<Cfg>(p, cur_head, cur_kv, acc);
}

template <class Cfg>
__global__ void __launch_bounds__(Cfg::kThreads, 1) bwd_main_kernel(BwdKernelParams p) {
  extern __shared__ __align__(128) char smem[];
  const Geometry geo{p.batch, p.heads, p.seqlen_q, p.seqlen_k, Cfg::kBlockM, Cfg::kBlockN, p.causal != 0};
  const Schedule sched{geo, static_cast<ScheduleKind>(p.schedule), p.workers};
  const int w = blockIdx.x;
  if (sched.num_tasks_of_worker(w) == 0) return;

  auto* bars = reinterpret_cast<uint64_t*>(smem + Cfg::kOffBar);
  const DqSlots slots{bars, bars + 2};
  if (threadIdx.x == 0) {
    mbar_init(&slots.full[0], Cfg::kMmaThreads);
    mbar_init(&slots.full[1], Cfg::kMmaThreads);
    mbar_init(&slots.empty[0], 1);
    mbar_init(&slots.empty[1], 1);
  }
  __syncthreads();  // barriers initialised before any warp uses them

  const int warp = threadIdx.x >> 5;
  if (warp >= Cfg::kWarps) {  // warpgroup 2
    warpgroup_reg_dealloc<Cfg::kWriterRegs>();
    if (warp == Cfg::kWriterWarp && (threadIdx.x & 31) == 0) dq_writer_loop<Cfg>(p, sched, w, smem, slots);
    return;
  }
  warpgroup_reg_alloc<Cfg::kMmaRegs>();
  mma_warps_main<Cfg>(p, sched, w, smem, slots);
}

}  // namespace dash::sm90::bwd
