#pragma once
// Deliberately naive fp32 reference of attention forward (to produce O and lse) and
// backward: one thread per output element, plain loops, no tiling, no shared memory.
// Independent of the kernels under test (no shared code besides the layout convention).
// The gradients come in two precisions (FlashAttention-3's test rule compares the two):
// kRound = false, the fp32 upcast reference (P and dS kept in fp32); kRound = true, the
// same-precision one (P and dS rounded to the input dtype before the products that take
// them, as a flash kernel computes; the caller rounds its outputs to the dtype).
#include <cuda_runtime.h>

#include <cmath>
#include <cstdint>

namespace dash_test {

// A (batch, seq, heads, d) tensor view with element strides.
struct View {
  int64_t sb, ss, sh;
  __host__ __device__ int64_t at(int b, int s, int h, int c) const { return b * sb + s * ss + h * sh + c; }
};

struct RefDims {
  int b, h, hkv, sq, sk, d;
  bool causal;
  float scale;
  int dv = 0;  // V's (O's, dO's) head dim, at most d; 0: d
  __host__ __device__ int vd() const { return dv ? dv : d; }
  __host__ __device__ int kvh(int h_) const { return h_ / (h / hkv); }
  __host__ __device__ bool visible(int r, int c) const { return !causal || c <= r + sk - sq; }
  __host__ __device__ int64_t pidx(int bi, int hi, int r, int c) const {
    return ((static_cast<int64_t>(bi) * h + hi) * sq + r) * sk + c;
  }
};

template <class T> __device__ float to_f(T x);
template <> __device__ inline float to_f<__nv_bfloat16>(__nv_bfloat16 x) { return __bfloat162float(x); }
template <> __device__ inline float to_f<__half>(__half x) { return __half2float(x); }
template <class T> __device__ T from_f(float x);
template <> __device__ inline __nv_bfloat16 from_f<__nv_bfloat16>(float x) { return __float2bfloat16_rn(x); }
template <> __device__ inline __half from_f<__half>(float x) { return __float2half_rn(x); }
// x as the input dtype holds it (kRound), else x.
template <class T, bool kRound> __device__ inline float as_input(float x) { return kRound ? to_f<T>(from_f<T>(x)) : x; }

// Uniform(-1, 1) from a hash of (seed, index): fresh inputs per test without host transfers.
__device__ inline float hash_uniform(uint64_t seed, uint64_t i) {
  uint64_t x = seed * 0x9E3779B97F4A7C15ull + i * 0xBF58476D1CE4E5B9ull + 0x94D049BB133111EBull;
  x ^= x >> 31; x *= 0xBF58476D1CE4E5B9ull; x ^= x >> 27; x *= 0x94D049BB133111EBull; x ^= x >> 33;
  return static_cast<float>((x >> 40) & 0xFFFFFF) / 8388608.0f - 1.0f;
}
template <class T>
__global__ void fill_random(T* p, int64_t n, uint64_t seed, float amp) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x)
    p[i] = from_f<T>(amp * hash_uniform(seed, i));
}

// S[b,h,r,c] = scale * q.k (fp32), -inf where masked.
template <class T>
__global__ void ref_scores(RefDims D, const T* q, View qv, const T* k, View kv, float* s) {
  const int64_t n = int64_t(D.b) * D.h * D.sq * D.sk;
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const int c = i % D.sk, r = (i / D.sk) % D.sq, hi = (i / D.sk / D.sq) % D.h, bi = i / D.sk / D.sq / D.h;
    float acc = 0.f;
    for (int x = 0; x < D.d; ++x) acc += to_f(q[qv.at(bi, r, hi, x)]) * to_f(k[kv.at(bi, c, D.kvh(hi), x)]);
    s[i] = D.visible(r, c) ? acc * D.scale : -INFINITY;
  }
}

// lse[b,h,r] (natural log; -inf for a row without visible keys), written with strides.
__global__ void ref_lse(RefDims D, const float* s, float* lse, int64_t lse_sb, int64_t lse_sh) {
  const int64_t n = int64_t(D.b) * D.h * D.sq;
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const int r = i % D.sq, hi = (i / D.sq) % D.h, bi = i / D.sq / D.h;
    const float* row = s + D.pidx(bi, hi, r, 0);
    float m = -INFINITY;
    for (int c = 0; c < D.sk; ++c) m = fmaxf(m, row[c]);
    float out = -INFINITY;
    if (m != -INFINITY) {
      double sum = 0.0;
      for (int c = 0; c < D.sk; ++c) sum += exp(double(row[c]) - m);
      out = m + float(log(sum));
    }
    lse[bi * lse_sb + hi * lse_sh + r] = out;
  }
}

