// The C ABI (include/dash/c_api.h) over the C++ API, for ctypes and other FFIs.
#include "dash/c_api.h"

#include <cstring>
#include <string>

#include "dash/api.hpp"
#include "dash/bwd_api.hpp"
#if DASH_TEST_HOOKS
#include <atomic>

#include "../bwd/test_hooks.hpp"
#endif

namespace {

void write_message(char* err, size_t err_len, std::string const& msg) {
  if (err == nullptr || err_len == 0) return;
  size_t const n = msg.size() < err_len - 1 ? msg.size() : err_len - 1;
  std::memcpy(err, msg.data(), n);
  err[n] = '\0';
}

int fail(char* err, size_t err_len, int code, std::string const& msg) {
  write_message(err, err_len, msg);
  return code;
}

struct NamedStrides {
  char const* name;
  int64_t const* s;
};

// Null stride arrays of the positional entry points (the structs hold their strides).
// Returns DASH_OK or the error code (with the message written).
template <size_t N>
int check_strides(char* err, size_t err_len, NamedStrides const (&strides)[N]) {
  for (auto const& t : strides)
    if (t.s == nullptr) return fail(err, err_len, DASH_ERROR_INVALID_ARGUMENT, std::string(t.name) + " is a null pointer");
  return DASH_OK;
}

// What the C++ parameter structs cannot express: an unknown dtype code.
int check_dtype(char* err, size_t err_len, int dtype) {
  if (dtype != DASH_DTYPE_BF16 && dtype != DASH_DTYPE_FP16)
    return fail(err, err_len, DASH_ERROR_INVALID_ARGUMENT,
                "dtype must be bf16 (0) or fp16 (1), got " + std::to_string(dtype));
  return DASH_OK;
}

// A DASH_SCHEDULE_* code: -1 (auto) or a schedule kind.
int check_schedule_code(char* err, size_t err_len, int schedule) {
  if (schedule < DASH_SCHEDULE_AUTO || schedule >= dash::kNumScheduleKinds)
    return fail(err, err_len, DASH_ERROR_INVALID_ARGUMENT,
                "schedule must be -1 (auto) or 0..4, got " + std::to_string(schedule));
  return DASH_OK;
}

void copy4(int64_t (&dst)[4], int64_t const* src) {
  for (int i = 0; i < 4; ++i) dst[i] = src[i];
}

#if DASH_TEST_HOOKS
// The failure path's test hook (test builds only, not part of the ABI): set by
// dash_testing_stuck_backward, every later backward of the process starts its dQ counters
// stuck, so that the watchdog fires after watchdog_ms. The Python tests call it in a child
// process.
std::atomic<int> g_stuck_watchdog_ms{0};

dash::Status run_backward(dash::BwdParams& p, void* workspace, size_t workspace_bytes, CUstream_st* stream) {
  dash::testing::BwdHooks h;
  if (int const ms = g_stuck_watchdog_ms.load(); ms > 0) {
    h.counter_init = 1 << 20;
    p.watchdog_ms = ms;
  }
  return dash::testing::attention_backward(p, h, workspace, workspace_bytes, stream);
}
#else
dash::Status run_backward(dash::BwdParams& p, void* workspace, size_t workspace_bytes, CUstream_st* stream) {
  return dash::attention_backward(p, workspace, workspace_bytes, stream);
}
#endif

dash::Strides4 to4(int64_t const* s) { return dash::Strides4{s[0], s[1], s[2], s[3]}; }

// The problem description both entry points share (FwdParams and BwdParams name them alike).
template <class Params>
void set_problem(Params& p, int dtype, int64_t batch, int64_t seqlen_q, int64_t seqlen_k, int64_t heads,
                 int64_t heads_kv, int64_t head_dim, int causal, float softmax_scale) {
  p.dtype = static_cast<dash::DType>(dtype);
  p.batch = batch;
  p.seqlen_q = seqlen_q;
  p.seqlen_k = seqlen_k;
  p.heads = heads;
  p.heads_kv = heads_kv;
  p.head_dim = head_dim;
  p.causal = causal != 0;
  p.softmax_scale = softmax_scale;
}

static_assert(DASH_REDUCTION_UNORDERED == static_cast<int>(dash::ReductionMode::unordered) &&
                  DASH_REDUCTION_ORDERED == static_cast<int>(dash::ReductionMode::ordered) &&
                  DASH_REDUCTION_EXACT == static_cast<int>(dash::ReductionMode::exact),
              "the C ABI and the C++ API number the reductions alike");

// A struct from another dash version is refused, never misread.
template <class Args>
int check_struct(Args const* a, char const* name, char* err, size_t err_len) {
  if (a == nullptr) return fail(err, err_len, DASH_ERROR_INVALID_ARGUMENT, std::string(name) + " is null");
  if (a->struct_size != sizeof(Args))
    return fail(err, err_len, DASH_ERROR_INVALID_ARGUMENT,
                std::string(name) + ".struct_size is " + std::to_string(a->struct_size) + ", this dash expects " +
                    std::to_string(sizeof(Args)) + " (a header of another dash version?)");
  return DASH_OK;
}

}  // namespace

