// Argument checks for the forward pass. Every failure names the offending argument.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>

#include "byte_span.hpp"
#include "dash/plan/window.hpp"
#include "fwd_plan.hpp"

namespace dash {
namespace detail {
namespace {

constexpr int64_t kAlignBytes = 16;            // TMA: base addresses and strides
constexpr int64_t kMaxStrideBytes = int64_t(1) << 40;  // TMA global stride limit
constexpr int64_t kMaxGridYZ = 65535;

Status invalid(std::string const& m) { return Status::Error(StatusCode::kInvalidArgument, m); }
Status unsupported(std::string const& m) { return Status::Error(StatusCode::kUnsupported, m); }

// The numbers and addresses in messages, through snprintf rather than an ostringstream: they
// need no locale, and the shipping library links libstdc++ statically, a second copy of its
// locale machinery beside the one of the process that loads it.
std::string str(int64_t v) { return std::to_string(v); }
std::string str(int v) { return std::to_string(v); }
std::string str(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}
std::string str(void const* v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%p", v);
  return buf;
}

using Span = ByteSpan;
Span span_of(void const* ptr, int64_t elem_bytes, int64_t const (&size)[4], int64_t const (&stride)[4]) {
  return byte_span(ptr, elem_bytes, size, stride);
}

Status check_tensor(char const* name, void const* ptr, Strides4 const& s, int64_t elem_bytes) {
  std::string const n(name);
  if (reinterpret_cast<uintptr_t>(ptr) % kAlignBytes != 0) {
    return invalid(n + " pointer must be 16-byte aligned (TMA), got address " + str(ptr));
  }
  if (s.dim != 1) {
    return invalid(n + " last-dimension (head_dim) stride must be 1, got " + str(s.dim));
  }
  struct {
    char const* what;
    int64_t v;
  } const others[3] = {{"batch", s.batch}, {"seq", s.seq}, {"head", s.head}};
  for (auto const& o : others) {
    if (o.v <= 0) {
      return invalid(n + " " + o.what + " stride must be positive, got " + str(o.v));
    }
    if ((o.v * elem_bytes) % kAlignBytes != 0) {
      return invalid(n + " " + o.what + " stride must be a multiple of 16 bytes (" +
                     str(kAlignBytes / elem_bytes) + " elements), got " + str(o.v));
    }
    if (o.v >= kMaxStrideBytes / elem_bytes) {
      return unsupported(n + " " + o.what + " stride is too large for TMA: " + str(o.v));
    }
  }
  return Status::Ok();
}

}  // namespace

Status plan_forward(FwdParams const& p, FwdPlan* plan) {
  struct {
    char const* name;
    void const* ptr;
  } const ptrs[5] = {{"q", p.q}, {"k", p.k}, {"v", p.v}, {"o", p.o}, {"lse", p.lse}};
  for (auto const& t : ptrs) {
    if (t.ptr == nullptr) return invalid(std::string(t.name) + " is a null pointer");
  }
  if (p.dtype != DType::kBF16 && p.dtype != DType::kFP16) {
    return invalid("dtype must be bf16 (0) or fp16 (1), got " + str(int(p.dtype)));
  }
  struct {
    char const* name;
    int64_t v;
  } const sizes[6] = {{"batch", p.batch},   {"seqlen_q", p.seqlen_q}, {"seqlen_k", p.seqlen_k},
                      {"heads", p.heads},   {"heads_kv", p.heads_kv}, {"head_dim", p.head_dim}};
  for (auto const& s : sizes) {
    if (s.v <= 0) return invalid(std::string(s.name) + " must be positive, got " + str(s.v));
  }
  if (p.head_dim_v < 0) return invalid("head_dim_v must be >= 0 (0: head_dim), got " + str(p.head_dim_v));
  int64_t const dv = p.head_dim_v == 0 ? p.head_dim : p.head_dim_v;
  int const row = instance_index(p.dtype, p.head_dim, dv);  // the compiled instance
  if (row < 0) {
    std::string const got = dv == p.head_dim ? str(p.head_dim) : "(" + str(p.head_dim) + ", " + str(dv) + ")";
    return unsupported("head_dim must be " + head_dims_of(p.dtype) + ", got " + got + not_built_note(p.head_dim, dv));
  }
  if (p.heads % p.heads_kv != 0) {
    return invalid("heads (" + str(p.heads) + ") must be a multiple of heads_kv (" + str(p.heads_kv) + ")");
  }
  if (p.batch > kMaxGridYZ) return unsupported("batch must be <= 65535, got " + str(p.batch));
  if (p.heads > INT32_MAX) return unsupported("heads must be < 2^31, got " + str(p.heads));
  int64_t const max_seq = kMaxGridYZ * fwd::kFwdBlockM;
  if (p.seqlen_q > max_seq) {
    return unsupported("seqlen_q must be <= " + str(max_seq) + ", got " + str(p.seqlen_q));
  }
  if (p.seqlen_k > INT32_MAX / 2) {
    return unsupported("seqlen_k must be < 2^30, got " + str(p.seqlen_k));
  }
  bool const packed = p.cu_seqlens_q != nullptr || p.cu_seqlens_k != nullptr;
  if (packed) {
    if (p.cu_seqlens_q == nullptr || p.cu_seqlens_k == nullptr)
      return invalid("a packed batch needs both cu_seqlens_q and cu_seqlens_k");
    if (p.max_seqlen_q < 1 || p.max_seqlen_q > p.seqlen_q)
      return invalid("max_seqlen_q must be in [1, seqlen_q (the total query rows)], got " + str(p.max_seqlen_q));
    if (p.kv_stats != nullptr) return unsupported("kv_stats with a packed batch (pass none: the backward computes them)");
    if (reinterpret_cast<uintptr_t>(p.seqused_q) % 4 != 0 || reinterpret_cast<uintptr_t>(p.seqused_k) % 4 != 0)
      return invalid("seqused_q and seqused_k must be 4-byte aligned");
  } else if (p.seqused_q != nullptr || p.seqused_k != nullptr) {
    return invalid("seqused_q / seqused_k need a packed batch (cu_seqlens_q, cu_seqlens_k)");
  }
  int64_t const m_tiles = ((packed ? p.max_seqlen_q : p.seqlen_q) + fwd::kFwdBlockM - 1) / fwd::kFwdBlockM;
  if (m_tiles * p.heads * p.batch > INT32_MAX) {
    return unsupported("too many work tiles: ceil(seqlen_q / 128) * heads * batch must be < 2^31");
  }
  if (!(std::isfinite(p.softcap) && p.softcap >= 0.f)) return invalid("softcap must be finite and >= 0 (0: none)");
  if (!(std::isfinite(p.softmax_scale) && p.softmax_scale >= 0.f)) {
    return invalid("softmax_scale must be finite and >= 0 (0 selects 1/sqrt(head_dim)), got " +
                   str(p.softmax_scale));
  }

  int64_t const eb = 2;  // both supported dtypes are 16-bit
  // A packed batch is one tensor of all rows: its batch stride is never read (the TMA maps
  // take the row stride in its place).
  auto batch_free = [&](Strides4 st) {
    if (packed) st.batch = st.seq;
    return st;
  };
  Strides4 const q_stride = batch_free(p.q_stride), k_stride = batch_free(p.k_stride),
                 v_stride = batch_free(p.v_stride), o_stride = batch_free(p.o_stride);
  Status s = check_tensor("q", p.q, q_stride, eb);
  if (s.ok()) s = check_tensor("k", p.k, k_stride, eb);
  if (s.ok()) s = check_tensor("v", p.v, v_stride, eb);
  if (s.ok()) s = check_tensor("o", p.o, o_stride, eb);
  if (!s.ok()) return s;
  if (reinterpret_cast<uintptr_t>(p.lse) % sizeof(float) != 0) {
    return invalid("lse pointer must be 4-byte aligned, got address " + str(static_cast<void const*>(p.lse)));
  }

  int64_t const tensor_batch = packed ? 1 : p.batch;  // a packed batch: one tensor of all rows
  auto sp = [&](void const* ptr, int64_t seq, int64_t heads, int64_t d, Strides4 const& st) {
    int64_t const size[4] = {tensor_batch, seq, heads, d};
    int64_t const stride[4] = {st.batch, st.seq, st.head, st.dim};
    return span_of(ptr, eb, size, stride);
  };
  Span const q = sp(p.q, p.seqlen_q, p.heads, p.head_dim, q_stride);
  Span const k = sp(p.k, p.seqlen_k, p.heads_kv, p.head_dim, k_stride);
  Span const v = sp(p.v, p.seqlen_k, p.heads_kv, dv, v_stride);
  Span const o = sp(p.o, p.seqlen_q, p.heads, dv, o_stride);
  int64_t const lse_size[4] = {tensor_batch, p.heads, p.seqlen_q, 1};
  int64_t const lse_stride[4] = {p.heads * p.seqlen_q, p.seqlen_q, 1, 1};
  Span const lse = span_of(p.lse, sizeof(float), lse_size, lse_stride);
  if (overlap(o, q) || overlap(o, k) || overlap(o, v)) {
    return invalid("o must not overlap q, k or v (the address ranges their strides span intersect)");
  }
  if (overlap(lse, q) || overlap(lse, k) || overlap(lse, v) || overlap(lse, o)) {
    return invalid("lse must not overlap q, k, v or o");
  }
  if (p.lse_residual != nullptr) {
    if (reinterpret_cast<uintptr_t>(p.lse_residual) % sizeof(float) != 0) {
      return invalid("lse_residual pointer must be 4-byte aligned, got address " +
                     str(static_cast<void const*>(p.lse_residual)));
    }
    Span const r = span_of(p.lse_residual, sizeof(float), lse_size, lse_stride);
    if (overlap(r, q) || overlap(r, k) || overlap(r, v) || overlap(r, o) || overlap(r, lse)) {
      return invalid("lse_residual must not overlap q, k, v, o or lse");
    }
  }
  ResolvedMask const mask = resolve_mask(p.causal, p.window_left, p.window_right, p.seqlen_q, p.seqlen_k);
  if (p.kv_stats != nullptr) {
    // The forward folds each key tile into the factors from one query tile that visits it; a
    // window leaves no such choice for every key tile, so the backward takes its own K / V pass.
    if (mask.windowed()) return unsupported("kv_stats with a sliding window (pass none: the backward computes them)");
    // The factors feed exact mode's backward; the forward folds them only where that backward
    // exists, so that both passes share one summation order per head dim (kv_stats.hpp).
    if (!kInstances[row].backward)
      return unsupported("kv_stats at head_dim " + str(p.head_dim) + " (it has no backward yet)");
    if (reinterpret_cast<uintptr_t>(p.kv_stats) % sizeof(float) != 0) {
      return invalid("kv_stats pointer must be 4-byte aligned, got address " +
                     str(static_cast<void const*>(p.kv_stats)));
    }
    int64_t const st_size[4] = {p.batch, p.heads_kv, 2, 1};
    int64_t const st_stride[4] = {p.heads_kv * 2, 2, 1, 1};
    Span const st = span_of(p.kv_stats, sizeof(float), st_size, st_stride);
    if (overlap(st, q) || overlap(st, k) || overlap(st, v) || overlap(st, o) || overlap(st, lse)) {
      return invalid("kv_stats must not overlap q, k, v, o or lse");
    }
  }

  if (plan != nullptr) {
    plan->instance = row;
    fwd::FwdLaunchArgs& a = plan->args;
    a.q = p.q;
    a.k = p.k;
    a.v = p.v;
    a.o = p.o;
    a.lse = p.lse;
    a.batch = int(p.batch);
    a.seqlen_q = int(p.seqlen_q);
    a.seqlen_k = int(p.seqlen_k);
    a.heads = int(p.heads);
    a.heads_kv = int(p.heads_kv);
    a.head_dim = int(p.head_dim);
    a.head_dim_v = int(dv);
    auto fill = [](int64_t (&dst)[3], Strides4 const& st) {
      dst[0] = st.batch;
      dst[1] = st.seq;
      dst[2] = st.head;
    };
    fill(a.q_stride, q_stride);
    fill(a.k_stride, k_stride);
    fill(a.v_stride, v_stride);
    fill(a.o_stride, o_stride);
    a.softmax_scale = p.softmax_scale == 0.f ? 1.f / std::sqrt(float(p.head_dim)) : p.softmax_scale;
    a.softcap = p.softcap;
    a.causal = mask.causal;
    a.window_left = mask.left;
    a.window_right = mask.right;
    a.kv_stats = p.kv_stats;
    a.lse_residual = p.lse_residual;
    a.cu_seqlens_q = p.cu_seqlens_q;
    a.cu_seqlens_k = p.cu_seqlens_k;
    a.max_seqlen_q = int(p.max_seqlen_q);
    a.seqused_q = p.seqused_q;
    a.seqused_k = p.seqused_k;
    a.tile = fwd::fwd_tile_kind(a.head_dim, a.head_dim_v, a.causal, a.window_left, a.window_right,
                                p.cu_seqlens_q != nullptr, a.seqlen_q, p.softcap > 0.f, p.kv_stats != nullptr);
  }
  return Status::Ok();
}

}  // namespace detail

Status validate_forward(FwdParams const& params) { return detail::plan_forward(params, nullptr); }

}  // namespace dash
