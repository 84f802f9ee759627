#pragma once
// The DAG model of the paper over a static schedule: per step a compute node C
// (cost c) then a reduction node R (cost r); program order along each worker's
// chain; a zero-weight edge (plus an optional cross-worker latency) from the
// reduction of rank k-1 to rank k of every dQ tile.
#include <string>
#include <vector>

#include "cost.hpp"
#include "expand.hpp"

namespace dash::sim {

struct CoverageReport {
  bool ok = true;
  std::string error;  // first violation found
};

// Every (head, Q tile, KV tile) pair the mask needs is done exactly once, and no other.
CoverageReport check_coverage(const Expanded& e);
// The ranks of each dQ tile are a permutation of 0..k-1, k = its contributions.
CoverageReport check_ranks(const Expanded& e);

struct DagReport {
  bool acyclic = false;         // false: the counter protocol deadlocks
  long long reduction_edges = 0;
  long long lemma1_conflicts = 0;  // edges u->v with depth(u) >= depth(v)
  double critical_path = 0;     // longest path (as-soon-as-possible end time)
  double longest_chain = 0;     // the same without reduction edges
};

// Depth = position of the step on its worker's chain (0-based).
DagReport analyze_dag(const Expanded& e, const Cost& cost);

}  // namespace dash::sim
