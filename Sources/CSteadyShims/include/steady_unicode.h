/*
 * steady_unicode.h: ICU's answers about text: character properties, bidi
 * levels, and boundaries from compiled break rules.
 *
 * Break rules come as data, not from ICU's own data: Steady ships the rules of
 * the renderer it matches (see BreakRules/ in the repository), and ICU's rule
 * engine runs them. The dictionaries for Thai, Lao, Khmer and Burmese are the
 * renderer's too: the first breaker created puts them ahead of the system
 * ICU's (steady_dictionaries.c). A system line breaker runs the system ICU's
 * own rules and dictionaries instead (steady_system_icu.c).
 */
#ifndef STEADY_UNICODE_H
#define STEADY_UNICODE_H

#include "steady_common.h"

/* ---- Character properties ---------------------------------------------- */

enum {
    STEADY_CHAR_DEFAULT_IGNORABLE = 1 << 0,      /* Default_Ignorable_Code_Point */
    STEADY_CHAR_CANONICAL_DECOMPOSITION = 1 << 1 /* Decomposition_Type=Canonical (incl. Hangul syllables) */
};

/** The properties of one code point that Steady's segmentation uses. */
typedef struct {
    /** ICU UScriptCode (Script property). */
    int32_t script;
    /** ICU ULineBreak (Line_Break). */
    uint8_t line_break;
    /** ICU UCharDirection (Bidi_Class). */
    uint8_t bidi_class;
    /** STEADY_CHAR_* flags. */
    uint8_t flags;
} steady_char_properties_t;

/** Reads the properties of `codepoint` (any value; invalid ones get defaults). */
void steady_char_get_properties(uint32_t codepoint, steady_char_properties_t *properties);

/* ---- Bidi ---------------------------------------------------------------- */

/**
 * Resolves the Unicode Bidirectional Algorithm for one paragraph of `text`
 * with base embedding level `base_level` (0 = left-to-right) and writes one
 * level per UTF-16 code unit into `levels` (`length` entries).
 */
steady_status_t steady_bidi_get_levels(const uint16_t *text, int32_t length,
                                       uint8_t base_level, uint8_t *levels);

/* ---- Boundaries ---------------------------------------------------------- */

/**
 * A break iterator running compiled ICU break rules (line or grapheme).
 * One thread at a time; create one per thread from the same rule data.
 */
typedef struct steady_breaker_t steady_breaker_t;

/**
 * Creates a breaker from an ICU data item holding compiled break rules, as
 * stored in an ICU data package (`icupkg -x brkitr/line.brk`): a data header,
 * then the rules. The data is copied; the caller may free it.
 */
steady_breaker_t *steady_breaker_create(const uint8_t *data, int32_t length,
                                        steady_status_t *status);

/**
 * Creates a line breaker running the system ICU's own line rules and
 * dictionaries for the "en" locale, as an engine linked to the system ICU
 * breaks (WebKitGTK: Debian 12's ICU 72 segments Khmer and Lao otherwise
 * than Chromium's ICU 78). NULL, with STEADY_ERROR_LIBRARY, when the system
 * ICU cannot be loaded a second time.
 */
steady_breaker_t *steady_breaker_create_system_line(steady_status_t *status);

/**
 * Creates a grapheme cluster breaker running the system ICU's own rules
 * (Debian 12: ICU 72, whose clusters end after a Khmer coeng, where ICU
 * 78's keep the conjunct whole), as an engine linked to
 * the system ICU splits words with `overflow-wrap: break-word` (WebKitGTK).
 * NULL, with STEADY_ERROR_LIBRARY, when the system ICU cannot be loaded a
 * second time.
 */
steady_breaker_t *steady_breaker_create_system_grapheme(steady_status_t *status);

/** Releases a breaker. Destroying NULL does nothing. */
void steady_breaker_destroy(steady_breaker_t *breaker);

/**
 * Sets the text to find boundaries in. The text is not copied: it must stay
 * valid and unchanged until the next steady_breaker_set_text or destruction.
 */
steady_status_t steady_breaker_set_text(steady_breaker_t *breaker,
                                        const uint16_t *text, int32_t length);

/** The first boundary after `offset`, or -1 when there is none. */
int32_t steady_breaker_following(steady_breaker_t *breaker, int32_t offset);

/** 1 when `offset` is a boundary, else 0. */
int32_t steady_breaker_is_boundary(steady_breaker_t *breaker, int32_t offset);

#endif
