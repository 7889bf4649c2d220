/*
 * steady_font_private.h: what the shim's own files share about a font, and
 * Swift never sees (it lies outside include/).
 */
#ifndef STEADY_FONT_PRIVATE_H
#define STEADY_FONT_PRIVATE_H

#include <hb.h>
#include "steady_font.h"

/**
 * The font's immutable HarfBuzz font: with `match_selectors`, the one whose
 * variation-selector lookup fails for a sequence the font does not map
 * (steady_run_t.match_variation_selectors); without, the one that keeps the
 * base glyph. With `file_tables`, the one over the file's own tables rather
 * than the sanitised ones (steady_run_t.file_tables), matching selectors.
 * Owned by the font; valid while it lives.
 */
hb_font_t *steady_font_get_hb_font(const steady_font_t *font, int match_selectors, int file_tables);

/**
 * Face 0 of the font file in `blob` as Chromium's HarfBuzz reads it, after
 * the OpenType Sanitiser (steady_web_face.c). Immutable; the caller owns it.
 */
hb_face_t *steady_web_face_create(hb_blob_t *blob);

/**
 * The shapers every shaping call asks for, in order (hb_shape_full): the
 * OpenType one, as Chromium's HarfBuzz has. Debian's HarfBuzz also has
 * Graphite's, which would shape a font with Graphite tables otherwise (the
 * web face has none) and asks every face for its Silf table at every call.
 */
extern const char *const steady_shapers[];

#endif
