#pragma once
// Default costs of the simulator, derived from the tile shape and from numbers
// measured on an H200 (see ../shared/docs/dash-paper.md), in microseconds:
//  - compute: backward FLOPs of one tile pair (2.5 x the forward's 4*bm*bn*d) at
//    the per-SM share of a 600-TFLOPS backward (132 SMs);
//  - reduce: the fp32 dQ partial (bm x d x 4 bytes) at the per-SM share of the
//    measured 3.86 TB/s bulk reduce-add bandwidth;
//  - latency: the measured median one-way counter handoff between two SMs
//    (1,054 cycles at 1.98 GHz).
#include "cost.hpp"

namespace dash::sim {

struct ModelDefaults {
  double backward_tflops = 600.0;
  double reduce_tbps = 3.86;
  int sms = 132;
  double latency_us = 1054.0 / 1980.0;
  double masked_factor = 1.0;  // diagonal tiles do the same matrix work
};

inline Cost default_cost(int block_m, int block_n, int head_dim, const ModelDefaults& m = {}) {
  const double flops = 2.5 * 4.0 * block_m * block_n * head_dim;
  const double flops_per_us = m.backward_tflops * 1e6 / m.sms;
  const double bytes = 4.0 * block_m * head_dim;
  const double bytes_per_us = m.reduce_tbps * 1e6 / m.sms;
  Cost c;
  c.c_dense = flops / flops_per_us;
  c.c_masked = c.c_dense * m.masked_factor;
  c.r = bytes / bytes_per_us;
  c.latency = m.latency_us;
  return c;
}

}  // namespace dash::sim
