// Public C++ API of the deterministic attention backward (sm_90a).
//
// Layouts follow FlashAttention-3 (see dash/api.hpp): q, o, dout, dq are
// (batch, seqlen_q, heads, d); k, v, dk, dv are (batch, seqlen_k, heads_kv, d); the last
// dimension is contiguous, the other strides are free (elements, multiples of 16 bytes).
// lse is fp32 (batch, heads, seqlen_q) with free batch / head strides and unit stride along
// rows: the natural-log log-sum-exp of the scaled scores (-inf for a row that sees no key).
//
// Usage: size = backward_workspace_size(params); allocate `size` bytes (256-byte aligned,
// cudaMalloc is); attention_backward(params, ws, size, stream). Stream-ordered, no
// allocation, no synchronization.
//
// Shared GPUs: the backward's grid is persistent, yet it never relies on all of its CTAs being
// resident except where the order demands it. Every mode but the ordered shift /
// symmetric_shift claims its tasks in launch order and runs on whatever SMs other streams
// leave it (NCCL kernels, another backward); ordered shift / symmetric_shift rank a wave's
// tasks in a ring, so their grid is launched cooperatively and waits until all of its CTAs
// can be resident (no error, no timeout). The bits are the same either way.
//
// Failures are loud: a reduction that stops making progress for watchdog_ms (a bug, never a
// slow neighbour) sets that call's whole dQ to NaN and records the failure; the next dash call
// returns it (kDeviceError) instead of launching, and check_device_errors() reports it on
// demand. backward_check_error() reads one call's error words after a stream sync.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "dash/api.hpp"
#include "dash/plan/kernel_key.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash {

// How the partial dQ tiles of the KV tiles are summed. The C ABI's DASH_REDUCTION_* codes and
// the Python package number them the same.
enum class ReductionMode : int {
  unordered = 0,  // fp32 atomics in arrival order: fast baseline, bits vary run to run
  ordered = 1,    // deterministic: each dQ tile is reduced in the Schedule's rank order
  exact = 2,      // fixed point (dash/reduction/fixed_point.hpp): integer adds in any order,
                  // no waits; dQ bits independent of schedule, worker count and timing.
                  // 32-bit words, checked; a call where a row would lose precision is
                  // recomputed with 64-bit words (backward_exact_used_wide reports it)
};

struct BwdParams {
  // Inputs.
  void const* q = nullptr;
  void const* k = nullptr;
  void const* v = nullptr;
  void const* o = nullptr;
  void const* dout = nullptr;
  float const* lse = nullptr;
  int64_t lse_batch_stride = 0;  // elements; 0 selects heads * seqlen_q (contiguous)
  int64_t lse_head_stride = 0;   // elements; 0 selects seqlen_q
  // Optional: the forward's FwdParams::lse_residual for this lse, laid out as lse (its
  // strides). With it the backward's probabilities are the forward's at any logit magnitude;
  // without it they carry lse's fp32 rounding, |lse| * 2^-24 (docs/numerics-limits.md).
  float const* lse_residual = nullptr;
  // Optional: the gradient of the loss with respect to lse, laid out as lse (its strides), for a
  // loss that uses the LSE the forward returned (a z-loss; FlashAttention-4's dlse). The
  // gradients then include its term: dS = P (dP - D + dlse) per row. nullptr: none.
  float const* dlse = nullptr;
  // Outputs, in `dtype`.
  void* dq = nullptr;
  void* dk = nullptr;
  void* dv = nullptr;

  DType dtype = DType::kBF16;
  int64_t batch = 0, seqlen_q = 0, seqlen_k = 0, heads = 0, heads_kv = 0, head_dim = 0;
  int64_t head_dim_v = 0;  // of v, o, dout, dv (FwdParams::head_dim_v); 0: head_dim
  Strides4 q_stride, k_stride, v_stride, o_stride, dout_stride, dq_stride, dk_stride, dv_stride;
  bool causal = false;        // bottom-right aligned, as in the forward
  int64_t window_left = -1, window_right = -1;  // the forward's sliding window (FwdParams)
  float softmax_scale = 0.f;  // 0 selects 1/sqrt(head_dim)
  float softcap = 0.f;        // the forward's logit softcap (FwdParams::softcap); 0: none
  // A packed batch of variable-length sequences (FlashAttention's varlen call; null: dense), as
  // the forward took it (FwdParams::cu_seqlens_q): batch + 1 int32 row offsets each, in device
  // memory, from 0 and non-decreasing (read on the device only: offsets that are not a batch's
  // make the call's dq, dk, dv NaN and are reported at the next call or check). batch is then
  // the number of sequences, seqlen_q / seqlen_k the total rows: q, o, dout, dq are (seqlen_q,
  // heads, d) and k, v, dk, dv (seqlen_k, heads_kv, d) (the batch strides are not read), lse is
  // (heads, seqlen_q). Masks and windows apply to each sequence alone (bottom-right aligned).
  // Schedules fa3, spt and descending; kv_stats are computed here.
  int const* cu_seqlens_q = nullptr;
  int const* cu_seqlens_k = nullptr;
  int64_t max_seqlen_k = 0;  // packed: at least every sequence's key count (0: seqlen_k)
  // Optional with a packed batch (null: every row), as the forward took them
  // (FwdParams::seqused_q): sequence b takes only the first seqused_q[b] of its query rows and
  // seqused_k[b] of its key rows; the gradients of its other rows are zero. A count outside [0,
  // the sequence's rows] makes the call's dq, dk, dv NaN and is reported at the next call or check.
  int const* seqused_q = nullptr;
  int const* seqused_k = nullptr;

