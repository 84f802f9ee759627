#pragma once
// Compile-time configuration of the backward kernels and the device-side parameter block.
#include <cstdint>

#include "dash/kernels/sm90/common/device_error_codes.hpp"
#include "dash/plan/kernel_key.hpp"
#include "dash/schedule/host_device.hpp"

namespace dash::sm90::bwd {

// Tile shape of one backward main kernel. A CTA has 3 warpgroups. Warpgroups 0 and 1
// (8 MMA warps) own one KV tile of kBlockN rows; warp w holds KV rows [16 w, 16 w + 16)
// of S^T, dP^T, dV and dK. A step of the Schedule is one (kBlockM-row Q tile, KV tile) pair;
// the MMA warps do it in kSubSteps sub-steps of kStepM Q rows (the wgmma shapes), which
// share the step's Q-stage wait, its dQ buffer and its one bulk add (head dim 64: two
// sub-steps; a 64-row step was too short for the per-step costs and for one link of the
// ordered chain). The sub-step's dQ owner warpgroup (m % 2 for sub-step m)
// computes its (kStepM, kHeadDim) dQ partial (warp w: Q rows [16 w, 16 w + 16)) over all KV
// rows. Warpgroup 2 gives its registers away; its first warp is the dQ writer: it waits for
// each partial's reduction turn and bulk-adds it into global memory while the MMA warps go
// on with the next step.
// The first thread of its second warp loads the K / V, Q / dO, lse / D tiles (TMA) ahead of
// the MMA warps.
// The main kernels (launch.hpp): `fp32` serves the ordered and the unordered mode (fp32
// partials; a runtime switch), `exact` the exact mode (fixed-point dQ words, integer adds,
// no turns). Each is compiled and tuned alone; docs/tuning-record.md holds the same-run A/Bs
// that chose the constants below, a section each. Head dim 128's unordered mode runs on the
// fp32 kernel too: with its alternating dQ owner that kernel runs it as fast as a kernel of
// its own (docs/tuning-record.md, 'Kernel kinds').
// The kinds and the extensions below are the instance table's key (dash/plan/kernel_key.hpp).
using dash::BwdExtension;
using dash::BwdKernelKind;
// Q rows per step (the Schedule's, a dQ tile's). Head dim 64 takes 128-row steps: they run
// faster than 64-row steps in every kernel and mode (docs/tuning-record.md, 'Step height').
constexpr int bwd_block_m(int head_dim) { return head_dim == 64 ? 128 : 64; }

// The main kernel's masking extensions (BwdExtension, dash/plan/kernel_key.hpp): kWindow reads
// BwdKernelParams::window_left / window_right, kSoftcap BwdKernelParams::softcap, kPacked
// BwdKernelParams::cu_seqlens_q (task_source.hpp).

template <class Element_, int kHeadDim_, BwdKernelKind kKind_ = BwdKernelKind::fp32,
          BwdExtension kExt_ = BwdExtension::kNone>
struct BwdConfig {
  using Element = Element_;
  static constexpr int kHeadDim = kHeadDim_;
  static constexpr BwdKernelKind kKind = kKind_;
  static constexpr bool kExact = kKind == BwdKernelKind::exact;
  static constexpr BwdExtension kExt = kExt_;
  static constexpr bool kPacked = kExt == BwdExtension::kPacked;
  template <BwdExtension kOther>
  using With = BwdConfig<Element_, kHeadDim_, kKind_, kOther>;
  static constexpr int kBlockM = bwd_block_m(kHeadDim);  // Q rows per step
  static constexpr int kStepM = 64;                           // Q rows per sub-step (wgmma N / M)
  static constexpr int kSubSteps = kBlockM / kStepM;
  static constexpr int kBlockN = 128;   // KV rows per task tile
  static constexpr int kWarps = 8;                    // MMA warps
  static constexpr int kMmaThreads = kWarps * 32;
  static constexpr int kThreads = kMmaThreads + 128;  // + the writer warpgroup
  static constexpr int kWriterWarp = kWarps;          // first warp of warpgroup 2
  static constexpr int kLoaderThread = kMmaThreads + 32;  // issues every load (TMA)
  // setmaxnreg moves registers between the warpgroups of the CTA only: the launch gives
  // each thread 65536 / kThreads = 168 (rounded down to 8), so 2 x kMmaRegs + kWriterRegs
  // must stay <= 3 x 168; more and the MMA warpgroups' setmaxnreg.inc waits forever.
  // The fp32 kernel gives its loader / writer warpgroup 40, which runs it at least as fast as
  // 24; the exact kernels keep 24 and give their MMA warps 240, since 40 gains them nothing
  // (docs/tuning-record.md, 'Register split').
  static constexpr bool kRoomyWriter = kKind == BwdKernelKind::fp32;
  static constexpr int kMmaRegs = kRoomyWriter ? 232 : 240;
  static constexpr int kWriterRegs = kRoomyWriter ? 40 : 24;
  static_assert(2 * kMmaRegs + kWriterRegs <= 3 * 168, "register reallocation would never complete");
  static_assert(kBlockN == 16 * kWarps, "one 16-row KV slice per warp");
  static_assert(kStepM == 64 && kBlockM % kStepM == 0, "the S^T / dQ wgmma shapes assume 64 Q rows");
  // The dQ owner of a sub-step computes its whole partial (all kBlockN KV rows, both
  // warpgroups' dS^T) and stages it alone (exact mode: converting it as it stores it); the
  // other warpgroup only hands its dS^T rows over. (Split partials, warpgroup 1 adding its
  // own onto warpgroup 0's in shared memory, are slower in every kernel with head dim 64's
  // 128-row steps: the longer chain makes warpgroup 0 wait at the next Q slot.) The
  // warpgroups take turns (sub-step m: warpgroup m % 2), so that both share the dQ GEMMs and
  // their staging, a large part of an owner's time. With two sub-steps warpgroup h owns
  // sub-step h and each hands its part of the step's buffer over. The turns run at least as
  // fast as a fixed owner in every kernel and mode, and faster than splitting the partial by
  // head-dim columns between the warpgroups (docs/tuning-record.md, 'dQ owner').
  static constexpr int kWarpsM = 4;                   // dQ: warps of a warpgroup along Q rows
  static constexpr int kWarpsN = 1;                   //     (each warpgroup: all head-dim columns)
  static constexpr int kDqCols = kHeadDim / kWarpsN;  // dQ columns per warp

