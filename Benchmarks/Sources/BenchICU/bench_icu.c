#include "bench_icu.h"
#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>

struct bench_line_breaker { UBreakIterator *iterator; };

bench_line_breaker *bench_line_breaker_create(void) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, "", NULL, 0, &status);
    if (U_FAILURE(status) || iterator == NULL) return NULL;
    bench_line_breaker *breaker = malloc(sizeof *breaker);
    if (breaker == NULL) { ubrk_close(iterator); return NULL; }
    breaker->iterator = iterator;
    return breaker;
}

void bench_line_breaker_destroy(bench_line_breaker *breaker) {
    if (breaker == NULL) return;
    ubrk_close(breaker->iterator);
    free(breaker);
}

int32_t bench_line_breaker_count(bench_line_breaker *breaker, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    while (ubrk_next(breaker->iterator) != UBRK_DONE) count++;
    return count;
}

int bench_is_complex_context(uint32_t scalar) {
    return u_getIntPropertyValue((UChar32)scalar, UCHAR_LINE_BREAK) == U_LB_COMPLEX_CONTEXT;
}
