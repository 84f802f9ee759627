#include "dag.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace dash::sim {
namespace {

std::string pair_name(int bh, int q, int kv) {
  return "(head " + std::to_string(bh) + ", q tile " + std::to_string(q) + ", kv tile " +
         std::to_string(kv) + ")";
}

// For every dQ tile, its steps sorted by rank (ranks assumed valid).
std::vector<std::vector<int>> steps_by_rank(const Expanded& e) {
  std::vector<std::vector<int>> order(e.num_dq_tiles());
  const Geometry& g = e.schedule.geo;
  for (int q = 0; q < g.num_q_tiles(); ++q) {
    for (int bh = 0; bh < g.num_heads_total(); ++bh)
      order[bh * g.num_q_tiles() + q].assign(g.kv_count(q), -1);
  }
  for (int i = 0; i < e.num_steps(); ++i) {
    auto& o = order[e.dq_tile(e.steps[i])];
    const int r = e.steps[i].rank;
    if (r >= 0 && r < static_cast<int>(o.size())) o[r] = i;  // bad ranks: check_ranks reports
  }
  for (auto& o : order) o.erase(std::remove(o.begin(), o.end(), -1), o.end());
  return order;
}

}  // namespace

CoverageReport check_coverage(const Expanded& e) {
  CoverageReport rep;
  const Geometry& g = e.schedule.geo;
  const int nq = g.num_q_tiles(), nk = g.num_kv_tiles();
  std::vector<unsigned char> seen(static_cast<size_t>(g.num_heads_total()) * nq * nk, 0);
  for (const StepInfo& s : e.steps) {
    if (s.bh < 0 || s.bh >= g.num_heads_total() || s.q_tile < 0 || s.q_tile >= nq ||
        s.kv_tile < 0 || s.kv_tile >= nk) {
      rep.ok = false;
      rep.error = "step outside the problem: " + pair_name(s.bh, s.q_tile, s.kv_tile);
      return rep;
    }
    if (!g.needed(s.q_tile, s.kv_tile)) {
      rep.ok = false;
      rep.error = "masked-out pair visited: " + pair_name(s.bh, s.q_tile, s.kv_tile);
      return rep;
    }
    unsigned char& v = seen[(static_cast<size_t>(s.bh) * nq + s.q_tile) * nk + s.kv_tile];
    if (v) {
      rep.ok = false;
      rep.error = "pair visited twice: " + pair_name(s.bh, s.q_tile, s.kv_tile);
      return rep;
    }
    v = 1;
  }
  for (int bh = 0; bh < g.num_heads_total(); ++bh)
    for (int q = 0; q < nq; ++q)
      for (int kv = 0; kv < nk; ++kv)
        if (g.needed(q, kv) && !seen[(static_cast<size_t>(bh) * nq + q) * nk + kv]) {
          rep.ok = false;
          rep.error = "needed pair never visited: " + pair_name(bh, q, kv);
          return rep;
        }
  return rep;
}

CoverageReport check_ranks(const Expanded& e) {
  CoverageReport rep;
  const Geometry& g = e.schedule.geo;
  const int nq = g.num_q_tiles();
  std::vector<std::vector<int>> hits(e.num_dq_tiles());
  for (const StepInfo& s : e.steps) hits[e.dq_tile(s)].push_back(s.rank);
  for (int tile = 0; tile < e.num_dq_tiles(); ++tile) {
    std::vector<int>& r = hits[tile];
    const int k = g.kv_count(tile % nq);
    std::sort(r.begin(), r.end());
    bool perm = static_cast<int>(r.size()) == k;
    for (int i = 0; perm && i < k; ++i) perm = r[i] == i;
    if (!perm) {
      rep.ok = false;
      std::string got;
      for (size_t i = 0; i < r.size() && i < 16; ++i) got += (i ? "," : "") + std::to_string(r[i]);
      if (r.size() > 16) got += ",...";
      rep.error = "dQ tile (head " + std::to_string(tile / nq) + ", q tile " +
                  std::to_string(tile % nq) + ") ranks are not a permutation of 0.." +
                  std::to_string(k - 1) + ": got {" + got + "}";
      return rep;
    }
  }
  return rep;
}

DagReport analyze_dag(const Expanded& e, const Cost& cost) {
  DagReport rep;
  const int n = e.num_steps();
  const auto chains = static_chains(e);
  std::vector<int> worker(n, -1), depth(n, 0), chain_next(n, -1), rank_next(n, -1);
  std::vector<int> indegree(n, 0);
  for (int w = 0; w < static_cast<int>(chains.size()); ++w) {
    const auto& c = chains[w];
    for (int k = 0; k < static_cast<int>(c.size()); ++k) {
      worker[c[k]] = w;
      depth[c[k]] = k;
      if (k + 1 < static_cast<int>(c.size())) {
        chain_next[c[k]] = c[k + 1];
        ++indegree[c[k + 1]];
      }
    }
  }
  for (const auto& order : steps_by_rank(e)) {
    for (size_t k = 1; k < order.size(); ++k) {
      const int u = order[k - 1], v = order[k];
      rank_next[u] = v;
      ++indegree[v];
      ++rep.reduction_edges;
      if (depth[u] >= depth[v]) ++rep.lemma1_conflicts;
    }
  }

  // Kahn's algorithm; times are the as-soon-as-possible schedule, whose end is
  // the critical path. c_end = end of compute, r_end = end of the reduction.
  std::vector<double> chain_ready(n, 0.0), reduce_ready(n, 0.0), r_end(n, 0.0);
  std::vector<int> ready;
  for (int i = 0; i < n; ++i)
    if (indegree[i] == 0) ready.push_back(i);
  int done = 0;
  while (!ready.empty()) {
    const int u = ready.back();
    ready.pop_back();
    ++done;
    const double c = e.steps[u].masked ? cost.c_masked : cost.c_dense;
    const double start_r = std::max(chain_ready[u] + c, reduce_ready[u]);
    r_end[u] = start_r + cost.r;
    rep.critical_path = std::max(rep.critical_path, r_end[u]);
    if (const int v = chain_next[u]; v >= 0) {
      chain_ready[v] = std::max(chain_ready[v], r_end[u]);
      if (--indegree[v] == 0) ready.push_back(v);
    }
    if (const int v = rank_next[u]; v >= 0) {
      const double lat = worker[u] != worker[v] ? cost.latency : 0.0;
      reduce_ready[v] = std::max(reduce_ready[v], r_end[u] + lat);
      if (--indegree[v] == 0) ready.push_back(v);
    }
  }
  rep.acyclic = done == n;
  if (!rep.acyclic) rep.critical_path = 0;
  for (const auto& c : chains) {
    double len = 0;
    for (int i : c) len += (e.steps[i].masked ? cost.c_masked : cost.c_dense) + cost.r;
    rep.longest_chain = std::max(rep.longest_chain, len);
  }
  return rep;
}

}  // namespace dash::sim
