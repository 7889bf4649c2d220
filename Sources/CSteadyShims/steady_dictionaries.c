/*
 * steady_dictionaries.c: ICU 78's dictionaries in front of the system ICU's.
 *
 * ICU's dictionary engines (Thai, Lao, Khmer, Burmese) load their word lists
 * by name from ICU's data ("icudt<version>l/brkitr/khmerdict.dict"), looking
 * through its common data packages in order. A package set with
 * udata_setCommonData before ICU first loads data comes first, ahead of the
 * system's libicudata; a name it lacks falls through to the system's. So the
 * shim builds one small package in memory, holding the four embedded
 * dictionaries under the system ICU's own names, and sets it once.
 *
 * The package format is ICU's "CmnD" (ucmndata.h): a data header, then a table
 * of contents (a count, then per item the offsets of its name and its data
 * from the table's start, names sorted), the names, and the items, each
 * 16-byte aligned.
 */
#include "steady_unicode_private.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/udata.h>
#include <unicode/uversion.h>

enum { ITEM_COUNT = 4, HEADER_SIZE = 32 };

/* In ascending order of name, as ICU's binary search of the table needs. */
static const char *const item_names[ITEM_COUNT] = {
    "brkitr/burmesedict.dict", "brkitr/khmerdict.dict", "brkitr/laodict.dict", "brkitr/thaidict.dict",
};

static size_t align16(size_t n) { return (n + 15) / 16 * 16; }

static void put32(uint8_t *at, uint32_t value) { memcpy(at, &value, 4); }

static int installed;

static void install(void) {
    const uint8_t *items[ITEM_COUNT] = {
        steady_break_dictionary_burmese, steady_break_dictionary_khmer,
        steady_break_dictionary_lao, steady_break_dictionary_thai,
    };
    const int32_t lengths[ITEM_COUNT] = {
        steady_break_dictionary_burmese_length, steady_break_dictionary_khmer_length,
        steady_break_dictionary_lao_length, steady_break_dictionary_thai_length,
    };
    /* The system ICU's package name: "icudt72l". */
    const char *package = U_ICUDATA_NAME;

    size_t toc_size = 4 + 8 * ITEM_COUNT;
    size_t names_size = 0;
    for (int i = 0; i < ITEM_COUNT; i++) names_size += strlen(package) + 1 + strlen(item_names[i]) + 1;
    size_t data_start = align16(toc_size + names_size);
    size_t total = HEADER_SIZE + data_start;
    for (int i = 0; i < ITEM_COUNT; i++) total += align16((size_t)lengths[i]);

    /* ICU keeps the pointer for the life of the process. */
    uint8_t *package_data = aligned_alloc(16, align16(total));
    if (!package_data) return;
    memset(package_data, 0, align16(total));

    /* The data header: its size, the magic bytes, then UDataInfo. */
    uint16_t header_size = HEADER_SIZE, info_size = 20;
    memcpy(package_data, &header_size, 2);
    package_data[2] = 0xDA;
    package_data[3] = 0x27;
    memcpy(package_data + 4, &info_size, 2);
    package_data[8] = U_IS_BIG_ENDIAN;
    package_data[9] = U_CHARSET_FAMILY;
    package_data[10] = U_SIZEOF_UCHAR;
    memcpy(package_data + 12, "CmnD", 4);
    package_data[16] = 1; /* format version 1.0.0.0 */

    uint8_t *toc = package_data + HEADER_SIZE;
    put32(toc, ITEM_COUNT);
    size_t name_at = toc_size, data_at = data_start;
    for (int i = 0; i < ITEM_COUNT; i++) {
        put32(toc + 4 + 8 * i, (uint32_t)name_at);
        put32(toc + 8 + 8 * i, (uint32_t)data_at);
        size_t package_length = strlen(package), name_length = strlen(item_names[i]);
        memcpy(toc + name_at, package, package_length);
        toc[name_at + package_length] = '/';
        memcpy(toc + name_at + package_length + 1, item_names[i], name_length + 1);
        name_at += package_length + 1 + name_length + 1;
        memcpy(toc + data_at, items[i], (size_t)lengths[i]);
        data_at += align16((size_t)lengths[i]);
    }

    UErrorCode error = U_ZERO_ERROR;
    udata_setCommonData(package_data, &error);
    installed = U_SUCCESS(error) && error != U_USING_DEFAULT_WARNING;
}

int steady_dictionaries_install(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, install);
    return installed;
}
