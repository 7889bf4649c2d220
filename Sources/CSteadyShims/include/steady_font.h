/*
 * steady_font.h: a font face loaded once from a file and then frozen.
 *
 * A steady_font_t is immutable after creation and may be shared by any
 * number of threads: it holds a HarfBuzz font made immutable
 * (hb_font_make_immutable). FreeType is used only while the font is created,
 * to read the metrics a FreeType-based renderer uses, and is closed before
 * steady_font_create_from_file returns.
 *
 * Units. Advances are in the font's *shaping units*: design units for outline
 * fonts, 1/64 of them for an instance of a variable font
 * (steady_font_create_variation), and 1/64 px at the strike's size for
 * bitmap-only fonts (the colour emoji font). `units_per_em` says how many make
 * one em, so a length in px at a font size S is `units * S / units_per_em`. The vertical metrics are the
 * tables' own numbers, in design units of `head_units_per_em`: which of them
 * a renderer uses is Steady's rule, in Swift (FontMetrics), not the shim's.
 */
#ifndef STEADY_FONT_H
#define STEADY_FONT_H

#include "steady_common.h"

typedef struct steady_font_t steady_font_t;

typedef struct {
    /** Shaping units per em (see above). */
    int32_t units_per_em;
    /** 1 when the font has no outlines, only bitmap strikes (CBDT). */
    int32_t is_bitmap;
    /** Number of glyphs in the font. */
    int32_t glyph_count;
    /** The `head` table's units per em: the design units of the numbers below
     *  (0 when the table is missing). */
    int32_t head_units_per_em;
    /** 1 when the font has an `hhea` table; its ascender, descender (negative
     *  below the baseline) and line gap, as written. */
    int32_t has_hhea;
    int32_t hhea_ascender, hhea_descender, hhea_line_gap;
    /** The `OS/2` table's version, 0xFFFF when it has none; its fsSelection
     *  bits, typo ascender, descender (negative below) and line gap, and win
     *  ascent and descent (both positive), as written. */
    int32_t os2_version;
    int32_t os2_fs_selection;
    int32_t typo_ascender, typo_descender, typo_line_gap;
    int32_t win_ascent, win_descent;
    /** The `OS/2` table's xAvgCharWidth, and its sxHeight (0 before
     *  version 2), as written. */
    int32_t average_char_width, x_height;
    /** A bitmap font's largest strike: its ascender, descender (negative
     *  below) and line height, in shaping units (1/64 px at the strike);
     *  zeros for outline fonts. */
    int32_t strike_ascender, strike_descender, strike_height;
    /** 1 when HarfBuzz kerns the font with its legacy `kern` table (the
     *  table as Chromium's sanitiser keeps it, and no `kern` feature in
     *  GPOS). HarfBuzz then splits each pair's value between the two glyphs:
     *  half on the first's advance, half on the second's advance and offset. */
    int32_t kerns_by_kern_table;
    /** The same for the file's own `kern` table, as an engine without
     *  Chromium's sanitiser reads it (steady_run_t.file_tables). */
    int32_t file_kerns_by_kern_table;
    /** 1 when the font has a colour table (CPAL, COLR, CBDT, CBLC or sbix):
     *  it draws emoji presentation. */
    int32_t has_color_table;
} steady_font_metrics_t;

/** The largest font file accepted, in bytes (256 MB, 2^28): the largest font
 *  Debian ships (Noto CJK collections) is under 30 MB. */
#define STEADY_FONT_MAX_FILE_BYTES 268435456 /* 256 MB, 2^28 */

/**
 * Loads face 0 of the font file at `path` (a NUL-terminated file system path).
 * Returns NULL and sets `*status` when the file cannot be read or is not a font:
 * STEADY_ERROR_FILE (errno says why: ENOENT, EACCES, ...) when it cannot be
 * opened or mapped, STEADY_ERROR_NOT_REGULAR_FILE for a FIFO, device, socket or
 * folder, STEADY_ERROR_TOO_LARGE above STEADY_FONT_MAX_FILE_BYTES. The file is
 * opened without blocking (a FIFO never stalls the caller) and checked before
 * any byte of it is read.
 */
