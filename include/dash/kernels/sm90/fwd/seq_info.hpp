// Where one batch entry's rows are. A dense batch has every entry at the same lengths, entry b
// at batch coordinate b of the tensors. A packed (variable-length) batch has sequence b at
// rows [cu_seqlens_q[b], cu_seqlens_q[b + 1]) of the packed Q and O and rows
// [cu_seqlens_k[b], cu_seqlens_k[b + 1]) of the packed K and V, all at batch coordinate 0;
// with seqused_q / seqused_k it takes only the first seqused_q[b] / seqused_k[b] of them.
#pragma once

#include "dash/schedule/host_device.hpp"

namespace dash::fwd {

struct SeqInfo {
  int q0, k0;              // first row of the entry in the (packed) Q / O and K / V
  int seqlen_q, seqlen_k;  // its lengths
  int tensor_batch;        // its batch coordinate in the tensors
  bool bad_used;           // a seqused count outside the sequence's rows: all its rows, poisoned
};

// P: anything with seqlen_q, seqlen_k, cu_seqlens_q, cu_seqlens_k (null: dense), seqused_q and
// seqused_k (null: every row).
template <class P>
DASH_HD SeqInfo seq_info(P const& p, int b) {
  if (p.cu_seqlens_q == nullptr) return SeqInfo{0, 0, p.seqlen_q, p.seqlen_k, b, false};
  int const q0 = p.cu_seqlens_q[b], k0 = p.cu_seqlens_k[b];
  int const rows_q = p.cu_seqlens_q[b + 1] - q0, rows_k = p.cu_seqlens_k[b + 1] - k0;
  int const used_q = p.seqused_q != nullptr ? p.seqused_q[b] : rows_q;
  int const used_k = p.seqused_k != nullptr ? p.seqused_k[b] : rows_k;
  // A count past the sequence's rows would read and write other sequences' rows: the sequence
  // keeps all its rows instead, and the epilogue writes them NaN (FwdEpilogue::store).
  if (used_q < 0 || used_q > rows_q || used_k < 0 || used_k > rows_k) return SeqInfo{q0, k0, rows_q, rows_k, 0, true};
  return SeqInfo{q0, k0, used_q, used_k, 0, false};
}

}  // namespace dash::fwd
