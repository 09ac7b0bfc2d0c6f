// CJSONScan: finding where a JSON array's element ends, sixty-four bytes at a time.
// JSONArrayStreamSplitter (JSONCore) cuts a list into its elements as it downloads; most of an
// element's bytes are short strings, and looking at them one token at a time cost as much as the
// download itself. Here each block of 64 bytes is classified at once (quotes, backslashes,
// brackets, as bit masks), the strings are found from the quotes with a prefix XOR, and only the
// brackets outside strings (eight in a user) are looked at one by one.
#ifndef CJSONSCAN_H
#define CJSONSCAN_H

#include <stddef.h>
#include <stdint.h>

/// The most brackets open at once inside an element (the array around it is one level more).
#define CJSON_ELEMENT_MAXIMUM_DEPTH 511

/// Where the scan of an element (an object or an array) stands between two pieces of input.
/// Zero (`{0}`) before the element's first byte; `cjson_scan_element` leaves it zero again when
/// it finds the element's end.
typedef struct {
    /// All ones while inside a string, zero outside.
    uint64_t in_string;
    /// 1 when the byte after the input scanned so far is escaped (the input ended on a backslash).
    uint64_t escape_pending;
    /// How many brackets are open.
    int32_t depth;
    /// Bit `d` of the 512: whether the bracket open at depth `d` is a brace.
    uint64_t braces[8];
} cjson_element_scan;

/// What `cjson_scan_element` found, when it found no end.
enum {
    /// The element goes on past the input.
    CJSON_SCAN_NEEDS_MORE = -1,
    /// More than `CJSON_ELEMENT_MAXIMUM_DEPTH` brackets open at once.
    CJSON_SCAN_TOO_DEEP = -2,
    /// A closing bracket that closes nothing, or closes a bracket of the other kind.
    CJSON_SCAN_UNBALANCED = -3,
};

/// Scans the bytes `base[from..<end]` of an element that begins with `[` or `{` (at `from` on the
/// first call; later calls go on from where the input ended). Returns the offset just past the
/// bracket that closes the element, or a negative `CJSON_SCAN_…`: for the two errors `*error_at`
/// is the offending bracket's offset. Only the structure is checked: brackets matched, strings
/// closed; a backslash escapes the byte after it wherever it is.
ptrdiff_t cjson_scan_element(
    cjson_element_scan *scan, const uint8_t *base, ptrdiff_t from, ptrdiff_t end, ptrdiff_t *error_at);

#endif
