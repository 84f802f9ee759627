#pragma once
// Compile-time configuration of the backward kernel v1 (this folder's README.md): its warp
// roles, register split, shared-memory map and tuned constants, over the tiles of its
// BwdTileTraits (../tile_traits.hpp, the tile table's v1 columns).
#include <cstdint>

#include "dash/kernels/sm90/bwd/tile_traits.hpp"

namespace dash::sm90::bwd::v1 {

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
// The main kernel's masking extensions: BwdExtension (dash/plan/kernel_key.hpp, tile_traits.hpp).

template <class Element_, int kHeadDim_, BwdKernelKind kKind_ = BwdKernelKind::fp32,
          BwdExtension kExt_ = BwdExtension::kNone, int kHeadDimV_ = kHeadDim_>
struct BwdConfig {
  // What the shared parts (../) read: the tiles, the dQ tile layout (each warpgroup stages all
  // head-dim columns of its rows), the Q walk and the extension.
  using Traits = BwdTileTraits<Element_, kHeadDim_, kHeadDimV_, BwdKernel::v1, kKind_, kExt_, 1>;
  using Element = Element_;
  static constexpr int kHeadDim = Traits::kHeadDim;    // Q's and K's
  static constexpr int kHeadDimV = Traits::kHeadDimV;  // V's, O's (and dO's, dV's): the split kernel's alone may differ
  static constexpr BwdKernelKind kKind = kKind_;
  static constexpr bool kExact = Traits::kExact;
  static constexpr BwdExtension kExt = kExt_;
  static constexpr bool kPacked = Traits::kPacked;
  template <BwdExtension kOther>
  using With = BwdConfig<Element_, kHeadDim_, kKind_, kOther, kHeadDimV_>;
  static constexpr bool kSplitCols = Traits::kSplitCols;  // split_mainloop.hpp
  static constexpr int kSwizzleBytes = Traits::kSwizzleBytes;    // Q, K
  static constexpr int kSwizzleBytesV = Traits::kSwizzleBytesV;  // V, dO
  static constexpr int kBlockM = Traits::kBlockM;  // Q rows per step
  static constexpr int kStepM = Traits::kStepM;         // Q rows per sub-step (wgmma N / M)
  static constexpr int kSubSteps = kBlockM / kStepM;
  static constexpr int kBlockN = Traits::kBlockN;   // KV rows per task tile
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
  static_assert(kBlockN == 16 * kWarps / (kSplitCols ? 2 : 1),
                "one 16-row KV slice per warp (of each warpgroup, with split columns)");
  static_assert((kSplitCols ? kStepM == 32 && kSubSteps == 1 : kStepM == 64) && kBlockM % kStepM == 0,
                "the S^T / dQ wgmma shapes assume 64 Q rows (32 with split columns)");
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
  // The dQ tile layout (Traits: dq_tile_layout.hpp).
  static constexpr int kWarpsM = Traits::kWarpsM;  // dQ: warps of a warpgroup along Q rows
  static constexpr int kWarpsN = Traits::kWarpsN;  //     (each warpgroup: all head-dim columns)
  static constexpr int kDqCols = Traits::kDqCols;  // dQ columns per warp
  static constexpr int kDqMTiles = Traits::kDqMTiles;
  static constexpr int kDqFullMTiles = Traits::kDqFullMTiles;
  static constexpr int kDqFrags = Traits::kDqFrags;

