#pragma once
// Host-side validation of a schedule request: a clear message for impossible
// input instead of undefined arithmetic later.
#include <string>

#include "dash/schedule/names.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash {

constexpr int kMaxBlock = 256;          // largest tile edge any kernel uses
constexpr int kMaxSeqlen = 1 << 24;     // keeps tile arithmetic inside int
constexpr long long kMaxTasks = 1LL << 30;

// Empty when `kind` applies to the mask of `g`, else why not: the one message of the schedule
// core, the backward's validation and the C ABI's dash_check_schedule.
inline std::string schedule_mask_error(ScheduleKind kind, const Geometry& g) {
  if (schedule_applies(kind, g)) return "";
  const std::string name = std::string("'") + schedule_name(kind) + "'";
  const char* mask = g.windowed() ? "a sliding window" : g.causal ? "the causal mask" : "the full mask";
  const char* fits = kind == ScheduleKind::shift ? "the full mask" : "the causal mask";
  return "schedule " + name + " does not apply to " + mask + ": " + name + " applies to " + fits +
         " without a window (use fa3, spt or descending)";
}

// Returns an empty string when `s` is valid, else what is wrong.
inline std::string validate(const Schedule& s) {
  const Geometry& g = s.geo;
  if (g.batch <= 0) return "batch must be positive (got " + std::to_string(g.batch) + ")";
  if (g.heads <= 0) return "heads must be positive (got " + std::to_string(g.heads) + ")";
  if (g.seqlen_q <= 0) return "seqlen_q must be positive (got " + std::to_string(g.seqlen_q) + ")";
  if (g.seqlen_k <= 0) return "seqlen_k must be positive (got " + std::to_string(g.seqlen_k) + ")";
  if (g.seqlen_q > kMaxSeqlen || g.seqlen_k > kMaxSeqlen)
    return "sequence lengths above " + std::to_string(kMaxSeqlen) + " are not supported";
  if (g.block_m <= 0 || g.block_m > kMaxBlock)
    return "block_m must be in [1, " + std::to_string(kMaxBlock) + "] (got " + std::to_string(g.block_m) + ")";
  if (g.block_n <= 0 || g.block_n > kMaxBlock)
    return "block_n must be in [1, " + std::to_string(kMaxBlock) + "] (got " + std::to_string(g.block_n) + ")";
  if (s.workers <= 0) return "workers must be positive (got " + std::to_string(s.workers) + ")";
  if (s.head_interleave < 1) return "head_interleave must be positive (got " + std::to_string(s.head_interleave) + ")";
  if (s.head_interleave > 1 && !interleaves_heads(s.kind))
    return std::string("schedule '") + schedule_name(s.kind) + "' does not interleave heads";
  if (g.window_left < -1 || g.window_right < -1)
    return "window sizes must be -1 (unbounded) or >= 0 (got (" + std::to_string(g.window_left) + ", " +
           std::to_string(g.window_right) + "))";
  if (std::string e = schedule_mask_error(s.kind, g); !e.empty()) return e;
  const long long per_head = s.kind == ScheduleKind::symmetric_shift
                                 ? (g.num_kv_tiles() + 1) / 2
                                 : g.num_kv_tiles();
  if (static_cast<long long>(g.batch) * g.heads * per_head > kMaxTasks)
    return "too many tasks (batch * heads * KV tiles above 2^30)";
  return "";
}

}  // namespace dash
