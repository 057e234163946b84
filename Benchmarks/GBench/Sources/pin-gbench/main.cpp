// pin-gbench: PinBench's optional C++ harness on Google Benchmark 1.7.1 (issue 6).
//
// Rows (all per layout pass, all on the Swift harness's default-suite scenarios):
//   BM_Chain/<strategy>/depth:N/hidden:P/fanin:K       a Swift strategy through the C API: pin_chain_run
//                                                      (reset + one layout pass) per iteration
//   BM_ChainReset/depth:N/hidden:P/fanin:K             pin_chain_reset alone (subtract it from the above)
//   BM_Chain/cpp-reference/depth:N/...                 native C++, manual's semantics, PinLayout-exact
//   BM_Chain/cpp-integer-pixels/depth:N/...            native C++, integer device pixels, branch-free
//   BM_ChainResetNative/depth:N/...                    the native rows' reset alone (a memcpy)
//   BM_Chain/cassowary-build/depth:N/...               kiwi (Cassowary): build a solver with the chain's
//                                                      constraints, solve, read the frames (issue 7)
//   BM_Chain/cassowary-toggle/depth:N/...              kiwi: toggle one view's visibility in a solved
//                                                      system (remove/re-add constraints), re-solve, read
//   BM_Chain/cassowary-priority/depth:N/...            kiwi: build + solve the Auto Layout priority idiom
//   BM_Chain/engine-toggle-chain/depth:N/...           the engine: toggle one view's visibility in a laid-out
//                                                      chain and lay out every view again (pin_chain_toggle)
//   BM_Chain/engine-toggle-run/depth:N/...             the same, laying out only the views that can move
//                                                      (from the toggled view to the end of its run)
// The cassowary rows exist only when kiwi's headers were fetched (fetch-kiwi.sh; cassowary_chain.h).
// Names equal the Swift harness's case names (BenchmarkCase.name), so `pin-bench crosscheck` and
// compare.py can match them. Every benchmark checks its frames against the Swift `manual` oracle before
// timing and reports a difference with SkipWithError (see Benchmarks/README.md).
//
//   swift run -c release --package-path Benchmarks/GBench pin-gbench [--smoke] [--cassowary-max-depth=N]
//                                                                      [--benchmark_* flags]
#include <benchmark/benchmark.h>

#include <stdlib.h>

#include <cstdio>
#include <cstring>
#include <exception>
#include <map>
#include <memory>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "cassowary_chain.h"
#include "native_chain.h"
#include "pin_abi.h"

namespace {

// The Swift strategies, in `pin-bench list` order.
const char* const kStrategies[] = {"manual", "if-else", "if-not-below", "if-needed", "otherwise", "first-visible", "visible-only"};

// The documented findings each strategy may show (its `expectedFindings` in Sources/PinBenchKit/
// Strategies, as `pin-bench list` prints them). Frames that differ from `manual` are accepted only
// when the reference with some subset of these findings reproduces them bit for bit, as the Swift
// verifier does.
unsigned expectedFindings(const std::string& strategy) {
    if (strategy == "visible-only") return pin::kNoFallback | pin::kAnchorsOfAllVisible;
    if (strategy == "otherwise") return pin::kAnchorsOfAllVisible;
    if (strategy == "if-not-below" || strategy == "if-needed") return pin::kAnchorsOfAllVisible | pin::kSharedModifiers;
    return 0;
}

// One depth sweep of the default suite's shape (BenchmarkSuite.baseScenario in PinBenchKit).
struct Series {
    std::string hidden;  // "none" or "random-50"
    int64_t fanIn;       // 1 or k (fan-in "all" cannot be spelled by an integer argument; see README)
    std::vector<int64_t> depths;
};

std::string fanInSpec(int64_t fanIn) { return fanIn == 1 ? "immediate" : "last-" + std::to_string(fanIn); }

// The scenario spec, exactly as BenchmarkSuite.baseScenario(hidden:fanIn:) describes itself.
std::string scenarioSpec(int64_t depth, const std::string& hidden, int64_t fanIn) {
    return "depth=" + std::to_string(depth) + " direction=down layout=ltr align=left margins=uniform sizes=varied hidden=" +
           hidden + " nesting=flat scale=2 fan-in=" + fanInSpec(fanIn) + " seed=2026";
}

// A scenario's chain and oracle, built on first use and shared by every benchmark of the scenario.
struct Scenario {
    std::string spec;
    pin_chain* chain = nullptr;
    pin_chain_inputs inputs{};
    std::string error;             // why the chain or its oracle could not be had ("" when fine)
    std::vector<double> oracle;    // manual's frames, from pin_chain_reference_frames
    pin::NativeChain native;
    std::string nativeError;       // why the native rows cannot handle it ("" when fine)
    std::string variantError;      // the native variant's disagreement with the oracle, if any
    std::map<unsigned, std::vector<double>> variants;  // reference frames with findings, by finding set
#if PIN_GBENCH_HAVE_KIWI
    // The cassowary rows' pixel-snapped constants, and the solved system the toggle row works on (built
    // by its frame check, outside any timing). Declared in this order so the system goes first.
    std::unique_ptr<pin::cassowary::Constants> snapped;
    std::unique_ptr<pin::cassowary::System> toggleSystem;
#endif

    Scenario() = default;
    Scenario(const Scenario&) = delete;
    Scenario& operator=(const Scenario&) = delete;
    ~Scenario() { pin_chain_free(chain); }

    size_t doubles() const { return 4 * static_cast<size_t>(inputs.count); }

