// Consumer warpgroups: S = Q K^T (wgmma SS), online softmax, O += P V (wgmma RS, or SS with P
// in shared memory), epilogue.
#pragma once

#include <cute/tensor.hpp>
#include <cutlass/arch/barrier.h>
#include <cutlass/numeric_conversion.h>
#include <cutlass/pipeline/sm90_pipeline.hpp>

#include "dash/kernels/sm90/common/layout.hpp"
#include "dash/kernels/sm90/common/math.hpp"
#include "dash/kernels/sm90/common/softmax_numerics.hpp"
#include "dash/kernels/sm90/common/named_barrier.hpp"
#include "dash/kernels/sm90/common/wgmma.hpp"
#include "dash/kernels/sm90/fwd/fwd_config.hpp"
#include "dash/kernels/sm90/fwd/epilogue.hpp"
#include "dash/kernels/sm90/fwd/kv_stats.hpp"
#include "dash/kernels/sm90/fwd/params.hpp"
#include "dash/kernels/sm90/fwd/softmax.hpp"
#include "dash/kernels/sm90/fwd/tile_range.hpp"

namespace dash::fwd {

// kKvStats: FwdParams::kv_stats are folded too (an instance of its own, kv_stats.hpp).
// kSoftcap: the scores are capped before the mask and the softmax (softmax_numerics.hpp).
template <class Cfg, bool kKvStats = false, bool kSoftcap = false>
struct FwdConsumer {
  using Element = typename Cfg::Element;
  using SharedStorage = typename Cfg::SharedStorage;
  using Pipeline = typename Cfg::Pipeline;

  // Sets to -inf the scores of keys that row r may not see (past seqlen_k, right of the
  // bottom-right-aligned causal diagonal, or outside the window around it). The columns are
  // compared as thread 0's (compile-time constants) against limits shifted by this thread's
  // first column, so that no per-column index lives in a register across the loop.
  template <class TensorS, class TensorC>
  CUTE_DEVICE static void apply_mask(TensorS& s, TensorC const& coord, int row0, int col0,
                                     FwdKernelParams<Cfg> const& p, SeqInfo const& seq) {
    using namespace cute;
    auto tile_s = Shape<typename Cfg::BlockM, typename Cfg::BlockN>{};
    Tensor c0 = typename Cfg::TiledMmaQK{}.get_thread_slice(_0{}).partition_C(make_identity_tensor(tile_s));
    Tensor c0_rc = make_tensor(c0.data(), sm90::acc_rowcol(c0.layout()));  // thread 0's (row, col)
    int const shift = col0 + get<1>(coord(0, 0)) - get<1>(c0_rc(0, 0));   // this thread's column offset
    CUTE_UNROLL
    for (int i = 0; i < size<0>(s); ++i) {
      int const row = row0 + get<0>(coord(i, 0));
      int const diag = row + seq.seqlen_k - seq.seqlen_q;
      int limit = seq.seqlen_k;  // keys [first, limit) are visible
      int const right = p.causal ? 0 : p.window_right;
      if (right >= 0) limit = min(limit, diag + right + 1);
      int const first = p.window_left >= 0 ? diag - p.window_left : -1;
      int const limit_0 = limit - shift, first_0 = first - shift;  // as thread 0's columns
      CUTE_UNROLL
      for (int j = 0; j < size<1>(s); ++j) {
        int const col = get<1>(c0_rc(i, j));
        if (col >= limit_0 || col < first_0) s(i, j) = -INFINITY;
      }
    }
  }