// P[b,h,r,c] = exp(S - lse), 0 where masked or where the row sees nothing.
__global__ void ref_probs(RefDims D, float* s_to_p, const float* lse, int64_t lse_sb, int64_t lse_sh) {
  const int64_t n = int64_t(D.b) * D.h * D.sq * D.sk;
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const int r = (i / D.sk) % D.sq, hi = (i / D.sk / D.sq) % D.h, bi = i / D.sk / D.sq / D.h;
    const float l = lse[bi * lse_sb + hi * lse_sh + r];
    s_to_p[i] = (s_to_p[i] == -INFINITY || l == -INFINITY) ? 0.f : expf(s_to_p[i] - l);
  }
}

// O = P V, rounded to T (the backward's input).
template <class T>
__global__ void ref_out(RefDims D, const float* p, const T* v, View vv, T* o, View ov) {
  const int w = D.vd();
  const int64_t n = int64_t(D.b) * D.h * D.sq * w;
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const int x = i % w, r = (i / w) % D.sq, hi = (i / w / D.sq) % D.h, bi = i / w / D.sq / D.h;
    float acc = 0.f;
    for (int c = 0; c < D.sk; ++c) acc += p[D.pidx(bi, hi, r, c)] * to_f(v[vv.at(bi, c, D.kvh(hi), x)]);
    o[ov.at(bi, r, hi, x)] = from_f<T>(acc);
  }
}

// dS = P * (dO.V - rowsum(dO * O)) in place of a dP buffer.
template <class T>
__global__ void ref_dscores(RefDims D, const float* p, const T* dout, View dov, const T* o, View ov, const T* v,
                            View vv, float* ds) {
  const int64_t n = int64_t(D.b) * D.h * D.sq * D.sk;
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const int c = i % D.sk, r = (i / D.sk) % D.sq, hi = (i / D.sk / D.sq) % D.h, bi = i / D.sk / D.sq / D.h;
    float dp = 0.f, dsum = 0.f;
    for (int x = 0; x < D.vd(); ++x) {
      const float g = to_f(dout[dov.at(bi, r, hi, x)]);
      dp += g * to_f(v[vv.at(bi, c, D.kvh(hi), x)]);
      dsum += g * to_f(o[ov.at(bi, r, hi, x)]);
    }
    ds[i] = p[i] * (dp - dsum);
  }
}

// dQ[b,r,h,x] = scale * sum_c dS K   (fp32, packed (b, sq, h, d))
template <class T, bool kRound>
__global__ void ref_dq(RefDims D, const float* ds, const T* k, View kv, float* dq) {
  const int64_t n = int64_t(D.b) * D.sq * D.h * D.d;
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const int x = i % D.d, hi = (i / D.d) % D.h, r = (i / D.d / D.h) % D.sq, bi = i / D.d / D.h / D.sq;
    float acc = 0.f;
    for (int c = 0; c < D.sk; ++c)
      acc += as_input<T, kRound>(ds[D.pidx(bi, hi, r, c)]) * to_f(k[kv.at(bi, c, D.kvh(hi), x)]);
    dq[i] = acc * D.scale;
  }
}

// dK = scale * sum_{q heads of the group} dS^T Q,  dV = sum P^T dO   (fp32, packed (b, sk, hkv, d) and
// (b, sk, hkv, d_v): element x of a row is dV's too where x < d_v)
template <class T, bool kRound>
__global__ void ref_dkdv(RefDims D, const float* p, const float* ds, const T* q, View qv, const T* dout, View dov,
                         float* dk, float* dv) {
  const int64_t n = int64_t(D.b) * D.sk * D.hkv * D.d;
  const int group = D.h / D.hkv;
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const int x = i % D.d, hk = (i / D.d) % D.hkv, c = (i / D.d / D.hkv) % D.sk, bi = i / D.d / D.hkv / D.sk;
    const bool has_v = x < D.vd();
    float ak = 0.f, av = 0.f;
    for (int j = 0; j < group; ++j) {
      const int hi = hk * group + j;
      for (int r = 0; r < D.sq; ++r) {
        const int64_t pi = D.pidx(bi, hi, r, c);
        ak += as_input<T, kRound>(ds[pi]) * to_f(q[qv.at(bi, r, hi, x)]);
        if (has_v) av += as_input<T, kRound>(p[pi]) * to_f(dout[dov.at(bi, r, hi, x)]);
      }
    }
    dk[i] = ak * D.scale;
    if (has_v) dv[((int64_t(bi) * D.sk + c) * D.hkv + hk) * D.vd() + x] = av;
  }
}

}  // namespace dash_test
