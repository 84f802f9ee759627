#pragma once
// Host side of the backward kernel v2 (docs/bwd-v2.md): v1's preprocess (D, lse2, the counters),
// the fp32 accumulator zeroed (every partial of the unordered mode is an add), the persistent
// v2 main kernel over the Schedule's static walk (launched cooperatively), and v1's dQ
// postprocess over v2's accumulator tiles. Included by the v2 instance translation units only.
#include <cuda_runtime.h>

#include "dash/kernels/sm90/bwd/bwd_config.hpp"
#include "dash/kernels/sm90/bwd/launch.hpp"
#include "dash/kernels/sm90/bwd/postprocess.hpp"
#include "dash/kernels/sm90/bwd/preprocess.hpp"
#include "dash/kernels/sm90/bwd/tma_maps.hpp"
#include "dash/kernels/sm90/bwd2/kernel.hpp"

namespace dash::sm90::bwd2 {

// v1's configuration with v2's dQ tiling: the postprocess reads the accumulator tiles in the
// order v2's warpgroups stage them (bwd/dq_tile_layout.hpp: warps split by head-dim columns).
template <class V1Cfg, class Cfg>
struct PostprocessCfg : V1Cfg {
  static constexpr int kWarpsM = Cfg::kWarpsM;
  static constexpr int kWarpsN = Cfg::kWarpsN;
  static constexpr int kDqCols = Cfg::kDqCols;
  static constexpr int kDqFrags = Cfg::kDqCols / 8;  // a warp's fragments (dq_frag_offset)
  static_assert(V1Cfg::kBlockM == Cfg::kBlockM && V1Cfg::kHeadDim == Cfg::kHeadDim, "one dQ tile shape");
};

// V1Cfg: v1's fp32 configuration of the same (dtype, head dim): its tile heights are v2's, so
// its TMA boxes, pre- and postprocess serve v2 as they are.
template <class Cfg, class V1Cfg>
cudaError_t launch_bwd2(bwd::BwdKernelParams const& params, cudaStream_t stream) {
  static_assert(V1Cfg::kBlockM == Cfg::kBlockM && V1Cfg::kBlockN == Cfg::kBlockN, "v1's boxes and tiles");
  bwd::BwdKernelParams p = params;
  cudaError_t e =
      cudaFuncSetAttribute(bwd2_main_kernel<Cfg>, cudaFuncAttributeMaxDynamicSharedMemorySize, Cfg::kSmemBytes);
  if (e == cudaSuccess) e = bwd::encode_tma_maps<V1Cfg>(p);  // before anything is launched
  if (e != cudaSuccess) return e;
  const int heads = bwd::workspace_heads(p);
  const dim3 tiles_grid(p.shape.num_q_tiles, heads);
  const int dq_tiles = p.shape.num_q_tiles * heads;
  // The preprocess zeroes the accumulator (every partial of v2 is an add), inside the chain of
  // dependent launches.
  e = bwd::launch_pdl(bwd::bwd_preprocess_kernel<V1Cfg, /*kZeroDqAccum=*/true>, tiles_grid, 256, 0, stream, p);
  if (e == cudaSuccess)
    e = bwd::launch_pdl(bwd2_main_kernel<Cfg>, p.schedule.workers, Cfg::kThreads, Cfg::kSmemBytes, stream, p,
                        /*cooperative=*/true);
  if (e == cudaSuccess)
    e = bwd::launch_pdl(bwd::bwd_postprocess_dq_kernel<PostprocessCfg<V1Cfg, Cfg>, false>, dq_tiles, 256, 0, stream,
                        p);
  return e;
}

}  // namespace dash::sm90::bwd2
