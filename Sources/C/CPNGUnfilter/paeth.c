// Paeth unfiltering for 8-bit RGB and RGBA rows (PNG specification, section 9.4).
//
// The left neighbour makes the pixels of a row sequential, so each pixel is one short chain of
// 16-bit SIMD operations with its channels in the lanes. A pixel moves as one 4-byte load and one
// 4-byte store; for RGB the store's fourth byte lands on the next pixel, whose raw bytes were
// loaded before it, and is overwritten by that pixel's own store.
#include "CPNGUnfilter.h"

#include <string.h>

/// The Paeth predictor of one byte from left `a`, up `b` and upper-left `c`.
static inline uint8_t predict_byte(int a, int b, int c) {
    int pa = b - c, pb = a - c, pc = a + b - c - c;
    pa = pa < 0 ? -pa : pa;
    pb = pb < 0 ? -pb : pb;
    pc = pc < 0 ? -pc : pc;
    return (uint8_t)(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c));
}

/// Pixels from `start` to the end of the row, one byte at a time.
static void paeth_bytes(uint8_t *row, const uint8_t *up, size_t start, size_t count, size_t bpp) {
    for (size_t i = start; i < count; i++) {
        int a = i >= bpp ? row[i - bpp] : 0;
        int c = i >= bpp ? up[i - bpp] : 0;
        row[i] = (uint8_t)(row[i] + predict_byte(a, up[i], c));
    }
}

#if defined(__SSE2__)
#include <emmintrin.h>

static inline __m128i load_pixel(const uint8_t *p) {
    int32_t word;
    memcpy(&word, p, 4);
    return _mm_unpacklo_epi8(_mm_cvtsi32_si128(word), _mm_setzero_si128());
}

static inline void store_pixel(uint8_t *p, __m128i lanes) {
    int32_t word = _mm_cvtsi128_si32(_mm_packus_epi16(lanes, lanes));
    memcpy(p, &word, 4);
}

static inline __m128i magnitude(__m128i v) {
    return _mm_max_epi16(v, _mm_sub_epi16(_mm_setzero_si128(), v));
}

static inline __m128i select_lanes(__m128i mask, __m128i if_set, __m128i if_clear) {
    return _mm_or_si128(_mm_and_si128(mask, if_set), _mm_andnot_si128(mask, if_clear));
}

/// One pixel: `raw` plus the predictor of a, b, c; `pa` and `bc` = b − c come off the chain.
static inline __m128i paeth_pixel(__m128i raw, __m128i a, __m128i b, __m128i c) {
    __m128i bc = _mm_sub_epi16(b, c);
    __m128i pa = magnitude(bc);
    __m128i ac = _mm_sub_epi16(a, c);
    __m128i pb = magnitude(ac);
    __m128i pc = magnitude(_mm_add_epi16(ac, bc));
    __m128i up_or_corner = select_lanes(_mm_cmpgt_epi16(pb, pc), c, b);
    __m128i not_left = _mm_or_si128(_mm_cmpgt_epi16(pa, pb), _mm_cmpgt_epi16(pa, pc));
    __m128i predicted = select_lanes(not_left, up_or_corner, a);
    return _mm_and_si128(_mm_add_epi16(raw, predicted), _mm_set1_epi16(0xFF));
}

/// Continues a row from pixel `i`: `raw` holds that pixel's raw bytes (its first byte in memory
/// may already be overwritten), `a` and `c` the finished pixel to its left and the one above that.
/// Needs i + 4 <= count (pixel i is read as four bytes).
static inline void paeth_run(uint8_t *row, const uint8_t *up, size_t i, size_t count, size_t bpp,
                             __m128i a, __m128i c, __m128i raw) {
    for (; i + bpp + 4 <= count; i += bpp) {
        __m128i b = load_pixel(up + i);
        __m128i next = load_pixel(row + i + bpp);
        __m128i value = paeth_pixel(raw, a, b, c);
        store_pixel(row + i, value);
        a = value;
        c = b;
        raw = next;
    }
    // Pixel i from the raw bytes loaded before the last store overwrote its first byte.
    uint8_t bytes[8];
    _mm_storel_epi64((__m128i *)bytes, _mm_packus_epi16(paeth_pixel(raw, a, load_pixel(up + i), c), _mm_setzero_si128()));
    memcpy(row + i, bytes, bpp);
    paeth_bytes(row, up, i + bpp, count, bpp);
}

