/*
 * steady_font.c: loading a font once, reading its metrics the way a
 * FreeType-based renderer (Skia) does, and freezing it for every thread.
 */
#include "steady_font.h"
#include "steady_font_private.h"

#include <errno.h>
#include <string.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_MULTIPLE_MASTERS_H
#include FT_ADVANCES_H
#include <math.h>
#include <hb.h>
#include <hb-ot.h>

/* A font file mapped into memory, unmapped when HarfBuzz releases its blob. */
struct steady_font_mapping {
    void *data;
    size_t length;
};

struct steady_font_t {
    hb_font_t *hb_font;               /* immutable sub-font with Steady's callbacks */
    hb_font_t *hb_font_any_selector;  /* the same, keeping HarfBuzz's base glyph for an unmatched selector */
    hb_font_t *hb_font_file_tables;   /* hb_font over the file's own tables, not the sanitised ones */
    int has_color_table;              /* CPAL, COLR, CBDT, CBLC or sbix: emoji presentation */
    steady_font_metrics_t metrics;
    /* Advance per glyph in shaping units, where HarfBuzz's own would differ
     * from what Skia draws: a bitmap font's strike (26.6 px), a variable
     * font's instance (design units x 64, with FreeType's HVAR rounding);
     * else NULL. */
    int32_t *advances;
    hb_blob_t *blob;                  /* the file, for an instance's FreeType */
};

/* An instance of a variable font shapes in 1/64 of a design unit: HarfBuzz
 * keeps GPOS's variation deltas to that, as Chromium keeps them to 1/65536
 * px, where whole units would round each kerning pair. */
#define STEADY_VARIATION_SUBUNITS 64

/*
 * Variation selectors as Chromium treats them (HarfBuzzGetGlyph in Blink's
 * harfbuzz_face.cc): a base character with VS15 (text) or VS16 (emoji) that the
 * font does not map in cmap format 14 counts as missing when the font draws the
 * other presentation, a colour font asked for text or a plain one asked for
 * emoji. The whole cluster then falls back to a font with the right kind ("©️"
 * goes to the emoji font although the text font has "©"; "♥︎" stays in Droid
 * Sans Fallback). Otherwise HarfBuzz keeps the base glyph and hides the selector.
 */
static hb_bool_t steady_get_variation_glyph(hb_font_t *font, void *font_data,
                                            hb_codepoint_t unicode,
                                            hb_codepoint_t selector,
                                            hb_codepoint_t *glyph, void *user_data) {
    (void)user_data;
    const struct steady_font_t *steady_font = font_data;
    if (hb_font_get_variation_glyph(hb_font_get_parent(font), unicode, selector, glyph))
        return 1;
    int text_requested = selector == 0xFE0E, emoji_requested = selector == 0xFE0F;
    if ((steady_font->has_color_table && text_requested) || (!steady_font->has_color_table && emoji_requested)) {
        *glyph = 0;
        return 1;
    }
    return 0;
}

/* The advances a renderer draws where HarfBuzz's own differ (see
 * steady_font_t.advances): a bitmap font's strike rather than its hmtx
 * values (they differ for Noto Color Emoji), a variable font's instance as
 * FreeType varies it. */
static hb_position_t steady_get_table_h_advance(hb_font_t *font, void *font_data,
                                                hb_codepoint_t glyph, void *user_data) {
    (void)font; (void)user_data;
    const struct steady_font_t *steady_font = font_data;
    if (glyph >= (hb_codepoint_t)steady_font->metrics.glyph_count) return 0;
    return steady_font->advances[glyph];
}

static void steady_get_table_h_advances(hb_font_t *font, void *font_data,
                                         unsigned int count,
                                         const hb_codepoint_t *first_glyph, unsigned int glyph_stride,
                                         hb_position_t *first_advance, unsigned int advance_stride,
                                         void *user_data) {
    for (unsigned int i = 0; i < count; i++) {
        *first_advance = steady_get_table_h_advance(font, font_data, *first_glyph, user_data);
        first_glyph = (const hb_codepoint_t *)((const char *)first_glyph + glyph_stride);
        first_advance = (hb_position_t *)((char *)first_advance + advance_stride);
    }
}

