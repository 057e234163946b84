#ifndef PIN_ADDRESS_RANDOMIZATION_H
#define PIN_ADDRESS_RANDOMIZATION_H

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when this process runs with address-space layout randomization off (personality
/// ADDR_NO_RANDOMIZE, as `setarch -R` sets it), 0 when it is on, -1 when it cannot be read.
int pin_address_randomization_disabled(void);

/// Turns address-space layout randomization off for this process's next image and re-executes the
/// running binary (/proc/self/exe) with `argv` and the same environment, so that separate runs lay
/// code and data out identically. Returns only when that is impossible (the personality cannot be
/// changed, e.g. under a seccomp profile, or exec fails): then the personality is restored and
/// the return value is -1. Returns 0 at once when randomization is already off.
int pin_reexec_without_address_randomization(char *const argv[]);

/// The reverse, for the child processes of `run --layouts`, which inherit the parent's persona:
/// turns randomization back on and re-executes the running binary with `argv` and the same
/// environment. Returns 0 at once when randomization is already on, -1 when that is impossible.
int pin_reexec_with_address_randomization(char *const argv[]);

#ifdef __cplusplus
}
#endif

#endif
