#include "rows.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>

namespace pin {
namespace gbench {

namespace {

std::vector<std::string>& failed() {
    static std::vector<std::string> all;
    return all;
}

// The case name of the running benchmark (State has no name() in 1.7.1).
thread_local std::string currentCase;

// One registered family: its name, row and series, each case's check (made on the case's first run) and
// whether any case passed its check so far.
struct Family {
    std::string name;
    Row row;
    Series series;
    std::map<int64_t, Check> checks;
    bool anyPassed = false;
};

// Google Benchmark 1.7.1 dereferences an empty list (and crashes) when every run of a family with
// Complexity() reported an error. The checks are made on each case's first run, after registration,
// so a family cannot drop its fit then; instead, when the last case of a family fails and none passed,
// pin-gbench stops with exit status 3 before Google Benchmark would crash (the errors are on stderr).
void stopIfFamilyFailedEverywhere(const Family& family, int64_t depth) {
    if (family.anyPassed || depth != family.series.depths.back()) return;
    std::fprintf(stderr,
                 "pin-gbench: every case of %s on %s failed its frame check (first: %s); stopping before "
                 "Google Benchmark 1.7.1 fits a complexity over no run\n",
                 family.name.c_str(), family.series.label.c_str(), family.checks.begin()->second.error.c_str());
    std::fflush(stdout);
    std::exit(3);
}

const Check& checkOnce(Family& family, int64_t depth, Scenario& s) {
    auto found = family.checks.find(depth);
    if (found != family.checks.end()) return found->second;
    Check check = !s.error.empty() ? Check{s.error, ""} : family.row.check(s);
    if (family.row.announcesCheck && !check.error.empty()) {
        std::fprintf(stderr, "pin-gbench: %s: %s\n", currentCase.c_str(), check.error.c_str());
    } else if (family.row.announcesCheck && check.note.find("differ") != std::string::npos) {
        std::fprintf(stderr, "pin-gbench: %s: %s\n", currentCase.c_str(), check.note.c_str());
    }
    family.anyPassed = family.anyPassed || check.error.empty();
    return family.checks.emplace(depth, std::move(check)).first->second;
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

// A case registered on its own (registerCase): its row, scenario, name and label, and its check once made.
struct SingleCase {
    Row row;
    std::string spec;
    std::string name;
    std::string label;
    bool checked = false;
    Check check;
};

void runSingleCase(benchmark::State& state, SingleCase& single) {
    currentCase = single.name;
    Scenario& s = scenario(single.spec);
    if (!single.checked) {
        single.check = !s.error.empty() ? Check{s.error, ""} : single.row.check(s);
        single.checked = true;
    }
    if (!single.check.error.empty()) return skip(state, single.check.error);
    single.row.run(state, s);
    if (state.error_occurred()) return;
    setCounters(state, s.inputs.count, single.check.note.empty() ? single.label : single.label + "; " + single.check.note);
}

void runCase(benchmark::State& state, Family& family) {
    const int64_t depth = state.range(0);
    const Series& series = family.series;
    const std::string& spec = series.specs[static_cast<size_t>(
        std::find(series.depths.begin(), series.depths.end(), depth) - series.depths.begin())];
    currentCase = caseName(spec, family.row.kind, family.row.name);
    Scenario& s = scenario(spec);
    const Check& check = checkOnce(family, depth, s);
    if (!check.error.empty()) {
        stopIfFamilyFailedEverywhere(family, depth);
        return skip(state, check.error);
    }
    family.row.run(state, s);
    if (state.error_occurred()) return;
    setCounters(state, depth, check.note.empty() ? series.label : series.label + "; " + check.note);
}

}  // namespace

void registerRows(const std::vector<Row>& rows, const Series& series) {
    if (series.depths.empty()) return;
    if (series.argNames.size() != 2) {
        std::fprintf(stderr, "pin-gbench: internal: series %s has no Google Benchmark spelling (pin_series.arg_names)\n",
                     series.label.c_str());
        std::exit(70);
    }
    for (const Row& row : rows) {
        // Families live as long as the process: Google Benchmark keeps the registered lambdas.
        Family* family = new Family{caseFamily(series.specs.front(), row.kind, row.name), row, series, {}, false};
        benchmark::internal::Benchmark* b = benchmark::RegisterBenchmark(
            family->name.c_str(), [family](benchmark::State& state) { runCase(state, *family); });
        // Google Benchmark names an instance `<family>/<arg name>:<arg>/...`; with the series' argument
        // names (the C API's pin_series.arg_names) that is the case name, and one family spans the
        // depths for the complexity fit.
        b->ArgNames(series.argNames);
        for (int64_t depth : series.depths) b->Args({depth, series.argFanIn});
        b->Complexity(benchmark::oAuto);
    }
}

void registerCase(const Row& row, const std::string& spec, const std::string& label) {
    const std::string name = caseName(spec, row.kind, row.name);
    SingleCase* single = new SingleCase{row, spec, name, label};  // lives as long as the process, as families do
    benchmark::RegisterBenchmark(name.c_str(), [single](benchmark::State& state) { runSingleCase(state, *single); });
}

void skip(benchmark::State& state, const std::string& message) {
    if (failed().empty() || failed().back() != currentCase) failed().push_back(currentCase);
    state.SkipWithError(message.c_str());
}

const std::vector<std::string>& failedCases() { return failed(); }

}  // namespace gbench
}  // namespace pin
