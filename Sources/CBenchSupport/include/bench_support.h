#ifndef PIN_BENCH_SUPPORT_H
#define PIN_BENCH_SUPPORT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Consumes a value where the optimizer cannot see, so that the work producing it is kept.
void pin_black_hole(const void *value);

/// Monotonic wall-clock time in nanoseconds (CLOCK_MONOTONIC).
uint64_t pin_monotonic_ns(void);

/// CPU time of the calling thread in nanoseconds (CLOCK_THREAD_CPUTIME_ID).
uint64_t pin_thread_cpu_ns(void);


/// Callgrind client requests (no-ops when valgrind headers were missing at build time or when not
/// running under callgrind). Run callgrind with --instr-atstart=no and bracket the region with
/// start/stop; `dump` writes the counts gathered since the last zero/dump, labelled.
void pin_callgrind_start(void);
void pin_callgrind_stop(void);
void pin_callgrind_zero(void);
void pin_callgrind_dump(const char *label);

/// Calls `body(context)` with the stack pointer moved down by `bytes` (alloca, rounded to 16 by the
/// compiler), so that everything `body` calls runs at another stack offset.
void pin_call_with_stack_offset(unsigned long bytes, void (*body)(void *), void *context);
/// Pins the calling thread to CPU `cpu` (sched_setaffinity). 0 on success, else errno.
int pin_pin_thread_to_cpu(int cpu);
/// Lets the calling thread run on the `count` CPUs of `cpus` (sched_setaffinity). 0 on success, else errno.
int pin_set_thread_cpus(const int *cpus, int count);
/// 1 when the calling thread may run on CPU `cpu` (sched_getaffinity), else 0.
int pin_thread_may_use_cpu(int cpu);
/// The CPU the calling thread runs on now (sched_getcpu), or -1.
int pin_current_cpu(void);
/// 1 when this build carries the callgrind client requests (valgrind headers were present).
int pin_callgrind_available(void);

/// Writes the hypervisor's CPUID vendor (leaf 0x40000000, e.g. "KVMKVMKVM") into `vendor` (at least
/// 13 bytes) and returns 1; returns 0 without the CPUID hypervisor bit, -1 where CPUID is not x86's.
int pin_hypervisor_vendor(char *vendor, long size);

#ifdef __cplusplus
}
#endif

#endif