  // Computes one work tile and stores O and LSE. tidx: thread index among the consumer threads
  // [0, kNumMmaThreads); state: K/V pipeline position, carried across work tiles; iter: index
  // of this tile among the CTA's tiles with keys (Q barrier phase).
  CUTE_DEVICE static void run_tile(FwdKernelParams<Cfg> const& p, SharedStorage& ss, Pipeline& pipe_k,
                                   Pipeline& pipe_v, typename Pipeline::PipelineState& state,
                                   int m_block, int head, int batch, SeqInfo const& seq, TileRange range, int iter,
                                   int tidx) {
    using namespace cute;
    typename Cfg::TiledMmaQK mma_qk;
    typename Cfg::TiledMmaPV mma_pv;
    auto thr_qk = mma_qk.get_thread_slice(tidx);
    auto thr_pv = mma_pv.get_thread_slice(tidx);

    Tensor sQ = make_tensor(make_smem_ptr(ss.q.data()), typename Cfg::SmemLayoutQ{});  // (block_m, d)
    Tensor sK = make_tensor(make_smem_ptr(ss.k.data()), typename Cfg::SmemLayoutK{});    // (block_n, d, stages)
    Tensor sVt = make_tensor(make_smem_ptr(ss.v.data()), typename Cfg::SmemLayoutVt{});  // (d_v, block_n, stages)

    // Q's descriptors depend on the warpgroup alone: taken from a slice indexed by a warp-uniform
    // value (a shuffle), they stay in uniform registers instead of being moved there per GEMM.
    int const wg_uniform = __shfl_sync(0xffffffffu, tidx / 128, 0);
    Tensor tSrQ = mma_qk.get_thread_slice(wg_uniform * 128).partition_fragment_A(sQ);  // (MMA, MMA_M, MMA_K)
    Tensor tSrK = thr_qk.partition_fragment_B(sK);   // (MMA, MMA_N, MMA_K, stages)
    Tensor tOrV = thr_pv.partition_fragment_B(sVt);  // (MMA, MMA_N, MMA_K, stages)

    auto tile_s = Shape<typename Cfg::BlockM, typename Cfg::BlockN>{};
    auto tile_o = Shape<typename Cfg::BlockM, typename Cfg::HeadDimV>{};
    Tensor tSrS = partition_fragment_C(mma_qk, tile_s);  // (MMA, MMA_M, MMA_N) fp32 scores
    Tensor tOrO = partition_fragment_C(mma_pv, tile_o);  // (MMA, MMA_M, MMA_N) fp32 output
    Tensor tScS = thr_qk.partition_C(make_identity_tensor(tile_s));  // (row, col) of each score
    Tensor s_rc = make_tensor(tSrS.data(), sm90::acc_rowcol(tSrS.layout()));  // (rows, block_n)
    Tensor c_rc = make_tensor(tScS.data(), sm90::acc_rowcol(tScS.layout()));  // (rows, block_n)
    Tensor o_rc = make_tensor(tOrO.data(), sm90::acc_rowcol(tOrO.layout()));  // (rows, d_v)
    constexpr int kRows = decltype(size<0>(s_rc))::value;
    static_assert(kRows == decltype(size<0>(o_rc))::value, "S and O rows must coincide per thread");

    OnlineSoftmax<kRows, Cfg::kFusedExponent> softmax(p.scale_log2);
    clear(tOrO);

    if (range.n_end > range.n_begin) {
      cutlass::arch::ClusterTransactionBarrier::wait(&ss.barrier_q, Cfg::q_phase(iter));
      float* fold = nullptr;  // this work tile's K / V factors, if it folds key tiles
      if (kKvStats && head % p.heads_per_kv == 0)
        fold = p.kv_stats + 2 * (int64_t(batch) * (p.heads / p.heads_per_kv) + head / p.heads_per_kv);
      KvFoldSet const folds = fold != nullptr
          ? kv_fold_set(m_block, Cfg::kBlockM, Cfg::kBlockN, seq.seqlen_q, seq.seqlen_k, p.causal)
          : KvFoldSet{-1, 0, 1};
      Ctx ctx{p, seq, mma_qk, mma_pv, pipe_k, pipe_v, m_block, tidx / 128,
              fold, ss.k.data(), ss.v.data(), tidx, KvFoldCursor(folds), KvFoldCursor(folds),
              ss.barrier_q_empty, ss.p.data()};
      // The mainloop arrives on q_empty once its last GEMM reading Q has retired.
      mainloop_overlapped(ctx, range, state, tSrQ, tSrK, tOrV, tSrS, tOrO, s_rc, c_rc, o_rc, softmax);
    }

    float inv_sum[kRows], lse[kRows], lse_residual[kRows];
    softmax.finalize(p.softmax_scale, inv_sum, lse, lse_residual);
    if (seq.bad_used) {  // seqused outside the sequence's rows (seq_info.hpp): NaN rows, reported
      CUTE_UNROLL
      for (int i = 0; i < kRows; ++i) inv_sum[i] = lse[i] = lse_residual[i] = NAN;
    }
    FwdEpilogue<Cfg>::store(p, ss, tOrO, o_rc, inv_sum, lse, lse_residual, thr_pv, m_block, head, batch, seq, tidx);
  }

