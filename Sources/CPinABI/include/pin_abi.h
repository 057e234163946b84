/*
 * PinBench's C API: build a chain from a scenario spec (the same text and seed as the Swift generator,
 * e.g. "depth=1024 hidden=random-50 fan-in=immediate seed=2026"), lay it out with a named strategy,
 * read the frames back, free it. Every call reports failure as a non-zero status and leaves a message
 * for pin_last_error(); nothing crosses the language boundary as a crash.
 *
 * The Swift side is the single source of truth: the strategies, their documented findings, the
 * reference layouts, the suites and the case names are read through this API, never copied. Every enum value below is spelled out
 * and mapped explicitly on the Swift side (never by declaration order).
 *
 * Not thread-safe (PinLayout's globals are process-wide): use one thread.
 */
#ifndef PIN_ABI_H
#define PIN_ABI_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Status codes. */
#define PIN_OK 0
#define PIN_ERROR_NULL_ARGUMENT 1
#define PIN_ERROR_BAD_SCENARIO 2
#define PIN_ERROR_UNKNOWN_STRATEGY 3
#define PIN_ERROR_BUFFER_TOO_SMALL 4
#define PIN_ERROR_BAD_ARGUMENT 5

/* Chain directions (pin_chain_inputs.direction). */
#define PIN_DIRECTION_DOWN 0
#define PIN_DIRECTION_UP 1
#define PIN_DIRECTION_AFTER 2
#define PIN_DIRECTION_BEFORE 3

/* Cross-axis alignments (pin_chain_inputs.alignment). */
#define PIN_ALIGN_NONE 0
#define PIN_ALIGN_LEFT 1
#define PIN_ALIGN_CENTER 2
#define PIN_ALIGN_RIGHT 3
#define PIN_ALIGN_START 4
#define PIN_ALIGN_END 5
#define PIN_ALIGN_TOP 6
#define PIN_ALIGN_BOTTOM 7

/* The documented findings (PinBenchKit's Strategies/Finding.swift), as bits of a set. */
#define PIN_FINDING_ALL_VISIBLE_ANCHORS 1u
#define PIN_FINDING_NO_FALLBACK 2u
#define PIN_FINDING_SHARED_MODIFIERS 4u
#define PIN_FINDING_SUPERVIEW_EDGE_FALLBACK 8u

/* A built chain (views, containers, initial frames) plus the scenario's PinLayout settings. */
typedef struct pin_chain pin_chain;

/* What a native implementation needs to lay the chain out itself. Arrays have `count` entries and
   belong to the chain (valid until pin_chain_free). Frames are {x, y, width, height} quadruples. */
typedef struct {
    int32_t count;
    int32_t direction;        /* a PIN_DIRECTION_* value */
    int32_t alignment;        /* a PIN_ALIGN_* value */
    int32_t right_to_left;    /* 1 when the scenario is RTL */
    int32_t nested;           /* 1 when each view sits in its own container */
    int32_t fan_in;           /* predecessors considered: 1, k, or INT32_MAX for all */
    double scale;             /* display scale for pixel rounding */
    double superview_width;
    double superview_height;
    const double *initial_frames;     /* 4 * count */
    const uint8_t *hidden;            /* count: 1 when hidden */
    const double *margins;            /* count: main-axis margin from the predecessor */
    const double *fallback_margins;   /* count: main-axis margin from the superview edge */
    const double *container_origins;  /* 2 * count {x, y} when nested, else NULL */
} pin_chain_inputs;

/* The message of the last failure in the process ("" when none): one global, not per thread. */
const char *pin_last_error(void);

/* Builds the chain of `scenario_spec`; an app-screen spec ("screen=cell depth=16 ...") builds its
   screens, whose views (instance by instance) are then the chain's views for frames and resets. Its
   inputs describe no chain: native implementations skip app specs. */
int32_t pin_chain_create(const char *scenario_spec, pin_chain **chain_out);
void pin_chain_free(pin_chain *chain);

/* The chain's inputs, for native implementations. */
int32_t pin_chain_get_inputs(const pin_chain *chain, pin_chain_inputs *inputs_out);

