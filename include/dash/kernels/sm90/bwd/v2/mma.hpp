#pragma once
// The MMA warpgroups of the backward kernel v2: one step per iteration, in the order of
// docs/bwd-v2.md (S and dP issued together; softmax while dP runs; dS stored with stmatrix; dV
// issued; one barrier; dQ and dK issued; dQ staged into the warpgroup's half-slot while dK runs).
// The warps read each step from the loader's step record: no schedule arithmetic here.
#include <cute/tensor.hpp>
#include <cutlass/arch/barrier.h>
#include <cutlass/numeric_conversion.h>

#include "dash/kernels/sm90/bwd/async_ops.hpp"
#include "dash/kernels/sm90/bwd/params.hpp"
#include "dash/kernels/sm90/bwd/task_source.hpp"
#include "dash/kernels/sm90/bwd/v2/config.hpp"
#include "dash/kernels/sm90/common/layout.hpp"
#include "dash/kernels/sm90/common/math.hpp"
#include "dash/kernels/sm90/common/named_barrier.hpp"
#include "dash/kernels/sm90/common/wgmma.hpp"

namespace dash::sm90::bwd::v2 {

// Elementwise fp32 -> Element through the packed converters (cvt.rn.bf16x2 / f16x2).
template <class Element, class TS, class TD>
CUTE_DEVICE void convert_fragment(TS const& src, TD& dst) {
  constexpr int N = decltype(cute::size(src))::value;
  using Conv = cutlass::NumericArrayConverter<Element, float, N>;
  auto const& in = *reinterpret_cast<cutlass::Array<float, N> const*>(src.data());
  *reinterpret_cast<cutlass::Array<Element, N>*>(dst.data()) = Conv{}(in);
}

template <class Cfg>
struct Mma {
  using Element = typename Cfg::Element;
  using SharedStorage = typename Cfg::SharedStorage;
  using StepRecord = typename Cfg::StepRecord;

