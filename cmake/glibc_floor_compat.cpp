// Two glibc symbols that g++ 12's static libstdc++ (built on Debian 12, glibc 2.36) refers to
// and glibc 2.28 lacks, defined inside libdash when it links against the glibc floor
// (cmake/glibc_floor.cmake, docs/packaging.md). Hidden: libdash's own references bind here,
// nothing is exported, and a newer glibc's definitions are never replaced.
#include <cstddef>
#include <cstdint>

extern "C" {
int getentropy(void* buffer, std::size_t length);  // glibc 2.25
void abort(void);

// glibc >= 2.32 sets it while the process has one thread, and libstdc++ then skips the atomic
// reference counts. Zero ("maybe several threads") is always correct: the atomics are kept.
__attribute__((visibility("hidden"))) char __libc_single_threaded = 0;

// glibc >= 2.36. std::random_device's "arc4random" source is its only user, and libdash makes no
// random_device; cow-string-inst.o brings random.o in all the same. glibc's own arc4random reads
// the same kernel source and terminates the process when it cannot.
__attribute__((visibility("hidden"))) std::uint32_t arc4random(void) {
  std::uint32_t r;
  if (getentropy(&r, sizeof r) != 0) abort();
  return r;
}
}
