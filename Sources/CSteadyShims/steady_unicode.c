/*
 * steady_unicode.c: character properties, bidi levels and rule-based
 * boundaries from ICU.
 */
#include "steady_unicode.h"
#include "steady_unicode_private.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>

void steady_char_get_properties(uint32_t codepoint, steady_char_properties_t *p) {
    UChar32 c = (UChar32)codepoint;
    UErrorCode error = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript(c, &error);
    p->script = U_SUCCESS(error) ? (int32_t)script : (int32_t)USCRIPT_UNKNOWN;
    p->line_break = (uint8_t)u_getIntPropertyValue(c, UCHAR_LINE_BREAK);
    p->bidi_class = (uint8_t)u_charDirection(c);
    uint8_t flags = 0;
    if (u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) flags |= STEADY_CHAR_DEFAULT_IGNORABLE;
    if (u_getIntPropertyValue(c, UCHAR_DECOMPOSITION_TYPE) == U_DT_CANONICAL) flags |= STEADY_CHAR_CANONICAL_DECOMPOSITION;
    p->flags = flags;
}

steady_status_t steady_bidi_get_levels(const uint16_t *text, int32_t length,
                                       uint8_t base_level, uint8_t *levels) {
    if (length < 0) return STEADY_ERROR_ARGUMENT;
    if (length == 0) return STEADY_OK;
    UErrorCode error = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &error);
    if (U_FAILURE(error)) return STEADY_ERROR_MEMORY;
    ubidi_setPara(bidi, (const UChar *)text, length, (UBiDiLevel)base_level, NULL, &error);
    if (U_SUCCESS(error)) {
        const UBiDiLevel *resolved = ubidi_getLevels(bidi, &error);
        if (U_SUCCESS(error)) memcpy(levels, resolved, (size_t)length);
    }
    ubidi_close(bidi);
    return U_SUCCESS(error) ? STEADY_OK : STEADY_ERROR_LIBRARY;
}

/* The ICU functions a breaker's iterator belongs to: Steady's own ICU (the
 * linked one, with Chromium's dictionaries ahead of its own), or the system
 * ICU's second copy (steady_system_icu.c). */
static const steady_icu_functions_t linked_icu = {
    .set_text = ubrk_setText, .following = ubrk_following, .is_boundary = ubrk_isBoundary, .close = ubrk_close,
};

struct steady_breaker_t {
    void *rules;                /* compiled rules, 16-byte aligned copy; outlives the iterator */
    UBreakIterator *iterator;
    const steady_icu_functions_t *icu;
};

steady_breaker_t *steady_breaker_create(const uint8_t *data, int32_t length,
                                        steady_status_t *status) {
    steady_status_t ignored;
    if (!status) status = &ignored;
    /* Before any iterator exists, so before ICU loads its own dictionaries. */
    steady_dictionaries_install();
    /* An ICU data item starts with a header: uint16 header size, magic 0xDA 0x27,
     * then UDataInfo (uint16 size, uint16 reserved, isBigEndian, charsetFamily,
     * sizeofUChar, reserved, dataFormat[4], formatVersion[4], dataVersion[4]). */
    if (!data || length < 24) { *status = STEADY_ERROR_FORMAT; return NULL; }
    int32_t header_size = data[0] | (data[1] << 8);
    if (data[2] != 0xDA || data[3] != 0x27 || header_size < 24 || header_size >= length ||
        data[8] != 0 /* little-endian */ || memcmp(data + 12, "Brk ", 4) != 0) {
        *status = STEADY_ERROR_FORMAT;
        return NULL;
    }
    steady_breaker_t *breaker = calloc(1, sizeof *breaker);
    if (!breaker) { *status = STEADY_ERROR_MEMORY; return NULL; }
    breaker->icu = &linked_icu;
    int32_t rules_length = length - header_size;
    breaker->rules = aligned_alloc(16, ((size_t)rules_length + 15) / 16 * 16);
    if (!breaker->rules) { steady_breaker_destroy(breaker); *status = STEADY_ERROR_MEMORY; return NULL; }
    memcpy(breaker->rules, data + header_size, (size_t)rules_length);

    UErrorCode error = U_ZERO_ERROR;
    breaker->iterator = ubrk_openBinaryRules(breaker->rules, rules_length, NULL, 0, &error);
    if (U_FAILURE(error)) {
        steady_breaker_destroy(breaker);
        *status = STEADY_ERROR_FORMAT;
        return NULL;
    }
    *status = STEADY_OK;
    return breaker;
}

/* A breaker over the system ICU's second copy, running its own rules of `kind` for "en". */
static steady_breaker_t *create_system(UBreakIteratorType kind, steady_status_t *status) {
    steady_status_t ignored;
    if (!status) status = &ignored;
    const steady_icu_functions_t *icu = steady_system_icu();
    if (!icu) { *status = STEADY_ERROR_LIBRARY; return NULL; }
    steady_breaker_t *breaker = calloc(1, sizeof *breaker);
    if (!breaker) { *status = STEADY_ERROR_MEMORY; return NULL; }
    breaker->icu = icu;
    UErrorCode error = U_ZERO_ERROR;
    static const UChar empty[1] = {0};
    breaker->iterator = icu->open(kind, "en", empty, 0, &error);
    if (U_FAILURE(error) || !breaker->iterator) {
        steady_breaker_destroy(breaker);
        *status = STEADY_ERROR_LIBRARY;
        return NULL;
    }
    *status = STEADY_OK;
    return breaker;
}

steady_breaker_t *steady_breaker_create_system_line(steady_status_t *status) {
    return create_system(UBRK_LINE, status);
}

steady_breaker_t *steady_breaker_create_system_grapheme(steady_status_t *status) {
    return create_system(UBRK_CHARACTER, status);
}

void steady_breaker_destroy(steady_breaker_t *breaker) {
    if (!breaker) return;
    if (breaker->iterator) breaker->icu->close(breaker->iterator);
    free(breaker->rules);
    free(breaker);
}

steady_status_t steady_breaker_set_text(steady_breaker_t *breaker,
                                        const uint16_t *text, int32_t length) {
    if (length < 0) return STEADY_ERROR_ARGUMENT;
    UErrorCode error = U_ZERO_ERROR;
    static const UChar empty[1] = {0};
    breaker->icu->set_text(breaker->iterator, length ? (const UChar *)text : empty, length, &error);
    return U_SUCCESS(error) ? STEADY_OK : STEADY_ERROR_LIBRARY;
}

int32_t steady_breaker_following(steady_breaker_t *breaker, int32_t offset) {
    int32_t next = breaker->icu->following(breaker->iterator, offset);
    return next == UBRK_DONE ? -1 : next;
}

int32_t steady_breaker_is_boundary(steady_breaker_t *breaker, int32_t offset) {
    return breaker->icu->is_boundary(breaker->iterator, offset) ? 1 : 0;
}
