// extern "C" wrapper over dash::attention_forward for ctypes/FFI callers.
#include "dash/c_api.h"

#include <cstdlib>
#include <cstring>
#include <string>

#include "dash/api.hpp"
#include "dash/bwd_api.hpp"
#include "../bwd/test_hooks.hpp"

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

// What the C++ parameter structs cannot express: null stride arrays, unknown dtype codes.
// Returns DASH_OK or the error code (with the message written).
template <size_t N>
int check_abi_args(char* err, size_t err_len, int dtype, NamedStrides const (&strides)[N]) {
  for (auto const& t : strides) {
    if (t.s == nullptr) {
      return fail(err, err_len, DASH_ERROR_INVALID_ARGUMENT, std::string(t.name) + " is a null pointer");
    }
  }
  if (dtype != DASH_DTYPE_BF16 && dtype != DASH_DTYPE_FP16) {
    return fail(err, err_len, DASH_ERROR_INVALID_ARGUMENT,
                "dtype must be bf16 (0) or fp16 (1), got " + std::to_string(dtype));
  }
  return DASH_OK;
}

// Test hooks of the failure path, from the environment (not part of the ABI): every dQ
// counter starts stuck (DASH_TEST_STUCK_COUNTERS=1), so the watchdog must fire, after
// DASH_TEST_WATCHDOG_MS. The Python tests run them in a child process.
dash::testing::BwdHooks test_hooks(dash::BwdParams& p) {
  dash::testing::BwdHooks h;
  if (char const* e = std::getenv("DASH_TEST_STUCK_COUNTERS"); e != nullptr && std::strcmp(e, "1") == 0)
    h.counter_init = 1 << 20;
  if (char const* e = std::getenv("DASH_TEST_WATCHDOG_MS"); e != nullptr && std::atoi(e) > 0) p.watchdog_ms = std::atoi(e);
  return h;
}

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

}  // namespace

extern "C" int dash_attention_forward_ex(const void* q, const void* k, const void* v, void* o, float* lse,
                                         int dtype, int64_t batch, int64_t seqlen_q, int64_t seqlen_k,
                                         int64_t heads, int64_t heads_kv, int64_t head_dim,
                                         const int64_t* q_strides, const int64_t* k_strides,
                                         const int64_t* v_strides, const int64_t* o_strides, int causal,
                                         float softmax_scale, float* kv_stats, void* stream, char* err,
                                         size_t err_len) {
  try {
    NamedStrides const strides[] = {{"q_strides", q_strides}, {"k_strides", k_strides}, {"v_strides", v_strides},
                                     {"o_strides", o_strides}};
    if (int const code = check_abi_args(err, err_len, dtype, strides); code != DASH_OK) return code;
    dash::FwdParams p;
    p.q = q;
    p.k = k;
    p.v = v;
    p.o = o;
    p.lse = lse;
    set_problem(p, dtype, batch, seqlen_q, seqlen_k, heads, heads_kv, head_dim, causal, softmax_scale);
    p.q_stride = to4(q_strides);
    p.k_stride = to4(k_strides);
    p.v_stride = to4(v_strides);
    p.o_stride = to4(o_strides);
    p.kv_stats = kv_stats;
    dash::Status const s = dash::attention_forward(p, static_cast<CUstream_st*>(stream));
    if (!s.ok()) return fail(err, err_len, static_cast<int>(s.code), s.message);
    write_message(err, err_len, "");
    return DASH_OK;
  } catch (std::exception const& e) {  // never let an exception cross the C boundary
    return fail(err, err_len, DASH_ERROR_INVALID_ARGUMENT, std::string("internal error: ") + e.what());
  }
}