  // Shared-memory map (bytes). K, V, Q, dO are 128-byte-swizzled tiles as the TMA writes
  // them (tile_layout.hpp). Q, dO, lse, D have kQStages buffers of a whole step: the loader
  // fills the next step while a step computes (a third stage at head dim 64 fits but gains
  // nothing measurable: docs/tuning-record.md, 'Q stages'). Each
  // warpgroup reads only its own rows of dS^T (blocked, mainloop.hpp), so one (sub-step)
  // buffer suffices.
  static constexpr int kQStages = 2;
  static constexpr int kKBytes = kBlockN * kHeadDim * 2;  // K (kBlockN, kHeadDim)
  static constexpr int kQBytes = kBlockM * kHeadDim * 2;  // Q (kBlockM, kHeadDim), per buffer
  static constexpr int kDsBytes = kBlockN * kStepM * 2;   // dS^T (kBlockN, kStepM) of a sub-step
  static constexpr int kOffK = 0;
  static constexpr int kOffV = kOffK + kKBytes;
  static constexpr int kOffQ = kOffV + kKBytes;                        // [kQStages] buffers
  static constexpr int kOffDo = kOffQ + kQStages * kQBytes;            // [kQStages] buffers
  static constexpr int kOffDs = kOffDo + kQStages * kQBytes;
  static constexpr int kOffLse = kOffDs + kDsBytes;                    // [kQStages][kBlockM] fp32 pairs (log2 units)
  static constexpr int kOffDsum = kOffLse + kQStages * kBlockM * 8;    // [kQStages][kBlockM] fp32
  static constexpr int kOffExp = kOffDsum + kQStages * kBlockM * 4;    // [kQStages][kBlockM] int (exact mode)
  // dQ partials on their way to global memory: kDqBuffers buffers of (kBlockM, kHeadDim) fp32
  // (or int32 fixed point) in the fragment-native order of dq_tile_layout.hpp (a sub-step's
  // rows are one contiguous part): as many as shared memory leaves.
  static constexpr int kDqBytes = kBlockM * kHeadDim * 4;
  static constexpr int kDqPartBytes = kStepM * kHeadDim * 4;  // one sub-step's rows
  static constexpr int kDqBuffers = 2;
  static_assert(kDqBuffers % 2 == 0, "64-bit exact words take the buffers in pairs");
  static constexpr int kOffDq = kOffExp + kQStages * kBlockM * 4;
  static constexpr int kOffBar = kOffDq + kDqBuffers * kDqBytes;  // mbarriers, see kernel.hpp
  // Head dim 64 (every kernel and mode): the writer adds partial n only once step
  // n + 1's first sub-step has its dS (thread 0 reaches the dS^T store; the dq_slots.next_ds
  // barrier): an add issued as soon as its partial is staged slows the MMA warps' next step.
  // This point runs at least as fast as adding at once in every mode, with the same bits; the
  // other points, pollings and unordered mode's former tile lock that were tried are in
  // docs/tuning-record.md, 'Add after the next dS'. At head dim 128 no point gains, so the
  // writer adds at once there.
  static constexpr bool kAddAfterNextDs = kHeadDim == 64;
  // Exact kernel, 32-bit words: every other column block of 8 is rounded on the FP32 /
  // integer pipes (exact::to_fixed_scaled_fp), the rest by F2I (variable latency, like the
  // softmax's exp2: likely the same unit). Same bits either way. Half on each pipe runs
  // faster than all by F2I or all on the FP32 pipe; the conversion is the whole main-kernel
  // gap to unordered at 16k (docs/tuning-record.md, 'Conversion pipes').
  static constexpr bool kFpConvertOddBlocks = kExact;
  // Exact kernel, 32-bit words: column blocks per warp vote of the one-FMA rounding
  // (exact::small_round_t, dq_stage): one vote per 8 blocks (the whole head-dim-64 partial)
  // runs faster than 4 or 2, whose extra votes and branches cost time (docs/tuning-record.md,
  // 'Rounding vote').
  static constexpr int kSmallRoundBlocks = 8;
  // The rare roundings (a group that misses; 64-bit words) out of line at head dim 64, so that
  // their code stays out of the MMA warps' loop (no spills there); head dim 128 keeps them
  // inline (the calls' argument copies spill in its MMA warps). What the check around the
  // one-FMA path costs is its vote and branch, not code size, so out of line keeps the MMA
  // loop free of spills but gains no time (docs/tuning-record.md, 'Rare roundings').
  static constexpr bool kColdRoundingOutOfLine = kHeadDim == 64;
  static constexpr int kDqSlotBars = kAddAfterNextDs ? 3 : 2;  // mbarriers per dQ slot
  // The task ring (task_ring.hpp): the loader publishes the ids of the CTA's tasks, the MMA
  // warps and the writer read them; kTaskSlots full / empty barrier pairs, then the ids.
  static constexpr int kTaskSlots = 8;
  static constexpr int kNumBars = kDqSlotBars * kDqBuffers + 2 * kQStages + 2 + 2 * kTaskSlots;
  static constexpr int kOffTaskIds = kOffBar + kNumBars * 8;
  // [kQStages] the Q tile's residual flag (BwdKernelParams::lse_flags), 16 bytes per stage.
  static constexpr int kOffLseFlags = (kOffTaskIds + kTaskSlots * 4 + 15) / 16 * 16;
  static constexpr int kSmemBytes = kOffLseFlags + kQStages * 16;
  static_assert(kOffDq % 128 == 0 && kDqBytes % 16 == 0, "bulk copies need 16-byte alignment");
  static_assert(kKBytes % 1024 == 0 && kQBytes % 1024 == 0 && kOffQ % 1024 == 0 && kOffDo % 1024 == 0,
                "128-byte-swizzled tiles repeat every 1024 bytes: TMA and wgmma need that alignment");
  static_assert(kSmemBytes <= 227 * 1024, "exceeds Hopper's shared memory per CTA");
};

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

// Device-side parameters (plain data, passed by value). Strides in elements.
struct BwdKernelParams {
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

