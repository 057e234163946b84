#ifndef PIN_ARC_COUNTER_H
#define PIN_ARC_COUNTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Reference-counting calls of the calling thread while the hooks were installed.
typedef struct {
    uint64_t retains;  ///< calls to swift_retain and swift_retain_n (and swift_bridgeObjectRetain, which calls swift_retain)
    uint64_t releases; ///< calls to swift_release and swift_release_n (and swift_bridgeObjectRelease)
} pin_arc_counts;

/// Routes the Swift runtime's strong retain/release entry points through counting hooks, via the
/// runtime's own hook variables (`_swift_retain`, `_swift_retain_n`, `_swift_release`,
/// `_swift_release_n`) and its switch that makes the entry points call through them. Returns 1 when
/// the hooks are in place and a test call was counted, 0 when this runtime does not offer them (then
/// nothing is changed). Install, run the code to count, remove: while installed every retain and
/// release of every thread takes a detour of a few ns. Not reentrant: one install at a time.
int pin_arc_hooks_install(void);

/// Puts the runtime's entry points back as they were before pin_arc_hooks_install.
void pin_arc_hooks_remove(void);

/// The calling thread's counts so far (they only grow while the hooks are installed).
pin_arc_counts pin_arc_counts_now(void);

/// Why the hooks cannot be installed in this process ("" when they can, or before a first install
/// attempt finds out that the runtime ignores them); a static string.
const char *pin_arc_hooks_unavailable_reason(void);

#ifdef __cplusplus
}
#endif

#endif
