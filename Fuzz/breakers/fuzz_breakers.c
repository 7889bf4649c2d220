/* Fuzz target: the line and grapheme breakers (ICU 78 rules) over arbitrary UTF-16LE. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "steady_unicode.h"
#include "steady_break_rules.h"

static steady_breaker_t *line, *chars;

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc; (void)argv;
    steady_status_t status;
    line = steady_breaker_create(steady_break_rules_line_ptr(), steady_break_rules_line_length, &status);
    chars = steady_breaker_create(steady_break_rules_char_ptr(), steady_break_rules_char_length, &status);
    if (!line || !chars) abort();
    return 0;
}

static void walk(steady_breaker_t *b, const uint16_t *text, int32_t length) {
    if (steady_breaker_set_text(b, text, length) != STEADY_OK) return;
    int32_t at = 0, steps = 0;
    for (;;) {
        int32_t next = steady_breaker_following(b, at);
        if (next < 0) break;
        if (next <= at || next > length || ++steps > length + 1) abort(); /* must advance, stay in bounds */
        at = next;
    }
    for (int32_t i = 0; i <= length; i += 1 + length / 64) (void)steady_breaker_is_boundary(b, i);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    int32_t length = (int32_t)(size / 2);
    uint16_t *text = malloc((size_t)length * 2 + 2);
    memcpy(text, data, (size_t)length * 2);
    walk(line, text, length);
    walk(chars, text, length);
    /* Character properties of every unit and of raw 32-bit values. */
    steady_char_properties_t p;
    for (int32_t i = 0; i < length; i++) steady_char_get_properties(text[i], &p);
    if (size >= 4) {
        uint32_t cp; memcpy(&cp, data, 4);
        steady_char_get_properties(cp, &p);
    }
    free(text);
    return 0;
}
