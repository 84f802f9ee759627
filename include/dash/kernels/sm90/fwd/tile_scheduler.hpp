// Static persistent work order: CTA c takes work units c, c + G, c + 2G, ... (G = grid size).
// Plain C++ (host and device) so the CPU tests can check it.
#pragma once

#include "dash/kernels/sm90/fwd/tile_range.hpp"

namespace dash::fwd {

struct WorkTile {
  int m_block, head, batch;
};

// Work is numbered in units, in sections of `section` consecutive (batch, head) pairs (chosen
// so that a section's K and V fit in about half the L2). Within a section the unit index j is
// the slow one: the CTAs running at the same time share the section's K/V (read from DRAM once,
// then from L2). Full mask: a unit is query tile m_tiles - 1 - j (every tile has equal work).
// Causal (`mirrored`): a unit is the query tiles m_tiles - 1 - j and j of one (batch, head), the
// longer first, so that every unit has m_tiles + 1 key tiles of work (one tile when they
// coincide, the middle of an odd m_tiles): CTA c takes units c, c + G, ... (G = grid size), and
// with single tiles taken longest first the CTA that started with the longest tiles kept the
// longest ones round after round (a scheduling model put the head-dim-128 causal kernel at
// 0.76-0.86 of the time its tiles need; tests/api/test_validate.cpp). The order depends on the
// problem shape alone (no atomics): every run assigns the same tiles to the same CTAs, and a
// tile's arithmetic does not depend on its CTA.
struct TileScheduler {
  int m_tiles, heads, batch;
  int section;    // (batch, head) pairs per section, >= 1
  bool mirrored;  // causal: units of two mirrored query tiles

  DASH_HD int num_tiles() const { return m_tiles * heads * batch; }
  DASH_HD int units_per_pair() const { return mirrored ? (m_tiles + 1) / 2 : m_tiles; }
  DASH_HD int num_units() const { return units_per_pair() * heads * batch; }
  // Tiles of unit u: 1 or 2.
  DASH_HD int unit_tiles(int u) const {
    if (!mirrored) return 1;
    int const j = slow_index(u);
    return 2 * j + 1 == m_tiles ? 1 : 2;
  }
  // Tile k (0: the longer) of unit u.
  DASH_HD WorkTile tile(int u, int k) const {
    int const pairs = heads * batch, per_pair = units_per_pair();
    int const sec = u / (section * per_pair);  // all sections before `sec` are full
    int const first_pair = sec * section;
    int const sec_pairs = pairs - first_pair < section ? pairs - first_pair : section;
    int const local = u - first_pair * per_pair;
    int const hb = first_pair + local % sec_pairs;
    int const j = local / sec_pairs;
    return WorkTile{k == 0 ? m_tiles - 1 - j : j, hb % heads, hb / heads};
  }

 private:
  DASH_HD int slow_index(int u) const {
    int const pairs = heads * batch, per_pair = units_per_pair();
    int const first_pair = u / (section * per_pair) * section;
    int const sec_pairs = pairs - first_pair < section ? pairs - first_pair : section;
    return (u - first_pair * per_pair) / sec_pairs;
  }
};

// Section size for K/V of `kv_bytes_per_head` bytes per query head (GQA heads share theirs).
DASH_HD int tile_section(long long l2_bytes, long long kv_bytes_per_head, int pairs) {
  long long s = kv_bytes_per_head > 0 ? (l2_bytes / 2) / kv_bytes_per_head : pairs;
  if (s < 1) s = 1;
  if (s > pairs) s = pairs;
  return int(s);
}

// Whether the causal forward takes mirrored units. Measured on the H200 (bf16, 16k tokens,
// same-run A/B, bench/NOTES-fwd.md): from 32 query tiles on, mirrored units run 1.00-1.13x single
// tiles (head dim 128: 1.01 at 4096, 1.02 at 8192, 1.13 at 16384; head dim 64 within +-1%); below
// that they run 0.93-0.99x, although the balance model favours them there too: with few tiles per
// head the single tiles' stride over the grid already mixes short and long tiles.
DASH_HD bool use_mirrored_units(bool causal, int m_tiles) { return causal && m_tiles >= 32; }

}  // namespace dash::fwd
