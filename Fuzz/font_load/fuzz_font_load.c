/* Fuzz target: steady_font_create_from_file on arbitrary bytes (written to a temp file). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "steady_font.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static char path[64];
    if (!path[0]) snprintf(path, sizeof path, "/tmp/steady-fuzz-font-%d.ttf", (int)getpid());
    FILE *f = fopen(path, "wb");
    if (!f) return 0;
    fwrite(data, 1, size, f);
    fclose(f);
    steady_status_t status = STEADY_OK;
    steady_font_t *font = steady_font_create_from_file(path, &status);
    if (font) {
        steady_font_metrics_t m;
        steady_font_get_metrics(font, &m);
        for (uint32_t cp = 0x20; cp < 0x80; cp += 7) {
            (void)steady_font_get_codepoint_advance(font, cp);
            (void)steady_font_has_codepoint(font, cp);
        }
        steady_font_destroy(font);
    }
    return 0;
}
