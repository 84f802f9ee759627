#pragma once
// The plan of a packed batch's backward, on the device (the offsets live there; the host never
// waits for them): one CTA, first in the chain. It checks the offsets, orders the sequences
// (dash::packed_slot: the most work first, ties by index, a function of the lengths alone) and
// writes the launch order and the task offsets (dash::PackedView) into the workspace, which the
// main kernel's CTAs decode task ids with.
//
// Offsets that are not a batch's (not starting at 0, decreasing, past the tensors' rows) would
// send the other kernels' row accesses anywhere: the plan then sets the workspace's verdict
// word, which every later kernel of the call checks first (they do nothing), gives the main
// kernel no task, writes NaN into every element of dQ, dK and dV, and reports the failure in
// the mailbox (raised by the next dash call or check). seqused counts outside their sequence's
// rows (read only once the offsets are valid) do the same with their own report.
#include <cmath>

#include "dash/kernels/sm90/bwd/tile_traits.hpp"
#include "dash/kernels/sm90/bwd/primitives.hpp"
#include "dash/kernels/sm90/bwd/task_source.hpp"
#include "dash/kernels/sm90/common/device_error_codes.hpp"
#include "dash/schedule/packed.hpp"

namespace dash::sm90::bwd {

constexpr int kPlanThreads = 1024;
// Sequences ordered by work (a comparison with every other one, from shared memory); a larger
// batch runs in index order (the same tasks and bits; only the balance of the tail differs).
constexpr int kPlanSortMax = 4096;

template <class Element>
__device__ void fill_nan(void* base, int64_t rows, int heads, int d, int64_t s_row, int64_t s_head) {
  const int64_t n = rows * heads * d;
  for (int64_t i = threadIdx.x; i < n; i += blockDim.x) {
    const int64_t r = i / (static_cast<int64_t>(heads) * d), rest = i % (static_cast<int64_t>(heads) * d);
    static_cast<Element*>(base)[r * s_row + (rest / d) * s_head + rest % d] = ElemTraits<Element>::from_float(NAN);
  }
}

template <class Traits>
__global__ void __launch_bounds__(kPlanThreads) bwd_plan_kernel(BwdKernelParams p) {
  pdl_allow_next_then_wait();
  __shared__ long long work[kPlanSortMax];
  __shared__ int scan[kPlanThreads];
  __shared__ int bad_at, bad_used_at;
  const int n = p.shape.batch, tid = threadIdx.x;
  if (tid == 0) bad_at = bad_used_at = -1;
  __syncthreads();
  // The offsets: from 0, non-decreasing, within the tensors' rows.
  for (int b = tid; b <= n; b += kPlanThreads) {
    const int q = p.packed.cu_seqlens_q[b], k = p.packed.cu_seqlens_k[b];
    const bool ok = b == 0 ? q == 0 && k == 0
                           : q >= p.packed.cu_seqlens_q[b - 1] && k >= p.packed.cu_seqlens_k[b - 1] &&
                                 q <= p.shape.seqlen_q && k <= p.shape.seqlen_k;
    if (!ok) atomicMax(&bad_at, b);
  }
  __syncthreads();
  if (bad_at < 0)  // the counts, against offsets now known to be a batch's
    for (int b = tid; b < n; b += kPlanThreads)
      if (!seqused_valid(p.packed.cu_seqlens_q, p.packed.seqused_q, b) ||
          !seqused_valid(p.packed.cu_seqlens_k, p.packed.seqused_k, b))
        atomicMax(&bad_used_at, b);
  __syncthreads();
  if (bad_at >= 0 || bad_used_at >= 0) {
    if (tid == 0) {
      *p.packed.bad = 1;
      p.packed.cu_tasks[n] = 0;  // no task for the main kernel (it reads the total only)
      if (p.ws.error_mailbox != nullptr) {
        volatile int* box = p.ws.error_mailbox;
        if (bad_at >= 0) {
          box[1] = bad_at;
          box[2] = p.packed.cu_seqlens_q[bad_at];
          box[3] = p.packed.cu_seqlens_k[bad_at];
        } else {
          box[1] = bad_used_at;
          box[2] = p.packed.seqused_q != nullptr ? p.packed.seqused_q[bad_used_at] : -1;
          box[3] = p.packed.seqused_k != nullptr ? p.packed.seqused_k[bad_used_at] : -1;
          box[4] = 1;  // the backward
        }
        __threadfence_system();  // the report before its code
        box[0] = bad_at >= 0 ? kDevPackedBadOffsets : kDevPackedBadSeqused;
      }
    }
    using E = typename Traits::Element;
    fill_nan<E>(p.tensors.dq, p.shape.seqlen_q, p.shape.heads, Traits::kHeadDim, p.tensors.dq_sr, p.tensors.dq_sh);
    fill_nan<E>(p.tensors.dk, p.shape.seqlen_k, p.shape.heads_kv, Traits::kHeadDim, p.tensors.dk_sr, p.tensors.dk_sh);
    fill_nan<E>(p.tensors.dv, p.shape.seqlen_k, p.shape.heads_kv, Traits::kHeadDim, p.tensors.dv_sr, p.tensors.dv_sh);
    return;
  }
  const TaskSource<Traits> src = task_source<Traits>(p);
  const bool sorted = n <= kPlanSortMax;
  if (sorted)
    for (int b = tid; b < n; b += kPlanThreads) work[b] = packed_work(src.view, b);
  __syncthreads();
  for (int b = tid; b < n; b += kPlanThreads) p.packed.order[sorted ? packed_slot(work, n, b) : b] = b;
  if (tid == 0) *p.packed.bad = 0;
  __syncthreads();  // the order is read back below by other threads
  // cu_tasks: an exclusive scan of the slots' task counts, each thread a contiguous chunk.
  const int chunk = (n + kPlanThreads - 1) / kPlanThreads, lo = min(n, tid * chunk), hi = min(n, lo + chunk);
  int sum = 0;
  for (int k = lo; k < hi; ++k) sum += packed_tasks(src.view, p.packed.order[k]);
  scan[tid] = sum;
  __syncthreads();
  for (int off = 1; off < kPlanThreads; off <<= 1) {  // inclusive scan of the chunk sums
    const int add = tid >= off ? scan[tid - off] : 0;
    __syncthreads();
    scan[tid] += add;
    __syncthreads();
  }
  int at = scan[tid] - sum;
  for (int k = lo; k < hi; ++k) {
    p.packed.cu_tasks[k] = at;
    at += packed_tasks(src.view, p.packed.order[k]);
  }
  if (tid == kPlanThreads - 1) p.packed.cu_tasks[n] = scan[tid];
  __syncthreads();  // the task offsets, read back below
  // Every task's descriptor (task_source.hpp): its launch slot by a binary search over the
  // offsets, here once instead of in every warp role of the main kernel at every task.
  const int total = p.packed.cu_tasks[n];
  for (int t = tid; t < total; t += kPlanThreads) {
    const int k = src.view.slot_of(t);
    const int b = p.packed.order[k];
    const int q0 = p.packed.cu_seqlens_q[b], k0 = p.packed.cu_seqlens_k[b];
    int4* d = reinterpret_cast<int4*>(p.packed.task_table) + 2 * t;
    d[0] = make_int4(b, t - p.packed.cu_tasks[k], q0, k0);
    d[1] = make_int4(src.view.seqlen_q(b), src.view.seqlen_k(b), 0, 0);
  }
}

}  // namespace dash::sm90::bwd
