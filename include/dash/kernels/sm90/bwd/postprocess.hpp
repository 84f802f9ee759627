#pragma once
// Postprocess: fp32 workspaces -> outputs in the input dtype.
//   dQ:            dq = dq_accum * scale (NaN everywhere when the main kernel failed), 0 for
//                  rows no partial reaches (each tile's first
//                  partial is stored, dq_reduction.hpp) (exact mode: the accumulator holds 32- or 64-bit
//                  fixed point with a per-row exponent; the narrow pass checks each row's
//                  precision and asks for the wide rerun, fixed_point.hpp)
//   dK/dV (GQA):   sum of the per-Q-head fp32 tiles of a KV head in ascending head order.
#include <type_traits>

#include "dash/kernels/sm90/bwd/tile_traits.hpp"
#include "dash/kernels/sm90/bwd/dq_tile_layout.hpp"
#include "dash/kernels/sm90/bwd/preprocess.hpp"
#include "dash/kernels/sm90/bwd/primitives.hpp"
#include "dash/kernels/sm90/bwd/task_source.hpp"
#include "dash/reduction/fixed_point.hpp"
#include "dash/schedule/host_device.hpp"
#include "dash/schedule/geometry.hpp"

namespace dash::sm90::bwd {

// kWide: the accumulator holds 64-bit words (p.reduction.exact_words == kExactWide). A template argument, so
// that the fp32 and narrow kernels hold 2 words per column pair, not 4 (registers: occupancy).
// failed: the main kernel reported a failure (the error word): every dQ element becomes NaN, so
// that no optimizer step can use the gradient unnoticed.
template <class Traits, bool kWide>
__device__ __forceinline__ void postprocess_dq_tile(const BwdKernelParams& p, int64_t tile, const TileAt& at,
                                                    bool failed) {
  using Element = typename Traits::Element;
  using Tr = ElemTraits<Element>;
  // Lane l takes the column pairs l + 32 i; at head dim 96 the second round's upper half of the
  // lanes has none (has_pair).
  constexpr int D = Traits::kHeadDim, BM = Traits::kBlockM, kPairsPerLane = (D / 2 + 31) / 32, kRowsPerWarp = BM / 8;
  auto has_pair = [&](int lane, int i) { return D % 64 == 0 || lane + 32 * i < D / 2; };
  const SeqPlace& sq = at.seq;
  const int h = at.h, qt = at.i, seqlen_q = sq.seqlen_q;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int64_t tile0 = tile * BM * D;  // in elements
  constexpr bool wide = kWide;
  // The warp's rows in chunks of kChunk; each chunk's loads first (the loop is latency-bound
  // otherwise): raw words of the column pairs (fp32 / int32 pairs, or int64 pairs) and
  // exponents. Chunks of 8 rows keep head dim 64 at head dim 128's registers (occupancy).
  constexpr int kChunk = kRowsPerWarp < 8 ? kRowsPerWarp : 8;
  static_assert(kRowsPerWarp % kChunk == 0, "whole chunks of rows");
  using Raw = std::conditional_t<kWide, uint4, uint2>;
#pragma unroll 1
  for (int k0 = 0; k0 < kRowsPerWarp; k0 += kChunk) {
    Raw raw[kChunk][kPairsPerLane];
    int e_rows[kChunk];
#pragma unroll
    for (int k = 0; k < kChunk; ++k) {
      const int r = warp + 8 * (k0 + k), row = qt * BM + r;
      e_rows[k] = p.reduction.exact_words && row < seqlen_q ? p.ws.dq_exp[tile * BM + r] : 0;
#pragma unroll
      for (int i = 0; i < kPairsPerLane; ++i) {
        const int c = 2 * (lane + 32 * i), off = dq_tile_offset<Traits>(r, c);
        // Rows no partial reaches were never written.
        if (row >= seqlen_q || dq_partials_of_row<Traits>(p, sq, row) <= 0 || !has_pair(lane, i)) {
          raw[k][i] = Raw{};
        } else if constexpr (kDqPairAdjacent<Traits>) {  // (r, c) and (r, c + 1) are adjacent
          raw[k][i] = *reinterpret_cast<const Raw*>(p.ws.dq_accum + (wide ? 2 : 1) * (tile0 + off));
        } else {  // two words (split columns: the transposed fragments, dq_tile_layout.hpp)
          using Half = std::conditional_t<kWide, uint2, uint32_t>;
          const float* base = p.ws.dq_accum + (wide ? 2 : 1) * tile0;
          const Half lo = *reinterpret_cast<const Half*>(base + (wide ? 2 : 1) * off);
          const Half hi = *reinterpret_cast<const Half*>(base + (wide ? 2 : 1) * dq_tile_offset<Traits>(r, c + 1));
          if constexpr (kWide) raw[k][i] = Raw{lo.x, lo.y, hi.x, hi.y};
          else raw[k][i] = Raw{lo, hi};
        }
      }
    }
#pragma unroll
    for (int k = 0; k < kChunk; ++k) {
      const int r = warp + 8 * (k0 + k), row = qt * BM + r;
      if (row >= seqlen_q) return;  // rows increase with k0 + k
      const int e_row = e_rows[k];  // the row's code (fixed_point.hpp): a mark or its exponents
      const int e = kWide ? exact::code_bound_exponent(e_row) : exact::code_narrow_exponent(e_row);
      uint32_t max_abs = 0;                                   // narrow: the row's largest |sum|
      Element* dq = static_cast<Element*>(p.tensors.dq) + sq.tensor_b * p.tensors.dq_sb +
                    (sq.q0 + static_cast<int64_t>(row)) * p.tensors.dq_sr + h * p.tensors.dq_sh;
#pragma unroll
      for (int i = 0; i < kPairsPerLane; ++i) {
        const Raw w = raw[k][i];
        float2 v;
        if constexpr (kWide) {
          const int64_t lo = static_cast<int64_t>((uint64_t{w.y} << 32) | w.x);
          const int64_t hi = static_cast<int64_t>((uint64_t{w.w} << 32) | w.z);
          v = make_float2(exact::from_fixed64(lo, e), exact::from_fixed64(hi, e));
        } else if (p.reduction.exact_words) {
          const int32_t x = static_cast<int32_t>(w.x), y = static_cast<int32_t>(w.y);
          max_abs = max(max_abs, max(static_cast<uint32_t>(abs(x)), static_cast<uint32_t>(abs(y))));
          v = make_float2(exact::from_fixed(x, e), exact::from_fixed(y, e));
        } else {
          v = make_float2(__uint_as_float(w.x), __uint_as_float(w.y));
        }
        if (e_row == kNonFiniteRow || failed) v = make_float2(NAN, NAN);
        if (has_pair(lane, i))
          *reinterpret_cast<uint32_t*>(dq + 2 * (lane + 32 * i)) = Tr::pack(v.x * p.scores.scale, v.y * p.scores.scale);
      }
      if (p.reduction.exact_check) {
        max_abs = __reduce_max_sync(0xffffffffu, max_abs);
        if (lane == 0 && e_row != kZeroRow && e_row != kNonFiniteRow &&
            !exact::narrow_row_precise(max_abs, dq_partials_of_row<Traits>(p, sq, row), Tr::kSignificandBits,
                                       exact::code_shift(e_row)))
          p.ws.error[kErrWideNeeded] = 1;  // any row: the whole call is redone with wide words
      }
    }
  }
}

// Blocks stride over the (Q tile, batch*head) tiles, 256 threads: warp w converts rows w,
// w + 8, ...; lane l the column pairs 2 (l + 32 i). A grid of a few blocks per SM (the
// launch caps it) keeps the wide rerun's do-nothing launch short.
// kWide must equal p.reduction.exact_words == kExactWide (launch.hpp picks the instance).
// A failure of the main kernel (the watchdog) goes to the host-mapped mailbox too: the host
// reads it at its next dash call or check without synchronizing (device_errors.hpp).
__device__ __forceinline__ void report_failure(const BwdKernelParams& p) {
  if (p.ws.error_mailbox == nullptr) return;
  volatile int* box = p.ws.error_mailbox;
  for (int i = 1; i < 6; ++i) box[i] = p.ws.error[i];
  __threadfence_system();  // the report before its code
  box[0] = p.ws.error[0];
}

template <class Traits, bool kWide>
__global__ void __launch_bounds__(256) bwd_postprocess_dq_kernel(BwdKernelParams p) {
  pdl_allow_next_then_wait();
  if (skip_wide_rerun(p) || packed_offsets_bad(p)) return;
  const bool failed = *static_cast<volatile const int*>(p.ws.error) != kDevOk;
  if (failed && blockIdx.x == 0 && threadIdx.x == 0) report_failure(p);
  const int num_tiles = p.shape.num_q_tiles * workspace_heads(p);
  for (int tile = blockIdx.x; tile < num_tiles; tile += gridDim.x) {
    postprocess_dq_tile<Traits, kWide>(p, tile, tile_at<Traits>(p, tile % p.shape.num_q_tiles, tile / p.shape.num_q_tiles),
                                    failed);
    // The narrow pass resets the tile's claim counter for the wide rerun (which may follow).
    if (p.reduction.exact_check && threadIdx.x == 0) p.ws.counters[tile] = p.test.counter_init;
  }
}

// grid (ceil(seqlen_k / 32), batch*heads_kv), 256 threads; a packed batch is one entry of all
// its rows (its accumulators are (heads, total keys), task_source.hpp).
template <class Traits>
__global__ void __launch_bounds__(256) bwd_postprocess_dkdv_kernel(BwdKernelParams p) {
  pdl_allow_next_then_wait();
  if (packed_offsets_bad(p)) return;
  using Element = typename Traits::Element;
  using Tr = ElemTraits<Element>;
  // Columns of dK (D); dV's are the first DV of them (has_v: where V's head dim is smaller).
  constexpr int D = Traits::kHeadDim, DV = Traits::kHeadDimV, kRows = 32;
  static_assert(DV <= D, "V's head dim at most Q's");
  const int b = blockIdx.y / p.shape.heads_kv, hk = blockIdx.y % p.shape.heads_kv;
  const int group = p.shape.heads / p.shape.heads_kv;
  for (int i = threadIdx.x; i < kRows * D / 2; i += blockDim.x) {
    const int r = i / (D / 2), c = 2 * (i % (D / 2));
    const int row = blockIdx.x * kRows + r;
    if (row >= p.shape.seqlen_k) break;
    const bool has_v = DV == D || c < DV;
    float2 sk = make_float2(0.f, 0.f), sv = make_float2(0.f, 0.f);
    for (int j = 0; j < group; ++j) {  // ascending Q head: a fixed summation order
      const int64_t bh = static_cast<int64_t>(b) * p.shape.heads + hk * group + j;
      const int64_t rows = bh * p.shape.seqlen_k + row;
      const float2 k = *reinterpret_cast<const float2*>(p.ws.dk_accum + rows * D + c);
      const float2 v = has_v ? *reinterpret_cast<const float2*>(p.ws.dv_accum + rows * DV + c) : float2{};
      sk.x += k.x; sk.y += k.y;
      sv.x += v.x; sv.y += v.y;
    }
    Element* dk =
        static_cast<Element*>(p.tensors.dk) + b * p.tensors.dk_sb + row * p.tensors.dk_sr + hk * p.tensors.dk_sh + c;
    Element* dv =
        static_cast<Element*>(p.tensors.dv) + b * p.tensors.dv_sb + row * p.tensors.dv_sr + hk * p.tensors.dv_sh + c;
    *reinterpret_cast<uint32_t*>(dk) = Tr::pack(sk.x, sk.y);
    if (has_v) *reinterpret_cast<uint32_t*>(dv) = Tr::pack(sv.x, sv.y);
  }
}

// Rows that no step reaches get zero gradients: keys of KV tiles that no query row of their
// sequence sees (a packed sequence without queries; a window past whole tiles, packed or dense;
// their tasks are never claimed, task_ring.hpp) and, in a packed batch, rows a sequence does not
// use (seqused) and rows past the last sequence, of K (dK, dV) and of Q (dQ). GQA's key rows
// are zeroed in the per-Q-head accumulators, which the dK / dV postprocess sums.
// grid (ceil(rows / kZeroRows), heads, up to batch entries (packed: 1)), 256 threads; rows:
// packed, the larger total; dense, seqlen_k.
constexpr int kZeroRows = 128;
template <class Traits>
__global__ void __launch_bounds__(256) bwd_zero_unreached_kernel(BwdKernelParams p) {
  pdl_allow_next_then_wait();
  if (packed_offsets_bad(p)) return;
  using Element = typename Traits::Element;
  constexpr int D = Traits::kHeadDim, DV = Traits::kHeadDimV;  // dV's columns: the first DV of dK's
  const int h = blockIdx.y;
  const bool gqa = p.shape.heads != p.shape.heads_kv;
  if constexpr (!Traits::kPacked) {  // batch entries from blockIdx.z on; the first unseen_kv_tiles tiles
    for (int b = blockIdx.z; b < p.shape.batch; b += gridDim.z) {
      const SeqPlace sq = dense_place(p, b);
      for (int i = threadIdx.x; i < kZeroRows * D / 2; i += blockDim.x) {
        const int row = blockIdx.x * kZeroRows + i / (D / 2), c = 2 * (i % (D / 2));
        if (row >= p.shape.seqlen_k || row / Traits::kBlockN >= p.mask.unseen_kv_tiles) continue;
        const bool has_v = DV == D || c < DV;
        if (gqa) {
          *reinterpret_cast<float2*>(p.ws.dk_accum + sq.acc_row(h, row) * D + c) = make_float2(0.f, 0.f);
          if (has_v) *reinterpret_cast<float2*>(p.ws.dv_accum + sq.acc_row(h, row) * DV + c) = make_float2(0.f, 0.f);
        } else {
          Element* dk = static_cast<Element*>(p.tensors.dk) + b * p.tensors.dk_sb + row * p.tensors.dk_sr +
                        h * p.tensors.dk_sh + c;
          Element* dv = static_cast<Element*>(p.tensors.dv) + b * p.tensors.dv_sb + row * p.tensors.dv_sr +
                        h * p.tensors.dv_sh + c;
          *reinterpret_cast<uint32_t*>(dk) = 0u;
          if (has_v) *reinterpret_cast<uint32_t*>(dv) = 0u;
        }
      }
    }
    return;
  }
  for (int i = threadIdx.x; i < kZeroRows * D / 2; i += blockDim.x) {
    const int row = blockIdx.x * kZeroRows + i / (D / 2), c = 2 * (i % (D / 2));
    if (row < p.shape.seqlen_k) {
      bool unreached = row >= p.packed.cu_seqlens_k[p.shape.batch];
      if (!unreached) {
        const SeqPlace sq = packed_place<Traits::kBlockM>(p, last_at_most(p.packed.cu_seqlens_k, p.shape.batch, row));
        unreached = row - sq.k0 >= sq.seqlen_k ||
                    seq_geometry<Traits>(p, sq).q_count((row - sq.k0) / Traits::kBlockN) == 0;
      }
      if (unreached) {
        const bool has_v = DV == D || c < DV;
        if (gqa) {
          const int64_t rows = static_cast<int64_t>(h) * p.shape.seqlen_k + row;  // SeqPlace::acc_row
          *reinterpret_cast<float2*>(p.ws.dk_accum + rows * D + c) = make_float2(0.f, 0.f);
          if (has_v) *reinterpret_cast<float2*>(p.ws.dv_accum + rows * DV + c) = make_float2(0.f, 0.f);
        } else {
          *reinterpret_cast<uint32_t*>(static_cast<Element*>(p.tensors.dk) + row * p.tensors.dk_sr +
                                       h * p.tensors.dk_sh + c) = 0u;
          if (has_v)
            *reinterpret_cast<uint32_t*>(static_cast<Element*>(p.tensors.dv) + row * p.tensors.dv_sr +
                                         h * p.tensors.dv_sh + c) = 0u;
        }
      }
    }
    if (row < p.shape.seqlen_q) {
      bool unused = row >= p.packed.cu_seqlens_q[p.shape.batch];
      if (!unused && p.packed.seqused_q != nullptr) {
        const int b = last_at_most(p.packed.cu_seqlens_q, p.shape.batch, row);
        unused = row - p.packed.cu_seqlens_q[b] >= p.packed.seqused_q[b];
      }
      if (unused)
        *reinterpret_cast<uint32_t*>(static_cast<Element*>(p.tensors.dq) + row * p.tensors.dq_sr + h * p.tensors.dq_sh +
                                     c) = 0u;
    }
  }
}

}  // namespace dash::sm90::bwd
