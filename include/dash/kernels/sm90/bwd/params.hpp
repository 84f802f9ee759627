#pragma once
// The backward kernels' parameter block (plain data, passed by value; the main kernel takes it as
// __grid_constant__). bwd_api.cu's to_params fills it from the call and its plan, group by group;
// the kernels read the plan's decisions from it and derive none of their own. Strides in
// elements.
#include <cstdint>

#include "dash/kernels/sm90/common/device_error_codes.hpp"

namespace dash::sm90::bwd {

// Error codes the kernel writes into the workspace's error word (the mailbox's codes).
using sm90::kDevOk;
using sm90::kDevWatchdog;
// Word of the error block the narrow exact postprocess sets to 1 when a row lost precision
// (words 1-5: the watchdog's report).
constexpr int kErrWideNeeded = 6;

// Exact-mode dQ words (fixed_point.hpp).
enum ExactWords : int { kExactOff = 0, kExactNarrow = 1, kExactWide = 2 };

// A CUtensorMap (cuda.h), opaque here so that this header needs no driver types.
struct alignas(128) TmaMap {
  uint64_t words[16];
};

// The caller's tensors, as BwdParams holds them: (batch, rows, heads, d) with strides _sb, _sr,
// _sh (the head dim is contiguous). A packed batch is one tensor of all rows: its batch strides
// are its row strides.
struct BwdTensorArgs {
  const void* q;     // (batch, seqlen_q, heads, d)
  const void* k;     // (batch, seqlen_k, heads_kv, d)
  const void* v;     // (batch, seqlen_k, heads_kv, d)
  const void* o;     // (batch, seqlen_q, heads, d)
  const void* dout;  // (batch, seqlen_q, heads, d)
  const float* lse;  // (batch, heads, seqlen_q), unit row stride
  void* dq;          // (batch, seqlen_q, heads, d)
  void* dk;          // (batch, seqlen_k, heads_kv, d)
  void* dv;          // (batch, seqlen_k, heads_kv, d)
  int64_t q_sb, q_sr, q_sh;
  int64_t k_sb, k_sr, k_sh;
  int64_t v_sb, v_sr, v_sh;
  int64_t o_sb, o_sr, o_sh;
  int64_t do_sb, do_sr, do_sh;
  int64_t dq_sb, dq_sr, dq_sh;
  int64_t dk_sb, dk_sr, dk_sh;
  int64_t dv_sb, dv_sr, dv_sh;
  int64_t lse_sb, lse_sh;
  const float* lse_residual;  // BwdParams::lse_residual, or null; strides those of lse
  const float* dlse;          // BwdParams::dlse, or null; strides those of lse
};

// The problem's sizes and the tiles the workspaces are cut into.
struct BwdShapeArgs {
  int batch, heads, heads_kv, seqlen_q, seqlen_k;
  int num_q_tiles;   // Q tiles per (batch entry, head); packed: a head's range of workspace tiles
                     //   (dash::packed_tiles)
  int seqlen_q_pad;  // num_q_tiles * kBlockM: rows of the padded fp32 workspaces
};

// The mask as plan/window.hpp resolves it (Geometry's).
struct BwdMaskArgs {
  int causal;
  int window_left, window_right;
  int unseen_kv_tiles;  // dense: the KV tiles no query row sees under the window, always the
                        // first ones (Geometry::unseen_kv_prefix): tasks without steps, passed over
                        // by the claims (task_ring.hpp); their keys' dK / dV zeroed by
                        // bwd_zero_unreached_kernel
};

// How the scores are formed from Q K^T.
struct BwdScoreArgs {
  float scale;       // softmax scale
  float scale_log2;  // softmax scale * log2(e); log2(e) under a softcap, which scales first
  float softcap;     // > 0: the scores are softcap * tanh(S * scale / softcap) (softmax_numerics.hpp)
};

// A packed batch of variable-length sequences (null cu_seqlens_q: dense; task_source.hpp): batch
// + 1 row offsets of the caller's Q and K; the shape's batch is then the sequences, seqlen_q /
// seqlen_k the tensors' total rows. The plan kernel writes the launch order and the task table.
struct BwdPackedArgs {
  const int* cu_seqlens_q;
  const int* cu_seqlens_k;
  const int* seqused_q;  // optional: the rows each sequence uses (dash::PackedView::used_q)
  const int* seqused_k;
  int max_seqlen_k;  // the caller's bound on a sequence's keys (grid of the K / V pass)
  int* order;        // [batch] sequences in launch order (dash::PackedView::order)
  int* cu_tasks;     // [batch + 1] tasks before each launch slot (dash::PackedView::cu_tasks)
  int* bad;          // [1] the plan kernel's verdict: non-zero when the offsets are not valid
  int* task_table;   // [tasks][8] per task id: sequence, task of its schedule, first Q row,
                     //   first K row, its lengths (task_source.hpp; written by the plan)
};

// The workspace's parts (workspace.hpp) and the process-wide failure mailbox.
struct BwdWorkspaceArgs {
  float* dq_accum;     // (batch*heads, seqlen_q_pad, d) fp32, int32 / int64 in exact mode; tiles fragment-native
  float* dsum;         // (batch*heads, seqlen_q_pad)    D = rowsum(dO * O)
  float* lse2;         // (batch*heads, seqlen_q_pad, 2) per row lse * log2(e) (+inf for rows that see
                       //   no key) and the forward's residual of it (softmax_numerics.hpp; 0 if none)
  int* lse_flags;      // (batch*heads, num_q_tiles) x 4 ints: [0] != 0 when a row of the Q tile has a
                       //   residual the probabilities need (softmax_numerics.hpp); [1..3] 0
  int* counters;       // (batch*heads, num_q_tiles)    dQ tile reduction turn
  int* error;          // [8]: code, head_index, q_tile, rank, counter seen, worker; [6] exact's wide flag
  int* task_claim;     // this launch's task counter (claimed tasks): the next task id in launch order
  int* error_mailbox;  // host-mapped, process-wide: the postprocess copies a failure's report
                       // there, so that the host sees it without a sync (device_errors.hpp)
  float* dk_accum;     // GQA only: (batch*heads, seqlen_k, d) fp32, per Q head, dK already scaled
  float* dv_accum;     // GQA only
  int* dq_exp;         // exact: (batch*heads, seqlen_q_pad) fixed-point code per row (fixed_point.hpp)
  float* kv_stats;     // exact: (batch*heads_kv, 2) max|K|, max_j ||V_j|| (as ordered int bits)
};

// The plan's ScheduleSpec (dash/bwd_api.hpp), verbatim.
struct BwdScheduleArgs {
  int kind;             // dash::ScheduleKind
  int workers;          // grid size; the Schedule's worker count
  int claims;           // dash::TaskClaims: the Schedule's static round robin (launched cooperatively,
                        // every CTA resident), or tasks claimed in launch order (task_claim) as a
                        // CTA reaches its task's last step or once it holds that step's turn
  int head_interleave;  // the Schedule's launch order: heads taken in turn in bands of this many
  int exact_q_rotated;  // exact: the Schedule's canonical Q order is rotated (plan/exact_order.hpp)
};

// The plan's reduction mode, as the kernels run it.
struct BwdReductionArgs {
  int ordered;              // 1: deterministic dQ protocol, 0: unordered atomics
  int exact_words;          // ExactWords: fixed-point dQ (integer adds, no waits); ordered is then 0
  int exact_check;          // narrow: the postprocess sets error[kErrWideNeeded] for an imprecise row
  int exact_rerun;          // wide pass after a checked narrow one: every kernel returns at once
                            // unless error[kErrWideNeeded] is set
  float exact_guard_units;  // exact: the narrow guard's cap (fixed_point.hpp narrow_guard_units)
  int kv_stats_given;       // exact: the workspace's kv_stats are the caller's (BwdParams::kv_stats): no K/V pass
  int64_t watchdog_ns;      // how long a reduction wait may see its counter stand still
};

// The test hooks' switches (zero in a shipping build: src/bwd/test_hooks.hpp).
struct BwdTestArgs {
  int counter_init;    // counters start here (non-zero -> watchdog fires)
  int* trace;          // null: off; the dQ writer records every partial (dq_writer.hpp)
  int trace_capacity;  // records that fit after trace's count word
};

// TMA maps of Q, dO, K, V (tma_maps.hpp; set by launch_mode). The main kernel takes the parameter
// block as __grid_constant__, so their addresses are valid operands of the TMA.
struct BwdTmaMaps {
  TmaMap q, dout, k, v;
};

struct BwdKernelParams {
  BwdTensorArgs tensors;
  BwdShapeArgs shape;
  BwdMaskArgs mask;
  BwdScoreArgs scores;
  BwdPackedArgs packed;
  BwdWorkspaceArgs ws;
  BwdScheduleArgs schedule;
  BwdReductionArgs reduction;
  BwdTestArgs test;
  BwdTmaMaps tma;
};

}  // namespace dash::sm90::bwd
