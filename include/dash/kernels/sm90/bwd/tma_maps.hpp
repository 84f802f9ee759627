#pragma once
// Host side of the TMA loads (loader.hpp): the tensor maps of Q, dO, K, V
// as 4-d views (head dim, rows, heads, batch; strides growing outwards, as the driver
// documents them) with boxes of (64, tile rows, 1, 1) and the 128-byte swizzle (32 columns and
// the 64-byte swizzle at head dim 96): one copy per column block of a tile fills it in the
// layout of tile_layout.hpp. Rows past the
// sequence read as zeros. Included by the instance translation units only (launch.hpp).
#include <cuda.h>  // CUtensorMap and its enums (types only: the encoder comes from the runtime)
#include <cudaTypedefs.h>
#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

#include "dash/kernels/sm90/bwd/tile_traits.hpp"
#include "dash/kernels/sm90/bwd/tma_box.hpp"

namespace dash::sm90::bwd {

static_assert(sizeof(TmaMap) == sizeof(CUtensorMap) && alignof(TmaMap) == alignof(CUtensorMap), "opaque copy");

// The driver's cuTensorMapEncodeTiled, looked up once (no link against libcuda).
inline PFN_cuTensorMapEncodeTiled_v12000 tensor_map_encoder() {
  static const PFN_cuTensorMapEncodeTiled_v12000 fn = [] {
    void* f = nullptr;
    cudaDriverEntryPointQueryResult found{};
    if (cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &f, 12000, cudaEnableDefault, &found) !=
            cudaSuccess ||
        found != cudaDriverEntryPointSuccess)
      f = nullptr;
    return reinterpret_cast<PFN_cuTensorMapEncodeTiled_v12000>(f);
  }();
  return fn;
}

// One (batch, rows, heads, D) 16-bit tensor with element strides (row, head, batch); the
// validation (bwd_api.cu) guarantees a 16-byte-aligned base and strides of multiples of 8.
// kCols columns (Q's and K's head dim, or V's and dO's) in the tile swizzle kSwizzleBytes.
template <class Traits, int kCols = Traits::kHeadDim, int kSwizzleBytes = Traits::kSwizzleBytes>
cudaError_t encode_tile_map(TmaMap* out, const void* base, int rows, int heads, int batch, int64_t s_row,
                            int64_t s_head, int64_t s_batch, int box_rows) {
  constexpr uint64_t E = sizeof(typename Traits::Element);
  constexpr int kBoxCols = kSwizzleBytes / 2;  // one box row per swizzle row
  static_assert(E == 2 && kCols % kBoxCols == 0, "16-bit elements, whole swizzle rows per column block");
  const auto encode = tensor_map_encoder();
  if (encode == nullptr) return cudaErrorNotSupported;
  const TileMapArgs g = tile_map_args_boxed(kCols, kBoxCols, rows, heads, batch, s_row, s_head, s_batch, box_rows);
  static_assert(std::is_same_v<cuuint64_t, uint64_t> && std::is_same_v<cuuint32_t, uint32_t>, "TileMapArgs as is");
  const cuuint32_t unit[4] = {1, 1, 1, 1};
  const CUresult r = encode(reinterpret_cast<CUtensorMap*>(out), CU_TENSOR_MAP_DATA_TYPE_UINT16, 4,
                            const_cast<void*>(base), g.dims, g.strides, g.box, unit, CU_TENSOR_MAP_INTERLEAVE_NONE,
                            kSwizzleBytes == 128 ? CU_TENSOR_MAP_SWIZZLE_128B : CU_TENSOR_MAP_SWIZZLE_64B,
                            CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
                            CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  return r == CUDA_SUCCESS ? cudaSuccess : cudaErrorInvalidValue;
}

// The four maps of a launch, into p.
// A packed batch is one tensor of all rows (batch coordinate 0; task_source.hpp).
template <class Traits>
cudaError_t encode_tma_maps(BwdKernelParams& p) {
  constexpr int DV = Traits::kHeadDimV, SV = Traits::kSwizzleBytesV;  // V's and dO's
  const int tb = Traits::kPacked ? 1 : p.shape.batch;
  const auto& t = p.tensors;
  cudaError_t e = encode_tile_map<Traits>(&p.tma.q, t.q, p.shape.seqlen_q, p.shape.heads, tb, t.q_sr, t.q_sh, t.q_sb,
                                       Traits::kBlockM);
  if (e == cudaSuccess)
    e = encode_tile_map<Traits, DV, SV>(&p.tma.dout, t.dout, p.shape.seqlen_q, p.shape.heads, tb, t.do_sr, t.do_sh,
                                     t.do_sb, Traits::kBlockM);
  if (e == cudaSuccess)
    e = encode_tile_map<Traits>(&p.tma.k, t.k, p.shape.seqlen_k, p.shape.heads_kv, tb, t.k_sr, t.k_sh, t.k_sb,
                             Traits::kBlockN);
  if (e == cudaSuccess)
    e = encode_tile_map<Traits, DV, SV>(&p.tma.v, t.v, p.shape.seqlen_k, p.shape.heads_kv, tb, t.v_sr, t.v_sh, t.v_sb,
                                     Traits::kBlockN);
  return e;
}

}  // namespace dash::sm90::bwd
