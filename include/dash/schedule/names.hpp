#pragma once
// Host-side names of the schedules (CLI, benchmarks, JSON records).
#include <cstring>

#include "dash/schedule/schedule.hpp"

namespace dash {

inline const char* schedule_name(ScheduleKind kind) {
  switch (kind) {
    case ScheduleKind::fa3: return "fa3";
    case ScheduleKind::spt: return "spt";
    case ScheduleKind::descending: return "descending";
    case ScheduleKind::shift: return "shift";
    case ScheduleKind::symmetric_shift: return "symmetric_shift";
  }
  return "?";
}

inline const char* task_claims_name(TaskClaims claims) {
  switch (claims) {
    case TaskClaims::static_walk: return "static_walk";
    case TaskClaims::at_step: return "at_step";
    case TaskClaims::at_turn: return "at_turn";
  }
  return "?";
}

inline bool parse_schedule(const char* name, ScheduleKind* out) {
  for (int k = 0; k < kNumScheduleKinds; ++k) {
    const auto kind = static_cast<ScheduleKind>(k);
    if (std::strcmp(name, schedule_name(kind)) == 0) {
      *out = kind;
      return true;
    }
  }
  return false;
}

}  // namespace dash
