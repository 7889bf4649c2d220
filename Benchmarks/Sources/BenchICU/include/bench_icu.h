// The dictionary-break floor (DictionaryBreakFloor.swift) calls ICU's line break iterator
// directly: no Steady code, no cache. Benchmark only; the library has its own shims.
// Plain C types here, so that Swift never sees ICU's headers (Foundation brings its own
// copy of ICU's, which clang refuses to merge with Debian's).
#ifndef BENCH_ICU_H
#define BENCH_ICU_H
#include <stdint.h>

/// An ICU line break iterator for the root locale, or NULL. One thread at a time.
typedef struct bench_line_breaker bench_line_breaker;
bench_line_breaker *bench_line_breaker_create(void);
void bench_line_breaker_destroy(bench_line_breaker *breaker);

/// The number of line break opportunities ICU finds in `text` (UTF-16).
int32_t bench_line_breaker_count(bench_line_breaker *breaker, const uint16_t *text, int32_t length);

/// Whether the code point has line break class SA (complex context: Thai, Lao, Khmer,
/// Myanmar), whose breaks ICU finds with its dictionaries.
int bench_is_complex_context(uint32_t scalar);
#endif
