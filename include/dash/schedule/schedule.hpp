#pragma once
// The schedule core: ONE definition of every backward schedule.
//
// The backward is split into tasks. A task is one KV tile (or, for
// symmetric_shift, a pair of KV tiles) of one (batch, head); a worker (an SM,
// i.e. a persistent CTA) keeps the task's K/V in shared memory and walks its
// steps. Each step visits one Q tile, accumulates dK/dV in registers and
// produces a partial dQ tile, which is added to the global dQ accumulator at a
// fixed position ("rank") of that dQ tile's reduction order.
//
// Tasks are numbered in launch order t = 0 .. num_tasks()-1. A persistent grid of
// `workers` CTAs runs task t on worker t % workers in wave t / workers (static
// assignment). fa3, spt and descending ranks do not depend on the assignment;
// shift and symmetric_shift ranks do (the reduction order follows the waves).
//
// Everything here is closed form and runs on host and device alike: the
// simulator, the CPU tests and the kernel ask the same functions.
#include "dash/schedule/host_device.hpp"
#include "dash/schedule/geometry.hpp"
#include "dash/schedule/shift_rank.hpp"

namespace dash {

enum class ScheduleKind : int {
  fa3 = 0,          // FA3 baseline: KV tiles in order, Q ascending, dQ in ascending KV
  spt = 1,          // upstream FA3 causal: shortest KV task first, dQ in descending KV
  descending = 2,   // the paper's heuristic: Q tiles visited in descending order
  shift = 3,        // full mask: cyclic shift, dQ reduced in arrival order
  symmetric_shift = 4,  // causal: KV tiles j and n-1-j paired, two-phase shift
};
constexpr int kNumScheduleKinds = 5;

// Whether a schedule is defined for the mask. shift needs every KV tile to see
// every Q tile; symmetric_shift is built on the causal triangle (no left window); fa3, spt and
// descending walk any mask whose tiles are intervals (every Geometry's).
DASH_HD bool schedule_applies(ScheduleKind kind, const Geometry& g) {
  if (kind == ScheduleKind::shift) return !g.masked();
  if (kind == ScheduleKind::symmetric_shift) return g.causal && g.window_left < 0;
  return true;
}
// The same for a mask without a window.
DASH_HD bool schedule_applies(ScheduleKind kind, bool causal) {
  Geometry g;
  g.causal = causal;
  return schedule_applies(kind, g);
}

// Whether every dQ tile's ranks follow the launch order of its tasks (a higher rank, a later
// task). A reduction wait then only ever points at an earlier task, so tasks claimed in launch
// order progress on any number of resident workers, from one up. shift and symmetric_shift rank
// the tasks of a wave group by arrival, in a ring: a group needs all of its workers at once.
DASH_HD constexpr bool ranks_follow_launch_order(ScheduleKind kind) {
  return kind == ScheduleKind::fa3 || kind == ScheduleKind::spt || kind == ScheduleKind::descending;
}

// Whether a kind's tasks may be interleaved across heads (Schedule::head_interleave): the
// launch-order kinds, whose ranks do not depend on the launch order; the ring-ranked kinds
// group each head's tasks by wave.
DASH_HD constexpr bool interleaves_heads(ScheduleKind kind) { return ranks_follow_launch_order(kind); }

// How a backward's CTAs take their tasks (one owner of the choice, for the plan and the kernel):
//  - static_walk: worker w walks the Schedule's round robin (task_id(w, k)); every worker must
//    be resident at once, so the grid is launched cooperatively (it starts once all of its
//    CTAs fit, and waits for the SMs until then). The ring-ranked kinds (shift,
//    symmetric_shift) need it: their wave groups rank each other's partials.
//  - at_step: the next task id in launch order from a counter, claimed as the CTA reaches its
//    current task's last step. For the reductions with no ranks (unordered, exact): CTAs whose
//    SMs are held claim nothing, and the tasks run on the CTAs that are.
//  - at_turn: the next task id in launch order, claimed only once the CTA holds the reduction
//    turn of its current task's last partial, for the ordered reduction of the launch-order
//    kinds. A wait then points only at an earlier task, held by a CTA that is running and owes
//    no other turn first, so the chain progresses on any number of resident CTAs, from one up.
//  The ordered launch-order kinds progress with at_step too: a CTA walks its claims in order, so
//  the lowest unfinished claimed task is some CTA's current one, and every rank before its
//  partials belongs to an earlier, finished task (tests/cpu/test_residency.cpp models claims as
//  early as the current task's start). The claimed task may then wait behind its CTA's
//  outstanding turns: with one head after another that stalls every later task of its head
//  (docs/tuning-record.md, 'Claims at the turn'; docs/shared-gpu.md). This
//  function gives at_turn, which never queues that way; the plan takes at_step where it runs
//  faster (plan/auto_schedule.hpp, launch_order_claims).
//    Each claimed task pays a bubble the static walk hides (the claim, the next task's first
//    loads). With whole heads in a row that bubble slows short problems; with heads
//    interleaved in bands (Schedule::head_interleave) claims run level with the static walk
//    there, so the launch-order kinds claim at every length and never wait for SMs another
//    kernel holds (docs/tuning-record.md, 'Claims at every length').
enum class TaskClaims : int { static_walk = 0, at_step = 1, at_turn = 2 };

DASH_HD constexpr TaskClaims task_claims_of(ScheduleKind kind, bool ordered) {
  return !ordered ? TaskClaims::at_step
                  : ranks_follow_launch_order(kind) ? TaskClaims::at_turn : TaskClaims::static_walk;
}

// Whether a backward needs every worker of its grid resident at the same time (a cooperative
// launch).
DASH_HD constexpr bool needs_coresident_workers(ScheduleKind kind, bool ordered) {
  return task_claims_of(kind, ordered) == TaskClaims::static_walk;
}

// The (first) KV tile of the task at index_in_head among its head's tasks (kinds other than
// symmetric_shift, whose tasks pair two), of num_kv_tiles: the one definition for
// Schedule::task and the kernels' test for tasks without steps (task_source.hpp).
DASH_HD constexpr int kv_first_of(ScheduleKind kind, int num_kv_tiles, int index_in_head) {
  return kind == ScheduleKind::spt ? num_kv_tiles - 1 - index_in_head : index_in_head;
}

struct Step {
  int kv_tile;
  int q_tile;
  int rank;  // position of this partial dQ in the dQ tile's reduction order
};

struct Task {
  int head_index;     // batch * heads + head
  int index_in_head;  // p: position among the tasks of its head
  int kv_first;       // first KV tile walked
  int kv_second;      // second KV tile (symmetric_shift pairs), -1 when none
  int len_first;      // Q tiles visited for kv_first
  int len_second;     // Q tiles visited for kv_second
  int group_begin;    // tasks [group_begin, group_end) of this head share this
  int group_end;      //   task's wave (static assignment)
  // Where the task's cyclic walks start (shift: row offset mod h; symmetric_shift: offset
  // in the rectangle; canonical order: each KV tile's rotation), so that step() needs no
  // division by a runtime value: the kernel asks it on every step, in every warp role.
  int rot_first = 0;
  int rot_second = 0;
  DASH_HD int num_steps() const { return len_first + len_second; }
};

struct Schedule {
  Geometry geo;
  ScheduleKind kind = ScheduleKind::fa3;
  int workers = 1;
  // For order-free dQ adds (exact mode) the kind only assigns KV tiles to tasks and
  // workers; each KV tile then walks its Q tiles in ONE order that depends on the
  // problem alone: ascending, and rotated by the KV tile index (concurrent tasks start on
  // different dQ tiles) when canonical_rotate is set (plan/auto_schedule.hpp picks it per
  // geometry). dK / dV, summed in that order, then have the same bits for every kind and
  // worker count. Ranks are meaningless (-1).
  bool canonical_q_order = false;
  bool canonical_rotate = true;
  // shift's spread start rows (shift_stride) only serve the ordered chain; a kernel without
  // a reduction order may walk the plain shift, which costs it fewer registers
  // (docs/tuning-record.md, 'Plain shift').
  bool shift_spread = true;
  // Launch order of the launch-order kinds (fa3, spt, descending): the heads go in bands of
  // head_interleave, and inside a band the tasks take the heads in turn (the band's first KV
  // task of every head, then the second, ...), so that the tasks running at once belong to
  // head_interleave heads instead of one or two. A head's tasks still come in its own order, so
  // its dQ tiles' ranks still follow the launch order, and the ranks (by KV index) are those of
  // every interleave: the bits do not depend on it. Tasks claimed in launch order then keep each
  // dQ chain's position from task to task (a CTA that finished early takes the first task of
  // the band's next heads), where with whole heads in a row the chains restart every wave
  // (dash-sim's numbers: docs/tuning-record.md, 'Head interleave'). 1: head
  // after head. The ring-ranked kinds group a head's tasks by wave and take 1.
  int head_interleave = 1;

