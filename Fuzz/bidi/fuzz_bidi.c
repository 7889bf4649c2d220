/* Fuzz target: steady_bidi_get_levels over arbitrary UTF-16LE; byte 0 picks the base level. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "steady_unicode.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    uint8_t base = data[0] & 1;
    int32_t length = (int32_t)((size - 1) / 2);
    uint16_t *text = malloc((size_t)length * 2 + 2);
    memcpy(text, data + 1, (size_t)length * 2);
    uint8_t *levels = malloc((size_t)length + 1);
    if (steady_bidi_get_levels(text, length, base, levels) == STEADY_OK)
        for (int32_t i = 0; i < length; i++)
            if (levels[i] > 126) abort(); /* UBIDI_MAX_EXPLICIT_LEVEL + 1 */
    free(levels);
    free(text);
    return 0;
}
