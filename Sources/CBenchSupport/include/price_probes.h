#ifndef PIN_PRICE_PROBES_H
#define PIN_PRICE_PROBES_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The kernels of the host calibration (`HostCalibration`): each runs `iterations` rounds of one
/// kind of work, so that a timed pair of kernels that differ in one event prices that event.

/// Instructions of one round of `pin_price_reference` (exact on x86-64, where the loop is assembly).
extern const int pin_price_reference_instructions;

/// A loop of ordinary instructions: loads, stores, ALU work and a taken branch each round.
void pin_price_reference(uint64_t iterations, uint64_t *scratch);

/// A Swift retain then release of `object` (a Swift heap object) each round, through the runtime's
/// atomic entry points (`swift_retain`, `swift_release`).
void pin_price_retain_release(uint64_t iterations, void *object);

/// The same through the runtime's non-atomic entry points: the same work without the lock prefix.
void pin_price_nonatomic_retain_release(uint64_t iterations, void *object);

/// Follows a cycle of pointers (`next[i]` is the index of the next slot, one slot a 64-byte line)
/// for `iterations` loads, each depending on the one before; returns where it stopped.
uint64_t pin_price_chase(uint64_t iterations, const uint64_t *next, uint64_t start);

/// A conditional branch on each byte of `bits` (0 or 1), in rounds over `count` bytes; with random
/// bytes half of the branches are mispredicted, with a constant pattern none.
uint64_t pin_price_branches(uint64_t iterations, const uint8_t *bits, uint64_t count);

#ifdef __cplusplus
}
#endif

#endif