  DASH_HD int tasks_per_head() const {
    const int n = geo.num_kv_tiles();
    return kind == ScheduleKind::symmetric_shift ? (n + 1) / 2 : n;
  }
  DASH_HD int num_tasks() const { return geo.num_heads_total() * tasks_per_head(); }

  // Static persistent assignment.
  DASH_HD int worker_of(int t) const { return t % workers; }
  DASH_HD int wave_of(int t) const { return t / workers; }
  DASH_HD int num_tasks_of_worker(int w) const {
    const int total = num_tasks();
    return w < total ? (total - w + workers - 1) / workers : 0;
  }
  DASH_HD int task_id(int worker, int k) const { return worker + k * workers; }

  // The (head, position in its head) of task t under an interleave of g heads (one definition
  // for Schedule::task and the kernels' test for tasks without steps, task_source.hpp).
  DASH_HD static void place_of(int t, int per_head, int heads_total, int g, int* head, int* index_in_head) {
    if (g <= 1) {
      *head = t / per_head;
      *index_in_head = t % per_head;
      return;
    }
    const int band = t / (g * per_head);
    const int first = band * g;
    const int in_band = imin(g, heads_total - first);  // the last band may hold fewer heads
    const int local = t - first * per_head;
    *head = first + local % in_band;
    *index_in_head = local / in_band;
  }