extern "C" int dash_forward(const dash_forward_args* a, char* err, size_t err_len) {
  try {
    if (int const code = check_struct(a, "args", err, err_len); code != DASH_OK) return code;
    if (int const code = check_dtype(err, err_len, a->dtype); code != DASH_OK) return code;
    dash::FwdParams p;
    p.q = a->q;
    p.k = a->k;
    p.v = a->v;
    p.o = a->o;
    p.lse = a->lse;
    set_problem(p, a->dtype, a->batch, a->seqlen_q, a->seqlen_k, a->heads, a->heads_kv, a->head_dim, a->causal,
                a->softmax_scale);
    if (a->windowed != 0) p.window_left = a->window_left, p.window_right = a->window_right;
    p.softcap = a->softcap;
    p.head_dim_v = a->head_dim_v;
    p.q_stride = to4(a->q_strides);
    p.k_stride = to4(a->k_strides);
    p.v_stride = to4(a->v_strides);
    p.o_stride = to4(a->o_strides);
    p.kv_stats = a->kv_stats;
    p.lse_residual = a->lse_residual;
    p.cu_seqlens_q = a->cu_seqlens_q;
    p.cu_seqlens_k = a->cu_seqlens_k;
    p.max_seqlen_q = a->max_seqlen_q;
    p.seqused_q = a->seqused_q;
    p.seqused_k = a->seqused_k;
    dash::Status const s = dash::attention_forward(p, static_cast<CUstream_st*>(a->stream));
    if (!s.ok()) return fail(err, err_len, static_cast<int>(s.code), s.message);
    write_message(err, err_len, "");
    return DASH_OK;
  } catch (std::exception const& e) {  // never let an exception cross the C boundary
    return fail(err, err_len, DASH_ERROR_INVALID_ARGUMENT, std::string("internal error: ") + e.what());
  }
}

