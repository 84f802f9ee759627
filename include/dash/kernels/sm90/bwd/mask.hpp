#pragma once
// The backward's mask, host- and device-callable, so that the CPU tests check the predicates the
// kernel runs against the geometry (tests/cpu/test_bwd_mask.cpp). Bottom-right alignment
// (FlashAttention-2/3): the causal query row r sees key c iff c <= r + seqlen_k - seqlen_q.
#include "dash/schedule/host_device.hpp"

namespace dash::sm90::bwd {

// diag = seqlen_k - seqlen_q. Row r sees key c iff c < seqlen_k, c <= r + diag + right (right >= 0;
// the causal mask is right = 0) and r + diag - left <= c (left >= 0): FlashAttention-3's
// window_size as Geometry holds it (right = Geometry::right_limit()). -1: unbounded.
struct WindowMask {
  int seqlen_k, diag;
  int left, right;  // -1: unbounded
  DASH_HD bool hidden(int q_row, int key) const {
    return key >= seqlen_k || (right >= 0 && key > q_row + diag + right) ||
           (left >= 0 && key < q_row + diag - left);
  }
  // Whether a tile of query rows [q_row0, q_row_last] and block_n keys from key0 needs the element
  // mask: some key hidden from its first row (the fewest keys on the right) or from its last row
  // (the fewest on the left).
  DASH_HD bool tile_needs_mask(int q_row0, int q_row_last, int key0, int block_n) const {
    return key0 + block_n > seqlen_k ||
           (right >= 0 && key0 + block_n - 1 > q_row0 + diag + right) ||
           (left >= 0 && key0 < q_row_last + diag - left);
  }
};

}  // namespace dash::sm90::bwd
