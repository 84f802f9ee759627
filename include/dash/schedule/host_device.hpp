#pragma once
// Qualifiers that let the schedule core run unchanged on the host (simulator,
// CPU tests) and on the device (the backward kernel).
#if defined(__CUDACC__)
#define DASH_HD __host__ __device__ __forceinline__
#else
#define DASH_HD inline
#endif

namespace dash {

DASH_HD int ceil_div(int a, int b) { return (a + b - 1) / b; }
DASH_HD int imin(int a, int b) { return a < b ? a : b; }
DASH_HD int imax(int a, int b) { return a > b ? a : b; }
// Floor division that is correct for negative numerators (b > 0).
DASH_HD int floor_div(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }
// Non-negative remainder (b > 0).
DASH_HD int pos_mod(int a, int b) { int r = a % b; return r < 0 ? r + b : r; }

}  // namespace dash
