#pragma once
// fp64 attention backward, the "truth" of the exact-mode accuracy tests: computed from
// Q, K, V, dO alone (its own P and O in fp64, not the fp32 reference's rounded O / lse).
//   GPU: naive kernels in the style of reference.cuh, for long sequences.
//   Host: plain loops, for small shapes (CPU checks, and to check the GPU version).
// Outputs are packed fp64: dq (b, sq, h, d), dk / dv (b, sk, hkv, d).
#include <cuda_runtime.h>

#include <cmath>
#include <utility>
#include <vector>

#include "bwd_problem.cuh"
#include "hard_cases.cuh"
#include "reference.cuh"

namespace dash_test {

struct Grads64 {
  std::vector<double> dq, dk, dv;
};

template <class T> __device__ inline double to_d(T x) { return double(to_f<T>(x)); }

#define R64_LOOP(n) \
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < (n); i += int64_t(gridDim.x) * blockDim.x)

// S = scale q.k, -inf where masked. s: (b, h, sq, sk)
template <class T>
__global__ void r64_scores(RefDims D, const T* q, View qv, const T* k, View kv, double* s) {
  R64_LOOP(int64_t(D.b) * D.h * D.sq * D.sk) {
    const int c = i % D.sk, r = (i / D.sk) % D.sq, hi = (i / D.sk / D.sq) % D.h, bi = i / D.sk / D.sq / D.h;
    double acc = 0;
    for (int x = 0; x < D.d; ++x) acc += to_d(q[qv.at(bi, r, hi, x)]) * to_d(k[kv.at(bi, c, D.kvh(hi), x)]);
    s[i] = D.visible(r, c) ? acc * double(D.scale) : -INFINITY;
  }
}

// Row softmax in place: S -> P (a row that sees no key stays all 0).
__global__ void r64_softmax(RefDims D, double* s) {
  R64_LOOP(int64_t(D.b) * D.h * D.sq) {
    double* row = s + i * D.sk;
    double m = -INFINITY, sum = 0;
    for (int c = 0; c < D.sk; ++c) m = fmax(m, row[c]);
    for (int c = 0; c < D.sk; ++c) sum += row[c] == -INFINITY ? 0.0 : exp(row[c] - m);
    for (int c = 0; c < D.sk; ++c) row[c] = (m == -INFINITY || row[c] == -INFINITY) ? 0.0 : exp(row[c] - m) / sum;
  }
}

// O = P V, then Dsum = dO . O per row. o: (b, sq, h, d); dsum: (b, h, sq)
template <class T>
__global__ void r64_out(RefDims D, const double* p, const T* v, View vv, double* o) {
  R64_LOOP(int64_t(D.b) * D.sq * D.h * D.d) {
    const int x = i % D.d, hi = (i / D.d) % D.h, r = (i / D.d / D.h) % D.sq, bi = i / D.d / D.h / D.sq;
    double acc = 0;
    for (int c = 0; c < D.sk; ++c) acc += p[D.pidx(bi, hi, r, c)] * to_d(v[vv.at(bi, c, D.kvh(hi), x)]);
    o[i] = acc;
  }
}
template <class T>
__global__ void r64_dsum(RefDims D, const T* dout, View dov, const double* o, double* dsum) {
  R64_LOOP(int64_t(D.b) * D.h * D.sq) {
    const int r = i % D.sq, hi = (i / D.sq) % D.h, bi = i / D.sq / D.h;
    double acc = 0;
    for (int x = 0; x < D.d; ++x)
      acc += to_d(dout[dov.at(bi, r, hi, x)]) * o[((int64_t(bi) * D.sq + r) * D.h + hi) * D.d + x];
    dsum[i] = acc;
  }
}

