// Host side of one forward instantiation: build the TMA descriptors and launch.
#pragma once

#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>

#include "dash/api.hpp"
#include "dash/kernels/sm90/common/per_device.hpp"
#include "dash/kernels/sm90/common/softmax_numerics.hpp"
#include "dash/kernels/sm90/fwd/fwd_config.hpp"
#include "dash/kernels/sm90/fwd/kernel.hpp"
#include "dash/kernels/sm90/fwd/launch_args.hpp"
#include "dash/kernels/sm90/fwd/params.hpp"
#include "dash/plan/instances.hpp"

namespace dash::fwd {

// The persistent grid's occupancy cache (CTAs per SM, per device) of the kernel launch_fwd<Cfg>
// picks for a call: one per loop option of the plain tile (kv_stats fold, softcap).
template <class Cfg>
sm90::PerDevice& occupancy_cache(FwdLaunchArgs const& a) {
  static sm90::PerDevice caches[4];
  return caches[(a.kv_stats != nullptr ? 2 : 0) + (a.softcap > 0.f ? 1 : 0)];
}

// Stream-ordered: no synchronization, no allocation. Returns the launch error, if any.
// kKvStatsFold: the instance compiles the kv_stats fold (its row has a backward, whose exact mode
// the factors are for); without it a call with kv_stats is refused (the validator already does).
template <class Cfg, bool kKvStatsFold = true>
cudaError_t launch_fwd(FwdLaunchArgs const& a, cudaStream_t stream) {
  static_assert(Cfg::kBlockM >= kFwdBlockM, "the validator's limits assume at least kFwdBlockM rows");
  using Tma = FwdTma<Cfg>;
  using cute::_1;
  bool const packed = a.cu_seqlens_q != nullptr;
  int const tensor_batch = packed ? 1 : a.batch;  // a packed batch is one tensor of all rows
  GmemShape const shape_q{a.seqlen_q, a.head_dim, a.heads, tensor_batch};
  GmemShape const shape_kv{a.seqlen_k, a.head_dim, a.heads_kv, tensor_batch};
  GmemShape const shape_v{a.seqlen_k, a.head_dim_v, a.heads_kv, tensor_batch};
  GmemShape const shape_o{a.seqlen_q, a.head_dim_v, a.heads, tensor_batch};
  int const rows_q = packed ? a.max_seqlen_q : a.seqlen_q;  // the longest entry's query rows
  auto stride = [](int64_t const (&s)[3]) { return GmemStride{s[1], _1{}, s[2], s[0]}; };

  FwdKernelParams<Cfg> p{
      Tma::make_q(Tma::gmem(a.q, shape_q, stride(a.q_stride))),
      Tma::make_k(Tma::gmem(a.k, shape_kv, stride(a.k_stride))),
      Tma::make_v(Tma::gmem(a.v, shape_v, stride(a.v_stride))),
      shape_q,
      shape_kv,
      a.o,
      a.o_stride[0],
      a.o_stride[1],
      a.o_stride[2],
      a.lse,
      packed ? 0 : int64_t(a.heads) * a.seqlen_q,  // lse: (batch, heads, seqlen_q) or (heads, total)
      a.seqlen_q,
      a.seqlen_q,
      a.seqlen_k,
      a.heads,
      a.heads / a.heads_kv,
      a.batch,
      (rows_q + Cfg::kBlockM - 1) / Cfg::kBlockM,
      a.cu_seqlens_q,
      a.cu_seqlens_k,
      a.seqused_q,
      a.seqused_k,
      a.error_mailbox,
      1,  // tile_section, set below from the L2 size
      // Under a softcap the scale comes before the tanh and the softmax takes the capped scores.
      sm90::softmax_scale_log2(a.softcap > 0.f ? 1.f : a.softmax_scale),
      a.softcap > 0.f ? 1.f : a.softmax_scale,
      a.softcap,
      a.softcap > 0.f ? a.softmax_scale / a.softcap : 0.f,
      a.causal,
      a.window_left,
      a.window_right,
      // Packed: entries of unequal lengths, whose tiles mirror no longer pair equal work.
      use_mirrored_units(a.causal && a.window_left < 0 && !packed, (rows_q + Cfg::kBlockM - 1) / Cfg::kBlockM),
      a.kv_stats,
      a.lse_residual,
      false,
      {},
  };
  // A dense O is one TMA-addressable tensor (the validator checks its alignment and strides); a
  // packed batch's sequences share rows, so its tiles store per thread, each row checked.
  p.o_tma = Cfg::kOTma && !packed;
  if (p.o_tma) p.tma_o = Tma::make_o(Tma::gmem_out(a.o, shape_o, stride(a.o_stride)));

  // One instance per option that changes the consumers' loop (kv_stats.hpp, the softcap), for the
  // plain tile: the plan (fwd_tile_kind) sends calls with either option there. The other tiles
  // compile the loop without them.
  bool const cap = a.softcap > 0.f;
  auto kernel = &fwd_kernel<Cfg, false, false>;
  if constexpr (Cfg::kTile == FwdTileKind::kPlain && kKvStatsFold) {
    kernel = a.kv_stats != nullptr ? (cap ? &fwd_kernel<Cfg, true, true> : &fwd_kernel<Cfg, true, false>)
                                   : (cap ? &fwd_kernel<Cfg, false, true> : &fwd_kernel<Cfg, false, false>);
  } else if constexpr (Cfg::kTile == FwdTileKind::kPlain) {
    if (a.kv_stats != nullptr) return cudaErrorInvalidValue;  // the validator refuses it first
    if (cap) kernel = &fwd_kernel<Cfg, false, true>;
  } else {
    if (a.kv_stats != nullptr || cap) return cudaErrorInvalidValue;  // the plan never asks
  }
  // Per-function attribute; cheap and idempotent, not a synchronization.
  cudaError_t err = cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, Cfg::kSmemBytes);
  if (err != cudaSuccess) return err;
  int const num_units = TileScheduler{p.m_tiles, a.heads, a.batch, 1, p.mirrored_units}.num_units();
  if (a.sms <= 0 || a.l2_bytes <= 0) return cudaErrorInvalidValue;  // the plan fills in the device's facts
  long long const kv_bytes_per_head =  // packed: every sequence's, an upper bound
      1LL * a.seqlen_k * (a.head_dim + a.head_dim_v) * int(sizeof(typename Cfg::Element)) / (a.heads / a.heads_kv);
  p.tile_section = tile_section(a.l2_bytes, kv_bytes_per_head, a.heads * a.batch);
  if (a.kv_stats != nullptr) {  // atomicMax from zero (every factor is >= 0)
    err = cudaMemsetAsync(a.kv_stats, 0, sizeof(float) * 2 * a.batch * a.heads_kv, stream);
    if (err != cudaSuccess) return err;
  }
  // As many CTAs as fit at once on this device (queried, never assumed), at most one per unit.
  int per_sm = 0;
  err = sm90::cached_per_device(occupancy_cache<Cfg>(a), a.device, &per_sm, [&](int* n) {
    return cudaOccupancyMaxActiveBlocksPerMultiprocessor(n, kernel, Cfg::kNumThreads, Cfg::kSmemBytes);
  });
  if (err != cudaSuccess) return err;
  int const resident = a.sms * (per_sm > 0 ? per_sm : 1);
  int const grid = resident < num_units ? resident : num_units;
  kernel<<<grid, Cfg::kNumThreads, Cfg::kSmemBytes, stream>>>(p);
  return cudaGetLastError();
}