static inline void paeth_pixels(uint8_t *row, const uint8_t *up, size_t count, size_t bpp) {
    if (count >= bpp + 4) {
        paeth_run(row, up, 0, count, bpp, _mm_setzero_si128(), _mm_setzero_si128(), load_pixel(row));
    } else {
        paeth_bytes(row, up, 0, count, bpp);
    }
}

/// Two Paeth rows at once: `second` runs one pixel behind `first` and takes its up and
/// upper-left pixels from `first`'s results in registers, so the two dependency chains overlap
/// (one row alone waits on each pixel's latency).
static inline void paeth_pair_pixels(uint8_t *first, uint8_t *second, const uint8_t *up, size_t count, size_t bpp) {
    if (count < 2 * bpp + 4) {
        paeth_pixels(first, up, count, bpp);
        paeth_pixels(second, first, count, bpp);
        return;
    }
    const __m128i zero = _mm_setzero_si128();
    // Pixel 0 of the first row alone.
    __m128i b0 = load_pixel(up);
    __m128i next0 = load_pixel(first + bpp);
    __m128i value0 = paeth_pixel(load_pixel(first), zero, b0, zero);
    store_pixel(first, value0);
    __m128i a0 = value0, c0 = b0, raw0 = next0;
    __m128i a1 = zero, c1 = zero, raw1 = load_pixel(second);
    __m128i above = value0;  // the first row's finished pixel over the second row's current one
    size_t i = bpp;
    for (; i + bpp + 4 <= count; i += bpp) {
        b0 = load_pixel(up + i);
        next0 = load_pixel(first + i + bpp);
        value0 = paeth_pixel(raw0, a0, b0, c0);
        store_pixel(first + i, value0);

        __m128i next1 = load_pixel(second + i);
        __m128i value1 = paeth_pixel(raw1, a1, above, c1);
        store_pixel(second + i - bpp, value1);

        a1 = value1;
        c1 = above;
        raw1 = next1;
        above = value0;
        a0 = value0;
        c0 = b0;
        raw0 = next0;
    }
    // The first row's last pixels (its wide loop is done: only the tail runs); then the second
    // row from its pixel i − bpp, reading the first row, now finished, from memory.
    paeth_run(first, up, i, count, bpp, a0, c0, raw0);
    paeth_run(second, first, i - bpp, count, bpp, a1, c1, raw1);
}

void listshot_unfilter_paeth_pair(uint8_t *first, uint8_t *second, const uint8_t *up, size_t count, size_t bpp) {
    if (bpp == 3) {
        paeth_pair_pixels(first, second, up, count, 3);
    } else if (bpp == 4) {
        paeth_pair_pixels(first, second, up, count, 4);
    } else {
        paeth_bytes(first, up, 0, count, bpp);
        paeth_bytes(second, first, 0, count, bpp);
    }
}

void listshot_unfilter_paeth(uint8_t *row, const uint8_t *up, size_t count, size_t bpp) {
    // A constant bpp in each copy: the loop's steps and offsets become immediates.
    if (bpp == 3) {
        paeth_pixels(row, up, count, 3);
    } else if (bpp == 4) {
        paeth_pixels(row, up, count, 4);
    } else {
        paeth_bytes(row, up, 0, count, bpp);
    }
}

#else

void listshot_unfilter_paeth(uint8_t *row, const uint8_t *up, size_t count, size_t bpp) {
    paeth_bytes(row, up, 0, count, bpp);
}

void listshot_unfilter_paeth_pair(uint8_t *first, uint8_t *second, const uint8_t *up, size_t count, size_t bpp) {
    paeth_bytes(first, up, 0, count, bpp);
    paeth_bytes(second, first, 0, count, bpp);
}

#endif
