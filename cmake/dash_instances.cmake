# The compiled instances' translation units, generated from the one instance list
# (include/dash/plan/instances.hpp, its X(name, DType enumerator, head dim) rows): a row there is
# a forward and a backward translation unit here, with no CMake list to edit.
set(DASH_INSTANCES_HPP ${PROJECT_SOURCE_DIR}/include/dash/plan/instances.hpp)
set_property(DIRECTORY ${PROJECT_SOURCE_DIR} APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${DASH_INSTANCES_HPP})

# dash_instance_sources(TEMPLATE OUT_PREFIX OUT_VAR): one file ${OUT_PREFIX}<name>.cu per row, made
# from TEMPLATE with @DASH_INSTANCE_NAME@, @DASH_INSTANCE_DTYPE@ and @DASH_INSTANCE_HEAD_DIM@.
function(dash_instance_sources TEMPLATE OUT_PREFIX OUT_VAR)
  file(READ ${DASH_INSTANCES_HPP} text)
  string(REGEX MATCHALL "X\\([a-z0-9_]+, *k[A-Z0-9]+, *[0-9]+\\)" rows "${text}")
  if(NOT rows)
    message(FATAL_ERROR "no instance rows in ${DASH_INSTANCES_HPP}")
  endif()
  set(files)
  foreach(row IN LISTS rows)
    string(REGEX MATCH "X\\(([a-z0-9_]+), *(k[A-Z0-9]+), *([0-9]+)\\)" _ "${row}")
    set(DASH_INSTANCE_NAME ${CMAKE_MATCH_1})
    set(DASH_INSTANCE_DTYPE ${CMAKE_MATCH_2})
    set(DASH_INSTANCE_HEAD_DIM ${CMAKE_MATCH_3})
    set(out ${OUT_PREFIX}${DASH_INSTANCE_NAME}.cu)
    configure_file(${TEMPLATE} ${out} @ONLY)
    list(APPEND files ${out})
  endforeach()
  set(${OUT_VAR} ${files} PARENT_SCOPE)
endfunction()
