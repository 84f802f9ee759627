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

  DASH_HD int num_q_tiles() const { return ceil_div(seqlen_q, block_m); }
  DASH_HD int num_kv_tiles() const { return ceil_div(seqlen_k, block_n); }
  DASH_HD int num_heads_total() const { return batch * heads; }

  // Causal masks are aligned bottom-right (FlashAttention-2/3): query row r
  // sees key column c iff c <= r + diag_offset().
  DASH_HD int diag_offset() const { return seqlen_k - seqlen_q; }

  // Last valid query row of Q tile i.
  DASH_HD int last_row(int i) const { return imin((i + 1) * block_m, seqlen_q) - 1; }

  // True when Q tile i and KV tile j share at least one unmasked element.
  DASH_HD bool needed(int i, int j) const {
    if (!causal) return true;
    return j * block_n <= last_row(i) + diag_offset();
  }

  // True when the mask cuts through the tile pair (some but not all elements
  // visible): such steps need the masking code path and cost a little more.
  DASH_HD bool partially_masked(int i, int j) const {
    if (!causal || !needed(i, j)) return false;
    const int first_row = i * block_m;
    const int last_col = imin((j + 1) * block_n, seqlen_k) - 1;
    return last_col > first_row + diag_offset();
  }

  // First Q tile KV tile j contributes to. Under the bottom-right causal mask the
  // last query row sees every key, so every KV tile has at least the last Q tile:
  // the needed Q tiles of KV tile j are exactly [q_begin(j), num_q_tiles()).
  DASH_HD int q_begin(int j) const {
    if (!causal) return 0;
    // smallest i with (i + 1) * block_m - 1 + offset >= j * block_n
    const int v = j * block_n - diag_offset() + 1;
    const int i = ceil_div_signed(v, block_m) - 1;
    return imin(imax(i, 0), num_q_tiles() - 1);
  }
  DASH_HD int q_count(int j) const { return num_q_tiles() - q_begin(j); }

  // Number of KV tiles contributing to dQ tile i; they are exactly [0, kv_count(i)).
  // Zero when every row of the tile is fully masked (seqlen_q > seqlen_k, causal).
  DASH_HD int kv_count(int i) const {
    const int n = num_kv_tiles();
    if (!causal) return n;
    const int lim = last_row(i) + diag_offset();
    if (lim < 0) return 0;
    return imin(n, lim / block_n + 1);
  }

  // Number of KV tiles whose keys Q row `row` sees (the dQ partials that reach the row);
  // at most 0 when the row sees no key (causal, seqlen_q > seqlen_k).
  DASH_HD int kv_count_of_row(int row) const {
    const int n = num_kv_tiles();
    if (!causal) return n;
    return imin(n, floor_div(row + seqlen_k - seqlen_q, block_n) + 1);  // row + diag_offset()
  }

 private:
  DASH_HD static int ceil_div_signed(int a, int b) { return -floor_div(-a, b); }
};

}  // namespace dash
