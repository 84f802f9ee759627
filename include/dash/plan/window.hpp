#pragma once
// FlashAttention-3's window_size resolved against one problem: the one rule the forward's and
// the backward's validation (and through them every entry point) apply.
#include <cstdint>

namespace dash {

// The mask a call runs: causal, or a window of `left` keys before and `right` keys after the
// bottom-right-aligned diagonal (-1: that side unbounded; `right` is ignored under causal, whose
// right end is the diagonal).
struct ResolvedMask {
  bool causal = false;
  int left = -1, right = -1;
  bool windowed() const { return left >= 0 || (!causal && right >= 0); }
};

// As FlashAttention-3 resolves it: a negative size is unbounded; causal sets the right size to
// 0; a side that covers every key of every row is unbounded (left >= seqlen_k - 1: the last
// row's window reaches key 0; right >= seqlen_q - 1: the first row's reaches the last key); a
// right size of 0 is the causal mask.
inline ResolvedMask resolve_mask(bool causal, int64_t left, int64_t right, int64_t seqlen_q, int64_t seqlen_k) {
  ResolvedMask m;
  m.causal = causal;
  m.left = left < 0 || left >= seqlen_k - 1 ? -1 : static_cast<int>(left);
  if (!causal) m.right = right < 0 || right >= seqlen_q - 1 ? -1 : static_cast<int>(right);
  if (!causal && m.right == 0) m.causal = true, m.right = -1;
  return m;
}

}  // namespace dash
