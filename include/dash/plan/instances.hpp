#pragma once
// The compiled (dtype, head dim, V head dim) instances of the forward and the backward: the one
// list. CMake generates each row's forward translation unit and, where the row has a backward,
// its backward units (cmake/dash_instances.cmake reads the X(...) rows below); the
// declarations, the launch tables, validation and its messages derive from this list. Adding a
// head dim's host side is a row here (its kernels' traits: docs/architecture.md).
#include <algorithm>
#include <cstdint>
#include <string>
#include <tuple>

#include "dash/api.hpp"

// X(name, DType enumerator, head dim of Q and K, head dim of V and O, backward: 1 or 0), one
// call per instance. A row with backward 0 has the forward's kernels only; the backward refuses
// its head dims with a message that says so.
#define DASH_FOR_EACH_INSTANCE(X)   \
  X(bf16_d64, kBF16, 64, 64, 1)     \
  X(bf16_d128, kBF16, 128, 128, 1)  \
  X(fp16_d64, kFP16, 64, 64, 1)     \
  X(fp16_d128, kFP16, 128, 128, 1)  \
  X(bf16_d96, kBF16, 96, 96, 1)     \
  X(bf16_d192, kBF16, 192, 192, 1)  \
  X(bf16_d192_128, kBF16, 192, 128, 1) \
  X(bf16_d256, kBF16, 256, 256, 1)  \
  X(fp16_d96, kFP16, 96, 96, 1)     \
  X(fp16_d192, kFP16, 192, 192, 1)  \
  X(fp16_d192_128, kFP16, 192, 128, 1) \
  X(fp16_d256, kFP16, 256, 256, 1)

// The backward's rows alone: X(name, ...) for each row whose backward column is 1.
#define DASH_IF_BACKWARD_1(X, name, dt, d, dv) X(name, dt, d, dv)
#define DASH_IF_BACKWARD_0(X, name, dt, d, dv)
#define DASH_BACKWARD_ROW_(X, name, dt, d, dv, bwd) DASH_IF_BACKWARD_##bwd(X, name, dt, d, dv)

namespace dash {

struct InstanceKey {
  DType dtype;
  int head_dim;    // Q and K
  int head_dim_v;  // V and O
  bool backward;   // the backward's kernels are compiled too
};

#define DASH_INSTANCE_KEY_(name, dt, d, dv, bwd) InstanceKey{DType::dt, d, dv, bwd != 0},
inline constexpr InstanceKey kInstances[] = {DASH_FOR_EACH_INSTANCE(DASH_INSTANCE_KEY_)};
#undef DASH_INSTANCE_KEY_
inline constexpr int kNumInstances = static_cast<int>(sizeof(kInstances) / sizeof(kInstances[0]));

// The row of (dtype, head_dim, head_dim_v) in kInstances, or -1 where none is compiled.
constexpr int instance_index(DType dtype, int64_t head_dim, int64_t head_dim_v) {
  for (int i = 0; i < kNumInstances; ++i)
    if (kInstances[i].dtype == dtype && kInstances[i].head_dim == head_dim && kInstances[i].head_dim_v == head_dim_v)
      return i;
  return -1;
}

// The head dims compiled for a dtype (for the backward: those with backward kernels), as
// "64, 96, 128, 192 or 256"; a row whose V head dim differs appears as "(192, 128)" (error
// messages).
inline std::string head_dims_of(DType dtype, bool backward = false) {
  InstanceKey keys[kNumInstances];
  int n = 0;
  for (InstanceKey const& k : kInstances)
    if (k.dtype == dtype && (!backward || k.backward)) keys[n++] = k;
  // Equal Q / V dims first, ascending, then the pairs, ascending (the table's own order is the
  // build's, not the reader's).
  auto order = [](InstanceKey const& k) { return std::make_tuple(k.head_dim != k.head_dim_v, k.head_dim, k.head_dim_v); };
  std::sort(keys, keys + n, [&](InstanceKey const& a, InstanceKey const& b) { return order(a) < order(b); });
  std::string s;
  for (int i = 0; i < n; ++i) {
    InstanceKey const& k = keys[i];
    s += (i == 0 ? "" : i + 1 == n ? " or " : ", ") +
         (k.head_dim == k.head_dim_v ? std::to_string(k.head_dim)
                                     : "(" + std::to_string(k.head_dim) + ", " + std::to_string(k.head_dim_v) + ")");
  }
  return s;
}

}  // namespace dash
