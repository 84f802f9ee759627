// dash-sim: compare the backward schedules of dash on the DAG model.
//
// Default: the paper's sweep (16,384 total tokens, hidden 2,048, seqlen 512 ..
// 16,384, head dim 64/128, full and causal) on 132 workers, one table row per
// (config, schedule), plus SVG Gantt charts of the seqlen-2048, head-dim-128
// configs. Exit code 2 on bad input.
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "dash/kernels/sm90/bwd/tile_shape.hpp"
#include "dash/schedule/names.hpp"
#include "dash/schedule/validate.hpp"
#include "sim/dag.hpp"
#include "sim/gantt.hpp"
#include "sim/model.hpp"
#include "sim/simulate.hpp"

namespace {

using namespace dash;
using namespace dash::sim;

const char* assignment_name(Assignment a) {
  return a == Assignment::dynamic ? "dynamic" : a == Assignment::dynamic_early ? "dynamic_early" : "static";
}

const char* kUsage = R"(usage: dash-sim [options]
Without problem options: the paper's sweep (16,384 tokens, hidden 2,048,
seqlen 512..16,384, head dim 64 and 128, full and causal).
Problem (any of these selects a single problem):
  --seqlen N           seqlen_q = seqlen_k = N
  --seqlen-q N, --seqlen-k N
  --batch N            default 16384 / seqlen
  --heads N            default 2048 / head-dim
  --head-dim D         64 or 128 in the sweep; any positive value here (default 128; the tiles
                       of its row of the tile table, or of 128 where it has none)
  --causal | --full    mask (default: both)
Tiles and workers:
  --block-m N, --block-n N   default: the backward's tiles of the head dim (64 -> 128 x 128,
                       96 and 128 -> 64 x 128, 192 and 256 -> 32 x 64)
  --workers N          default 132
  --assignment static|dynamic|dynamic_early   default static (the persistent kernel);
                       dynamic_early: claimed as the last step of the current task starts
  --schedules a,b,...  default: every schedule that applies to the mask
Model costs (microseconds; default from the tile shape, see sim/model.hpp):
  --c X  --masked-factor X  --r X  --latency X
  --claim X            dynamic assignments: from a worker coming free to its next task's first
                       compute (the claim and the first loads; default 0)
Packed batch (dash/schedule/packed.hpp; replaces the problem options):
  --packed L1,L2,...   sequence lengths (queries and keys alike), with --heads, --head-dim and
                       the mask (default causal); prints, for fa3, spt and descending, the
                       makespan of the ordered and the unordered reduction with tasks claimed
                       in launch order (dynamic and dynamic_early)
Output:
  --json               one JSON document instead of the table
  --gantt-dir DIR      where SVG Gantt charts go (default dash-sim-out)
  --no-gantt           write no charts
  --check              also run the coverage, rank and deadlock checks
)";

[[noreturn]] void fail(const std::string& msg) {
  std::fprintf(stderr, "dash-sim: error: %s\n", msg.c_str());
  std::exit(2);
}

int parse_int(const char* flag, const char* v) {
  char* end = nullptr;
  const long x = std::strtol(v, &end, 10);
  if (!*v || *end || x < -(1L << 30) || x > (1L << 30))
    fail(std::string(flag) + " expects an integer, got '" + v + "'");
  return static_cast<int>(x);
}

double parse_double(const char* flag, const char* v) {
  char* end = nullptr;
  const double x = std::strtod(v, &end);
  if (!*v || *end || !(x >= 0) || x > 1e12)
    fail(std::string(flag) + " expects a non-negative number, got '" + v + "'");
  return x;
}

constexpr int kUnset = -(1 << 30) - 1;  // below anything parse_int accepts

struct Options {
  int seqlen_q = kUnset, seqlen_k = kUnset, batch = kUnset, heads = kUnset, head_dim = kUnset;
  int block_m = kUnset, block_n = kUnset, workers = 132;
  int mask = -1;  // -1 both, 0 full, 1 causal
  bool single = false, json = false, gantt = true, check = false;
  Assignment assignment = Assignment::static_persistent;
  std::vector<ScheduleKind> schedules;
  double c = -1, masked_factor = -1, r = -1, latency = -1, claim = -1;
  std::string gantt_dir = "dash-sim-out";
  std::vector<int> packed;  // --packed: sequence lengths
};

