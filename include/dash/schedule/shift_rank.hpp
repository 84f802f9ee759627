#pragma once
// Rank arithmetic of a cyclic shift, shared by `shift` and `symmetric_shift`.
#include "dash/schedule/host_device.hpp"

namespace dash {

// Number of k in [0, d) with (i - k) mod h < rem, for 0 <= i < h, 0 <= d <= h.
DASH_HD int count_cyclic_below(int i, int d, int h, int rem) {
  if (d <= i + 1) return imax(0, imin(i + 1, rem) - (i - d + 1));
  return imin(i + 1, rem) + imax(0, rem - (h - (d - i - 1)));
}

// g workers x = 0..g-1 sweep the same h rows; worker x visits row (stride * x + s) mod h
// at depth s. A row i thus receives worker x at depth (i - stride * x) mod h. Returns the
// position of worker x in row i's reduction order, sorted by (depth, x): the order in which
// the workers physically reach the row. With stride * g <= h the depths are distinct and the
// closed form is (min(i / stride, g-1) - x) mod g: consecutive contributors of a row arrive
// `stride` steps apart. stride is 1 or 2 (no division by a runtime value); stride 2 needs
// 2g <= h. With g > h (stride 1) workers x and x + h meet the row at the same depth (a
// conflict nobody can avoid) and the lower x goes first.
DASH_HD int shift_rank(int i, int x, int g, int h, int stride = 1) {
  if (g * stride <= h) {  // (min(i / stride, g-1) - x) mod g; the difference lies in (-g, g)
    const int d = imin(stride == 2 ? (i >> 1) : i, g - 1) - x;
    return d < 0 ? d + g : d;
  }
  const int d = pos_mod(i - x, h);
  const int per_residue = g / h;
  const int rem = g % h;
  const int shallower = d * per_residue + count_cyclic_below(i, d, h, rem);
  return shallower + x / h;
}

}  // namespace dash
