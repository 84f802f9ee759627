#pragma once
// Compile-time shape of the backward kernel v2 (docs/bwd-v2.md): tiles, warp roles, the CuTe
// MMA atoms of its five GEMMs, the shared-memory map and its budget.
//
// One step is (kBlockM Q rows) x (kBlockN KV rows), one iteration. Warpgroups 0 and 1 compute;
// warpgroup g owns KV rows [64 g, 64 g + 64) of S^T, dP^T, dV and dK, and a 64 x 64 part of the
// step's dQ partial: at head dim 128 (64 x 128 steps) head-dim columns [64 g, 64 g + 64), at head
// dim 64 (128 x 128 steps) Q rows [64 g, 64 g + 64) (FlashAttention-3's split). Warpgroup 2 is the
// producer: the loader thread and the dQ writer thread.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cute/tensor.hpp>
#include <cutlass/numeric_types.h>

#include <cstdint>
#include <type_traits>

#include "dash/kernels/sm90/bwd/tile_traits.hpp"

namespace dash::sm90::bwd::v2 {

template <class Element_, int kHeadDim_>
struct BwdConfig {
  using Element = Element_;  // cutlass::bfloat16_t or cutlass::half_t
  static constexpr int kHeadDim = kHeadDim_;
  static_assert(kHeadDim == 64 || kHeadDim == 128, "head dims 64 and 128 (the gates of docs/bwd-v2.md)");
  static_assert(sizeof(Element) == 2, "16-bit inputs only");
  using CudaElement = std::conditional_t<std::is_same_v<Element, cutlass::bfloat16_t>, __nv_bfloat16, __half>;
  static constexpr int kMmaWarpGroups = 2;
  // How the warpgroups split the dQ partial: along Q rows (kDqWgM) or head-dim columns (kDqWgN).
  static constexpr int kDqWgM = kHeadDim == 64 ? 2 : 1;
  static constexpr int kDqWgN = kMmaWarpGroups / kDqWgM;

  // What the shared parts (../) read: the tiles of the tile table's v2 columns, the dQ tile
  // layout (each warpgroup stages its dQ part: a head-dim column half, or 64 Q rows, which the
  // layout's warps along rows already separate), a dense call's walk in the fp32 kind's Q order,
  // no window or softcap (the calls v2 serves: src/bwd/bwd_api.cu, kernel_key_of).
  using Traits = BwdTileTraits<CudaElement, kHeadDim, kHeadDim, BwdKernel::v2, BwdKernelKind::fp32,
                               BwdExtension::kNone, kDqWgN>;
  static constexpr int kBlockM = Traits::kBlockM;  // Q rows per step (a dQ tile)
  static constexpr int kBlockN = Traits::kBlockN;  // KV rows per task tile
  static constexpr int kSwizzleBytes = Traits::kSwizzleBytes;  // the loaded tiles (../tma_load.hpp)
  static constexpr int kMmaThreads = 128 * kMmaWarpGroups;
  static constexpr int kThreads = kMmaThreads + 128;  // + the producer warpgroup
  static constexpr int kWriterWarp = 8;               // first warp of warpgroup 2
  static constexpr int kLoaderThread = kMmaThreads + 32;
  // setmaxnreg: the launch gives 65536 / 384 = 170, rounded down to 168 per thread; the MMA
  // warpgroups take 240 each and the producer keeps 24 (2 x 240 + 24 = 3 x 168). (56 for the
  // producer removes its spills but gained nothing measurable: docs/bwd-v2.md.)
  static constexpr int kProducerRegs = 24;
  static constexpr int kMmaRegs = (3 * 168 - kProducerRegs) / 2 / 8 * 8;
  static_assert(2 * kMmaRegs + kProducerRegs <= 3 * 168, "register reallocation would never complete");

  static constexpr int kQStages = 2;   // Q + lse2 and dO + D stages
  static constexpr int kDsBuffers = 2;  // step n writes dS buffer n % 2
  // dQ half-slots per MMA warpgroup: two at head dim 128, one at 64, where the 128-row Q / dO
  // stages and dS buffers leave room for one per warpgroup (FlashAttention-3's one dQ buffer).
  static constexpr int kDqHalvesPerWg = kHeadDim == 64 ? 1 : 2;
  static constexpr int kDqCols = Traits::kDqCols;  // a warpgroup's dQ columns
  static constexpr int kDqRows = kBlockM / kDqWgM;  // a warpgroup's dQ rows
  static_assert(kDqRows == 64 && kDqCols == 64, "a warpgroup's dQ part: one m64n64 accumulator");
  // The dQ accumulator tile layout (../dq_tile_layout.hpp): warps along Q rows (4 per 64 rows),
  // the warpgroups along head-dim columns (head dim 128) or Q rows (64); either way warpgroup
  // g's part is the contiguous half g of the tile.
  static constexpr int kWarpsM = Traits::kWarpsM;
  static constexpr int kWarpsN = Traits::kWarpsN;