steady_font_t *steady_font_create_from_file(const char *path, steady_status_t *status);

/** Releases a font. Destroying NULL does nothing. */
void steady_font_destroy(steady_font_t *font);

/** One axis of a variable font and where it is set: its four-letter tag
 *  (`wght` is 0x77676874) and its value in the axis's own units. */
typedef struct {
    uint32_t tag;
    float value;
} steady_axis_value_t;

/**
 * The same font file at another point of its design space: `font`'s axes set
 * to `values` (`count` of them; an axis the font lacks is ignored, a value
 * outside an axis's range is clamped to it). The new font shares the file and
 * the vertical metrics; its advances are FreeType's at those coordinates
 * (hmtx with its HVAR delta rounded as FreeType rounds it, halves up, or
 * gvar's), as Skia draws them, and it shapes in 1/64 of a design unit, so that
 * GPOS's variation deltas keep their fractions (its `units_per_em` is 64 times
 * the file's). Immutable, like every steady font.
 * Returns NULL and sets `*status` (STEADY_ERROR_ARGUMENT for a bitmap font or
 * a negative count, STEADY_ERROR_MEMORY).
 */
steady_font_t *steady_font_create_variation(const steady_font_t *font, const steady_axis_value_t *values,
                                            int32_t count, steady_status_t *status);

/** Whether the font has the variation axis `tag`; when it has, its minimum,
 *  default and maximum values. */
int32_t steady_font_get_axis(const steady_font_t *font, uint32_t tag, float *minimum, float *default_value,
                             float *maximum);

/** Copies the font's metrics into `*metrics`. */
void steady_font_get_metrics(const steady_font_t *font, steady_font_metrics_t *metrics);

/** The advance of `codepoint`'s glyph from the character map, in shaping
 *  units, or 0 when the font has none. */
int32_t steady_font_get_codepoint_advance(const steady_font_t *font, uint32_t codepoint);

/** The advance of `text` (UTF-16, `length` code units) shaped alone in the
 *  font as one left-to-right run of its own script, in shaping units: with
 *  the kerning and ligatures between its characters. 0 for an empty text or
 *  when memory runs out. */
int32_t steady_font_get_text_advance(const steady_font_t *font, const uint16_t *text, int32_t length);

/** 1 when the font's character map has a glyph for `codepoint`, else 0. */
int32_t steady_font_has_codepoint(const steady_font_t *font, uint32_t codepoint);

/** The glyph the font's character map gives `codepoint`, or 0 when it has
 *  none: the glyph HarfBuzz shapes it to, unless the font's lookups change it. */
uint32_t steady_font_get_nominal_glyph(const steady_font_t *font, uint32_t codepoint);

/** How the space glyph takes part in a font's lookups
 *  (steady_font_get_space_partners). */
typedef struct {
    /** 1 when a GSUB or GPOS lookup reads the space glyph (as input or as
     *  context) or a pair of the `kern` table holds it; 0 when the space is
     *  shaped the same whatever its neighbours. */
    int32_t is_read;
    /** How many characters (other than U+0020) map to a glyph that shares
     *  such a lookup or pair with the space. */
    int32_t character_count;
    /** How many glyphs that share one with the space no character maps to,
     *  though substitution can reach them. */
    int32_t unmapped_glyph_count;
} steady_space_partners_t;

/**
 * The space's partners: the glyphs of every lookup that reads the space and
 * of every kern pair that holds it, as the characters that map to them. A
 * text whose spaces stand beside none of these shapes the same word by word
 * as whole; otherwise the space's neighbours change its advance or theirs.
 * Writes up to `capacity` code points, in increasing order, into
 * `codepoints`, and the counts into `*partners` (call again with room for
 * `character_count`). A lookup's glyphs are all the glyphs it lists, so
 * a class-based kerning lookup names every glyph of its classes.
 */
void steady_font_get_space_partners(const steady_font_t *font, uint32_t *codepoints, int32_t capacity,
                                    steady_space_partners_t *partners);

#endif
