/*
 * steady_versions.h: which FreeType, HarfBuzz and ICU the process runs with,
 * as the libraries report themselves at run time (not the headers' versions),
 * for `steady-measure --version` and bug reports.
 */
#ifndef STEADY_VERSIONS_H
#define STEADY_VERSIONS_H

#include "steady_common.h"

typedef struct {
    /** FreeType's major, minor and patch (FT_Library_Version); 0s when no
     *  FreeType library could be made. */
    int32_t freetype[3];
    /** HarfBuzz's major, minor and micro (hb_version). */
    uint32_t harfbuzz[3];
    /** ICU's major, minor, milli and micro (u_getVersion). */
    uint8_t icu[4];
} steady_library_versions_t;

/** Copies the libraries' versions into `*versions`. */
void steady_get_library_versions(steady_library_versions_t *versions);

#endif
