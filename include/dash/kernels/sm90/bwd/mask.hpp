#pragma once
// The backward's mask, host- and device-callable, so that the CPU tests check the predicates the
// kernel runs against the geometry (tests/cpu/test_bwd_mask.cpp). Bottom-right causal alignment
// (FlashAttention-2/3): query row r sees key c iff c <= r + seqlen_k - seqlen_q.
#include "dash/mutation.hpp"
#include "dash/schedule/host_device.hpp"

namespace dash::sm90::bwd {

// diag = seqlen_k - seqlen_q. Keys past the sequence are hidden from every row.
DASH_HD bool key_hidden(int q_row, int key, int seqlen_k, int diag, bool causal) {
  return key >= seqlen_k || (causal && key > q_row + diag + mutation::kCausalExtraKeys);
}

// Whether a tile of query rows from q_row0 and block_n keys from key0 needs the element mask:
// some key of it is hidden from its first row (the row that sees the fewest keys).
DASH_HD bool tile_needs_mask(int q_row0, int key0, int block_n, int seqlen_k, int diag, bool causal) {
  return key0 + block_n > seqlen_k || (causal && key0 + block_n - 1 > q_row0 + diag + mutation::kCausalExtraKeys);
}

// With a sliding window (FlashAttention-3's window_size; Geometry): row r sees key c iff
// r + diag - left <= c (left >= 0) and c <= r + diag + right (right >= 0; causal: right = 0),
// and c < seqlen_k. Not yet used by the kernels: the window's plumbing follows (issue #34).
struct WindowMask {
  int seqlen_k, diag;
  int left, right;  // -1: unbounded
  DASH_HD bool hidden(int q_row, int key) const {
    return key >= seqlen_k || (right >= 0 && key > q_row + diag + right) || (left >= 0 && key < q_row + diag - left);
  }
  // Whether a tile of query rows [q_row0, q_row_last] and block_n keys from key0 needs the element
  // mask: some key hidden from its first row (the fewest keys on the right) or from its last row
  // (the fewest on the left).
  DASH_HD bool tile_needs_mask(int q_row0, int q_row_last, int key0, int block_n) const {
    return key0 + block_n > seqlen_k || (right >= 0 && key0 + block_n - 1 > q_row0 + diag + right) ||
           (left >= 0 && key0 < q_row_last + diag - left);
  }
};

}  // namespace dash::sm90::bwd
