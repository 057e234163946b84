// pin-gbench: PinBench's optional C++ harness on Google Benchmark 1.7.1 (issue 6).
//
// Rows (all per layout pass, all on the Swift harness's default-suite scenarios; see rows.h and the
// family files for each one's check and timed loop):
//   BM_Chain/<strategy>/depth:N/hidden:P/fanin:K   every Swift strategy the C API lists (swift_rows.cpp)
//   BM_ChainReset/...                              pin_chain_reset alone (subtract it from the above)
//   BM_Chain/cpp-reference, cpp-integer-pixels     native C++ (native_rows.cpp, native_chain.h)
//   BM_ChainResetNative/...                        the native rows' reset alone (a memcpy)
//   BM_Chain/engine-toggle-chain, engine-toggle-run  the engine toggling one view (engine_toggle_rows.cpp)
//   BM_Chain/cassowary-build, -toggle, -priority   kiwi (cassowary_rows.cpp), when fetch-kiwi.sh ran
//   BM_App/<strategy>/screen:S/count:16/hidden:P   the app screens (app_rows.cpp), BM_AppReset/... their reset
// Names equal the Swift harness's case names (BenchmarkCase.name), so `pin-bench crosscheck` and
// compare.py can match them. Every case checks its frames against the Swift `manual` oracle on its
// first run, before timing, and reports a difference with SkipWithError (see Benchmarks/README.md).
//
//   swift run -c release --package-path Benchmarks/GBench pin-gbench [--smoke] [--cassowary-max-depth=N]
//                                                                      [--benchmark_* flags]
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "cassowary_chain.h"
#include "pin_abi.h"
#include "rows.h"

namespace {

using namespace pin::gbench;

// The rows, in report order: per series the Swift strategies and the native rows, then the app
// screens, then the engine toggle rows over every series, then the cassowary rows over their capped series.
void registerAll(bool smoke, int64_t cassowaryMaxDepth) {
    for (const Series& series : defaultSuite(smoke)) {
        registerRows(swiftRows(), series);
        registerRows(nativeRows(), series);
    }
    registerAppRows();
    for (const Series& series : defaultSuite(smoke)) registerRows(engineToggleRows(), series);
    for (const Series& series : cassowarySuite(smoke, cassowaryMaxDepth)) registerRows(cassowaryRows(), series);
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
    "Runs with address-space layout randomization off, as pin-bench does (it re-executes itself once;\n"
    PIN_KEEP_ASLR_VARIABLE "=1 keeps it as it is).\n"
    "\n"
    "Exit status: 0, or 3 when some benchmark reported an error (frames differing from manual, a C API\n"
    "failure); those rows carry error_occurred and error_message in the JSON.\n";

// pin-gbench's own flags, taken out of the arguments Google Benchmark sees.
struct Options {
    bool smoke = false;
    int64_t cassowaryMaxDepth = kCassowaryDefaultDepths;
    std::vector<char*> benchmarkArguments;
};

// Parses the arguments; returns false (after saying why) on a malformed value.
bool parse(int argc, char** argv, Options& options) {
    const char* smokeVariable = std::getenv("PIN_GBENCH_SMOKE");
    options.smoke = smokeVariable != nullptr && *smokeVariable != '\0' && std::strcmp(smokeVariable, "0") != 0;
    const char* const maxDepthFlag = "--cassowary-max-depth=";
    for (int index = 0; index < argc; ++index) {
        const char* argument = argv[index];
        if (index > 0 && std::strcmp(argument, "--smoke") == 0) {
            options.smoke = true;
            continue;
        }
        if (index > 0 && std::strncmp(argument, maxDepthFlag, std::strlen(maxDepthFlag)) == 0) {
            char* end = nullptr;
            const char* value = argument + std::strlen(maxDepthFlag);
            options.cassowaryMaxDepth = std::strtoll(value, &end, 10);
            if (*value == '\0' || *end != '\0' || options.cassowaryMaxDepth < 0) {
                std::fprintf(stderr, "pin-gbench: --cassowary-max-depth needs a non-negative integer, got '%s'\n", value);
                return false;
            }
            continue;
        }
        if (index > 0 && (std::strcmp(argument, "--help") == 0 || std::strcmp(argument, "-h") == 0)) {
            std::fputs(kUsage, stdout);
            std::fputs("\nGoogle Benchmark's own flags:\n", stdout);
        }
        options.benchmarkArguments.push_back(argv[index]);
    }
    return true;
}

void addContext(const Options& options) {
    benchmark::AddCustomContext("pinbench_harness", "pin-gbench (C++ on the PinCABI C API)");
    const std::vector<Series> chains = defaultSuite(false);
    if (!chains.empty() && !chains.front().specs.empty()) {
        benchmark::AddCustomContext("pinbench_scenario", "the Swift harness's default suite (pin_suite_series), e.g. " +
                                                             chains.front().specs.front());
    }
    benchmark::AddCustomContext("pinbench_smoke", options.smoke ? "1" : "0");
    benchmark::AddCustomContext("pinbench_ns_per_view", "CPU ns per view per iteration, reset included");
    const int32_t aslrOff = pin_address_randomization_off();
    benchmark::AddCustomContext("pinbench_aslr", aslrOff == 1 ? "off" : aslrOff == 0 ? "on" : "unknown");
    std::string strategies;
    for (int32_t id = 0; id < pin_strategy_count(); ++id) {
        const char* name = nullptr;
        if (pin_strategy_name(id, &name) == PIN_OK) strategies += (strategies.empty() ? "" : ",") + std::string(name);
    }
    benchmark::AddCustomContext("pinbench_strategies", strategies);
    benchmark::AddCustomContext("kiwi", pin::cassowary::availability());
#if PIN_GBENCH_HAVE_KIWI
    benchmark::AddCustomContext("pinbench_cassowary", "BM_Chain/cassowary-{build,toggle,priority}: kiwi, pixel-snapped constants, depths " +
                                                          cassowaryDepthsDescription(options.smoke, options.cassowaryMaxDepth) +
                                                          "; see Benchmarks/README.md");
#else
    std::fprintf(stderr, "pin-gbench: kiwi %s\n", pin::cassowary::availability().c_str());
#endif
}

}  // namespace

int main(int argc, char** argv) {
    // Returns only when already off, kept, or refused.
    pin_disable_address_randomization(argv, std::getenv(PIN_KEEP_ASLR_VARIABLE) != nullptr);
    Options options;
    if (!parse(argc, argv, options)) return 64;
    int count = static_cast<int>(options.benchmarkArguments.size());
    options.benchmarkArguments.push_back(nullptr);
    addContext(options);
    benchmark::Initialize(&count, options.benchmarkArguments.data());
    if (benchmark::ReportUnrecognizedArguments(count, options.benchmarkArguments.data())) return 64;
    registerAll(options.smoke, options.cassowaryMaxDepth);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    releaseScenarios();
    const std::vector<std::string>& failed = failedCases();
    if (!failed.empty()) {
        std::fprintf(stderr, "pin-gbench: %zu case(s) reported an error (error_occurred rows), e.g. %s\n", failed.size(),
                     failed.front().c_str());
        return 3;
    }
    return 0;
}
