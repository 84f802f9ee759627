#pragma once
// Deliberate bugs for the mutation check of the test suites (scripts/mutation.sh, issue-style
// "would the tests catch it?"). Each is compiled in only when the build sets
// -DDASH_MUTATION=<name> (CMake), which defines DASH_MUTATION_<NAME>; a normal build has none,
// and every constant below is then false.
namespace dash::mutation {

#ifdef DASH_MUTATION_CAUSAL_PLUS_ONE
inline constexpr int kCausalExtraKeys = 1;  // every row sees one key past the causal diagonal
#else
inline constexpr int kCausalExtraKeys = 0;
#endif

#ifdef DASH_MUTATION_DROP_PARTIAL
inline constexpr bool kDropPartial = true;  // the ordered rank-1 partial of each head's dQ tile 0 is not added
#else
inline constexpr bool kDropPartial = false;
#endif

#ifdef DASH_MUTATION_SWAP_RANKS
inline constexpr bool kSwapRanks = true;  // fa3 / descending: ranks 0 and 1 of every dQ tile swapped
#else
inline constexpr bool kSwapRanks = false;
#endif

#ifdef DASH_MUTATION_SKIP_KV_ROW
inline constexpr bool kSkipLastKvRow = true;  // dK / dV of each KV tile's last row are not written
#else
inline constexpr bool kSkipLastKvRow = false;
#endif

#ifdef DASH_MUTATION_HALF_BOUND
inline constexpr float kExactBoundFactor = 0.5f;  // exact mode's dQ row bound halved
#else
inline constexpr float kExactBoundFactor = 1.f;
#endif

}  // namespace dash::mutation
