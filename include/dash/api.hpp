// Public C++ API of dash: deterministic attention for Hopper (sm_90a).
//
// Tensors follow FlashAttention-3: q (batch, seqlen_q, heads, d), k and v (batch, seqlen_k,
// heads_kv, d), o like q. The last dimension must be contiguous (stride 1); the other strides
// are free, in elements, and must be positive multiples of 16 bytes, as must the base pointers.
// lse is (batch, heads, seqlen_q) contiguous fp32, natural-log log-sum-exp of the scaled
// scores; a query row that sees no key gets O = 0 and lse = -inf.
#pragma once

#include <cstdint>
#include <string>

struct CUstream_st;  // = cudaStream_t, without pulling in the CUDA headers

namespace dash {

enum class DType : int { kBF16 = 0, kFP16 = 1 };

enum class StatusCode : int {
  kOk = 0,
  kInvalidArgument = 1,  // a bad pointer, size, stride, dtype or scale
  kUnsupported = 2,      // well-formed but outside what the kernels cover
  kCudaError = 3,        // the CUDA runtime refused (no device, launch failure, ...)
  kDeviceError = 4,      // the kernels of an earlier call reported a failure (check_device_errors)
};

struct Status {
  StatusCode code = StatusCode::kOk;
  std::string message;  // human-readable; empty when ok
  bool ok() const { return code == StatusCode::kOk; }
  static Status Ok() { return {}; }
  static Status Error(StatusCode c, std::string m) { return Status{c, std::move(m)}; }
};

// Strides of a (batch, seq, heads, d) tensor in elements.
struct Strides4 {
  int64_t batch = 0, seq = 0, head = 0, dim = 1;
};

// Packed (batch, seq, heads, d) strides of a contiguous tensor.
inline Strides4 contiguous_strides(int64_t seq, int64_t heads, int64_t d) {
  return Strides4{seq * heads * d, heads * d, d, 1};
}

struct FwdParams {
  void const* q = nullptr;
  void const* k = nullptr;
  void const* v = nullptr;
  void* o = nullptr;      // written in `dtype`
  float* lse = nullptr;   // (batch, heads, seqlen_q) contiguous fp32
  DType dtype = DType::kBF16;
  int64_t batch = 0, seqlen_q = 0, seqlen_k = 0, heads = 0, heads_kv = 0, head_dim = 0;
  // The last dimension of v and o where it differs from q's and k's (multi-head latent
  // attention's (192, 128)); 0: head_dim.
  int64_t head_dim_v = 0;
  Strides4 q_stride, k_stride, v_stride, o_stride;
  bool causal = false;         // bottom-right aligned: row r sees key c iff c <= r + seqlen_k - seqlen_q
  // Sliding window (FlashAttention-3's window_size): row r sees key c iff
  // r + seqlen_k - seqlen_q - window_left <= c <= r + seqlen_k - seqlen_q + window_right; -1 leaves
  // that side unbounded. causal sets window_right to 0 (as FlashAttention-3 does); a side that
  // covers every key (window_left >= seqlen_k - 1, window_right >= seqlen_q - 1) is unbounded.
  int64_t window_left = -1, window_right = -1;
  float softmax_scale = 0.f;   // 0 selects the default 1/sqrt(head_dim)
  // FlashAttention's logit softcap: > 0 turns each score S * softmax_scale into
  // softcap * tanh(S * softmax_scale / softcap) before the softmax; 0: none.
  float softcap = 0.f;
  // Optional (nullptr: not computed): (batch, heads_kv, 2) contiguous fp32, 4-byte aligned,
  // receives max|K| and max_j ||V_j|| per KV head, the K / V factors of the exact backward's
  // dQ bound. Passed to the backward (BwdParams::kv_stats) with the same K and V, it spares
  // that backward its own pass over K and V, with the same bits. Not with a window.
  float* kv_stats = nullptr;
  // Optional (nullptr: not computed): (batch, heads, seqlen_q) contiguous fp32, like lse,
  // receives what the log2 of lse misses of each row's exact log2-domain LSE. Passed to the
  // backward (BwdParams::lse_residual) with this lse, it keeps the backward's probabilities the
  // forward's at any logit magnitude (an fp32 lse alone is off by |lse| * 2^-24, which matters
  // once logits reach the thousands; docs/numerics-limits.md).
  float* lse_residual = nullptr;
  // Optional (nullptr: a dense batch): a packed batch of variable-length sequences
  // (FlashAttention's varlen call). cu_seqlens_q / cu_seqlens_k: batch + 1 non-decreasing int32
  // row offsets from 0 in device memory; sequence b is rows [cu_seqlens_q[b], cu_seqlens_q[b + 1])
  // of q and o and rows [cu_seqlens_k[b], cu_seqlens_k[b + 1]) of k and v. q, k, v and o are then
  // (total rows, heads, d): seqlen_q / seqlen_k give the total rows (their batch strides are
  // unused), lse and lse_residual are (heads, seqlen_q), and max_seqlen_q must be at least every
  // sequence's query count (rows of a longer one would be left unwritten). Causal and windows
  // are per sequence, aligned bottom-right. The offsets are read on the device only: they are
  // not checked here.
  int const* cu_seqlens_q = nullptr;
  int const* cu_seqlens_k = nullptr;
  int64_t max_seqlen_q = 0;
  // Optional with a packed batch (nullptr: every row): FlashAttention's seqused_q / seqused_k,
  // batch int32 counts in device memory. Sequence b then takes only the first seqused_q[b] of its
  // query rows and seqused_k[b] of its key rows; its other query rows of o and lse are left
  // unwritten. A count outside [0, the sequence's rows] makes that sequence's rows of o and lse
  // NaN and is reported at the next dash call or check.
  int const* seqused_q = nullptr;
  int const* seqused_k = nullptr;
};

// Checks every argument without touching the GPU. Outputs must not overlap any input or
// each other (checked on the address ranges the strides span; conservative).
Status validate_forward(FwdParams const& params);

// Validates, then enqueues the forward kernel on `stream`. Stream-ordered: no synchronization,
// no allocation; on any error nothing is launched and nothing is written.
Status attention_forward(FwdParams const& params, CUstream_st* stream);

// The failure an earlier call's kernels recorded (the backward's dQ watchdog: that call's dQ is
// NaN), once: kDeviceError with the report, then kOk until the next failure. Costs no sync
// unless `synchronize`, which first waits for all work on the current device (so that a
// failure of a call still running is seen). attention_forward / attention_backward check it
// first and return the failure instead of launching.
Status check_device_errors(bool synchronize = false);

}  // namespace dash