  struct Ctx {
    FwdKernelParams<Cfg> const& p;
    SeqInfo const& seq;  // the work tile's rows and lengths
    typename Cfg::TiledMmaQK& mma_qk;
    typename Cfg::TiledMmaPV& mma_pv;
    Pipeline& pipe_k;
    Pipeline& pipe_v;
    int m_block;
    int wg;  // consumer warpgroup index
    float* fold;  // kKvStats: the work tile's (batch, KV head) factors, or nullptr
    Element const* sk;
    Element const* sv;
    int tidx;
    KvFoldCursor fold_k_at, fold_v_at;  // the key tiles it folds (none without `fold`)
    uint64_t& q_empty;  // the Q buffer's "consumers done" barrier
    Element* sp;        // P's shared memory (Cfg::kPSmem)
  };

  // FwdParams::kv_stats: key tile n's K (V) stage, if this work tile folds it. Called while
  // the warpgroup's GEMMs run and before the stage's release, for n decreasing.
  CUTE_DEVICE static void fold_k(Ctx& c, int n, int stage) {
    if constexpr (kKvStats) {
      if (c.fold_k_at.at(n)) KvStatsFold<Cfg>::fold_k(c.fold, c.sk, stage, c.tidx);
    }
  }
  CUTE_DEVICE static void fold_v(Ctx& c, int n, int stage) {
    if constexpr (kKvStats) {
      if (c.fold_v_at.at(n)) KvStatsFold<Cfg>::fold_v(c.fold, c.sv, stage, c.tidx);
    }
  }

  // Turns: the consumer warpgroups take turns issuing their GEMMs (round robin), so that one
  // warpgroup's softmax runs while another's GEMMs occupy the tensor cores. Warpgroup w waits on
  // its own barrier, which only warpgroup w - 1 (cyclically) arrives on: 2 x 128 threads each.
  CUTE_DEVICE static uint32_t turn_id(int wg) {
    return wg < 2 ? uint32_t(sm90::BarrierId::kConsumerWG0Turn) + wg : uint32_t(sm90::BarrierId::kConsumerWG2Turn);
  }
  CUTE_DEVICE static void turn_wait(int wg) { sm90::named_barrier_sync(2 * 128, turn_id(wg)); }
  CUTE_DEVICE static void turn_pass(int wg) {
    sm90::named_barrier_arrive(2 * 128, turn_id(wg + 1 == Cfg::kNumConsumerWarpGroups ? 0 : wg + 1));
  }

  // Warpgroup 0 takes the first turn (the last warpgroup's pass opens it); the last warpgroup's
  // pass after the CTA's last turn is consumed at the end, so the named barriers are balanced
  // whatever the number of turns (every warpgroup takes the same turns: one per key tile).
  CUTE_DEVICE static void pingpong_begin(int wg) {
    if (wg == Cfg::kNumConsumerWarpGroups - 1) sm90::named_barrier_arrive(2 * 128, turn_id(0));
  }
  CUTE_DEVICE static void pingpong_end(int wg) {
    if (wg == 0) turn_wait(wg);
  }