  int batch, heads, heads_kv, seqlen_q, seqlen_k;
  int causal;
  int window_left, window_right;  // plan/window.hpp's ResolvedMask (Geometry's)
  float scale;       // softmax scale
  float scale_log2;  // softmax scale * log2(e); log2(e) under a softcap, which scales first
  float softcap;     // > 0: the scores are softcap * tanh(S * scale / softcap) (softmax_numerics.hpp)

  int num_q_tiles;   // Q tiles per (batch entry, head); packed: a head's range of workspace tiles
                     //   (dash::packed_tiles)
  int seqlen_q_pad;  // num_q_tiles * kBlockM: rows of the padded fp32 workspaces

  // A packed batch of variable-length sequences (null: dense; task_source.hpp): batch + 1 row
  // offsets of the caller's Q and K; batch is then the sequences, seqlen_q / seqlen_k the
  // tensors' total rows. The plan kernel writes the launch order and the task offsets.
  const int* cu_seqlens_q;
  const int* cu_seqlens_k;
  int* packed_order;     // [batch] sequences in launch order (dash::PackedView::order)
  int* packed_cu_tasks;  // [batch + 1] tasks before each launch slot (dash::PackedView::cu_tasks)
  int* packed_bad;       // [1] the plan kernel's verdict: non-zero when the offsets are not valid
  int* packed_task_table;  // [tasks][8] per task id: sequence, task of its schedule, first Q row,
                           //   first K row, its lengths (task_source.hpp; written by the plan)
  int max_seqlen_k;      // packed: the caller's bound on a sequence's keys (grid of the K / V pass)
  int unseen_kv_tiles;   // dense: the KV tiles no query row sees under the window, always the
                         // first ones (Geometry::unseen_kv_prefix): tasks without steps, passed over
                         // by the claims (task_ring.hpp); their keys' dK / dV zeroed by
                         // bwd_zero_unreached_kernel
  const int* seqused_q;  // packed, optional: the rows each sequence uses (dash::PackedView::used_q)
  const int* seqused_k;

