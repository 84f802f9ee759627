# The CUTLASS/CuTe headers: by default the vendored subset of nvidia-cutlass==4.2.0.0 in
# third_party/cutlass (the GPU machines build offline; scripts/vendor_cutlass.py regenerates it).
# Override with -DCUTLASS_INCLUDE_DIR=/path/to/cutlass/include.
set(CUTLASS_INCLUDE_DIR "${CMAKE_CURRENT_LIST_DIR}/../third_party/cutlass/include"
    CACHE PATH "CUTLASS include directory (holds cute/ and cutlass/)")
if(DASH_BUILD_KERNELS)
  get_filename_component(CUTLASS_INCLUDE_DIR "${CUTLASS_INCLUDE_DIR}" ABSOLUTE)
  if(NOT EXISTS "${CUTLASS_INCLUDE_DIR}/cute/tensor.hpp")
    message(FATAL_ERROR
      "CUTLASS headers not found in ${CUTLASS_INCLUDE_DIR}. The vendored copy lives in "
      "third_party/cutlass/include (restore it with `git checkout third_party`, or regenerate it "
      "with `python3 scripts/vendor_cutlass.py`), or pass "
      "-DCUTLASS_INCLUDE_DIR=<dir holding cute/ and cutlass/>, "
      "or configure with -DDASH_BUILD_KERNELS=OFF.")
  endif()
  get_filename_component(_cutlass_src "${CUTLASS_INCLUDE_DIR}" DIRECTORY)
  set(CUTLASS_UTIL_INCLUDE_DIR "${_cutlass_src}/tools/util/include")
  message(STATUS "CUTLASS headers: ${CUTLASS_INCLUDE_DIR}")
endif()
