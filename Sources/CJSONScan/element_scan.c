// The block scan behind cjson_scan_element (include/CJSONScan.h). A block is 64 bytes of input,
// the last of a piece padded with zeros (no zero byte is a quote, a backslash or a bracket). SSE2
// classifies 16 bytes an instruction where the processor has it (every x86_64); elsewhere a loop
// over the bytes builds the same masks.
#include "CJSONScan.h"
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// The bytes of a block that are quotes, backslashes, opening and closing brackets, bit i for byte i.
typedef struct {
    uint64_t quotes, backslashes, brackets;
} block_masks;

#if defined(__SSE2__)
static inline block_masks classify(const uint8_t *block) {
    const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\');
    // `[` `]` are `{` `}` without the bit 0x20: with it set, two comparisons find all four.
    const __m128i case_bit = _mm_set1_epi8(0x20), open = _mm_set1_epi8('{'), close = _mm_set1_epi8('}');
    block_masks masks = {0, 0, 0};
    for (int part = 0; part < 4; part++) {
        __m128i bytes = _mm_loadu_si128((const __m128i *)(block + 16 * part));
        __m128i folded = _mm_or_si128(bytes, case_bit);
        __m128i brackets = _mm_or_si128(_mm_cmpeq_epi8(folded, open), _mm_cmpeq_epi8(folded, close));
        int shift = 16 * part;
        masks.quotes |= (uint64_t)(uint16_t)_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, quote)) << shift;
        masks.backslashes |= (uint64_t)(uint16_t)_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, backslash)) << shift;
        masks.brackets |= (uint64_t)(uint16_t)_mm_movemask_epi8(brackets) << shift;
    }
    return masks;
}
#else
static inline block_masks classify(const uint8_t *block) {
    block_masks masks = {0, 0, 0};
    for (int i = 0; i < 64; i++) {
        uint8_t folded = block[i] | 0x20;
        masks.quotes |= (uint64_t)(block[i] == '"') << i;
        masks.backslashes |= (uint64_t)(block[i] == '\\') << i;
        masks.brackets |= (uint64_t)(folded == '{' || folded == '}') << i;
    }
    return masks;
}
#endif

/// Bit i set when an odd number of bits at or below i are set in `bits`: with the quotes, the
/// bytes from an opening quote up to its closing one.
static inline uint64_t prefix_xor(uint64_t bits) {
    bits ^= bits << 1;
    bits ^= bits << 2;
    bits ^= bits << 4;
    bits ^= bits << 8;
    bits ^= bits << 16;
    bits ^= bits << 32;
    return bits;
}

/// The bytes of a block of `count` bytes escaped by a backslash before them, `*pending` saying
/// whether the first is (and set to whether the byte after the block is).
static inline uint64_t escaped_bytes(uint64_t backslashes, int count, uint64_t *pending) {
    uint64_t escaped = *pending;
    backslashes &= ~escaped;
    *pending = 0;
    while (backslashes) {
        int at = __builtin_ctzll(backslashes);
        if (at + 1 >= count) {
            *pending = 1;
            break;
        }
        escaped |= 2ULL << at;
        backslashes &= ~(3ULL << at);
    }
    return escaped;
}

ptrdiff_t cjson_scan_element(
    cjson_element_scan *scan, const uint8_t *base, ptrdiff_t from, ptrdiff_t end, ptrdiff_t *error_at) {
    uint8_t padded[64];
    for (ptrdiff_t position = from; position < end; position += 64) {
        int count = end - position < 64 ? (int)(end - position) : 64;
        const uint8_t *block = base + position;
        if (count < 64) {
            memcpy(padded, block, (size_t)count);
            memset(padded + count, 0, (size_t)(64 - count));
            block = padded;
        }
        block_masks masks = classify(block);
        uint64_t quotes = masks.quotes;
        if (masks.backslashes | scan->escape_pending)
            quotes &= ~escaped_bytes(masks.backslashes, count, &scan->escape_pending);
        uint64_t strings = prefix_xor(quotes) ^ scan->in_string;
        // The padding holds no quote: the last byte's state is the top bit's.
        scan->in_string = (uint64_t)((int64_t)strings >> 63);
        for (uint64_t brackets = masks.brackets & ~strings; brackets; brackets &= brackets - 1) {
            int at = __builtin_ctzll(brackets);
            uint8_t byte = block[at];
            int32_t depth = scan->depth;
            if (byte == '{' || byte == '[') {
                if (depth >= CJSON_ELEMENT_MAXIMUM_DEPTH) {
                    *error_at = position + at;
                    return CJSON_SCAN_TOO_DEEP;
                }
                uint64_t bit = 1ULL << (depth & 63);
                if (byte == '{')
                    scan->braces[depth >> 6] |= bit;
                else
                    scan->braces[depth >> 6] &= ~bit;
                scan->depth = depth + 1;
                continue;
            }
            int is_brace = depth > 0 && (scan->braces[(depth - 1) >> 6] >> ((depth - 1) & 63) & 1);
            if (depth == 0 || is_brace != (byte == '}')) {
                *error_at = position + at;
                return CJSON_SCAN_UNBALANCED;
            }
            scan->depth = depth - 1;
            if (depth == 1) {
                // The element ends outside any string, with nothing escaped.
                scan->in_string = 0;
                scan->escape_pending = 0;
                return position + at + 1;
            }
        }
    }
    return CJSON_SCAN_NEEDS_MORE;
}
