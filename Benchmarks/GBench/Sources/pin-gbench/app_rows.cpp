// The app screens (issue 14) through the C API, on the Swift harness's app series (the default suite's
// app:<screen> series, read through pin_suite_series): the Swift rows (swift_rows.cpp) as app cases,
// BM_App/<strategy>/screen:<s>/count:<n>/hidden:<p> and BM_AppReset/..., named by pin_case_name, for
// every strategy that lays screens out (the C API refuses visible-only on an app spec). No native
// rows: the C++ references lay out chains only.
#include "rows.h"

namespace pin {
namespace gbench {

namespace {

// Whether `row` lays `s` out: a strategy row when the C API runs its strategy on it; the reset always.
bool laysOut(const Row& row, Scenario& s) {
    if (row.kind != PIN_ROW_TIMED) return true;
    int32_t id = -1;
    return s.error.empty() && pin_strategy_find(row.name.c_str(), &id) == PIN_OK && pin_chain_run(s.chain, id) == PIN_OK;
}

}  // namespace

void registerAppRows() {
    for (const Series& series : appSuite()) {
        for (const std::string& spec : series.specs) {
            Scenario& s = scenario(spec);
            for (const Row& row : swiftRows()) {
                if (laysOut(row, s)) registerCase(row, spec, series.label);
            }
        }
    }
}

}  // namespace gbench
}  // namespace pin
