#pragma once
// Problem geometry of one attention backward: which (Q tile, KV tile) pairs
// carry work under the mask. Shared by every schedule, the simulator and the
// kernels.
#include "dash/schedule/host_device.hpp"

namespace dash {

struct Geometry {
  int batch = 1;
  int heads = 1;      // query heads; every (batch, head) is one independent grid
  int seqlen_q = 1;
  int seqlen_k = 1;
  int block_m = 64;   // Q rows per tile (kBlockM)
  int block_n = 128;  // KV rows per tile (kBlockN)
  bool causal = false;
  // Sliding window (FlashAttention-3's window_size, relative to the bottom-right-aligned
  // diagonal): query row r sees key c iff r + diag_offset() - window_left <= c (when
  // window_left >= 0) and c <= r + diag_offset() + right_limit(). -1: unbounded. causal is the
  // window (window_left, 0).
  int window_left = -1;
  int window_right = -1;

  DASH_HD int num_q_tiles() const { return ceil_div(seqlen_q, block_m); }
  DASH_HD int num_kv_tiles() const { return ceil_div(seqlen_k, block_n); }
  DASH_HD int num_heads_total() const { return batch * heads; }

  // Causal masks are aligned bottom-right (FlashAttention-2/3): query row r sees key column c
  // iff c <= r + diag_offset(), and a window bounds it on both sides of that diagonal.
  DASH_HD int diag_offset() const { return seqlen_k - seqlen_q; }
  DASH_HD int right_limit() const { return causal ? 0 : window_right; }  // -1: unbounded
  // Whether some key is hidden from some row by the mask (besides the ends of the sequences).
  DASH_HD bool masked() const { return window_left >= 0 || right_limit() >= 0; }
  // Whether a sliding window hides keys besides the causal mask's (what shift and
  // symmetric_shift do not take, and what the kernels' window extension serves).
  DASH_HD bool windowed() const { return window_left >= 0 || (!causal && window_right >= 0); }

  // Last valid query row of Q tile i.
  DASH_HD int last_row(int i) const { return imin((i + 1) * block_m, seqlen_q) - 1; }
  // Last valid key column of KV tile j.
  DASH_HD int last_col(int j) const { return imin((j + 1) * block_n, seqlen_k) - 1; }

  // True when Q tile i and KV tile j share at least one unmasked element. A row's visible keys
  // are one interval whose ends grow with the row, so the tile pair shares one iff its first
  // row's interval starts by the tile's last key and its last row's ends at or after its first.
  DASH_HD bool needed(int i, int j) const {
    const int off = diag_offset();
    if (window_left >= 0 && last_col(j) < i * block_m + off - window_left) return false;
    if (right_limit() >= 0 && j * block_n > last_row(i) + off + right_limit()) return false;
    return true;
  }

  // True when the mask cuts through the tile pair (some but not all elements
  // visible): such steps need the masking code path and cost a little more.
  DASH_HD bool partially_masked(int i, int j) const {
    if (!masked() || !needed(i, j)) return false;
    const int off = diag_offset();
    if (window_left >= 0 && j * block_n < last_row(i) + off - window_left) return true;
    return right_limit() >= 0 && last_col(j) > i * block_m + off + right_limit();
  }

  // The Q tiles KV tile j contributes to: exactly [q_begin(j), q_begin(j) + q_count(j)).
  // Under the bottom-right causal mask without a left window the last query row sees every
  // key, so every KV tile has at least the last Q tile.
  DASH_HD int q_begin(int j) const {
    if (right_limit() < 0) return 0;
    // smallest i with (i + 1) * block_m - 1 + offset + right >= j * block_n
    const int v = j * block_n - diag_offset() - right_limit() + 1;
    const int i = ceil_div_signed(v, block_m) - 1;
    return imax(imin(i, num_q_tiles() - 1), 0);  // 0 without Q tiles (a packed sequence without queries)
  }
  DASH_HD int q_count(int j) const {
    const int nq = num_q_tiles();
    // Without a window the range ends at the last Q tile and is never empty (the last row sees
    // every key under the causal mask): the kernels' unwindowed instances fold the rest away.
    if (window_left < 0 && (causal || window_right < 0)) return nq - q_begin(j);
    int end = nq;
    if (window_left >= 0) {  // largest i with i * block_m + offset - left <= last_col(j), plus one
      const int lim = last_col(j) - diag_offset() + window_left;
      end = lim < 0 ? 0 : imin(nq, lim / block_m + 1);
    }
    const int begin = q_begin(j);
    return end > begin && needed(begin, j) ? end - begin : 0;
  }

  // The KV tiles no query row sees are always a prefix, [0, unseen_kv_prefix()): the last row
  // sees the last key, and each row's window is an interval one key on from the row before, so
  // the keys seen form one interval that ends at the last key and starts at row 0's first one.
  // (All of them without queries; none without a left window.)
  DASH_HD int unseen_kv_prefix() const {
    if (num_q_tiles() == 0) return num_kv_tiles();
    if (window_left < 0) return 0;
    const int first = diag_offset() - window_left;  // row 0's first key
    return first <= 0 ? 0 : imin(first / block_n, num_kv_tiles());
  }

  // The KV tiles contributing to dQ tile i: exactly [kv_begin(i), kv_begin(i) + kv_count(i)).
  // kv_count is zero when every row of the tile is fully masked (e.g. causal, seqlen_q >
  // seqlen_k).
  DASH_HD int kv_begin(int i) const { return kv_begin_of_row(i * block_m); }
  DASH_HD int kv_count(int i) const { return imax(0, kv_end_of_row(last_row(i)) - kv_begin(i)); }

  // Number of KV tiles whose keys Q row `row` sees (the dQ partials that reach the row);
  // at most 0 when the row sees no key (causal, seqlen_q > seqlen_k).
  DASH_HD int kv_count_of_row(int row) const { return kv_end_of_row(row) - kv_begin_of_row(row); }

 private:
  // The first KV tile row `row` sees (its keys start at row + offset - left); num_kv_tiles()
  // when they start past the last key.
  DASH_HD int kv_begin_of_row(int row) const {
    if (window_left < 0) return 0;
    const int first = row + diag_offset() - window_left;
    return first <= 0 ? 0 : first >= seqlen_k ? num_kv_tiles() : first / block_n;
  }
  // One past the last KV tile row `row` sees (its keys end at row + offset + right).
  DASH_HD int kv_end_of_row(int row) const {
    const int n = num_kv_tiles();
    if (right_limit() < 0) return n;
    return imin(n, floor_div(row + diag_offset() + right_limit(), block_n) + 1);
  }
  DASH_HD static int ceil_div_signed(int a, int b) { return -floor_div(-a, b); }
};

}  // namespace dash