/* Reads metrics (and, for bitmap fonts, advances) with FreeType, as Skia does. */
static steady_status_t steady_font_read_freetype(steady_font_t *font, hb_blob_t *blob) {
    unsigned int length = 0;
    const char *data = hb_blob_get_data(blob, &length);
    FT_Library library = NULL;
    FT_Face face = NULL;
    steady_status_t status = STEADY_OK;

    if (FT_Init_FreeType(&library)) return STEADY_ERROR_LIBRARY;
    if (FT_New_Memory_Face(library, (const FT_Byte *)data, (FT_Long)length, 0, &face)) {
        FT_Done_FreeType(library);
        return STEADY_ERROR_FORMAT;
    }

    steady_font_metrics_t *m = &font->metrics;
    m->glyph_count = (int32_t)face->num_glyphs;
    const TT_Header *head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD);
    const TT_HoriHeader *hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA);
    const TT_OS2 *os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2);
    m->head_units_per_em = head ? head->Units_Per_EM : 0;
    if (hhea) {
        m->has_hhea = 1;
        m->hhea_ascender = hhea->Ascender;
        m->hhea_descender = hhea->Descender;
        m->hhea_line_gap = hhea->Line_Gap;
    }
    m->os2_version = os2 ? os2->version : 0xFFFF;
    if (os2 && os2->version != 0xFFFF) {
        m->os2_fs_selection = os2->fsSelection;
        m->typo_ascender = os2->sTypoAscender;
        m->typo_descender = os2->sTypoDescender;
        m->typo_line_gap = os2->sTypoLineGap;
        m->win_ascent = os2->usWinAscent;
        m->win_descent = os2->usWinDescent;
        m->average_char_width = os2->xAvgCharWidth;
        m->x_height = os2->version >= 2 ? os2->sxHeight : 0;
    }
    if (FT_IS_SCALABLE(face)) {
        m->is_bitmap = 0;
        m->units_per_em = face->units_per_EM;
        if (m->units_per_em <= 0) status = STEADY_ERROR_FORMAT;
    } else if (face->num_fixed_sizes > 0 && m->glyph_count > 0) {
        /* The largest strike: the one a renderer scales from. */
        int best = 0;
        for (int i = 1; i < face->num_fixed_sizes; i++)
            if (face->available_sizes[i].y_ppem > face->available_sizes[best].y_ppem) best = i;
        if (FT_Select_Size(face, best)) {
            status = STEADY_ERROR_FORMAT;
        } else {
            m->is_bitmap = 1;
            m->units_per_em = (int32_t)face->size->metrics.y_ppem * 64;
            m->strike_ascender = (int32_t)face->size->metrics.ascender;
            m->strike_descender = (int32_t)face->size->metrics.descender;
            m->strike_height = (int32_t)face->size->metrics.height;
            font->advances = calloc((size_t)m->glyph_count, sizeof(int32_t));
            if (!font->advances) {
                status = STEADY_ERROR_MEMORY;
            } else {
                for (int32_t g = 0; g < m->glyph_count; g++) {
                    if (!FT_Load_Glyph(face, (FT_UInt)g, FT_LOAD_COLOR | FT_LOAD_BITMAP_METRICS_ONLY))
                        font->advances[g] = (int32_t)face->glyph->advance.x;
                }
            }
            if (m->units_per_em <= 0) status = STEADY_ERROR_FORMAT;
        }
    } else {
        status = STEADY_ERROR_FORMAT;
    }

    FT_Done_Face(face);
    FT_Done_FreeType(library);
    return status;
}

/*
 * An immutable sub-font of `parent` at the font's design size, with bitmap
 * advances for a bitmap font and, when `match_selectors`, Chromium's treatment
 * of variation selectors (steady_get_variation_glyph). Without it, HarfBuzz
 * keeps the base glyph of a sequence the font lacks and hides the selector:
 * Chromium's last try when no font has the sequence.
 */
