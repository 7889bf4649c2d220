/* Fuzz target: steady_shaper_shape on arbitrary UTF-16 with each bundled font.
 * Input: byte 0 = font index, byte 1 = script/direction selector, rest = UTF-16LE text. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "steady_shape.h"

static const char *names[] = {
    "NotoSans-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf",
    "NotoSansDevanagari-Regular.ttf", "NotoSansThai-Regular.ttf", "NotoColorEmoji.ttf",
    "DroidSansFallbackFull.ttf", "NanumBarunGothic.ttf"};
static steady_font_t *fonts[8];
static steady_shaper_t *shaper;
/* A few ICU UScriptCodes: Common, Latin, Arabic, Hebrew, Devanagari, Thai, Han, Hangul. */
static const int32_t scripts[] = {0, 25, 2, 19, 10, 38, 17, 18};

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc; (void)argv;
    const char *dir = getenv("STEADY_FONTS");
    if (!dir) dir = "Fonts";
    for (int i = 0; i < 8; i++) {
        char path[1024];
        strcpy(path, dir); strcat(path, "/"); strcat(path, names[i]);
        steady_status_t status;
        fonts[i] = steady_font_create_from_file(path, &status);
        if (!fonts[i]) abort(); /* run from the package root or set STEADY_FONTS */
    }
    steady_status_t status;
    shaper = steady_shaper_create("en", &status);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2) return 0;
    const steady_font_t *font = fonts[data[0] % 8];
    int32_t script = scripts[data[1] % 8];
    int32_t rtl = (data[1] >> 3) & 1;
    int32_t length = (int32_t)((size - 2) / 2);
    uint16_t *text = malloc((size_t)length * 2 + 2);
    memcpy(text, data + 2, (size_t)length * 2);
    /* Shape the whole text, then a run in the middle with the rest as context. */
    const steady_glyph_t *glyphs; int32_t count;
    steady_run_t whole = {text, length, 0, length, script, rtl, 1};
    steady_shaper_shape(shaper, font, &whole, &glyphs, &count);
    for (int32_t i = 0; i < count; i++)
        if (glyphs[i].cluster > (uint32_t)length) abort();
    if (length > 2) {
        steady_run_t inner = {text, length, 1, length - 2, script, rtl, 0};
        steady_shaper_shape(shaper, font, &inner, &glyphs, &count);
    }
    free(text);
    return 0;
}
