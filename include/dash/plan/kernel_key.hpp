#pragma once
// Which compiled backward kernel serves a call: the instance table's key (src/bwd/
// bwd_instances.hpp). The plan resolves it (dash::plan_backward, BwdPlan::kernel; kernel_key_of
// in src/bwd/bwd_api.cu decides which kernel serves which call) and the launch runs the instance it
// names; the kernels' configurations are these enums.
// Host and device code alike include it (no CUDA, no std::string).
#include "dash/plan/tile_table.hpp"

namespace dash {

// The kinds of a kernel's main kernels: `fp32` serves the ordered and the unordered reduction
// (fp32 partials; a runtime switch), `exact` the exact one (fixed-point dQ words, integer adds,
// no turns). Each is compiled and tuned alone (docs/tuning-record.md, 'Kernel kinds').
enum class BwdKernelKind { fp32, exact };

// The main kernel's masking extensions, one instance each, so that a call takes the code it
// needs only: kWindow for calls with a sliding window, kSoftcap for calls with a logit softcap
// (windows too). Without kWindow the kernel takes the window as -1 at compile time, so that the
// schedule's and the mask's window arithmetic folds away: a window read at run time slows the
// unwindowed backward. The softcap has an instance of its own because its code in the windowed
// instance spills in the MMA loop at head dim 128 (docs/tuning-record.md, 'Masking extensions').
// kPacked serves packed variable-length batches (every kernel of their chain), with the window
// and the softcap read at run time.
enum class BwdExtension : int { kNone = 0, kWindow = 1, kSoftcap = 2, kPacked = 3 };

// How a kernel kind walks the Q tiles of a KV tile, part of its compiled code (BwdConfig) and of
// the plan's ScheduleSpec, which must agree (the launch checks it):
// - canonical Q order (exact): one order fixed by the problem alone, whatever the schedule, so
//   that dK / dV have the same bits for every schedule and worker count (Schedule::
//   canonical_q_order);
// - shift's spread start rows (fp32): they serve the ordered chain only; a kernel without a
//   reduction order walks the plain shift, which costs it fewer registers (Schedule::
//   shift_spread; docs/tuning-record.md, 'Plain shift').
constexpr bool canonical_q_order_of(BwdKernelKind kind) { return kind == BwdKernelKind::exact; }
constexpr bool shift_spread_of(BwdKernelKind kind) { return kind == BwdKernelKind::fp32; }

// The instance and extension a call runs. dtype as dash::DType (0 bf16, 1 fp16).
struct BwdKernelKey {
  int dtype = 0;
  int head_dim = 0;
  int head_dim_v = 0;  // V's, O's (the instance row's second head dim)
  BwdKernel kernel = BwdKernel::v1;  // which main kernel (dash/plan/tile_table.hpp)
  BwdKernelKind kind = BwdKernelKind::fp32;
  BwdExtension extension = BwdExtension::kNone;
};

}  // namespace dash