    // The reference frames with `findings`' semantics (computed once).
    const std::vector<double>& variant(unsigned findings) {
        auto found = variants.find(findings);
        if (found != variants.end()) return found->second;
        std::vector<double> frames = native.initialFrames;
        pin::layoutVariant(native, findings, frames.data());
        return variants.emplace(findings, std::move(frames)).first->second;
    }
};

std::map<std::string, std::unique_ptr<Scenario>>& scenarios() {
    static std::map<std::string, std::unique_ptr<Scenario>> all;
    return all;
}

Scenario& scenario(const std::string& spec) {
    auto& all = scenarios();
    auto found = all.find(spec);
    if (found != all.end()) return *found->second;
    auto made = std::make_unique<Scenario>();
    Scenario& s = *made;
    s.spec = spec;
    all.emplace(spec, std::move(made));
    if (pin_chain_create(spec.c_str(), &s.chain) != PIN_OK) {
        s.chain = nullptr;
        s.error = std::string("pin_chain_create: ") + pin_last_error();
        return s;
    }
    if (pin_chain_get_inputs(s.chain, &s.inputs) != PIN_OK) {
        s.error = std::string("pin_chain_get_inputs: ") + pin_last_error();
        return s;
    }
    s.oracle.assign(s.doubles(), 0.0);
    if (pin_chain_reference_frames(s.chain, s.oracle.data(), s.oracle.size()) != PIN_OK) {
        s.error = std::string("pin_chain_reference_frames: ") + pin_last_error();
        return s;
    }
    s.nativeError = s.native.load(s.inputs);
    if (s.nativeError.empty()) {
        // Like the Swift verifier's oracle check: the finding-free variant must equal manual bit for bit,
        // or no variant can explain anything.
        const std::vector<double>& plain = s.variant(0);
        const int32_t view = pin::firstDifference(s.oracle.data(), plain.data(), s.inputs.count);
        if (view >= 0) {
            s.variantError = "the native reference (findings-free) differs from manual at view " + std::to_string(view) +
                             ": expected " + pin::describeFrame(&s.oracle[4 * static_cast<size_t>(view)]) + ", got " +
                             pin::describeFrame(&plain[4 * static_cast<size_t>(view)]);
        }
    }
    return s;
}

// Cases that reported an error, for the exit status.
std::set<std::string>& failedCases() {
    static std::set<std::string> failed;
    return failed;
}

// The case name of the running benchmark (State has no name() in 1.7.1).
thread_local std::string currentCase;

void skip(benchmark::State& state, const std::string& message) {
    failedCases().insert(currentCase);
    state.SkipWithError(message.c_str());
}

std::string frameDifference(const char* what, int32_t view, const double* expected, const double* actual) {
    return std::string(what) + " at view " + std::to_string(view) + ": expected " +
           pin::describeFrame(expected + 4 * static_cast<size_t>(view)) + ", got " +
           pin::describeFrame(actual + 4 * static_cast<size_t>(view));
}

// "" when `frames` equal manual's bit for bit, or differ only as some subset of the strategy's
// documented findings says (then `note` names them); else the error text.
std::string checkStrategyFrames(Scenario& s, const std::string& strategy, const std::vector<double>& frames, std::string& note) {
    const int32_t count = s.inputs.count;
    const int32_t view = pin::firstDifference(s.oracle.data(), frames.data(), count);
    if (view < 0) return "";
    const unsigned allowed = expectedFindings(strategy);
    if (allowed != 0 && s.nativeError.empty() && s.variantError.empty()) {
        // Smallest subsets first, as the verifier does.
        for (int size = 1; size <= 3; ++size) {
            for (unsigned subset = 1; subset < 8; ++subset) {
                if ((subset & ~allowed) != 0 || __builtin_popcount(subset) != size) continue;
                if (pin::firstDifference(s.variant(subset).data(), frames.data(), count) < 0) {
                    note = "frames = manual + documented finding(s) " + pin::findingNames(subset) + " (" +
                           std::to_string(pin::differingViews(s.oracle.data(), frames.data(), count)) + " of " +
                           std::to_string(count) + " views differ from manual)";
                    return "";
                }
            }
        }
    }
    std::string text = frameDifference("frames differ from manual", view, s.oracle.data(), frames.data());
    if (allowed != 0) {
        text += " (no subset of its documented findings [" + pin::findingNames(allowed) + "] explains it" +
                (s.variantError.empty() ? std::string() : "; " + s.variantError) + ")";
    }
    return text;
}

void setCounters(benchmark::State& state, int64_t depth, const std::string& label) {
    state.counters["views"] = benchmark::Counter(static_cast<double>(depth));
    // depth × 1e-9 per iteration, divided by the (CPU) seconds and inverted: ns per view. Includes the
    // reset; subtract the matching reset row for the layout alone (pin-bench crosscheck does).
    state.counters["ns_per_view"] =
        benchmark::Counter(static_cast<double>(depth) * 1e-9, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.SetComplexityN(depth);
    state.SetLabel(label);
}

enum class Kind {
    swiftStrategy, swiftReset, cppReference, cppIntegerPixels, nativeReset, cassowaryBuild, cassowaryToggle, cassowaryPriority,
    engineToggleChain, engineToggleRun
};

bool isCassowary(Kind kind) {
    return kind == Kind::cassowaryBuild || kind == Kind::cassowaryToggle || kind == Kind::cassowaryPriority;
}

// The outcome of a case's frame check: an error (the case is skipped with it) or a note for its label.
struct Check {
    std::string error;
    std::string note;
    int32_t strategyID = -1;
};

// Every case's check, made before any benchmark runs (see registerFamily for why), by case name.
std::map<std::string, Check>& checks() {
    static std::map<std::string, Check> all;
    return all;
}

std::string caseName(const std::string& family, int64_t depth, const std::string& hidden, int64_t fanIn) {
    return family + "/depth:" + std::to_string(depth) + "/hidden:" + hidden + "/fanin:" + std::to_string(fanIn);
}

#if PIN_GBENCH_HAVE_KIWI
const pin::cassowary::Constants& snappedConstants(Scenario& s) {
    if (!s.snapped) s.snapped = std::make_unique<pin::cassowary::Constants>(pin::cassowary::makeConstants(s.native, true));
    return *s.snapped;
}

std::string describeDrift(const pin::cassowary::Drift& d, int32_t count) {
    char text[200];
    std::snprintf(text, sizeof text, "%d of %d views differ (max dx %g, dy %g, dw %g, dh %g pt)", d.views, count,
                  d.maxAbs[0], d.maxAbs[1], d.maxAbs[2], d.maxAbs[3]);
    return text;
}

// A solved system against `expected` (PinLayout-rounded frames), as the issue asks: the solver's
// values within 1e-6 before pixel rounding, then bit for bit after the same rounding. "" or the error.
std::string compareSolved(const pin::cassowary::System& system, const std::vector<double>& expected, const std::string& what) {
    const int32_t count = system.constants.count;
    std::vector<double> values(4 * static_cast<size_t>(count)), frames(values.size());
    system.readValues(values.data());
    system.readFrames(frames.data());
    const pin::cassowary::Drift before = pin::cassowary::drift(expected.data(), values.data(), count, 1e-6);
    if (before.views > 0) {
        return what + ": the solver's values differ from the reference by more than 1e-6 before rounding: " +
               describeDrift(before, count) + "; first" + frameDifference("", before.firstView, expected.data(), values.data());
    }
    const int32_t view = pin::firstDifference(expected.data(), frames.data(), count);
    if (view >= 0) return what + ": " + frameDifference("frames differ from manual after rounding", view, expected.data(), frames.data());
    return "";
}

// The cassowary rows' frame checks (see cassowary_chain.h for the model).
Check checkCassowaryOrThrow(Kind kind, Scenario& s) {
    using namespace pin::cassowary;
    Check check;
    const int32_t count = s.inputs.count;
    const Constants& constants = snappedConstants(s);
    std::vector<double> values(s.doubles()), frames(s.doubles());
    if (kind == Kind::cassowaryBuild) {
        auto system = std::make_unique<System>(constants, Model::exact, s.native.hidden);
        system->build();
        check.error = compareSolved(*system, s.oracle, "cassowary-build");
        if (!check.error.empty()) return check;
        // The same system with the raw constants (sizes and margins as given, rounded only when the
        // frames are read): how far a pure constraint system is from PinLayout's rounded chain.
        const Constants raw = makeConstants(s.native, false);
        auto rawSystem = std::make_unique<System>(raw, Model::exact, s.native.hidden);
        rawSystem->build();
        rawSystem->readValues(values.data());
        rawSystem->readFrames(frames.data());
        const std::vector<double> unrounded = unroundedFrames(s.native);
        const Drift solver = drift(unrounded.data(), values.data(), count, 1e-6);
        if (solver.views > 0) {
            check.error = "cassowary-build with raw constants: the solver's values differ from the unrounded chain by more than 1e-6: " +
                          describeDrift(solver, count);
            return check;
        }
        const Drift rounded = drift(s.oracle.data(), frames.data(), count, 0.0);
        check.note = "frames = manual (snapped constants); raw constants rounded at the end: " +
                     (rounded.views == 0 ? std::string("= manual too") : describeDrift(rounded, count));
        return check;
    }
    if (kind == Kind::cassowaryToggle) {
        s.toggleSystem.reset();
        auto system = std::make_unique<System>(constants, Model::exact, s.native.hidden);
        system->build();
        check.error = compareSolved(*system, s.oracle, "cassowary-toggle, before any toggle");
        if (!check.error.empty()) return check;
        std::string views;
        for (int32_t position : togglePositions(count)) {
            std::vector<uint8_t> hidden = s.native.hidden;
            hidden[static_cast<size_t>(position)] ^= 1;
            system->toggle(position);
            check.error = compareSolved(*system, referenceFrames(s.native, hidden, s.native.fanIn),
                                        "cassowary-toggle, view " + std::to_string(position) + " toggled (checked against manual's rule)");
            if (!check.error.empty()) return check;
            system->toggle(position);
            check.error = compareSolved(*system, s.oracle, "cassowary-toggle, view " + std::to_string(position) + " toggled back");
            if (!check.error.empty()) return check;
            views += (views.empty() ? "" : ",") + std::to_string(position);
        }
        s.toggleSystem = std::move(system);
        check.note = "1 toggle+solve+read per iteration (views " + views + "); frames = manual's rule after each toggle";
        return check;
    }
    // The priority idiom: its frames are what they are; the differences from manual are the result.
    auto system = std::make_unique<System>(constants, Model::priority, s.native.hidden);
    system->build();
    system->readValues(values.data());
    system->readFrames(frames.data());
    for (double value : values) {
        if (!std::isfinite(value)) {
            check.error = "cassowary-priority: the solver returned a non-finite value";
            return check;
        }
    }
    const Drift rounded = drift(s.oracle.data(), frames.data(), count, 0.0);
    if (rounded.views == 0) {
        check.note = "frames = manual bit for bit";
    } else {
        check.note = "FRAMES DIFFER from manual (the idiom's result, not an error): " + describeDrift(rounded, count);
    }
    return check;
}

Check checkCassowary(Kind kind, Scenario& s) {
    try {
        return checkCassowaryOrThrow(kind, s);
    } catch (const std::exception& error) {
        Check check;
        check.error = std::string("kiwi threw: ") + error.what();
        return check;
    }
}
#else
Check checkCassowary(Kind, Scenario&) {
    Check check;
    check.error = pin::cassowary::availability();
    return check;
}
#endif

// The if-else strategy's id (the toggle rows lay out with it), or -1 with the C API's message in `error`.
int32_t ifElseID(std::string& error) {
    int32_t id = -1;
    if (pin_strategy_find("if-else", &id) != PIN_OK) error = pin_last_error();
    return id;
}

int32_t toggleScope(Kind kind) { return kind == Kind::engineToggleRun ? PIN_TOGGLE_RUN : PIN_TOGGLE_CHAIN; }

// `frames` against the fresh full pass `expected` (manual's rule from the initial frames), for the
// engine toggle rows: y, width and height must be equal bit for bit; x may differ and such views are
// counted into `staleX`. The if/else fallback pins only the top, so a view that loses its visible
// predecessor keeps the x its previous layout gave it (as in an app), where a pass from the initial
// frames has the initial x; the views aligned below it follow its x. The suite's chains all go down.
std::string compareWithFreshPass(const std::vector<double>& expected, const std::vector<double>& frames, int32_t count, int32_t& staleX) {
    for (int32_t index = 0; index < count; ++index) {
        const double* want = &expected[4 * static_cast<size_t>(index)];
        const double* got = &frames[4 * static_cast<size_t>(index)];
        if (std::memcmp(want + 1, got + 1, 3 * sizeof(double)) != 0) {
            return frameDifference("y, width or height differ from a full pass from the initial frames", index, expected.data(),
                                   frames.data());
        }
        if (std::memcmp(want, got, sizeof(double)) != 0) ++staleX;
    }
    return "";
}

// The engine toggle rows' check, on the toggles the timed loop makes (each view of togglePositions
// hidden/shown, then back), from a chain laid out by if-else: after each, the row's frames must equal
// bit for bit those of a second chain of the same scenario that lays out every view again
// (PIN_TOGGLE_CHAIN, an app's full pass), and those must equal manual's rule on the new visibility
// (the native reference) but for stale x values (compareWithFreshPass). The note counts the views
// laid out again and the stale x values. Whatever happens, the row's chain leaves with its initial
// visibility.
Check checkEngineToggle(Kind kind, Scenario& s) {
    Check check;
    if (!s.error.empty() || !s.nativeError.empty()) {
        check.error = !s.error.empty() ? s.error : s.nativeError;
        return check;
    }
    const int32_t id = ifElseID(check.error);
    if (id < 0) return check;
    pin_chain* whole = nullptr;
    if (pin_chain_create(s.spec.c_str(), &whole) != PIN_OK) {
        check.error = std::string("pin_chain_create: ") + pin_last_error();
        return check;
    }
    std::unique_ptr<pin_chain, void (*)(pin_chain*)> owner(whole, pin_chain_free);
    const int32_t count = s.inputs.count;
    const int32_t scope = toggleScope(kind);
    const std::string row = kind == Kind::engineToggleRun ? "engine-toggle-run" : "engine-toggle-chain";
    std::vector<double> frames(s.doubles()), full(s.doubles());
    std::vector<uint8_t> hidden = s.native.hidden;
    struct Restore {
        Scenario& s;
        const std::vector<uint8_t>& hidden;
        ~Restore() {
            for (size_t view = 0; view < hidden.size(); ++view) {
                if (hidden[view] != s.native.hidden[view]) pin_chain_toggle(s.chain, static_cast<int32_t>(view), PIN_TOGGLE_CHAIN);
            }
        }
    } restore{s, hidden};
    if (pin_chain_run(s.chain, id) != PIN_OK || pin_chain_run(whole, id) != PIN_OK) {
        check.error = pin_last_error();
        return check;
    }
    std::string views;
    int32_t staleX = 0;
    const std::vector<int32_t> positions = pin::cassowary::togglePositions(count);
    for (size_t step = 0; step < 2 * positions.size(); ++step) {
        const int32_t position = positions[step / 2];
        int32_t end = 0;
        if (pin_chain_toggle_extent(s.chain, position, &end) != PIN_OK || pin_chain_toggle(s.chain, position, scope) != PIN_OK) {
            check.error = pin_last_error();
            return check;
        }
        hidden[static_cast<size_t>(position)] ^= 1;
        if (pin_chain_toggle(whole, position, PIN_TOGGLE_CHAIN) != PIN_OK ||
            pin_chain_copy_frames(s.chain, frames.data(), frames.size()) != PIN_OK ||
            pin_chain_copy_frames(whole, full.data(), full.size()) != PIN_OK) {
            check.error = pin_last_error();
            return check;
        }
        const std::string what = row + ", view " + std::to_string(position) + (step % 2 == 0 ? " toggled: " : " toggled back: ");
        const int32_t view = pin::firstDifference(full.data(), frames.data(), count);
        if (view >= 0) {
            check.error = what + frameDifference("frames differ from laying out every view again", view, full.data(), frames.data());
            return check;
        }
        const std::string fresh = compareWithFreshPass(pin::cassowary::referenceFrames(s.native, hidden, s.native.fanIn), full,
                                                       count, staleX);
        if (!fresh.empty()) {
            check.error = what + fresh;
            return check;
        }
        if (step % 2 == 0) {
            const int32_t laidOut = scope == PIN_TOGGLE_RUN ? end - position - 1 : count;
            views += (views.empty() ? "" : ", ") + std::to_string(position) + " (" + std::to_string(laidOut) + " laid out)";
        }
    }
    check.strategyID = id;  // the timed loop lays out with if-else too
    check.note = "1 toggle + layout per iteration, views " + views + "; frames = laying out every view again, and manual's rule " +
                 "but for " + std::to_string(staleX) + " stale x value(s) over the " +
                 std::to_string(2 * positions.size()) + " toggles";
    return check;
}

// The engine toggle rows' timed loop, on the chain laid out by if-else outside the timing: per
// iteration one pin_chain_toggle, alternating views as the cassowary-toggle row does (each hidden, then
// shown again); an odd count is undone after the timing, so the chain leaves as it came.
void runEngineToggle(benchmark::State& state, Kind kind, Scenario& s, int32_t ifElse) {
    if (pin_chain_run(s.chain, ifElse) != PIN_OK) return skip(state, pin_last_error());
    pin_chain* chain = s.chain;
    const int32_t scope = toggleScope(kind);
    const std::vector<int32_t> positions = pin::cassowary::togglePositions(s.inputs.count);
    uint64_t toggles = 0;
    for (auto _ : state) {
        int32_t status = pin_chain_toggle(chain, positions[(toggles / 2) % positions.size()], scope);
        benchmark::DoNotOptimize(status);
        benchmark::ClobberMemory();
        if (BENCHMARK_BUILTIN_EXPECT(status != PIN_OK, false)) {
            skip(state, pin_last_error());
            break;
        }
        ++toggles;
    }
    if (toggles % 2 == 1 && pin_chain_toggle(chain, positions[((toggles - 1) / 2) % positions.size()], scope) != PIN_OK) {
        skip(state, std::string("undoing the last toggle: ") + pin_last_error());
    }
}

// Runs the case once outside any timing and compares its frames with the Swift `manual` oracle.
Check checkCase(Kind kind, const std::string& strategy, Scenario& s) {
    Check check;
    if (!s.error.empty()) {
        check.error = s.error;
        return check;
    }
    const int32_t count = s.inputs.count;
    std::vector<double> frames(s.doubles());
    switch (kind) {
    case Kind::swiftStrategy:
        if (pin_strategy_find(strategy.c_str(), &check.strategyID) != PIN_OK || pin_chain_run(s.chain, check.strategyID) != PIN_OK ||
            pin_chain_copy_frames(s.chain, frames.data(), frames.size()) != PIN_OK) {
            check.error = pin_last_error();
            return check;
        }
        check.error = checkStrategyFrames(s, strategy, frames, check.note);
        return check;
    case Kind::swiftReset: {
        // After a reset the views hold their initial frames again.
        if (pin_chain_run(s.chain, 0) != PIN_OK || pin_chain_reset(s.chain) != PIN_OK ||
            pin_chain_copy_frames(s.chain, frames.data(), frames.size()) != PIN_OK) {
            check.error = pin_last_error();
            return check;
        }
        const int32_t view = pin::firstDifference(s.inputs.initial_frames, frames.data(), count);
        if (view >= 0) {
            check.error = frameDifference("frames after pin_chain_reset differ from the initial frames", view,
                                          s.inputs.initial_frames, frames.data());
        }
        return check;
    }
    case Kind::cppReference:
    case Kind::cppIntegerPixels:
    case Kind::nativeReset:
    case Kind::engineToggleChain:
    case Kind::engineToggleRun:
        return checkEngineToggle(kind, s);
    case Kind::cassowaryBuild:
    case Kind::cassowaryToggle:
    case Kind::cassowaryPriority:
        break;
    }
    if (!s.nativeError.empty()) {
        check.error = s.nativeError;
        return check;
    }
    if (isCassowary(kind)) return checkCassowary(kind, s);
    const pin::NativeChain& native = s.native;
    std::memcpy(frames.data(), native.initialFrames.data(), native.frameBytes());
    if (kind == Kind::nativeReset) {
        const int32_t view = pin::firstDifference(native.initialFrames.data(), frames.data(), count);
        if (view >= 0) check.error = frameDifference("frames after the native reset differ from the initial frames", view,
                                                     native.initialFrames.data(), frames.data());
    } else if (kind == Kind::cppReference) {
        pin::layoutReference(native, frames.data());
        const int32_t view = pin::firstDifference(s.oracle.data(), frames.data(), count);
        if (view >= 0) check.error = "cpp-reference: " + frameDifference("frames differ from manual", view, s.oracle.data(), frames.data());
    } else {
        pin::layoutIntegerPixels(native, frames.data());
        // Documented tolerance: integer pixels drop PinLayout's float rounding, so each coordinate must be
        // within one device pixel (1/scale) of manual's, not equal to it.
        const double pixel = 1.0 / native.scale;
        const int32_t view = pin::firstDifferenceBeyond(s.oracle.data(), frames.data(), count, pixel + 1e-9);
        if (view >= 0) {
            char tolerance[32];
            std::snprintf(tolerance, sizeof tolerance, "%g", pixel);
            check.error = std::string("cpp-integer-pixels: frames differ from manual by more than one device pixel (") + tolerance +
                          " pt; this row drops PinLayout's float rounding, so it is checked to that tolerance, not bit for bit) " +
                          frameDifference("", view, s.oracle.data(), frames.data()).substr(1);
        } else {
            const int32_t inexact = pin::differingViews(s.oracle.data(), frames.data(), count);
            if (inexact > 0) check.note = std::to_string(inexact) + " view(s) within 1 px of manual but not bit-equal";
        }
    }
    return check;
}

// The cassowary rows' timed loops. build/priority: per iteration a fresh kiwi::Solver and fresh
// variables, every constraint added in chain order, solved (updateVariables), the frames read with
// PinLayout's rounding, and the solver torn down (all timed: the cost of a first layout). toggle: per
// iteration ONE visibility toggle on the system its check solved (remove the constraints that change,
// add the new ones, updateVariables, read every frame); views alternate as togglePositions says, each
// hidden then shown again, so the system returns to its initial state after an even count (an odd
// count is undone after the timing).
void runCassowary(benchmark::State& state, Kind kind, Scenario& s) {
#if PIN_GBENCH_HAVE_KIWI
    using namespace pin::cassowary;
    std::vector<double> frames(s.doubles());
    double* out = frames.data();
    if (kind == Kind::cassowaryToggle) {
        if (!s.toggleSystem) return skip(state, "internal: the toggle row has no solved system");
        System& system = *s.toggleSystem;
        const std::vector<int32_t> positions = togglePositions(s.inputs.count);
        uint64_t toggles = 0;
        for (auto _ : state) {
            try {
                system.toggle(positions[(toggles / 2) % positions.size()]);
            } catch (const std::exception& error) {
                skip(state, std::string("kiwi threw: ") + error.what());
                break;
            }
            ++toggles;
            system.readFrames(out);
            benchmark::DoNotOptimize(out);
            benchmark::ClobberMemory();
        }
        if (toggles % 2 == 1) {
            try {
                system.toggle(positions[((toggles - 1) / 2) % positions.size()]);
            } catch (const std::exception& error) {
                skip(state, std::string("kiwi threw while undoing a toggle: ") + error.what());
            }
        }
        return;
    }
    const Constants& constants = snappedConstants(s);
    const Model model = kind == Kind::cassowaryBuild ? Model::exact : Model::priority;
    const std::vector<uint8_t>& hidden = s.native.hidden;
    for (auto _ : state) {
        try {
            System system(constants, model, hidden);
            system.build();
            system.readFrames(out);
        } catch (const std::exception& error) {
            skip(state, std::string("kiwi threw: ") + error.what());
            break;
        }
        benchmark::DoNotOptimize(out);
        benchmark::ClobberMemory();
    }
#else
    (void)kind;
    (void)s;
    skip(state, pin::cassowary::availability());
#endif
}

// The timed loop of a C API call: one call per iteration, its status kept, the first failure reported.
template <typename Call>
void timeCAPICall(benchmark::State& state, Call call) {
    for (auto _ : state) {
        int32_t status = call();
        benchmark::DoNotOptimize(status);
        benchmark::ClobberMemory();
        if (BENCHMARK_BUILTIN_EXPECT(status != PIN_OK, false)) {
            skip(state, pin_last_error());
            break;
        }
    }
}

void runCase(benchmark::State& state, const std::string& family, Kind kind, const std::string& hidden) {
    const int64_t depth = state.range(0);
    const int64_t fanIn = state.range(1);
    currentCase = caseName(family, depth, hidden, fanIn);
    const auto found = checks().find(currentCase);
    if (found == checks().end()) return skip(state, "internal: no frame check was made for " + currentCase);
    const Check& check = found->second;
    if (!check.error.empty()) return skip(state, check.error);
    Scenario& s = scenario(scenarioSpec(depth, hidden, fanIn));
    std::string label = "hidden:" + hidden + "/fanin:" + std::to_string(fanIn);
    if (!check.note.empty()) label += "; " + check.note;

    switch (kind) {
    case Kind::swiftStrategy: {
        pin_chain* chain = s.chain;
        const int32_t id = check.strategyID;
        timeCAPICall(state, [chain, id] { return pin_chain_run(chain, id); });
        break;
    }
    case Kind::swiftReset: {
        pin_chain* chain = s.chain;
        timeCAPICall(state, [chain] { return pin_chain_reset(chain); });
        break;
    }
    case Kind::cppReference:
    case Kind::cppIntegerPixels:
    case Kind::nativeReset: {
        // Every iteration starts from the initial frames (a memcpy, timed by BM_ChainResetNative).
        const pin::NativeChain& native = s.native;
        const double* initial = native.initialFrames.data();
        const size_t bytes = native.frameBytes();
        std::vector<double> frames(s.doubles());
        double* out = frames.data();
        if (kind == Kind::cppReference) {
            for (auto _ : state) {
                std::memcpy(out, initial, bytes);
                pin::layoutReference(native, out);
                benchmark::DoNotOptimize(out);
                benchmark::ClobberMemory();
            }
        } else if (kind == Kind::cppIntegerPixels) {
            for (auto _ : state) {
                std::memcpy(out, initial, bytes);
                pin::layoutIntegerPixels(native, out);
                benchmark::DoNotOptimize(out);
                benchmark::ClobberMemory();
            }
        } else {
            for (auto _ : state) {
                std::memcpy(out, initial, bytes);
                benchmark::DoNotOptimize(out);
                benchmark::ClobberMemory();
            }
        }
        break;
    }
    case Kind::cassowaryBuild:
    case Kind::cassowaryPriority:
    case Kind::cassowaryToggle:
        runCassowary(state, kind, s);
        break;
    case Kind::engineToggleChain:
    case Kind::engineToggleRun:
        runEngineToggle(state, kind, s, check.strategyID);
        break;
    }
    if (state.error_occurred()) return;
    setCounters(state, depth, label);
}

// --benchmark_filter as Google Benchmark 1.7.1 applies it (benchmark_register.cc): empty or "all" runs
// everything, a leading '-' negates, otherwise an extended regex searched in the case name. A filter
// that does not compile selects everything here; Google Benchmark then reports it.
struct Filter {
    bool everything = true;
    bool negative = false;
    std::regex expression;
};

Filter& filter() {
    static Filter one;
    return one;
}

void setUpFilter() {
    std::string spec = benchmark::GetBenchmarkFilter();
    if (spec.empty() || spec == "all") return;
    Filter& f = filter();
    if (spec[0] == '-') {
        f.negative = true;
        spec.erase(0, 1);
    }
    try {
        f.expression = std::regex(spec, std::regex::extended);
        f.everything = false;
    } catch (const std::regex_error&) {
    }
}

bool selected(const std::string& name) {
    const Filter& f = filter();
    return f.everything || std::regex_search(name, f.expression) != f.negative;
}

// One family per (row, series): args {depth, fan-in}, named so that each instance's name is exactly
// the Swift harness's `BM_Chain/<strategy>/depth:<N>/hidden:<pattern>/fanin:<k>` (the second argument
// name carries "hidden:<pattern>/fanin"), and a family spans the depths for the complexity fit.
//
// The frame checks run here, before any benchmark: Google Benchmark 1.7.1 dereferences an empty list
// (and crashes) when every run of a family with Complexity() reported an error, so a family with a
// failing case is registered without the complexity fit; its failing cases still report their error.
// Cases that --benchmark_filter excludes are neither checked nor registered (the cassowary checks take
// seconds), so a filtered run only pays for what it runs.
void registerFamily(const std::string& family, Kind kind, const std::string& strategy, const Series& series) {
    std::vector<int64_t> depths;
    for (int64_t depth : series.depths) {
        if (selected(caseName(family, depth, series.hidden, series.fanIn))) depths.push_back(depth);
    }
    if (depths.empty()) return;
    bool allPass = true;
    for (int64_t depth : depths) {
        const std::string name = caseName(family, depth, series.hidden, series.fanIn);
        Check check = checkCase(kind, strategy, scenario(scenarioSpec(depth, series.hidden, series.fanIn)));
        allPass = allPass && check.error.empty();
        if (isCassowary(kind) && !check.error.empty()) {
            std::fprintf(stderr, "pin-gbench: %s: %s\n", name.c_str(), check.error.c_str());
        } else if (isCassowary(kind) && check.note.find("differ") != std::string::npos) {
            std::fprintf(stderr, "pin-gbench: %s: %s\n", name.c_str(), check.note.c_str());
        }
        checks()[name] = check;
    }
    const std::string hidden = series.hidden;
    benchmark::internal::Benchmark* b = benchmark::RegisterBenchmark(
        family.c_str(), [family, kind, hidden](benchmark::State& state) { runCase(state, family, kind, hidden); });
    b->ArgNames({"depth", "hidden:" + hidden + "/fanin"});
    for (int64_t depth : depths) b->Args({depth, series.fanIn});
    if (allPass) b->Complexity(benchmark::oAuto);
}

std::vector<Series> suite(bool smoke) {
    const std::vector<int64_t> depths = {1, 4, 16, 64, 256, 1024, 4096, 16384};  // BenchmarkSuite.defaultDepths
    std::vector<Series> series = {{"none", 1, depths}, {"random-50", 1, depths}, {"random-50", 4, {64, 1024, 16384}}};
    if (smoke) {
        for (Series& one : series) {
            std::vector<int64_t> kept;
            for (int64_t depth : one.depths) {
                if (depth == 16 || depth == 1024) kept.push_back(depth);
            }
            one.depths = kept;
        }
    }
    return series;
}

// The cassowary rows' depths: the same series, capped, because kiwi grows super-linearly on a chain.
// With nothing hidden the chain is one unbroken run: a build takes about 0.1 s at 1024 views and 3 s
// at 4096, and a toggle in its middle costs more than a build (about 0.5 s at 1024, 33 s at 4096), so
// that series stops at 1024. Half hidden, the runs are short: those series go to
// 4096 (a build is about 0.6 s there). --cassowary-max-depth=N sets one cap for every series instead
// (kCassowaryDefaultDepths). Smoke mode runs depths 16 and 256 (64 for last-4), at most N.
constexpr int64_t kCassowaryDefaultDepths = -1;

#if PIN_GBENCH_HAVE_KIWI
std::vector<Series> cassowarySuite(bool smoke, int64_t maxDepth) {
    std::vector<Series> series = smoke ? std::vector<Series>{{"none", 1, {16, 256}}, {"random-50", 1, {16, 256}}, {"random-50", 4, {64}}}
                                       : suite(false);
    for (Series& one : series) {
        const int64_t cap = maxDepth != kCassowaryDefaultDepths ? maxDepth : one.hidden == "none" ? 1024 : 4096;
        std::vector<int64_t> kept;
        for (int64_t depth : one.depths) {
            if (depth <= cap) kept.push_back(depth);
        }
        one.depths = kept;
    }
    return series;
}
#endif

void registerAll(bool smoke, int64_t cassowaryMaxDepth) {
    for (const Series& series : suite(smoke)) {
        for (const char* strategy : kStrategies) {
            registerFamily(std::string("BM_Chain/") + strategy, Kind::swiftStrategy, strategy, series);
        }
        registerFamily("BM_ChainReset", Kind::swiftReset, "", series);
        registerFamily("BM_Chain/cpp-reference", Kind::cppReference, "", series);
        registerFamily("BM_Chain/cpp-integer-pixels", Kind::cppIntegerPixels, "", series);
        registerFamily("BM_ChainResetNative", Kind::nativeReset, "", series);
    }
    // The engine's answer to cassowary-toggle, at every depth of every series (it needs no kiwi).
    for (const Series& series : suite(smoke)) {
        registerFamily("BM_Chain/engine-toggle-chain", Kind::engineToggleChain, "", series);
        registerFamily("BM_Chain/engine-toggle-run", Kind::engineToggleRun, "", series);
    }
#if PIN_GBENCH_HAVE_KIWI
    for (const Series& series : cassowarySuite(smoke, cassowaryMaxDepth)) {
        registerFamily("BM_Chain/cassowary-build", Kind::cassowaryBuild, "", series);
        registerFamily("BM_Chain/cassowary-toggle", Kind::cassowaryToggle, "", series);
        registerFamily("BM_Chain/cassowary-priority", Kind::cassowaryPriority, "", series);
    }
#else
    (void)cassowaryMaxDepth;
#endif
}

const char kUsage[] =
    "pin-gbench: PinBench's chain layouts on Google Benchmark (see Benchmarks/README.md).\n"
    "\n"
    "  --smoke                depths 16 and 1024 only (also: PIN_GBENCH_SMOKE=1); cassowary rows 16 and 256\n"
    "  --cassowary-max-depth=N  the cassowary rows' largest depth in every series (default: 1024 with\n"
    "                         nothing hidden, 4096 half hidden; kiwi grows super-linearly on chains)\n"
    "  --benchmark_...        Google Benchmark 1.7.1's flags, e.g. --benchmark_min_time=0.05\n"
    "                         --benchmark_repetitions=5 --benchmark_out=FILE --benchmark_out_format=json\n"
    "\n"
    "Exit status: 0, or 3 when some benchmark reported an error (frames differing from manual, a C API\n"
    "failure); those rows carry error_occurred and error_message in the JSON.\n";

}  // namespace

int main(int argc, char** argv) {
    const char* smokeVariable = getenv("PIN_GBENCH_SMOKE");
    bool smoke = smokeVariable != nullptr && *smokeVariable != '\0' && std::strcmp(smokeVariable, "0") != 0;
    int64_t cassowaryMaxDepth = kCassowaryDefaultDepths;
    std::vector<char*> arguments;
    for (int index = 0; index < argc; ++index) {
        if (index > 0 && std::strcmp(argv[index], "--smoke") == 0) {
            smoke = true;
            continue;
        }
        const char* const maxDepthFlag = "--cassowary-max-depth=";
        if (index > 0 && std::strncmp(argv[index], maxDepthFlag, std::strlen(maxDepthFlag)) == 0) {
            char* end = nullptr;
            const char* value = argv[index] + std::strlen(maxDepthFlag);
            cassowaryMaxDepth = std::strtoll(value, &end, 10);
            if (*value == '\0' || *end != '\0' || cassowaryMaxDepth < 0) {
                std::fprintf(stderr, "pin-gbench: --cassowary-max-depth needs a non-negative integer, got '%s'\n", value);
                return 64;
            }
            continue;
        }
        if (index > 0 && (std::strcmp(argv[index], "--help") == 0 || std::strcmp(argv[index], "-h") == 0)) {
            std::fputs(kUsage, stdout);
            std::fputs("\nGoogle Benchmark's own flags:\n", stdout);
        }
        arguments.push_back(argv[index]);
    }
    int count = static_cast<int>(arguments.size());
    arguments.push_back(nullptr);

    benchmark::AddCustomContext("pinbench_harness", "pin-gbench (C++ on the PinCABI C API)");
    benchmark::AddCustomContext("pinbench_scenario",
                                "depth=<N> direction=down layout=ltr align=left margins=uniform sizes=varied "
                                "hidden=<P> nesting=flat scale=2 fan-in=<immediate|last-K> seed=2026");
    benchmark::AddCustomContext("pinbench_smoke", smoke ? "1" : "0");
    benchmark::AddCustomContext("pinbench_ns_per_view", "CPU ns per view per iteration, reset included");
    benchmark::AddCustomContext("kiwi", pin::cassowary::availability());
#if PIN_GBENCH_HAVE_KIWI
    std::string cassowaryDepths = smoke ? "16 and 256 (64 for last-4)"
                                  : cassowaryMaxDepth == kCassowaryDefaultDepths ? "up to 1024 (hidden none), 4096 (random-50)"
                                                                                 : "up to " + std::to_string(cassowaryMaxDepth);
    if (smoke && cassowaryMaxDepth != kCassowaryDefaultDepths) cassowaryDepths += ", at most " + std::to_string(cassowaryMaxDepth);
    benchmark::AddCustomContext("pinbench_cassowary", "BM_Chain/cassowary-{build,toggle,priority}: kiwi, pixel-snapped constants, depths " +
                                                          cassowaryDepths + "; see Benchmarks/README.md");
#else
    std::fprintf(stderr, "pin-gbench: kiwi %s\n", pin::cassowary::availability().c_str());
#endif
    benchmark::Initialize(&count, arguments.data());
    if (benchmark::ReportUnrecognizedArguments(count, arguments.data())) return 64;
    // After Initialize, so that the checks and registrations can skip what --benchmark_filter excludes.
    setUpFilter();
    registerAll(smoke, cassowaryMaxDepth);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    scenarios().clear();  // frees the chains
    if (!failedCases().empty()) {
        std::fprintf(stderr, "pin-gbench: %zu case(s) reported an error (error_occurred rows), e.g. %s\n",
                     failedCases().size(), failedCases().begin()->c_str());
        return 3;
    }
    return 0;
}
