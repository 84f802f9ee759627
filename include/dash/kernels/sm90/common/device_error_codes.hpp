#pragma once
// Codes the kernels write into the process-wide failure mailbox (src/bwd/device_errors.hpp),
// which the host reads at the next dash call or check without a sync.
namespace dash::sm90 {

enum DeviceErrorCode : int {
  kDevOk = 0,
  kDevWatchdog = 1,           // backward: a dQ reduction wait stopped making progress (words 1-5: where)
  kDevPackedRowsTooMany = 2,  // forward: a packed sequence is longer than max_seqlen_q (words 1-3)
  kDevPackedBadOffsets = 3,   // backward: cu_seqlens_q / cu_seqlens_k are not a batch's offsets
                              // (word 1: the first bad entry found, 2-3: its two offsets)
  kDevPackedBadSeqused = 4,   // forward / backward (word 4: which): seqused_q / seqused_k outside a
                              // sequence's rows (word 1: the sequence, 2-3: its two counts)
};

}  // namespace dash::sm90
