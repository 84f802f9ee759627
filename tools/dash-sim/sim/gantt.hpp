#pragma once
// SVG Gantt chart of a simulation: one row per worker; compute coloured by
// head, reductions dark, waits red, idle tail blank.
#include <string>

#include "simulate.hpp"

namespace dash::sim {

// `title` is shown above the chart. Segments must have been recorded.
std::string gantt_svg(const SimResult& r, const std::string& title);

}  // namespace dash::sim