static hb_font_t *steady_make_sub_font(hb_font_t *parent, struct steady_font_t *font, int match_selectors) {
    hb_font_t *sub = hb_font_create_sub_font(parent);
    hb_font_set_scale(sub, font->metrics.units_per_em, font->metrics.units_per_em);
    hb_font_funcs_t *funcs = hb_font_funcs_create();
    if (match_selectors) hb_font_funcs_set_variation_glyph_func(funcs, steady_get_variation_glyph, NULL, NULL);
    if (font->advances) {
        hb_font_funcs_set_glyph_h_advance_func(funcs, steady_get_table_h_advance, NULL, NULL);
        hb_font_funcs_set_glyph_h_advances_func(funcs, steady_get_table_h_advances, NULL, NULL);
    }
    hb_font_funcs_make_immutable(funcs);
    hb_font_set_funcs(sub, funcs, font, NULL);
    hb_font_funcs_destroy(funcs);
    hb_font_make_immutable(sub);
    return sub;
}

static void steady_font_unmap(void *user_data) {
    struct steady_font_mapping *mapping = user_data;
    munmap(mapping->data, mapping->length);
    free(mapping);
}

/*
 * The file at `path` as a read-only blob, or NULL with `*status` and errno
 * set. The file is opened without blocking and checked with fstat before a
 * byte is read: hb_blob_create_from_file blocks in open() on a FIFO (waiting
 * for a writer) and reads a character device such as /dev/zero until memory
 * runs out. The checks and the mapping use the same descriptor, so the file
 * checked is the file read. The mapping is what HarfBuzz makes itself: pages
 * are read as shaping touches them and shared with the page cache.
 */
static hb_blob_t *steady_font_map_file(const char *path, steady_status_t *status) {
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) { *status = STEADY_ERROR_FILE; return NULL; }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        *status = STEADY_ERROR_FILE;
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        close(fd);
        *status = STEADY_ERROR_NOT_REGULAR_FILE;
        return NULL;
    }
    if ((uint64_t)st.st_size > STEADY_FONT_MAX_FILE_BYTES) {
        close(fd);
        *status = STEADY_ERROR_TOO_LARGE;
        return NULL;
    }
    if (st.st_size == 0) { close(fd); *status = STEADY_ERROR_FORMAT; return NULL; }
    size_t length = (size_t)st.st_size;
    void *data = mmap(NULL, length, PROT_READ, MAP_PRIVATE, fd, 0);
    int saved = errno;
    close(fd);
    if (data == MAP_FAILED) { errno = saved; *status = STEADY_ERROR_FILE; return NULL; }
    struct steady_font_mapping *mapping = malloc(sizeof *mapping);
    if (!mapping) { munmap(data, length); *status = STEADY_ERROR_MEMORY; return NULL; }
    mapping->data = data;
    mapping->length = length;
    hb_blob_t *blob = hb_blob_create_or_fail(data, (unsigned int)length, HB_MEMORY_MODE_READONLY_MAY_MAKE_WRITABLE,
                                             mapping, steady_font_unmap);
    if (!blob) { steady_font_unmap(mapping); *status = STEADY_ERROR_MEMORY; return NULL; }
    return blob;
}

/* Whether HarfBuzz kerns with the face's `kern` table: it has one, and GPOS
 * has no `kern` feature to kern with instead (hb-ot-shape.cc's plan). */
static int32_t steady_face_kerns_by_kern_table(hb_face_t *face) {
    hb_blob_t *kern = hb_face_reference_table(face, HB_TAG('k', 'e', 'r', 'n'));
    int has_kern = hb_blob_get_length(kern) > 0;
    hb_blob_destroy(kern);
    if (!has_kern) return 0;
    hb_tag_t tags[64];
    unsigned int start = 0, count;
    do {
        count = sizeof tags / sizeof tags[0];
        hb_ot_layout_table_get_feature_tags(face, HB_OT_TAG_GPOS, start, &count, tags);
        for (unsigned int i = 0; i < count; i++)
            if (tags[i] == HB_TAG('k', 'e', 'r', 'n')) return 0;
        start += count;
    } while (count == sizeof tags / sizeof tags[0]);
    return 1;
}