extern "C" int dash_backward(const dash_backward_args* a, char* err, size_t err_len) {
  try {
    if (int const code = check_struct(a, "args", err, err_len); code != DASH_OK) return code;
    if (int const code = check_dtype(err, err_len, a->dtype); code != DASH_OK) return code;
    if (int const code = check_schedule_code(err, err_len, a->schedule); code != DASH_OK) return code;
    if (a->deterministic < DASH_REDUCTION_UNORDERED || a->deterministic > DASH_REDUCTION_EXACT) {
      return fail(err, err_len, DASH_ERROR_INVALID_ARGUMENT,
                  "deterministic must be 0 (unordered), 1 (ordered) or 2 (exact), got " +
                      std::to_string(a->deterministic));
    }
    dash::BwdParams p;
    p.dout = a->dout;
    p.q = a->q;
    p.k = a->k;
    p.v = a->v;
    p.o = a->o;
    p.lse = a->lse;
    p.dq = a->dq;
    p.dk = a->dk;
    p.dv = a->dv;
    set_problem(p, a->dtype, a->batch, a->seqlen_q, a->seqlen_k, a->heads, a->heads_kv, a->head_dim, a->causal,
                a->softmax_scale);
    if (a->windowed != 0) p.window_left = a->window_left, p.window_right = a->window_right;
    p.softcap = a->softcap;
    p.head_dim_v = a->head_dim_v;
    p.cu_seqlens_q = a->cu_seqlens_q;
    p.cu_seqlens_k = a->cu_seqlens_k;
    p.max_seqlen_k = a->max_seqlen_k;
    p.seqused_q = a->seqused_q;
    p.seqused_k = a->seqused_k;
    p.dout_stride = to4(a->dout_strides);
    p.q_stride = to4(a->q_strides);
    p.k_stride = to4(a->k_strides);
    p.v_stride = to4(a->v_strides);
    p.o_stride = to4(a->o_strides);
    p.dq_stride = to4(a->dq_strides);
    p.dk_stride = to4(a->dk_strides);
    p.dv_stride = to4(a->dv_strides);
    p.mode = static_cast<dash::ReductionMode>(a->deterministic);  // one numbering (checked above)
    p.kv_stats = a->kv_stats;
    p.lse_residual = a->lse_residual;
    p.dlse = a->dlse;
    p.sm_margin = a->sm_margin;
    if (a->schedule != DASH_SCHEDULE_AUTO) p.schedule = static_cast<dash::ScheduleKind>(a->schedule);  // else the plan picks
    if (a->workspace == nullptr) {
      if (a->workspace_needed == nullptr) {
        return fail(err, err_len, DASH_ERROR_INVALID_ARGUMENT, "workspace and workspace_needed are both null");
      }
      dash::Status const s = dash::validate_backward(p);
      if (!s.ok()) return fail(err, err_len, static_cast<int>(s.code), s.message);
      *a->workspace_needed = dash::backward_workspace_size(p);
      write_message(err, err_len, "");
      return DASH_OK;
    }
    dash::Status const s = run_backward(p, a->workspace, a->workspace_bytes, static_cast<CUstream_st*>(a->stream));
    if (!s.ok()) return fail(err, err_len, static_cast<int>(s.code), s.message);
    write_message(err, err_len, "");
    return DASH_OK;
  } catch (std::exception const& e) {  // never let an exception cross the C boundary
    return fail(err, err_len, DASH_ERROR_INVALID_ARGUMENT, std::string("internal error: ") + e.what());
  }
}

extern "C" int dash_attention_forward(const void* q, const void* k, const void* v, void* o, float* lse,
                                      int dtype, int64_t batch, int64_t seqlen_q, int64_t seqlen_k,
                                      int64_t heads, int64_t heads_kv, int64_t head_dim,
                                      const int64_t* q_strides, const int64_t* k_strides,
                                      const int64_t* v_strides, const int64_t* o_strides, int causal,
                                      float softmax_scale, void* stream, char* err, size_t err_len) {
  NamedStrides const strides[] = {{"q_strides", q_strides}, {"k_strides", k_strides}, {"v_strides", v_strides},
                                   {"o_strides", o_strides}};
  if (int const code = check_strides(err, err_len, strides); code != DASH_OK) return code;
  dash_forward_args a{};
  a.struct_size = sizeof a;
  a.q = q, a.k = k, a.v = v, a.o = o, a.lse = lse;
  a.dtype = dtype, a.causal = causal;
  a.batch = batch, a.seqlen_q = seqlen_q, a.seqlen_k = seqlen_k, a.heads = heads, a.heads_kv = heads_kv;
  a.head_dim = head_dim;
  copy4(a.q_strides, q_strides), copy4(a.k_strides, k_strides), copy4(a.v_strides, v_strides);
  copy4(a.o_strides, o_strides);
  a.softmax_scale = softmax_scale;
  a.stream = stream;
  return dash_forward(&a, err, err_len);
}