Options parse(int argc, char** argv) {
  Options o;
  for (int k = 1; k < argc; ++k) {
    const std::string a = argv[k];
    auto value = [&]() -> const char* {
      if (k + 1 >= argc) fail(a + " needs a value");
      return argv[++k];
    };
    if (a == "-h" || a == "--help") { std::fputs(kUsage, stdout); std::exit(0); }
    else if (a == "--seqlen") { o.seqlen_q = o.seqlen_k = parse_int("--seqlen", value()); o.single = true; }
    else if (a == "--seqlen-q") { o.seqlen_q = parse_int("--seqlen-q", value()); o.single = true; }
    else if (a == "--seqlen-k") { o.seqlen_k = parse_int("--seqlen-k", value()); o.single = true; }
    else if (a == "--batch") { o.batch = parse_int("--batch", value()); o.single = true; }
    else if (a == "--heads") { o.heads = parse_int("--heads", value()); o.single = true; }
    else if (a == "--head-dim") { o.head_dim = parse_int("--head-dim", value()); o.single = true; }
    else if (a == "--causal") o.mask = 1;
    else if (a == "--full") o.mask = 0;
    else if (a == "--block-m") o.block_m = parse_int("--block-m", value());
    else if (a == "--block-n") o.block_n = parse_int("--block-n", value());
    else if (a == "--workers") o.workers = parse_int("--workers", value());
    else if (a == "--assignment") {
      const std::string v = value();
      if (v == "static") o.assignment = Assignment::static_persistent;
      else if (v == "dynamic") o.assignment = Assignment::dynamic;
      else if (v == "dynamic_early") o.assignment = Assignment::dynamic_early;
      else fail("--assignment must be static, dynamic or dynamic_early, got '" + v + "'");
    } else if (a == "--schedules") {
      std::stringstream ss(value());
      std::string name;
      while (std::getline(ss, name, ',')) {
        ScheduleKind kind;
        if (!parse_schedule(name.c_str(), &kind))
          fail("unknown schedule '" + name + "' (fa3, spt, descending, shift, symmetric_shift)");
        o.schedules.push_back(kind);
      }
      if (o.schedules.empty()) fail("--schedules needs at least one name");
    }
    else if (a == "--c") o.c = parse_double("--c", value());
    else if (a == "--masked-factor") o.masked_factor = parse_double("--masked-factor", value());
    else if (a == "--r") o.r = parse_double("--r", value());
    else if (a == "--latency") o.latency = parse_double("--latency", value());
    else if (a == "--claim") o.claim = parse_double("--claim", value());
    else if (a == "--json") o.json = true;
    else if (a == "--gantt-dir") o.gantt_dir = value();
    else if (a == "--no-gantt") o.gantt = false;
    else if (a == "--check") o.check = true;
    else if (a == "--packed") {
      std::stringstream ss(value());
      for (std::string item; std::getline(ss, item, ',');) {
        const int n = parse_int("--packed", item.c_str());
        if (n < 0) fail("--packed lengths must be >= 0, got " + item);
        o.packed.push_back(n);
      }
      if (o.packed.empty()) fail("--packed needs at least one length");
    }
    else fail("unknown option '" + a + "' (see --help)");
  }
  if (o.c == 0) fail("--c must be positive");
  return o;
}

struct Config {
  Geometry geo;
  int head_dim;
};

std::vector<Config> configs(const Options& o) {
  std::vector<Config> out;
  std::vector<int> masks = o.mask < 0 ? std::vector<int>{0, 1} : std::vector<int>{o.mask};
  auto make = [&](int sq, int sk, int d, bool causal, int batch, int heads) {
    Config c;
    c.head_dim = d;
    c.geo.batch = batch;
    c.geo.heads = heads;
    c.geo.seqlen_q = sq;
    c.geo.seqlen_k = sk;
    c.geo.causal = causal;
    // Kernel v1's tiles of the tile table's (d, d) row; a head dim without a row takes 128's.
    const int td = dash::tile_row_index(d, d) >= 0 ? d : 128;
    c.geo.block_m = o.block_m != kUnset ? o.block_m : dash::sm90::bwd::bwd_block_m(dash::BwdKernel::v1, td, td);
    c.geo.block_n = o.block_n != kUnset ? o.block_n : dash::sm90::bwd::bwd_block_n(dash::BwdKernel::v1, td, td);
    return c;
  };
  if (!o.single) {
    for (int d : {64, 128})
      for (int m : masks)
        for (int s = 512; s <= 16384; s *= 2) out.push_back(make(s, s, d, m == 1, 16384 / s, 2048 / d));
    return out;
  }
  const int d = o.head_dim != kUnset ? o.head_dim : 128;
  if (d <= 0) fail("--head-dim must be positive (got " + std::to_string(d) + ")");
  const int sq = o.seqlen_q != kUnset ? o.seqlen_q : (o.seqlen_k != kUnset ? o.seqlen_k : 2048);
  const int sk = o.seqlen_k != kUnset ? o.seqlen_k : sq;
  const int batch = o.batch != kUnset ? o.batch : (sq > 0 ? std::max(1, 16384 / sq) : 1);
  const int heads = o.heads != kUnset ? o.heads : std::max(1, 2048 / d);
  for (int m : masks) out.push_back(make(sq, sk, d, m == 1, batch, heads));
  return out;
}

