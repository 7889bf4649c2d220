/*
 * steady_shape.h: HarfBuzz shaping of one run of text in one font.
 *
 * A steady_shaper_t owns a HarfBuzz buffer and the glyph array it fills. It may
 * be used by one thread at a time; give each thread its own shaper. Fonts are
 * shared (see steady_font.h).
 */
#ifndef STEADY_SHAPE_H
#define STEADY_SHAPE_H

#include "steady_common.h"
#include "steady_font.h"

typedef struct steady_shaper_t steady_shaper_t;

/** One shaped glyph. */
typedef struct {
    /** Glyph index in the font; 0 is the font's .notdef, meaning "not covered". */
    uint32_t glyph;
    /** UTF-16 offset, in the text passed to steady_shaper_shape, of the first
     *  code unit of the cluster this glyph belongs to. */
    uint32_t cluster;
    /** Horizontal advance in the font's shaping units (steady_font.h),
     *  after positioning features such as kerning. */
    int32_t x_advance;
    /** The glyph's own advance, before positioning features, in shaping
     *  units: what it measures when a line ends after it and it is shaped
     *  again without its neighbour. */
    int32_t nominal_advance;
    /** Horizontal offset in shaping units: how far the glyph is drawn from
     *  its pen position. A legacy kern table's pair (steady_font_metrics_t's
     *  kerns_by_kern_table) moves the second glyph by half the pair's value,
     *  and adds that half to its advance too. */
    int32_t x_offset;
    /** 1 when a line may not break before this glyph's cluster without the
     *  text on both sides shaped again (HarfBuzz's HB_GLYPH_FLAG_UNSAFE_TO_BREAK,
     *  which Blink reads as its safe-to-break offsets), else 0. */
    int32_t unsafe_to_break;
} steady_glyph_t;

/** One run to shape: `text[offset ..< offset + length]`, with the rest of
 *  `text` as context (so a run is shaped as it sits in its text). */
typedef struct {
    /** The whole text, UTF-16. */
    const uint16_t *text;
    /** The text's length, in UTF-16 code units. */
    int32_t text_length;
    /** Where the run starts, in UTF-16 code units. */
    int32_t offset;
    /** The run's length, in UTF-16 code units. */
    int32_t length;
    /** The run's script, an ICU UScriptCode. */
    int32_t icu_script;
    /** Nonzero for a right-to-left run. */
    int32_t is_right_to_left;
    /**
     * Variation selectors as the renderer Steady matches (Chromium) treats
     * them. Nonzero: a base character followed by VS15 or VS16 that the font
     * does not map in its cmap format 14 shapes to glyph 0, so the caller's
     * fallback moves the whole cluster to another font. Zero: HarfBuzz keeps
     * the base glyph and hides the selector, Chromium's last try when no font
     * has the sequence. Other variation selectors are ignored when unmapped.
     */
    int32_t match_variation_selectors;
    /**
     * Nonzero: shape with the file's own tables, as an engine that does not
     * sanitise web fonts as Chromium does reads them (WebKitGTK): Open Sans
     * keeps the legacy `kern` table Chromium's sanitiser drops. Zero: the
     * tables as Chromium's HarfBuzz sees them (steady_web_face.c).
     */
    int32_t file_tables;
} steady_run_t;

/**
 * Creates a shaper for text in `language` (BCP 47, NUL-terminated, e.g. "en":
 * the page's language, the same for every run; copied). Returns NULL and sets
 * `*status` when out of memory.
 */
steady_shaper_t *steady_shaper_create(const char *language, steady_status_t *status);

/** Releases a shaper. Destroying NULL does nothing. */
void steady_shaper_destroy(steady_shaper_t *shaper);

/**
 * Shapes `run` in `font`.
 *
 * On success `*glyphs` points at `*glyph_count` glyphs in HarfBuzz's output
 * order (visual order: reversed for right-to-left runs). They stay valid until
 * the next call on this shaper or its destruction. A run outside its text is
 * STEADY_ERROR_ARGUMENT.
 */
steady_status_t steady_shaper_shape(steady_shaper_t *shaper, const steady_font_t *font,
                                    const steady_run_t *run,
                                    const steady_glyph_t **glyphs, int32_t *glyph_count);

#endif
