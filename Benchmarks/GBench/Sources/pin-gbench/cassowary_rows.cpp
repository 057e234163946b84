// The constraint-solver rows (issue 7; kiwi, cassowary_chain.h for the model), registered only when
// kiwi's headers were fetched (fetch-kiwi.sh):
//   BM_Chain/cassowary-build     build a solver with the chain's constraints, solve, read the frames
//   BM_Chain/cassowary-toggle    toggle one view's visibility in a solved system, re-solve, read
//   BM_Chain/cassowary-priority  build + solve the Auto Layout priority idiom
#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <map>
#include <memory>

#include "cassowary_chain.h"
#include "rows.h"

namespace pin {
namespace gbench {

// The cassowary rows' depths: the default suite's series, capped, because kiwi grows super-linearly
// on a chain. With nothing hidden the chain is one unbroken run: a build takes about 0.1 s at 1024
// views and 3 s at 4096, and a toggle in its middle costs more than a build (about 0.5 s at 1024, 33 s
// at 4096), so that series stops at 1024. Half hidden, the runs are short: those series go to 4096 (a
// build is about 0.6 s there). `maxDepth` (--cassowary-max-depth) sets one cap for every series
// instead (kCassowaryDefaultDepths: the defaults). Smoke mode runs each series' smallest depth of at
// least 16 and its largest of at most 256 (16 and 256; 64 for last-4), at most `maxDepth`.
std::vector<Series> cassowarySuite(bool smoke, int64_t maxDepth) {
    std::vector<Series> series;
    for (const Series& one : defaultSuite(false)) {
        const int64_t cap = maxDepth != kCassowaryDefaultDepths ? maxDepth : one.hidden == "none" ? 1024 : 4096;
        int64_t smallest = INT64_MAX, largest = 0;
        for (int64_t depth : one.depths) {
            if (depth >= 16) smallest = std::min(smallest, depth);
            if (depth <= 256) largest = std::max(largest, depth);
        }
        series.push_back(one.keeping([&](int64_t depth) {
            return depth <= cap && (!smoke || depth == smallest || depth == largest);
        }));
    }
    return series;
}

std::string cassowaryDepthsDescription(bool smoke, int64_t maxDepth) {
    std::string depths = smoke                                 ? "16 and 256 (64 for last-4)"
                         : maxDepth == kCassowaryDefaultDepths ? "up to 1024 (hidden none), 4096 (random-50)"
                                                               : "up to " + std::to_string(maxDepth);
    if (smoke && maxDepth != kCassowaryDefaultDepths) depths += ", at most " + std::to_string(maxDepth);
    return depths;
}

#if PIN_GBENCH_HAVE_KIWI

namespace {

using namespace cassowary;

// Per scenario: the pixel-snapped constants, and the solved system the toggle row works on (built by
// its check, outside any timing). Declared in this order so the system, which refers to the
// constants, goes first.
struct SolverState {
    std::unique_ptr<Constants> snapped;
    std::unique_ptr<System> toggleSystem;
};

SolverState& solverState(const Scenario& s) {
    static std::map<std::string, SolverState> all;
    return all[s.spec];
}

const Constants& snappedConstants(const Scenario& s) {
    SolverState& state = solverState(s);
    if (!state.snapped) state.snapped = std::make_unique<Constants>(makeConstants(s.native, true));
    return *state.snapped;
}

std::string describeDrift(const Drift& d, int32_t count) {
    char text[200];
    std::snprintf(text, sizeof text, "%d of %d views differ (max dx %g, dy %g, dw %g, dh %g pt)", d.views, count, d.maxAbs[0],
                  d.maxAbs[1], d.maxAbs[2], d.maxAbs[3]);
    return text;
}

// A solved system against `expected` (PinLayout-rounded frames), as the issue asks: the solver's
// values within 1e-6 before pixel rounding, then bit for bit after the same rounding. "" or the error.
std::string compareSolved(const System& system, const std::vector<double>& expected, const std::string& what) {
    const int32_t count = system.constants.count;
    std::vector<double> values(4 * static_cast<size_t>(count)), frames(values.size());
    system.readValues(values.data());
    system.readFrames(frames.data());
    const Drift before = drift(expected.data(), values.data(), count, 1e-6);
    if (before.views > 0) {
        return what + ": the solver's values differ from the reference by more than 1e-6 before rounding: " +
               describeDrift(before, count) + "; first" + frameDifference("", before.firstView, expected.data(), values.data());
    }
    const int32_t view = firstDifference(expected.data(), frames.data(), count);
    if (view >= 0) return what + ": " + frameDifference("frames differ from manual after rounding", view, expected.data(), frames.data());
    return "";
}

Check checkBuild(Scenario& s) {
    Check check;
    const int32_t count = s.inputs.count;
    auto system = std::make_unique<System>(snappedConstants(s), Model::exact, s.native.hidden);
    system->build();
    check.error = compareSolved(*system, s.oracle, "cassowary-build");
    if (!check.error.empty()) return check;
    // The same system with the raw constants (sizes and margins as given, rounded only when the frames
    // are read): how far a pure constraint system is from PinLayout's rounded chain.
    std::vector<double> values(s.doubles()), frames(s.doubles());
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

Check checkToggle(Scenario& s) {
    Check check;
    SolverState& state = solverState(s);
    state.toggleSystem.reset();
    auto system = std::make_unique<System>(snappedConstants(s), Model::exact, s.native.hidden);
    system->build();
    check.error = compareSolved(*system, s.oracle, "cassowary-toggle, before any toggle");
    if (!check.error.empty()) return check;
    std::string views;
    for (int32_t position : togglePositions(s.inputs.count)) {
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
    state.toggleSystem = std::move(system);
    check.note = "1 toggle+solve+read per iteration (views " + views + "); frames = manual's rule after each toggle";
    return check;
}

// The priority idiom: its frames are what they are; the differences from manual are the result.
Check checkPriority(Scenario& s) {
    Check check;
    std::vector<double> values(s.doubles()), frames(s.doubles());
    auto system = std::make_unique<System>(snappedConstants(s), Model::priority, s.native.hidden);
    system->build();
    system->readValues(values.data());
    system->readFrames(frames.data());
    for (double value : values) {
        if (!std::isfinite(value)) {
            check.error = "cassowary-priority: the solver returned a non-finite value";
            return check;
        }
    }
    const Drift rounded = drift(s.oracle.data(), frames.data(), s.inputs.count, 0.0);
    check.note = rounded.views == 0 ? "frames = manual bit for bit"
                                    : "FRAMES DIFFER from manual (the idiom's result, not an error): " + describeDrift(rounded, s.inputs.count);
    return check;
}

// A check that needs the native inputs and may throw (kiwi reports with exceptions).
template <Check (*check)(Scenario&)>
Check guarded(Scenario& s) {
    if (!s.nativeError.empty()) return {s.nativeError, ""};
    try {
        return check(s);
    } catch (const std::exception& error) {
        return {std::string("kiwi threw: ") + error.what(), ""};
    }
}

// build/priority: per iteration a fresh kiwi::Solver and fresh variables, every constraint added in
// chain order, solved (updateVariables), the frames read with PinLayout's rounding, and the solver torn
// down (all timed: the cost of a first layout).
template <Model model>
void timeBuild(benchmark::State& state, Scenario& s) {
    std::vector<double> frames(s.doubles());
    double* out = frames.data();
    const Constants& constants = snappedConstants(s);
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
}

// toggle: per iteration ONE visibility toggle on the system its check solved (remove the constraints
// that change, add the new ones, updateVariables, read every frame); views alternate as
// togglePositions says, each hidden then shown again, so the system returns to its initial state after
// an even count (an odd count is undone after the timing).
void timeToggle(benchmark::State& state, Scenario& s) {
    SolverState& solver = solverState(s);
    if (!solver.toggleSystem) return skip(state, "internal: the toggle row has no solved system");
    System& system = *solver.toggleSystem;
    std::vector<double> frames(s.doubles());
    double* out = frames.data();
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
}

}  // namespace

std::vector<Row> cassowaryRows() {
    return {
        {PIN_ROW_TIMED, "cassowary-build", guarded<checkBuild>, timeBuild<Model::exact>, true},
        {PIN_ROW_TIMED, "cassowary-toggle", guarded<checkToggle>, timeToggle, true},
        {PIN_ROW_TIMED, "cassowary-priority", guarded<checkPriority>, timeBuild<Model::priority>, true},
    };
}

#else

std::vector<Row> cassowaryRows() { return {}; }

#endif

}  // namespace gbench
}  // namespace pin
