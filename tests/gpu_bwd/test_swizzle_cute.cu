// Host-only (runs without a GPU): the TMA-loaded tiles' swizzled layout (swizzle.hpp) is
// cute's tile_to_shape(GMMA::Layout_K_SW128_Atom (SW64_Atom for 64-byte rows), (rows, cols)) as
// applied through a shared-
// memory pointer (the forward's SmemLayoutQ / K / V), and the kernel's wgmma descriptor
// strides and slice offsets (SwizzledTile) are those of cute's make_gmma_desc for both
// views: K-major (S^T = K Q^T) and MN-major (dV, dK, dQ: the transposed view of the same
// bytes). make_gmma_desc prints "cast_smem_ptr_to_uint not supported" on the host: the
// start-address field is not compared (the slice offsets are, from the tensors' pointers).
#include <gtest/gtest.h>

#include <type_traits>

#include <cute/atom/mma_traits_sm90_gmma.hpp>
#include <cute/tensor.hpp>

#include "dash/kernels/sm90/bwd/primitives.hpp"
#include "dash/kernels/sm90/common/swizzle.hpp"

namespace {
using namespace cute;
using Elem = cute::half_t;
using dash::sm90::swizzled_offset;
using dash::sm90::SwizzledTile;

template <int R, int C, int S = 128>
void check() {
  SCOPED_TRACE(::testing::Message() << "tile " << R << " x " << C << ", " << S << "-byte swizzle");
  alignas(1024) static Elem buf[R * C];
  using Atom = std::conditional_t<S == 128, GMMA::Layout_K_SW128_Atom<Elem>, GMMA::Layout_K_SW64_Atom<Elem>>;
  constexpr auto kType = S == 128 ? GMMA::LayoutType::B128 : GMMA::LayoutType::B64;
  constexpr int A = S / 2;  // columns per block
  auto rows_cols = tile_to_shape(Atom{}, Shape<Int<R>, Int<C>>{});
  // (n = column, k = row): the MN-major view of the same bytes.
  auto cols_rows = composition(rows_cols, make_layout(make_shape(Int<C>{}, Int<R>{}), make_stride(Int<R>{}, _1{})));
  Tensor t = make_tensor(make_smem_ptr(buf), rows_cols);
  Tensor tt = make_tensor(make_smem_ptr(buf), cols_rows);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      ASSERT_EQ(&t(r, c) - buf, (swizzled_offset<R, C, S>(r, c))) << "r=" << r << " c=" << c;
      ASSERT_EQ(&tt(c, r) - buf, (swizzled_offset<R, C, S>(r, c))) << "r=" << r << " c=" << c;
    }
  using Sw = SwizzledTile<R, C, S>;
  constexpr int kM = R < 64 ? R : 64;  // a 32-row Q step is one 32-row B operand
  for (int row0 = 0; row0 < R; row0 += kM)
    for (int kk = 0; kk < C / 16; ++kk) {  // K-major: 64 rows x 16 columns
      Tensor s = local_tile(t, Shape<Int<kM>, _16>{}, make_coord(row0 / kM, kk));
      const GmmaDescriptor d = GMMA::make_gmma_desc<GMMA::Major::K>(s);
      EXPECT_EQ(reinterpret_cast<const char*>(raw_pointer_cast(s.data())) - reinterpret_cast<const char*>(buf),
                2 * Sw::row_offset(row0) + Sw::k_slice(kk));
      EXPECT_EQ(d.bitfield.layout_type_, uint8_t(kType));
      EXPECT_EQ(d.bitfield.leading_byte_offset_ * 16u, Sw::kKMajorLbo);
      EXPECT_EQ(d.bitfield.stride_byte_offset_ * 16u, Sw::kSbo);
    }
  for (int kk = 0; kk < R / 16; ++kk) {  // MN-major: all C columns x 16 rows
    Tensor s = local_tile(tt, Shape<Int<C>, _16>{}, make_coord(0, kk));
    const GmmaDescriptor d = GMMA::make_gmma_desc<GMMA::Major::MN>(s);
    EXPECT_EQ(reinterpret_cast<const char*>(raw_pointer_cast(s.data())) - reinterpret_cast<const char*>(buf),
              Sw::row_slice(kk));
    EXPECT_EQ(d.bitfield.layout_type_, uint8_t(kType));
    EXPECT_EQ(d.bitfield.stride_byte_offset_ * 16u, Sw::kSbo);
    // With one column block the hardware never uses LBO (cute leaves it 0).
    if (C > A) EXPECT_EQ(d.bitfield.leading_byte_offset_ * 16u, Sw::kMnMajorLbo);
  }
}

