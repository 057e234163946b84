#include "fixture.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>

namespace pin {
namespace gbench {

namespace {

[[noreturn]] void cAPIFailure(const char* function) {
    std::fprintf(stderr, "pin-gbench: %s: %s\n", function, pin_last_error());
    std::exit(70);
}

// The text one of pin_case_family / pin_case_name writes.
std::string caseText(int32_t (*function)(const char*, int32_t, const char*, char*, size_t), const char* functionName,
                     const std::string& spec, int32_t kind, const std::string& row) {
    char text[512];
    if (function(spec.c_str(), kind, row.c_str(), text, sizeof text) != PIN_OK) cAPIFailure(functionName);
    return text;
}

}  // namespace

std::vector<Series> suiteSeries(const char* name) {
    int32_t suite = -1, count = 0;
    if (pin_suite_find(name, &suite) != PIN_OK) cAPIFailure("pin_suite_find");
    if (pin_suite_series_count(suite, &count) != PIN_OK) cAPIFailure("pin_suite_series_count");
    std::vector<Series> all;
    for (int32_t index = 0; index < count; ++index) {
        pin_series c{};
        if (pin_suite_series(suite, index, &c) != PIN_OK) cAPIFailure("pin_suite_series");
        Series series;
        series.label = c.label;
        series.screen = c.screen != nullptr ? c.screen : "";
        series.hidden = c.hidden;
        series.depths.assign(c.depths, c.depths + c.depth_count);
        series.specs.assign(c.specs, c.specs + c.depth_count);
        if (c.arg_names[0] != nullptr && c.arg_names[1] != nullptr) series.argNames = {c.arg_names[0], c.arg_names[1]};
        series.argFanIn = c.arg_fan_in;
        all.push_back(series);
    }
    return all;
}

std::vector<Series> defaultSuite(bool smoke) {
    std::vector<Series> series;
    for (const Series& one : suiteSeries("standard")) {
        if (one.argNames.empty()) continue;
        series.push_back(smoke ? one.keeping([](int64_t depth) { return depth == 16 || depth == 1024; }) : one);
    }
    return series;
}

std::vector<Series> appSuite() {
    std::vector<Series> series;
    for (const Series& one : suiteSeries("standard")) {
        if (!one.screen.empty()) series.push_back(one);
    }
    return series;
}

std::string caseFamily(const std::string& spec, int32_t kind, const std::string& row) {
    return caseText(pin_case_family, "pin_case_family", spec, kind, row);
}

std::string caseName(const std::string& spec, int32_t kind, const std::string& row) {
    return caseText(pin_case_name, "pin_case_name", spec, kind, row);
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
