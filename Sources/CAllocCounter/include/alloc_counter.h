#ifndef PIN_ALLOC_COUNTER_H
#define PIN_ALLOC_COUNTER_H

#include <stdint.h>

#include "alloc_counts.h"  /* pin_alloc_counts, from CBenchSupport */

#ifdef __cplusplus
extern "C" {
#endif

/// The calling thread's counters. Every malloc-family call in the process passes through this
/// library's definitions (the executable interposes glibc's), so the counts include the Swift runtime.
pin_alloc_counts pin_alloc_counts_now(void);

/// 1 when this process's malloc really is the counting one (interposition worked), else 0.
int pin_alloc_counter_is_active(void);

#ifdef __cplusplus
}
#endif

#endif
