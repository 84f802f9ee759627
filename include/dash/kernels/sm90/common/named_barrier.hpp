// Hardware named barriers (bar.sync / bar.arrive) with explicit ids, for the forward and the
// backward kernels.
#pragma once

#include <cstdint>

namespace dash::sm90 {

// Id 0 is __syncthreads(). A kernel uses only its own ids; they are listed together so that no
// two meanings share one.
enum class BarrierId : uint32_t {
  // Forward (fwd/mainloop.hpp), turns: consumer warpgroup 0 / 1 may issue its GEMMs.
  kConsumerWG0Turn = 1,
  kConsumerWG1Turn = 2,
  // Backward (bwd/kernel.hpp), between its two MMA warpgroups: the other warpgroup's dS^T rows
  // are in shared memory (the dQ owner may read them), and the owner's dQ GEMM has read them
  // (they may be overwritten); odd sub-steps, whose owner alternates, have their own pair.
  kDsStored = 3,
  kDsRead = 4,
  kDsStoredOdd = 5,
  kDsReadOdd = 6,
  // Backward kernel v2 (bwd/v2/mma.hpp): both MMA warpgroups' dS^T rows of the step are stored.
  kBwd2DsReady = 7,
  // Forward with three consumer warpgroups: warpgroup 2's turn.
  kConsumerWG2Turn = 8,
  // Forward epilogue (fwd/epilogue.hpp): consumer warpgroup w's O slab (id kFwdOSlab0 + w).
  kFwdOSlab0 = 9,
  // Forward with P in shared memory (fwd/mainloop.hpp): warpgroup w's rows of P are stored (id
  // kFwdPStored0 + w).
  kFwdPStored0 = 12,
  // Backward with split columns (bwd/split_mainloop.hpp): warpgroup 0's P^T is in shared memory
  // (its dS^T hand-over is kDsStored).
  kSplitPStored = 15,
};

// Blocks until `num_threads` threads (this one included) have arrived or synced on `id`.
__device__ __forceinline__ void named_barrier_sync(uint32_t num_threads, uint32_t id) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(num_threads) : "memory");
}
__device__ __forceinline__ void named_barrier_sync(uint32_t num_threads, BarrierId id) {
  named_barrier_sync(num_threads, static_cast<uint32_t>(id));
}
// Counts this thread towards `id` without waiting.
__device__ __forceinline__ void named_barrier_arrive(uint32_t num_threads, uint32_t id) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(num_threads) : "memory");
}
__device__ __forceinline__ void named_barrier_arrive(uint32_t num_threads, BarrierId id) {
  named_barrier_arrive(num_threads, static_cast<uint32_t>(id));
}

}  // namespace dash::sm90