extern "C" int dash_attention_backward(const void* dout, const void* q, const void* k, const void* v,
                                       const void* o, const float* lse, void* dq, void* dk, void* dv,
                                       int dtype, int64_t batch, int64_t seqlen_q, int64_t seqlen_k,
                                       int64_t heads, int64_t heads_kv, int64_t head_dim, int causal,
                                       int schedule, int deterministic, float softmax_scale,
                                       const int64_t* dout_strides, const int64_t* q_strides,
                                       const int64_t* k_strides, const int64_t* v_strides,
                                       const int64_t* o_strides, const int64_t* dq_strides,
                                       const int64_t* dk_strides, const int64_t* dv_strides, void* workspace,
                                       size_t workspace_bytes, size_t* workspace_needed, void* stream,
                                       char* err, size_t err_len) {
  NamedStrides const strides[] = {{"dout_strides", dout_strides}, {"q_strides", q_strides},
                                   {"k_strides", k_strides},       {"v_strides", v_strides},
                                   {"o_strides", o_strides},       {"dq_strides", dq_strides},
                                   {"dk_strides", dk_strides},     {"dv_strides", dv_strides}};
  if (int const code = check_strides(err, err_len, strides); code != DASH_OK) return code;
  dash_backward_args a{};
  a.struct_size = sizeof a;
  a.dout = dout, a.q = q, a.k = k, a.v = v, a.o = o, a.lse = lse, a.dq = dq, a.dk = dk, a.dv = dv;
  a.dtype = dtype, a.causal = causal, a.schedule = schedule, a.deterministic = deterministic;
  a.batch = batch, a.seqlen_q = seqlen_q, a.seqlen_k = seqlen_k, a.heads = heads, a.heads_kv = heads_kv;
  a.head_dim = head_dim;
  copy4(a.dout_strides, dout_strides), copy4(a.q_strides, q_strides), copy4(a.k_strides, k_strides);
  copy4(a.v_strides, v_strides), copy4(a.o_strides, o_strides), copy4(a.dq_strides, dq_strides);
  copy4(a.dk_strides, dk_strides), copy4(a.dv_strides, dv_strides);
  a.softmax_scale = softmax_scale;
  a.workspace = workspace, a.workspace_bytes = workspace_bytes, a.workspace_needed = workspace_needed;
  a.stream = stream;
  return dash_backward(&a, err, err_len);
}

extern "C" int dash_check_schedule(int schedule, int causal, int64_t window_left, int64_t window_right,
                                   int64_t seqlen_q, int64_t seqlen_k, char* err, size_t err_len) {
  try {
    if (int const code = check_schedule_code(err, err_len, schedule); code != DASH_OK) return code;
    if (schedule == DASH_SCHEDULE_AUTO) {
      write_message(err, err_len, "");
      return DASH_OK;
    }
    dash::Status const s = dash::check_schedule_applies(static_cast<dash::ScheduleKind>(schedule), causal != 0,
                                                        window_left, window_right, seqlen_q, seqlen_k);
    if (!s.ok()) return fail(err, err_len, static_cast<int>(s.code), s.message);
    write_message(err, err_len, "");
    return DASH_OK;
  } catch (std::exception const& e) {
    return fail(err, err_len, DASH_ERROR_INVALID_ARGUMENT, std::string("internal error: ") + e.what());
  }
}

extern "C" int dash_check_errors(int synchronize, char* err, size_t err_len) {
  try {
    dash::Status const s = dash::check_device_errors(synchronize != 0);
    if (!s.ok()) return fail(err, err_len, static_cast<int>(s.code), s.message);
    write_message(err, err_len, "");
    return DASH_OK;
  } catch (std::exception const& e) {
    return fail(err, err_len, DASH_ERROR_INVALID_ARGUMENT, std::string("internal error: ") + e.what());
  }
}

extern "C" const char* dash_version(void) { return "0.1.0"; }

#if DASH_TEST_HOOKS
extern "C" void dash_testing_stuck_backward(int watchdog_ms) {
  g_stuck_watchdog_ms.store(watchdog_ms > 0 ? watchdog_ms : 0);
}
#endif
