// The tile table (dash/plan/tile_table.hpp) and the instances compiled from it
// (dash/plan/instances.hpp): every instance listed from the table, each row's tiles consistent
// with the kernels' shapes, and the build's instances exactly the table's rows in every dtype
// (less the rows CMake's DASH_HEAD_DIMS leaves out of a development build).
#include <gtest/gtest.h>

#include <cstdio>
#include <set>
#include <string>
#include <utility>

#include "dash/kernels/sm90/bwd/tile_shape.hpp"
#include "dash/plan/instances.hpp"
#include "dash/plan/tile_table.hpp"

namespace {

const char* dtype_name(dash::DType t) { return t == dash::DType::kBF16 ? "bf16" : "fp16"; }

TEST(TileTable, ListsEveryInstance) {
  int listed = 0;
  for (dash::DType dt : {dash::DType::kBF16, dash::DType::kFP16})
    for (const dash::TileRow& r : dash::kTileRows) {
      const dash::BwdTiles v1 = r.tiles(dash::BwdKernel::v1), v2 = r.tiles(dash::BwdKernel::v2);
      const bool built = dash::instance_index(dt, r.head_dim, r.head_dim_v) >= 0;
      std::printf("[ instance ] %s_%-9s forward %d (full %d, long causal %d) x %d%s | backward v1 %s | v2 %s%s\n",
                  dtype_name(dt), r.name, r.fwd.block_m, r.fwd.block_m_full, r.fwd.block_m_long_causal,
                  r.fwd.block_n, r.kv_stats_fold ? ", K/V fold" : "",
                  v1.serves() ? (std::to_string(v1.block_m) + " x " + std::to_string(v1.block_n)).c_str() : "none",
                  v2.serves() ? (std::to_string(v2.block_m) + " x " + std::to_string(v2.block_n)).c_str() : "none",
                  built ? "" : "  (not built: DASH_HEAD_DIMS)");
      ++listed;
      if (!built) continue;
      const dash::InstanceKey& k = dash::kInstances[dash::instance_index(dt, r.head_dim, r.head_dim_v)];
      EXPECT_EQ(k.backward, v1.serves()) << r.name;
      EXPECT_EQ(k.v2, v2.serves()) << r.name;
    }
  EXPECT_EQ(listed, 2 * dash::kNumTileRows);
}

TEST(TileTable, BuiltInstancesAreTableRows) {
  std::set<std::pair<int, int>> rows;
  for (const dash::TileRow& r : dash::kTileRows) rows.insert({r.head_dim, r.head_dim_v});
  for (const dash::InstanceKey& k : dash::kInstances) {
    EXPECT_TRUE(rows.count({k.head_dim, k.head_dim_v})) << k.head_dim << ", " << k.head_dim_v;
    // Both dtypes of a row, or neither.
    const dash::DType other = k.dtype == dash::DType::kBF16 ? dash::DType::kFP16 : dash::DType::kBF16;
    EXPECT_GE(dash::instance_index(other, k.head_dim, k.head_dim_v), 0);
  }
#if DASH_HEAD_DIMS_ALL
  EXPECT_EQ(dash::kNumInstances, 2 * dash::kNumTileRows) << "a full build compiles every row in both dtypes";
  EXPECT_EQ(dash::head_dims_of(dash::DType::kBF16), "64, 96, 128, 192, 256 or (192, 128)");
#endif
}

// Each row is one (d, dv) pair, named after it, with tiles the kernels can take.
TEST(TileTable, RowsAreConsistent) {
  std::set<std::pair<int, int>> seen;
  for (const dash::TileRow& r : dash::kTileRows) {
    EXPECT_TRUE(seen.insert({r.head_dim, r.head_dim_v}).second) << r.name << " listed twice";
    const std::string name = r.head_dim == r.head_dim_v
                                 ? "d" + std::to_string(r.head_dim)
                                 : "d" + std::to_string(r.head_dim) + "_" + std::to_string(r.head_dim_v);
    EXPECT_EQ(name, r.name);
    EXPECT_EQ(&dash::tile_row(r.head_dim, r.head_dim_v), &r);
    // The forward: 64 query rows per consumer warpgroup (two or three), whole k16 slices of keys.
    for (int m : {r.fwd.block_m, r.fwd.block_m_full, r.fwd.block_m_long_causal})
      EXPECT_TRUE(m == 128 || m == 192) << r.name;
    EXPECT_EQ(r.fwd.block_n % 16, 0) << r.name;
    // Kernel v1: 16 KV rows per MMA warp (8 warps; split columns: per warpgroup of 4), steps of its
    // wgmma shapes (64 rows, 128 at head dim 64 as two sub-steps; 32 with split columns).
    const dash::BwdTiles v1 = r.tiles(dash::BwdKernel::v1);
    if (v1.serves()) {
      const bool split = dash::sm90::bwd::bwd_split_cols(r.head_dim);
      EXPECT_EQ(v1.block_n, split ? 64 : 128) << r.name;
      EXPECT_TRUE(split ? v1.block_m == 32 : v1.block_m % 64 == 0) << r.name;
    }
    // Kernel v2 (bwd/v2/config.hpp): head dims 64 and 128, 128 KV rows per task tile, and Q rows
    // per step such that the step's dQ partial is the two warpgroups' 64 x 64 parts (128 x 128
    // steps at 64, 64 x 128 at 128); only where v1 serves the row too.
    const dash::BwdTiles v2 = r.tiles(dash::BwdKernel::v2);
    if (v2.serves()) {
      EXPECT_TRUE(v1.serves()) << r.name;
      EXPECT_TRUE(r.head_dim == 64 || r.head_dim == 128) << r.name;
      EXPECT_EQ(v2.block_m * r.head_dim, 2 * 64 * 64) << r.name;
      EXPECT_EQ(v2.block_n, 128) << r.name;
      EXPECT_EQ(r.head_dim, r.head_dim_v) << r.name;
    }
    EXPECT_TRUE(!r.v2_plan || v2.serves()) << r.name << ": the plan gives calls to v2 only where it has tiles";
    // The forward's K / V fold serves exact mode, hence only rows with a backward.
    EXPECT_TRUE(!r.kv_stats_fold || v1.serves()) << r.name;
  }
  EXPECT_EQ(dash::tile_row_index(80, 80), -1);
  EXPECT_FALSE(dash::bwd_tiles(dash::BwdKernel::v1, 80, 80).serves());
}

}  // namespace
