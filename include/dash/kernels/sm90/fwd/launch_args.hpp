// Plain description of one forward problem handed from the API layer to a kernel instance.
// No CUDA or CuTe types here, so the API (and its CPU tests) need not see the kernels.
#pragma once

#include <cstdint>

#include "dash/plan/tile_table.hpp"

struct CUstream_st;

namespace dash::fwd {

// The work tile a call runs with: the plan's choice (fwd_tile_kind), each kind's shape per head
// dim in fwd_config.hpp. Every instance compiles each kind whose shape differs from kPlain's.
// Calls with a softcap or a kv_stats fold take the plain tile: at head dim 64 the other kinds'
// three warpgroups (160 registers each) hold those loops only by spilling in them (94-165 spill
// instructions per loop in their SASS), while the plain tile's two do not spill.
enum class FwdTileKind : int {
  kPlain = 0,       // causal or windowed calls, and any call the other kinds do not take
  kFullMask = 1,    // no causal diagonal and no window: a tile with no masked area
  kLongCausal = 2,  // dense causal calls without a window from kFwdLongCausalRows queries on
};

// The shortest query sequence of a dense causal call that runs the long-causal tile: three
// consumer warpgroups at head dim 64 were 9-10% faster from 8,192 queries and 1-8% slower up to
// 4,096 (bench/NOTES-fwd.md, 2026-12-05).
constexpr int kFwdLongCausalRows = 8192;

struct FwdLaunchArgs {
  void const* q;  // (batch, seqlen_q, heads, d)
  void const* k;  // (batch, seqlen_k, heads_kv, d)
  void const* v;  // (batch, seqlen_k, heads_kv, d_v)
  void* o;        // (batch, seqlen_q, heads, d_v)
  float* lse;     // (batch, heads, seqlen_q) contiguous
  int batch, seqlen_q, seqlen_k, heads, heads_kv, head_dim, head_dim_v;
  // Strides in elements (the head_dim stride is 1): batch, row (sequence), head.
  int64_t q_stride[3], k_stride[3], v_stride[3], o_stride[3];
  float softmax_scale;  // already resolved (> 0)
  float softcap = 0.f;  // > 0: FwdParams::softcap
  bool causal;
  int window_left = -1, window_right = -1;  // resolved (plan/window.hpp); right is -1 under causal
  float* kv_stats = nullptr;  // optional (batch, heads_kv, 2): max|K|, max_j ||V_j|| (api.hpp)
  float* lse_residual = nullptr;  // optional, laid out as lse (api.hpp)
  // Packed (variable-length) batch: batch + 1 row offsets each (device memory), or null.
  // q / o then hold seqlen_q rows in all and k / v seqlen_k (their batch strides unused), lse
  // is (heads, seqlen_q), and max_seqlen_q bounds every sequence's query count.
  int const* cu_seqlens_q = nullptr;
  int const* cu_seqlens_k = nullptr;
  int max_seqlen_q = 0;
  int const* seqused_q = nullptr;  // packed, optional: batch counts each (api.hpp)
  int const* seqused_k = nullptr;
  int* error_mailbox = nullptr;  // packed: the failure mailbox (device_error_codes.hpp)
  FwdTileKind tile = FwdTileKind::kPlain;  // fwd_tile_kind of the call
  // The device the call runs on (the caller's current one), its SMs and its L2 bytes.
  int device = 0, sms = 0, l2_bytes = 0;
};

// The tile kind of a call (the plan's decision; resolved window limits, -1 for none). The long
// causal tile only where the tile table gives the row one of its own (head dim 64).
constexpr FwdTileKind fwd_tile_kind(int head_dim, int head_dim_v, bool causal, int window_left, int window_right,
                                    bool packed, int seqlen_q, bool softcap, bool kv_stats) {
  const bool windowed = window_left >= 0 || window_right >= 0;
  const FwdTiles t = tile_row(head_dim, head_dim_v).fwd;
  if (softcap || kv_stats) return FwdTileKind::kPlain;
  if (!causal && !windowed) return FwdTileKind::kFullMask;
  if (t.block_m_long_causal != t.block_m && causal && !windowed && !packed && seqlen_q >= kFwdLongCausalRows)
    return FwdTileKind::kLongCausal;
  return FwdTileKind::kPlain;
}

// The fewest query rows of any instance's work tile (the tile table's): the validator derives its
// size limits from it (a larger tile only loosens them).
constexpr int kFwdBlockM = min_fwd_block_m();
static_assert(kFwdBlockM == 128, "the validator's messages name 128-row tiles");

}  // namespace dash::fwd