struct Row {
  ScheduleKind kind;
  SimResult sim;
  DagReport dag;
  CoverageReport coverage, ranks;
  bool checked = false;
};

std::string config_label(const Config& c) {
  char buf[160];
  std::snprintf(buf, sizeof buf, "%s d%d b%d h%d sq%d sk%d tiles %dx%d",
                c.geo.causal ? "causal" : "full", c.head_dim, c.geo.batch, c.geo.heads,
                c.geo.seqlen_q, c.geo.seqlen_k, c.geo.block_m, c.geo.block_n);
  return buf;
}

Cost cost_for(const Options& o, const Config& c) {
  Cost cost = default_cost(c.geo.block_m, c.geo.block_n, c.head_dim);
  if (o.c > 0) cost.c_dense = o.c;
  cost.c_masked = cost.c_dense * (o.masked_factor >= 0 ? o.masked_factor : 1.0);
  if (o.r >= 0) cost.r = o.r;
  if (o.latency >= 0) cost.latency = o.latency;
  if (o.claim >= 0) cost.claim = o.claim;
  return cost;
}

}  // namespace

// --packed: the packed batch's tasks in their launch order (most work first), claimed by
// o.workers CTAs, ordered and unordered, for each kind a packed batch takes.
int run_packed(const Options& o) {
  const int d = o.head_dim != kUnset ? o.head_dim : 128;
  Geometry base;
  base.heads = o.heads != kUnset ? o.heads : 16;
  base.block_m = o.block_m != kUnset ? o.block_m : (d <= 64 ? 128 : 64);
  base.block_n = o.block_n != kUnset ? o.block_n : 128;
  base.causal = o.mask != 0;
  std::vector<int> cu(1, 0);
  for (int n : o.packed) cu.push_back(cu.back() + n);
  const Cost cost = cost_for(o, Config{base, d});
  std::printf("packed: %zu sequences, %d tokens, %d heads, d%d, %s, %d workers\n", o.packed.size(), cu.back(),
              base.heads, d, base.causal ? "causal" : "full", o.workers);
  std::printf("%-11s %-14s %12s %12s %10s %9s\n", "schedule", "claims", "ordered us", "unordered us", "ratio",
              "bound us");
  for (ScheduleKind kind : {ScheduleKind::fa3, ScheduleKind::spt, ScheduleKind::descending}) {
    PackedPlan plan;
    if (const std::string err = plan_packed(cu, cu, base, kind, false, &plan); !err.empty()) fail(err);
    const Expanded e = expand_packed(plan.view(), o.workers);
    for (Assignment a : {Assignment::dynamic, Assignment::dynamic_early}) {
      const SimResult ord = simulate(e, cost, a, false, true), un = simulate(e, cost, a, false, false);
      if (ord.deadlock) fail(std::string("deadlock: ") + schedule_name(kind));
      std::printf("%-11s %-14s %12.1f %12.1f %10.3f %9.1f\n", schedule_name(kind), assignment_name(a), ord.makespan,
                  un.makespan, un.makespan / ord.makespan, ord.lower_bound());
    }
  }
  return 0;
}

