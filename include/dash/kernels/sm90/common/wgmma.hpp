// Thin wrapper that issues one warpgroup-wide wgmma batch (asynchronously).
#pragma once

#include <cute/tensor.hpp>
#include <cutlass/arch/mma_sm90.h>

namespace dash::sm90 {

// C (+)= A * B over all k-blocks of A/B. Issues and commits; the caller waits with
// cute::warpgroup_wait<N>() so that independent work can overlap the tensor cores.
// zero_init: the first k-block overwrites C (no separate clear needed).
template <bool kZeroInit, class TiledMma, class TA, class TB, class TC>
CUTE_DEVICE void wgmma_issue(TiledMma& mma, TA const& a, TB const& b, TC& c) {
  using namespace cute;
  // SS form: A is a tensor of smem descriptors; RS form: A holds registers that need fencing.
  constexpr bool kARegs = !is_same_v<typename TA::iterator, GMMA::DescriptorIterator>;
  if constexpr (kARegs) { warpgroup_fence_operand(const_cast<TA&>(a)); }
  warpgroup_fence_operand(c);
  warpgroup_arrive();
  if constexpr (kZeroInit) { mma.accumulate_ = GMMA::ScaleOut::Zero; }
  CUTE_UNROLL
  for (int kb = 0; kb < size<2>(a); ++kb) {
    cute::gemm(mma, a(_, _, kb), b(_, _, kb), c);
    mma.accumulate_ = GMMA::ScaleOut::One;
  }
  warpgroup_commit_batch();
  warpgroup_fence_operand(c);
  if constexpr (kARegs) { warpgroup_fence_operand(const_cast<TA&>(a)); }
}

}  // namespace dash::sm90
