#define _GNU_SOURCE
#include "address_randomization.h"
#include <sys/personality.h>
#include <unistd.h>

/// personality(2) with this value only reads the current persona.
#define PIN_QUERY_PERSONALITY 0xffffffffUL

int pin_address_randomization_disabled(void) {
    int persona = personality(PIN_QUERY_PERSONALITY);
    if (persona == -1) return -1;
    return (persona & ADDR_NO_RANDOMIZE) ? 1 : 0;
}

int pin_reexec_without_address_randomization(char *const argv[]) {
    int persona = personality(PIN_QUERY_PERSONALITY);
    if (persona == -1) return -1;
    if (persona & ADDR_NO_RANDOMIZE) return 0;
    if (personality((unsigned long)persona | ADDR_NO_RANDOMIZE) == -1) return -1;
    execv("/proc/self/exe", argv);
    personality((unsigned long)persona);
    return -1;
}

int pin_reexec_with_address_randomization(char *const argv[]) {
    int persona = personality(PIN_QUERY_PERSONALITY);
    if (persona == -1) return -1;
    if (!(persona & ADDR_NO_RANDOMIZE)) return 0;
    if (personality((unsigned long)persona & ~(unsigned long)ADDR_NO_RANDOMIZE) == -1) return -1;
    execv("/proc/self/exe", argv);
    personality((unsigned long)persona);
    return -1;
}
