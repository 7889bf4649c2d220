/*
 * steady_web_face.c: a font's tables as Chromium's HarfBuzz sees them.
 *
 * Chromium checks every web font with OTS (the OpenType Sanitiser) before
 * HarfBuzz reads it, and OTS passes on only the tables it knows, some of
 * them rewritten. Two of its rules change what shaping does:
 *
 *  - Tables OTS does not know are dropped: Apple's layout tables (morx,
 *    kerx, trak, ...) and the Graphite tables, so HarfBuzz shapes every font
 *    with its OpenType tables (GSUB, GPOS) or none.
 *  - The legacy `kern` table is rebuilt from the subtables OTS accepts, or
 *    dropped (kern.cc in OTS): for a font without TrueType outlines, for a
 *    table version other than 0, for a subtable with reserved coverage
 *    bits, more than 10,922 pairs or pairs out of order. Open Sans's 18,694
 *    pairs are dropped, so Chromium draws it unkerned.
 *
 * Everything else is the file's own table. The face is immutable.
 */
#include "steady_font_private.h"

#include <stdlib.h>
#include <string.h>

/* The tables OTS passes on: the ones it sanitises, and the ones Blink asks it
 * to pass through untouched (colour, CFF2, variations, STAT). */
static const hb_tag_t steady_web_tables[] = {
    HB_TAG('B', 'A', 'S', 'E'), HB_TAG('C', 'B', 'D', 'T'), HB_TAG('C', 'B', 'L', 'C'), HB_TAG('C', 'F', 'F', ' '),
    HB_TAG('C', 'F', 'F', '2'), HB_TAG('C', 'O', 'L', 'R'), HB_TAG('C', 'P', 'A', 'L'), HB_TAG('G', 'D', 'E', 'F'),
    HB_TAG('G', 'P', 'O', 'S'), HB_TAG('G', 'S', 'U', 'B'), HB_TAG('H', 'V', 'A', 'R'), HB_TAG('L', 'T', 'S', 'H'),
    HB_TAG('M', 'A', 'T', 'H'), HB_TAG('M', 'V', 'A', 'R'), HB_TAG('O', 'S', '/', '2'), HB_TAG('S', 'T', 'A', 'T'),
    HB_TAG('S', 'V', 'G', ' '), HB_TAG('V', 'D', 'M', 'X'), HB_TAG('V', 'O', 'R', 'G'), HB_TAG('V', 'V', 'A', 'R'),
    HB_TAG('a', 'v', 'a', 'r'), HB_TAG('c', 'm', 'a', 'p'), HB_TAG('c', 'v', 'a', 'r'), HB_TAG('c', 'v', 't', ' '),
    HB_TAG('f', 'p', 'g', 'm'), HB_TAG('f', 'v', 'a', 'r'), HB_TAG('g', 'a', 's', 'p'), HB_TAG('g', 'l', 'y', 'f'),
    HB_TAG('g', 'v', 'a', 'r'), HB_TAG('h', 'd', 'm', 'x'), HB_TAG('h', 'e', 'a', 'd'), HB_TAG('h', 'h', 'e', 'a'),
    HB_TAG('h', 'm', 't', 'x'), HB_TAG('k', 'e', 'r', 'n'), HB_TAG('l', 'o', 'c', 'a'), HB_TAG('m', 'a', 'x', 'p'),
    HB_TAG('n', 'a', 'm', 'e'), HB_TAG('p', 'o', 's', 't'), HB_TAG('p', 'r', 'e', 'p'), HB_TAG('s', 'b', 'i', 'x'),
    HB_TAG('v', 'h', 'e', 'a'), HB_TAG('v', 'm', 't', 'x'),
};

static int steady_web_table_is_kept(hb_tag_t tag) {
    for (size_t i = 0; i < sizeof steady_web_tables / sizeof steady_web_tables[0]; i++)
        if (steady_web_tables[i] == tag) return 1;
    return 0;
}

/* A big-endian reader over a table, as OTS's Buffer: a read past the end fails. */
typedef struct {
    const uint8_t *data;
    size_t length, offset;
} steady_reader_t;

static int steady_read_u16(steady_reader_t *r, uint16_t *value) {
    if (r->offset + 2 > r->length) return 0;
    *value = (uint16_t)(r->data[r->offset] << 8 | r->data[r->offset + 1]);
    r->offset += 2;
    return 1;
}

static void steady_write_u16(uint8_t *out, size_t *at, uint16_t value) {
    out[(*at)++] = (uint8_t)(value >> 8);
    out[(*at)++] = (uint8_t)value;
}

/*
 * The `kern` table OTS passes on, written into a new blob, or NULL when OTS
 * drops it (or would refuse the font for it: Steady keeps the font and drops
 * the table). Follows OTS's parser step by step, including that a subtable it
 * skips (a version above 0, vertical, a format other than 0) is not skipped
 * by its length: the next subtable is read from where the skipped one's
 * reading stopped.
 */
