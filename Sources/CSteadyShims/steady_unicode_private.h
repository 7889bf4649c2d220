/*
 * steady_unicode_private.h: what the shim's own files share about ICU's data,
 * and Swift never sees (it lies outside include/).
 */
#ifndef STEADY_UNICODE_PRIVATE_H
#define STEADY_UNICODE_PRIVATE_H

#include <stdint.h>
#include <unicode/ubrk.h>

#include "steady_break_rules.h"

/* ICU 78's dictionaries for the scripts written without spaces
 * (`brkitr/<name>dict.dict` from Chromium's icudtl.dat), embedded by
 * Tools/embed-break-rules.sh; the Khmer one is declared in
 * steady_break_rules.h, which Swift reads too. */
extern const uint8_t steady_break_dictionary_thai[];
extern const int32_t steady_break_dictionary_thai_length;
extern const uint8_t steady_break_dictionary_lao[];
extern const int32_t steady_break_dictionary_lao_length;
extern const uint8_t steady_break_dictionary_burmese[];
extern const int32_t steady_break_dictionary_burmese_length;

/**
 * Puts the embedded dictionaries ahead of the system ICU's own, once per
 * process, before ICU loads any data: ICU's dictionary engines then segment
 * Thai, Lao, Khmer and Burmese with ICU 78's word lists, as Chromium does.
 * Returns whether ICU accepted them. Safe to call from any thread, any number
 * of times.
 */
int steady_dictionaries_install(void);

/* The break iterator functions of one copy of ICU. */
typedef struct {
    UBreakIterator *(*open)(UBreakIteratorType type, const char *locale, const UChar *text, int32_t length,
                            UErrorCode *error);
    void (*set_text)(UBreakIterator *iterator, const UChar *text, int32_t length, UErrorCode *error);
    int32_t (*following)(UBreakIterator *iterator, int32_t offset);
    UBool (*is_boundary)(UBreakIterator *iterator, int32_t offset);
    void (*close)(UBreakIterator *iterator);
} steady_icu_functions_t;

/**
 * The system ICU as Debian ships it, with its own rules and dictionaries: a
 * second copy of the library Steady links, loaded once into a link-map
 * namespace of its own, where steady_dictionaries_install never reaches.
 * NULL when it cannot be loaded. Safe to call from any thread.
 */
const steady_icu_functions_t *steady_system_icu(void);

#endif