  // Workspace (see bwd_workspace.hpp).
  float* dq_accum;   // (batch*heads, seqlen_q_pad, d) fp32, int32 / int64 in exact mode; tiles fragment-native
  float* dsum;       // (batch*heads, seqlen_q_pad)    D = rowsum(dO * O)
  float* lse2;       // (batch*heads, seqlen_q_pad, 2) per row lse * log2(e) (+inf for rows that see
                     //   no key) and the forward's residual of it (softmax_numerics.hpp; 0 if none)
  const float* lse_residual;  // BwdParams::lse_residual, or null; strides those of lse
  int* lse_flags;    // (batch*heads, num_q_tiles) x 4 ints: [0] != 0 when a row of the Q tile has a
                     //   residual the probabilities need (softmax_numerics.hpp); [1..3] 0
  int* counters;     // (batch*heads, num_q_tiles)    dQ tile reduction turn
  int* error;        // [8]: code, head_index, q_tile, rank, counter seen, worker; [6] exact's wide flag
  int* task_claim;   // this launch's task counter (claimed tasks): the next task id in launch order
  int* error_mailbox;  // host-mapped, process-wide: the postprocess copies a failure's report
                       // there, so that the host sees it without a sync (device_errors.hpp)
  float* dk_accum;   // GQA only: (batch*heads, seqlen_k, d) fp32, per Q head, dK already scaled
  float* dv_accum;   // GQA only

