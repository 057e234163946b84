// The fixture of every pin-gbench row: the default suite's scenarios and their case names, both read
// from the Swift harness through the C API (pin_suite_series, pin_case_name), each scenario built once
// and shared by every row that uses it, with the Swift `manual` oracle's frames and the inputs the
// native rows copy out.
#ifndef PIN_GBENCH_FIXTURE_H
#define PIN_GBENCH_FIXTURE_H

#include <stdint.h>

#include <string>
#include <vector>

#include "native_chain.h"
#include "pin_abi.h"

namespace pin {
namespace gbench {

// One series of a suite as the C API gives it (pin_suite_series): the Swift harness's scenarios of one
// shape at several depths, their specs, and how Google Benchmark spells their names.
struct Series {
    std::string label;                  // "hidden:none/fanin:1", "app:form" (the results files' series)
    std::string screen;                 // the app screen; "" for a chain
    std::string hidden;                 // the hidden pattern as specs spell it: "none", "random-50"
    std::vector<int64_t> depths;        // views per chain, or instances of the app screen
    std::vector<std::string> specs;     // one scenario spec per depth
    std::vector<std::string> argNames;  // Google Benchmark's ArgNames for {depth, argFanIn}; empty when none
    int64_t argFanIn = 0;

    // The series with the depths `keep` says yes to (and their specs).
    template <typename Keep>
    Series keeping(Keep keep) const {
        Series kept = *this;
        kept.depths.clear();
        kept.specs.clear();
        for (size_t index = 0; index < depths.size(); ++index) {
            if (!keep(depths[index])) continue;
            kept.depths.push_back(depths[index]);
            kept.specs.push_back(specs[index]);
        }
        return kept;
    }
};

// The series of the Swift harness's suite `name` ("standard", ...), in its order. Exits with status 70
// when the C API cannot give them (a harness that disagrees with its library).
std::vector<Series> suiteSeries(const char* name);

// The default suite's chain series that Google Benchmark can run as families (every series with
// argNames: fan-in 1 and k; fan-in all has no integer spelling); smoke: depths 16 and 1024 only.
std::vector<Series> defaultSuite(bool smoke);

// The default suite's app screens' series.
std::vector<Series> appSuite();

// The Google Benchmark family and the case name of the row `kind` (PIN_ROW_*) named `row` on the
// scenario of `spec`, from the C API (pin_case_family, pin_case_name). Exit with status 70 on a failure.
std::string caseFamily(const std::string& spec, int32_t kind, const std::string& row);
std::string caseName(const std::string& spec, int32_t kind, const std::string& row);

// A scenario's chain and oracle, built on first use and shared by every row of the scenario.
struct Scenario {
    std::string spec;
    pin_chain* chain = nullptr;
    pin_chain_inputs inputs{};
    std::string error;           // why the chain or its oracle could not be had ("" when fine)
    std::vector<double> oracle;  // manual's frames, from pin_chain_reference_frames
    NativeChain native;
    std::string nativeError;     // why the native rows cannot handle it ("" when fine)

    Scenario() = default;
    Scenario(const Scenario&) = delete;
    Scenario& operator=(const Scenario&) = delete;
    ~Scenario() { pin_chain_free(chain); }

    size_t doubles() const { return 4 * static_cast<size_t>(inputs.count); }
};

// The scenario of `spec`, built on first use.
Scenario& scenario(const std::string& spec);

// Frees every scenario's chain (after the runs).
void releaseScenarios();

// "<what> at view V: expected {...}, got {...}".
std::string frameDifference(const char* what, int32_t view, const double* expected, const double* actual);

}  // namespace gbench
}  // namespace pin

#endif
