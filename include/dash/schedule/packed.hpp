#pragma once
// Packed variable-length batches (FlashAttention's varlen call): sequence b's queries are rows
// [cu_q[b], cu_q[b + 1]) of the packed Q and its keys rows [cu_k[b], cu_k[b + 1]) of the packed
// K / V (with seqused, only the first used_q[b] / used_k[b] of them). Each sequence has a
// Geometry of its own (one batch, every head, its lengths, the call's mask and window), and its
// tasks are those of its own Schedule; the batch's tasks are the sequences' tasks, sequence
// after sequence in a launch order fixed by the lengths alone (the most work first, so that CTAs
// claiming tasks in launch order start the long sequences first and the short ones fill the
// tail). Everything a uniform schedule guarantees then holds per sequence, and launch order
// across sequences only ever adds tasks that wait for none of another sequence's: dQ tiles never
// span sequences.
//
// The kinds whose ranks follow the launch order (fa3, spt, descending) apply, and exact mode's
// canonical order: shift and symmetric_shift rank wave groups of equally long heads.
#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

#include "dash/schedule/host_device.hpp"
#include "dash/schedule/names.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash {

DASH_HD bool packed_schedule_applies(ScheduleKind kind) { return ranks_follow_launch_order(kind); }

// A task of a packed batch: its sequence and the task of that sequence's schedule (whose
// head_index is the head, its batch being 1).
struct PackedTask {
  int seq;
  Task task;
};