  // Shared-memory map (bytes). K, V, Q, dO are 128-byte-swizzled tiles as the TMA writes
  // them (tile_layout.hpp). Q, dO, lse, D have kQStages buffers of a whole step: the loader
  // fills the next step while a step computes (a third stage at head dim 64 fits but gains
  // nothing measurable: docs/tuning-record.md, 'Q stages'). Each
  // warpgroup reads only its own rows of dS^T (blocked, mainloop.hpp), so one (sub-step)
  // buffer suffices.
  static constexpr int kQStages = 2;
  static constexpr int kKBytes = kBlockN * kHeadDim * 2;   // K (kBlockN, kHeadDim)
  static constexpr int kVBytes = kBlockN * kHeadDimV * 2;  // V (kBlockN, kHeadDimV)
  static constexpr int kQBytes = kBlockM * kHeadDim * 2;   // Q (kBlockM, kHeadDim), per buffer
  static constexpr int kDoBytes = kBlockM * kHeadDimV * 2;  // dO (kBlockM, kHeadDimV), per buffer
  static constexpr int kDsBytes = kBlockN * kStepM * 2;   // dS^T (kBlockN, kStepM) of a sub-step
  static constexpr int kOffK = 0;
  static constexpr int kOffV = kOffK + kKBytes;
  static constexpr int kOffQ = kOffV + kVBytes;                        // [kQStages] buffers
  static constexpr int kOffDo = kOffQ + kQStages * kQBytes;            // [kQStages] buffers
  static constexpr int kOffDs = kOffDo + kQStages * kDoBytes;
  // Split columns: P^T, fp32 in the C fragments' order, from the warpgroup that computes it to
  // the one that computes dS^T (split_mainloop.hpp); none otherwise.
  static constexpr int kPBytes = kSplitCols ? kBlockN * kStepM * 4 : 0;
  static constexpr int kOffP = kOffDs + kDsBytes;
  static constexpr int kOffLse = kOffP + kPBytes;                      // [kQStages][kBlockM] fp32 pairs (log2 units)
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
  // Threads that stage a step's partial: each sub-step's owner warpgroup, or with split
  // columns both warpgroups (each its head-dim rows of dQ^T).
  static constexpr int kDqStagers = kSplitCols ? kMmaThreads : 128 * kSubSteps;
  // Exact kernel, 32-bit words: every other column block of 8 is rounded on the FP32 /
  // integer pipes (exact::to_fixed_scaled_fp), the rest by F2I (variable latency, like the
  // softmax's exp2: likely the same unit). Same bits either way. Half on each pipe runs
  // faster than all by F2I or all on the FP32 pipe; the conversion is the whole main-kernel
  // gap to unordered at 16k (docs/tuning-record.md, 'Conversion pipes').
  static constexpr bool kFpConvertOddBlocks = kExact;
  // Exact kernel, 32-bit words: column blocks per warp vote of the one-FMA rounding
  // (exact::small_round_t, dq_stage): one vote per 8 blocks (the whole head-dim-64 partial)
  // runs faster than 4 or 2, whose extra votes and branches cost time (docs/tuning-record.md,
  // 'Rounding vote'). Head dim 96's 12 blocks take one vote too (its groups must divide them).
  static constexpr int kSmallRoundBlocks = kHeadDim == 96 ? 12 : kSplitCols ? kDqFrags : 8;
  // The rare roundings (a group that misses; 64-bit words) out of line at head dim 64, so that
  // their code stays out of the MMA warps' loop (no spills there); head dim 128 keeps them
  // inline (the calls' argument copies spill in its MMA warps). What the check around the
  // one-FMA path costs is its vote and branch, not code size, so out of line keeps the MMA
  // loop free of spills but gains no time (docs/tuning-record.md, 'Rare roundings').
  static constexpr bool kColdRoundingOutOfLine = kHeadDim == 64 || kSplitCols;
  static constexpr int kDqSlotBars = kAddAfterNextDs ? 3 : 2;  // mbarriers per dQ slot
  // The task ring (task_ring.hpp): the loader publishes the ids of the CTA's tasks, the MMA
  // warps and the writer read them; kTaskSlots full / empty barrier pairs, then the ids.
  static constexpr int kTaskSlots = 8;
  static constexpr int kNumBars = kDqSlotBars * kDqBuffers + 2 * kQStages + 2 + 2 * kTaskSlots;
  static constexpr int kOffTaskIds = kOffBar + kNumBars * 8;
  // [kQStages] the Q tile's residual flag (BwdKernelParams::ws.lse_flags), 16 bytes per stage.
  static constexpr int kOffLseFlags = (kOffTaskIds + kTaskSlots * 4 + 15) / 16 * 16;
  static constexpr int kSmemBytes = kOffLseFlags + kQStages * 16;
  static_assert(kOffDq % 128 == 0 && kDqBytes % 16 == 0, "bulk copies need 16-byte alignment");
  static_assert(kKBytes % 1024 == 0 && kVBytes % 1024 == 0 && kQBytes % 1024 == 0 && kDoBytes % 1024 == 0 &&
                    kOffQ % 1024 == 0 && kOffDo % 1024 == 0,
                "128-byte-swizzled tiles repeat every 1024 bytes: TMA and wgmma need that alignment");
  static_assert(kSmemBytes <= 227 * 1024, "exceeds Hopper's shared memory per CTA");
};

}  // namespace dash::sm90::bwd::v1