  // Whether a key tile's scores are masked: as tile_needs_mask says (a tile of unknown kind), or
  // known from the mainloop's split (unmasked_tiles) so that the clear tiles run no check.
  enum class Mask { kCheck, kAlways, kNever };

  // The score tile of key tile n: the softcap, the mask (if the tile needs it), then the online
  // softmax (OnlineSoftmax::update_max and exponentiate).
  template <Mask kMask = Mask::kCheck, class TS, class TC, int kRows>
  CUTE_DEVICE static void softmax_tile(Ctx const& c, int n, TS& s_rc, TC const& c_rc,
                                       OnlineSoftmax<kRows, Cfg::kFusedExponent>& softmax,
                                       float (&o_scale)[kRows]) {
    auto const& p = c.p;
    if constexpr (kSoftcap) {
      CUTE_UNROLL
      for (int i = 0; i < cute::size(s_rc); ++i)
        s_rc(i) = sm90::softcap_score(s_rc(i), p.softcap_scale, p.softcap, [](float x) { return sm90::fast_exp2(x); });
    }
    if constexpr (kMask == Mask::kAlways) {
      apply_mask(s_rc, c_rc, c.m_block * Cfg::kBlockM, n * Cfg::kBlockN, p, c.seq);
    } else if constexpr (kMask == Mask::kCheck) {
      if (tile_needs_mask(c.m_block, n, Cfg::kBlockM, Cfg::kBlockN, c.seq.seqlen_q, c.seq.seqlen_k, p.causal,
                          p.window_left, p.window_right)) {
        apply_mask(s_rc, c_rc, c.m_block * Cfg::kBlockM, n * Cfg::kBlockN, p, c.seq);
      }
    }
    float safe_max[kRows];
    bool const fused = softmax.update_max(s_rc, o_scale, safe_max);
    softmax.exponentiate(s_rc, safe_max, o_scale, fused);
  }

  template <class TO, int kRows>
  CUTE_DEVICE static void rescale(TO& o_rc, float const (&o_scale)[kRows]) {
    CUTE_UNROLL
    for (int i = 0; i < kRows; ++i) {
      CUTE_UNROLL
      for (int j = 0; j < cute::size<1>(o_rc); ++j) o_rc(i, j) *= o_scale[i];
    }
  }

  // One key tile n of the overlapped mainloop: its S GEMM beside the P V GEMM of tile n + 1
  // (whose P and V stage are tOrP and state_v), then its softmax.
  template <Mask kMask, class TQ, class TK, class TV, class TS, class TO, class TP, class TPa, class TSrc,
            class TCrc, class TOrc, class SM>
  CUTE_DEVICE static void overlapped_step(Ctx& c, int n, typename Pipeline::PipelineState& state_k,
                                          typename Pipeline::PipelineState& state_v, TQ const& tSrQ,
                                          TK const& tSrK, TV const& tOrV, TS& tSrS, TO& tOrO, TP& tOrP,
                                          TPa& tOrPa, TSrc& s_rc, TCrc const& c_rc, TOrc& o_rc, SM& softmax) {
    using namespace cute;
    constexpr int kRows = decltype(size<0>(s_rc))::value;
    turn_wait(c.wg);
    c.pipe_k.consumer_wait(state_k);
    sm90::wgmma_issue</*zero_init=*/true>(c.mma_qk, tSrQ, tSrK(_, _, _, state_k.index()), tSrS);
    c.pipe_v.consumer_wait(state_v);
    sm90::wgmma_issue</*zero_init=*/false>(c.mma_pv, p_operand(c, tOrPa), tOrV(_, _, _, state_v.index()), tOrO);
    turn_pass(c.wg);
    fold_k(c, n, state_k.index());
    fold_v(c, n + 1, state_v.index());
    warpgroup_wait<1>();  // S of tile n is ready; P V of tile n+1 may still run
    c.pipe_k.consumer_release(state_k);
    float o_scale[kRows];
    softmax_tile<kMask>(c, n, s_rc, c_rc, softmax, o_scale);
    warpgroup_wait<0>();  // P V done: O and the P registers are free
    c.pipe_v.consumer_release(state_v);
    rescale(o_rc, o_scale);  // O was relative to the previous max
    stage_p(c, tSrS, tOrP);
    state_v = state_k;
    ++state_k;
  }

