/* Plain C ABI of dash (libdash.so), for ctypes and other FFIs.
 *
 * Layouts as in dash/api.hpp: q (batch, seqlen_q, heads, head_dim), k/v (batch, seqlen_k,
 * heads_kv, head_dim), o like q; each *_strides points to 4 int64 strides in elements, in the
 * order (batch, seq, head, dim), with the dim stride 1. lse is (batch, heads, seqlen_q)
 * contiguous fp32 (natural log). */
#ifndef DASH_C_API_H
#define DASH_C_API_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define DASH_DTYPE_BF16 0
#define DASH_DTYPE_FP16 1

/* Status codes (match dash::StatusCode). */
#define DASH_OK 0
#define DASH_ERROR_INVALID_ARGUMENT 1
#define DASH_ERROR_UNSUPPORTED 2
#define DASH_ERROR_CUDA 3
/* The kernels of an earlier backward reported a failure (the dQ reduction watchdog): that
 * call's dQ was set to NaN. Returned once, by the next call or by dash_check_errors. */
#define DASH_ERROR_DEVICE 4

/* dash_attention_forward / dash_attention_backward are dash_forward / dash_backward (below)
 * with positional arguments, kv_stats = NULL and sm_margin = 0. */

/* Enqueues the forward pass on `stream` (a cudaStream_t; NULL = legacy default stream).
 * softmax_scale <= 0 is rejected unless it is exactly 0, which selects 1/sqrt(head_dim).
 * On failure returns a nonzero code, launches nothing and writes a NUL-terminated message
 * into err (if err != NULL and err_len > 0). */
int dash_attention_forward(const void* q, const void* k, const void* v, void* o, float* lse,
                           int dtype, int64_t batch, int64_t seqlen_q, int64_t seqlen_k,
                           int64_t heads, int64_t heads_kv, int64_t head_dim,
                           const int64_t* q_strides, const int64_t* k_strides,
                           const int64_t* v_strides, const int64_t* o_strides, int causal,
                           float softmax_scale, void* stream, char* err, size_t err_len);

/* Backward schedules (dash::ScheduleKind); DASH_SCHEDULE_AUTO lets the plan pick one (dash::plan_backward). */
#define DASH_SCHEDULE_AUTO (-1)
#define DASH_SCHEDULE_FA3 0
#define DASH_SCHEDULE_SPT 1
#define DASH_SCHEDULE_DESCENDING 2
#define DASH_SCHEDULE_SHIFT 3
#define DASH_SCHEDULE_SYMMETRIC_SHIFT 4

/* The dQ reduction (the backward's `deterministic` argument; dash::ReductionMode). Any other
 * value is rejected. */
#define DASH_REDUCTION_UNORDERED 0 /* partials added in arrival order: bits vary run to run */
#define DASH_REDUCTION_ORDERED 1   /* each dQ tile in the schedule's fixed order */
#define DASH_REDUCTION_EXACT 2     /* fixed point: bits independent of order, schedule, workers */

/* Enqueues the backward pass on `stream`: dq, dk, dv (layouts of q, k, v) from dout (layout of
 * q), the forward's o and lse ((batch, heads, seqlen_q) contiguous fp32).
 * deterministic: a DASH_REDUCTION_* code. ORDERED (1): each dQ tile is reduced in the
 * schedule's fixed order (bit-identical results); EXACT (2): fixed-point dQ (bit-identical, no
 * waits, dQ independent of schedule and worker count); UNORDERED (0): atomics in arrival order
 * (the schedule then only orders the tasks).
 * workspace == NULL: validates, stores the workspace size in *workspace_needed and launches
 * nothing. Otherwise workspace (256-byte aligned, e.g. from cudaMalloc) must hold at least
 * that many bytes. Strides as for the forward. Returns as dash_attention_forward. */
int dash_attention_backward(const void* dout, const void* q, const void* k, const void* v,
                            const void* o, const float* lse, void* dq, void* dk, void* dv, int dtype,
                            int64_t batch, int64_t seqlen_q, int64_t seqlen_k, int64_t heads,
                            int64_t heads_kv, int64_t head_dim, int causal, int schedule,
                            int deterministic, float softmax_scale, const int64_t* dout_strides,
                            const int64_t* q_strides, const int64_t* k_strides,
                            const int64_t* v_strides, const int64_t* o_strides,
                            const int64_t* dq_strides, const int64_t* dk_strides,
                            const int64_t* dv_strides, void* workspace, size_t workspace_bytes,
                            size_t* workspace_needed, void* stream, char* err, size_t err_len);

/* The full calls: one struct of arguments each, versioned by its size. Set struct_size to
 * sizeof the struct as your header declares it; the library checks it (a struct from another
 * dash version is refused, never misread). Zero-initialise, then set what you need:
 *   dash_forward_args a = {0}; a.struct_size = sizeof a; ...; dash_forward(&a, err, sizeof err);
 * Strides are in elements, (batch, seq, head, dim), the dim stride 1. */