  using BlockM = cute::Int<kBlockM>;
  using BlockN = cute::Int<kBlockN>;
  using HeadDim = cute::Int<kHeadDim>;
  using WgRows = cute::Int<kBlockN / kMmaWarpGroups>;  // KV rows per warpgroup
  using DqCols = cute::Int<kDqCols>;
  using DqRows = cute::Int<kDqRows>;

  // S^T = K Q^T and dP^T = V dO^T: (KV, Q) += (KV, d) x (Q, d)^T, both operands from shared
  // memory (K-major), the warpgroups along KV rows.
  using TiledMmaSdP = decltype(cute::make_tiled_mma(
      cute::GMMA::ss_op_selector<Element, Element, float, cute::Shape<WgRows, BlockM, HeadDim>>(),
      cute::Layout<cute::Shape<cute::Int<kMmaWarpGroups>, cute::_1, cute::_1>>{}));
  // dV += P^T dO and dK += dS^T Q: (KV, d) += (KV, Q) x (Q, d); P^T / dS^T from the registers of
  // the S^T / dP^T accumulators, dO / Q through their transposed (MN-major) views.
  using TiledMmadKV = decltype(cute::make_tiled_mma(
      cute::GMMA::rs_op_selector<Element, Element, float, cute::Shape<WgRows, HeadDim, BlockM>, cute::GMMA::Major::K,
                                 cute::GMMA::Major::MN>(),
      cute::Layout<cute::Shape<cute::Int<kMmaWarpGroups>, cute::_1, cute::_1>>{}));
  // dQ = dS K: (Q, d) = (Q, KV) x (KV, d), dS from shared memory (K-major: KV contiguous), K
  // through its transposed view; the warpgroups along head-dim columns or Q rows.
  using TiledMmadQ = decltype(cute::make_tiled_mma(
      cute::GMMA::ss_op_selector<Element, Element, float, cute::Shape<DqRows, DqCols, BlockN>, cute::GMMA::Major::K,
                                 cute::GMMA::Major::MN>(),
      cute::Layout<cute::Shape<cute::Int<kDqWgM>, cute::Int<kDqWgN>, cute::_1>>{}));

  // 128-byte swizzle, 64 16-bit elements per atom row: the TMA boxes of ../tma_maps.hpp
  // write these tiles (one box per 64 columns), and wgmma reads them.
  using SmemAtom = cute::GMMA::Layout_K_SW128_Atom<Element>;
  using Stages = cute::Int<kQStages>;
  using SmemLayoutK = decltype(cute::tile_to_shape(SmemAtom{}, cute::Shape<BlockN, HeadDim>{}));  // (KV, d)
  using SmemLayoutV = SmemLayoutK;
  using SmemLayoutQ = decltype(cute::tile_to_shape(SmemAtom{}, cute::Shape<BlockM, HeadDim, Stages>{}));  // (Q, d, st)
  using SmemLayoutDo = SmemLayoutQ;
  // Transposed views of the same bytes: K^T (d, KV), Q^T / dO^T (d, Q, stages).
  using SmemLayoutKt = decltype(cute::composition(
      SmemLayoutK{}, cute::make_ordered_layout(cute::Shape<HeadDim, BlockN>{}, cute::Step<cute::_2, cute::_1>{})));
  using SmemLayoutQt = decltype(cute::composition(
      SmemLayoutQ{}, cute::make_ordered_layout(cute::Shape<HeadDim, BlockM, Stages>{},
                                               cute::Step<cute::_2, cute::_1, cute::_3>{})));
  using SmemLayoutDot = SmemLayoutQt;
  // dS: (Q, KV, buffers), KV contiguous (the dQ GEMM's K-major A operand); the warpgroups write
  // it from their dS^T registers through the transposed view (KV, Q, buffers) with stmatrix.
  using SmemAtomDs = cute::GMMA::Layout_K_SW128_Atom<Element>;
  using SmemLayoutDs = decltype(cute::tile_to_shape(
      SmemAtomDs{}, cute::Shape<BlockM, BlockN, cute::Int<kDsBuffers>>{}));
  using SmemLayoutDst = decltype(cute::composition(
      SmemLayoutDs{}, cute::make_ordered_layout(cute::Shape<BlockN, BlockM, cute::Int<kDsBuffers>>{},
                                                cute::Step<cute::_2, cute::_1, cute::_3>{})));
  using SmemCopyAtomDs = cute::Copy_Atom<cute::SM90_U16x8_STSM_T, Element>;

  // A dQ half-slot: one warpgroup's (kDqRows, kDqCols) fp32 part of the partial, fragment-native.
  static constexpr int kDqHalfFloats = kDqRows * kDqCols;
  static constexpr int kDqHalfBytes = kDqHalfFloats * 4;
  // Where value i of thread t (of warpgroup wg's 128) of the dQ accumulator goes in the tile's
  // floats (its warpgroup's half: + wg * kDqHalfFloats): the 4 values of 8-column block i / 4
  // are 16 contiguous bytes, a warp's 32 threads 512 (../dq_tile_layout.hpp; checked against
  // cute's partition in tests/gpu_bwd/test_bwd_v2_layout.cu).
  CUTE_HOST_DEVICE static constexpr int dq_staged_float(int wg, int t, int i) {
    return wg * kDqHalfFloats + (((t / 32) * (kDqCols / 8) + i / 4) * 32 + t % 32) * 4 + i % 4;
  }

