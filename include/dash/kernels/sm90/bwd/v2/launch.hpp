#pragma once
// Host side of the backward kernel v2 (docs/bwd-v2.md): the shared preprocess (D, lse2, the
// counters and, since every partial of v2 is an add, the fp32 accumulator zeroed), the
// persistent v2 main kernel (cooperative only where its tasks are walked statically:
// ../task_claims.hpp), the shared dQ postprocess over v2's accumulator tiles and, with GQA / MQA,
// the shared dK / dV postprocess. Included by the
// v2 instance translation units only.
#include <cuda_runtime.h>

#include <type_traits>

#include "dash/api.hpp"
#include "dash/kernels/sm90/bwd/instance.hpp"
#include "dash/kernels/sm90/bwd/launch_pdl.hpp"
#include "dash/kernels/sm90/bwd/postprocess.hpp"
#include "dash/kernels/sm90/bwd/preprocess.hpp"
#include "dash/kernels/sm90/bwd/tma_maps.hpp"
#include "dash/kernels/sm90/bwd/v2/kernel.hpp"

namespace dash::sm90::bwd::v2 {

template <class Cfg>
cudaError_t set_main_smem() {
  return set_kernel_smem(bwd2_main_kernel<Cfg>, Cfg::kSmemBytes);
}

// CTAs of v2's main kernel that fit on one SM.
template <class Cfg>
cudaError_t main_occupancy(int* ctas_per_sm) {
  return kernel_occupancy(bwd2_main_kernel<Cfg>, Cfg::kThreads, Cfg::kSmemBytes, ctas_per_sm);
}

// The chain of a call the plan gave to v2 (src/bwd/bwd_api.cu, kernel_key_of: its key has no
// extension and the fp32 kind; the mode is unordered or ordered).
template <class Cfg>
cudaError_t launch_chain(const BwdKernelKey&, const BwdKernelParams& params, cudaStream_t stream) {
  using Traits = typename Cfg::Traits;
  BwdKernelParams p = params;
  cudaError_t e = set_main_smem<Cfg>();
  if (e == cudaSuccess) e = encode_tma_maps<Traits>(p);  // before anything is launched
  if (e != cudaSuccess) return e;
  const int heads = workspace_heads(p);
  const dim3 tiles_grid(p.shape.num_q_tiles, heads);
  const int dq_tiles = p.shape.num_q_tiles * heads;
  // The preprocess zeroes the accumulator (every partial of v2 is an add), inside the chain of
  // dependent launches.
  e = launch_pdl(bwd_preprocess_kernel<Traits, /*kZeroDqAccum=*/true>, tiles_grid, 256, 0, stream, p);
  const bool cooperative = p.schedule.claims == static_cast<int>(TaskClaims::static_walk);
  if (e == cudaSuccess)
    e = launch_pdl(bwd2_main_kernel<Cfg>, p.schedule.workers, Cfg::kThreads, Cfg::kSmemBytes, stream, p, cooperative);
  if (e == cudaSuccess) e = launch_pdl(bwd_postprocess_dq_kernel<Traits, false>, dq_tiles, 256, 0, stream, p);
  if (e == cudaSuccess && p.shape.heads != p.shape.heads_kv)  // GQA / MQA: dK, dV summed over query heads
    e = launch_pdl(bwd_postprocess_dkdv_kernel<Traits>, dim3((p.shape.seqlen_k + 31) / 32, p.shape.batch * p.shape.heads_kv),
                   256, 0, stream, p);
  return e;
}

// v2 has no exact kind, hence no K / V pass.
inline cudaError_t no_kv_stats(const BwdKernelParams&, cudaStream_t) { return cudaErrorInvalidValue; }

// The instance of a row of the tile table that v2 serves (its generated translation unit).
template <DType kDType, int kHeadDim, int kHeadDimV>
BwdInstance make_instance() {
  static_assert(kDType == DType::kBF16 || kDType == DType::kFP16, "a 16-bit element type");
  static_assert(kHeadDimV == kHeadDim, "v2 takes one head dim for Q, K and V");
  using Element = std::conditional_t<kDType == DType::kBF16, cutlass::bfloat16_t, cutlass::half_t>;
  using Cfg = BwdConfig<Element, kHeadDim>;
  return BwdInstance{&main_occupancy<Cfg>, &launch_chain<Cfg>, &no_kv_stats};
}

}  // namespace dash::sm90::bwd::v2
