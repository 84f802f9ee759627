// Which key tiles one query tile visits, and which of them need masking.
// Plain C++ (host and device) so the CPU tests can check it without a GPU.
#pragma once

#include "dash/schedule/host_device.hpp"  // DASH_HD

namespace dash::fwd {

// Causal masks are aligned bottom-right: query row r sees key c iff c <= r + (seqlen_k - seqlen_q).
struct TileRange {
  int n_begin;  // first key tile (inclusive)
  int n_end;    // one past the last key tile; n_end <= n_begin means the query tile sees no key
};

DASH_HD int ceil_div_pos(int a, int b) { return a <= 0 ? 0 : (a + b - 1) / b; }

// Key tiles [n_begin, n_end) of width block_n that query tile m_block (height block_m) needs.
// window_left / window_right: FlashAttention-3's window_size around the bottom-right diagonal
// (-1: unbounded; causal is the window's right end at 0); not yet passed by the kernels.
DASH_HD TileRange key_tile_range(int m_block, int block_m, int block_n, int seqlen_q, int seqlen_k,
                                 bool causal, int window_left = -1, int window_right = -1) {
  int const n_tiles = ceil_div_pos(seqlen_k, block_n);
  int n_end = n_tiles;
  int const right = causal ? 0 : window_right;
  if (right >= 0) {
    int last_row = m_block * block_m + block_m;  // one past the tile's last row
    if (last_row > seqlen_q) last_row = seqlen_q;
    // The last row sees keys < last_row + seqlen_k - seqlen_q + right.
    int const causal_end = ceil_div_pos(last_row + seqlen_k - seqlen_q + right, block_n);
    if (causal_end < n_end) n_end = causal_end;
  }
  int n_begin = 0;
  if (window_left >= 0) {  // the first row sees keys >= first_row + seqlen_k - seqlen_q - left
    int const first_key = m_block * block_m + seqlen_k - seqlen_q - window_left;
    n_begin = first_key <= 0 ? 0 : first_key >= seqlen_k ? n_tiles : first_key / block_n;
  }
  return TileRange{n_begin, n_end};
}

// True when some element of tile (m_block, n_block) is masked out (past seqlen_k or above the
// causal diagonal); other tiles skip the per-element mask.
DASH_HD bool tile_needs_mask(int m_block, int n_block, int block_m, int block_n, int seqlen_q,
                             int seqlen_k, bool causal, int window_left = -1, int window_right = -1) {
  int const last_col = n_block * block_n + block_n - 1;
  if (last_col >= seqlen_k) return true;
  int const right = causal ? 0 : window_right;
  // The tile's first row sees the fewest keys on the right, its last row on the left.
  if (right >= 0 && last_col > m_block * block_m + seqlen_k - seqlen_q + right) return true;
  int last_row = m_block * block_m + block_m - 1;
  if (last_row > seqlen_q - 1) last_row = seqlen_q - 1;
  return window_left >= 0 && n_block * block_n < last_row + seqlen_k - seqlen_q - window_left;
}

// The key tiles of `range` that need no mask form one run [lo, hi): tiles [hi, n_end) cross
// seqlen_k or the right edge of the causal diagonal / window, tiles [n_begin, lo) its left edge
// (tile_needs_mask is monotone in n on either side). The mainloop walks the three parts as
// separate loops, the middle one without any per-element check.
struct UnmaskedTiles {
  int lo, hi;  // lo <= hi; empty when lo == hi
};

DASH_HD int floor_div(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

DASH_HD UnmaskedTiles unmasked_tiles(TileRange range, int m_block, int block_m, int block_n, int seqlen_q,
                                     int seqlen_k, bool causal, int window_left = -1, int window_right = -1) {
  auto clamp = [](int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; };
  // Tile n is clear on the right iff its keys end by `limit`: past seqlen_k, or past the
  // tile's first row's last visible key.
  int limit = seqlen_k;
  int const right = causal ? 0 : window_right;
  if (right >= 0) {
    int const first_row_end = m_block * block_m + seqlen_k - seqlen_q + right + 1;
    if (first_row_end < limit) limit = first_row_end;
  }
  int const hi = clamp(floor_div(limit, block_n), range.n_begin, range.n_end > range.n_begin ? range.n_end : range.n_begin);
  int lo = range.n_begin;
  if (window_left >= 0) {  // clear on the left iff it starts at or after the last row's first key
    int last_row = m_block * block_m + block_m - 1;
    if (last_row > seqlen_q - 1) last_row = seqlen_q - 1;
    lo = clamp(ceil_div_pos(last_row + seqlen_k - seqlen_q - window_left, block_n), range.n_begin, hi);
  }
  return UnmaskedTiles{lo, hi};
}

// FwdParams::kv_stats: the query tile whose work tile folds key tile n_block into the K / V
// factors (kv_stats.hpp), one per key tile, and one that visits it (CPU test). Full mask:
// n mod m_tiles, which spreads the folds over the query tiles; causal: the first query tile
// that sees a key of the tile (its diagonal tile when seqlen_q == seqlen_k), since the last
// ones see every key tile and are the longest already.
DASH_HD int kv_fold_m_block(int n_block, int block_m, int block_n, int seqlen_q, int seqlen_k, bool causal) {
  if (!causal) return n_block % ceil_div_pos(seqlen_q, block_m);
  int const first_row = n_block * block_n - (seqlen_k - seqlen_q);  // sees key n_block * block_n
  return first_row <= 0 ? 0 : first_row / block_m;
}

// The key tiles query tile m_block folds (kv_fold_m_block(n) == m_block): {hi, hi - stride,
// ...} down to lo, so that the mainloop, which walks its key tiles downwards, only compares
// each n with the next one (KvFoldCursor) instead of dividing per key tile.
struct KvFoldSet {
  int hi, lo, stride;  // empty when hi < lo
};
DASH_HD KvFoldSet kv_fold_set(int m_block, int block_m, int block_n, int seqlen_q, int seqlen_k, bool causal) {
  int const n_tiles = ceil_div_pos(seqlen_k, block_n);
  if (!causal) {
    int const m_tiles = ceil_div_pos(seqlen_q, block_m);
    if (m_block >= n_tiles) return KvFoldSet{-1, 0, m_tiles};
    return KvFoldSet{m_block + (n_tiles - 1 - m_block) / m_tiles * m_tiles, m_block, m_tiles};
  }
  // kv_fold_m_block is non-decreasing in n: the n whose value is m_block form a range.
  int const d = seqlen_k - seqlen_q;
  int const lo = m_block == 0 ? 0 : ceil_div_pos(m_block * block_m + d, block_n);
  int hi = ceil_div_pos((m_block + 1) * block_m + d, block_n) - 1;
  if (hi > n_tiles - 1) hi = n_tiles - 1;
  return KvFoldSet{hi, lo, 1};
}

// Walks a KvFoldSet downwards: at(n) is true for its members, n visited in decreasing order.
struct KvFoldCursor {
  int next, lo, stride;  // next < 0: no member left
  DASH_HD explicit KvFoldCursor(KvFoldSet s) : next(s.hi >= s.lo ? s.hi : -1), lo(s.lo), stride(s.stride) {}
  DASH_HD bool at(int n) {
    if (n != next) return false;
    next = next - stride >= lo ? next - stride : -1;
    return true;
  }
};

}  // namespace dash::fwd
