#pragma once
// Where the backward's tasks come from and where each task's tiles are: one definition for the
// three warp roles, the pre- and postprocess.
//
// A dense batch has one Schedule for the call: every (batch entry, head) has the same lengths,
// entry b at batch coordinate b of the tensors. A packed batch (FlashAttention's varlen call,
// Traits::kPacked) has a Schedule per sequence (dash/schedule/packed.hpp): sequence b's queries are
// rows [cu_seqlens_q[b], cu_seqlens_q[b + 1]) of the packed Q / dO / O / dQ, its keys rows
// [cu_seqlens_k[b], cu_seqlens_k[b + 1]) of the packed K / V / dK / dV, all at batch
// coordinate 0 (with seqused, only the first seqused_q[b] / seqused_k[b] of them; the plan
// kernel has checked the counts before any other kernel reads them), and a task id is decoded
// through the descriptor the plan kernel (plan_kernel.hpp) wrote for it into the workspace.
#include <cstdint>

#include "dash/kernels/sm90/bwd/tile_traits.hpp"
#include "dash/schedule/packed.hpp"
#include "dash/schedule/schedule.hpp"

namespace dash::sm90::bwd {

// One batch entry (a sequence) as the kernels address it.
struct SeqPlace {
  int tensor_b;            // its batch coordinate in the tensors (packed: 0)
  int q0, k0;              // its first Q and K rows in the tensors (dense: 0)
  int seqlen_q, seqlen_k;  // its lengths
  int64_t tile0;           // workspace tile of (head 0, Q tile 0) (workspace.hpp's per-tile regions)
  int64_t head_tiles;      // workspace tiles from one head to the next
  int64_t acc0;            // GQA's fp32 dK / dV accumulators: row of (head 0, key 0)
  int64_t acc_head_rows;   //   rows from one head to the next
  // Workspace tile of (query head h, Q tile i); its rows start at tile * kBlockM.
  DASH_HD int64_t tile(int h, int i) const { return tile0 + h * head_tiles + i; }
  DASH_HD int64_t acc_row(int h, int key) const { return acc0 + h * acc_head_rows + key; }
};

// Batch entry b of a dense call: the workspaces are (batch * heads, tiles) and (batch * heads, keys).
DASH_HD SeqPlace dense_place(const BwdKernelParams& p, int b) {
  const int64_t bh0 = static_cast<int64_t>(b) * p.shape.heads;
  return SeqPlace{b,
                  0,
                  0,
                  p.shape.seqlen_q,
                  p.shape.seqlen_k,
                  bh0 * p.shape.num_q_tiles,
                  p.shape.num_q_tiles,
                  bh0 * p.shape.seqlen_k,
                  p.shape.seqlen_k};
}

// Sequence b of a packed call: each head's tiles are a range of p.shape.num_q_tiles (packed_tiles),
// the sequence's from packed_tile0; the accumulators are (heads, total keys).
template <int kBlockM>
DASH_HD SeqPlace packed_place(const BwdKernelParams& p, int b) {
  const int q0 = p.packed.cu_seqlens_q[b], k0 = p.packed.cu_seqlens_k[b];
  return SeqPlace{0,
                  q0,
                  k0,
                  p.packed.seqused_q != nullptr ? p.packed.seqused_q[b] : p.packed.cu_seqlens_q[b + 1] - q0,
                  p.packed.seqused_k != nullptr ? p.packed.seqused_k[b] : p.packed.cu_seqlens_k[b + 1] - k0,
                  packed_tile0(p.packed.cu_seqlens_q, b, kBlockM),
                  p.shape.num_q_tiles,
                  k0,
                  p.shape.seqlen_k};
}

template <class Traits>
DASH_HD SeqPlace seq_place(const BwdKernelParams& p, int b) {
  if constexpr (Traits::kPacked) return packed_place<Traits::kBlockM>(p, b);
  else return dense_place(p, b);
}

// The mask geometry of one batch entry (its lengths; the call's mask and window).
template <class Traits>
DASH_HD Geometry seq_geometry(const BwdKernelParams& p, const SeqPlace& s) {
  return Geometry{1,
                  p.shape.heads,
                  s.seqlen_q,
                  s.seqlen_k,
                  Traits::kBlockM,
                  Traits::kBlockN,
                  p.mask.causal != 0,
                  window_left_of<Traits>(p),
                  window_right_of<Traits>(p)};
}

// Whether the plan kernel (plan_kernel.hpp) found a packed call's offsets invalid: every later
// kernel of the call then does nothing (the plan has set the outputs to NaN).
__device__ __forceinline__ bool packed_offsets_bad(const BwdKernelParams& p) {
  return p.packed.cu_seqlens_q != nullptr && *static_cast<volatile const int*>(p.packed.bad) != 0;
}

// The (batch entry, head, Q tile) of workspace tile (x, y) of the pre- and postprocess grids:
// x the tile of a (batch entry, head) (packed: of a head's range), y the batch entry and head
// (packed: the head). A packed tile past its sequence's Q tiles (a gap) has only padding rows.
struct TileAt {
  SeqPlace seq;
  int b;  // batch entry / sequence
  int h;  // query head
  int i;  // Q tile of the sequence
};
template <class Traits>
DASH_HD TileAt tile_at(const BwdKernelParams& p, int x, int y) {
  if constexpr (Traits::kPacked) {
    const int b = packed_seq_of_tile(p.packed.cu_seqlens_q, p.shape.batch, Traits::kBlockM, x);
    const SeqPlace seq = packed_place<Traits::kBlockM>(p, b);
    return TileAt{seq, b, y, x - static_cast<int>(seq.tile0)};
  } else {
    const int b = y / p.shape.heads;
    return TileAt{dense_place(p, b), b, y - b * p.shape.heads, x};
  }
}
// (batch entry, head) pairs of the workspaces (the pre- and postprocess grids' y).
DASH_HD int workspace_heads(const BwdKernelParams& p) {
  return p.packed.cu_seqlens_q != nullptr ? p.shape.heads : p.shape.batch * p.shape.heads;
}

// A task as the walk sees it: its schedule's Task, the task's sequence and query head, and
// (packed) the sequence's schedule, which answers its steps.
struct TaskAt {
  Task task;
  SeqPlace seq;
  int h;
  int64_t tile0;   // workspace tile of (its head, Q tile 0): seq.tile(h, 0)
  Schedule sched;  // packed only: a dense call's steps come from its one schedule
  DASH_HD int64_t tile(int q_tile) const { return tile0 + q_tile; }
};

// The call's tasks, in launch order.
template <class Traits>
struct TaskSource {
  Schedule sched;   // dense: the call's; packed: unused
  PackedView view;  // packed: the batch (pointers into the caller's offsets and the workspace)