  int schedule;      // dash::ScheduleKind
  int workers;       // grid size; the Schedule's worker count
  int head_interleave;  // the Schedule's launch order: heads taken in turn in bands of this many
  int task_claims;   // dash::TaskClaims: the Schedule's static round robin (launched cooperatively,
                     // every CTA resident), or tasks claimed in launch order (task_claim) as a
                     // CTA reaches its task's last step or once it holds that step's turn
  int ordered;       // 1: deterministic dQ protocol, 0: unordered atomics
  int exact;         // ExactWords: fixed-point dQ (integer adds, no waits); ordered is then 0
  int exact_check;   // narrow: the postprocess sets error[kErrWideNeeded] for an imprecise row
  int exact_rerun;   // wide pass after a checked narrow one: every kernel returns at once
                     // unless error[kErrWideNeeded] is set
  int canonical_rotate;  // exact: the Schedule's canonical Q order is rotated (exact_q_order_rotated)
  int* dq_exp;       // exact: (batch*heads, seqlen_q_pad) fixed-point code per row (fixed_point.hpp)
  float exact_guard_units;  // exact: the narrow guard's cap (fixed_point.hpp narrow_guard_units)
  float* kv_stats;   // exact: (batch*heads_kv, 2) max|K|, max_j ||V_j|| (as ordered int bits)
  int kv_stats_given;  // exact: kv_stats is the caller's (BwdParams::kv_stats): no K/V pass
  int counter_init;  // debug hook: counters start here (non-zero -> watchdog fires)
  int* trace;        // test hook (null: off): the dQ writer records every partial (dq_writer.hpp)
  int trace_capacity;  // records that fit after trace's count word
  int64_t watchdog_ns;
  // TMA maps of Q, dO, K, V (tma_maps.hpp; set by launch_mode). The main kernel takes the
  // parameter block as __grid_constant__, so their addresses are valid operands of the TMA.
  TmaMap tma_q, tma_do, tma_k, tma_v;
};

// 4-byte words per dQ accumulator element: fp32 or int32, or a 64-bit fixed-point word.
DASH_HD int dq_word_floats(const BwdKernelParams& p) { return p.exact == kExactWide ? 2 : 1; }

// Each dQ tile's first partial is stored instead of added, in every mode, so no kernel zeroes
// the accumulator (4 or 8 bytes per dQ element, which the first adds read back), and the
// postprocess takes 0 for the rows that no partial reaches (causal rows that see no key;
// their tiles may get no partial at all). Ordered mode knows the first partial (rank 0;
// docs/tuning-record.md, 'First partial stored'); unordered and exact
// mode claim it (dq_first_partial_claimed), 64-bit words too: the narrow postprocess resets
// the counters for the wide rerun.
// The writer that finds a dQ tile untouched claims it (its counter: kTileUntouched ->
// kTileClaimed, atomicCAS) and stores its partial; every other partial of the tile waits
// until that store is complete (kTileStored) and is added. Only the claimer is waited for,
// and it waits for nobody between its claim and its release, so no CTA ever waits on one that
// is not running. Integer adds commute, so exact mode keeps its bits; unordered's float
// sum follows the arrival order as before.
DASH_HD bool dq_first_partial_claimed(const BwdKernelParams& p) { return !p.ordered; }
enum DqTileState : int { kTileUntouched = 0, kTileClaimed = 1, kTileStored = 2 };

#if defined(__CUDACC__)
// The wide rerun's kernels do their work only when the narrow pass asked for it. The flag
// was written by an earlier kernel on the stream, so a plain load sees it.
__device__ __forceinline__ bool skip_wide_rerun(const BwdKernelParams& p) {
  return p.exact_rerun && *static_cast<volatile const int*>(p.error + kErrWideNeeded) == 0;
}
#endif

// The window sizes a main kernel of config Cfg runs with (-1: unbounded; see BwdExtension).
template <class Cfg>
DASH_HD int window_left_of(const BwdKernelParams& p) {
  return Cfg::kExt != BwdExtension::kNone ? p.window_left : -1;
}
template <class Cfg>
DASH_HD int window_right_of(const BwdKernelParams& p) {
  return Cfg::kExt != BwdExtension::kNone ? p.window_right : -1;
}
// The softcap a main kernel of config Cfg runs with (0: none).
template <class Cfg>
DASH_HD float softcap_of(const BwdKernelParams& p) {
  return Cfg::kExt == BwdExtension::kSoftcap || Cfg::kPacked ? p.softcap : 0.f;
}

}  // namespace dash::sm90::bwd