steady_font_t *steady_font_create_from_file(const char *path, steady_status_t *status) {
    steady_status_t ignored;
    if (!status) status = &ignored;
    if (!path) { *status = STEADY_ERROR_ARGUMENT; return NULL; }

    hb_blob_t *blob = steady_font_map_file(path, status);
    if (!blob) return NULL;

    steady_font_t *font = calloc(1, sizeof *font);
    if (!font) { hb_blob_destroy(blob); *status = STEADY_ERROR_MEMORY; return NULL; }

    *status = steady_font_read_freetype(font, blob);
    if (*status != STEADY_OK) {
        hb_blob_destroy(blob);
        steady_font_destroy(font);
        return NULL;
    }

    hb_face_t *face = steady_web_face_create(blob);
    font->blob = blob;
    /* Blink's TypefaceHasAnySupportedColorTable. */
    static const char color_tables[][5] = {"CPAL", "COLR", "CBDT", "CBLC", "sbix"};
    for (size_t t = 0; t < sizeof color_tables / sizeof color_tables[0]; t++) {
        hb_blob_t *table = hb_face_reference_table(face, hb_tag_from_string(color_tables[t], 4));
        if (hb_blob_get_length(table) > 0) font->has_color_table = 1;
        hb_blob_destroy(table);
    }
    if (hb_face_get_glyph_count(face) == 0) {
        hb_face_destroy(face);
        steady_font_destroy(font);
        *status = STEADY_ERROR_FORMAT;
        return NULL;
    }
    font->metrics.kerns_by_kern_table = steady_face_kerns_by_kern_table(face);
    font->metrics.has_color_table = font->has_color_table;
    hb_face_t *file_face = hb_face_create(blob, 0);
    hb_face_make_immutable(file_face);
    font->metrics.file_kerns_by_kern_table = steady_face_kerns_by_kern_table(file_face);
    hb_font_t *parent = hb_font_create(face);   /* hb-ot functions, scale = upem */
    hb_font_t *file_parent = hb_font_create(file_face);
    hb_face_destroy(face);
    hb_face_destroy(file_face);
    hb_font_make_immutable(parent);
    hb_font_make_immutable(file_parent);

    font->hb_font = steady_make_sub_font(parent, font, 1);
    font->hb_font_any_selector = steady_make_sub_font(parent, font, 0);
    font->hb_font_file_tables = steady_make_sub_font(file_parent, font, 1);
    hb_font_destroy(parent);
    hb_font_destroy(file_parent);
    if (font->hb_font == hb_font_get_empty() || font->hb_font_any_selector == hb_font_get_empty()
        || font->hb_font_file_tables == hb_font_get_empty()) {
        steady_font_destroy(font);
        *status = STEADY_ERROR_MEMORY;
        return NULL;
    }
    *status = STEADY_OK;
    return font;
}

/*
 * An instance's advances as Skia draws it: FreeType with the axes set
 * (FT_Set_Var_Design_Coordinates; an axis not given at its default, a value
 * clamped to its axis), each glyph's advance in design units with HVAR's
 * delta rounded as FreeType rounds it (FT_fixedToInt: halves up), where
 * HarfBuzz's own rounds halves away from zero and in float.
 */
