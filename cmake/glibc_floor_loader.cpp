// The abi_floor_runs test (cmake/glibc_floor.cmake): run under glibc 2.31's loader and libc
// (scripts/glibc_floor.sh), it loads the libdash.so named on its command line and makes two
// calls that need no GPU, so that a library that needs a newer glibc, or names a library that
// glibc 2.31 does not have, fails here and not on a user's machine. It is linked as libdash is,
// and throws and catches one exception itself: the static libstdc++ and the system unwinder
// then run under the old glibc too.
#include <dlfcn.h>

#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>

#include "dash/c_api.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s libdash.so\n", argv[0]);
    return 2;
  }
  try {
    throw std::runtime_error(std::string("unwinding through ") + argv[0]);
  } catch (std::exception const& e) {
    std::printf("caught: %s\n", e.what());
  }
  void* lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    std::fprintf(stderr, "dlopen failed: %s\n", dlerror());
    return 1;
  }
  auto version = reinterpret_cast<const char* (*)()>(dlsym(lib, "dash_version"));
  auto check = reinterpret_cast<decltype(&dash_check_schedule)>(dlsym(lib, "dash_check_schedule"));
  if (!version || !check) {
    std::fprintf(stderr, "missing entry points: %s\n", dlerror());
    return 1;
  }
  char err[256] = "unset";
  int const bad = check(99, 1, -1, -1, 128, 128, err, sizeof err);  // schedule 99 does not exist
  std::printf("dash_version: %s\ndash_check_schedule(99): %d, \"%s\"\n", version(), bad, err);
  if (bad != DASH_ERROR_INVALID_ARGUMENT || std::strstr(err, "got 99") == nullptr) return 1;
  int const ok = check(DASH_SCHEDULE_AUTO, 1, -1, -1, 128, 128, err, sizeof err);
  std::printf("dash_check_schedule(auto): %d\n", ok);
  return ok == DASH_OK ? 0 : 1;
}