typedef struct dash_forward_args {
  size_t struct_size;
  const void *q, *k, *v;
  void* o;
  float* lse;                 /* (batch, heads, seqlen_q) contiguous fp32 */
  int dtype;                  /* DASH_DTYPE_* */
  int causal;
  int windowed;               /* nonzero: window_left / window_right below apply (else no window) */
  int64_t batch, seqlen_q, seqlen_k, heads, heads_kv, head_dim;
  int64_t window_left, window_right; /* FlashAttention-3's window_size; -1: that side unbounded */
  int64_t q_strides[4], k_strides[4], v_strides[4], o_strides[4];
  float softmax_scale;        /* 0 selects 1/sqrt(head_dim) */
  float* kv_stats;            /* NULL, or (batch, heads_kv, 2) fp32: exact mode's K / V factors */
  float* lse_residual;        /* NULL, or like lse: what lse's log2 misses, for the backward */
  void* stream;               /* a cudaStream_t; NULL = the legacy default stream */
  /* NULL (a dense batch), or a packed batch of variable-length sequences: batch + 1 int32 row
   * offsets each, in device memory (dash::FwdParams::cu_seqlens_q); q, k, v, o are then of all
   * rows (seqlen_q / seqlen_k: the totals), lse is (heads, seqlen_q). */
  const int *cu_seqlens_q, *cu_seqlens_k;
  int64_t max_seqlen_q;       /* packed: at least every sequence's query rows */
  float softcap;              /* > 0: FlashAttention's logit softcap (dash::FwdParams::softcap); 0: none */
  /* packed, optional (NULL: every row): batch int32 counts each, in device memory, of the query
   * and key rows each sequence uses (dash::FwdParams::seqused_q) */
  const int *seqused_q, *seqused_k;
  int64_t head_dim_v;         /* v's and o's last dimension where it differs from head_dim; 0: head_dim */
} dash_forward_args;

typedef struct dash_backward_args {
  size_t struct_size;
  const void *dout, *q, *k, *v, *o;
  const float* lse;           /* the forward's, (batch, heads, seqlen_q) contiguous fp32 */
  void *dq, *dk, *dv;
  int dtype;                  /* DASH_DTYPE_* */
  int causal;
  int schedule;               /* DASH_SCHEDULE_*; DASH_SCHEDULE_AUTO lets the plan pick */
  int deterministic;          /* DASH_REDUCTION_UNORDERED, _ORDERED or _EXACT */
  int windowed;               /* as in dash_forward_args */
  int64_t batch, seqlen_q, seqlen_k, heads, heads_kv, head_dim;
  int64_t window_left, window_right; /* as in dash_forward_args */
  int64_t dout_strides[4], q_strides[4], k_strides[4], v_strides[4];
  int64_t o_strides[4], dq_strides[4], dk_strides[4], dv_strides[4];
  float softmax_scale;        /* 0 selects 1/sqrt(head_dim) */
  int sm_margin;              /* SMs left to other work (FlashAttention-3's sm_margin) */
  const float* kv_stats;      /* NULL, or (DASH_REDUCTION_EXACT) the factors dash_forward wrote from k, v */
  const float* lse_residual;  /* NULL, or the lse_residual dash_forward wrote with this lse */
  void* workspace;            /* NULL: validate, store the size in *workspace_needed, launch nothing */
  size_t workspace_bytes;
  size_t* workspace_needed;
  void* stream;
  float softcap;              /* the forward's softcap; 0: none */
  /* NULL (a dense batch), or the packed batch the forward took (dash::BwdParams::cu_seqlens_q):
   * q, o, dout, dq of all query rows (seqlen_q), k, v, dk, dv of all key rows (seqlen_k), lse
   * (heads, seqlen_q), batch the number of sequences. */
  const int *cu_seqlens_q, *cu_seqlens_k;
  int64_t max_seqlen_k;       /* packed: at least every sequence's key count (0: seqlen_k) */
  const int *seqused_q, *seqused_k; /* as the forward took them (dash::BwdParams::seqused_q) */
  const float* dlse;          /* NULL, or the loss's gradient of lse, laid out as lse (dash::BwdParams::dlse) */
  int64_t head_dim_v;         /* as in dash_forward_args: v, o, dout, dv's last dimension; 0: head_dim */
} dash_backward_args;

/* Enqueue the forward / the backward as described by args. Return codes and err as above. */
int dash_forward(const dash_forward_args* args, char* err, size_t err_len);
int dash_backward(const dash_backward_args* args, char* err, size_t err_len);

/* Whether `schedule` (DASH_SCHEDULE_*) applies to the mask of a backward with these arguments
 * (window_left / window_right: FlashAttention-3's window_size, -1 for an unbounded side; the
 * window resolved against the lengths as dash_backward resolves it): DASH_OK, or
 * DASH_ERROR_INVALID_ARGUMENT with the reason. The backward's own rule, for a check before
 * anything runs; needs no GPU. */
int dash_check_schedule(int schedule, int causal, int64_t window_left, int64_t window_right, int64_t seqlen_q,
                        int64_t seqlen_k, char* err, size_t err_len);

/* Reports, once, a failure that the kernels of an earlier call recorded (DASH_ERROR_DEVICE
 * with a message), else DASH_OK. synchronize != 0 first waits for all work on the current
 * device, so that a call still running is included; 0 costs no sync. Every other entry
 * point checks this first and returns the failure instead of launching. */
int dash_check_errors(int synchronize, char* err, size_t err_len);

/* Library version as "major.minor.patch". */
const char* dash_version(void);

#ifdef __cplusplus
}
#endif

#endif /* DASH_C_API_H */
