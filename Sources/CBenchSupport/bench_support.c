#define _GNU_SOURCE
#include "bench_support.h"
#include <time.h>

#if defined(__has_include)
#  if __has_include(<valgrind/callgrind.h>)
#    include <valgrind/callgrind.h>
#    define PIN_HAS_CALLGRIND 1
#  endif
#endif

void pin_black_hole(const void *value) {
    __asm__ volatile("" : : "r"(value) : "memory");
}

uint64_t pin_monotonic_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

uint64_t pin_thread_cpu_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

#ifdef PIN_HAS_CALLGRIND
int pin_running_on_valgrind(void) { return RUNNING_ON_VALGRIND ? 1 : 0; }
void pin_callgrind_start(void) { CALLGRIND_START_INSTRUMENTATION; }
void pin_callgrind_stop(void) { CALLGRIND_STOP_INSTRUMENTATION; }
void pin_callgrind_zero(void) { CALLGRIND_ZERO_STATS; }
void pin_callgrind_dump(const char *label) { CALLGRIND_DUMP_STATS_AT(label); }
int pin_callgrind_available(void) { return 1; }
#else
int pin_running_on_valgrind(void) { return 0; }
void pin_callgrind_start(void) {}
void pin_callgrind_stop(void) {}
void pin_callgrind_zero(void) {}
void pin_callgrind_dump(const char *label) { (void)label; }
int pin_callgrind_available(void) { return 0; }
#endif
