// The serial PNG row filters (Paeth) in C with SSE2 intrinsics: Swift's SIMD types lowered the
// byte-to-lane widening and the store to per-lane inserts and extracts, which is much slower.
#ifndef LISTSHOT_CPNGUNFILTER_H
#define LISTSHOT_CPNGUNFILTER_H

#include <stddef.h>
#include <stdint.h>

/// Reverses the Paeth filter of `row` (`count` bytes, `bpp` 3 or 4) in place, given the already
/// unfiltered row above it.
void listshot_unfilter_paeth(uint8_t *row, const uint8_t *up, size_t count, size_t bpp);

/// Reverses the Paeth filter of two consecutive rows: `first` (above it `up`) and `second`
/// (above it `first`), interleaved so that their dependency chains overlap.
void listshot_unfilter_paeth_pair(uint8_t *first, uint8_t *second, const uint8_t *up, size_t count, size_t bpp);

#endif