  // Intra-warpgroup overlap: the S GEMM of tile n and the P V GEMM of tile n+1 are in flight
  // together; the softmax of tile n starts as soon as its S GEMM retires, while P V still runs.
  // After the first tile, the key tiles run as three loops (unmasked_tiles): the masked ones at
  // the top (seqlen_k's edge, the causal diagonal, a window's right edge), the clear ones with
  // no per-element check, the masked ones at the bottom (a window's left edge). The order of
  // the tiles, and so every result bit, is that of one loop.
  template <class TQ, class TK, class TV, class TS, class TO, class TSrc, class TCrc, class TOrc, class SM>
  CUTE_DEVICE static void mainloop_overlapped(Ctx& c, TileRange range,
                                              typename Pipeline::PipelineState& state_k,
                                              TQ const& tSrQ, TK const& tSrK,
                                              TV const& tOrV, TS& tSrS, TO& tOrO, TSrc& s_rc,
                                              TCrc const& c_rc, TOrc& o_rc, SM& softmax) {
    using namespace cute;
    constexpr int kRows = decltype(size<0>(s_rc))::value;
    Tensor tOrP = make_tensor_like<Element>(tSrS);  // (MMA, MMA_M, MMA_N) P of the previous tile
    Tensor tOrPa = make_tensor(tOrP.data(), sm90::acc_to_a_operand(tOrP.layout()));  // (MMA, MMA_M, MMA_K)

    // Prologue: S and softmax of the first (last-index) tile.
    int n = range.n_end - 1;
    turn_wait(c.wg);
    c.pipe_k.consumer_wait(state_k);
    sm90::wgmma_issue</*zero_init=*/true>(c.mma_qk, tSrQ, tSrK(_, _, _, state_k.index()), tSrS);
    turn_pass(c.wg);
    fold_k(c, n, state_k.index());
    warpgroup_wait<0>();
    c.pipe_k.consumer_release(state_k);
    {
      float o_scale[kRows];  // O is still zero: nothing to rescale
      softmax_tile(c, n, s_rc, c_rc, softmax, o_scale);
    }
    stage_p(c, tSrS, tOrP);
    auto state_v = state_k;  // V stage holding tile n
    ++state_k;

    UnmaskedTiles const clear = unmasked_tiles(range, c.m_block, Cfg::kBlockM, Cfg::kBlockN, c.seq.seqlen_q,
                                               c.seq.seqlen_k, c.p.causal, c.p.window_left, c.p.window_right);
    CUTE_NO_UNROLL
    for (--n; n >= clear.hi && n >= range.n_begin; --n)
      overlapped_step<Mask::kAlways>(c, n, state_k, state_v, tSrQ, tSrK, tOrV, tSrS, tOrO, tOrP, tOrPa, s_rc, c_rc,
                                     o_rc, softmax);
    CUTE_NO_UNROLL
    for (; n >= clear.lo; --n)
      overlapped_step<Mask::kNever>(c, n, state_k, state_v, tSrQ, tSrK, tOrV, tSrS, tOrO, tOrP, tOrPa, s_rc, c_rc,
                                    o_rc, softmax);
    CUTE_NO_UNROLL
    for (; n >= range.n_begin; --n)
      overlapped_step<Mask::kAlways>(c, n, state_k, state_v, tSrQ, tSrK, tOrV, tSrS, tOrO, tOrP, tOrPa, s_rc, c_rc,
                                     o_rc, softmax);

    // Every S GEMM of this tile has retired: the producer may load the next tile's Q while the
    // last P V GEMM and the epilogue run.
    cutlass::arch::ClusterBarrier::arrive(&c.q_empty);

    // Tail: P V of the last tile.
    turn_wait(c.wg);
    c.pipe_v.consumer_wait(state_v);
    sm90::wgmma_issue</*zero_init=*/false>(c.mma_pv, p_operand(c, tOrPa), tOrV(_, _, _, state_v.index()), tOrO);
    turn_pass(c.wg);  // the kernel balances the last warpgroup's last pass (see pingpong_begin/end)
    fold_v(c, range.n_begin, state_v.index());
    warpgroup_wait<0>();
    c.pipe_v.consumer_release(state_v);
  }

