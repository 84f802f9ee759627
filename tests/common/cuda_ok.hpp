#pragma once
// A CUDA runtime call in a GPU test: a failure is a test failure naming the call.
#include <cuda_runtime.h>
#include <gtest/gtest.h>

#define CUDA_OK(expr)                                                                  \
  do {                                                                                 \
    cudaError_t e_ = (expr);                                                           \
    ASSERT_EQ(e_, cudaSuccess) << #expr << ": " << cudaGetErrorString(e_);             \
  } while (0)
