#pragma once
// Host-side launch of one backward instantiation: preprocess -> persistent main kernel
// -> postprocess, all on one stream. Included by the instance translation units only.
#include <cuda_runtime.h>

#include "dash/kernels/sm90/bwd/config.hpp"
#include "dash/kernels/sm90/bwd/kernel.hpp"
#include "dash/kernels/sm90/bwd/postprocess.hpp"
#include "dash/kernels/sm90/bwd/preprocess.hpp"

namespace dash::sm90::bwd {

// The two main kernels of one (dtype, head dim): fp32 (ordered, unordered) and exact. Same
// shared memory, threads and grid; the pre- and postprocess kernels serve both (they read
// the mode at run time).
template <class Element, int kHeadDim>
struct BwdKernels {
  using Fp32 = BwdConfig<Element, kHeadDim, false>;
  using Exact = BwdConfig<Element, kHeadDim, true>;
  static_assert(Fp32::kSmemBytes == Exact::kSmemBytes && Fp32::kThreads == Exact::kThreads, "one grid for both");
};

template <class Cfg>
cudaError_t set_main_smem() {
  return cudaFuncSetAttribute(bwd_main_kernel<Cfg>, cudaFuncAttributeMaxDynamicSharedMemorySize, Cfg::kSmemBytes);
}

// CTAs of a main kernel that fit on one SM (the persistent grid is SM count x this): the
// smaller of the two kernels' counts, so that either mode's grid is resident.
template <class K>
cudaError_t bwd_occupancy(int* ctas_per_sm) {
  int n[2] = {0, 0};
  cudaError_t e = set_main_smem<typename K::Fp32>();
  if (e == cudaSuccess) e = set_main_smem<typename K::Exact>();
  if (e == cudaSuccess)
    e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n[0], bwd_main_kernel<typename K::Fp32>, K::Fp32::kThreads,
                                                      K::Fp32::kSmemBytes);
  if (e == cudaSuccess)
    e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n[1], bwd_main_kernel<typename K::Exact>, K::Exact::kThreads,
                                                      K::Exact::kSmemBytes);
  *ctas_per_sm = n[0] < n[1] ? n[0] : n[1];
  return e;
}

template <class K>
cudaError_t bwd_launch(const BwdKernelParams& p, cudaStream_t stream) {
  using Cfg = typename K::Fp32;  // tile shape of the pre- and postprocess kernels
  cudaError_t e = p.exact ? set_main_smem<typename K::Exact>() : set_main_smem<Cfg>();
  if (e != cudaSuccess) return e;
  const dim3 tiles_grid(p.num_q_tiles, p.batch * p.heads);
  if (p.exact) {
    e = cudaMemsetAsync(p.kv_stats, 0, sizeof(float) * 2 * p.batch * p.heads_kv, stream);
    if (e != cudaSuccess) return e;
    bwd_kv_stats_kernel<Cfg>
        <<<dim3((p.seqlen_k + kKvStatsRows - 1) / kKvStatsRows, p.batch * p.heads_kv), 256, 0, stream>>>(p);
  }
  bwd_preprocess_kernel<Cfg><<<tiles_grid, 256, 0, stream>>>(p);
  if (p.exact) bwd_main_kernel<typename K::Exact><<<p.workers, Cfg::kThreads, Cfg::kSmemBytes, stream>>>(p);
  else bwd_main_kernel<Cfg><<<p.workers, Cfg::kThreads, Cfg::kSmemBytes, stream>>>(p);
  const int dq_tiles = p.num_q_tiles * p.batch * p.heads;
  bwd_postprocess_dq_kernel<Cfg><<<dq_tiles, 256, 0, stream>>>(p);
  if (p.heads != p.heads_kv) {
    const dim3 kv_grid((p.seqlen_k + 31) / 32, p.batch * p.heads_kv);
    bwd_postprocess_dkdv_kernel<Cfg><<<kv_grid, 256, 0, stream>>>(p);
  }
  if (p.exact_check) {
    // The wide rerun, always enqueued (no host sync); its kernels return at once unless the
    // narrow postprocess flagged a row. It rewrites dK / dV with the same bits (the same
    // canonical step order and math) and overwrites dQ.
    BwdKernelParams w = p;
    w.exact = kExactWide;
    w.exact_check = 0;
    w.exact_rerun = 1;
    bwd_zero_wide_kernel<Cfg><<<2 * p.workers, 256, 0, stream>>>(w);
    bwd_main_kernel<typename K::Exact><<<p.workers, Cfg::kThreads, Cfg::kSmemBytes, stream>>>(w);
    // A few blocks per SM: a do-nothing launch (the usual case) stays short.
    bwd_postprocess_dq_kernel<Cfg><<<dq_tiles < 4 * p.workers ? dq_tiles : 4 * p.workers, 256, 0, stream>>>(w);
  }
  return cudaGetLastError();
}

// One (dtype, head dim)'s entry points, as plain function pointers for the dispatcher.
struct BwdInstance {
  cudaError_t (*occupancy)(int*);
  cudaError_t (*launch)(const BwdKernelParams&, cudaStream_t);
  int smem_bytes;
};

template <class Element, int kHeadDim>
BwdInstance make_instance() {
  using K = BwdKernels<Element, kHeadDim>;
  return BwdInstance{&bwd_occupancy<K>, &bwd_launch<K>, K::Fp32::kSmemBytes};
}

}  // namespace dash::sm90::bwd
