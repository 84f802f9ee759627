// Validation, workspace planning and dispatch of the deterministic backward.
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "bwd_instances.hpp"
#include "device_errors.hpp"
#include "../api/byte_span.hpp"
#include "bwd_call.hpp"
#include "dash/bwd_api.hpp"
#include "dash/kernels/sm90/bwd/instance.hpp"
#include "dash/kernels/sm90/bwd/tile_shape.hpp"
#include "dash/reduction/fixed_point.hpp"
#include "dash/kernels/sm90/common/per_device.hpp"
#include "dash/kernels/sm90/common/softmax_numerics.hpp"
#include "dash/plan/auto_schedule.hpp"
#include "dash/plan/exact_order.hpp"
#include "dash/plan/window.hpp"
#include "dash/schedule/names.hpp"
#include "dash/schedule/packed.hpp"
#include "dash/schedule/validate.hpp"
#include "workspace.hpp"

namespace dash {
namespace bwd_detail {

using sm90::bwd::BwdInstance;
using sm90::bwd::BwdKernelParams;

// V's (and O's, dO's, dV's) head dim: head_dim_v, 0 meaning head_dim's.
int64_t head_dim_v_of(const BwdParams& p) { return p.head_dim_v == 0 ? p.head_dim : p.head_dim_v; }
// The tiles of the kernel that serves the call (kernel_key_of; the tile table's row).
int block_m(const BwdParams& p) {
  return sm90::bwd::bwd_block_m(kernel_of(p), static_cast<int>(p.head_dim), static_cast<int>(head_dim_v_of(p)));
}
int block_n(const BwdParams& p) {
  return sm90::bwd::bwd_block_n(kernel_of(p), static_cast<int>(p.head_dim), static_cast<int>(head_dim_v_of(p)));
}
// check_schedule_applies knows no head dim: the tiles of head dims up to 128, every kernel's.
constexpr int kBlockN = sm90::bwd::bwd_block_n(BwdKernel::v1, 128, 128);
static_assert(sm90::bwd::bwd_block_n(BwdKernel::v1, 64, 64) == kBlockN &&
                  sm90::bwd::bwd_block_n(BwdKernel::v2, 128, 128) == kBlockN,
              "one KV tile height up to head dim 128");
static_assert(static_cast<int>(ReductionMode::unordered) == 0 && static_cast<int>(ReductionMode::ordered) == 1 &&
                  static_cast<int>(ReductionMode::exact) == 2,
              "the C ABI's numbering (c_api.cpp)");

Status invalid(std::string m) { return Status::Error(StatusCode::kInvalidArgument, "dash backward: " + m); }
Status unsupported(std::string m) { return Status::Error(StatusCode::kUnsupported, "dash backward: " + m); }
Status cuda_error(const char* what, cudaError_t e) {
  return Status::Error(StatusCode::kCudaError,
                       std::string("dash backward: ") + what + ": " + cudaGetErrorString(e));
}

namespace {
using detail::ByteSpan;
// Bytes a strided (batch, seq, heads, d) tensor of 16-bit elements spans.
ByteSpan span_of(const void* p, const Strides4& s, int64_t b, int64_t n, int64_t h, int64_t d) {
  const int64_t size[4] = {b, n, h, d}, stride[4] = {s.batch, s.seq, s.head, 1};
  return detail::byte_span(p, 2, size, stride);
}
// Bytes of `count` contiguous fp32 words.
ByteSpan words_of(const void* p, int64_t count) {
  const int64_t size[4] = {count, 1, 1, 1}, stride[4] = {1, 0, 0, 0};
  return detail::byte_span(p, 4, size, stride);
}
bool overlaps(ByteSpan x, ByteSpan y) { return detail::overlap(x, y); }

// tma_loaded: q, k, v, dout, which the main kernel reads through TMA tensor maps
// (tma_maps.hpp): cuTensorMapEncodeTiled takes strides below 2^40 bytes only.
Status check_tensor(const char* name, const void* p, const Strides4& s, bool tma_loaded) {
  if (p == nullptr) return invalid(std::string(name) + " is null");
  if (reinterpret_cast<uintptr_t>(p) % 16 != 0) return invalid(std::string(name) + " is not 16-byte aligned");
  if (s.dim != 1) return invalid(std::string(name) + ": the head-dim stride must be 1");
  const int64_t st[3] = {s.batch, s.seq, s.head};
  const char* nm[3] = {"batch", "seq", "head"};
  for (int i = 0; i < 3; ++i)
    if (st[i] <= 0 || st[i] % 8 != 0)
      return invalid(std::string(name) + ": the " + nm[i] + " stride must be a positive multiple of 8 elements (16 bytes), got " +
                     std::to_string(st[i]));
  constexpr int64_t kMaxTmaStride = int64_t{1} << 39;  // elements: 2^40 bytes of 16-bit elements
  for (int i = 0; i < 3; ++i)
    if (tma_loaded && st[i] >= kMaxTmaStride)
      return invalid(std::string(name) + ": the " + nm[i] + " stride must be below 2^39 elements (a TMA limit), got " +
                     std::to_string(st[i]));
  return Status::Ok();
}
}  // namespace

namespace {
// The instances of each row of dash::kInstances, in its order: kernel v1's fp32 and exact kinds
// and kernel v2's (null where the kernel does not serve the row).
enum InstanceSlot : int { kV1Fp32 = 0, kV1Exact = 1, kV2 = 2, kNumSlots = 3 };
#define DASH_BWD_V1_0_(name) nullptr, nullptr,
#define DASH_BWD_V1_1_(name) &sm90::bwd::bwd_v1_instance_##name##_fp32, &sm90::bwd::bwd_v1_instance_##name##_exact,
#define DASH_BWD_V2_0_(name) nullptr
#define DASH_BWD_V2_1_(name) &sm90::bwd::bwd_v2_instance_##name
#define DASH_BWD_MAKE_(name, dt, d, dv, v1, v2) {DASH_BWD_V1_##v1##_(name) DASH_BWD_V2_##v2##_(name)},
constexpr BwdInstance (*kMakeInstance[][kNumSlots])() = {DASH_FOR_EACH_INSTANCE(DASH_BWD_MAKE_)};
#undef DASH_BWD_MAKE_
#undef DASH_BWD_V2_1_
#undef DASH_BWD_V2_0_
#undef DASH_BWD_V1_1_
#undef DASH_BWD_V1_0_
static_assert(sizeof(kMakeInstance) / sizeof(kMakeInstance[0]) == kNumInstances, "a row per instance");
static_assert(static_cast<int>(BwdKernelKind::fp32) == kV1Fp32 && static_cast<int>(BwdKernelKind::exact) == kV1Exact,
              "the table's kind order");
int slot_of(BwdKernel kernel, BwdKernelKind kind) { return kernel == BwdKernel::v2 ? kV2 : static_cast<int>(kind); }
BwdInstance instance_of(DType dtype, int64_t head_dim, int64_t head_dim_v, BwdKernel kernel, BwdKernelKind kind) {
  return kMakeInstance[instance_index(dtype, head_dim, head_dim_v)][slot_of(kernel, kind)]();
}
// CTAs per SM of a kernel's main kernels at the (dtype, head dims): kernel v1's the smallest
// over its kinds (one grid size for every mode), v2's its own. The count belongs to the compiled
// kernels and the device, so its queries (an attribute and an occupancy query per main kernel,
// ten kernels per v1 instance) run once per (instance, kernel, device ordinal below
// kMaxCachedDevices), not on every call.
cudaError_t occupancy_of(DType dtype, int64_t head_dim, int64_t head_dim_v, BwdKernel kernel, int device,
                         int* ctas_per_sm) {
  static sm90::PerDevice cached[kNumInstances][kNumBwdKernels];
  const int row = instance_index(dtype, head_dim, head_dim_v);
  return sm90::cached_per_device(cached[row][static_cast<int>(kernel)], device, ctas_per_sm, [&](int* n) {
    if (kernel == BwdKernel::v2) return instance_of(dtype, head_dim, head_dim_v, kernel, BwdKernelKind::fp32).occupancy(n);
    int fp32 = 0, exact = 0;
    cudaError_t e = instance_of(dtype, head_dim, head_dim_v, kernel, BwdKernelKind::fp32).occupancy(&fp32);
    if (e == cudaSuccess) e = instance_of(dtype, head_dim, head_dim_v, kernel, BwdKernelKind::exact).occupancy(&exact);
    *n = fp32 < exact ? fp32 : exact;
    return e;
  });
}
}  // namespace

BwdInstance pick_instance(const BwdKernelKey& key) {  // the plan found it in the table
  return instance_of(static_cast<DType>(key.dtype), key.head_dim, key.head_dim_v, key.kernel, key.kind);
}

bool packed(const BwdParams& p) { return p.cu_seqlens_q != nullptr; }

// Q tiles of the per-tile workspaces per (batch entry, head): a packed batch's head takes a
// range of packed_tiles (dash/schedule/packed.hpp).
int64_t q_tiles_of(const BwdParams& p) {
  const int64_t bm = block_m(p);
  return packed(p) ? packed_tiles(p.seqlen_q, static_cast<int>(p.batch), static_cast<int>(bm)) : (p.seqlen_q + bm - 1) / bm;
}

int64_t num_tasks_of(const BwdParams& p);

WorkspaceLayout layout_of(const BwdParams& p) {
  const int64_t entries = packed(p) ? 1 : p.batch;  // a packed batch's workspaces are per head
  return workspace_layout(entries * p.heads, entries * p.heads_kv, q_tiles_of(p), p.seqlen_k, p.head_dim,
                          head_dim_v_of(p), block_m(p), p.heads != p.heads_kv, p.mode == ReductionMode::exact ? 8 : 4,
                          packed(p) ? p.batch : 0, packed(p) ? num_tasks_of(p) : 0);
}

int64_t lse_batch_stride(const BwdParams& p) {
  if (packed(p)) return 0;  // one batch entry of all rows
  return p.lse_batch_stride ? p.lse_batch_stride : p.heads * p.seqlen_q;
}
int64_t lse_head_stride(const BwdParams& p) { return p.lse_head_stride ? p.lse_head_stride : p.seqlen_q; }

// The problem as the kernels' Schedule sees it (validated sizes fit in int).
// The mask as plan/window.hpp resolves it.
// A packed batch's window is resolved against the total rows: a side it leaves unbounded is
// unbounded in every sequence, and a bound past a sequence's ends hides nothing there.
Geometry geometry_of(const BwdParams& p) {
  const ResolvedMask m = resolve_mask(p.causal, p.window_left, p.window_right, p.seqlen_q, p.seqlen_k);
  Geometry g{static_cast<int>(p.batch), static_cast<int>(p.heads), static_cast<int>(p.seqlen_q),
             static_cast<int>(p.seqlen_k), block_m(p), block_n(p), m.causal};
  g.window_left = m.left;
  g.window_right = m.right;
  return g;
}

// Whether a whole KV tile sees no query row (a window with seqlen_q != seqlen_k): a task without
// steps, which the claims pass over (task_ring.hpp) and whose keys' dK / dV the zero pass sets
// (postprocess.hpp). Such a call's tasks are therefore always claimed, never walked statically.
// (Handling them in the warp roles instead cost 1,100 more instructions and 10-18 more spill
// stores in the windowed kernel: SASS, head dim 128.)
bool has_unseen_kv_tile(const Geometry& g) { return g.masked() && g.unseen_kv_prefix() > 0; }

// The extension of a call's main kernel: the window as resolved (none where it hides nothing).
BwdExtension extension_of(const BwdParams& p) {
  if (packed(p)) return BwdExtension::kPacked;
  if (p.softcap > 0.f) return BwdExtension::kSoftcap;
  return resolve_mask(p.causal, p.window_left, p.window_right, p.seqlen_q, p.seqlen_k).windowed() ? BwdExtension::kWindow
                                                                                                  : BwdExtension::kNone;
}

// Whether kernel v2 (docs/bwd-v2.md) computes a validated call: its row of the tile table has
// v2 tiles (compiled) and the call is the unordered or the ordered mode (any schedule) of a
// dense call without window or softcap (GQA / MQA included).
bool v2_computes(const BwdParams& p) {
  const int row = instance_index(p.dtype, p.head_dim, head_dim_v_of(p));
  return row >= 0 && kInstances[row].v2 && p.mode != ReductionMode::exact && extension_of(p) == BwdExtension::kNone;
}

// How the tasks of a validated call's schedule are taken (before the kernel's say, claims_of), g
// and kind its geometry_of and schedule_of. A packed batch's tasks are always claimed in launch
// order (their count is on the device), and so are a dense call's whose window leaves whole KV
// tiles unseen (has_unseen_kv_tile).
TaskClaims schedule_claims_of(const BwdParams& p, const Geometry& g, ScheduleKind kind) {
  const bool ordered = p.mode == ReductionMode::ordered;
  if (packed(p) || has_unseen_kv_tile(g)) return ordered ? TaskClaims::at_turn : TaskClaims::at_step;
  const TaskClaims c = task_claims_of(kind, ordered);
  // Which of the two claims that progress on any resident CTAs the ordered launch order takes.
  return c == TaskClaims::at_turn ? launch_order_claims(g, kind) : c;
}
TaskClaims schedule_claims_of(const BwdParams& p) { return schedule_claims_of(p, geometry_of(p), schedule_of(p)); }

// The task claims kernel k takes where the schedule's call for claims: v2's loader takes every
// task (its dQ writer holds no task ring), so the ordered launch-order kinds claim at the
// loader's last step there, which keeps their progress guarantee (docs/shared-gpu.md: any claim
// time progresses); v1 claims as the schedule says.
TaskClaims claims_of(BwdKernel k, TaskClaims claims) {
  return k == BwdKernel::v2 && claims == TaskClaims::at_turn ? TaskClaims::at_step : claims;
}

// Kernel v2's KV tiles are whole Q tiles high (below), so that the causal count is a sum of an
// arithmetic series.
constexpr bool v2_kv_tiles_are_whole_q_tiles() {
  for (const TileRow& r : kTileRows)
    if (r.tiles(BwdKernel::v2).serves() && r.tiles(BwdKernel::v2).block_n % r.tiles(BwdKernel::v2).block_m != 0)
      return false;
  return true;
}
static_assert(v2_kv_tiles_are_whole_q_tiles(), "v2_steps_per_kv_tile counts whole Q tiles per KV tile");

// The Q tiles a KV tile of kernel v2 walks, on average over the call's KV tiles (a dense call
// without window: v2_computes; the causal mask bottom-right aligned). The plan asks for it at
// every kernel_of, so it takes constant time. Causal: with o = sk - sq, KV tile j's first key is
// seen first by query row j bn - o (row 0 where that is not positive: every Q tile), and the last
// query row sees every key, so tile j walks q_tiles - floor((j bn - o) / bm) = q_tiles -
// floor(-o / bm) - j bn / bm Q tiles from the first tile with j bn > o on.
double v2_steps_per_kv_tile(const BwdParams& p) {
  const BwdTiles t = tile_row(static_cast<int>(p.head_dim), static_cast<int>(head_dim_v_of(p))).tiles(BwdKernel::v2);
  const int sq = static_cast<int>(p.seqlen_q), sk = static_cast<int>(p.seqlen_k);
  const int64_t q_tiles = ceil_div(sq, t.block_m), kv_tiles = ceil_div(sk, t.block_n);
  if (!p.causal) return static_cast<double>(q_tiles);
  const int o = sk - sq;
  const int64_t whole = o < 0 ? 0 : std::min<int64_t>(kv_tiles, o / t.block_n + 1);  // tiles j with j bn <= o
  const int64_t n = kv_tiles - whole, c = t.block_n / t.block_m;  // the rest: j in [whole, kv_tiles)
  const int64_t first = q_tiles - floor_div(-o, t.block_m) - c * whole;  // tile `whole`'s count
  const int64_t steps = whole * q_tiles + n * first - c * n * (n - 1) / 2;
  return static_cast<double>(steps) / static_cast<double>(kv_tiles);
}

// Kernel v2 takes a call where its KV tiles walk this many Q tiles on average: at head dim 64 it
// ran 1.08-1.19x v1 from 16 (full mask from 2,048 tokens, causal from 4,096 mostly) and
// 0.82-0.97x at 4 (512 tokens), where its CTAs' start (the first claim, the first K / V) is not
// hidden (docs/bwd-v2.md, 'Ordered mode, GQA and head dim 64: measured').
constexpr double kV2MinStepsPerKvTile = 16;

// Which kernel serves a validated call: the one owner of that choice. Kernel v2 where it computes
// the call, its row's v2_plan column gives it the row's calls and the call's KV tiles are long
// enough; kernel v1 serves every other call.
BwdKernel kernel_of(const BwdParams& p) {
  const bool v2 = v2_computes(p) && tile_row(static_cast<int>(p.head_dim), static_cast<int>(head_dim_v_of(p))).v2_plan &&
                  v2_steps_per_kv_tile(p) >= kV2MinStepsPerKvTile;
  return v2 ? BwdKernel::v2 : BwdKernel::v1;
}

BwdKernelKey kernel_key_of(const BwdParams& p) {
  BwdKernelKey key;
  key.dtype = static_cast<int>(p.dtype);
  key.head_dim = static_cast<int>(p.head_dim);
  key.head_dim_v = static_cast<int>(head_dim_v_of(p));
  key.kernel = kernel_of(p);
  key.kind = p.mode == ReductionMode::exact ? BwdKernelKind::exact : BwdKernelKind::fp32;
  key.extension = extension_of(p);
  return key;
}

// The task order: the caller's, or `auto`'s for the mode (plan/auto_schedule.hpp).
ScheduleKind schedule_of(const BwdParams& p) {
  if (p.schedule) return *p.schedule;
  if (packed(p)) return packed_auto_schedule(geometry_of(p));
  const int d = static_cast<int>(p.head_dim);
  return p.mode == ReductionMode::ordered ? auto_schedule(geometry_of(p), d) : free_task_order(geometry_of(p), d);
}

// Number of tasks the schedule has for this problem. A packed batch's count lives on the
// device: its bound, a task per (head, KV tile of each sequence), caps the grid.
int64_t num_tasks_of(const BwdParams& p) {
  if (packed(p)) return p.heads * (p.seqlen_k / block_n(p) + p.batch);
  return Schedule{geometry_of(p), schedule_of(p), 1}.num_tasks();
}

// The schedule against the call's resolved mask (check_schedule_applies).
Status schedule_check(ScheduleKind kind, const Geometry& g) {
  if (static_cast<int>(kind) < 0 || static_cast<int>(kind) >= kNumScheduleKinds) return invalid("unknown schedule");
  const std::string e = schedule_mask_error(kind, g);
  return e.empty() ? Status::Ok() : invalid(e);
}

}  // namespace bwd_detail

using namespace bwd_detail;

Status check_schedule_applies(ScheduleKind schedule, bool causal, int64_t window_left, int64_t window_right,
                              int64_t seqlen_q, int64_t seqlen_k) {
  if (seqlen_q < 1 || seqlen_k < 1) return invalid("seqlen_q and seqlen_k must be >= 1");
  constexpr int64_t kMaxSeq = int64_t{1} << 28;  // as validate_backward: the Geometry's ints
  const int64_t sq = seqlen_q < kMaxSeq ? seqlen_q : kMaxSeq, sk = seqlen_k < kMaxSeq ? seqlen_k : kMaxSeq;
  const ResolvedMask m = resolve_mask(causal, window_left, window_right, sq, sk);
  Geometry g{1, 1, static_cast<int>(sq), static_cast<int>(sk), 64, kBlockN, m.causal};
  g.window_left = m.left;
  g.window_right = m.right;
  return schedule_check(schedule, g);
}

Status validate_backward(BwdParams const& p) {
  if (p.dtype != DType::kBF16 && p.dtype != DType::kFP16) return invalid("dtype must be bf16 or fp16");
  if (p.batch < 1 || p.seqlen_q < 1 || p.seqlen_k < 1 || p.heads < 1 || p.heads_kv < 1 || p.head_dim < 1)
    return invalid("batch, seqlen_q, seqlen_k, heads, heads_kv and head_dim must all be >= 1");
  if (p.head_dim_v < 0) return invalid("head_dim_v must be >= 0 (0: head_dim), got " + std::to_string(p.head_dim_v));
  const int64_t dv = head_dim_v_of(p);
  const int row = instance_index(p.dtype, p.head_dim, dv);
  if (row < 0 || !kInstances[row].backward) {
    const std::string dims = dv == p.head_dim ? std::to_string(p.head_dim)
                                              : "(" + std::to_string(p.head_dim) + ", " + std::to_string(dv) + ")";
    return unsupported("head_dim must be " + head_dims_of(p.dtype, true) + ", got " + dims +
                       (row >= 0 ? " (its forward is built, its backward not yet)" : not_built_note(p.head_dim, dv)));
  }
  if (p.heads % p.heads_kv != 0)
    return invalid("heads (" + std::to_string(p.heads) + ") must be a multiple of heads_kv (" +
                   std::to_string(p.heads_kv) + ")");
  // Tile / task counts and row indices are 32-bit inside the kernels.
  constexpr int64_t kMaxSeq = int64_t{1} << 28;
  if (p.seqlen_q > kMaxSeq || p.seqlen_k > kMaxSeq) return unsupported("seqlen above 2^28");
  const int64_t bh = p.batch * p.heads;
  const int64_t bm = block_m(p);
  if (packed(p)) {
    if (p.cu_seqlens_k == nullptr) return invalid("a packed batch needs both cu_seqlens_q and cu_seqlens_k");
    if (reinterpret_cast<uintptr_t>(p.cu_seqlens_q) % 4 != 0 || reinterpret_cast<uintptr_t>(p.cu_seqlens_k) % 4 != 0)
      return invalid("cu_seqlens_q and cu_seqlens_k must be 4-byte aligned");
    if (p.max_seqlen_k < 0) return invalid("max_seqlen_k must be >= 0 (0: seqlen_k)");
    if (p.batch > (int64_t{1} << 24)) return unsupported("more than 2^24 sequences");
    // Workspace tiles of a head, and the tasks' bound, in 31 bits.
    if (p.heads * q_tiles_of(p) >= (int64_t{1} << 31) || num_tasks_of(p) >= (int64_t{1} << 31))
      return unsupported("too many (head, tile) units in the packed batch");
    if (p.kv_stats != nullptr) return unsupported("kv_stats with a packed batch (pass none: the backward computes them)");
    if (p.schedule && (static_cast<int>(*p.schedule) < 0 || static_cast<int>(*p.schedule) >= kNumScheduleKinds))
      return invalid("unknown schedule");
    if (p.schedule && !packed_schedule_applies(*p.schedule))
      return invalid(std::string("schedule '") + schedule_name(*p.schedule) +
                     "' does not apply to a packed batch (use fa3, spt or descending)");
    if (reinterpret_cast<uintptr_t>(p.seqused_q) % 4 != 0 || reinterpret_cast<uintptr_t>(p.seqused_k) % 4 != 0)
      return invalid("seqused_q and seqused_k must be 4-byte aligned");
  } else if (p.cu_seqlens_k != nullptr) {
    return invalid("a packed batch needs both cu_seqlens_q and cu_seqlens_k");
  } else if (p.seqused_q != nullptr || p.seqused_k != nullptr) {
    return invalid("seqused_q / seqused_k need a packed batch (cu_seqlens_q, cu_seqlens_k)");
  }
  const int64_t bn = block_n(p);
  const int64_t tiles = std::max((p.seqlen_q + bm - 1) / bm, (p.seqlen_k + bn - 1) / bn);
  if (!packed(p) && (bh > (int64_t{1} << 24) || bh * tiles >= (int64_t{1} << 31)))
    return unsupported("too many (batch, head, tile) units");
  if (!std::isfinite(p.softmax_scale) || p.softmax_scale < 0.f)
    return invalid("softmax_scale must be finite and >= 0 (0 selects 1/sqrt(head_dim))");
  if (!std::isfinite(p.softcap) || p.softcap < 0.f) return invalid("softcap must be finite and >= 0 (0: none)");
  if (p.schedule && !packed(p)) {
    const Status s = schedule_check(*p.schedule, geometry_of(p));
    if (!s.ok()) return s;
  }
  if (p.mode != ReductionMode::ordered && p.mode != ReductionMode::unordered && p.mode != ReductionMode::exact)
    return invalid("unknown reduction mode");
  if (p.num_workers < 0) return invalid("num_workers must be >= 0 (0 = automatic)");
  if (p.sm_margin < 0) return invalid("sm_margin must be >= 0");
  if (p.watchdog_ms <= 0) return invalid("watchdog_ms must be > 0");

  struct Tensor {
    const char* name;
    const void* ptr;
    const Strides4* s;
    int64_t n, h, d;
  };
  const int64_t d = p.head_dim;  // dv: V's, above
  const Tensor t[] = {{"q", p.q, &p.q_stride, p.seqlen_q, p.heads, d},
                      {"k", p.k, &p.k_stride, p.seqlen_k, p.heads_kv, d},
                      {"v", p.v, &p.v_stride, p.seqlen_k, p.heads_kv, dv},
                      {"o", p.o, &p.o_stride, p.seqlen_q, p.heads, dv},
                      {"dout", p.dout, &p.dout_stride, p.seqlen_q, p.heads, dv},
                      {"dq", p.dq, &p.dq_stride, p.seqlen_q, p.heads, d},
                      {"dk", p.dk, &p.dk_stride, p.seqlen_k, p.heads_kv, d},
                      {"dv", p.dv, &p.dv_stride, p.seqlen_k, p.heads_kv, dv}};
  // A packed batch is one tensor of all rows: its batch stride is never read (the TMA maps
  // take the row stride there).
  Strides4 eff[8];
  for (int i = 0; i < 8; ++i) {
    eff[i] = *t[i].s;
    if (packed(p)) eff[i].batch = eff[i].seq;
    Status s = check_tensor(t[i].name, t[i].ptr, eff[i], /*tma_loaded=*/i < 3 || i == 4);
    if (!s.ok()) return s;
  }
  const int64_t tensor_batch = packed(p) ? 1 : p.batch;
  if (p.lse == nullptr) return invalid("lse is null");
  if (reinterpret_cast<uintptr_t>(p.lse) % 4 != 0) return invalid("lse is not 4-byte aligned");
  if (p.lse_batch_stride < 0 || p.lse_head_stride < 0) return invalid("lse strides must be >= 0 (0 = contiguous)");
  // Outputs must not overlap inputs or each other (conservative: spanned byte ranges).
  ByteSpan spans[8];
  for (int i = 0; i < 8; ++i) spans[i] = span_of(t[i].ptr, eff[i], tensor_batch, t[i].n, t[i].h, t[i].d);
  const int64_t lse_last = (tensor_batch - 1) * lse_batch_stride(p) + (p.heads - 1) * lse_head_stride(p) + p.seqlen_q;
  const ByteSpan lse_span = words_of(p.lse, lse_last);
  for (int o = 5; o < 8; ++o) {
    for (int i = 0; i < 8; ++i)
      if (i != o && overlaps(spans[o], spans[i]))
        return invalid(std::string("output ") + t[o].name + " overlaps " + t[i].name);
    if (overlaps(spans[o], lse_span)) return invalid(std::string("output ") + t[o].name + " overlaps lse");
  }
  if (p.lse_residual != nullptr) {
    if (reinterpret_cast<uintptr_t>(p.lse_residual) % 4 != 0) return invalid("lse_residual is not 4-byte aligned");
    const ByteSpan rs = words_of(p.lse_residual, lse_last);
    for (int o = 5; o < 8; ++o)
      if (overlaps(spans[o], rs)) return invalid(std::string("output ") + t[o].name + " overlaps lse_residual");
  }
  if (p.dlse != nullptr) {
    if (reinterpret_cast<uintptr_t>(p.dlse) % 4 != 0) return invalid("dlse is not 4-byte aligned");
    const ByteSpan ds = words_of(p.dlse, lse_last);
    for (int o = 5; o < 8; ++o)
      if (overlaps(spans[o], ds)) return invalid(std::string("output ") + t[o].name + " overlaps dlse");
  }
  if (p.kv_stats != nullptr) {
    if (p.mode != ReductionMode::exact) return invalid("kv_stats is an input of exact mode only");
    if (reinterpret_cast<uintptr_t>(p.kv_stats) % 4 != 0) return invalid("kv_stats is not 4-byte aligned");
    const ByteSpan st = words_of(p.kv_stats, p.batch * p.heads_kv * 2);
    for (int o = 5; o < 8; ++o)
      if (overlaps(spans[o], st)) return invalid(std::string("output ") + t[o].name + " overlaps kv_stats");
  }
  return Status::Ok();
}

size_t backward_workspace_size(BwdParams const& p) {
  if (!validate_backward(p).ok()) return 0;
  return layout_of(p).total;
}

namespace {
// The decisions of a validated call on `device`.
Status resolve_plan(BwdParams const& p, DeviceInfo const& device, BwdPlan* plan) {
  const int sms = device.sms, per_sm = device.ctas_per_sm;
  if (per_sm < 1) return unsupported("the backward kernel does not fit on one SM");
  if (p.sm_margin >= sms)
    return invalid("sm_margin " + std::to_string(p.sm_margin) + " leaves none of the " + std::to_string(sms) + " SMs");
  const int resident = (sms - p.sm_margin) * per_sm;
  const int64_t tasks = num_tasks_of(p);
  if (p.num_workers > resident)
    return invalid("num_workers " + std::to_string(p.num_workers) + " exceeds the " + std::to_string(resident) +
                   " CTAs that can be co-resident on the SMs left by sm_margin");
  const int want = p.num_workers > 0 ? p.num_workers : resident;
  const Geometry g = geometry_of(p);
  const bool ordered = p.mode == ReductionMode::ordered;
  BwdPlan r;
  r.mode = p.mode;
  r.block_m = block_m(p);
  r.workspace_bytes = layout_of(p).total;
  r.kernel = kernel_key_of(p);
  ScheduleSpec& spec = r.schedule;
  spec.kind = schedule_of(p);
  spec.workers = static_cast<int>(want < tasks ? want : tasks);
  spec.claims = claims_of(r.kernel.kernel, schedule_claims_of(p, g, spec.kind));
  spec.head_interleave = packed(p) ? 1 : head_interleave_of(g, static_cast<int>(p.head_dim), spec.kind, ordered);
  // (A packed batch's sequences walk their Q tiles unrotated: dash::PackedView::schedule.)
  spec.canonical_q_order = p.mode == ReductionMode::exact;
  spec.exact_q_rotated = spec.canonical_q_order && !packed(p) && exact_q_order_rotated(g);
  spec.shift_spread = p.mode != ReductionMode::exact;
  *plan = r;
  return Status::Ok();
}
}  // namespace

Status make_plan(BwdParams const& p, DeviceInfo const& device, BwdPlan* plan) {
  Status s = validate_backward(p);
  if (!s.ok()) return s;
  if (plan == nullptr) return invalid("plan is null");
  return resolve_plan(p, device, plan);
}

Status plan_backward(BwdParams const& p, BwdPlan* plan) {
  Status s = validate_backward(p);
  if (!s.ok()) return s;
  if (plan == nullptr) return invalid("plan is null");
  detail::DeviceFacts facts;
  if (!(s = detail::current_hopper_device(&facts)).ok()) return s;
  DeviceInfo device;
  device.sms = facts.sms;
  const cudaError_t e =
      occupancy_of(p.dtype, p.head_dim, head_dim_v_of(p), kernel_of(p), facts.device, &device.ctas_per_sm);
  if (e != cudaSuccess) return cuda_error("occupancy query", e);
  return resolve_plan(p, device, plan);
}

Status backward_num_workers(BwdParams const& p, int* workers) {
  BwdPlan plan;
  Status s = plan_backward(p, &plan);
  if (s.ok()) *workers = plan.schedule.workers;
  return s;
}

namespace bwd_detail {

namespace {
using sm90::bwd::BwdShapeArgs;
using sm90::bwd::BwdTensorArgs;

BwdTensorArgs tensor_args(const BwdParams& p) {
  BwdTensorArgs t{};
  t.q = p.q;
  t.k = p.k;
  t.v = p.v;
  t.o = p.o;
  t.dout = p.dout;
  t.lse = p.lse;
  t.dq = p.dq;
  t.dk = p.dk;
  t.dv = p.dv;
  const Strides4* s[8] = {&p.q_stride,    &p.k_stride,  &p.v_stride,  &p.o_stride,
                          &p.dout_stride, &p.dq_stride, &p.dk_stride, &p.dv_stride};
  int64_t* d[8][3] = {{&t.q_sb, &t.q_sr, &t.q_sh},    {&t.k_sb, &t.k_sr, &t.k_sh},    {&t.v_sb, &t.v_sr, &t.v_sh},
                      {&t.o_sb, &t.o_sr, &t.o_sh},    {&t.do_sb, &t.do_sr, &t.do_sh}, {&t.dq_sb, &t.dq_sr, &t.dq_sh},
                      {&t.dk_sb, &t.dk_sr, &t.dk_sh}, {&t.dv_sb, &t.dv_sr, &t.dv_sh}};
  for (int i = 0; i < 8; ++i) {
    // One tensor of all rows: the TMA maps take the row stride as the (unit) batch's.
    *d[i][0] = packed(p) ? s[i]->seq : s[i]->batch;
    *d[i][1] = s[i]->seq;
    *d[i][2] = s[i]->head;
  }
  t.lse_sb = lse_batch_stride(p);
  t.lse_sh = lse_head_stride(p);
  t.lse_residual = p.lse_residual;
  t.dlse = p.dlse;
  return t;
}

BwdShapeArgs shape_args(const BwdParams& p) {
  BwdShapeArgs sh{};
  sh.batch = static_cast<int>(p.batch);
  sh.heads = static_cast<int>(p.heads);
  sh.heads_kv = static_cast<int>(p.heads_kv);
  sh.seqlen_q = static_cast<int>(p.seqlen_q);
  sh.seqlen_k = static_cast<int>(p.seqlen_k);
  sh.num_q_tiles = static_cast<int>(q_tiles_of(p));
  sh.seqlen_q_pad = sh.num_q_tiles * block_m(p);
  return sh;
}
}  // namespace

BwdKernelParams to_params(BwdParams const& p, BwdPlan const& plan, char* ws, int* mailbox) {
  const WorkspaceLayout lay = layout_of(p);
  BwdKernelParams k{};
  k.tensors = tensor_args(p);
  k.shape = shape_args(p);

  const Geometry geo = geometry_of(p);
  k.mask.causal = geo.causal ? 1 : 0;
  k.mask.window_left = geo.window_left;
  k.mask.window_right = geo.window_right;
  k.mask.unseen_kv_tiles = packed(p) ? 0 : geo.unseen_kv_prefix();

  k.scores.scale = p.softmax_scale > 0.f ? p.softmax_scale : 1.f / std::sqrt(static_cast<float>(p.head_dim));
  // The forward's constant, to the bit; under a softcap the scale comes before the tanh.
  k.scores.softcap = p.softcap;
  k.scores.scale_log2 = sm90::softmax_scale_log2(p.softcap > 0.f ? 1.f : k.scores.scale);

  if (packed(p)) {
    k.packed.cu_seqlens_q = p.cu_seqlens_q;
    k.packed.cu_seqlens_k = p.cu_seqlens_k;
    k.packed.seqused_q = p.seqused_q;
    k.packed.seqused_k = p.seqused_k;
    k.packed.max_seqlen_k =
        static_cast<int>(p.max_seqlen_k > 0 && p.max_seqlen_k < p.seqlen_k ? p.max_seqlen_k : p.seqlen_k);
    int* plan_words = reinterpret_cast<int*>(ws + lay.packed);
    k.packed.order = plan_words;
    k.packed.cu_tasks = plan_words + p.batch;
    k.packed.bad = plan_words + 2 * p.batch + 1;
    k.packed.task_table = reinterpret_cast<int*>(ws + lay.packed_tasks);
  }

  const bool exact = plan.mode == ReductionMode::exact;
  k.ws.dq_accum = reinterpret_cast<float*>(ws + lay.dq_accum);
  k.ws.dsum = reinterpret_cast<float*>(ws + lay.dsum);
  k.ws.lse2 = reinterpret_cast<float*>(ws + lay.lse2);
  k.ws.lse_flags = reinterpret_cast<int*>(ws + lay.lse_flags);
  k.ws.counters = reinterpret_cast<int*>(ws + lay.counters);
  k.ws.error = reinterpret_cast<int*>(ws + lay.error);
  k.ws.task_claim = reinterpret_cast<int*>(ws + lay.task_claims);
  k.ws.error_mailbox = mailbox;
  k.ws.dk_accum = p.heads != p.heads_kv ? reinterpret_cast<float*>(ws + lay.dk_accum) : nullptr;
  k.ws.dv_accum = p.heads != p.heads_kv ? reinterpret_cast<float*>(ws + lay.dv_accum) : nullptr;
  k.ws.dq_exp = reinterpret_cast<int*>(ws + lay.dq_exp);
  // A caller's kv_stats are only read (the preprocess); the K/V pass that writes the
  // workspace's copy then does not run.
  k.reduction.kv_stats_given = exact && p.kv_stats != nullptr ? 1 : 0;
  k.ws.kv_stats =
      k.reduction.kv_stats_given ? const_cast<float*>(p.kv_stats) : reinterpret_cast<float*>(ws + lay.kv_stats);

  k.schedule.kind = static_cast<int>(plan.schedule.kind);
  k.schedule.workers = plan.schedule.workers;
  k.schedule.claims = static_cast<int>(plan.schedule.claims);
  k.schedule.head_interleave = plan.schedule.head_interleave;
  k.schedule.exact_q_rotated = plan.schedule.exact_q_rotated ? 1 : 0;

  k.reduction.ordered = plan.mode == ReductionMode::ordered ? 1 : 0;
  k.reduction.exact_words = exact ? sm90::bwd::kExactNarrow : sm90::bwd::kExactOff;
  k.reduction.exact_check = exact ? 1 : 0;
  // The narrow guard's cap, from the most partials a row can have: the KV tiles of all keys (a
  // packed batch's total bounds every sequence, whatever max_seqlen_k claims).
  k.reduction.exact_guard_units = exact::narrow_guard_units(static_cast<int>((p.seqlen_k + block_n(p) - 1) / block_n(p)));
  k.reduction.watchdog_ns = static_cast<int64_t>(p.watchdog_ms) * 1000000;
  return k;
}

Status prepare_launch(BwdParams const& p, void* workspace, size_t workspace_bytes, BwdLaunch* launch) {
  BwdPlan plan;
  Status s = plan_backward(p, &plan);  // validates first
  if (!s.ok()) return s;
  if (!(s = check_device_errors()).ok()) return s;  // an earlier call's failure, before anything new
  int* mailbox = detail::error_mailbox();
  if (mailbox == nullptr)
    return Status::Error(StatusCode::kCudaError, "dash backward: no pinned host memory for the failure mailbox");
  if (workspace == nullptr) return invalid("workspace is null");
  if (reinterpret_cast<uintptr_t>(workspace) % 256 != 0) return invalid("workspace is not 256-byte aligned");
  if (workspace_bytes < plan.workspace_bytes)  // layout_of(p).total, as make_plan resolved it
    return invalid("workspace too small: " + std::to_string(workspace_bytes) + " bytes, need " +
                   std::to_string(plan.workspace_bytes));

  // The kernel walks its Q tiles as its kind is compiled to: the plan must have asked for that.
  if (plan.schedule.canonical_q_order != canonical_q_order_of(plan.kernel.kind) ||
      plan.schedule.shift_spread != shift_spread_of(plan.kernel.kind))
    return unsupported("the plan's Q order is not its kernel's (an internal inconsistency)");
  launch->plan = plan;
  launch->kernel = to_params(p, plan, static_cast<char*>(workspace), mailbox);
  return Status::Ok();
}

Status run_launch(BwdLaunch const& launch, CUstream_st* stream) {
  const cudaError_t e =
      pick_instance(launch.plan.kernel).launch(launch.plan.kernel, launch.kernel, reinterpret_cast<cudaStream_t>(stream));
  if (e != cudaSuccess) return cuda_error("kernel launch", e);
  return Status::Ok();
}

}  // namespace bwd_detail

Status attention_backward(BwdParams const& p, void* workspace, size_t workspace_bytes, CUstream_st* stream) {
  BwdLaunch launch;
  Status s = prepare_launch(p, workspace, workspace_bytes, &launch);
  if (!s.ok()) return s;
  return run_launch(launch, stream);
}

Status backward_kv_stats(BwdParams const& params, float* kv_stats, CUstream_st* stream) {
  BwdParams p = params;
  p.kv_stats = nullptr;  // an output here
  Status s = validate_backward(p);
  if (!s.ok()) return s;
  if (packed(p)) return unsupported("backward_kv_stats with a packed batch (the backward computes them per sequence)");
  if (kv_stats == nullptr) return invalid("kv_stats is null");
  if (reinterpret_cast<uintptr_t>(kv_stats) % 4 != 0) return invalid("kv_stats is not 4-byte aligned");
  BwdKernelParams k{};  // the K / V pass reads K, V and the sizes only
  k.tensors = tensor_args(p);
  k.shape = shape_args(p);
  k.ws.kv_stats = kv_stats;
  const BwdInstance exact = instance_of(p.dtype, p.head_dim, head_dim_v_of(p), BwdKernel::v1, BwdKernelKind::exact);
  const cudaError_t e = exact.kv_stats(k, reinterpret_cast<cudaStream_t>(stream));
  if (e != cudaSuccess) return cuda_error("kv_stats launch", e);
  return Status::Ok();
}

Status backward_check_error(BwdParams const& p, void* workspace, CUstream_st* stream) {
  Status s = validate_backward(p);
  if (!s.ok()) return s;
  if (workspace == nullptr) return invalid("workspace is null");
  cudaError_t e = cudaStreamSynchronize(reinterpret_cast<cudaStream_t>(stream));
  if (e != cudaSuccess) return cuda_error("cudaStreamSynchronize", e);
  int words[bwd_detail::WorkspaceLayout::kErrorWords] = {};
  e = cudaMemcpy(words, static_cast<char*>(workspace) + layout_of(p).error, sizeof(words), cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) return cuda_error("reading the error word", e);
  if (words[0] == sm90::bwd::kDevOk) return Status::Ok();
  check_device_errors();  // the mailbox holds this same report: taken here, not reported twice
  if (words[0] == sm90::bwd::kDevWatchdog) {
    // rank -1: a claim mode's writer waited for the store of the tile's first partial.
    const std::string what = words[3] < 0 ? std::string("the first partial") : "rank " + std::to_string(words[3]);
    return Status::Error(StatusCode::kCudaError,
                         "dash backward: dQ reduction watchdog expired (worker " + std::to_string(words[5]) +
                             " waited for " + what + " of dQ tile " +
                             std::to_string(words[2]) + " of head " + std::to_string(words[1]) + ", counter stuck at " + std::to_string(words[4]) + ")");
  }
  return Status::Error(StatusCode::kCudaError, "dash backward: unknown device error " + std::to_string(words[0]));
}

Status backward_exact_used_wide(BwdParams const& p, void* workspace, CUstream_st* stream, bool* wide) {
  Status s = validate_backward(p);
  if (!s.ok()) return s;
  if (p.mode != ReductionMode::exact) return invalid("backward_exact_used_wide needs mode == exact");
  if (workspace == nullptr || wide == nullptr) return invalid("workspace or result pointer is null");
  cudaError_t e = cudaStreamSynchronize(reinterpret_cast<cudaStream_t>(stream));
  if (e != cudaSuccess) return cuda_error("cudaStreamSynchronize", e);
  int flag = 0;
  e = cudaMemcpy(&flag, static_cast<char*>(workspace) + layout_of(p).error + 4 * sm90::bwd::kErrWideNeeded,
                 sizeof(flag), cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) return cuda_error("reading the exact-mode flag", e);
  *wide = flag != 0;
  return Status::Ok();
}

}  // namespace dash
