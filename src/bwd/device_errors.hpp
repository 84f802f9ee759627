#pragma once
// The process-wide mailbox through which the kernels report a failure to the host without a
// sync: 8 ints of pinned, mapped host memory. The dQ postprocess writes words 1-5 (the
// watchdog's report: head, dQ tile, rank, counter seen, worker), then word 0 (the code);
// check_device_errors() reads and clears it.
namespace dash::detail {

// The mailbox's device-visible address (allocated on first use), or nullptr when pinned memory
// cannot be had.
int* error_mailbox();

}  // namespace dash::detail