extern "C" int dash_attention_backward_ex(const void* dout, const void* q, const void* k, const void* v,
                                          const void* o, const float* lse, void* dq, void* dk, void* dv,
                                          int dtype, int64_t batch, int64_t seqlen_q, int64_t seqlen_k,
                                          int64_t heads, int64_t heads_kv, int64_t head_dim, int causal,
                                          int schedule, int deterministic, float softmax_scale,
                                          const int64_t* dout_strides, const int64_t* q_strides,
                                          const int64_t* k_strides, const int64_t* v_strides,
                                          const int64_t* o_strides, const int64_t* dq_strides,
                                          const int64_t* dk_strides, const int64_t* dv_strides,
                                          const float* kv_stats, int sm_margin, void* workspace,
                                          size_t workspace_bytes, size_t* workspace_needed, void* stream, char* err,
                                          size_t err_len) {
  try {
    NamedStrides const strides[] = {{"dout_strides", dout_strides}, {"q_strides", q_strides},
                                     {"k_strides", k_strides},       {"v_strides", v_strides},
                                     {"o_strides", o_strides},       {"dq_strides", dq_strides},
                                     {"dk_strides", dk_strides},     {"dv_strides", dv_strides}};
    if (int const code = check_abi_args(err, err_len, dtype, strides); code != DASH_OK) return code;
    if (schedule < DASH_SCHEDULE_AUTO || schedule >= dash::kNumScheduleKinds) {
      return fail(err, err_len, DASH_ERROR_INVALID_ARGUMENT,
                  "schedule must be -1 (auto) or 0..4, got " + std::to_string(schedule));
    }
    dash::BwdParams p;
    p.dout = dout;
    p.q = q;
    p.k = k;
    p.v = v;
    p.o = o;
    p.lse = lse;
    p.dq = dq;
    p.dk = dk;
    p.dv = dv;
    set_problem(p, dtype, batch, seqlen_q, seqlen_k, heads, heads_kv, head_dim, causal, softmax_scale);
    p.dout_stride = to4(dout_strides);
    p.q_stride = to4(q_strides);
    p.k_stride = to4(k_strides);
    p.v_stride = to4(v_strides);
    p.o_stride = to4(o_strides);
    p.dq_stride = to4(dq_strides);
    p.dk_stride = to4(dk_strides);
    p.dv_stride = to4(dv_strides);
    p.mode = deterministic == 2   ? dash::ReductionMode::exact
             : deterministic != 0 ? dash::ReductionMode::ordered
                                  : dash::ReductionMode::unordered;
    p.kv_stats = kv_stats;
    p.sm_margin = sm_margin;
    dash::testing::BwdHooks const hooks = test_hooks(p);
    if (schedule != DASH_SCHEDULE_AUTO) p.schedule = static_cast<dash::ScheduleKind>(schedule);  // else the plan picks
    if (workspace == nullptr) {
      if (workspace_needed == nullptr) {
        return fail(err, err_len, DASH_ERROR_INVALID_ARGUMENT, "workspace and workspace_needed are both null");
      }
      dash::Status const s = dash::validate_backward(p);
      if (!s.ok()) return fail(err, err_len, static_cast<int>(s.code), s.message);
      *workspace_needed = dash::backward_workspace_size(p);
      write_message(err, err_len, "");
      return DASH_OK;
    }
    dash::Status const s =
        dash::testing::attention_backward(p, hooks, workspace, workspace_bytes, static_cast<CUstream_st*>(stream));
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
  return dash_attention_forward_ex(q, k, v, o, lse, dtype, batch, seqlen_q, seqlen_k, heads, heads_kv, head_dim,
                                   q_strides, k_strides, v_strides, o_strides, causal, softmax_scale, nullptr,
                                   stream, err, err_len);
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
  return dash_attention_backward_ex(dout, q, k, v, o, lse, dq, dk, dv, dtype, batch, seqlen_q, seqlen_k, heads,
                                    heads_kv, head_dim, causal, schedule, deterministic, softmax_scale,
                                    dout_strides, q_strides, k_strides, v_strides, o_strides, dq_strides,
                                    dk_strides, dv_strides, nullptr, 0, workspace, workspace_bytes,
                                    workspace_needed, stream, err, err_len);
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