  // Walks the records of the CTA's steps until the last; dK and dV of each KV tile go out after
  // its last step. tid: thread index among the MMA threads [0, kMmaThreads).
  CUTE_DEVICE static void run(BwdKernelParams const& p, SharedStorage& ss, int tid) {
    using namespace cute;
    typename Cfg::TiledMmaSdP mma_sdp;
    typename Cfg::TiledMmadKV mma_dkv;
    typename Cfg::TiledMmadQ mma_dq;
    auto thr_sdp = mma_sdp.get_thread_slice(tid);
    auto thr_dkv = mma_dkv.get_thread_slice(tid);
    // The operands' shared-memory descriptors depend on the warpgroup only: taken from its first
    // thread, broadcast from lane 0 so that the compiler knows them uniform (uniform registers,
    // no per-GEMM moves).
    const int wg = __shfl_sync(0xffffffffu, tid / 128, 0);
    auto wg_sdp = mma_sdp.get_thread_slice(wg * 128);
    auto wg_dkv = mma_dkv.get_thread_slice(wg * 128);
    auto wg_dq = mma_dq.get_thread_slice(wg * 128);
    auto thr_dq = mma_dq.get_thread_slice(tid);

    Tensor sK = make_tensor(make_smem_ptr(ss.k.data()), typename Cfg::SmemLayoutK{});      // (KV, d)
    Tensor sV = make_tensor(make_smem_ptr(ss.v.data()), typename Cfg::SmemLayoutV{});      // (KV, d)
    Tensor sKt = make_tensor(make_smem_ptr(ss.k.data()), typename Cfg::SmemLayoutKt{});    // (d, KV)
    Tensor sQ = make_tensor(make_smem_ptr(ss.q.data()), typename Cfg::SmemLayoutQ{});      // (Q, d, st)
    Tensor sQt = make_tensor(make_smem_ptr(ss.q.data()), typename Cfg::SmemLayoutQt{});    // (d, Q, st)
    Tensor sDo = make_tensor(make_smem_ptr(ss.dout.data()), typename Cfg::SmemLayoutDo{});    // (Q, d, st)
    Tensor sDot = make_tensor(make_smem_ptr(ss.dout.data()), typename Cfg::SmemLayoutDot{});  // (d, Q, st)
    Tensor sDs = make_tensor(make_smem_ptr(ss.ds.data()), typename Cfg::SmemLayoutDs{});      // (Q, KV, buf)
    Tensor sDst = make_tensor(make_smem_ptr(ss.ds.data()), typename Cfg::SmemLayoutDst{});    // (KV, Q, buf)

    // Shared-memory descriptors of each GEMM's operands.
    Tensor tSrK = wg_sdp.partition_fragment_A(sK);
    Tensor tSrQ = wg_sdp.partition_fragment_B(sQ);
    Tensor tdPrV = wg_sdp.partition_fragment_A(sV);
    Tensor tdPrDo = wg_sdp.partition_fragment_B(sDo);
    Tensor tdVrDo = wg_dkv.partition_fragment_B(sDot);
    Tensor tdKrQ = wg_dkv.partition_fragment_B(sQt);
    Tensor tdQrDs = wg_dq.partition_fragment_A(sDs);
    Tensor tdQrKt = wg_dq.partition_fragment_B(sKt);

    // dS^T from the dP^T accumulator into the (KV, Q) view of dS: stmatrix, transposed.
    auto ds_copy = make_tiled_copy_C(typename Cfg::SmemCopyAtomDs{}, mma_sdp);
    auto thr_ds_copy = ds_copy.get_thread_slice(tid);
    Tensor tDSsDS = thr_ds_copy.partition_D(as_position_independent_swizzle_tensor(sDst));  // (CPY, M, N, buf)

    auto tile_sdp = Shape<typename Cfg::BlockN, typename Cfg::BlockM>{};    // (KV, Q)
    auto tile_dkv = Shape<typename Cfg::BlockN, typename Cfg::HeadDim>{};   // (KV, d)
    auto tile_dq = Shape<typename Cfg::BlockM, typename Cfg::HeadDim>{};    // (Q, d)
    Tensor tdVrdV = partition_fragment_C(mma_dkv, tile_dkv);
    Tensor tdKrdK = partition_fragment_C(mma_dkv, tile_dkv);
    // (KV, Q) of each of this thread's S^T / dP^T values.
    Tensor cS = thr_sdp.partition_C(make_identity_tensor(tile_sdp));
    Tensor cS_rc = make_tensor(cS.data(), sm90::acc_rowcol(cS.layout()));  // (KV rows, Q cols)

    // One step: the record's Q tile against the resident KV tile. kGeneral: the tile crosses
    // the causal diagonal or the keys' end (the loader's mask class), or a row of its Q tile
    // needs its LSE residual (the preprocess's flag): the step masks and takes the residual, as
    // v1's general path does; the other steps carry neither (one fp32 addition fewer per score).
    auto step = [&](uint32_t n, StepRecord const& rec, auto general_tag) {
      constexpr bool kGeneral = decltype(general_tag)::value;
      const int slot = static_cast<int>(n % Cfg::kQStages);
      Tensor tSrS = partition_fragment_C(mma_sdp, tile_sdp);
      sm90::wgmma_issue<true>(mma_sdp, tSrK, tSrQ(_, _, _, slot), tSrS);
      cutlass::arch::ClusterTransactionBarrier::wait(&ss.do_full[slot], (n / Cfg::kQStages) & 1);
      Tensor tdPrdP = partition_fragment_C(mma_sdp, tile_sdp);
      sm90::wgmma_issue<true>(mma_sdp, tdPrV, tdPrDo(_, _, _, slot), tdPrdP);

      // Each column's (query row's) -lse2 and D. Columns j and j + 1 are adjacent query rows
      // (the C fragment's column pairs): one 16-byte load of their (lse2, residual) pairs, one
      // 8-byte load of their D.
      const float* lse2 = ss.lse2.data() + 2 * Cfg::kBlockM * slot;
      const float* dsum = ss.dsum.data() + Cfg::kBlockM * slot;
      constexpr int kCols = decltype(size<1>(cS_rc))::value;
      static_assert(kCols % 2 == 0, "column pairs");
      float neg_lse2[kCols], residual[kCols], d_col[kCols];
      auto load_lse2 = [&] {
        CUTE_UNROLL
        for (int j = 0; j < kCols; j += 2) {
          const float4 l = *reinterpret_cast<const float4*>(lse2 + 2 * get<1>(cS_rc(0, j)));
          neg_lse2[j] = -l.x;
          neg_lse2[j + 1] = -l.z;
          if constexpr (kGeneral) {
            residual[j] = l.y;
            residual[j + 1] = l.w;
          }
        }
      };
      auto load_d = [&] {
        CUTE_UNROLL
        for (int j = 0; j < kCols; j += 2) {
          const float2 d = *reinterpret_cast<const float2*>(dsum + get<1>(cS_rc(0, j)));
          d_col[j] = d.x;
          d_col[j + 1] = d.y;
        }
      };

      // P^T = exp2(S^T * scale_log2 - lse2 - residual), 0 where the mask hides the key (a key past
      // the sequence reads as zeros and must be hidden too; a query row past it has lse2 = +inf).
      warpgroup_wait<1>();
      load_lse2();
      Tensor s_rc = make_tensor(tSrS.data(), sm90::acc_rowcol(tSrS.layout()));  // (KV rows, Q cols)
      // Query row q sees the KV tile's rows below Cfg::key_limit.
      CUTE_UNROLL
      for (int j = 0; j < size<1>(s_rc); j += 2) {
        const int q = get<1>(cS_rc(0, j));
        CUTE_UNROLL
        for (int c = 0; c < 2; ++c) {
          int limit = 0;
          if constexpr (kGeneral)
            limit = Cfg::key_limit(rec.q_tile, rec.kv_tile, q + c, p.shape.seqlen_q, p.shape.seqlen_k,
                                   p.mask.causal != 0);
          CUTE_UNROLL
          for (int i = 0; i < size<0>(s_rc); ++i) {
            float x = fmaf(s_rc(i, j + c), p.scores.scale_log2, neg_lse2[j + c]);
            if constexpr (kGeneral) x = get<0>(cS_rc(i, j + c)) < limit ? x - residual[j + c] : -INFINITY;
            s_rc(i, j + c) = fast_exp2(x);
          }
        }
      }
      // dS^T = P^T (dP^T - D), both to 16 bits.
      warpgroup_wait<0>();
      load_d();
      Tensor dp_rc = make_tensor(tdPrdP.data(), sm90::acc_rowcol(tdPrdP.layout()));
      CUTE_UNROLL
      for (int j = 0; j < size<1>(dp_rc); ++j) {
        CUTE_UNROLL
        for (int i = 0; i < size<0>(dp_rc); ++i) dp_rc(i, j) = s_rc(i, j) * (dp_rc(i, j) - d_col[j]);
      }
      Tensor rP = make_tensor_like<Element>(tSrS);
      convert_fragment<Element>(tSrS, rP);
      Tensor rdS = make_tensor_like<Element>(tdPrdP);
      convert_fragment<Element>(tdPrdP, rdS);

      // dS^T into dS buffer n % 2: step n - 2's dQ GEMMs (the last to read it) have retired,
      // since both warpgroups passed step n - 1's barrier after their last wait of step n - 2.
      const int buf = static_cast<int>(n % Cfg::kDsBuffers);
      Tensor tDSrDS = thr_ds_copy.retile_S(rdS);
      copy(ds_copy, tDSrDS, tDSsDS(_, _, _, buf));

      // dV += P^T dO, P^T from registers.
      Tensor tdVrP = make_tensor(rP.data(), sm90::acc_to_a_operand(rP.layout()));
      sm90::wgmma_issue<false>(mma_dkv, tdVrP, tdVrDo(_, _, _, slot), tdVrdV);

      // Both warpgroups' dS^T rows are in shared memory (the async proxy reads them).
      cutlass::arch::fence_view_async_shared();
      sm90::named_barrier_sync(Cfg::kMmaThreads, sm90::BarrierId::kBwd2DsReady);

      // dQ (this warpgroup's head-dim columns) = dS K, then dK += dS^T Q.
      Tensor tdQrdQ = partition_fragment_C(mma_dq, tile_dq);
      sm90::wgmma_issue<true>(mma_dq, tdQrDs(_, _, _, buf), tdQrKt, tdQrdQ);
      Tensor tdKrdS = make_tensor(rdS.data(), sm90::acc_to_a_operand(rdS.layout()));
      sm90::wgmma_issue<false>(mma_dkv, tdKrdS, tdKrQ(_, _, _, slot), tdKrdK);

      // Stage dQ while dK runs: the half-slot (wg, n % 2), fragment-native (../dq_tile_layout.hpp).
      warpgroup_wait<1>();
      stage_dq(ss, tdQrdQ, wg, n, tid % 128, slot);
      warpgroup_wait<0>();
      // The step's Q / dO stage is no longer read.
      cutlass::arch::ClusterBarrier::arrive(&ss.q_empty[slot]);
      cutlass::arch::ClusterBarrier::arrive(&ss.do_empty[slot]);
    };

    // Step m's record, once its Q stage has landed.
    auto read_record = [&](uint32_t m) {
      const int slot = static_cast<int>(m % Cfg::kQStages);
      cutlass::arch::ClusterTransactionBarrier::wait(&ss.q_full[slot], (m / Cfg::kQStages) & 1);
      // Broadcast from lane 0: the compiler then knows the record is warp-uniform, so the
      // branches on it do not diverge and the wgmma descriptors stay in uniform registers.
      const StepRecord r = ss.record[slot];
      StepRecord rec;
      rec.q_tile = __shfl_sync(0xffffffffu, r.q_tile, 0);
      rec.kv_tile = __shfl_sync(0xffffffffu, r.kv_tile, 0);
      rec.tile = __shfl_sync(0xffffffffu, r.tile, 0);
      rec.rank = __shfl_sync(0xffffffffu, r.rank, 0);
      rec.b = __shfl_sync(0xffffffffu, r.b, 0);
      rec.h = __shfl_sync(0xffffffffu, r.h, 0);
      const int residual_flag = ss.lse_flag[4 * slot];
      rec.flags = __shfl_sync(0xffffffffu, r.flags | (residual_flag != 0 ? Cfg::kResidual : 0), 0);
      return rec;
    };

    uint32_t n = 0, kv_uses = 0;  // steps done, KV tiles started
    for (;;) {  // KV tiles
      StepRecord rec = read_record(n);  // the first step of a KV tile
      clear(tdVrdV);
      clear(tdKrdK);
      cutlass::arch::ClusterTransactionBarrier::wait(&ss.kv_full, kv_uses & 1);
      ++kv_uses;
      for (;;) {  // its steps
        if (rec.flags & (Cfg::kMasked | Cfg::kResidual)) step(n, rec, cute::true_type{});
        else step(n, rec, cute::false_type{});
        ++n;
        if (rec.flags & Cfg::kLastOfKvTile) break;
        rec = read_record(n);
      }
      // K and V are no longer read; dK and dV of the KV tile go out.
      cutlass::arch::ClusterBarrier::arrive(&ss.kv_empty);
      store_dkdv(p, rec, thr_dkv, tdKrdK, tdVrdV, tile_dkv);
      if (rec.flags & Cfg::kLastStep) {
        stage_end(ss, wg, n, tid % 128);  // the writer stops at an empty tile id
        return;
      }
    }
  }

