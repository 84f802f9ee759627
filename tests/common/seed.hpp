#pragma once
// The run's random seed: DASH_TEST_SEED when set (to reproduce a run), else a fresh one. It is
// printed once, so that any failure can be rerun with the same inputs; tests mix it with their
// case so that cases differ from each other.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>

namespace dash_test {

inline uint32_t test_seed() {
  static const uint32_t seed = [] {
    const char* e = std::getenv("DASH_TEST_SEED");
    const uint32_t s = e != nullptr ? static_cast<uint32_t>(std::strtoul(e, nullptr, 10)) : std::random_device{}();
    std::printf("[ seed ] DASH_TEST_SEED=%u\n", s);
    return s;
  }();
  return seed;
}

}  // namespace dash_test
