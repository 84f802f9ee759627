// What the C++ benchmark CLIs share: a CUDA error check, "1,2,3" arguments, seeded inputs, and
// the device / date / stream / events every run records and times with.
#pragma once

#include <cuda_bf16.h>
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>

#define CK(x)                                                                                   \
  do {                                                                                          \
    cudaError_t e_ = (x);                                                                       \
    if (e_ != cudaSuccess) {                                                                    \
      std::fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); \
      std::exit(1);                                                                             \
    }                                                                                           \
  } while (0)

namespace dash_bench {

inline std::vector<int> parse_ints(const char* s) {
  std::vector<int> v;
  for (const char* p = s; *p;) {
    v.push_back(std::atoi(p));
    while (*p && *p != ',') ++p;
    if (*p == ',') ++p;
  }
  return v;
}

// "64,128,192:128": head dims, V's after a colon where it differs: (d, d_v) pairs.
inline std::vector<std::pair<int, int>> parse_head_dims(const char* s) {
  std::vector<std::pair<int, int>> v;
  for (const char* p = s; *p;) {
    const int d = std::atoi(p);
    while (*p && *p != ',' && *p != ':') ++p;
    int d_v = d;
    if (*p == ':') d_v = std::atoi(++p);
    while (*p && *p != ',') ++p;
    if (*p == ',') ++p;
    v.push_back({d, d_v});
  }
  return v;
}

// Hash-seeded values in [-1, 1): the same inputs for the same (n, seed) in every build.
static __global__ void fill(__nv_bfloat16* p, int64_t n, uint32_t seed) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    uint32_t x = uint32_t(i) * 2654435761u ^ seed * 0x9E3779B9u;
    x ^= x >> 15; x *= 0x2C1B3C6Du; x ^= x >> 12; x *= 0x297A2D39u; x ^= x >> 15;
    p[i] = __float2bfloat16(float(x & 0xFFFF) / 32768.f - 1.f);
  }
}

// Hash-seeded N(0, 1) (Box-Muller): the same inputs for the same (n, seed) in every build.
static __global__ void fill_normal(__nv_bfloat16* p, int64_t n, uint32_t seed) {
  auto hash = [](uint32_t x) {
    x ^= x >> 15; x *= 0x2C1B3C6Du; x ^= x >> 12; x *= 0x297A2D39u; x ^= x >> 15;
    return x;
  };
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const uint32_t a = hash(uint32_t(i) * 2654435761u ^ seed * 0x9E3779B9u), b = hash(a ^ 0x68E31DA4u);
    const float u1 = (float(a >> 8) + 1.f) / 16777217.f, u2 = float(b >> 8) / 16777216.f;
    p[i] = __float2bfloat16(sqrtf(-2.f * logf(u1)) * cospif(2.f * u2));
  }
}

// The device as records name it ("NAME (N SMs)"), the UTC start time, a stream and two events.
struct Context {
  char device[256];
  char date[32];
  cudaStream_t stream;
  cudaEvent_t e0, e1;
};
inline Context make_context() {
  Context c{};
  cudaDeviceProp prop{};
  CK(cudaGetDeviceProperties(&prop, 0));
  std::snprintf(c.device, sizeof(c.device), "%s (%d SMs)", prop.name, prop.multiProcessorCount);
  const std::time_t now = std::time(nullptr);
  std::strftime(c.date, sizeof(c.date), "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&now));
  CK(cudaStreamCreate(&c.stream));
  CK(cudaEventCreate(&c.e0));
  CK(cudaEventCreate(&c.e1));
  return c;
}

}  // namespace dash_bench
