# The compiled instances' translation units, generated from the one instance list
# (include/dash/plan/instances.hpp, its X(name, DType enumerator, head dim, V head dim, backward)
# rows): a row there is a set of forward and backward translation units here, with no CMake list
# to edit.
set(DASH_INSTANCES_HPP ${PROJECT_SOURCE_DIR}/include/dash/plan/instances.hpp)
set_property(DIRECTORY ${PROJECT_SOURCE_DIR} APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${DASH_INSTANCES_HPP})

# dash_instance_sources(TEMPLATE OUT_PREFIX OUT_VAR [BACKWARD] [VARIANTS v...]): one file
# ${OUT_PREFIX}<name>_<variant>.cu per row and variant (without VARIANTS: <name>.cu per row), made
# from TEMPLATE with
# @DASH_INSTANCE_NAME@, @DASH_INSTANCE_DTYPE@, @DASH_INSTANCE_HEAD_DIM@, @DASH_INSTANCE_HEAD_DIM_V@
# and, from a variant
# "suffix:A:B", @DASH_VARIANT@ (suffix), @DASH_VARIANT_A@ and @DASH_VARIANT_B@. The variants
# split an instance's kernels over several units, so that a parallel build has a unit per core.
# BACKWARD: only the rows whose backward column is 1.
function(dash_instance_sources TEMPLATE OUT_PREFIX OUT_VAR)
  cmake_parse_arguments(ARG "BACKWARD" "" "VARIANTS" ${ARGN})
  file(READ ${DASH_INSTANCES_HPP} text)
  string(REGEX MATCHALL "X\\([a-z0-9_]+, *k[A-Z0-9]+, *[0-9]+, *[0-9]+, *[01]\\)" rows "${text}")
  if(NOT rows)
    message(FATAL_ERROR "no instance rows in ${DASH_INSTANCES_HPP}")
  endif()
  if(NOT ARG_VARIANTS)
    set(ARG_VARIANTS "-:_:_")  # one unit per row, named after it
  endif()
  set(files)
  foreach(row IN LISTS rows)
    string(REGEX MATCH "X\\(([a-z0-9_]+), *(k[A-Z0-9]+), *([0-9]+), *([0-9]+), *([01])\\)" _ "${row}")
    set(DASH_INSTANCE_NAME ${CMAKE_MATCH_1})
    set(DASH_INSTANCE_DTYPE ${CMAKE_MATCH_2})
    set(DASH_INSTANCE_HEAD_DIM ${CMAKE_MATCH_3})
    set(DASH_INSTANCE_HEAD_DIM_V ${CMAKE_MATCH_4})
    if(ARG_BACKWARD AND NOT CMAKE_MATCH_5)
      continue()
    endif()
    foreach(variant IN LISTS ARG_VARIANTS)
      string(REPLACE ":" ";" parts "${variant}")
      list(GET parts 0 DASH_VARIANT)
      list(GET parts 1 DASH_VARIANT_A)
      list(GET parts 2 DASH_VARIANT_B)
      if(DASH_VARIANT STREQUAL "-")
        set(out ${OUT_PREFIX}${DASH_INSTANCE_NAME}.cu)
      else()
        set(out ${OUT_PREFIX}${DASH_INSTANCE_NAME}_${DASH_VARIANT}.cu)
      endif()
      configure_file(${TEMPLATE} ${out} @ONLY)
      list(APPEND files ${out})
    endforeach()
  endforeach()
  set(${OUT_VAR} ${files} PARENT_SCOPE)
endfunction()