// The last b < batch with cu[b] <= row, of batch + 1 non-decreasing offsets cu (cu[0] <= row):
// the sequence holding row `row`, or the launch slot holding task `row`.
DASH_HD int last_at_most(const int* cu, int batch, int row) {
  int lo = 0, hi = batch - 1;
  while (lo < hi) {
    const int mid = (lo + hi + 1) / 2;
    if (cu[mid] <= row) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

// The batch as the kernels see it: pointers to arrays of the caller's (cu_q, cu_k) and of the
// plan's (order, cu_tasks; PackedPlan below), host or device.
struct PackedView {
  int batch = 0;                 // sequences
  const int* cu_q = nullptr;     // batch + 1 query row offsets
  const int* cu_k = nullptr;     // batch + 1 key row offsets
  // FlashAttention's seqused_q / seqused_k (null: none): sequence b uses only the first used_q[b]
  // of its query rows and used_k[b] of its key rows (0 <= used <= its rows; seqused_valid).
  const int* used_q = nullptr;
  const int* used_k = nullptr;
  const int* order = nullptr;    // batch: the sequences in launch order
  const int* cu_tasks = nullptr; // batch + 1: tasks of the sequences before launch slot k
  Geometry base;                 // heads, block sizes, causal, window (batch and lengths unused)
  ScheduleKind kind = ScheduleKind::fa3;
  bool canonical_q_order = false;  // exact mode (Schedule::canonical_q_order)

  DASH_HD int num_tasks() const { return cu_tasks[batch]; }
  DASH_HD int seqlen_q(int b) const { return used_q != nullptr ? used_q[b] : cu_q[b + 1] - cu_q[b]; }
  DASH_HD int seqlen_k(int b) const { return used_k != nullptr ? used_k[b] : cu_k[b + 1] - cu_k[b]; }
  DASH_HD Geometry geometry(int b) const {
    Geometry g = base;
    g.batch = 1;
    g.seqlen_q = seqlen_q(b);
    g.seqlen_k = seqlen_k(b);
    return g;
  }
  // Sequence b's schedule. Exact mode rotates a KV tile's Q walk where its geometry's free
  // task order is a shift (plan/auto_schedule.hpp); packed batches take no shift, so never.
  DASH_HD Schedule schedule(int b) const {
    Schedule s{geometry(b), kind, 1};
    s.canonical_q_order = canonical_q_order;
    s.canonical_rotate = false;
    return s;
  }
  // The launch slot holding task t (0 <= t < num_tasks()): the last k with cu_tasks[k] <= t.
  DASH_HD int slot_of(int t) const { return last_at_most(cu_tasks, batch, t); }
  DASH_HD PackedTask task(int t) const {
    const int k = slot_of(t);
    const int b = order[k];
    return PackedTask{b, schedule(b).task(t - cu_tasks[k])};
  }
};

// Whether sequence b's used lengths (used: null or the seqused array) are within its rows
// [cu[b], cu[b + 1]).
DASH_HD bool seqused_valid(const int* cu, const int* used, int b) {
  return used == nullptr || (used[b] >= 0 && used[b] <= cu[b + 1] - cu[b]);
}

// Sequence b's work, the tile pairs one head visits: the launch order's key.
DASH_HD long long packed_work(const PackedView& v, int b) {
  const Geometry g = v.geometry(b);
  long long pairs = 0;
  for (int j = 0; j < g.num_kv_tiles(); ++j) pairs += g.q_count(j);
  return pairs;
}

// The launch slot of sequence b given every sequence's work: the sequences with more work, and
// those with as much and a smaller index, come before it (a stable sort by descending work).
// One comparison per pair and no shared state, so that a device's threads can each take some
// b (the plan's device counterpart); the CPU tests check it against plan_packed's sort.
DASH_HD int packed_slot(const long long* work, int batch, int b) {
  int slot = 0;
  for (int j = 0; j < batch; ++j) slot += work[j] > work[b] || (work[j] == work[b] && j < b);
  return slot;
}

// Sequence b's tasks (every head's): those of its own schedule. A sequence without queries still
// has its KV tiles' tasks, without steps: their dK / dV are zero.
DASH_HD int packed_tasks(const PackedView& v, int b) { return v.schedule(b).num_tasks(); }

// The per-row workspaces of a packed batch's backward (dQ accumulator, D, lse2, per-tile flags
// and counters) are tile-native: sequence b's Q tiles start at tile packed_tile0(cu_q, b, block_m)
// of each head's tile range. Consecutive sequences never share a tile (the next start grows by
// at least floor(length / block_m) + 1 >= the sequence's tile count), and a head's range is at
// most packed_tiles(total rows, batch, block_m) tiles: no prefix sum over the lengths is needed.
DASH_HD int packed_tile0(const int* cu_q, int b, int block_m) { return cu_q[b] / block_m + b; }
DASH_HD long long packed_tiles(long long total_q, int batch, int block_m) { return total_q / block_m + batch; }
// The sequence whose tile range holds tile tau of a head: the last b with packed_tile0(b) <= tau
// (a tile past a sequence's Q tiles, before the next one's, is a gap of sequence b).
DASH_HD int packed_seq_of_tile(const int* cu_q, int batch, int block_m, int tau) {
  int lo = 0, hi = batch - 1;
  while (lo < hi) {
    const int mid = (lo + hi + 1) / 2;
    if (packed_tile0(cu_q, mid, block_m) <= tau) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

// Host side: an optional per-sequence array (empty: none) as PackedView takes it.
inline const int* data_or_null(const std::vector<int>& v) { return v.empty() ? nullptr : v.data(); }

// Host side: checks the offsets and computes the launch order and the task offsets.
struct PackedPlan {
  std::vector<int> cu_q, cu_k, order, cu_tasks;
  std::vector<int> used_q, used_k;  // empty: none (PackedView::used_q)
  Geometry base;
  ScheduleKind kind = ScheduleKind::fa3;
  bool canonical_q_order = false;

  PackedView view() const {
    PackedView v;
    v.batch = static_cast<int>(order.size());
    v.cu_q = cu_q.data();
    v.cu_k = cu_k.data();
    v.used_q = data_or_null(used_q);
    v.used_k = data_or_null(used_k);
    v.order = order.data();
    v.cu_tasks = cu_tasks.data();
    v.base = base;
    v.kind = kind;
    v.canonical_q_order = canonical_q_order;
    return v;
  }
};

// Empty string and *plan filled when valid. cu_q and cu_k: batch + 1 offsets from 0, non-
// decreasing (sequences of length 0 allowed). used_q, used_k: empty, or batch lengths within
// the sequences' rows (seqused). base: heads, block sizes, causal and window.
inline std::string plan_packed(const std::vector<int>& cu_q, const std::vector<int>& cu_k, const Geometry& base,
                               ScheduleKind kind, bool canonical_q_order, PackedPlan* plan,
                               const std::vector<int>& used_q = {}, const std::vector<int>& used_k = {}) {
  if (cu_q.size() < 2 || cu_q.size() != cu_k.size())
    return "cu_seqlens_q and cu_seqlens_k must hold batch + 1 >= 2 offsets each";
  if (cu_q[0] != 0 || cu_k[0] != 0) return "cu_seqlens_q and cu_seqlens_k must start at 0";
  for (size_t b = 1; b < cu_q.size(); ++b)
    if (cu_q[b] < cu_q[b - 1] || cu_k[b] < cu_k[b - 1])
      return "cu_seqlens_q and cu_seqlens_k must be non-decreasing (sequence " + std::to_string(b - 1) + ")";
  const size_t nb = cu_q.size() - 1;
  if ((!used_q.empty() && used_q.size() != nb) || (!used_k.empty() && used_k.size() != nb))
    return "seqused_q and seqused_k must hold batch lengths each";
  for (size_t b = 0; b < nb; ++b)
    if (!seqused_valid(cu_q.data(), data_or_null(used_q), int(b)) ||
        !seqused_valid(cu_k.data(), data_or_null(used_k), int(b)))
      return "seqused_q / seqused_k must be within their sequence's rows (sequence " + std::to_string(b) + ")";
  if (!canonical_q_order && !packed_schedule_applies(kind))
    return std::string("schedule '") + schedule_name(kind) + "' does not apply to a packed batch (use fa3, spt or descending)";
  const int batch = static_cast<int>(cu_q.size()) - 1;
  PackedPlan p;
  p.cu_q = cu_q;
  p.cu_k = cu_k;
  p.used_q = used_q;
  p.used_k = used_k;
  p.base = base;
  p.kind = kind;
  p.canonical_q_order = canonical_q_order;
  const PackedView probe = [&] {
    PackedView v;
    v.batch = batch, v.cu_q = p.cu_q.data(), v.cu_k = p.cu_k.data(), v.base = base, v.kind = kind;
    v.used_q = data_or_null(p.used_q);
    v.used_k = data_or_null(p.used_k);
    return v;
  }();
  // A sequence's work: the tile pairs it visits per head. The most work first; ties by index,
  // so that the order depends on the lengths alone.
  std::vector<long long> work(batch);
  std::vector<int> tasks(batch);
  for (int b = 0; b < batch; ++b) {
    work[b] = packed_work(probe, b);
    tasks[b] = Schedule{probe.geometry(b), kind, 1}.num_tasks();
  }
  p.order.resize(batch);
  std::iota(p.order.begin(), p.order.end(), 0);
  std::stable_sort(p.order.begin(), p.order.end(), [&](int a, int b) { return work[a] > work[b]; });
  p.cu_tasks.assign(batch + 1, 0);
  for (int k = 0; k < batch; ++k) {
    const long long next = static_cast<long long>(p.cu_tasks[k]) + tasks[p.order[k]];
    if (next >= (1LL << 31)) return "too many tasks in the packed batch";
    p.cu_tasks[k + 1] = static_cast<int>(next);
  }
  *plan = std::move(p);
  return "";
}

}  // namespace dash
