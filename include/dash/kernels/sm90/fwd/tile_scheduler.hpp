// Static persistent tile order: CTA c takes work tiles c, c + G, c + 2G, ... (G = grid size).
// Plain C++ (host and device) so the CPU tests can check it.
#pragma once

#include "dash/kernels/sm90/fwd/tile_range.hpp"

namespace dash::fwd {

struct WorkTile {
  int m_block, head, batch;
};

// Work tiles are numbered in sections of `section` consecutive (batch, head) pairs (chosen so
// that a section's K and V fit in about half the L2). Within a section the query tile index is
// the slow one, from the last tile down: the CTAs running at the same time share the section's
// K/V (read from DRAM once, then from L2), and they process tiles of equal or adjacent m, which
// under a causal mask have equal work, longest first. The order depends on the problem shape
// alone (no atomics): every run assigns the same tiles to the same CTAs.
struct TileScheduler {
  int m_tiles, heads, batch;
  int section;  // (batch, head) pairs per section, >= 1

  DASH_HD int num_tiles() const { return m_tiles * heads * batch; }
  DASH_HD WorkTile tile(int t) const {
    int const pairs = heads * batch;
    int const sec = t / (section * m_tiles);  // all sections before `sec` are full
    int const first_pair = sec * section;
    int const sec_pairs = pairs - first_pair < section ? pairs - first_pair : section;
    int const local = t - first_pair * m_tiles;
    int const hb = first_pair + local % sec_pairs;
    return WorkTile{m_tiles - 1 - local / sec_pairs, hb % heads, hb / heads};
  }
};

// Section size for K/V of `kv_bytes_per_head` bytes per query head (GQA heads share theirs).
DASH_HD int tile_section(long long l2_bytes, long long kv_bytes_per_head, int pairs) {
  long long s = kv_bytes_per_head > 0 ? (l2_bytes / 2) / kv_bytes_per_head : pairs;
  if (s < 1) s = 1;
  if (s > pairs) s = pairs;
  return int(s);
}

}  // namespace dash::fwd