static hb_blob_t *steady_web_kern(hb_blob_t *table, int has_glyf) {
    if (!has_glyf) return NULL;   /* OTS: "this table is not for CFF fonts" */
    unsigned int length = 0;
    const uint8_t *data = (const uint8_t *)hb_blob_get_data(table, &length);
    steady_reader_t r = {data, length, 0};
    uint16_t version = 0, count = 0;
    if (!steady_read_u16(&r, &version) || !steady_read_u16(&r, &count) || version > 0 || count == 0) return NULL;

    /* Kept subtables are copied whole: at most the table's own size. */
    uint8_t *out = malloc((size_t)length + 4);
    if (!out) return NULL;
    size_t written = 4;
    uint16_t kept = 0;
    for (unsigned i = 0; i < count; i++) {
        uint16_t sub_version = 0, sub_length = 0, coverage = 0;
        if (!steady_read_u16(&r, &sub_version) || !steady_read_u16(&r, &sub_length)) goto drop;
        if (sub_version > 0) continue;
        if (r.offset - 4 + sub_length > length) goto drop;
        if (!steady_read_u16(&r, &coverage)) goto drop;
        if (!(coverage & 0x1)) continue;      /* vertical */
        if (coverage & 0xF0) goto drop;       /* reserved bits */
        if ((coverage & 0xFF00) >> 8 != 0) continue;
        uint16_t pairs = 0, search_range = 0, entry_selector = 0, range_shift = 0;
        if (!steady_read_u16(&r, &pairs) || !steady_read_u16(&r, &search_range) ||
            !steady_read_u16(&r, &entry_selector) || !steady_read_u16(&r, &range_shift))
            goto drop;
        /* OTS drops more than 10,922 pairs, and cannot write back more than
         * fit a 16-bit subtable length (10,920), refusing the font then. */
        if (pairs == 0 || 14 + (size_t)pairs * 6 > 65535) goto drop;
        unsigned max_pow2 = 0;
        while (1u << (max_pow2 + 1) <= pairs) max_pow2++;
        if (entry_selector != max_pow2) goto drop;
        size_t pairs_start = r.offset;
        if (pairs_start + (size_t)pairs * 6 > length) goto drop;
        uint32_t last = 0;
        for (unsigned j = 0; j < pairs; j++) {
            const uint8_t *p = data + pairs_start + (size_t)j * 6;
            uint32_t pair = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
            if (j != 0 && pair <= last) goto drop;
            last = pair;
        }
        r.offset = pairs_start + (size_t)pairs * 6;
        if (written + 14 + (size_t)pairs * 6 > (size_t)length + 4) goto drop;
        /* As OTS writes it: the length recomputed, the search fields corrected. */
        uint16_t expected_range = (uint16_t)((1u << max_pow2) * 6);
        steady_write_u16(out, &written, 0);
        steady_write_u16(out, &written, (uint16_t)(14 + pairs * 6));
        steady_write_u16(out, &written, coverage);
        steady_write_u16(out, &written, pairs);
        steady_write_u16(out, &written, expected_range);
        steady_write_u16(out, &written, entry_selector);
        steady_write_u16(out, &written, (uint16_t)(pairs * 6 - expected_range));
        memcpy(out + written, data + pairs_start, (size_t)pairs * 6);
        written += (size_t)pairs * 6;
        kept++;
    }
    if (kept == 0) goto drop;
    size_t header = 0;
    steady_write_u16(out, &header, 0);
    steady_write_u16(out, &header, kept);
    return hb_blob_create(out, (unsigned int)written, HB_MEMORY_MODE_WRITABLE, out, free);
drop:
    free(out);
    return NULL;
}

/* What the web face's table callback reads: the file's face and the
 * rebuilt kern table (NULL when dropped). */
typedef struct {
    hb_face_t *file_face;
    hb_blob_t *kern;
} steady_web_tables_t;

static hb_blob_t *steady_web_reference_table(hb_face_t *face, hb_tag_t tag, void *user_data) {
    (void)face;
    const steady_web_tables_t *tables = user_data;
    /* Tag 0 asks for the whole file: there is none to give, only tables. */
    if (tag == 0 || !steady_web_table_is_kept(tag)) return hb_blob_get_empty();
    if (tag == HB_TAG('k', 'e', 'r', 'n'))
        return tables->kern ? hb_blob_reference(tables->kern) : hb_blob_get_empty();
    return hb_face_reference_table(tables->file_face, tag);
}

static void steady_web_tables_destroy(void *user_data) {
    steady_web_tables_t *tables = user_data;
    hb_face_destroy(tables->file_face);
    hb_blob_destroy(tables->kern);
    free(tables);
}

hb_face_t *steady_web_face_create(hb_blob_t *blob) {
    steady_web_tables_t *tables = calloc(1, sizeof *tables);
    if (!tables) return hb_face_get_empty();
    tables->file_face = hb_face_create(blob, 0);
    hb_face_make_immutable(tables->file_face);
    hb_blob_t *glyf = hb_face_reference_table(tables->file_face, HB_TAG('g', 'l', 'y', 'f'));
    hb_blob_t *kern = hb_face_reference_table(tables->file_face, HB_TAG('k', 'e', 'r', 'n'));
    if (hb_blob_get_length(kern) > 0) tables->kern = steady_web_kern(kern, hb_blob_get_length(glyf) > 0);
    hb_blob_destroy(kern);
    hb_blob_destroy(glyf);
    hb_face_t *face = hb_face_create_for_tables(steady_web_reference_table, tables, steady_web_tables_destroy);
    /* Units per em and the glyph count are read from head and maxp on demand. */
    hb_face_make_immutable(face);
    return face;
}
