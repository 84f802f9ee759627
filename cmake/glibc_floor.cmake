# How libdash.so links when it carries its C++ runtime (DASH_STATIC_LIBSTDCXX), and the glibc
# floor it can link against (DASH_GLIBC_FLOOR), for a wheel that loads on glibc 2.28
# (manylinux_2_28: RHEL 8, Debian 10, Ubuntu 20.04 and newer). docs/packaging.md says why each
# step is there and what else was tried.

set(_dash_cmake_dir ${CMAKE_CURRENT_LIST_DIR})  # for the functions below, whoever calls them

# A folder made by scripts/glibc_floor.sh: glibc 2.31's libraries in the layout of glibc < 2.34.
set(DASH_GLIBC_FLOOR "" CACHE PATH
    "link libdash against the glibc of scripts/glibc_floor.sh (its folder), not this machine's")
if(DASH_GLIBC_FLOOR)
  if(NOT DASH_STATIC_LIBSTDCXX)
    # g++ 12's libstdc++.so.6 needs GLIBCXX_3.4.30 of the system: the floor needs it linked in.
    message(FATAL_ERROR "DASH_GLIBC_FLOOR needs DASH_STATIC_LIBSTDCXX=ON")
  endif()
  if(NOT EXISTS "${DASH_GLIBC_FLOOR}/lib/libc.so")
    message(FATAL_ERROR "DASH_GLIBC_FLOOR=${DASH_GLIBC_FLOOR} has no lib/libc.so: run scripts/glibc_floor.sh")
  endif()
endif()

# dash_link_static_libstdcxx(TARGET): libstdc++ linked in; libgcc_s (the unwinder) from the system.
# - libstdc++'s symbols stay inside the library (--exclude-libs): libdash's C++ calls bind to its
#   own copy, never to an older libstdc++.so.6 that the process loaded first (PyTorch's).
# - The unwinder is the system's libgcc_s.so.1 (GCC_4.2.0 at most), not g++ 12's static
#   libgcc_eh, whose frame lookup calls _dl_find_object (glibc 2.35); one unwinder per process
#   also lets an exception cross from libdash into a caller's C++ frames.
# - -z defs: every symbol resolves at link time, so none is left unversioned (an unversioned
#   reference finds nothing on a glibc without that symbol, and nothing says so until it loads).
# With DASH_GLIBC_FLOOR, glibc comes from the floor: -L puts its libc.so, libpthread.so, ...
# before this machine's, and cmake/glibc_floor_compat.cpp defines what libstdc++.a needs beyond it.
function(dash_link_static_libstdcxx target)
  target_link_options(${target} PRIVATE -static-libstdc++ -shared-libgcc
                      "LINKER:--exclude-libs,libstdc++.a" "LINKER:-z,defs")
  if(DASH_GLIBC_FLOOR)
    target_sources(${target} PRIVATE ${_dash_cmake_dir}/glibc_floor_compat.cpp)
    target_link_options(${target} PRIVATE "-L${DASH_GLIBC_FLOOR}/lib"
                        "LINKER:-rpath-link,${DASH_GLIBC_FLOOR}/lib")
    # glibc < 2.34 keeps these in their own libraries; g++ names none of them by itself. Kept
    # even where nothing before them needs them (g++ links --as-needed): libstdc++.a comes after.
    target_link_options(${target} PRIVATE
                        "SHELL:-Wl,--push-state,--no-as-needed -lpthread -ldl -lrt -lm -Wl,--pop-state")
  endif()
endfunction()

# The tests of the floor (ctest): abi_floor, the library's needs against manylinux_2_28 (it fails
# on a library linked against this machine's glibc 2.36, i.e. without the floor); with the floor,
# abi_floor_runs, a load and two calls under glibc 2.31's own loader and libc.
function(dash_add_glibc_floor_tests library)
  find_package(Python3 COMPONENTS Interpreter REQUIRED)
  add_test(NAME abi_floor
           COMMAND ${Python3_EXECUTABLE} ${_dash_cmake_dir}/../python/build_backend/abi_check.py
                   --glibc 2.28 $<TARGET_FILE:${library}>)
  if(DASH_GLIBC_FLOOR)
    add_executable(dash_floor_loader ${_dash_cmake_dir}/glibc_floor_loader.cpp)
    target_link_libraries(dash_floor_loader PRIVATE dash_core)  # dash/c_api.h
    dash_link_static_libstdcxx(dash_floor_loader)
    # An executable's link also resolves its libraries' own needs, and this machine's libgcc_s
    # needs glibc 2.35; at run time the test takes the floor's libgcc_s (DIR/runtime).
    target_link_options(dash_floor_loader PRIVATE "LINKER:--allow-shlib-undefined")
    add_test(NAME abi_floor_runs
             COMMAND ${DASH_GLIBC_FLOOR}/lib/ld-linux-x86-64.so.2
                     --library-path ${DASH_GLIBC_FLOOR}/lib:${DASH_GLIBC_FLOOR}/runtime
                     $<TARGET_FILE:dash_floor_loader> $<TARGET_FILE:${library}>)
  endif()
endfunction()
