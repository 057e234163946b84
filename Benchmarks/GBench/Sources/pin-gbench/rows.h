// Registration and running of pin-gbench's rows, the way Google Benchmark separates them: each family
// of rows (swift_rows.cpp, native_rows.cpp, engine_toggle_rows.cpp, cassowary_rows.cpp) says what a
// row is, how one case of it is checked and how it is timed; registerRows turns a row and a series
// into a Google Benchmark family whose instances are the series' depths.
//
// To add a family: a file with a function returning its Rows (declared below) and one line in
// main.cpp's registerAll.
#ifndef PIN_GBENCH_ROWS_H
#define PIN_GBENCH_ROWS_H

#include <benchmark/benchmark.h>

#include <functional>
#include <string>
#include <vector>

#include "fixture.h"

namespace pin {
namespace gbench {

// The outcome of a case's frame check: an error (the case is skipped with it) or a note for its label.
struct Check {
    std::string error;
    std::string note;
};

// A row: what it times (its names come from the C API: pin_case_family, pin_case_name), its frame
// check and its timed loop.
struct Row {
    int32_t kind;      // PIN_ROW_TIMED (BM_Chain/<name>, BM_App/<name>), PIN_ROW_RESET or PIN_ROW_RESET_NATIVE
    std::string name;  // the strategy or the harness's own row ("cpp-reference"); "" for the resets
    // Runs the case once, outside any timing, on its first run (so --benchmark_filter alone decides
    // what is checked), and compares its frames with the Swift `manual` oracle.
    std::function<Check(Scenario&)> check;
    // The timed loop (`for (auto _ : state)`), after a passing check. Reports failures with skip().
    std::function<void(benchmark::State&, Scenario&)> run;
    // Whether the check's error or a note that says "differ" also goes to stderr (the slow rows).
    bool announcesCheck = false;
};

// Registers each row over the depths of `series` (one Google Benchmark family per row, fitted for
// complexity, spelled as series.argNames says so that each instance's name is the case name).
void registerRows(const std::vector<Row>& rows, const Series& series);

// Registers `row` once, under its case name, on the scenario of `spec` (no depth sweep, no complexity
// fit; the `views` counter is the scenario's view count): the app screens' rows.
void registerCase(const Row& row, const std::string& spec, const std::string& label);

// Reports `message` as the running case's error (error_occurred in the JSON; exit status 3).
void skip(benchmark::State& state, const std::string& message);

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

// The cases that reported an error, for the exit status.
const std::vector<std::string>& failedCases();

// The families.
std::vector<Row> swiftRows();          // BM_Chain/<strategy> for every Swift strategy, BM_ChainReset
std::vector<Row> nativeRows();         // BM_Chain/cpp-reference, cpp-integer-pixels, BM_ChainResetNative
std::vector<Row> engineToggleRows();   // BM_Chain/engine-toggle-chain, engine-toggle-run
std::vector<Row> cassowaryRows();      // BM_Chain/cassowary-{build,toggle,priority} (none without kiwi)

// The app screens (app_rows.cpp): BM_App/<strategy>/screen:<s>/count:16/hidden:random-50 for every Swift
// strategy that lays screens out, and BM_AppReset/..., on the Swift harness's app series.
void registerAppRows();

// The cassowary rows' series: the default suite's, capped (see cassowary_rows.cpp).
constexpr int64_t kCassowaryDefaultDepths = -1;
std::vector<Series> cassowarySuite(bool smoke, int64_t maxDepth);
std::string cassowaryDepthsDescription(bool smoke, int64_t maxDepth);

}  // namespace gbench
}  // namespace pin

#endif