static steady_status_t steady_font_read_instance_advances(steady_font_t *font, const steady_axis_value_t *values,
                                                          int32_t count) {
    unsigned int length = 0;
    const char *data = hb_blob_get_data(font->blob, &length);
    FT_Library library = NULL;
    FT_Face face = NULL;
    FT_MM_Var *axes = NULL;
    steady_status_t status = STEADY_OK;
    if (FT_Init_FreeType(&library)) return STEADY_ERROR_LIBRARY;
    if (FT_New_Memory_Face(library, (const FT_Byte *)data, (FT_Long)length, 0, &face)) {
        FT_Done_FreeType(library);
        return STEADY_ERROR_FORMAT;
    }
    font->advances = calloc((size_t)font->metrics.glyph_count, sizeof(int32_t));
    if (!font->advances) status = STEADY_ERROR_MEMORY;
    if (status == STEADY_OK && FT_HAS_MULTIPLE_MASTERS(face) && !FT_Get_MM_Var(face, &axes)) {
        FT_Fixed *coordinates = calloc(axes->num_axis ? axes->num_axis : 1, sizeof(FT_Fixed));
        if (!coordinates) {
            status = STEADY_ERROR_MEMORY;
        } else {
            for (FT_UInt a = 0; a < axes->num_axis; a++) {
                FT_Fixed value = axes->axis[a].def;
                for (int32_t i = 0; i < count; i++) {
                    if (values[i].tag != (uint32_t)axes->axis[a].tag) continue;
                    value = (FT_Fixed)lround((double)values[i].value * 65536.0);
                    if (value < axes->axis[a].minimum) value = axes->axis[a].minimum;
                    if (value > axes->axis[a].maximum) value = axes->axis[a].maximum;
                }
                coordinates[a] = value;
            }
            if (FT_Set_Var_Design_Coordinates(face, axes->num_axis, coordinates)) status = STEADY_ERROR_LIBRARY;
            free(coordinates);
        }
        FT_Done_MM_Var(library, axes);
    }
    for (int32_t g = 0; status == STEADY_OK && g < font->metrics.glyph_count; g++) {
        FT_Fixed advance = 0;
        if (!FT_Get_Advance(face, (FT_UInt)g, FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING, &advance))
            font->advances[g] = (int32_t)advance * STEADY_VARIATION_SUBUNITS;
    }
    FT_Done_Face(face);
    FT_Done_FreeType(library);
    return status;
}

steady_font_t *steady_font_create_variation(const steady_font_t *base, const steady_axis_value_t *values,
                                            int32_t count, steady_status_t *status) {
    steady_status_t ignored;
    if (!status) status = &ignored;
    if (!base || base->metrics.is_bitmap || count < 0 || (count > 0 && !values)) {
        *status = STEADY_ERROR_ARGUMENT;
        return NULL;
    }
    steady_font_t *font = calloc(1, sizeof *font);
    hb_variation_t *variations = calloc((size_t)count + 1, sizeof *variations);
    if (!font || !variations) {
        free(font);
        free(variations);
        *status = STEADY_ERROR_MEMORY;
        return NULL;
    }
    font->has_color_table = base->has_color_table;
    font->metrics = base->metrics;
    font->metrics.units_per_em = base->metrics.units_per_em * STEADY_VARIATION_SUBUNITS;
    font->blob = hb_blob_reference(base->blob);
    *status = steady_font_read_instance_advances(font, values, count);
    if (*status != STEADY_OK) {
        free(variations);
        steady_font_destroy(font);
        return NULL;
    }
    for (int32_t i = 0; i < count; i++) {
        variations[i].tag = values[i].tag;
        variations[i].value = values[i].value;
    }
    hb_font_t *parent = hb_font_create(hb_font_get_face(base->hb_font));   /* hb-ot functions, scale = upem */
    hb_font_t *file_parent = hb_font_create(hb_font_get_face(base->hb_font_file_tables));
    hb_font_set_variations(parent, variations, (unsigned int)count);
    hb_font_set_variations(file_parent, variations, (unsigned int)count);
    free(variations);
    hb_font_make_immutable(parent);
    hb_font_make_immutable(file_parent);
    font->hb_font = steady_make_sub_font(parent, font, 1);
    font->hb_font_any_selector = steady_make_sub_font(parent, font, 0);
    font->hb_font_file_tables = steady_make_sub_font(file_parent, font, 1);
    hb_font_destroy(parent);
    hb_font_destroy(file_parent);
    if (font->hb_font == hb_font_get_empty() || font->hb_font_any_selector == hb_font_get_empty()
        || font->hb_font_file_tables == hb_font_get_empty()) {
        steady_font_destroy(font);
        *status = STEADY_ERROR_MEMORY;
        return NULL;
    }
    *status = STEADY_OK;
    return font;
}

