// FreeType's public headers are reached through macros defined in <ft2build.h>,
// so a module map cannot name them directly: this header includes them in order.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
