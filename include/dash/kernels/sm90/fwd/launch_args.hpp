// Plain description of one forward problem handed from the API layer to a kernel instance.
// No CUDA or CuTe types here, so the API (and its CPU tests) need not see the kernels.
#pragma once

#include <cstdint>

struct CUstream_st;

namespace dash::fwd {

struct FwdLaunchArgs {
  void const* q;  // (batch, seqlen_q, heads, d)
  void const* k;  // (batch, seqlen_k, heads_kv, d)
  void const* v;  // (batch, seqlen_k, heads_kv, d)
  void* o;        // (batch, seqlen_q, heads, d)
  float* lse;     // (batch, heads, seqlen_q) contiguous
  int batch, seqlen_q, seqlen_k, heads, heads_kv, head_dim;
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
};

// The fewest query rows of any instance's work tile: the validator derives its size limits from
// it (a larger tile only loosens them).
constexpr int kFwdBlockM = 128;

}  // namespace dash::fwd