  // The task order: a kind that applies to the mask (schedule_applies), or none: the plan picks
  // one (`auto`: dash/plan/auto_schedule.hpp; the C ABI's DASH_SCHEDULE_AUTO).
  std::optional<ScheduleKind> schedule;
  ReductionMode mode = ReductionMode::ordered;
  // Exact mode, optional: the K / V factors of the dQ bound as the forward computed them
  // (FwdParams::kv_stats: (batch, heads_kv, 2) fp32, 4-byte aligned) from THIS k and v; the
  // backward then skips its own pass over K and V (same bits). nullptr: computed here.
  float const* kv_stats = nullptr;
  // 0: as many persistent CTAs as can be co-resident on the SMs left after sm_margin (SM
  // count x occupancy), capped at the task count. > 0: that many (capped at the task count);
  // more than can be co-resident is an error.
  int num_workers = 0;
  // SMs to leave to other work (FlashAttention-3's sm_margin), e.g. the NCCL kernels that
  // overlap the backward: the grid then has that many SMs' worth of workers fewer.
  int sm_margin = 0;

  // How long a dQ reduction wait may see its counter stand still before the call fails (a
  // protocol failure: docs/shared-gpu.md).
  int watchdog_ms = 2000;
};

// Checks every argument without touching the GPU.
Status validate_backward(BwdParams const& params);

// Whether `schedule` applies to the mask of a call with these arguments (FlashAttention-3's
// window, resolved against the lengths as the call resolves it: dash/plan/window.hpp): the one
// rule validate_backward applies, for callers that check before anything runs (the Python
// package, before the forward). kInvalidArgument names the schedule and the mask.
Status check_schedule_applies(ScheduleKind schedule, bool causal, int64_t window_left, int64_t window_right,
                              int64_t seqlen_q, int64_t seqlen_k);

// Bytes of workspace attention_backward needs for these params (0 when params are invalid).
size_t backward_workspace_size(BwdParams const& params);

// The device facts a plan depends on.
struct DeviceInfo {
  int sms = 0;          // streaming multiprocessors
  int ctas_per_sm = 0;  // backward CTAs that fit on one SM (the instance's occupancy)
};

// How the backward's tasks are ordered and taken: the kernels receive it verbatim.
struct ScheduleSpec {
  ScheduleKind kind = ScheduleKind::fa3;  // the task order, `auto` resolved
  int workers = 0;                        // persistent CTAs: co-resident ones on the SMs sm_margin
                                          // leaves, or num_workers, capped at the task count
  TaskClaims claims = TaskClaims::static_walk;  // how CTAs take tasks (schedule.hpp)
  int head_interleave = 1;       // the launch order's bands of heads (Schedule::head_interleave)
  // How each KV tile walks its Q tiles (dash/plan/kernel_key.hpp): exact mode's canonical
  // order (fixed by the problem: dK / dV bits independent of the schedule), rotated where
  // plan/exact_order.hpp says; otherwise the kind's order, shift's with spread start rows.
  bool canonical_q_order = false;
  bool exact_q_rotated = false;
  bool shift_spread = true;
  // Every worker resident at once (a cooperative launch and the Schedule's static walk: the
  // ring-ranked orders shift and symmetric_shift); else tasks are claimed in launch order on
  // whatever SMs the grid gets.
  bool coresident() const { return claims == TaskClaims::static_walk; }
};

// What a call resolves to. make_plan is the one owner of these decisions for every entry point
// (C++, the C ABI, Python through it, the benchmarks).
struct BwdPlan {
  ReductionMode mode = ReductionMode::ordered;
  ScheduleSpec schedule;
  BwdKernelKey kernel;         // the compiled instance and extension that run the call
  int block_m = 0;             // Q rows of a step and of a dQ tile (by head dim)
  size_t workspace_bytes = 0;  // what attention_backward needs
};

// Validates, then resolves the call for a device (no device needed).
Status make_plan(BwdParams const& params, DeviceInfo const& device, BwdPlan* plan);
// make_plan for the current device (its SM count and the instance's occupancy).
Status plan_backward(BwdParams const& params, BwdPlan* plan);

// The worker (CTA) count a call with these params launches (plan_backward's).
Status backward_num_workers(BwdParams const& params, int* workers);

// Validates, then enqueues preprocess, the persistent backward and postprocess on `stream`.
// On any error nothing is launched and nothing is written.
Status attention_backward(BwdParams const& params, void* workspace, size_t workspace_bytes,
                          CUstream_st* stream);

// Exact mode's K / V factors alone (what BwdParams::kv_stats takes; the forward's
// FwdParams::kv_stats give the same bits): max|K| and max_j ||V_j|| per (batch, KV head) of
// params.k / params.v into kv_stats ((batch, heads_kv, 2) fp32, device memory, 4-byte
// aligned). Validates params as attention_backward does; enqueues on `stream`.
Status backward_kv_stats(BwdParams const& params, float* kv_stats, CUstream_st* stream);

// Synchronizes `stream` and reads the device error word of the last backward that used
// `workspace`: kOk, or kCudaError with the watchdog's report (dQ tile, expected rank). The
// report is then taken: check_device_errors() does not return it again.
Status backward_check_error(BwdParams const& params, void* workspace, CUstream_st* stream);

// check_device_errors (dash/api.hpp) reports a failure of a backward's kernels once.

// Exact mode: synchronizes `stream` and tells whether the last backward that used
// `workspace` needed its 64-bit rerun (a row lost precision in 32-bit words).
Status backward_exact_used_wide(BwdParams const& params, void* workspace, CUstream_st* stream, bool* wide);

}  // namespace dash