  DASH_HD int num_tasks() const {
    if constexpr (Traits::kPacked) return view.num_tasks();
    else return sched.num_tasks();
  }
  // The static round robin (dense calls only: a packed call's tasks are always claimed).
  DASH_HD int num_tasks_of_worker(int w) const { return sched.num_tasks_of_worker(w); }
  DASH_HD int task_id(int w, int k) const { return sched.task_id(w, k); }

  DASH_HD TaskAt at(const BwdKernelParams& p, int t) const {
    if constexpr (Traits::kPacked) {
      // The plan's descriptor of task t: two independent 16-byte loads, where a binary search
      // over the task offsets and the offsets' loads were a chain of some ten dependent loads
      // on the loader's path at every task.
      const int4 a = reinterpret_cast<const int4*>(p.packed.task_table)[2 * t];
      const int4 c = reinterpret_cast<const int4*>(p.packed.task_table)[2 * t + 1];
      const int b = a.x, q0 = a.z, k0 = a.w;
      // (packed_tile0 of the sequence, from its first row.)
      const SeqPlace seq{0, q0, k0, c.x, c.y, q0 / Traits::kBlockM + b, p.shape.num_q_tiles, k0, p.shape.seqlen_k};
      Schedule s{seq_geometry<Traits>(p, seq), view.kind, 1};
      s.canonical_q_order = view.canonical_q_order;
      s.canonical_rotate = false;
      const Task T = s.task(a.y);
      return TaskAt{T, seq, T.head_index, seq.tile(T.head_index, 0), s};
    } else {
      // The launch order's interleave comes from the parameters (constant memory), not the
      // Schedule's registers: the walk keeps its Schedule live in every role (the kernel's
      // Schedule copy leaves head_interleave at 1 and is asked through task_at only).
      int head, index_in_head;
      Schedule::place_of(t, sched.tasks_per_head(), p.shape.batch * p.shape.heads, p.schedule.head_interleave, &head,
                         &index_in_head);
      const Task T = sched.task_at(t, head, index_in_head);
      const int b = T.head_index / p.shape.heads;
      // (batch entry, head) head_index's tiles directly: a role that needs no (b, h) divides nothing.
      return TaskAt{T, dense_place(p, b), T.head_index - b * p.shape.heads,
                    static_cast<int64_t>(T.head_index) * p.shape.num_q_tiles, Schedule{}};
    }
  }
  // Whether task t has no step: a KV tile no query row sees (a packed sequence's, or one of the
  // first BwdKernelParams::mask.unseen_kv_tiles of a dense call under a window, Geometry::
  // unseen_kv_prefix; only the windowed instances have windows).
  // The dense test reads the call's parameters only (constant memory), not the Schedule's
  // registers: the claiming warps have few registers (the same test through the Schedule cost
  // 6 more spill stores in the windowed kernel).
  DASH_HD bool without_steps(const BwdKernelParams& p, int t) const {
    if constexpr (Traits::kPacked) {
      return at(p, t).task.num_steps() == 0;
    } else if constexpr (Traits::kExt != BwdExtension::kNone) {
      if (p.mask.unseen_kv_tiles == 0) return false;
      const int n = (p.shape.seqlen_k + Traits::kBlockN - 1) / Traits::kBlockN;
      int head, index_in_head;
      Schedule::place_of(t, n, p.shape.batch * p.shape.heads, p.schedule.head_interleave, &head, &index_in_head);
      return kv_first_of(static_cast<ScheduleKind>(p.schedule.kind), n, index_in_head) < p.mask.unseen_kv_tiles;
    } else {
      return false;
    }
  }
  // Step s of the task.
  DASH_HD Step step(const TaskAt& A, int s) const {
    if constexpr (Traits::kPacked) return A.sched.step(A.task, s);
    else return sched.step(A.task, s);
  }
};

// The kernel's task source: the call's Schedule, or the packed batch's view.
template <class Traits>
DASH_HD TaskSource<Traits> task_source(const BwdKernelParams& p) {
  TaskSource<Traits> src{};
  if constexpr (Traits::kPacked) {
    src.view.batch = p.shape.batch;
    src.view.cu_q = p.packed.cu_seqlens_q;
    src.view.cu_k = p.packed.cu_seqlens_k;
    src.view.used_q = p.packed.seqused_q;
    src.view.used_k = p.packed.seqused_k;
    src.view.order = p.packed.order;
    src.view.cu_tasks = p.packed.cu_tasks;
    src.view.base = Geometry{1,
                             p.shape.heads,
                             1,
                             1,
                             Traits::kBlockM,
                             Traits::kBlockN,
                             p.mask.causal != 0,
                             window_left_of<Traits>(p),
                             window_right_of<Traits>(p)};
    src.view.kind = static_cast<ScheduleKind>(p.schedule.kind);
    src.view.canonical_q_order = Traits::kCanonicalQOrder;
  } else {
    const Geometry geo{p.shape.batch, p.shape.heads,      p.shape.seqlen_q,       p.shape.seqlen_k,       Traits::kBlockM,
                       Traits::kBlockN,  p.mask.causal != 0, window_left_of<Traits>(p), window_right_of<Traits>(p)};
    // The Q order the kernel kind is compiled to (the plan's ScheduleSpec asked for it).
    src.sched = Schedule{geo,
                         static_cast<ScheduleKind>(p.schedule.kind),
                         p.schedule.workers,
                         Traits::kCanonicalQOrder,
                         p.schedule.exact_q_rotated != 0,
                         Traits::kShiftSpread};
  }
  return src;
}

}  // namespace dash::sm90::bwd