int32_t steady_font_get_axis(const steady_font_t *font, uint32_t tag, float *minimum, float *default_value,
                             float *maximum) {
    hb_ot_var_axis_info_t info;
    if (!font || !hb_ot_var_find_axis_info(hb_font_get_face(font->hb_font), tag, &info)) return 0;
    if (minimum) *minimum = info.min_value;
    if (default_value) *default_value = info.default_value;
    if (maximum) *maximum = info.max_value;
    return 1;
}

void steady_font_destroy(steady_font_t *font) {
    if (!font) return;
    if (font->hb_font) hb_font_destroy(font->hb_font);
    if (font->hb_font_any_selector) hb_font_destroy(font->hb_font_any_selector);
    if (font->hb_font_file_tables) hb_font_destroy(font->hb_font_file_tables);
    free(font->advances);
    hb_blob_destroy(font->blob);
    free(font);
}

void steady_font_get_metrics(const steady_font_t *font, steady_font_metrics_t *metrics) {
    *metrics = font->metrics;
}

int32_t steady_font_has_codepoint(const steady_font_t *font, uint32_t codepoint) {
    hb_codepoint_t glyph = 0;
    return hb_font_get_nominal_glyph(font->hb_font, codepoint, &glyph) && glyph != 0;
}

uint32_t steady_font_get_nominal_glyph(const steady_font_t *font, uint32_t codepoint) {
    hb_codepoint_t glyph = 0;
    return hb_font_get_nominal_glyph(font->hb_font, codepoint, &glyph) ? glyph : 0;
}

int32_t steady_font_get_codepoint_advance(const steady_font_t *font, uint32_t codepoint) {
    hb_codepoint_t glyph = 0;
    if (!hb_font_get_nominal_glyph(font->hb_font, codepoint, &glyph)) return 0;
    return hb_font_get_glyph_h_advance(font->hb_font, glyph);
}

int32_t steady_font_get_text_advance(const steady_font_t *font, const uint16_t *text, int32_t length) {
    if (!text || length <= 0) return 0;
    hb_buffer_t *buffer = hb_buffer_create();
    hb_buffer_add_utf16(buffer, text, length, 0, length);
    hb_buffer_guess_segment_properties(buffer);
    hb_buffer_set_direction(buffer, HB_DIRECTION_LTR);
    hb_shape_full(font->hb_font, buffer, NULL, 0, steady_shapers);
    unsigned int count = 0;
    const hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
    int32_t advance = 0;
    for (unsigned int i = 0; i < count; i++) advance += positions[i].x_advance;
    hb_buffer_destroy(buffer);
    return advance;
}

/* For steady_shape.c only: the HarfBuzz font behind a steady font, matching
 * variation selectors as Chromium does first, or keeping the base glyph; with
 * `file_tables`, over the file's own tables (matching selectors). */
hb_font_t *steady_font_get_hb_font(const steady_font_t *font, int match_selectors, int file_tables) {
    if (file_tables) return font->hb_font_file_tables;
    return match_selectors ? font->hb_font : font->hb_font_any_selector;
}

/* Adds to `partners` the glyphs of every lookup of `table` (GSUB or GPOS)
 * that reads `space`: as input, or as context before or after. */
static void steady_add_lookup_partners(hb_face_t *face, hb_tag_t table, hb_codepoint_t space, hb_set_t *partners,
                                       int32_t *is_read) {
    unsigned int count = hb_ot_layout_table_get_lookup_count(face, table);
    hb_set_t *glyphs = hb_set_create();
    for (unsigned int i = 0; i < count; i++) {
        hb_set_clear(glyphs);
        hb_ot_layout_lookup_collect_glyphs(face, table, i, glyphs, glyphs, glyphs, NULL);
        if (!hb_set_has(glyphs, space)) continue;
        *is_read = 1;
        hb_set_union(partners, glyphs);
    }
    hb_set_destroy(glyphs);
}