/* The id of a strategy ("manual", "if-else", ...), for pin_chain_run. */
int32_t pin_strategy_find(const char *name, int32_t *id_out);

/* The number of strategies; their ids are 0 ..< count, in `pin-bench list` order. */
int32_t pin_strategy_count(void);

/* The name of strategy `id` (static storage, valid for the life of the process). */
int32_t pin_strategy_name(int32_t strategy_id, const char **name_out);

/* The documented findings strategy `id` may show, as PIN_FINDING_* bits. */
int32_t pin_strategy_expected_findings(int32_t strategy_id, uint32_t *findings_out);

/* The name of one PIN_FINDING_* bit ("all-visible-anchors", ...), static storage. */
int32_t pin_finding_name(uint32_t finding, const char **name_out);

/* Resets the frames to the initial ones and lays the chain (or the app screens) out once with strategy
   `id`. Also sets the scenario's display scale and layout direction. PIN_ERROR_UNKNOWN_STRATEGY for a
   strategy that does not lay out app screens (visible-only) on an app spec. */
int32_t pin_chain_run(pin_chain *chain, int32_t strategy_id);

/* Resets the frames to the initial ones (what pin_chain_run does first), alone. */
int32_t pin_chain_reset(pin_chain *chain);

/* Copies the current frames (4 * count doubles) into `frames_out`, which holds `capacity` doubles. */
int32_t pin_chain_copy_frames(const pin_chain *chain, double *frames_out, size_t capacity);

/* The frames of the `manual` reference for this scenario, computed on a fresh copy of the chain. */
int32_t pin_chain_reference_frames(const pin_chain *chain, double *frames_out, size_t capacity);

/* The reference layout with the semantics of `findings` (PIN_FINDING_* bits; 0 is the intended
   layout, equal to manual's bit for bit), computed on a fresh copy of the chain. */
int32_t pin_chain_reference_frames_with_findings(const pin_chain *chain, uint32_t findings, double *frames_out,
                                                 size_t capacity);

/* How the Swift verifier explains `frames` (4 * count doubles, e.g. from pin_chain_copy_frames after
   pin_chain_run with strategy `id`): *findings_out receives the smallest subset of the strategy's
   expected findings whose reference frames equal them bit for bit (0 when they equal manual's), or
   PIN_UNEXPLAINED when no subset does. Frames only: warnings are the verifier's business. */
#define PIN_UNEXPLAINED 0xffffffffu
int32_t pin_chain_explain_frames(const pin_chain *chain, int32_t strategy_id, const double *frames, size_t capacity,
                                 uint32_t *findings_out);

/* What pin_chain_toggle lays out again after the flip. */
#define PIN_TOGGLE_CHAIN 0  /* every view, as a full pass does */
#define PIN_TOGGLE_RUN 1    /* only the views that can move: after the toggled view, to the end of its run */

/* What an app does when one view changes visibility: flips view `view`'s isHidden and lays the chain
   out again with the if/else workaround (the `if-else` strategy), from the frames as they are (no
   reset), over `scope` (PIN_TOGGLE_CHAIN or PIN_TOGGLE_RUN). Lay the chain out once with `if-else`
   first (pin_chain_run) so that the views outside the run hold its frames; the frames are then those
   of a full pass on the new visibility. Also sets the scenario's display scale and layout direction.
   pin_chain_get_inputs' `hidden` keeps the initial visibility: toggle back to restore it. */
int32_t pin_chain_toggle(pin_chain *chain, int32_t view, int32_t scope);

/* The views PIN_TOGGLE_RUN lays out when `view` toggles: [view + 1, *end_out) (the toggled view's own
   frame depends on the views before it only). The same before and after the flip. */
int32_t pin_chain_toggle_extent(const pin_chain *chain, int32_t view, int32_t *end_out);

/* The suites and the case names, as the Swift harness defines them (SuiteName, BenchmarkSuite and
   BenchmarkCase in PinBenchKit): a harness on this API registers the same scenarios under the same
   names from these, and formats neither specs nor names itself. */