// Split columns (head dims past 128, bwd/split_mainloop.hpp): the MN-major operands that start
// inside a tile, as the kernel builds them (the element offset of their first column, then
// row_slice): each warpgroup's column half (B of dV / dK, N = C / 2) and each 64-column m-tile
// (A of dQ^T = K^T dS^T). cute's make_gmma_desc takes them only where they are whole column
// blocks of the swizzle (it fails to compile otherwise), and then gives these strides.
template <int R, int C, int S, int N>
void check_mn_parts() {
  SCOPED_TRACE(::testing::Message() << "tile " << R << " x " << C << ", " << S << "-byte swizzle, parts of " << N);
  alignas(1024) static Elem buf[R * C];
  using Atom = std::conditional_t<S == 128, GMMA::Layout_K_SW128_Atom<Elem>, GMMA::Layout_K_SW64_Atom<Elem>>;
  constexpr auto kType = S == 128 ? GMMA::LayoutType::B128 : GMMA::LayoutType::B64;
  auto rows_cols = tile_to_shape(Atom{}, Shape<Int<R>, Int<C>>{});
  auto cols_rows = composition(rows_cols, make_layout(make_shape(Int<C>{}, Int<R>{}), make_stride(Int<R>{}, _1{})));
  Tensor tt = make_tensor(make_smem_ptr(buf), cols_rows);
  using Sw = SwizzledTile<R, C, S>;
  for (int part = 0; part < C / N; ++part)
    for (int kk = 0; kk < R / 16; ++kk) {
      Tensor s = local_tile(tt, Shape<Int<N>, _16>{}, make_coord(part, kk));
      const GmmaDescriptor d = GMMA::make_gmma_desc<GMMA::Major::MN>(s);
      EXPECT_EQ(reinterpret_cast<const char*>(raw_pointer_cast(s.data())) - reinterpret_cast<const char*>(buf),
                (2 * swizzled_offset<R, C, S>(0, part * N) + Sw::row_slice(kk)));
      EXPECT_EQ(d.bitfield.layout_type_, uint8_t(kType));
      EXPECT_EQ(d.bitfield.stride_byte_offset_ * 16u, Sw::kSbo);
      if (N > S / 2) EXPECT_EQ(d.bitfield.leading_byte_offset_ * 16u, Sw::kMnMajorLbo);
    }
}

// The blocked dS^T tile (kv rows x kQ Q columns, primitives.hpp blocked_offset) is cute's
// tile_to_shape(GMMA::Layout_MN_INTER_Atom, (Q, KV)): the MN-major no-swizzle canonical form with
// Q as MN. As the B operand of the split kernel's dQ^T = K^T dS^T (N = Q columns, K = KV rows)
// its descriptor strides are the ones the kernels build (LBO = kQ / 8 x 128 bytes along the KV
// rows, SBO = 128 along Q: mainloop.hpp issue_dq, split_mainloop.hpp issue_split_dq), for all kQ
// columns and for N-column parts from column n0 (192's third m-tile: 16 from 0 or 16).
template <int kQ, int kKv, int N>
void check_blocked_parts() {
  SCOPED_TRACE(::testing::Message() << "dS^T " << kKv << " x " << kQ << ", parts of " << N);
  alignas(1024) static Elem buf[kQ * kKv];
  auto q_kv = tile_to_shape(GMMA::Layout_MN_INTER_Atom<Elem>{}, Shape<Int<kQ>, Int<kKv>>{});
  Tensor t = make_tensor(make_smem_ptr(buf), q_kv);
  for (int kv = 0; kv < kKv; ++kv)
    for (int q = 0; q < kQ; ++q)
      ASSERT_EQ(&t(q, kv) - buf, dash::sm90::bwd::blocked_offset<kQ>(kv, q)) << "kv=" << kv << " q=" << q;
  for (int part = 0; part < kQ / N; ++part)
    for (int kk = 0; kk < kKv / 16; ++kk) {
      Tensor s = local_tile(t, Shape<Int<N>, _16>{}, make_coord(part, kk));
      const GmmaDescriptor d = GMMA::make_gmma_desc<GMMA::Major::MN>(s);
      EXPECT_EQ(reinterpret_cast<const char*>(raw_pointer_cast(s.data())) - reinterpret_cast<const char*>(buf),
                2 * dash::sm90::bwd::blocked_offset<kQ>(16 * kk, part * N));
      EXPECT_EQ(d.bitfield.layout_type_, uint8_t(GMMA::LayoutType::INTERLEAVE));
      EXPECT_EQ(d.bitfield.leading_byte_offset_ * 16u, kQ / 8 * 128u);
      if (N > 8) EXPECT_EQ(d.bitfield.stride_byte_offset_ * 16u, 128u);
    }
}

TEST(SwizzledTileVsCute, BlockedDsParts) {
  check_blocked_parts<64, 128, 64>();  // the row-split kernel's dS^T (64-row steps, 128-row KV tiles)
  check_blocked_parts<32, 64, 32>();   // the split-column kernel's
  check_blocked_parts<32, 64, 16>();   // 192's third m-tile: half of the Q columns each
}

TEST(SwizzledTileVsCute, SplitColumnParts) {
  check_mn_parts<32, 256, 128, 128>();  // 256: Q / dO halves (32-row steps)
  check_mn_parts<64, 256, 128, 64>();   //      K m-tiles (64-row KV tiles)
  check_mn_parts<32, 192, 64, 96>();    // 192: halves of three 32-column blocks of 64-byte rows
  check_mn_parts<64, 192, 64, 64>();    //      K m-tiles of two blocks
}

TEST(SwizzledTileVsCute, LayoutAndDescriptors) {
  check<64, 64>();
  check<64, 128>();
  check<128, 64>();
  check<128, 128>();
  check<64, 96, 64>();   // head dim 96: three 32-column blocks of 64-byte rows
  check<128, 96, 64>();
  check<32, 256>();      // split columns: 32-row Q steps, 64-row KV tiles
  check<64, 256>();
  check<32, 192, 64>();
  check<64, 192, 64>();
}

}  // namespace
