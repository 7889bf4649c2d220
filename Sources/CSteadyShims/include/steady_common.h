/*
 * steady_common.h: what every Steady shim header shares.
 *
 * The shims are the only code in Steady that includes FreeType, HarfBuzz or
 * ICU headers. They call a library and copy numbers out; fallback order,
 * caching and line breaking live in Swift, where they are tested.
 *
 * Conventions, as in HarfBuzz:
 *  - Every name starts with `steady_`, then the object, then the verb.
 *  - Objects are opaque. `_create` returns an object the caller owns;
 *    `_destroy` releases it, and destroying NULL is harmless.
 *  - Failures are reported as a `steady_status_t`, through an out-parameter
 *    for constructors (which then return NULL). C never prints or exits.
 *  - Text is UTF-16, passed as a pointer and a length in UTF-16 code units;
 *    every offset in these headers counts UTF-16 code units.
 */
#ifndef STEADY_COMMON_H
#define STEADY_COMMON_H

#include <stdint.h>

typedef enum {
    STEADY_OK = 0,
    /** The file could not be opened or read. */
    STEADY_ERROR_FILE = 1,
    /** The data is not in the expected format (not a font, not break rules). */
    STEADY_ERROR_FORMAT = 2,
    /** An allocation failed. */
    STEADY_ERROR_MEMORY = 3,
    /** An argument is out of range (a negative length, an offset past the end). */
    STEADY_ERROR_ARGUMENT = 4,
    /** The underlying library reported an error not covered above. */
    STEADY_ERROR_LIBRARY = 5,
    /** The path names something other than a regular file (a FIFO, a device, a folder). */
    STEADY_ERROR_NOT_REGULAR_FILE = 6,
    /** The file is larger than the reader accepts (STEADY_FONT_MAX_FILE_BYTES for fonts). */
    STEADY_ERROR_TOO_LARGE = 7
} steady_status_t;

#endif
