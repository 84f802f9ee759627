# Locate the CUTLASS/CuTe headers of the pinned pip package nvidia-cutlass==4.2.0.0
# (installed with `pip install --no-deps nvidia-cutlass==4.2.0.0`).
# Override with -DCUTLASS_INCLUDE_DIR=/path/to/cutlass/include.
set(CUTLASS_INCLUDE_DIR "" CACHE PATH "CUTLASS include directory (holds cute/ and cutlass/)")
if(NOT CUTLASS_INCLUDE_DIR)
  find_package(Python3 COMPONENTS Interpreter QUIET)
  if(Python3_Interpreter_FOUND)
    execute_process(
      COMMAND ${Python3_EXECUTABLE} -c
              "import cutlass_library, os; print(os.path.join(os.path.dirname(cutlass_library.__file__), 'source'))"
      OUTPUT_VARIABLE _cutlass_root OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    if(_cutlass_root AND EXISTS "${_cutlass_root}/include/cute")
      set(CUTLASS_INCLUDE_DIR "${_cutlass_root}/include" CACHE PATH "" FORCE)
    endif()
  endif()
endif()
if(DASH_BUILD_KERNELS)
  if(NOT CUTLASS_INCLUDE_DIR OR NOT EXISTS "${CUTLASS_INCLUDE_DIR}/cute/tensor.hpp")
    message(FATAL_ERROR
      "CUTLASS headers not found. Run `pip install --no-deps nvidia-cutlass==4.2.0.0` "
      "or pass -DCUTLASS_INCLUDE_DIR=<dir holding cute/ and cutlass/>, "
      "or configure with -DDASH_BUILD_KERNELS=OFF.")
  endif()
  get_filename_component(_cutlass_src "${CUTLASS_INCLUDE_DIR}" DIRECTORY)
  set(CUTLASS_UTIL_INCLUDE_DIR "${_cutlass_src}/tools/util/include")
  message(STATUS "CUTLASS headers: ${CUTLASS_INCLUDE_DIR}")
endif()
