#pragma once
// The online softmax's rescale factor, host- and device-callable so that the CPU tests check the
// rule the forward kernel runs (tests/cpu/test_softmax_rescale.cpp).
#include <cmath>

#include "dash/schedule/host_device.hpp"

namespace dash::sm90 {

// A row's running output and sum are rescaled by this factor when its running max moves on.
// The offsets are the scaled maxima, 0 while the row has seen no key (max = -inf), so that a
// masked score (-inf) gives exp2(-inf) = 0 and never (-inf) - (-inf). The factor is
// 2^(old_offset - new_offset), and exactly 0 while the row has seen no key (old_max = -inf:
// nothing is accumulated yet). Taking the old offset of 0 there too gave 2^(-new_offset), which
// is +inf once a row's first visible scores are below about -128 / scale_log2 (large logits, a
// tile with one visible key), and 0 * inf = NaN in the output and the sum.
template <class Exp2>
DASH_HD float softmax_rescale(float old_max, float old_offset, float new_offset, Exp2 exp2) {
  return old_max == -INFINITY ? 0.f : exp2(old_offset - new_offset);
}

}  // namespace dash::sm90