  DASH_HD Task task(int t) const {
    int head, index_in_head;
    place_of(t, tasks_per_head(), geo.num_heads_total(), head_interleave, &head, &index_in_head);
    return task_at(t, head, index_in_head);
  }

  // Task t, which place_of puts at (head, index_in_head).
  DASH_HD Task task_at(int t, int head, int index_in_head) const {
    const int per_head = tasks_per_head();
    const int n = geo.num_kv_tiles();
    Task T;
    T.head_index = head;
    T.index_in_head = index_in_head;
    const int head_first = T.head_index * per_head;
    const int wave = wave_of(t);
    T.group_begin = imax(head_first, wave * workers) - head_first;
    T.group_end = imin(head_first + per_head, (wave + 1) * workers) - head_first;
    const int p = T.index_in_head;
    T.kv_first = kv_first_of(kind, n, p);
    T.kv_second = -1;
    if (kind == ScheduleKind::symmetric_shift && n - 1 - p != p) T.kv_second = n - 1 - p;
    T.len_first = geo.q_count(T.kv_first);
    T.len_second = T.kv_second >= 0 ? geo.q_count(T.kv_second) : 0;
    if (canonical_q_order) {
      if (canonical_rotate) {
        T.rot_first = T.len_first > 0 ? T.kv_first % T.len_first : 0;  // a window may leave a KV tile no Q tile
        T.rot_second = T.len_second > 0 ? T.kv_second % T.len_second : 0;
      }
    } else if (kind == ScheduleKind::shift) {
      const int h = geo.num_q_tiles();
      const int stride = shift_spread ? shift_stride(T.group_end - T.group_begin, h) : 1;
      T.rot_first = (stride * (p - T.group_begin)) % h;
    } else if (kind == ScheduleKind::symmetric_shift) {
      T.rot_first = (p - T.group_begin) % symmetric_rect(T);
    }
    return T;
  }

  // Step s (0 <= s < T.num_steps()) of task T.
  DASH_HD Step step(const Task& T, int s) const {
    if (canonical_q_order) return canonical_step(T, s);
    switch (kind) {
      case ScheduleKind::fa3: return ascending_step(T, s, /*descending_kv_rank=*/false);
      case ScheduleKind::spt: return ascending_step(T, s, /*descending_kv_rank=*/true);
      case ScheduleKind::descending: {
        const int j = T.kv_first;
        const int i = (geo.window_left < 0 ? geo.num_q_tiles() : geo.q_begin(j) + T.len_first) - 1 - s;
        const int rank = j - geo.kv_begin(i);
        return Step{j, i, rank};
      }
      case ScheduleKind::shift: return shift_step(T, s);
      case ScheduleKind::symmetric_shift: return symmetric_shift_step(T, s);
    }
    return Step{-1, -1, -1};
  }

  // shift: the g workers of a group start shift_stride(g, h) rows apart (2 where they fill at
  // most half of the h rows, else 1), so that a dQ tile's consecutive contributors arrive that
  // many steps apart: each link of the ordered chain gets shift_stride - 1 steps of slack
  // (with the 64-row Q tiles of head dim 128 every whole-head group has 2g <= h; the slack
  // speeds shift up to 8192 tokens: docs/tuning-record.md, 'Shift stride').
  DASH_HD static int shift_stride(int g, int h) { return 2 * g <= h ? 2 : 1; }

