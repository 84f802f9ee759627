#pragma once
// The compiled (dtype, head dim) instances of the forward and the backward: the one list. CMake
// generates each row's forward and backward translation unit (cmake/dash_instances.cmake reads
// the X(...) rows below); the declarations, the launch tables, validation
// and its messages derive from this list. Adding a head dim's host side is a row here (its
// kernels' traits: docs/architecture.md).
#include <cstdint>
#include <string>

#include "dash/api.hpp"

// X(name, DType enumerator, head dim), one call per instance.
#define DASH_FOR_EACH_INSTANCE(X) \
  X(bf16_d64, kBF16, 64)          \
  X(bf16_d128, kBF16, 128)        \
  X(fp16_d64, kFP16, 64)          \
  X(fp16_d128, kFP16, 128)

namespace dash {

struct InstanceKey {
  DType dtype;
  int head_dim;
};

#define DASH_INSTANCE_KEY_(name, dt, d) InstanceKey{DType::dt, d},
inline constexpr InstanceKey kInstances[] = {DASH_FOR_EACH_INSTANCE(DASH_INSTANCE_KEY_)};
#undef DASH_INSTANCE_KEY_
inline constexpr int kNumInstances = static_cast<int>(sizeof(kInstances) / sizeof(kInstances[0]));

// The row of (dtype, head_dim) in kInstances, or -1 where none is compiled.
constexpr int instance_index(DType dtype, int64_t head_dim) {
  for (int i = 0; i < kNumInstances; ++i)
    if (kInstances[i].dtype == dtype && kInstances[i].head_dim == head_dim) return i;
  return -1;
}

// The head dims compiled for a dtype, as "64 or 128" (error messages).
inline std::string head_dims_of(DType dtype) {
  std::string s;
  for (const InstanceKey& k : kInstances)
    if (k.dtype == dtype) s += (s.empty() ? "" : " or ") + std::to_string(k.head_dim);
  return s;
}

}  // namespace dash
