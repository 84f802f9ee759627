// Hardware named barriers (bar.sync / bar.arrive) with explicit ids.
#pragma once

#include <cute/config.hpp>
#include <cstdint>

namespace dash::sm90 {

// Id 0 is __syncthreads(); the forward kernel uses the ids below.
enum class BarrierId : uint32_t {
  kConsumerWG0Turn = 1,  // pingpong: consumer warpgroup 0 may issue its GEMMs
  kConsumerWG1Turn = 2,  // pingpong: consumer warpgroup 1 may issue its GEMMs
};

// Blocks until `num_threads` threads (this one included) have arrived or synced on `id`.
CUTE_DEVICE void named_barrier_sync(uint32_t num_threads, uint32_t id) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(num_threads) : "memory");
}
// Counts this thread towards `id` without waiting.
CUTE_DEVICE void named_barrier_arrive(uint32_t num_threads, uint32_t id) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(num_threads) : "memory");
}

}  // namespace dash::sm90