int main(int argc, char** argv) {
  const Options o = parse(argc, argv);
  if (!o.packed.empty()) return run_packed(o);
  const std::vector<Config> cfgs = configs(o);
  std::vector<std::vector<Row>> results;
  for (const Config& c : cfgs) {
    std::vector<ScheduleKind> kinds = o.schedules;
    if (kinds.empty())
      for (int k = 0; k < kNumScheduleKinds; ++k)
        if (schedule_applies(static_cast<ScheduleKind>(k), c.geo.causal))
          kinds.push_back(static_cast<ScheduleKind>(k));
    std::vector<Row> rows;
    const Cost cost = cost_for(o, c);
    for (ScheduleKind kind : kinds) {
      Schedule s{c.geo, kind, o.workers};
      if (const std::string err = validate(s); !err.empty()) fail(err);
      const Expanded e = expand(s);
      const bool want_gantt = o.gantt && (o.single || (c.geo.seqlen_q == 2048 && c.head_dim == 128));
      Row row{kind, simulate(e, cost, o.assignment, want_gantt), {}, {}, {}, false};
      if (o.check) {
        row.checked = true;
        row.coverage = check_coverage(e);
        row.ranks = check_ranks(e);
        if (row.ranks.ok) row.dag = analyze_dag(e, cost);
      }
      if (want_gantt) {
        std::filesystem::create_directories(o.gantt_dir);
        char name[200];
        std::snprintf(name, sizeof name, "%s/gantt-%s-d%d-s%d-%s.svg", o.gantt_dir.c_str(),
                      c.geo.causal ? "causal" : "full", c.head_dim, c.geo.seqlen_q, schedule_name(kind));
        std::ofstream(name) << gantt_svg(row.sim, std::string(schedule_name(kind)) + ": " +
                                                      config_label(c) + ", " +
                                                      std::to_string(o.workers) + " workers");
        if (!o.json) std::fprintf(stderr, "wrote %s\n", name);
        row.sim.workers.clear();  // free the segments, keep the totals below
        row.sim.workers.resize(o.workers);
      }
      rows.push_back(std::move(row));
    }
    results.push_back(std::move(rows));
  }

  auto fa3_makespan = [](const std::vector<Row>& rows) {
    for (const Row& r : rows)
      if (r.kind == ScheduleKind::fa3) return r.sim.makespan;
    return 0.0;
  };
  int status = 0;
  if (o.json) {
    const Cost c0 = cost_for(o, cfgs[0]);
    std::printf("{\"workers\": %d, \"assignment\": \"%s\", \"latency_us\": %.6g, \"configs\": [",
                o.workers, assignment_name(o.assignment), c0.latency);
    for (size_t i = 0; i < cfgs.size(); ++i) {
      const Config& c = cfgs[i];
      const Cost cost = cost_for(o, c);
      std::printf("%s\n {\"causal\": %s, \"head_dim\": %d, \"batch\": %d, \"heads\": %d, "
                  "\"seqlen_q\": %d, \"seqlen_k\": %d, \"block_m\": %d, \"block_n\": %d, "
                  "\"c_dense\": %.6g, \"c_masked\": %.6g, \"r\": %.6g, \"schedules\": [",
                  i ? "," : "", c.geo.causal ? "true" : "false", c.head_dim, c.geo.batch, c.geo.heads,
                  c.geo.seqlen_q, c.geo.seqlen_k, c.geo.block_m, c.geo.block_n, cost.c_dense,
                  cost.c_masked, cost.r);
      const double base = fa3_makespan(results[i]);
      for (size_t k = 0; k < results[i].size(); ++k) {
        const Row& r = results[i][k];
        std::printf("%s\n  {\"schedule\": \"%s\", \"makespan\": %.6g, \"lower_bound\": %.6g, "
                    "\"bubble_fraction\": %.6g, \"speedup_vs_fa3\": %s, \"deadlock\": %s",
                    k ? "," : "", schedule_name(r.kind), r.sim.makespan, r.sim.lower_bound(),
                    r.sim.bubble_fraction(),
                    base > 0 && r.sim.makespan > 0 ? std::to_string(base / r.sim.makespan).c_str() : "null",
                    r.sim.deadlock ? "true" : "false");
        if (r.checked)
          std::printf(", \"coverage_ok\": %s, \"ranks_ok\": %s, \"acyclic\": %s, "
                      "\"lemma1_conflicts\": %lld, \"critical_path\": %.6g",
                      r.coverage.ok ? "true" : "false", r.ranks.ok ? "true" : "false",
                      r.dag.acyclic ? "true" : "false", r.dag.lemma1_conflicts, r.dag.critical_path);
        std::printf("}");
      }
      std::printf("]}");
    }
    std::printf("\n]}\n");
  } else {
    std::printf("dash-sim: %d workers, %s assignment; costs in microseconds (sim/model.hpp)\n",
                o.workers, assignment_name(o.assignment));
    std::printf("%-46s %-16s %10s %10s %7s %8s%s\n", "config", "schedule", "makespan", "bound",
                "bubble", "vs fa3", o.check ? "  checks (coverage ranks acyclic lemma1-conflicts)" : "");
    for (size_t i = 0; i < cfgs.size(); ++i) {
      const double base = fa3_makespan(results[i]);
      for (const Row& r : results[i]) {
        std::printf("%-46s %-16s %10.1f %10.1f %6.1f%% %7.3fx", config_label(cfgs[i]).c_str(),
                    schedule_name(r.kind), r.sim.makespan, r.sim.lower_bound(),
                    100.0 * r.sim.bubble_fraction(), base > 0 ? base / r.sim.makespan : 0.0);
        if (r.sim.deadlock) std::printf("  DEADLOCK");
        if (r.checked)
          std::printf("  %s %s %s %lld", r.coverage.ok ? "ok" : "FAIL", r.ranks.ok ? "ok" : "FAIL",
                      r.dag.acyclic ? "ok" : "FAIL", r.dag.lemma1_conflicts);
        std::printf("\n");
      }
    }
  }
  for (const auto& rows : results)
    for (const Row& r : rows)
      if (r.sim.deadlock || (r.checked && (!r.coverage.ok || !r.ranks.ok || !r.dag.acyclic))) status = 1;
  return status;
}
