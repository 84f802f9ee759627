#pragma once
// Costs of the DAG model, in arbitrary time units.
namespace dash::sim {

struct Cost {
  double c_dense = 1.0;   // compute of one step on a tile pair the mask does not cut
  double c_masked = 1.0;  // compute of one step on a diagonal (partially masked) pair
  double r = 0.2;         // the dQ reduce-add of one step
  double latency = 0.0;   // extra delay of a dependency edge between two workers
  // Dynamic assignment only: from a worker coming free to its next task's first compute (the
  // claim and the first loads, which a static walk prefetches while the previous task runs).
  double claim = 0.0;
};

}  // namespace dash::sim