// dS = P (dO.V - Dsum). ds: (b, h, sq, sk)
template <class T>
__global__ void r64_dscores(RefDims D, const double* p, const T* dout, View dov, const T* v, View vv,
                            const double* dsum, double* ds) {
  R64_LOOP(int64_t(D.b) * D.h * D.sq * D.sk) {
    const int c = i % D.sk, r = (i / D.sk) % D.sq, hi = (i / D.sk / D.sq) % D.h, bi = i / D.sk / D.sq / D.h;
    double dp = 0;
    for (int x = 0; x < D.d; ++x) dp += to_d(dout[dov.at(bi, r, hi, x)]) * to_d(v[vv.at(bi, c, D.kvh(hi), x)]);
    ds[i] = p[i] * (dp - dsum[(int64_t(bi) * D.h + hi) * D.sq + r]);
  }
}

template <class T>
__global__ void r64_dq(RefDims D, const double* ds, const T* k, View kv, double* dq) {
  R64_LOOP(int64_t(D.b) * D.sq * D.h * D.d) {
    const int x = i % D.d, hi = (i / D.d) % D.h, r = (i / D.d / D.h) % D.sq, bi = i / D.d / D.h / D.sq;
    double acc = 0;
    for (int c = 0; c < D.sk; ++c) acc += ds[D.pidx(bi, hi, r, c)] * to_d(k[kv.at(bi, c, D.kvh(hi), x)]);
    dq[i] = acc * double(D.scale);
  }
}

template <class T>
__global__ void r64_dkdv(RefDims D, const double* p, const double* ds, const T* q, View qv, const T* dout,
                         View dov, double* dk, double* dv) {
  const int group = D.h / D.hkv;
  R64_LOOP(int64_t(D.b) * D.sk * D.hkv * D.d) {
    const int x = i % D.d, g = (i / D.d) % D.hkv, c = (i / D.d / D.hkv) % D.sk, bi = i / D.d / D.hkv / D.sk;
    double ak = 0, av = 0;
    for (int hi = g * group; hi < (g + 1) * group; ++hi)
      for (int r = 0; r < D.sq; ++r) {
        const int64_t pi = D.pidx(bi, hi, r, c);
        ak += ds[pi] * to_d(q[qv.at(bi, r, hi, x)]);
        av += p[pi] * to_d(dout[dov.at(bi, r, hi, x)]);
      }
    dk[i] = ak * double(D.scale);
    dv[i] = av;
  }
}
#undef R64_LOOP

template <class T>
Grads64 reference_fp64_gpu_t(const Problem& pr) {
  const Case& c = pr.c;
  RefDims D{c.b, c.h, c.hkv, c.sq, c.sk, c.d, c.causal, pr.scale()};
  auto V = [](const Tensor& t) { return View{t.s.batch, t.s.seq, t.s.head}; };
  auto Tp = [](const Tensor& t) { return reinterpret_cast<const T*>(t.ptr); };
  const int64_t np = int64_t(c.b) * c.h * c.sq * c.sk, nq = int64_t(c.b) * c.sq * c.h * c.d,
                nk = int64_t(c.b) * c.sk * c.hkv * c.d, nr = int64_t(c.b) * c.h * c.sq;
  double *p, *ds, *o, *dsum, *gq, *gk, *gv;
  const std::pair<double**, int64_t> bufs[] = {{&p, np}, {&ds, np}, {&o, nq}, {&dsum, nr},
                                               {&gq, nq}, {&gk, nk}, {&gv, nk}};
  for (auto [ptr, n] : bufs) DT_CUDA(cudaMalloc(ptr, n * sizeof(double)));
  r64_scores<T><<<2048, 256>>>(D, Tp(pr.q), V(pr.q), Tp(pr.k), V(pr.k), p);
  r64_softmax<<<256, 128>>>(D, p);
  r64_out<T><<<2048, 256>>>(D, p, Tp(pr.v), V(pr.v), o);
  r64_dsum<T><<<256, 256>>>(D, Tp(pr.dout), V(pr.dout), o, dsum);
  r64_dscores<T><<<2048, 256>>>(D, p, Tp(pr.dout), V(pr.dout), Tp(pr.v), V(pr.v), dsum, ds);
  r64_dq<T><<<2048, 256>>>(D, ds, Tp(pr.k), V(pr.k), gq);
  r64_dkdv<T><<<2048, 256>>>(D, p, ds, Tp(pr.q), V(pr.q), Tp(pr.dout), V(pr.dout), gk, gv);
  DT_CUDA(cudaGetLastError());
  DT_CUDA(cudaDeviceSynchronize());
  Grads64 g;
  g.dq.resize(nq);
  g.dk.resize(nk);
  g.dv.resize(nk);
  DT_CUDA(cudaMemcpy(g.dq.data(), gq, nq * sizeof(double), cudaMemcpyDeviceToHost));
  DT_CUDA(cudaMemcpy(g.dk.data(), gk, nk * sizeof(double), cudaMemcpyDeviceToHost));
  DT_CUDA(cudaMemcpy(g.dv.data(), gv, nk * sizeof(double), cudaMemcpyDeviceToHost));
  for (double* x : {p, ds, o, dsum, gq, gk, gv}) cudaFree(x);
  return g;
}

