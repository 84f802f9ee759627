// Consumer warpgroups: S = Q K^T (wgmma SS), online softmax, O += P V (wgmma RS), epilogue.
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
  // bottom-right-aligned causal diagonal, or outside the window around it).
  template <class TensorS, class TensorC>
  CUTE_DEVICE static void apply_mask(TensorS& s, TensorC const& coord, int row0, int col0,
                                     FwdKernelParams<Cfg> const& p, SeqInfo const& seq) {
    using namespace cute;
    CUTE_UNROLL
    for (int i = 0; i < size<0>(s); ++i) {
      int const row = row0 + get<0>(coord(i, 0));
      int const diag = row + seq.seqlen_k - seq.seqlen_q;
      int limit = seq.seqlen_k;  // keys [first, limit) are visible
      int const right = p.causal ? 0 : p.window_right;
      if (right >= 0) limit = min(limit, diag + right + 1);
      int const first = p.window_left >= 0 ? diag - p.window_left : -1;
      CUTE_UNROLL
      for (int j = 0; j < size<1>(s); ++j) {
        int const col = col0 + get<1>(coord(i, j));
        if (col >= limit || col < first) s(i, j) = -INFINITY;
      }
    }
  }

  // Computes one work tile and stores O and LSE. tidx: thread index among the consumer threads
  // [0, kNumMmaThreads); state: K/V pipeline position, carried across work tiles; iter: index
  // of this tile among the CTA's tiles with keys (Q buffer phase).
  CUTE_DEVICE static void run_tile(FwdKernelParams<Cfg> const& p, SharedStorage& ss, Pipeline& pipe_k,
                                   Pipeline& pipe_v, typename Pipeline::PipelineState& state,
                                   int m_block, int head, int batch, SeqInfo const& seq, TileRange range, int iter,
                                   int tidx) {
    using namespace cute;
    typename Cfg::TiledMmaQK mma_qk;
    typename Cfg::TiledMmaPV mma_pv;
    auto thr_qk = mma_qk.get_thread_slice(tidx);
    auto thr_pv = mma_pv.get_thread_slice(tidx);

    Tensor sQ = make_tensor(make_smem_ptr(Cfg::q_smem(ss, iter)), typename Cfg::SmemLayoutQ{});  // (block_m, d)
    Tensor sK = make_tensor(make_smem_ptr(ss.k.data()), typename Cfg::SmemLayoutK{});    // (block_n, d, stages)
    Tensor sVt = make_tensor(make_smem_ptr(ss.v.data()), typename Cfg::SmemLayoutVt{});  // (d, block_n, stages)

    Tensor tSrQ = thr_qk.partition_fragment_A(sQ);   // (MMA, MMA_M, MMA_K) smem descriptors
    Tensor tSrK = thr_qk.partition_fragment_B(sK);   // (MMA, MMA_N, MMA_K, stages)
    Tensor tOrV = thr_pv.partition_fragment_B(sVt);  // (MMA, MMA_N, MMA_K, stages)

    auto tile_s = Shape<typename Cfg::BlockM, typename Cfg::BlockN>{};
    auto tile_o = Shape<typename Cfg::BlockM, typename Cfg::HeadDim>{};
    Tensor tSrS = partition_fragment_C(mma_qk, tile_s);  // (MMA, MMA_M, MMA_N) fp32 scores
    Tensor tOrO = partition_fragment_C(mma_pv, tile_o);  // (MMA, MMA_M, MMA_N) fp32 output
    Tensor tScS = thr_qk.partition_C(make_identity_tensor(tile_s));  // (row, col) of each score
    Tensor s_rc = make_tensor(tSrS.data(), sm90::acc_rowcol(tSrS.layout()));  // (rows, block_n)
    Tensor c_rc = make_tensor(tScS.data(), sm90::acc_rowcol(tScS.layout()));  // (rows, block_n)
    Tensor o_rc = make_tensor(tOrO.data(), sm90::acc_rowcol(tOrO.layout()));  // (rows, d)
    constexpr int kRows = decltype(size<0>(s_rc))::value;
    static_assert(kRows == decltype(size<0>(o_rc))::value, "S and O rows must coincide per thread");

    OnlineSoftmax<kRows, Cfg::kFusedExponent> softmax(p.scale_log2);
    clear(tOrO);

    if (range.n_end > range.n_begin) {
      cutlass::arch::ClusterTransactionBarrier::wait(&ss.barrier_q[Cfg::q_buffer(iter)], Cfg::q_phase(iter));
      float* fold = nullptr;  // this work tile's K / V factors, if it folds key tiles
      if (kKvStats && head % p.heads_per_kv == 0)
        fold = p.kv_stats + 2 * (int64_t(batch) * (p.heads / p.heads_per_kv) + head / p.heads_per_kv);
      KvFoldSet const folds = fold != nullptr
          ? kv_fold_set(m_block, Cfg::kBlockM, Cfg::kBlockN, seq.seqlen_q, seq.seqlen_k, p.causal)
          : KvFoldSet{-1, 0, 1};
      Ctx ctx{p, seq, mma_qk, mma_pv, pipe_k, pipe_v, m_block, tidx / 128,
              fold, ss.k.data(), ss.v.data(), tidx, KvFoldCursor(folds), KvFoldCursor(folds)};
      if constexpr (Cfg::kIntraWGOverlap) {
        mainloop_overlapped(ctx, range, state, tSrQ, tSrK, tOrV, tSrS, tOrO, s_rc, c_rc, o_rc, softmax);
      } else {
        mainloop_serial(ctx, range, state, tSrQ, tSrK, tOrV, tSrS, tOrO, s_rc, c_rc, o_rc, softmax);
      }
      // Every GEMM of this tile has retired: the producer may overwrite this Q buffer.
      cutlass::arch::ClusterBarrier::arrive(&ss.barrier_q_empty[Cfg::q_buffer(iter)]);
    }

    float inv_sum[kRows], lse[kRows], lse_residual[kRows];
    softmax.finalize(p.softmax_scale, inv_sum, lse, lse_residual);
    if (seq.bad_used) {  // seqused outside the sequence's rows (seq_info.hpp): NaN rows, reported
      CUTE_UNROLL
      for (int i = 0; i < kRows; ++i) inv_sum[i] = lse[i] = lse_residual[i] = NAN;
    }
    FwdEpilogue<Cfg>::store(p, tOrO, o_rc, inv_sum, lse, lse_residual, thr_pv, m_block, head, batch, seq, tidx);
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

  // Pingpong: the consumer warpgroups take turns issuing their GEMMs, so that one warpgroup's
  // softmax runs while the other's GEMMs occupy the tensor cores.
  CUTE_DEVICE static void turn_wait(int wg) {
    if constexpr (Cfg::kPingpong) {
      sm90::named_barrier_sync(Cfg::kNumMmaThreads, uint32_t(sm90::BarrierId::kConsumerWG0Turn) + wg);
    }
  }
  CUTE_DEVICE static void turn_pass(int wg) {
    if constexpr (Cfg::kPingpong) {
      sm90::named_barrier_arrive(Cfg::kNumMmaThreads, uint32_t(sm90::BarrierId::kConsumerWG0Turn) + (1 - wg));
    }
  }

  // Warpgroup 0 takes the first turn; warpgroup 1's pass after the CTA's last turn is consumed
  // at the end, so the named barriers are balanced whatever the number of turns.
  CUTE_DEVICE static void pingpong_begin(int wg) {
    if constexpr (Cfg::kPingpong) {
      if (wg == 1) sm90::named_barrier_arrive(Cfg::kNumMmaThreads, uint32_t(sm90::BarrierId::kConsumerWG0Turn));
    }
  }
  CUTE_DEVICE static void pingpong_end(int wg) {
    if (wg == 0) turn_wait(wg);
  }

  // Masks (if the tile needs it) and runs the online softmax on the score tile of key tile n.
  template <class TS, class TC, int kRows>
  CUTE_DEVICE static void softmax_tile(Ctx const& c, int n, TS& s_rc, TC const& c_rc,
                                       OnlineSoftmax<kRows, Cfg::kFusedExponent>& softmax,
                                       float (&o_scale)[kRows]) {
    auto const& p = c.p;
    if constexpr (kSoftcap) {
      CUTE_UNROLL
      for (int i = 0; i < cute::size(s_rc); ++i)
        s_rc(i) = sm90::softcap_score(s_rc(i), p.softcap_scale, p.softcap, [](float x) { return sm90::fast_exp2(x); });
    }
    if (tile_needs_mask(c.m_block, n, Cfg::kBlockM, Cfg::kBlockN, c.seq.seqlen_q, c.seq.seqlen_k, p.causal,
                        p.window_left, p.window_right)) {
      apply_mask(s_rc, c_rc, c.m_block * Cfg::kBlockM, n * Cfg::kBlockN, p, c.seq);
    }
    softmax.step(s_rc, o_scale);
  }

  template <class TO, int kRows>
  CUTE_DEVICE static void rescale(TO& o_rc, float const (&o_scale)[kRows]) {
    CUTE_UNROLL
    for (int i = 0; i < kRows; ++i) {
      CUTE_UNROLL
      for (int j = 0; j < cute::size<1>(o_rc); ++j) o_rc(i, j) *= o_scale[i];
    }
  }

  // One key tile at a time: S GEMM, softmax, P V GEMM, each waiting for the previous.
  template <class TQ, class TK, class TV, class TS, class TO, class TSrc, class TCrc, class TOrc, class SM>
  CUTE_DEVICE static void mainloop_serial(Ctx& c, TileRange range, typename Pipeline::PipelineState& state,
                                          TQ const& tSrQ, TK const& tSrK,
                                          TV const& tOrV, TS& tSrS, TO& tOrO, TSrc& s_rc, TCrc const& c_rc,
                                          TOrc& o_rc, SM& softmax) {
    using namespace cute;
    static_assert(!Cfg::kPingpong, "pingpong needs the overlapped mainloop");
    CUTE_NO_UNROLL
    for (int n = range.n_end - 1; n >= range.n_begin; --n) {
      c.pipe_k.consumer_wait(state);
      sm90::wgmma_issue</*zero_init=*/true>(c.mma_qk, tSrQ, tSrK(_, _, _, state.index()), tSrS);
      fold_k(c, n, state.index());
      warpgroup_wait<0>();
      c.pipe_k.consumer_release(state);
      float o_scale[decltype(size<0>(s_rc))::value];
      softmax_tile(c, n, s_rc, c_rc, softmax, o_scale);
      rescale(o_rc, o_scale);
      Tensor tOrP = make_tensor_like<Element>(tSrS);  // (MMA, MMA_M, MMA_N) P in the input dtype
      convert(tSrS, tOrP);
      Tensor tOrPa = make_tensor(tOrP.data(), sm90::acc_to_a_operand(tOrP.layout()));  // (MMA, MMA_M, MMA_K)
      c.pipe_v.consumer_wait(state);
      sm90::wgmma_issue</*zero_init=*/false>(c.mma_pv, tOrPa, tOrV(_, _, _, state.index()), tOrO);
      fold_v(c, n, state.index());
      warpgroup_wait<0>();
      c.pipe_v.consumer_release(state);
      ++state;
    }
  }

  // Intra-warpgroup overlap: the S GEMM of tile n and the P V GEMM of tile n+1 are in flight
  // together; the softmax of tile n starts as soon as its S GEMM retires, while P V still runs.
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
    convert(tSrS, tOrP);
    auto state_v = state_k;  // V stage holding tile n
    ++state_k;

    CUTE_NO_UNROLL
    for (--n; n >= range.n_begin; --n) {
      turn_wait(c.wg);
      c.pipe_k.consumer_wait(state_k);
      sm90::wgmma_issue</*zero_init=*/true>(c.mma_qk, tSrQ, tSrK(_, _, _, state_k.index()), tSrS);
      c.pipe_v.consumer_wait(state_v);
      sm90::wgmma_issue</*zero_init=*/false>(c.mma_pv, tOrPa, tOrV(_, _, _, state_v.index()), tOrO);
      turn_pass(c.wg);
      fold_k(c, n, state_k.index());
      fold_v(c, n + 1, state_v.index());
      warpgroup_wait<1>();  // S of tile n is ready; P V of tile n+1 may still run
      c.pipe_k.consumer_release(state_k);
      float o_scale[kRows];
      softmax_tile(c, n, s_rc, c_rc, softmax, o_scale);
      warpgroup_wait<0>();  // P V done: O and the P registers are free
      c.pipe_v.consumer_release(state_v);
      rescale(o_rc, o_scale);  // O was relative to the previous max
      convert(tSrS, tOrP);
      state_v = state_k;
      ++state_k;
    }

    // Tail: P V of the last tile.
    turn_wait(c.wg);
    c.pipe_v.consumer_wait(state_v);
    sm90::wgmma_issue</*zero_init=*/false>(c.mma_pv, tOrPa, tOrV(_, _, _, state_v.index()), tOrO);
    turn_pass(c.wg);  // the kernel balances warpgroup 1's last pass (see pingpong_begin/end)
    fold_v(c, range.n_begin, state_v.index());
    warpgroup_wait<0>();
    c.pipe_v.consumer_release(state_v);
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