  // This warpgroup's (kBlockM, kDqCols) partial into half-slot (wg, n % kDqHalvesPerWg): four
  // contiguous floats per 8-column block, a warp's 32 threads 512 contiguous bytes; beside it the
  // step's record (Q stage `slot`, still held: released after this).
  template <class TensorDq>
  CUTE_DEVICE static void stage_dq(SharedStorage& ss, TensorDq const& dq, int wg, uint32_t n, int t, int slot) {
    const int s = wg * Cfg::kDqHalvesPerWg + static_cast<int>(n % Cfg::kDqHalvesPerWg);
    const uint32_t phase = (n / Cfg::kDqHalvesPerWg) & 1;
    cutlass::arch::ClusterBarrier::wait(&ss.dq_empty[s], phase ^ 1);
    float* half = ss.dq.data() + s * Cfg::kDqHalfFloats;
    static_assert(decltype(cute::size(dq))::value == Cfg::kDqCols / 2, "m64nNk16: N / 2 values per thread");
    CUTE_UNROLL
    for (int nt = 0; nt < Cfg::kDqCols / 8; ++nt)
      *reinterpret_cast<float4*>(half + Cfg::dq_staged_float(0, t, 4 * nt)) =
          make_float4(dq(4 * nt), dq(4 * nt + 1), dq(4 * nt + 2), dq(4 * nt + 3));
    if (t == 0) copy_record(ss.dq_step[s], ss.record[slot]);
    cutlass::arch::fence_view_async_shared();  // the writer's bulk add (async proxy) reads these stores
    cutlass::arch::ClusterBarrier::arrive(&ss.dq_full[s]);
  }
  CUTE_DEVICE static void copy_record(StepRecord& to, StepRecord const& from) {
    static_assert(sizeof(StepRecord) % 16 == 0, "whole 16-byte words");
    CUTE_UNROLL
    for (int i = 0; i < int(sizeof(StepRecord) / 16); ++i)
      reinterpret_cast<int4*>(&to)[i] = reinterpret_cast<int4 const*>(&from)[i];
  }
  CUTE_DEVICE static void stage_end(SharedStorage& ss, int wg, uint32_t n, int t) {
    const int s = wg * Cfg::kDqHalvesPerWg + static_cast<int>(n % Cfg::kDqHalvesPerWg);
    cutlass::arch::ClusterBarrier::wait(&ss.dq_empty[s], ((n / Cfg::kDqHalvesPerWg) & 1) ^ 1);
    if (t == 0) ss.dq_step[s].tile = -1;
    cutlass::arch::ClusterBarrier::arrive(&ss.dq_full[s]);
  }

