// Register-fragment layout views for sm90 wgmma accumulators.
#pragma once

#include <cute/tensor.hpp>

namespace dash::sm90 {

// A wgmma m64nN accumulator fragment has layout ((2, 2, N/8), MMA_M, MMA_N):
// mode (0,0) = two adjacent columns, (0,1) = rows r and r+8, (0,2) = 8-column groups.
// View it as (rows, cols) so that softmax can reduce along a row.
template <class Layout>
CUTE_HOST_DEVICE constexpr auto acc_rowcol(Layout const& acc) {
  static_assert(decltype(cute::rank(acc))::value == 3, "expects ((2,2,V), MMA_M, MMA_N)");
  static_assert(decltype(cute::rank(cute::get<0>(acc)))::value == 3);
  static_assert(decltype(cute::size<0, 0>(acc))::value == 2);
  static_assert(decltype(cute::size<0, 1>(acc))::value == 2);
  using namespace cute;
  return make_layout(make_layout(get<0, 1>(acc), get<1>(acc)),                 // (2 * MMA_M) rows
                     make_layout(get<0, 0>(acc), get<0, 2>(acc), get<2>(acc)));  // (2 * V * MMA_N) cols
}

// The same registers, reread as the A operand of a 16-bit m64nNk16 wgmma (RS form).
// A k16 slice holds (k pair, row r / r+8, k and k+8): two consecutive 8-column groups of
// the accumulator, so group V into (2, V/2) and move the 2 into the value mode.
template <class Layout>
CUTE_HOST_DEVICE constexpr auto acc_to_a_operand(Layout const& acc) {
  using namespace cute;
  static_assert(decltype(rank(acc))::value == 3);
  static_assert(decltype(size<0, 2>(acc))::value % 2 == 0, "accumulator width must be a multiple of 16");
  auto v = logical_divide(get<0, 2>(acc), Tile<_2>{});  // (2, V/2)
  return make_layout(make_layout(get<0, 0>(acc), get<0, 1>(acc), get<0, 0>(v)),  // (2, 2, 2) values
                     get<1>(acc),                                                  // MMA_M
                     coalesce(make_layout(get<0, 1>(v), get<2>(acc))));            // MMA_K
}

}  // namespace dash::sm90
