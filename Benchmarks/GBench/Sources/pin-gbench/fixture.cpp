#include "fixture.h"

#include <map>
#include <memory>

namespace pin {
namespace gbench {

std::vector<Series> defaultSuite(bool smoke) {
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

static std::string fanInSpec(int64_t fanIn) { return fanIn == 1 ? "immediate" : "last-" + std::to_string(fanIn); }

std::string scenarioSpec(int64_t depth, const std::string& hidden, int64_t fanIn) {
    return "depth=" + std::to_string(depth) + " direction=down layout=ltr align=left margins=uniform sizes=varied hidden=" +
           hidden + " nesting=flat scale=2 fan-in=" + fanInSpec(fanIn) + " seed=2026";
}

std::string caseName(const std::string& family, int64_t depth, const std::string& hidden, int64_t fanIn) {
    return family + "/depth:" + std::to_string(depth) + "/hidden:" + hidden + "/fanin:" + std::to_string(fanIn);
}

static std::map<std::string, std::unique_ptr<Scenario>>& scenarios() {
    static std::map<std::string, std::unique_ptr<Scenario>> all;
    return all;
}

Scenario& scenario(const std::string& spec) {
    auto& all = scenarios();
    auto found = all.find(spec);
    if (found != all.end()) return *found->second;
    Scenario& s = *all.emplace(spec, std::make_unique<Scenario>()).first->second;
    s.spec = spec;
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
    return s;
}

void releaseScenarios() { scenarios().clear(); }

std::string frameDifference(const char* what, int32_t view, const double* expected, const double* actual) {
    return std::string(what) + " at view " + std::to_string(view) + ": expected " +
           describeFrame(expected + 4 * static_cast<size_t>(view)) + ", got " + describeFrame(actual + 4 * static_cast<size_t>(view));
}

}  // namespace gbench
}  // namespace pin