  // The P V GEMM's A operand: P's registers (tOrPr), or with Cfg::kPSmem the descriptors of the
  // warpgroup's rows of P in shared memory, made at each GEMM from a shuffled (warp-uniform)
  // warpgroup index, which stays in the loop: hoisted out of it, twelve 64-bit descriptors
  // spill at 160 registers.
  template <class TPr>
  CUTE_DEVICE static decltype(auto) p_operand(Ctx const& c, TPr& tOrPr) {
    if constexpr (Cfg::kPSmem) {
      using namespace cute;
      int const wg = __shfl_sync(0xffffffffu, c.tidx / 128, 0);
      Tensor sP = make_tensor(make_smem_ptr(c.sp), typename Cfg::SmemLayoutP{});  // (block_m, block_n)
      return c.mma_pv.get_thread_slice(wg * 128).partition_fragment_A(sP);  // (MMA, MMA_M, MMA_K)
    } else {
      return (tOrPr);
    }
  }

  // P of the key tile just through the softmax, as the next P V GEMM reads it: in the input
  // dtype in P's registers, and with Cfg::kPSmem stored (stmatrix) to the warpgroup's rows of
  // P in shared memory, which its previous P V GEMM has finished reading (warpgroup_wait<0>).
  template <class TS, class TP>
  CUTE_DEVICE static void stage_p(Ctx const& c, TS const& tSrS, TP& tOrP) {
    convert(tSrS, tOrP);
    if constexpr (Cfg::kPSmem) {
      using namespace cute;
      Tensor sP = as_position_independent_swizzle_tensor(
          make_tensor(make_smem_ptr(c.sp), typename Cfg::SmemLayoutP{}));  // (block_m, block_n)
      auto copy_p = make_tiled_copy_C(Copy_Atom<SM90_U32x4_STSM_N, Element>{}, c.mma_qk);
      auto thr_copy_p = copy_p.get_thread_slice(c.tidx);
      Tensor tPrP = thr_copy_p.retile_S(tOrP);
      Tensor tPsP = thr_copy_p.partition_D(sP);
      copy(copy_p, tPrP, tPsP);
      cutlass::arch::fence_view_async_shared();  // the stores, visible to the GEMM's operand reads
      sm90::named_barrier_sync(128, uint32_t(sm90::BarrierId::kFwdPStored0) + c.wg);
    }
  }

  // Elementwise fp32 -> Element through the packed converters (cvt.rn.bf16x2 / f16x2).
  template <class TS, class TD>
  CUTE_DEVICE static void convert(TS const& src, TD& dst) {
    constexpr int N = decltype(cute::size(src))::value;
    using Conv = cutlass::NumericArrayConverter<Element, float, N>;
    auto const& in = *reinterpret_cast<cutlass::Array<float, N> const*>(src.data());
    *reinterpret_cast<cutlass::Array<Element, N>*>(dst.data()) = Conv{}(in);
  }
};

}  // namespace dash::fwd
