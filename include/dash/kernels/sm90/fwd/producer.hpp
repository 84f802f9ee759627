// Producer: one thread streams Q once and K/V tiles through the smem pipelines with TMA.
#pragma once

#include <cute/tensor.hpp>
#include <cutlass/arch/barrier.h>
#include <cutlass/pipeline/sm90_pipeline.hpp>

#include "dash/kernels/sm90/fwd/fwd_config.hpp"
#include "dash/kernels/sm90/fwd/params.hpp"
#include "dash/kernels/sm90/fwd/tile_range.hpp"

namespace dash::fwd {

template <class Cfg>
struct FwdProducer {
  using SharedStorage = typename Cfg::SharedStorage;
  using Pipeline = typename Cfg::Pipeline;

  // Called by a single thread for each work tile with keys, in the consumers' order. Visits
  // key tiles last to first (masked tiles come first, the unmasked rest runs without checks).
  // iter: index of this work tile among the CTA's tiles with keys (Q barrier phase).
  CUTE_DEVICE static void load_tile(FwdKernelParams<Cfg> const& p, SharedStorage& ss, Pipeline& pipe_k,
                                    Pipeline& pipe_v, typename Pipeline::PipelineState& state,
                                    int m_block, int head, SeqInfo const& seq, TileRange range, int iter) {
    using namespace cute;
    int const head_kv = head / p.heads_per_kv;  // GQA/MQA: several query heads share one KV head
    Tensor mQ = p.tma_q.get_tma_tensor(p.shape_q);   // (seqlen_q, d, heads, batch)
    Tensor mK = p.tma_k.get_tma_tensor(p.shape_kv);  // (seqlen_k, d, heads_kv, batch)
    Tensor mV = p.tma_v.get_tma_tensor(shape_v(p));  // (seqlen_k, d_v, heads_kv, batch)
    auto tile_q = Shape<typename Cfg::BlockM, typename Cfg::HeadDim>{};
    auto tile_kv = Shape<typename Cfg::BlockN, typename Cfg::HeadDim>{};
    auto tile_v = Shape<typename Cfg::BlockN, typename Cfg::HeadDimV>{};
    // The entry's rows from its first one (seq_info.hpp): a packed sequence's tiles start at its
    // offset, and rows past its end (the next sequence's, or zeros past the tensor) are masked
    // (keys) or not stored (queries).
    int const b = seq.tensor_batch;
    Tensor gQ = local_tile(domain_offset(make_coord(seq.q0, _0{}), mQ(_, _, head, b)), tile_q,
                           make_coord(m_block, _0{}));  // (block_m, d)
    Tensor gK = local_tile(domain_offset(make_coord(seq.k0, _0{}), mK(_, _, head_kv, b)), tile_kv,
                           make_coord(_, _0{}));  // (block_n, d, n_tiles)
    Tensor gV = local_tile(domain_offset(make_coord(seq.k0, _0{}), mV(_, _, head_kv, b)), tile_v,
                           make_coord(_, _0{}));  // (block_n, d_v, n_tiles)

    Tensor sQ = make_tensor(make_smem_ptr(ss.q.data()), typename Cfg::SmemLayoutQ{});  // (block_m, d)
    Tensor sK = make_tensor(make_smem_ptr(ss.k.data()), typename Cfg::SmemLayoutK{});  // (block_n, d, stages)
    Tensor sV = make_tensor(make_smem_ptr(ss.v.data()), typename Cfg::SmemLayoutV{});  // (block_n, d_v, stages)

    auto const tQ = tma_partition(p.tma_q, group_modes<0, 2>(sQ), group_modes<0, 2>(gQ));
    Tensor tQgQ = get<0>(tQ);  // (TMA) global source
    Tensor tQsQ = get<1>(tQ);  // (TMA) smem destination
    auto [tKgK, tKsK] = tma_partition(p.tma_k, group_modes<0, 2>(sK), group_modes<0, 2>(gK));  // (TMA, n), (TMA, stage)
    auto [tVgV, tVsV] = tma_partition(p.tma_v, group_modes<0, 2>(sV), group_modes<0, 2>(gV));  // (TMA, n), (TMA, stage)

    // Q's one buffer may still be in use by the previous tile: its load goes after the first K
    // tile's, which need not wait.
    auto load_q = [&] {
      // Wait until the consumers are done with the previous tile's Q.
      if (iter >= 1) cutlass::arch::ClusterBarrier::wait(&ss.barrier_q_empty, Cfg::q_phase(iter - 1));
      cutlass::arch::ClusterTransactionBarrier::arrive_and_expect_tx(&ss.barrier_q, Cfg::kTmaBytesQ);
      copy(p.tma_q.with(ss.barrier_q), tQgQ, tQsQ);
    };
    // K and V have separate pipelines so that S = Q K^T can start before V lands.
    for (int n = range.n_end - 1; n >= range.n_begin; --n) {
      pipe_k.producer_acquire(state);  // waits for a free stage, then expects kTmaBytesK
      copy(p.tma_k.with(*pipe_k.producer_get_barrier(state)), tKgK(_, n), tKsK(_, state.index()));
      if (n == range.n_end - 1) load_q();
      pipe_v.producer_acquire(state);
      copy(p.tma_v.with(*pipe_v.producer_get_barrier(state)), tVgV(_, n), tVsV(_, state.index()));
      ++state;
    }
  }
};

}  // namespace dash::fwd
