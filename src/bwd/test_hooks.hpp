#pragma once
// Hooks for the tests and the benchmarks, out of the public API: calls that force what the
// product decides by itself (exact mode's word width and Q order) or break the protocol on
// purpose (a stuck counter, so that the watchdog must fire). Built into dash_bwd_testing only
// (CMake's DASH_TEST_HOOKS, on in test builds): the shipping library has none of them.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "dash/bwd_api.hpp"

namespace dash::testing {

struct BwdHooks {
  // != 0: every dQ counter starts there, so no rank ever gets its turn and the watchdog fires.
  int counter_init = 0;
  // Exact mode's words: 0 = 32-bit, checked, 64-bit rerun where needed (the product);
  // 32 = 32-bit, unchecked (neither the precision check nor the shifted rows' overflow guard:
  // its words may wrap where the product goes wide); 64 = 64-bit only.
  int exact_bits = 0;
  // Exact mode's Q-tile order inside a KV tile: -1 = the plan's (the product); 0 = ascending,
  // 1 = rotated (dK / dV bits then differ from the product's).
  int exact_q_rotate = -1;
  // true: the Schedule's static round robin, launched cooperatively, whatever the plan's task
  // claims (the benchmarks' reference for claimed tasks; the same bits).
  bool static_walk = false;
  // true: the ordered fa3 / spt / descending claim each next task as the loader reaches the
  // current task's last step (TaskClaims::at_step) instead of at the writer's turn (the same
  // bits; the benchmarks' probe of the at_turn claim's bubble).
  bool claims_at_step = false;
  // > 0: the ordered fa3 / spt / descending launch their tasks with this head interleave
  // (Schedule::head_interleave) instead of the plan's (the same bits).
  int head_interleave = 0;
  // -1: the kernel the plan picks (the product, kernel_key_of); 0 / 1: kernel v1 / v2 instead
  // (the tests of v2 where the tile table's v2_plan column does not give it the calls yet, and
  // the benchmarks' same-build A/B), refused where that kernel does not compute the call or
  // its tiles are not the plan's kernel's.
  int kernel = -1;
  // Non-null: a device buffer of 1 + 4 * trace_capacity ints, zeroed by the caller. The dQ
  // writers (of either kernel) record every partial there (the kernel's own walk, for comparison
  // with the Schedule): trace[0] counts the records, record i (ints 4 (i + 1) ...) holds worker,
  // task, step and the tile's counter as the partial is added (the ordered reduction: its rank).
  int* trace = nullptr;
  int trace_capacity = 0;
};

// attention_backward with hooks (the hooks are checked too).
Status attention_backward(BwdParams const& params, BwdHooks const& hooks, void* workspace,
                          size_t workspace_bytes, CUstream_st* stream);

// How the tasks of a valid call made with these hooks are taken: the plan's claims for the kernel
// that runs it (v2 claims at the step where v1 claims at the writer's turn), or the hooks'.
TaskClaims task_claims(BwdParams const& params, BwdHooks const& hooks);

// backward_exact_used_wide for a call made with hooks (exact_bits = 64: always wide).
Status backward_exact_used_wide(BwdParams const& params, BwdHooks const& hooks, void* workspace,
                                CUstream_st* stream, bool* wide);

// Exact mode's per-row codes as the preprocess wrote them (dash/reduction/fixed_point.hpp,
// dq_row_code) for a call that has run with this workspace: codes[(b * heads + h) *
// rows_per_head + row], rows_per_head the Q length rounded up to whole tiles.
Status backward_exact_row_codes(BwdParams const& params, void* workspace, CUstream_st* stream,
                                std::vector<int>* codes, int64_t* rows_per_head);

}  // namespace dash::testing
