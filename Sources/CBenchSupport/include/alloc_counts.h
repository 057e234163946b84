#ifndef PIN_ALLOC_COUNTS_H
#define PIN_ALLOC_COUNTS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Heap activity of the calling thread since it started, as an allocation counter reports it (the
/// malloc interposer, CAllocCounter, installed into PinBenchKit by the executables and tests).
typedef struct {
    uint64_t allocations;   ///< malloc, calloc, realloc of NULL, memalign, aligned_alloc, posix_memalign
    uint64_t reallocations; ///< realloc of a live block
    uint64_t frees;         ///< free of a non-NULL block
    uint64_t bytes;         ///< bytes requested by the calls above
} pin_alloc_counts;

#ifdef __cplusplus
}
#endif

#endif
