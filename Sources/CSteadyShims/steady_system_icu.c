/*
 * steady_system_icu.c: a second copy of the system ICU, untouched by
 * Steady's dictionaries.
 *
 * steady_dictionaries.c puts ICU 78's dictionaries ahead of the system ICU's
 * for the whole process (udata_setCommonData), as Chromium segments Thai,
 * Lao, Khmer and Burmese. An engine that links the system ICU (WebKitGTK on
 * Debian 12: ICU 72) segments with the system's own word lists. dlmopen loads
 * the same library again into a link-map namespace of its own, with its own
 * data: its dictionaries are the system's, and its rules are the system's too.
 */
#define _GNU_SOURCE
#include "steady_unicode_private.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <unicode/uversion.h>

#define STEADY_STRING(x) #x
#define STEADY_EXPAND_STRING(x) STEADY_STRING(x)
/* ICU's exported names carry its major version ("ubrk_open_72"). */
#define STEADY_ICU_SYMBOL(name) #name "_" STEADY_EXPAND_STRING(U_ICU_VERSION_MAJOR_NUM)

static steady_icu_functions_t system_icu;
static int system_icu_loaded;
static pthread_once_t system_icu_once = PTHREAD_ONCE_INIT;

static void load_system_icu(void) {
    void *library = dlmopen(LM_ID_NEWLM, "libicuuc.so." STEADY_EXPAND_STRING(U_ICU_VERSION_MAJOR_NUM),
                            RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    /* Kept loaded for the life of the process, as iterators may be. */
    system_icu.open = (__typeof__(system_icu.open))dlsym(library, STEADY_ICU_SYMBOL(ubrk_open));
    system_icu.set_text = (__typeof__(system_icu.set_text))dlsym(library, STEADY_ICU_SYMBOL(ubrk_setText));
    system_icu.following = (__typeof__(system_icu.following))dlsym(library, STEADY_ICU_SYMBOL(ubrk_following));
    system_icu.is_boundary = (__typeof__(system_icu.is_boundary))dlsym(library, STEADY_ICU_SYMBOL(ubrk_isBoundary));
    system_icu.close = (__typeof__(system_icu.close))dlsym(library, STEADY_ICU_SYMBOL(ubrk_close));
    system_icu_loaded = system_icu.open && system_icu.set_text && system_icu.following && system_icu.is_boundary
        && system_icu.close;
}

const steady_icu_functions_t *steady_system_icu(void) {
    pthread_once(&system_icu_once, load_system_icu);
    return system_icu_loaded ? &system_icu : NULL;
}
