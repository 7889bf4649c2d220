// Pango 1.50 through PangoCairo, the peer a Linux desktop app would measure with.
// Benchmark only: never linked into the library.
//
// The helpers are static inline so that the GObject casts (PANGO_FC_FONT_MAP, which Swift
// cannot import as macros) stay in C. They hold no policy: set up a font map that sees only
// one folder of fonts, set up one reusable layout, and ask it for a line count and a height.
#ifndef BENCH_PANGO_SHIM_H
#define BENCH_PANGO_SHIM_H

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>

/// A PangoCairo font map (FreeType backend) whose fontconfig sees only the fonts in
/// `directory`, so Pango and Steady draw from the same files. Returns NULL if fontconfig
/// cannot read the configuration. The caller owns the reference (g_object_unref).
///
/// The configuration is the font folder, a cache folder under /tmp (fontconfig complains
/// on every call without a writable one), and Debian's 10-scale-bitmap-fonts.conf: without
/// that rule, which every desktop has, the colour emoji font is drawn at its 109 px strike
/// (136 px wide at any size) instead of scaled to the requested size.
/// `directory` must not contain XML special characters.
static inline PangoFontMap *bench_pango_font_map_create(const char *directory) {
    FcConfig *config = FcConfigCreate();
    if (!config) return NULL;
    char xml[4096];
    int length = snprintf(xml, sizeof xml,
        "<?xml version=\"1.0\"?><fontconfig><dir>%s</dir>"
        "<cachedir>/tmp/steady-bench-fontconfig</cachedir>"
        "<include ignore_missing=\"yes\">/etc/fonts/conf.d/10-scale-bitmap-fonts.conf</include>"
        "</fontconfig>", directory);
    if (length <= 0 || length >= (int)sizeof xml
        || !FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)xml, FcTrue)
        || !FcConfigBuildFonts(config)) {
        FcConfigDestroy(config);
        return NULL;
    }
    // Also current, so nothing in the process falls back to the system's fonts.
    FcConfigSetCurrent(config);
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (!map) return NULL;
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    return map;
}

/// One reusable layout at `font_px` px (absolute size) in `family`, wrapping at `width_px`
/// with PANGO_WRAP_WORD_CHAR. Metrics are unhinted and glyph positions unrounded, as a
/// browser lays out text. The caller owns the reference (g_object_unref).
static inline PangoLayout *bench_pango_layout_create(PangoFontMap *map, const char *family,
                                                     double font_px, int width_px) {
    PangoContext *context = pango_font_map_create_context(map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_context_set_round_glyph_positions(context, FALSE);

    PangoLayout *layout = pango_layout_new(context);
    g_object_unref(context);
    PangoFontDescription *font = pango_font_description_new();
    pango_font_description_set_family(font, family);
    pango_font_description_set_absolute_size(font, font_px * PANGO_SCALE);
    pango_layout_set_font_description(layout, font);
    pango_font_description_free(font);
    pango_layout_set_width(layout, width_px * PANGO_SCALE);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    return layout;
}

/// Lays out `length` bytes of UTF-8 and returns the line count; `height_px` gets the
/// layout's logical height in px (pango_layout_get_pixel_size).
static inline int bench_pango_layout_measure(PangoLayout *layout, const char *utf8, int length,
                                             int *height_px) {
    pango_layout_set_text(layout, utf8, length);
    int width = 0;
    pango_layout_get_pixel_size(layout, &width, height_px);
    return pango_layout_get_line_count(layout);
}

static inline void bench_pango_object_unref(void *object) { g_object_unref(object); }

#endif
