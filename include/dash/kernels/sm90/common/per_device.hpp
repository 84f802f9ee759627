// Values a device and the compiled kernels fix for the whole process (SM counts, occupancy),
// kept per device ordinal so that a call queries them once: each CUDA attribute or occupancy
// query costs the calling thread microseconds, on every call that asks.
#pragma once

#include <atomic>

namespace dash::sm90 {

// Device ordinals below this one are cached; a call on a higher one queries every time.
inline constexpr int kMaxCachedDevices = 64;

// One value per device ordinal; 0 is "not yet known" (every cached value is positive).
using PerDevice = std::atomic<int>[kMaxCachedDevices];

// *out from cache[device] when known, else from query(out) (kept when it succeeds with a
// positive value). Query: int* -> an error code whose 0 is success (cudaError_t).
template <class Query>
auto cached_per_device(PerDevice& cache, int device, int* out, Query&& query) -> decltype(query(out)) {
  std::atomic<int>* const slot = device >= 0 && device < kMaxCachedDevices ? &cache[device] : nullptr;
  if (slot != nullptr && (*out = slot->load(std::memory_order_relaxed)) > 0) return decltype(query(out)){};
  auto const e = query(out);
  if (e == decltype(e){} && slot != nullptr && *out > 0) slot->store(*out, std::memory_order_relaxed);
  return e;
}

}  // namespace dash::sm90
