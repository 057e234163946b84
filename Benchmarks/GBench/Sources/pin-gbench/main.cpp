// pin-gbench: PinBench's optional C++ harness on Google Benchmark 1.7.1 (issue 6).
//
// Rows (all per layout pass, all on the Swift harness's default-suite scenarios):
//   BM_Chain/<strategy>/depth:N/hidden:P/fanin:K       a Swift strategy through the C API: pin_chain_run
//                                                      (reset + one layout pass) per iteration
//   BM_ChainReset/depth:N/hidden:P/fanin:K             pin_chain_reset alone (subtract it from the above)
//   BM_Chain/cpp-reference/depth:N/...                 native C++, manual's semantics, PinLayout-exact
//   BM_Chain/cpp-integer-pixels/depth:N/...            native C++, integer device pixels, branch-free
//   BM_ChainResetNative/depth:N/...                    the native rows' reset alone (a memcpy)
// Names equal the Swift harness's case names (BenchmarkCase.name), so `pin-bench crosscheck` and
// compare.py can match them. Every benchmark checks its frames against the Swift `manual` oracle before
// timing and reports a difference with SkipWithError (see Benchmarks/README.md).
//
//   swift run -c release --package-path Benchmarks/GBench pin-gbench [--smoke] [--benchmark_* flags]
#include <benchmark/benchmark.h>

#include <stdlib.h>

#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "native_chain.h"
#include "pin_abi.h"

namespace {

// The Swift strategies, in `pin-bench list` order.
const char* const kStrategies[] = {"manual", "if-else", "if-not-below", "if-needed", "otherwise", "visible-only"};

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
    pin_chain* chain = nullptr;
    pin_chain_inputs inputs{};
    std::string error;             // why the chain or its oracle could not be had ("" when fine)
    std::vector<double> oracle;    // manual's frames, from pin_chain_reference_frames
    pin::NativeChain native;
    std::string nativeError;       // why the native rows cannot handle it ("" when fine)
    std::string variantError;      // the native variant's disagreement with the oracle, if any
    std::map<unsigned, std::vector<double>> variants;  // reference frames with findings, by finding set

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

enum class Kind { swiftStrategy, swiftReset, cppReference, cppIntegerPixels, nativeReset };

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
        break;
    }
    if (!s.nativeError.empty()) {
        check.error = s.nativeError;
        return check;
    }
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
        for (auto _ : state) {
            int32_t status = pin_chain_run(chain, id);
            benchmark::DoNotOptimize(status);
            benchmark::ClobberMemory();
            if (BENCHMARK_BUILTIN_EXPECT(status != PIN_OK, false)) {
                skip(state, pin_last_error());
                break;
            }
        }
        break;
    }
    case Kind::swiftReset: {
        pin_chain* chain = s.chain;
        for (auto _ : state) {
            int32_t status = pin_chain_reset(chain);
            benchmark::DoNotOptimize(status);
            benchmark::ClobberMemory();
            if (BENCHMARK_BUILTIN_EXPECT(status != PIN_OK, false)) {
                skip(state, pin_last_error());
                break;
            }
        }
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
    }
    if (state.error_occurred()) return;
    setCounters(state, depth, label);
}

// One family per (row, series): args {depth, fan-in}, named so that each instance's name is exactly
// the Swift harness's `BM_Chain/<strategy>/depth:<N>/hidden:<pattern>/fanin:<k>` (the second argument
// name carries "hidden:<pattern>/fanin"), and a family spans the depths for the complexity fit.
//
// The frame checks run here, before any benchmark: Google Benchmark 1.7.1 dereferences an empty list
// (and crashes) when every run of a family with Complexity() reported an error, so a family with a
// failing case is registered without the complexity fit; its failing cases still report their error.
void registerFamily(const std::string& family, Kind kind, const std::string& strategy, const Series& series) {
    if (series.depths.empty()) return;
    bool allPass = true;
    for (int64_t depth : series.depths) {
        Check check = checkCase(kind, strategy, scenario(scenarioSpec(depth, series.hidden, series.fanIn)));
        allPass = allPass && check.error.empty();
        checks()[caseName(family, depth, series.hidden, series.fanIn)] = check;
    }
    const std::string hidden = series.hidden;
    benchmark::internal::Benchmark* b = benchmark::RegisterBenchmark(
        family.c_str(), [family, kind, hidden](benchmark::State& state) { runCase(state, family, kind, hidden); });
    b->ArgNames({"depth", "hidden:" + hidden + "/fanin"});
    for (int64_t depth : series.depths) b->Args({depth, series.fanIn});
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

void registerAll(bool smoke) {
    for (const Series& series : suite(smoke)) {
        for (const char* strategy : kStrategies) {
            registerFamily(std::string("BM_Chain/") + strategy, Kind::swiftStrategy, strategy, series);
        }
        registerFamily("BM_ChainReset", Kind::swiftReset, "", series);
        registerFamily("BM_Chain/cpp-reference", Kind::cppReference, "", series);
        registerFamily("BM_Chain/cpp-integer-pixels", Kind::cppIntegerPixels, "", series);
        registerFamily("BM_ChainResetNative", Kind::nativeReset, "", series);
    }
}

const char kUsage[] =
    "pin-gbench: PinBench's chain layouts on Google Benchmark (see Benchmarks/README.md).\n"
    "\n"
    "  --smoke                depths 16 and 1024 only (also: PIN_GBENCH_SMOKE=1)\n"
    "  --benchmark_...        Google Benchmark 1.7.1's flags, e.g. --benchmark_min_time=0.05\n"
    "                         --benchmark_repetitions=5 --benchmark_out=FILE --benchmark_out_format=json\n"
    "\n"
    "Exit status: 0, or 3 when some benchmark reported an error (frames differing from manual, a C API\n"
    "failure); those rows carry error_occurred and error_message in the JSON.\n";

}  // namespace

int main(int argc, char** argv) {
    const char* smokeVariable = getenv("PIN_GBENCH_SMOKE");
    bool smoke = smokeVariable != nullptr && *smokeVariable != '\0' && std::strcmp(smokeVariable, "0") != 0;
    std::vector<char*> arguments;
    for (int index = 0; index < argc; ++index) {
        if (index > 0 && std::strcmp(argv[index], "--smoke") == 0) {
            smoke = true;
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

    registerAll(smoke);
    benchmark::AddCustomContext("pinbench_harness", "pin-gbench (C++ on the PinCABI C API)");
    benchmark::AddCustomContext("pinbench_scenario",
                                "depth=<N> direction=down layout=ltr align=left margins=uniform sizes=varied "
                                "hidden=<P> nesting=flat scale=2 fan-in=<immediate|last-K> seed=2026");
    benchmark::AddCustomContext("pinbench_smoke", smoke ? "1" : "0");
    benchmark::AddCustomContext("pinbench_ns_per_view", "CPU ns per view per iteration, reset included");
    benchmark::Initialize(&count, arguments.data());
    if (benchmark::ReportUnrecognizedArguments(count, arguments.data())) return 64;
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
