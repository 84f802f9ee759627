// Where one batch entry's rows are. A dense batch has every entry at the same lengths, entry b
// at batch coordinate b of the tensors. A packed (variable-length) batch has sequence b at
// rows [cu_seqlens_q[b], cu_seqlens_q[b + 1]) of the packed Q and O and rows
// [cu_seqlens_k[b], cu_seqlens_k[b + 1]) of the packed K and V, all at batch coordinate 0.
#pragma once

#include "dash/schedule/host_device.hpp"

namespace dash::fwd {

struct SeqInfo {
  int q0, k0;              // first row of the entry in the (packed) Q / O and K / V
  int seqlen_q, seqlen_k;  // its lengths
  int tensor_batch;        // its batch coordinate in the tensors
};

// P: anything with seqlen_q, seqlen_k, cu_seqlens_q and cu_seqlens_k (null: dense).
template <class P>
DASH_HD SeqInfo seq_info(P const& p, int b) {
  if (p.cu_seqlens_q == nullptr) return SeqInfo{0, 0, p.seqlen_q, p.seqlen_k, b};
  int const q0 = p.cu_seqlens_q[b], k0 = p.cu_seqlens_k[b];
  return SeqInfo{q0, k0, p.cu_seqlens_q[b + 1] - q0, p.cu_seqlens_k[b + 1] - k0, 0};
}

}  // namespace dash::fwd
