#pragma once
// The byte range a strided tensor touches, for the forward's and the backward's overlap checks
// (one definition): exact in 128 bits for any int64 sizes and strides, so that no product of a
// size and a stride can wrap.
#include <cstdint>

namespace dash::detail {

struct ByteSpan {
  unsigned __int128 lo, hi;  // [lo, hi)
};

// Sizes >= 1 and strides >= 0 (validated before), in elements of elem_bytes.
inline ByteSpan byte_span(void const* ptr, int64_t elem_bytes, int64_t const (&size)[4], int64_t const (&stride)[4]) {
  unsigned __int128 last = 0;
  for (int i = 0; i < 4; ++i) last += (unsigned __int128)(size[i] - 1) * (unsigned __int128)stride[i];
  unsigned __int128 const lo = (unsigned __int128)reinterpret_cast<uintptr_t>(ptr);
  return ByteSpan{lo, lo + (last + 1) * (unsigned __int128)elem_bytes};
}

inline bool overlap(ByteSpan a, ByteSpan b) { return a.lo < b.hi && b.lo < a.hi; }

}  // namespace dash::detail
