#include "price_probes.h"

extern void *swift_retain(void *);
extern void swift_release(void *);
extern void *swift_nonatomic_retain(void *);
extern void swift_nonatomic_release(void *);

// Every kernel starts a 64-byte line (the reference loop itself too), so that a loop sits alike against
// the lines in every link of a build: while a neighbour shares the core, a loop straddling two lines
// runs slower than one within a line (docs/measurement.md, "Hosts and prices").
#define PIN_PRICE_KERNEL __attribute__((aligned(64), noinline))

#if defined(__x86_64__)
const int pin_price_reference_instructions = 10;

PIN_PRICE_KERNEL void pin_price_reference(uint64_t iterations, uint64_t *scratch) {
    if (iterations == 0) return;
    uint64_t a = 0, b = 1, c = 2, d = 3;
    __asm__ volatile(
        ".p2align 6\n"
        "1:\n\t"
        "mov (%[s]), %[a]\n\t"
        "add %[a], %[b]\n\t"
        "mov %[b], 8(%[s])\n\t"
        "xor %[c], %[a]\n\t"
        "add $1, %[c]\n\t"
        "mov 16(%[s]), %[d]\n\t"
        "lea 1(%[d]), %[d]\n\t"
        "add %[d], %[b]\n\t"
        "dec %[n]\n\t"
        "jnz 1b\n\t"
        : [n] "+r"(iterations), [a] "+r"(a), [b] "+r"(b), [c] "+r"(c), [d] "+r"(d)
        : [s] "r"(scratch)
        : "memory", "cc");
}
#else
/// Elsewhere the loop is C, and its instruction count what a typical compiler makes of it.
const int pin_price_reference_instructions = 10;

PIN_PRICE_KERNEL void pin_price_reference(uint64_t iterations, uint64_t *scratch) {
    volatile uint64_t *s = scratch;
    uint64_t b = 1, c = 2;
    for (uint64_t i = 0; i < iterations; i++) {
        uint64_t a = s[0];
        b += a;
        s[1] = b;
        c += 1;
        b += s[2] + 1 + (a ^ c);
    }
}
#endif

PIN_PRICE_KERNEL void pin_price_retain_release(uint64_t iterations, void *object) {
    for (uint64_t i = 0; i < iterations; i++) {
        swift_retain(object);
        swift_release(object);
    }
}

PIN_PRICE_KERNEL void pin_price_nonatomic_retain_release(uint64_t iterations, void *object) {
    for (uint64_t i = 0; i < iterations; i++) {
        swift_nonatomic_retain(object);
        swift_nonatomic_release(object);
    }
}

PIN_PRICE_KERNEL uint64_t pin_price_chase(uint64_t iterations, const uint64_t *next, uint64_t start) {
    uint64_t slot = start;
    for (uint64_t i = 0; i < iterations; i++) slot = next[slot * 8];
    return slot;
}

PIN_PRICE_KERNEL uint64_t pin_price_branches(uint64_t iterations, const uint8_t *bits, uint64_t count) {
    uint64_t taken = 0, index = 0;
    for (uint64_t i = 0; i < iterations; i++) {
        uint64_t bit = bits[index];
#if defined(__x86_64__)
        // A real conditional jump: a compiler could turn the C form into a branch-free cmov.
        __asm__ volatile("test %1, %1\n\tjz 1f\n\tadd $1, %0\n1:" : "+r"(taken) : "r"(bit) : "cc");
#else
        if (bit) taken++;
#endif
        index = index + 1 == count ? 0 : index + 1;
    }
    return taken;
}
