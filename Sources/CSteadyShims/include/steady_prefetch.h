/*
 * steady_prefetch.h: a hint to the processor, which Swift cannot give itself.
 */
#ifndef STEADY_PREFETCH_H
#define STEADY_PREFETCH_H

/**
 * Starts loading the cache line at `address` for reading, without waiting
 * for it. A hint only: it never faults, whatever the address.
 */
static inline void steady_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }

#endif
