#pragma once
// The compiled (dtype, head dim, V head dim) instances of the forward and the backward: every row
// of the tile table (dash/plan/tile_table.hpp) in every dtype, less the rows a development build
// leaves out (CMake's DASH_HEAD_DIMS). CMake generates each instance's translation units and
// the list below (dash/plan/built_instances.hpp, cmake/dash_instances.cmake); the
// declarations, the launch tables, validation and its messages derive from this list.
#include <algorithm>
#include <cstdint>
#include <string>
#include <tuple>

#include "dash/api.hpp"
#include "dash/plan/built_instances.hpp"
#include "dash/plan/tile_table.hpp"

// DASH_FOR_EACH_INSTANCE(X): X(name, DType enumerator, head dim of Q and K, head dim of V and O,
// v1: 1 where kernel v1 serves the row's backward, v2: 1 where kernel v2 does too), one call per
// compiled instance. A row without v1 has the forward's kernels only; the backward refuses its
// head dims with a message that says so.

// The backward's rows alone: X(name, ...) for each row whose v1 column is 1; and v2's.
#define DASH_IF_BACKWARD_1(X, name, dt, d, dv) X(name, dt, d, dv)
#define DASH_IF_BACKWARD_0(X, name, dt, d, dv)
#define DASH_BACKWARD_ROW_(X, name, dt, d, dv, v1, v2) DASH_IF_BACKWARD_##v1(X, name, dt, d, dv)
#define DASH_V2_ROW_(X, name, dt, d, dv, v1, v2) DASH_IF_BACKWARD_##v2(X, name, dt, d, dv)

namespace dash {

struct InstanceKey {
  DType dtype;
  int head_dim;    // Q and K
  int head_dim_v;  // V and O
  bool backward;   // the backward's kernels are compiled too (kernel v1's)
  bool v2;         // and kernel v2's
};

#define DASH_INSTANCE_KEY_(name, dt, d, dv, v1, v2) InstanceKey{DType::dt, d, dv, v1 != 0, v2 != 0},
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

// The note a refusal of head dims adds where the tile table has their row but this build left it
// out (CMake's DASH_HEAD_DIMS), so that a development build's refusal is not read as a limit of dash.
inline std::string not_built_note(int64_t head_dim, int64_t head_dim_v) {
  return tile_row_index(head_dim, head_dim_v) >= 0 ? " (this build leaves it out: CMake's DASH_HEAD_DIMS)" : "";
}

}  // namespace dash
