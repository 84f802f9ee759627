// compute-sanitizer's racecheck and a named-barrier hand-off (docs/testing.md, 'Sanitizers').
// Two warpgroups pass shared-memory buffers to each other as the split-column backward's
// warpgroups pass P^T and dS^T (split_mainloop.hpp): warpgroup 0 writes A and arrives on barrier
// 1; warpgroup 1 syncs on 1, reads A, writes B and arrives on barrier 2; warpgroup 0 syncs on 2
// and reads B; then the next step. Every access is ordered (an arrive synchronizes with the sync
// that completes its barrier, PTX's memory model), and both modes compute the same values.
//   mode 0: the producer arrives, the consumer syncs (the kernel's pattern);
//   mode 1: both sides sync (control).
//   nvcc -O2 -arch=sm_90a -lineinfo -o handoff handoff.cu
//   compute-sanitizer --tool racecheck ./handoff 0   (reports hazards)
//   compute-sanitizer --tool racecheck ./handoff 1   (reports none)
#include <cstdio>
#include <cstdlib>
template <int MODE>
__global__ void probe(float* out, int steps) {
  __shared__ float A[128], B[128];
  const int t = threadIdx.x & 127, wg = threadIdx.x >> 7;
  float acc = 0.f;
  for (int s = 0; s < steps; ++s) {
    if (wg == 0) {
      A[t ^ 1] = s + t;
      if (MODE == 0) asm volatile("bar.arrive 1, 256;" ::: "memory");
      else asm volatile("bar.sync 1, 256;" ::: "memory");
      asm volatile("bar.sync 2, 256;" ::: "memory");
      acc += B[t ^ 3];
    } else {
      asm volatile("bar.sync 1, 256;" ::: "memory");
      acc += A[t ^ 2];
      B[t ^ 1] = acc;
      if (MODE == 0) asm volatile("bar.arrive 2, 256;" ::: "memory");
      else asm volatile("bar.sync 2, 256;" ::: "memory");
    }
  }
  out[threadIdx.x] = acc;
}
int main(int argc, char** argv) {
  const int mode = argc > 1 ? atoi(argv[1]) : 0;
  float* out; cudaMalloc(&out, 256 * sizeof(float));
  if (mode == 0) probe<0><<<2, 256>>>(out, 8); else probe<1><<<2, 256>>>(out, 8);
  cudaError_t e = cudaDeviceSynchronize();
  float h[256]; cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("mode %d: %s, out[0]=%g out[255]=%g\n", mode, cudaGetErrorString(e), h[0], h[255]);
  return e != cudaSuccess;
}
