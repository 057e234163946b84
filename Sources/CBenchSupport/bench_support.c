#define _GNU_SOURCE
#include "bench_support.h"
#include <time.h>
#include <string.h>
#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif
#include <alloca.h>
#include <errno.h>
#include <sched.h>

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
void pin_callgrind_start(void) { CALLGRIND_START_INSTRUMENTATION; }
void pin_callgrind_stop(void) { CALLGRIND_STOP_INSTRUMENTATION; }
void pin_callgrind_zero(void) { CALLGRIND_ZERO_STATS; }
void pin_callgrind_dump(const char *label) { CALLGRIND_DUMP_STATS_AT(label); }
int pin_callgrind_available(void) { return 1; }
#else
void pin_callgrind_start(void) {}
void pin_callgrind_stop(void) {}
void pin_callgrind_zero(void) {}
void pin_callgrind_dump(const char *label) { (void)label; }
int pin_callgrind_available(void) { return 0; }
#endif

void pin_call_with_stack_offset(unsigned long bytes, void (*body)(void *), void *context) {
    volatile char *pad = alloca(bytes + 1);
    pad[0] = 0;
    pad[bytes] = 0;
    body(context);
    pin_black_hole((const void *)pad);
}

int pin_pin_thread_to_cpu(int cpu) {
    if (cpu < 0 || cpu >= CPU_SETSIZE) return EINVAL;
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    return sched_setaffinity(0, sizeof set, &set) == 0 ? 0 : errno;
}

int pin_set_thread_cpus(const int *cpus, int count) {
    cpu_set_t set;
    CPU_ZERO(&set);
    for (int i = 0; i < count; i++) {
        if (cpus[i] < 0 || cpus[i] >= CPU_SETSIZE) return EINVAL;
        CPU_SET(cpus[i], &set);
    }
    return sched_setaffinity(0, sizeof set, &set) == 0 ? 0 : errno;
}

int pin_thread_may_use_cpu(int cpu) {
    if (cpu < 0 || cpu >= CPU_SETSIZE) return 0;
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0) return 0;
    return CPU_ISSET(cpu, &set) ? 1 : 0;
}

int pin_current_cpu(void) {
    return sched_getcpu();
}

int pin_hypervisor_vendor(char *vendor, long size) {
#if defined(__x86_64__) || defined(__i386__)
    unsigned int eax, ebx, ecx, edx;
    if (size < 13 || !__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return -1;
    if (!(ecx & (1u << 31))) return 0;
    __cpuid(0x40000000, eax, ebx, ecx, edx);
    memcpy(vendor, &ebx, 4);
    memcpy(vendor + 4, &ecx, 4);
    memcpy(vendor + 8, &edx, 4);
    vendor[12] = 0;
    return 1;
#else
    (void)vendor;
    (void)size;
    return -1;
#endif
}
