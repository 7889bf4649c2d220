/*
 * steady_versions.c: the libraries' own answers to "which version are you".
 */
#include "steady_versions.h"

#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <unicode/uversion.h>

void steady_get_library_versions(steady_library_versions_t *versions) {
    FT_Library library;
    FT_Int major = 0, minor = 0, patch = 0;
    if (FT_Init_FreeType(&library) == 0) {
        FT_Library_Version(library, &major, &minor, &patch);
        FT_Done_FreeType(library);
    }
    versions->freetype[0] = major;
    versions->freetype[1] = minor;
    versions->freetype[2] = patch;
    unsigned int hb_major, hb_minor, hb_micro;
    hb_version(&hb_major, &hb_minor, &hb_micro);
    versions->harfbuzz[0] = hb_major;
    versions->harfbuzz[1] = hb_minor;
    versions->harfbuzz[2] = hb_micro;
    UVersionInfo icu;
    u_getVersion(icu);
    for (int i = 0; i < 4; i++) versions->icu[i] = icu[i];
}
