#ifndef PIN_ALLOC_COUNTER_H
#define PIN_ALLOC_COUNTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Heap activity of the calling thread since it started (or since the last reset).
typedef struct {
    uint64_t allocations;   ///< malloc, calloc, realloc of NULL, memalign, aligned_alloc, posix_memalign
    uint64_t reallocations; ///< realloc of a live block
    uint64_t frees;         ///< free of a non-NULL block
    uint64_t bytes;         ///< bytes requested by the calls above
} pin_alloc_counts;

/// The calling thread's counters. Every malloc-family call in the process passes through this
/// library's definitions (the executable interposes glibc's), so the counts include the Swift runtime.
pin_alloc_counts pin_alloc_counts_now(void);

/// 1 when this process's malloc really is the counting one (interposition worked), else 0.
int pin_alloc_counter_is_active(void);

#ifdef __cplusplus
}
#endif

#endif