  // Contributions dQ tile i of every head receives (its ranks are 0..count-1, in the order of
  // its KV tiles [kv_begin(i), kv_begin(i) + kv_count(i)) for fa3 and descending, the reverse
  // for spt).
  DASH_HD int dq_contributions(int i) const { return geo.kv_count(i); }

 private:
  // (a + b) mod m for 0 <= a, b < m.
  DASH_HD static int add_mod(int a, int b, int m) { return a + b >= m ? a + b - m : a + b; }

  // Rows [r0, h) of symmetric_shift's rectangle phase: r0 = q_begin(last KV tile of the group).
  DASH_HD int symmetric_rect(const Task& T) const { return geo.num_q_tiles() - geo.q_begin(T.group_end - 1); }

  DASH_HD Step canonical_step(const Task& T, int s) const {
    const bool first = s < T.len_first;
    const int j = first ? T.kv_first : T.kv_second;
    const int len = first ? T.len_first : T.len_second;
    const int local = first ? s : s - T.len_first;
    // rotated: (local + j) mod len
    return Step{j, geo.q_begin(j) + add_mod(local, first ? T.rot_first : T.rot_second, len), -1};
  }

  DASH_HD Step ascending_step(const Task& T, int s, bool descending_kv_rank) const {
    const int j = T.kv_first;
    const int i = geo.q_begin(j) + s;
    const int rank = descending_kv_rank ? geo.kv_begin(i) + geo.kv_count(i) - 1 - j : j - geo.kv_begin(i);
    return Step{j, i, rank};
  }

  // Full mask. The tasks of one head inside one wave (a group of g) start at
  // distinct Q offsets (shift_stride apart), so each dQ tile hears from them shift_stride
  // depths apart. Tasks of the head in earlier waves (each contributed to every dQ tile)
  // go first.
  DASH_HD Step shift_step(const Task& T, int s) const {
    const int h = geo.num_q_tiles();
    const int x = T.index_in_head - T.group_begin;
    const int g = T.group_end - T.group_begin;
    const int i = add_mod(T.rot_first, s, h);  // (shift_stride * x + s) mod h
    return Step{T.kv_first, i, T.group_begin + shift_rank(i, x, g, h, shift_spread ? shift_stride(g, h) : 1)};
  }

  // Causal. Task p walks the long KV tile a = p, then the short one b = n-1-p.
  // Phase 1a: a rotates through the rows every long tile of the group needs
  //           (the dense rectangle [r0, h)), as a cyclic shift.
  // Phase 1b: a walks its own triangle rows [q_begin(a), r0) forward.
  // Phase 2:  b walks its rows [q_begin(b), h) backward.
  // Every dQ tile then hears from the group at increasing depths; the rank is
  // the arrival order (rectangle by shift order, triangle and phase 2 by
  // descending task index, which is their arrival order), after all tasks of
  // earlier waves.
  DASH_HD Step symmetric_shift_step(const Task& T, int s) const {
    const int n = geo.num_kv_tiles();
    const int h = geo.num_q_tiles();
    const int ga = T.group_begin, gb = T.group_end;
    const int g = gb - ga;
    const int p = T.index_in_head;
    const int x = p - ga;
    const int a = T.kv_first;
    const int rect = symmetric_rect(T);
    const int r0 = h - rect;
    int kv, i, rank_in_group;
    if (s < rect) {
      kv = a;
      i = r0 + add_mod(T.rot_first, s, rect);  // r0 + (x + s) mod rect
      rank_in_group = shift_rank(i - r0, x, g, rect);
    } else if (s < T.len_first) {
      kv = a;
      i = geo.q_begin(a) + (s - rect);
      rank_in_group = imin(gb, geo.kv_count(i)) - 1 - a;
    } else {
      kv = T.kv_second;
      i = h - 1 - (s - T.len_first);
      const int mid = (n % 2 == 1) ? (n - 1) / 2 : -1;
      const int later_pairs = (gb - 1 - p) - ((mid > p && mid < gb) ? 1 : 0);
      rank_in_group = g + later_pairs;
    }
    // Contributions to row i from tasks p' < ga: their tiles are [0, ga) and
    // [n - ga, n); the contributors of row i are [0, kv_count(i)).
    const int k = geo.kv_count(i);
    const int earlier = imin(ga, k) + imax(0, k - imax(ga, n - ga));
    return Step{kv, i, earlier + rank_in_group};
  }
};

}  // namespace dash
