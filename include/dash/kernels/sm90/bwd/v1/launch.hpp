#pragma once
// Host-side launch of one backward instantiation: preprocess -> persistent main kernel
// -> postprocess, all on one stream. Included by the instance translation units only.
#include <cuda_runtime.h>

#include <type_traits>
#include <utility>

#include "dash/api.hpp"
#include "dash/kernels/sm90/bwd/v1/config.hpp"
#include "dash/kernels/sm90/bwd/v1/kernel.hpp"
#include "dash/kernels/sm90/bwd/instance.hpp"
#include "dash/kernels/sm90/bwd/launch_pdl.hpp"
#include "dash/kernels/sm90/bwd/plan_kernel.hpp"
#include "dash/kernels/sm90/bwd/postprocess.hpp"
#include "dash/kernels/sm90/bwd/preprocess.hpp"
#include "dash/kernels/sm90/bwd/tma_maps.hpp"

namespace dash::sm90::bwd::v1 {

template <class Cfg>
cudaError_t set_main_smem() {
  return set_kernel_smem(bwd_main_kernel<Cfg>, Cfg::kSmemBytes);
}

template <class Cfg>
cudaError_t main_occupancy(int* ctas_per_sm) {
  return kernel_occupancy(bwd_main_kernel<Cfg>, Cfg::kThreads, Cfg::kSmemBytes, ctas_per_sm);
}

// Every main kernel of one kind (Cfg: its kNone configuration) with each extension
// (dash/plan/kernel_key.hpp's BwdExtension, kNone to kPacked).
template <class T>
struct TypeTag {
  using type = T;
};
template <class Cfg, class F, int... kExt>
void for_each_extension(F& f, std::integer_sequence<int, kExt...>) {
  (f(TypeTag<typename Cfg::template With<static_cast<BwdExtension>(kExt)>>{}), ...);
}
template <class Cfg, class F>
void for_each_main_kernel(F&& f) {
  for_each_extension<Cfg>(f, std::make_integer_sequence<int, static_cast<int>(BwdExtension::kPacked) + 1>{});
}

// CTAs of a kind's main kernels that fit on one SM: the smallest of their counts (the
// dispatcher takes the smallest over the kinds, so that every mode's persistent grid is resident).
template <class Cfg>
cudaError_t bwd_occupancy(int* ctas_per_sm) {
  cudaError_t e = cudaSuccess;
  int least = 0, kernels = 0;
  for_each_main_kernel<Cfg>([&](auto tag) {
    int n = 0;
    if (e == cudaSuccess) e = main_occupancy<typename decltype(tag)::type>(&n);
    least = kernels++ == 0 || n < least ? n : least;
  });
  *ctas_per_sm = least;
  return e;
}

// The persistent main kernel (the instance of the call's extension, as the plan's key names
// it): cooperative where its tasks are walked statically.
template <class Cfg>
cudaError_t launch_main_instance(const BwdKernelParams& p, cudaStream_t stream) {
  const bool cooperative = p.schedule.claims == static_cast<int>(TaskClaims::static_walk);
  cudaError_t e = set_main_smem<Cfg>();
  if (e != cudaSuccess) return e;
  return launch_pdl(bwd_main_kernel<Cfg>, p.schedule.workers, Cfg::kThreads, Cfg::kSmemBytes, stream, p, cooperative);
}
template <class Cfg>
cudaError_t launch_main(const BwdKernelKey& key, const BwdKernelParams& p, cudaStream_t stream) {
  if constexpr (Cfg::kPacked) return launch_main_instance<Cfg>(p, stream);
  switch (key.extension) {
    case BwdExtension::kWindow: return launch_main_instance<typename Cfg::template With<BwdExtension::kWindow>>(p, stream);
    case BwdExtension::kSoftcap:
      return launch_main_instance<typename Cfg::template With<BwdExtension::kSoftcap>>(p, stream);
    default: return launch_main_instance<Cfg>(p, stream);
  }
}

// The dQ postprocess instance of the accumulator's word width (64-bit words: exact only).
template <class Cfg>
cudaError_t launch_postprocess_dq(const BwdKernelParams& p, int grid, cudaStream_t stream) {
  if constexpr (Cfg::kExact)
    if (p.reduction.exact_words == kExactWide)
      return launch_pdl(bwd_postprocess_dq_kernel<typename Cfg::Traits, true>, grid, 256, 0, stream, p);
  return launch_pdl(bwd_postprocess_dq_kernel<typename Cfg::Traits, false>, grid, 256, 0, stream, p);
}

// preprocess -> main -> postprocess(es) of a mode whose main kernel has the config Cfg.
// Exact mode's K / V factors into p.ws.kv_stats: zeroed (atomicMax from 0), then folded.
template <class Cfg>
cudaError_t launch_kv_pass(const BwdKernelParams& p, cudaStream_t stream) {
  cudaError_t e = cudaMemsetAsync(p.ws.kv_stats, 0, sizeof(float) * 2 * p.shape.batch * p.shape.heads_kv, stream);
  const int rows =
      Cfg::kPacked ? p.packed.max_seqlen_k : p.shape.seqlen_k;  // per batch entry (the blocks stride past it)
  if (e == cudaSuccess)
    e = launch_pdl(bwd_kv_stats_kernel<typename Cfg::Traits>,
                   dim3((rows + kKvStatsRows - 1) / kKvStatsRows, p.shape.batch * p.shape.heads_kv), 256, 0, stream, p);
  return e;
}

template <class Cfg>
cudaError_t launch_mode(const BwdKernelKey& key, const BwdKernelParams& params, cudaStream_t stream) {
  BwdKernelParams p = params;
  cudaError_t e = set_main_smem<Cfg>();
  if (e == cudaSuccess) e = encode_tma_maps<typename Cfg::Traits>(p);  // before anything is launched
  if (e != cudaSuccess) return e;
  const dim3 tiles_grid(p.shape.num_q_tiles, workspace_heads(p));
  const int dq_tiles = p.shape.num_q_tiles * workspace_heads(p);
  // A packed batch's plan first: it checks the offsets every later kernel reads.
  if constexpr (Cfg::kPacked) {
    e = launch_pdl(bwd_plan_kernel<typename Cfg::Traits>, 1, kPlanThreads, 0, stream, p);
    const int rows = p.shape.seqlen_q > p.shape.seqlen_k ? p.shape.seqlen_q : p.shape.seqlen_k;
    if (e == cudaSuccess)
      e = launch_pdl(bwd_zero_unreached_kernel<typename Cfg::Traits>, dim3((rows + kZeroRows - 1) / kZeroRows, p.shape.heads), 256, 0,
                     stream, p);
  } else if (p.mask.unseen_kv_tiles) {
    const dim3 grid((p.shape.seqlen_k + kZeroRows - 1) / kZeroRows, p.shape.heads,
                    p.shape.batch < 65535 ? p.shape.batch : 65535);
    e = launch_pdl(bwd_zero_unreached_kernel<typename Cfg::Traits>, grid, 256, 0, stream, p);
  }
  if constexpr (Cfg::kExact)  // the K / V factors are exact mode's alone (no fp32 instance of the pass)
    if (e == cudaSuccess && !p.reduction.kv_stats_given) e = launch_kv_pass<Cfg>(p, stream);
  if (e == cudaSuccess) e = launch_pdl(bwd_preprocess_kernel<typename Cfg::Traits>, tiles_grid, 256, 0, stream, p);
  if (e == cudaSuccess) e = launch_main<Cfg>(key, p, stream);
  if (e == cudaSuccess) e = launch_postprocess_dq<Cfg>(p, dq_tiles, stream);
  if (e == cudaSuccess && p.shape.heads != p.shape.heads_kv)
    e = launch_pdl(bwd_postprocess_dkdv_kernel<typename Cfg::Traits>,
                   dim3((p.shape.seqlen_k + 31) / 32, (Cfg::kPacked ? 1 : p.shape.batch) * p.shape.heads_kv), 256, 0,
                   stream, p);
  if (e == cudaSuccess && Cfg::kExact && p.reduction.exact_check) {
    // The wide rerun, always enqueued (no host sync); its kernels return at once unless the
    // narrow postprocess flagged a row. It rewrites dK / dV with the same bits (the same
    // canonical step order and math) and overwrites dQ.
    BwdKernelParams w = p;
    w.reduction.exact_words = kExactWide;
    w.reduction.exact_check = 0;
    w.reduction.exact_rerun = 1;
    w.ws.task_claim = p.ws.task_claim + 1;  // a counter of its own (zeroed by the preprocess)
    w.test.trace = nullptr;                 // the trace hook records the main pass
    e = launch_main<Cfg>(key, w, stream);
    // A few blocks per SM: a do-nothing launch (the usual case) stays short.
    if (e == cudaSuccess)
      e = launch_postprocess_dq<Cfg>(w, dq_tiles < 4 * p.schedule.workers ? dq_tiles : 4 * p.schedule.workers, stream);
  }
  return e;
}

// The chain of the instance the plan's key names, for a key of this kind (Cfg: the kind's kNone
// configuration; its dtype and head dim are the instance's).
template <class Cfg>
cudaError_t bwd_launch(const BwdKernelKey& key, const BwdKernelParams& p, cudaStream_t stream) {
  if (key.extension == BwdExtension::kPacked)  // every kernel of a packed batch's chain is its own instance
    return launch_mode<typename Cfg::template With<BwdExtension::kPacked>>(key, p, stream);
  return launch_mode<Cfg>(key, p, stream);  // fp32: ordered or unordered (p.reduction.ordered)
}

// The K / V pass alone into p.ws.kv_stats (dash::backward_kv_stats): exact mode's.
template <class Cfg>
cudaError_t bwd_kv_stats_only(const BwdKernelParams& p, cudaStream_t stream) {
  if constexpr (Cfg::kExact) return launch_kv_pass<Cfg>(p, stream);
  else return cudaErrorInvalidValue;  // the fp32 kind has no K / V pass
}

// The instance of a row of dash/plan/instances.hpp and a kernel kind (its generated
// translation unit).
template <DType kDType, int kHeadDim, int kHeadDimV, BwdKernelKind kKind>
BwdInstance make_instance() {
  static_assert(kDType == DType::kBF16 || kDType == DType::kFP16, "a 16-bit element type");
  using Element = std::conditional_t<kDType == DType::kBF16, __nv_bfloat16, __half>;
  using Cfg = BwdConfig<Element, kHeadDim, kKind, BwdExtension::kNone, kHeadDimV>;
  using Fp32 = BwdConfig<Element, kHeadDim, BwdKernelKind::fp32, BwdExtension::kNone, kHeadDimV>;
  using Exact = BwdConfig<Element, kHeadDim, BwdKernelKind::exact, BwdExtension::kNone, kHeadDimV>;
  static_assert(Fp32::kThreads == Exact::kThreads, "one CTA shape");
  static_assert(Fp32::kBlockN == Exact::kBlockN, "one KV tile height");
  return BwdInstance{&bwd_occupancy<Cfg>, &bwd_launch<Cfg>, &bwd_kv_stats_only<Cfg>};
}

}  // namespace dash::sm90::bwd::v1
