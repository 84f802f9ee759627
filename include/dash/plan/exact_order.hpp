#pragma once
// Exact mode's Q-tile order inside a KV tile (Schedule::canonical_rotate). It is part of exact
// mode's contract: dK / dV add their Q tiles' contributions in this order, so their bits follow
// it. It is a function of the mask alone, never of a speed choice, so that retuning `auto` or
// the free task order (auto_schedule.hpp) leaves exact mode's bits as they are: rotated under the
// causal mask without a left window, ascending otherwise (full masks and windows).
// tests/cpu/test_auto_schedule.cpp pins it.
#include "dash/schedule/geometry.hpp"

namespace dash {

inline bool exact_q_order_rotated(const Geometry& g) { return g.causal && !g.windowed(); }

}  // namespace dash