/* Adds to `partners` the glyph on the other side of every pair of the kern
 * table (as the web face keeps it: format 0 subtables) that has `space`. */
static void steady_add_kern_partners(hb_face_t *face, hb_codepoint_t space, hb_set_t *partners, int32_t *is_read) {
    hb_blob_t *kern = hb_face_reference_table(face, HB_TAG('k', 'e', 'r', 'n'));
    unsigned int length = 0;
    const uint8_t *data = (const uint8_t *)hb_blob_get_data(kern, &length);
    /* The web face's kern table is OTS's rewrite: subtables back to back,
     * each with its true length. */
    size_t at = 4;
    unsigned int count = length >= 4 ? (unsigned int)(data[2] << 8 | data[3]) : 0;
    for (unsigned int i = 0; i < count && at + 14 <= length; i++) {
        unsigned int sub_length = (unsigned int)(data[at + 2] << 8 | data[at + 3]);
        unsigned int pairs = (unsigned int)(data[at + 6] << 8 | data[at + 7]);
        for (unsigned int j = 0; j < pairs && at + 14 + (size_t)(j + 1) * 6 <= length; j++) {
            const uint8_t *p = data + at + 14 + (size_t)j * 6;
            hb_codepoint_t left = (hb_codepoint_t)(p[0] << 8 | p[1]), right = (hb_codepoint_t)(p[2] << 8 | p[3]);
            if (left == space || right == space) {
                *is_read = 1;
                hb_set_add(partners, left);
                hb_set_add(partners, right);
            }
        }
        at += sub_length;
    }
    hb_blob_destroy(kern);
}

void steady_font_get_space_partners(const steady_font_t *font, uint32_t *codepoints, int32_t capacity,
                                    steady_space_partners_t *result) {
    memset(result, 0, sizeof *result);
    hb_font_t *hb_font = font->hb_font;
    hb_face_t *face = hb_font_get_face(hb_font);
    hb_codepoint_t space = 0;
    if (!hb_font_get_nominal_glyph(hb_font, 0x20, &space)) return;
    hb_set_t *partners = hb_set_create();
    steady_add_lookup_partners(face, HB_OT_TAG_GSUB, space, partners, &result->is_read);
    steady_add_lookup_partners(face, HB_OT_TAG_GPOS, space, partners, &result->is_read);
    steady_add_kern_partners(face, space, partners, &result->is_read);
    if (!result->is_read) {   /* most fonts: nothing more to find */
        hb_set_destroy(partners);
        return;
    }

    /* The characters whose glyphs are partners, and the partners no
     * character maps to that substitution can still reach. */
    hb_set_t *unicodes = hb_set_create(), *mapped = hb_set_create();
    hb_face_collect_unicodes(face, unicodes);
    hb_codepoint_t unicode = HB_SET_VALUE_INVALID;
    while (hb_set_next(unicodes, &unicode)) {
        hb_codepoint_t glyph = 0;
        if (!hb_font_get_nominal_glyph(hb_font, unicode, &glyph)) continue;
        hb_set_add(mapped, glyph);
        if (unicode == 0x20 || !hb_set_has(partners, glyph)) continue;
        if (result->character_count < capacity) codepoints[result->character_count] = unicode;
        result->character_count++;
    }
    hb_set_t *reachable = hb_set_copy(mapped);
    hb_set_t *lookups = hb_set_create();
    hb_ot_layout_collect_lookups(face, HB_OT_TAG_GSUB, NULL, NULL, NULL, lookups);
    hb_ot_layout_lookups_substitute_closure(face, lookups, reachable);
    hb_set_subtract(reachable, mapped);
    hb_set_intersect(reachable, partners);
    result->unmapped_glyph_count = (int32_t)hb_set_get_population(reachable);
    hb_set_destroy(lookups);
    hb_set_destroy(reachable);
    hb_set_destroy(mapped);
    hb_set_destroy(unicodes);
    hb_set_destroy(partners);
}
