// Epilogue: normalize O, write it in the input dtype and the LSE in fp32.
#pragma once

#include <cute/tensor.hpp>
#include <cutlass/arch/barrier.h>

#include "dash/kernels/sm90/common/layout.hpp"
#include "dash/kernels/sm90/common/named_barrier.hpp"
#include "dash/kernels/sm90/common/swizzle.hpp"
#include "dash/kernels/sm90/common/device_error_codes.hpp"
#include "dash/kernels/sm90/fwd/params.hpp"

namespace dash::fwd {

template <class Cfg>
struct FwdEpilogue {
  using Element = typename Cfg::Element;

  // O rows past the entry's seqlen_q are dropped (by the TMA's bounds, or per row). LSE
  // (params.hpp): fp32, natural log; -inf where a row sees no key.
  template <class TensorO, class TensorORC, int kRows, class ThrMma>
  CUTE_DEVICE static void store(FwdKernelParams<Cfg> const& p, typename Cfg::SharedStorage& ss, TensorO& tOrO,
                                TensorORC& o_rc, float const (&inv_sum)[kRows], float const (&lse)[kRows],
                                float const (&lse_residual)[kRows],
                                ThrMma const& thr_pv, int m_block, int head, int batch, SeqInfo const& seq,
                                int tidx) {
    using namespace cute;
    CUTE_UNROLL
    for (int i = 0; i < kRows; ++i) {
      CUTE_UNROLL
      for (int j = 0; j < size<1>(o_rc); ++j) o_rc(i, j) *= inv_sum[i];
    }
    auto tile_o = Shape<typename Cfg::BlockM, typename Cfg::HeadDimV>{};
    Tensor tOcO = thr_pv.partition_C(make_identity_tensor(tile_o));  // (MMA, MMA_M, MMA_N) -> (row, col)
    static_assert(decltype(size<0, 0>(tOrO))::value == 2, "value mode 0 holds a column pair");
    int const row0 = m_block * Cfg::kBlockM;
    if (Cfg::kOTma && p.o_tma) {
      store_tma(p, ss, tOrO, tOcO, m_block, head, seq, tidx);
    } else {
      Element* o = static_cast<Element*>(p.o) + seq.tensor_batch * p.o_batch_stride + head * p.o_head_stride +
                   int64_t(seq.q0) * p.o_row_stride;
      CUTE_UNROLL
      for (int idx = 0; idx < size(tOrO); idx += 2) {  // each thread owns column pairs: 4-byte stores
        int const row = row0 + get<0>(tOcO(idx));
        int const col = get<1>(tOcO(idx));
        if (row < seq.seqlen_q) {
          cutlass::Array<Element, 2> pair;
          pair[0] = Element(tOrO(idx));
          pair[1] = Element(tOrO(idx + 1));
          *reinterpret_cast<cutlass::Array<Element, 2>*>(o + row * p.o_row_stride + col) = pair;
        }
      }
    }
    if (tidx % 4 == 0) {  // the four lanes of a quad share the row
      Tensor o_c = make_tensor(tOcO.data(), sm90::acc_rowcol(tOcO.layout()));  // (rows, d_v) -> (row, col)
      int64_t const rows_at = int64_t(batch) * p.lse_batch_stride + int64_t(head) * p.lse_head_stride + seq.q0;
      float* lse_row = p.lse + rows_at;
      CUTE_UNROLL
      for (int i = 0; i < kRows; ++i) {
        int const row = row0 + get<0>(o_c(i, 0));
        if (row < seq.seqlen_q) {
          lse_row[row] = lse[i];
          if (p.lse_residual != nullptr) p.lse_residual[rows_at + row] = lse_residual[i];
        }
      }
    }
  }

