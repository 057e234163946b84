// Counts Swift strong retains and releases by hooking the runtime, the way package-benchmark's ARC
// statistics do, written for this project.
//
// Swift 6.3's libswiftCore exports function pointers `_swift_retain`, `_swift_retain_n`,
// `_swift_release` and `_swift_release_n` (initially the real implementations) and a one-byte switch,
// `_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly`: while it is false,
// swift_retain and friends run their inline fast path and never look at the pointers; while it is
// true, they call through them. So installing means: save the pointers, point them at the counting
// hooks, set the switch; removing undoes it in the reverse order. swift_bridgeObjectRetain/Release tail-call
// swift_retain/release, so they are counted too. Not counted: unowned and weak reference counts, and
// swift_nonatomic_* (the compiler emits those only with -assume-single-threaded).
//
// Every symbol is weak: on a runtime without them the addresses are NULL and the counter reports
// itself unavailable instead of failing to link. Counters are thread-local and non-atomic, so other
// threads' traffic (forwarded, not counted here) does not disturb the measuring thread.
#include "arc_counter.h"
#include <stdbool.h>
#include <stddef.h>

typedef struct HeapObject HeapObject;
typedef HeapObject *(*retain_fn)(HeapObject *);
typedef HeapObject *(*retain_n_fn)(HeapObject *, uint32_t);
typedef void (*release_fn)(HeapObject *);
typedef void (*release_n_fn)(HeapObject *, uint32_t);

extern retain_fn _swift_retain __attribute__((weak));
extern retain_n_fn _swift_retain_n __attribute__((weak));
extern release_fn _swift_release __attribute__((weak));
extern release_n_fn _swift_release_n __attribute__((weak));
extern bool _swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly __attribute__((weak));
extern HeapObject *swift_retain(HeapObject *) __attribute__((weak));
extern void swift_release(HeapObject *) __attribute__((weak));

static __thread pin_arc_counts counts;

static retain_fn original_retain;
static retain_n_fn original_retain_n;
static release_fn original_release;
static release_n_fn original_release_n;
static bool original_switch;
static bool installed;
static const char *route_failure = "";

static HeapObject *counting_retain(HeapObject *object) {
    counts.retains++;
    return original_retain(object);
}

static HeapObject *counting_retain_n(HeapObject *object, uint32_t n) {
    counts.retains++;
    return original_retain_n(object, n);
}

static void counting_release(HeapObject *object) {
    counts.releases++;
    original_release(object);
}

static void counting_release_n(HeapObject *object, uint32_t n) {
    counts.releases++;
    original_release_n(object, n);
}

const char *pin_arc_hooks_unavailable_reason(void) {
    if (!&_swift_retain || !&_swift_retain_n || !&_swift_release || !&_swift_release_n || !swift_retain || !swift_release) {
        return "this Swift runtime exports no retain/release hook variables (_swift_retain, _swift_release)";
    }
    if (!&_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly) {
        return "this Swift runtime has no switch to route retain/release through its hook variables";
    }
    return route_failure;
}

void pin_arc_hooks_remove(void) {
    if (!installed) return;
    __atomic_store_n(&_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly, original_switch, __ATOMIC_SEQ_CST);
    __atomic_store_n(&_swift_retain, original_retain, __ATOMIC_SEQ_CST);
    __atomic_store_n(&_swift_retain_n, original_retain_n, __ATOMIC_SEQ_CST);
    __atomic_store_n(&_swift_release, original_release, __ATOMIC_SEQ_CST);
    __atomic_store_n(&_swift_release_n, original_release_n, __ATOMIC_SEQ_CST);
    installed = false;
}

int pin_arc_hooks_install(void) {
    if (installed) return 1;
    if (*pin_arc_hooks_unavailable_reason() != '\0') return 0;
    original_retain = _swift_retain;
    original_retain_n = _swift_retain_n;
    original_release = _swift_release;
    original_release_n = _swift_release_n;
    original_switch = __atomic_load_n(&_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly, __ATOMIC_SEQ_CST);
    __atomic_store_n(&_swift_retain, counting_retain, __ATOMIC_SEQ_CST);
    __atomic_store_n(&_swift_retain_n, counting_retain_n, __ATOMIC_SEQ_CST);
    __atomic_store_n(&_swift_release, counting_release, __ATOMIC_SEQ_CST);
    __atomic_store_n(&_swift_release_n, counting_release_n, __ATOMIC_SEQ_CST);
    __atomic_store_n(&_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly, true, __ATOMIC_SEQ_CST);
    installed = true;
    // Prove the route: retaining and releasing NULL is a no-op for the runtime, and each must pass
    // through a hook once. (A runtime whose entry points ignore the switch would count nothing.)
    pin_arc_counts before = counts;
    swift_release(swift_retain(NULL));
    if (counts.retains - before.retains != 1 || counts.releases - before.releases != 1) {
        pin_arc_hooks_remove();
        route_failure = "this Swift runtime's retain/release did not call its hook variables (a test call was not counted)";
        return 0;
    }
    counts = before;
    return 1;
}

pin_arc_counts pin_arc_counts_now(void) {
    return counts;
}