/* The number of named suites; their ids are 0 ..< count, in `pin-bench run --suite` order
   ("standard", the default suite, first). */
int32_t pin_suite_count(void);

/* The name of suite `id` (static storage). */
int32_t pin_suite_name(int32_t suite_id, const char **name_out);

/* The id of the suite named `name`. PIN_ERROR_BAD_ARGUMENT for an unknown name. */
int32_t pin_suite_find(const char *name, int32_t *id_out);

/* One series of a suite: one scenario shape at several depths. Everything is static storage. */
typedef struct {
    const char *label;         /* "hidden:none/fanin:1", "app:form": the series as results files name it */
    const char *screen;        /* the app screen ("form", ...); NULL for a chain */
    const char *hidden;        /* the hidden pattern as specs spell it: "none", "random-50" */
    int32_t depth_count;
    const int64_t *depths;     /* depth_count: views of each chain, or instances of the app screen */
    const char *const *specs;  /* depth_count scenario specs, for pin_chain_create and pin_case_name */
    /* How Google Benchmark names the series' cases as one family over its depths (so that it fits
       their complexity): the family pin_case_family gives, with ArgNames({arg_names[0], arg_names[1]})
       and Args({depth, arg_fan_in}) per depth, names each instance exactly as pin_case_name does.
       Both NULL when the series cannot be spelled so (an app screen; fan-in all, whose value is no
       integer): its cases are then registered one by one, by name. */
    const char *arg_names[2];
    int64_t arg_fan_in;
} pin_series;

/* The number of series of suite `id`. */
int32_t pin_suite_series_count(int32_t suite_id, int32_t *count_out);

/* Series `index` (0 ..< pin_suite_series_count) of suite `id`, in the order the Swift harness runs them. */
int32_t pin_suite_series(int32_t suite_id, int32_t index, pin_series *series_out);

/* What a case times, for pin_case_family and pin_case_name. */
#define PIN_ROW_TIMED 0         /* `row` names a strategy or a harness's own row ("cpp-reference") */
#define PIN_ROW_RESET 1         /* the reset alone (pin_chain_reset); `row` is ignored */
#define PIN_ROW_RESET_NATIVE 2  /* the native rows' reset; `row` is ignored */

/* The Google Benchmark family of a case on the scenario of `spec`: "BM_Chain/<row>" or "BM_App/<row>",
   "BM_ChainReset", "BM_ChainResetNative" or "BM_AppReset"; written with its NUL into `name_out`, which
   holds `capacity` bytes (PIN_ERROR_BUFFER_TOO_SMALL otherwise). */
int32_t pin_case_family(const char *spec, int32_t kind, const char *row, char *name_out, size_t capacity);

/* The case's name, the family then the scenario: "BM_Chain/<row>/depth:N/hidden:P/fanin:K",
   "BM_App/<row>/screen:S/count:N/hidden:P", "BM_ChainReset/depth:N/...", ...; as pin_case_family writes. */
int32_t pin_case_name(const char *spec, int32_t kind, const char *row, char *name_out, size_t capacity);

/* The environment variable that keeps address-space layout randomization as it is, for pin-bench and
   for a harness that reads its own environment. */
#define PIN_KEEP_ASLR_VARIABLE "PIN_BENCH_KEEP_ASLR"

/* Address-space layout randomization, as pin-bench handles it: re-executes the running binary
   (/proc/self/exe) with `argv` and randomization off, so that separate runs lay code and data out
   identically. Returns 0 at once when it is already off or when `keep` is nonzero (the caller read
   PIN_KEEP_ASLR_VARIABLE in its environment); returns -1 when the system refuses (the process then
   goes on as it is), and PIN_ERROR_NULL_ARGUMENT for a NULL `argv`. Call it first thing in main,
   before any other state exists. */
int32_t pin_disable_address_randomization(char *const argv[], int32_t keep);

/* 1 when address-space layout randomization is off for this process, 0 when on, -1 when unknown. */
int32_t pin_address_randomization_off(void);

#ifdef __cplusplus
}
#endif

#endif
