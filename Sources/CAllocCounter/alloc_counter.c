// Counts heap calls by interposing the malloc family in the executable that links this file.
// Swift's runtime (swift_slowAlloc) and libc call malloc through the dynamic symbol table, so the
// executable's definitions win; each forwards to glibc's own entry points (__libc_*), which avoids
// the dlsym bootstrap recursion. Counters are thread-local and non-atomic: ~1 ns per call, and
// immune to other threads (parallel tests).
#define _GNU_SOURCE
#include "alloc_counter.h"
#include <dlfcn.h>
#include <stddef.h>
#include <errno.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static __thread pin_alloc_counts counts;

void *malloc(size_t size) {
    counts.allocations++;
    counts.bytes += size;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    counts.allocations++;
    counts.bytes += count * size;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    if (pointer) counts.reallocations++; else counts.allocations++;
    counts.bytes += size;
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    counts.allocations++;
    counts.bytes += size;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    return memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    void *pointer = memalign(alignment, size);
    if (!pointer) return ENOMEM;
    *result = pointer;
    return 0;
}

void free(void *pointer) {
    if (pointer) counts.frees++;
    __libc_free(pointer);
}

pin_alloc_counts pin_alloc_counts_now(void) {
    return counts;
}

int pin_alloc_counter_is_active(void) {
    return dlsym(RTLD_DEFAULT, "malloc") == (void *)malloc;
}
