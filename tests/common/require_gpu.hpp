#pragma once
// GPU tests skip, visibly, where no Hopper GPU is (CI). On the GPU machine a skip would hide a
// test that never ran, so DASH_REQUIRE_GPU=1 (scripts/gpu_verify.sh sets it) turns such a skip
// into a failure.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>

namespace dash_test {

inline bool gpu_required() {
  const char* e = std::getenv("DASH_REQUIRE_GPU");
  return e != nullptr && std::strcmp(e, "1") == 0;
}

}  // namespace dash_test

// Skips the current test for `why` (anything that streams into a gtest message), or fails it
// under DASH_REQUIRE_GPU=1.
#define DASH_SKIP_OR_REQUIRE_GPU(why)                                          \
  do {                                                                         \
    if (dash_test::gpu_required()) FAIL() << "DASH_REQUIRE_GPU=1, but " << why; \
    GTEST_SKIP() << why;                                                       \
  } while (0)
