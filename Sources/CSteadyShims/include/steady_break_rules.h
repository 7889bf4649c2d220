/*
 * steady_break_rules.h: the compiled ICU break rules Steady ships, as data.
 *
 * Chromium 156 carries ICU 78; these are its `brkitr/line_normal.brk` and
 * `brkitr/char.brk`, extracted from Chromium's icudtl.dat (BreakRules/README.md).
 * Each is an ICU data item with its header, ready for steady_breaker_create.
 * ICU 78's dictionaries live beside them in the same generated file, for ICU
 * itself (steady_unicode_private.h); the Khmer one is also read by Steady's
 * own Khmer engine, which segments Khmer as Chromium's ICU does.
 */
#ifndef STEADY_BREAK_RULES_H
#define STEADY_BREAK_RULES_H

#include <stdint.h>

/** Line break rules: ICU 78's line_normal.brk (UAX #14, CJ as ID), what Chromium uses for line-break: auto. */
extern const uint8_t steady_break_rules_line[];
extern const int32_t steady_break_rules_line_length;

/** Extended grapheme cluster rules (UAX #29, ICU 78). */
extern const uint8_t steady_break_rules_char[];
extern const int32_t steady_break_rules_char_length;

/** ICU 78's Khmer dictionary (brkitr/khmerdict.dict), for BreakDictionary.khmer. */
extern const uint8_t steady_break_dictionary_khmer[];
extern const int32_t steady_break_dictionary_khmer_length;

/* The same arrays through functions: Swift imports an incomplete C array
 * declaration poorly, a function returning its address well. */
static inline const uint8_t *steady_break_rules_line_ptr(void) { return steady_break_rules_line; }
static inline const uint8_t *steady_break_rules_char_ptr(void) { return steady_break_rules_char; }
static inline const uint8_t *steady_break_dictionary_khmer_ptr(void) { return steady_break_dictionary_khmer; }

#endif
