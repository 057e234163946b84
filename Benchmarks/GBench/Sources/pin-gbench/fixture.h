// The fixture of every pin-gbench row: the default suite's scenarios (the same specs as the Swift
// harness's BenchmarkSuite), each built once through the C API and shared by every row that uses it,
// with the Swift `manual` oracle's frames and the inputs the native rows copy out.
#ifndef PIN_GBENCH_FIXTURE_H
#define PIN_GBENCH_FIXTURE_H

#include <stdint.h>

#include <string>
#include <vector>

#include "native_chain.h"
#include "pin_abi.h"

namespace pin {
namespace gbench {

// One depth sweep of the default suite's shape (BenchmarkSuite.baseScenario in PinBenchKit).
struct Series {
    std::string hidden;  // "none" or "random-50"
    int64_t fanIn;       // 1 or k (fan-in "all" cannot be spelled by an integer argument; see README)
    std::vector<int64_t> depths;
};

// The default suite's series (BenchmarkSuite.defaultDepths); smoke: depths 16 and 1024 only.
std::vector<Series> defaultSuite(bool smoke);

// The scenario spec, exactly as BenchmarkSuite.baseScenario(hidden:fanIn:) describes itself.
std::string scenarioSpec(int64_t depth, const std::string& hidden, int64_t fanIn);

// The Swift harness's case name (BenchmarkCase.name): `<family>/depth:N/hidden:P/fanin:K`.
std::string caseName(const std::string& family, int64_t depth, const std::string& hidden, int64_t fanIn);

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