  // What the loader writes beside each Q stage for the MMA warps and the writer
  // (docs/bwd-v2.md): the step as the Schedule gave it. Each MMA warpgroup copies it beside the
  // dQ half it stages, so that the writer learns the partial's tile and turn with its half.
  struct alignas(16) StepRecord {
    int q_tile;   // Q tile of the step (rows q_tile * kBlockM of the sequence)
    int kv_tile;  // KV tile of the step's task
    int tile;     // the dQ accumulator tile (workspace tile index; -1 in a half-slot: the end)
    int rank;     // the step's reduction rank (ordered mode: the tile's counter at its turn)
    int b, h;     // batch entry and query head
    int flags;    // kFirstOfKvTile | kLastOfKvTile | kMasked | kLastStep (the CTA's last step); the MMA
                  // warps add kResidual from the stage's residual flag
    int head_index;  // the Schedule's head index (batch * heads + head): the watchdog's report
    int task, step;  // the task id and the step's index in it (the trace hook's record)
    int pad[2];
  };
  static constexpr int kFirstOfKvTile = 1, kLastOfKvTile = 2, kMasked = 4, kLastStep = 8, kResidual = 16;
  // The step's mask class: whether a key of the KV tile is past the sequence or, under the
  // causal mask (bottom-right aligned), right of a query row of the Q tile. Query rows past the
  // sequence need no mask (their lse2 is +inf: P = 0). Unmasked steps run without mask code.
  CUTE_HOST_DEVICE static constexpr bool step_masked(int q_tile, int kv_tile, int seqlen_q, int seqlen_k,
                                                     bool causal) {
    const int kv_last = kv_tile * kBlockN + kBlockN - 1, q_first = q_tile * kBlockM;
    return kv_last >= seqlen_k || (causal && kv_last > q_first + seqlen_k - seqlen_q);
  }
  // In a masked step, query row q_local of the Q tile sees the KV tile's rows below this limit.
  CUTE_HOST_DEVICE static constexpr int key_limit(int q_tile, int kv_tile, int q_local, int seqlen_q, int seqlen_k,
                                                  bool causal) {
    const int kv_base = kv_tile * kBlockN, keys_end = seqlen_k - kv_base;
    const int causal_end = q_tile * kBlockM + q_local + seqlen_k - seqlen_q + 1 - kv_base;
    return causal && causal_end < keys_end ? causal_end : keys_end;
  }

  struct SharedStorage {
    cute::array_aligned<Element, cute::cosize_v<SmemLayoutK>, 1024> k;
    cute::array_aligned<Element, cute::cosize_v<SmemLayoutV>, 1024> v;
    cute::array_aligned<Element, cute::cosize_v<SmemLayoutQ>, 1024> q;
    cute::array_aligned<Element, cute::cosize_v<SmemLayoutDo>, 1024> dout;
    cute::array_aligned<Element, cute::cosize_v<SmemLayoutDs>, 1024> ds;
    cute::array_aligned<float, kMmaWarpGroups * kDqHalvesPerWg * kDqHalfFloats, 128> dq;  // [wg][half]
    cute::array_aligned<float, 2 * kBlockM * kQStages, 16> lse2;  // [stage][row] lse * log2(e), residual
    cute::array_aligned<float, kBlockM * kQStages, 16> dsum;      // [stage][row] D
    // [stage] the Q tile's residual flag (BwdKernelParams::ws.lse_flags, the preprocess's): non-zero
    // where a row's LSE residual matters (16 bytes, the first int).
    cute::array_aligned<int, 4 * kQStages, 16> lse_flag;
    StepRecord record[kQStages];
    StepRecord dq_step[kMmaWarpGroups * kDqHalvesPerWg];  // the step of each half-slot's partial (tile -1: the end)
    int first_task;                                // the CTA's first task (-1: none), kernel.hpp
    alignas(8) uint64_t q_full[kQStages];    // Q, lse2, the residual flag, record landed (TMA / bulk bytes)
    alignas(8) uint64_t q_empty[kQStages];   // both warpgroups are done with the Q stage
    alignas(8) uint64_t do_full[kQStages];   // dO, D landed
    alignas(8) uint64_t do_empty[kQStages];  // both warpgroups are done with the dO stage
    alignas(8) uint64_t kv_full;             // K, V landed
    alignas(8) uint64_t kv_empty;            // the KV tile's last dQ GEMM has read K
    alignas(8) uint64_t dq_full[kMmaWarpGroups * kDqHalvesPerWg];   // a half-slot is staged
    alignas(8) uint64_t dq_empty[kMmaWarpGroups * kDqHalvesPerWg];  // the writer's add has read it
  };
  static constexpr int kSmemBytes = int(sizeof(SharedStorage));
  static_assert(kSmemBytes <= 232448, "exceeds sm_90's 227 KB of shared memory per block");
};

}  // namespace dash::sm90::bwd::v2
