#pragma once
// The one table of tiles: a row per (head dim of Q and K, head dim of V and O) that dash
// compiles, with every kernel's tile shape for it. The instances (dash/plan/instances.hpp: each
// row in each dtype), the backward's kernels per row, validation and its messages, the plan's
// tile heights and Python's head-dim lists (held to this table by tests/cpu/test_tile_table.cpp
// and tests/python/test_tile_table.py) all come from here; CMake reads the X(...) rows below to
// generate each instance's translation units (cmake/dash_instances.cmake). Adding a head dim is
// a row here plus its kernels' traits (docs/architecture.md walks it).
// Host and device code alike include it (no CUDA).

// X(name, d, dv, fwd_bm, fwd_bm_full, fwd_bm_long_causal, fwd_bn, fold, v1_bm, v1_bn, v2_bm, v2_bn,
// v2_plan), one row per head-dim pair:
//  - name: the instances' suffix (bf16_<name>, fp16_<name>);
//  - d, dv: Q's and K's head dim, V's and O's;
//  - the forward (include/dash/kernels/sm90/fwd/fwd_config.hpp): query rows of its plain, its
//    full-mask and its long-causal work tile (FwdTileKind; 64 per consumer warpgroup: 128 is two
//    warpgroups at 240 registers, 192 three at 160) and keys per K / V stage (two stages);
//    fold: 1 where the Python package has the forward fold exact mode's K / V factors into its
//    loop (the forward compiles the fold for every row with a backward, but past head dim 128 it
//    spills in the forward's loops: 84-96 spill instructions per loop at 192 and 256, so the
//    backward's K / V pass computes the factors there);
//  - the backward's kernels (include/dash/kernels/sm90/bwd/): Q rows per step (a dQ tile) and KV
//    rows per task tile of kernel v1 (0 0: the row has a forward only) and of kernel v2 (0 0: v2
//    does not serve the row);
//  - v2_plan: 1 where the plan gives the calls kernel v2 computes to v2 (kernel_of: those whose KV
//    tiles are long enough), once v2 has passed the GPU tests and measured faster there; 0 where
//    they run on v1 and v2 only through the test hook (testing::BwdHooks::kernel).
// The values are the measured winners (bench/NOTES-fwd.md, docs/tuning-record.md,
// docs/head-dims.md, docs/bwd-v2.md).
#define DASH_TILE_ROWS(X)                                                                  \
  /*name      d    dv     fwd:bm  bm_full bm_long bn  fold   v1:bm  bn     v2:bm  bn  plan */   \
  X(d64,       64,  64,       128, 192,    192,    128, 1,      128,  128,    128, 128,  1)    \
  X(d96,       96,  96,       128, 128,    128,    128, 1,       64,  128,      0,   0,  0)    \
  X(d128,     128, 128,       128, 128,    128,    128, 1,       64,  128,     64, 128,  0)    \
  X(d192,     192, 192,       128, 128,    128,    112, 0,       32,   64,      0,   0,  0)    \
  X(d192_128, 192, 128,       128, 128,    128,    128, 0,       32,   64,      0,   0,  0)    \
  X(d256,     256, 256,       128, 128,    128,     80, 0,       32,   64,      0,   0,  0)

// X(name, DType enumerator): the element types, each with every row.
#define DASH_DTYPES(X) X(bf16, kBF16) X(fp16, kFP16)

namespace dash {

// The backward's main kernels: v1 (include/dash/kernels/sm90/bwd/v1) and v2 (.../bwd/v2), each
// with its own tiles per row (BwdTiles) and the calls it serves (dash/plan/kernel_key.hpp).
enum class BwdKernel : int { v1 = 0, v2 = 1 };
inline constexpr int kNumBwdKernels = 2;

struct FwdTiles {
  int block_m;              // the plain work tile's query rows
  int block_m_full;         // the full-mask tile's
  int block_m_long_causal;  // the long causal tile's
  int block_n;              // keys per K / V stage
};
struct BwdTiles {
  int block_m;  // Q rows per step; 0: the kernel does not serve the row
  int block_n;  // KV rows per task tile
  constexpr bool serves() const { return block_m > 0; }
};
struct TileRow {
  const char* name;
  int head_dim, head_dim_v;
  FwdTiles fwd;
  bool kv_stats_fold;    // the forward folds exact mode's K / V factors
  BwdTiles bwd[kNumBwdKernels];  // by BwdKernel
  bool v2_plan;          // the plan gives the calls v2 computes to v2
  constexpr bool backward() const { return bwd[static_cast<int>(BwdKernel::v1)].serves(); }
  constexpr const BwdTiles& tiles(BwdKernel k) const { return bwd[static_cast<int>(k)]; }
};

#define DASH_TILE_ROW_(name, d, dv, fbm, fbmf, fbml, fbn, fold, v1m, v1n, v2m, v2n, v2p)                   \
  TileRow{#name, d, dv, FwdTiles{fbm, fbmf, fbml, fbn}, fold != 0, {BwdTiles{v1m, v1n}, BwdTiles{v2m, v2n}}, \
          v2p != 0},
inline constexpr TileRow kTileRows[] = {DASH_TILE_ROWS(DASH_TILE_ROW_)};
#undef DASH_TILE_ROW_
inline constexpr int kNumTileRows = static_cast<int>(sizeof(kTileRows) / sizeof(kTileRows[0]));

// The row of (d, dv), or -1.
constexpr int tile_row_index(long long d, long long dv) {
  for (int i = 0; i < kNumTileRows; ++i)
    if (kTileRows[i].head_dim == d && kTileRows[i].head_dim_v == dv) return i;
  return -1;
}
// The row of (d, dv); a pair without a row gets one whose kernels serve nothing (the kernels'
// traits assert that their row exists).
inline constexpr TileRow kNoTileRow{"", 0, 0, FwdTiles{0, 0, 0, 0}, false, {BwdTiles{0, 0}, BwdTiles{0, 0}}, false};
constexpr const TileRow& tile_row(int d, int dv) {
  const int i = tile_row_index(d, dv);
  return i >= 0 ? kTileRows[i] : kNoTileRow;
}

// The fewest query rows of any row's forward work tile: the forward's validation derives its size
// limits from it (a larger tile only loosens them).
constexpr int min_fwd_block_m() {
  int m = 1 << 30;
  for (const TileRow& r : kTileRows)
    for (int b : {r.fwd.block_m, r.fwd.block_m_full, r.fwd.block_m_long_causal}) m = b < m ? b : m;
  return m;
}

// The backward's tiles of kernel k at (d, dv) (block_m 0 where it does not serve the row).
constexpr BwdTiles bwd_tiles(BwdKernel k, int d, int dv) { return tile_row(d, dv).tiles(k); }

}  // namespace dash
