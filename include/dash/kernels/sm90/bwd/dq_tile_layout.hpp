#pragma once
// Element order of a (kBlockM, kHeadDim) dQ partial / accumulator tile, in shared memory
// and in the global fp32 accumulator alike ("fragment-native"): the four accumulator
// values a thread holds for one 8-column block are 16 contiguous bytes, and a warp's 32
// threads fill 512 contiguous bytes. The MMA warps then store their partial with
// conflict-free 16-byte writes, the writer adds whole tiles with one bulk operation, and
// only the postprocess needs to know where (row, column) lives.
//
//   offset = ((warp * kDqCols / 8 + nt) * 32 + lane) * 4 + e
//   warp   = (col / kDqCols) * kWarpsM + row / 16      (the dQ warp tiling of bwd_config.hpp)
//   nt     = (col % kDqCols) / 8,  lane = 4 * (row % 8) + (col % 8) / 2
//   e      = 2 * ((row % 16) / 8) + col % 2             (the wgmma m64nNk16 C fragment)
#include "dash/kernels/sm90/bwd/bwd_config.hpp"
#include "dash/schedule/host_device.hpp"

namespace dash::sm90::bwd {

template <class Cfg>
DASH_HD constexpr int dq_frag_offset(int warp, int nt, int lane) {
  return ((warp * (Cfg::kDqCols / 8) + nt) * 32 + lane) * 4;
}

template <class Cfg>
DASH_HD constexpr int dq_tile_offset(int row, int col) {
  const int warp = (col / Cfg::kDqCols) * Cfg::kWarpsM + row / 16;
  const int nt = (col % Cfg::kDqCols) / 8;
  const int lane = 4 * (row % 8) + (col % 8) / 2;
  return dq_frag_offset<Cfg>(warp, nt, lane) + 2 * ((row % 16) / 8) + col % 2;
}

}  // namespace dash::sm90::bwd
