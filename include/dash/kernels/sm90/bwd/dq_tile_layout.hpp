#pragma once
// Element order of a (kBlockM, kHeadDim) dQ partial / accumulator tile, in shared memory
// and in the global fp32 accumulator alike ("fragment-native"): the four accumulator
// values a thread holds for one 8-column block are 16 contiguous bytes, and a warp's 32
// threads fill 512 contiguous bytes. The MMA warps then store their partial with
// conflict-free 16-byte writes, the writer adds whole tiles with one bulk operation, and
// only the postprocess needs to know where (row, column) lives.
//
//   offset = ((warp * kDqCols / 8 + nt) * 32 + lane) * 4 + e
//   warp   = (col / kDqCols) * kWarpsM + row / 16      (the dQ warp tiling of tile_traits.hpp)
//   nt     = (col % kDqCols) / 8,  lane = 4 * (row % 8) + (col % 8) / 2
//   e      = 2 * ((row % 16) / 8) + col % 2             (the wgmma m64nNk16 C fragment)
// (Split columns: the transposed form below.)
#include "dash/kernels/sm90/bwd/tile_traits.hpp"
#include "dash/schedule/host_device.hpp"

namespace dash::sm90::bwd {

template <class Traits>
DASH_HD constexpr int dq_frag_offset(int warp, int nt, int lane) {
  return ((warp * Traits::kDqFrags + nt) * 32 + lane) * 4;
}

// Split columns (Traits::kSplitCols, split_mainloop.hpp): the partial is dQ^T, so a fragment's rows
// are head-dim columns and its columns Q rows. Warp w of warpgroup h holds, of its m-tiles
// (tile_traits.hpp kDqFullMTiles, kDqFrags), head-dim columns 64 mt + 16 w + g + 8 (e >> 1) of
// Q rows 8 j + 2 t + (e & 1):
//   mt < 2 kDqFullMTiles:  h = mt / kDqFullMTiles,  fragment f = (mt % kDqFullMTiles) * 4 + j
//   the odd last m-tile:   h = j / 2 (Q rows 16 h ... 16 h + 15),  f = 4 kDqFullMTiles + j % 2
// and fragment f of warp (4 h + w) sits at dq_frag_offset(4 h + w, f, lane), as above.
template <class Traits>
DASH_HD constexpr int dq_split_frag(int mt, int j) {
  return mt < 2 * Traits::kDqFullMTiles ? (mt % Traits::kDqFullMTiles) * (Traits::kStepM / 8) + j
                                     : Traits::kDqFullMTiles * (Traits::kStepM / 8) + j % 2;
}
template <class Traits>
DASH_HD constexpr int dq_split_warpgroup(int mt, int j) {
  return mt < 2 * Traits::kDqFullMTiles ? mt / Traits::kDqFullMTiles : j / 2;
}
// The inverse for a thread: the Q-row block j of warpgroup wg's fragment f.
template <class Traits>
DASH_HD constexpr int dq_split_q_block(int wg, int f) {
  constexpr int kFullFrags = Traits::kDqFullMTiles * (Traits::kStepM / 8);
  return f < kFullFrags ? f % (Traits::kStepM / 8) : 2 * wg + (f - kFullFrags);
}
template <class Traits>
DASH_HD constexpr int dq_tile_offset_split(int row, int col) {
  const int mt = col / 64, r = col % 64, j = row / 8;
  const int warp = 4 * dq_split_warpgroup<Traits>(mt, j) + r / 16;
  const int lane = 4 * (r % 8) + (row % 8) / 2;
  return dq_frag_offset<Traits>(warp, dq_split_frag<Traits>(mt, j), lane) + 2 * ((r % 16) / 8) + row % 2;
}

template <class Traits>
DASH_HD constexpr int dq_tile_offset(int row, int col) {
  if constexpr (Traits::kSplitCols) return dq_tile_offset_split<Traits>(row, col);
  const int warp = (col / Traits::kDqCols) * Traits::kWarpsM + row / 16;
  const int nt = (col % Traits::kDqCols) / 8;
  const int lane = 4 * (row % 8) + (col % 8) / 2;
  return dq_frag_offset<Traits>(warp, nt, lane) + 2 * ((row % 16) / 8) + col % 2;
}

// Whether (row, col) and (row, col + 1) are adjacent words (the postprocess then loads them as one).
template <class Traits>
constexpr bool kDqPairAdjacent = !Traits::kSplitCols;

}  // namespace dash::sm90::bwd
