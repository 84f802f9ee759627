// Epilogue: normalize O, write it in the input dtype and the LSE in fp32.
#pragma once

#include <cute/tensor.hpp>

#include "dash/kernels/sm90/common/layout.hpp"
#include "dash/kernels/sm90/common/device_error_codes.hpp"
#include "dash/kernels/sm90/fwd/params.hpp"

namespace dash::fwd {

template <class Cfg>
struct FwdEpilogue {
  using Element = typename Cfg::Element;

  // O rows past the entry's seqlen_q are dropped. Each thread owns column pairs, so every store
  // is 4 bytes. LSE (params.hpp): fp32, natural log; -inf where a row sees no key.
  template <class TensorO, class TensorORC, int kRows, class ThrMma>
  CUTE_DEVICE static void store(FwdKernelParams<Cfg> const& p, TensorO& tOrO, TensorORC& o_rc,
                                float const (&inv_sum)[kRows], float const (&lse)[kRows],
                                float const (&lse_residual)[kRows],
                                ThrMma const& thr_pv, int m_block, int head, int batch, SeqInfo const& seq,
                                int tidx) {
    using namespace cute;
    CUTE_UNROLL
    for (int i = 0; i < kRows; ++i) {
      CUTE_UNROLL
      for (int j = 0; j < size<1>(o_rc); ++j) o_rc(i, j) *= inv_sum[i];
    }
    auto tile_o = Shape<typename Cfg::BlockM, typename Cfg::HeadDim>{};
    Tensor tOcO = thr_pv.partition_C(make_identity_tensor(tile_o));  // (MMA, MMA_M, MMA_N) -> (row, col)
    static_assert(decltype(size<0, 0>(tOrO))::value == 2, "value mode 0 holds a column pair");
    int const row0 = m_block * Cfg::kBlockM;
    Element* o = static_cast<Element*>(p.o) + seq.tensor_batch * p.o_batch_stride + head * p.o_head_stride +
                 int64_t(seq.q0) * p.o_row_stride;
    CUTE_UNROLL
    for (int idx = 0; idx < size(tOrO); idx += 2) {
      int const row = row0 + get<0>(tOcO(idx));
      int const col = get<1>(tOcO(idx));
      if (row < seq.seqlen_q) {
        cutlass::Array<Element, 2> pair;
        pair[0] = Element(tOrO(idx));
        pair[1] = Element(tOrO(idx + 1));
        *reinterpret_cast<cutlass::Array<Element, 2>*>(o + row * p.o_row_stride + col) = pair;
      }
    }
    if (tidx % 4 == 0) {  // the four lanes of a quad share the row
      Tensor o_c = make_tensor(tOcO.data(), sm90::acc_rowcol(tOcO.layout()));  // (rows, d) -> (row, col)
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
    for (int i = tidx; i < rows * Cfg::kHeadDim; i += Cfg::kNumMmaThreads)
      o[int64_t(covered + i / Cfg::kHeadDim) * p.o_row_stride + i % Cfg::kHeadDim] = Element(NAN);
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
