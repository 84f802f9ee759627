// Epilogue: normalize O, write it in the input dtype and the LSE in fp32.
#pragma once

#include <cute/tensor.hpp>

#include "dash/kernels/sm90/common/layout.hpp"
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
};

}  // namespace dash::fwd
