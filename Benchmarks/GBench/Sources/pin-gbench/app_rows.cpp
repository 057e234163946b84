// The app screens (issue 14) through the C API, on the Swift harness's app series (BenchmarkSuite.appSeries:
// 16 instances, half the optional views hidden at random from seed 2026, scale 2, the toolbar in RTL):
// the Swift rows (swift_rows.cpp) renamed BM_App/<strategy>/screen:<s>/count:16/hidden:random-50 and
// BM_AppReset/screen:<s>/count:16/hidden:random-50, for every strategy that lays screens out (the C API
// refuses visible-only on an app spec). No native rows: the C++ references lay out chains only.
#include "rows.h"

namespace pin {
namespace gbench {

namespace {

struct AppSeries {
    const char* screen;
    const char* layout;
};

const AppSeries kAppSeries[] = {{"form", "ltr"}, {"cell", "ltr"}, {"header", "ltr"}, {"toolbar", "rtl"}};

// BenchmarkSuite.appInstances.
const char kInstances[] = "16";

// The family's name as an app row: BM_Chain/<strategy> -> BM_App/<strategy>, BM_ChainReset -> BM_AppReset.
std::string appFamily(const std::string& family) {
    const std::string chain = "BM_Chain";
    return family.compare(0, chain.size(), chain) == 0 ? "BM_App" + family.substr(chain.size()) : family;
}

// Whether the strategy of a BM_Chain/<strategy> row lays `s` out (the reset row always does).
bool laysOut(const std::string& family, Scenario& s) {
    const std::string prefix = "BM_Chain/";
    if (family.compare(0, prefix.size(), prefix) != 0) return true;
    int32_t id = -1;
    return s.error.empty() && pin_strategy_find(family.substr(prefix.size()).c_str(), &id) == PIN_OK &&
           pin_chain_run(s.chain, id) == PIN_OK;
}

}  // namespace

void registerAppRows() {
    for (const AppSeries& series : kAppSeries) {
        const std::string spec = std::string("screen=") + series.screen + " depth=" + kInstances + " layout=" + series.layout +
                                 " hidden=random-50 scale=2 seed=2026";
        const std::string suffix = std::string("/screen:") + series.screen + "/count:" + kInstances + "/hidden:random-50";
        Scenario& s = scenario(spec);
        for (const Row& row : swiftRows()) {
            if (!laysOut(row.family, s)) continue;
            registerCase(row, spec, appFamily(row.family) + suffix, std::string("app:") + series.screen);
        }
    }
}

}  // namespace gbench
}  // namespace pin
