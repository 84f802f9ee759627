#pragma once
// The device the kernels run on: one check that it is an sm_90 (Hopper) GPU, for the forward
// and the backward; and the process-wide mailbox through which the kernels report a failure to the host without a
// sync: 8 ints of pinned, mapped host memory. The dQ postprocess writes words 1-5 (the
// watchdog's report: head, dQ tile, rank, counter seen, worker), then word 0 (the code);
// check_device_errors() reads and clears it.
#include "dash/api.hpp"

namespace dash::detail {

// What the plans need to know of the device a call runs on.
struct DeviceFacts {
  int device = 0;    // the current device's ordinal
  int sms = 0;       // its streaming multiprocessors
  int l2_bytes = 0;  // its L2 cache
};

// The current device's facts, or kUnsupported where it is not an sm_90 GPU (the kernels are
// built for sm_90a only: wgmma, TMA, setmaxnreg), kCudaError where it cannot be queried. A
// device's attributes do not change while the process runs: they are queried on the first call
// on it (sm90::PerDevice).
Status current_hopper_device(DeviceFacts* facts);

// The mailbox's device-visible address (allocated on first use), or nullptr when pinned memory
// cannot be had.
int* error_mailbox();

}  // namespace dash::detail