// The launch of a row of dash/plan/instances.hpp (its generated translation unit): the plan's tile
// kind (args.tile), where that kind has a shape of its own, else the plain tile.
template <DType kDType, int kHeadDim, int kHeadDimV>
cudaError_t launch_fwd_instance(FwdLaunchArgs const& args, cudaStream_t stream) {
  static_assert(kDType == DType::kBF16 || kDType == DType::kFP16, "a 16-bit element type");
  using Element = std::conditional_t<kDType == DType::kBF16, cutlass::bfloat16_t, cutlass::half_t>;
  using Cfg = FwdConfig<Element, kHeadDim, kHeadDimV>;
  using CfgFull = FwdConfig<Element, kHeadDim, kHeadDimV, FwdTileKind::kFullMask>;
  using CfgLong = FwdConfig<Element, kHeadDim, kHeadDimV, FwdTileKind::kLongCausal>;
  constexpr bool kKvStatsFold = kInstances[instance_index(kDType, kHeadDim, kHeadDimV)].backward;
  switch (args.tile) {
    case FwdTileKind::kFullMask:
      if constexpr (Cfg::kBlockM != CfgFull::kBlockM) return launch_fwd<CfgFull>(args, stream);
      break;
    case FwdTileKind::kLongCausal:
      if constexpr (Cfg::kBlockM != CfgLong::kBlockM) return launch_fwd<CfgLong>(args, stream);
      break;
    case FwdTileKind::kPlain:
      break;
  }
  return launch_fwd<Cfg, kKvStatsFold>(args, stream);
}

}  // namespace dash::fwd