  // dK (scaled) and dV of the KV tile, straight from the accumulators (rows past the sequence
  // are not written): 16-bit into the outputs where each KV head has one query head; with GQA /
  // MQA fp32 per query head into the workspace, which the dK / dV postprocess sums over the KV
  // head's query heads in ascending order (../postprocess.hpp, as for v1).
  template <class ThrMma, class TensorAcc, class Tile>
  CUTE_DEVICE static void store_dkdv(BwdKernelParams const& p, StepRecord const& rec, ThrMma const& thr,
                                     TensorAcc const& dk, TensorAcc const& dv, Tile tile) {
    using namespace cute;
    Tensor c = thr.partition_C(make_identity_tensor(tile));  // (KV, d) of each value
    const int kv0 = rec.kv_tile * Cfg::kBlockN;
    if (p.shape.heads != p.shape.heads_kv) {
      const SeqPlace sq = dense_place(p, rec.b);
      CUTE_UNROLL
      for (int i = 0; i < size(dk); i += 2) {
        const int kv = kv0 + get<0>(c(i)), d = get<1>(c(i));
        if (kv < p.shape.seqlen_k) {
          const int64_t off = sq.acc_row(rec.h, kv) * Cfg::kHeadDim + d;
          *reinterpret_cast<float2*>(p.ws.dk_accum + off) = make_float2(dk(i) * p.scores.scale, dk(i + 1) * p.scores.scale);
          *reinterpret_cast<float2*>(p.ws.dv_accum + off) = make_float2(dv(i), dv(i + 1));
        }
      }
      return;
    }
    const auto& t = p.tensors;
    Element* gdk = static_cast<Element*>(t.dk) + rec.b * t.dk_sb + rec.h * t.dk_sh;
    Element* gdv = static_cast<Element*>(t.dv) + rec.b * t.dv_sb + rec.h * t.dv_sh;
    // Two adjacent columns per pair of values (the C fragment): one 4-byte store each.
    CUTE_UNROLL
    for (int i = 0; i < size(dk); i += 2) {
      const int kv = kv0 + get<0>(c(i)), d = get<1>(c(i));
      if (kv < p.shape.seqlen_k) {
        cutlass::Array<float, 2> k2{dk(i) * p.scores.scale, dk(i + 1) * p.scores.scale};
        cutlass::Array<float, 2> v2{dv(i), dv(i + 1)};
        using Conv = cutlass::NumericArrayConverter<Element, float, 2>;
        *reinterpret_cast<cutlass::Array<Element, 2>*>(gdk + kv * t.dk_sr + d) = Conv{}(k2);
        *reinterpret_cast<cutlass::Array<Element, 2>*>(gdv + kv * t.dv_sr + d) = Conv{}(v2);
      }
    }
  }
};

}  // namespace dash::sm90::bwd::v2