inline Grads64 reference_fp64_gpu(const Problem& pr) {
  return pr.c.dtype == dash::DType::kBF16 ? reference_fp64_gpu_t<__nv_bfloat16>(pr)
                                          : reference_fp64_gpu_t<__half>(pr);
}

// Host fp64, same math, on the host copies of the inputs. O(b h sq sk d): small shapes only.
inline Grads64 reference_fp64_host(const Case& c, double scale, const hard::Inputs& in) {
  const int64_t d = c.d, group = c.h / c.hkv;
  Grads64 g;
  g.dq.assign(size_t(c.b) * c.sq * c.h * d, 0.0);
  g.dk.assign(size_t(c.b) * c.sk * c.hkv * d, 0.0);
  g.dv.assign(g.dk.size(), 0.0);
  std::vector<double> p(c.sk), ds(c.sk), o(d);
  for (int bi = 0; bi < c.b; ++bi)
    for (int hi = 0; hi < c.h; ++hi)
      for (int r = 0; r < c.sq; ++r) {
        const int64_t g_ = hi / group;
        const float* qr = &in.q[((int64_t(bi) * c.sq + r) * c.h + hi) * d];
        const float* gr = &in.dout[((int64_t(bi) * c.sq + r) * c.h + hi) * d];
        auto kr = [&](int j) { return &in.k[((int64_t(bi) * c.sk + j) * c.hkv + g_) * d]; };
        auto vr = [&](int j) { return &in.v[((int64_t(bi) * c.sk + j) * c.hkv + g_) * d]; };
        auto visible = [&](int j) { return !c.causal || j <= r + c.sk - c.sq; };
        double m = -INFINITY, sum = 0;
        for (int j = 0; j < c.sk; ++j) {
          double acc = 0;
          for (int x = 0; x < d; ++x) acc += double(qr[x]) * kr(j)[x];
          p[j] = visible(j) ? acc * scale : -INFINITY;
          m = std::max(m, p[j]);
        }
        for (int j = 0; j < c.sk; ++j) sum += p[j] == -INFINITY ? 0.0 : std::exp(p[j] - m);
        std::fill(o.begin(), o.end(), 0.0);
        for (int j = 0; j < c.sk; ++j) {
          p[j] = (m == -INFINITY || p[j] == -INFINITY) ? 0.0 : std::exp(p[j] - m) / sum;
          for (int x = 0; x < d; ++x) o[x] += p[j] * vr(j)[x];
        }
        double dsum = 0;
        for (int x = 0; x < d; ++x) dsum += double(gr[x]) * o[x];
        double* dqr = &g.dq[((int64_t(bi) * c.sq + r) * c.h + hi) * d];
        for (int j = 0; j < c.sk; ++j) {
          double dp = 0;
          for (int x = 0; x < d; ++x) dp += double(gr[x]) * vr(j)[x];
          ds[j] = p[j] * (dp - dsum);
          double* dkr = &g.dk[((int64_t(bi) * c.sk + j) * c.hkv + g_) * d];
          double* dvr = &g.dv[((int64_t(bi) * c.sk + j) * c.hkv + g_) * d];
          for (int x = 0; x < d; ++x) {
            dqr[x] += scale * ds[j] * kr(j)[x];
            dkr[x] += scale * ds[j] * qr[x];
            dvr[x] += p[j] * gr[x];
          }
        }
      }
  return g;
}

}  // namespace dash_test
