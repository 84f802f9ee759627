#pragma once
// Layout of the backward workspace: fp32 accumulators, per-row D and lse2, the dQ
// reduction counters, the device error word and the task counters. Every region is 256-byte aligned.
#include <cstddef>
#include <cstdint>

namespace dash::bwd_detail {

struct WorkspaceLayout {
  size_t dq_accum = 0, dsum = 0, lse2 = 0, lse_flags = 0, counters = 0, error = 0, task_claims = 0, dq_exp = 0, kv_stats = 0,
         dk_accum = 0, dv_accum = 0, packed = 0, packed_tasks = 0;
  size_t total = 0;
  static constexpr size_t kErrorWords = 8;
};

inline size_t align256(size_t x) { return (x + 255) / 256 * 256; }

// bh = batch * heads, bh_kv = batch * heads_kv; block_m: the instantiation's Q tile rows;
// dq_word_bytes: 4 (fp32 accumulator) or 8 (exact mode: room for the 64-bit rerun; the
// 32-bit words use the first half). A packed batch of `packed_batch` sequences (0: dense) has
// bh = heads, bh_kv = heads_kv, q_tiles a head's tile range (dash::packed_tiles), seqlen_k the
// total keys; its kv_stats are per (sequence, KV head), and its plan (the launch order, the task
// offsets, the offsets' verdict and a descriptor for each of at most packed_task_bound tasks;
// sm90/bwd/plan_kernel.hpp) follows.
inline WorkspaceLayout workspace_layout(int64_t bh, int64_t bh_kv, int64_t q_tiles, int64_t seqlen_k,
                                        int64_t head_dim, int64_t head_dim_v, int64_t block_m, bool gqa,
                                        int64_t dq_word_bytes,
                                        int64_t packed_batch = 0, int64_t packed_task_bound = 0) {
  WorkspaceLayout w;
  const int64_t rows = q_tiles * block_m;
  size_t off = 0;
  auto take = [&](size_t bytes) {
    const size_t at = off;
    off = align256(off + bytes);
    return at;
  };
  w.dq_accum = take(static_cast<size_t>(bh * rows * head_dim * dq_word_bytes));
  w.dsum = take(static_cast<size_t>(bh * rows) * 4);
  w.lse2 = take(static_cast<size_t>(bh * rows) * 8);  // per row: lse * log2(e) and its residual
  w.lse_flags = take(static_cast<size_t>(bh * q_tiles) * 16);  // per Q tile: the residual flag
  w.counters = take(static_cast<size_t>(bh * q_tiles) * 4);
  w.error = take(WorkspaceLayout::kErrorWords * 4);
  w.task_claims = take(2 * 4);  // the main kernel's and the exact wide rerun's task counters
  w.dq_exp = take(static_cast<size_t>(bh * rows) * 4);     // exact mode: per-row exponent
  const int64_t stats = packed_batch > 0 ? packed_batch * bh_kv : bh_kv;
  w.kv_stats = take(static_cast<size_t>(stats * 2) * 4);   // exact mode: max|K|, max ||V_j||
  if (gqa) {
    w.dk_accum = take(static_cast<size_t>(bh * seqlen_k * head_dim) * 4);
    w.dv_accum = take(static_cast<size_t>(bh * seqlen_k * head_dim_v) * 4);
  }
  if (packed_batch > 0) {
    w.packed = take(static_cast<size_t>(2 * packed_batch + 2) * 4);  // order, cu_tasks, verdict
    w.packed_tasks = take(static_cast<size_t>(packed_task_bound) * 32);  // a descriptor per task
  }
  w.total = off;
  return w;
}

}  // namespace dash::bwd_detail