  // O by TMA store: the warpgroup writes its (64, d_v) rows into its slab (the layout the TMA
  // reads, dash/kernels/sm90/common/swizzle.hpp) and one thread stores the slab; the TMA drops
  // rows past seqlen_q. The slab is rewritten only after the previous tile's store has read it.
  template <class TensorO, class TensorC>
  CUTE_DEVICE static void store_tma(FwdKernelParams<Cfg> const& p, typename Cfg::SharedStorage& ss,
                                    TensorO const& tOrO, TensorC const& tOcO, int m_block, int head,
                                    SeqInfo const& seq, int tidx) {
    using namespace cute;
    if constexpr (Cfg::kOTma) {
      int const wg = tidx / 128, t = tidx % 128;
      uint32_t const bar = uint32_t(sm90::BarrierId::kFwdOSlab0) + wg;
      Element* slab = ss.o.data() + wg * cosize_v<typename Cfg::SmemLayoutO>;
      if (t == 0) tma_store_wait<0>();  // the previous store from this slab has read it
      sm90::named_barrier_sync(128, bar);
      CUTE_UNROLL
      for (int idx = 0; idx < size(tOrO); idx += 2) {
        int const row = get<0>(tOcO(idx)) - 64 * wg;  // within the warpgroup's rows
        int const col = get<1>(tOcO(idx));
        cutlass::Array<Element, 2> pair;
        pair[0] = Element(tOrO(idx));
        pair[1] = Element(tOrO(idx + 1));
        *reinterpret_cast<cutlass::Array<Element, 2>*>(slab + sm90::swizzled_offset<64, Cfg::kHeadDimV, sm90::swizzle_bytes_for(Cfg::kHeadDimV)>(row, col)) =
            pair;
      }
      cutlass::arch::fence_view_async_shared();  // the generic-proxy stores, visible to the TMA
      sm90::named_barrier_sync(128, bar);
      if (t == 0) {
        Tensor mO = p.tma_o.get_tma_tensor(shape_o(p));  // (seqlen_q, d_v, heads, batch)
        Tensor gO = local_tile(mO(_, _, head, seq.tensor_batch), Shape<_64, typename Cfg::HeadDimV>{},
                               make_coord(m_block * Cfg::kNumConsumerWarpGroups + wg, _0{}));  // (64, d_v)
        Tensor sO = make_tensor(make_smem_ptr(slab), typename Cfg::SmemLayoutO{});  // (64, d_v)
        auto const tO = tma_partition(p.tma_o, group_modes<0, 2>(sO), group_modes<0, 2>(gO));
        Tensor tOgO = get<0>(tO);  // (TMA) global destination
        Tensor tOsO = get<1>(tO);  // (TMA) smem source
        copy(p.tma_o, tOsO, tOgO);
        tma_store_arrive();
      }
    }
  }

  // The CTA's last O stores have read their slabs (shared memory stays valid until then).
  CUTE_DEVICE static void drain(int tidx) {
    if constexpr (Cfg::kOTma) {
      if (tidx % 128 == 0) cute::tma_store_wait<0>();
    }
  }

  // A packed sequence whose seqused counts are outside its rows (seq_info.hpp): the report, once
  // per sequence (by the thread that handles its first tile of head 0); run_tile writes its rows
  // NaN.
  CUTE_DEVICE static void report_bad_seqused(FwdKernelParams<Cfg> const& p, int batch) {
    if (p.error_mailbox == nullptr) return;
    volatile int* box = p.error_mailbox;
    box[1] = batch;
    box[2] = p.seqused_q != nullptr ? p.seqused_q[batch] : -1;
    box[3] = p.seqused_k != nullptr ? p.seqused_k[batch] : -1;
    box[4] = 0;  // the forward
    __threadfence_system();  // the report before its code
    box[0] = sm90::kDevPackedBadSeqused;
  }

  // A packed sequence longer than the rows the call's max_seqlen_q covers (the work tiles stop
  // there): its rows past them become NaN (O, LSE and its residual) and the failure mailbox gets
  // the report, which the next dash call or check raises. Never a silently unwritten row.
  // Called by every consumer thread for each head's last covered tile of the sequence.
  CUTE_DEVICE static void poison_rows_past_max(FwdKernelParams<Cfg> const& p, SeqInfo const& seq, int head,
                                               int batch, int tidx) {
    int const covered = p.m_tiles * Cfg::kBlockM;
    if (p.cu_seqlens_q == nullptr || seq.seqlen_q <= covered) return;
    Element* o = static_cast<Element*>(p.o) + seq.tensor_batch * p.o_batch_stride + head * p.o_head_stride +
                 int64_t(seq.q0) * p.o_row_stride;
    int64_t const rows_at = int64_t(batch) * p.lse_batch_stride + int64_t(head) * p.lse_head_stride + seq.q0;
    int const rows = seq.seqlen_q - covered;
    for (int i = tidx; i < rows * Cfg::kHeadDimV; i += Cfg::kNumMmaThreads)
      o[int64_t(covered + i / Cfg::kHeadDimV) * p.o_row_stride + i % Cfg::kHeadDimV] = Element(NAN);
    for (int r = covered + tidx; r < seq.seqlen_q; r += Cfg::kNumMmaThreads) {
      p.lse[rows_at + r] = NAN;
      if (p.lse_residual != nullptr) p.lse_residual[rows_at + r] = NAN;
    }
    if (tidx == 0 && head == 0 && p.error_mailbox != nullptr) {
      volatile int* box = p.error_mailbox;
      box[1] = batch;
      box[2] = seq.seqlen_q;
      box[3] = covered;
      __threadfence_system();  // the report before its code
      box[0] = sm90::kDevPackedRowsTooMany;
    }
  }
};

}  // namespace dash::fwd
