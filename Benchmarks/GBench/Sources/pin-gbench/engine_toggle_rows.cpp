// The engine's answer to cassowary-toggle (it needs no kiwi): BM_Chain/engine-toggle-chain toggles one
// view's visibility in a chain laid out by if-else and lays out every view again (pin_chain_toggle,
// PIN_TOGGLE_CHAIN); BM_Chain/engine-toggle-run lays out only the views that can move (PIN_TOGGLE_RUN).
#include <cstring>
#include <memory>

#include "cassowary_chain.h"
#include "rows.h"

namespace pin {
namespace gbench {

namespace {

// `frames` against the fresh full pass `expected` (manual's rule from the initial frames): y, width
// and height must be equal bit for bit; x may differ and such views are counted into `staleX`. The
// if/else fallback pins only the top, so a view that loses its visible predecessor keeps the x its
// previous layout gave it (as in an app), where a pass from the initial frames has the initial x; the
// views aligned below it follow its x. The suite's chains all go down.
std::string compareWithFreshPass(const std::vector<double>& expected, const std::vector<double>& frames, int32_t count, int32_t& staleX) {
    for (int32_t index = 0; index < count; ++index) {
        const double* want = &expected[4 * static_cast<size_t>(index)];
        const double* got = &frames[4 * static_cast<size_t>(index)];
        if (std::memcmp(want + 1, got + 1, 3 * sizeof(double)) != 0) {
            return frameDifference("y, width or height differ from a full pass from the initial frames", index, expected.data(),
                                   frames.data());
        }
        if (std::memcmp(want, got, sizeof(double)) != 0) ++staleX;
    }
    return "";
}

// The check, on the toggles the timed loop makes (each view of togglePositions hidden/shown, then
// back), from a chain laid out by if-else: after each, the row's frames must equal bit for bit those
// of a second chain of the same scenario that lays out every view again (PIN_TOGGLE_CHAIN, an app's
// full pass), and those must equal manual's rule on the new visibility (the native reference) but for
// stale x values (compareWithFreshPass). The note counts the views laid out again and the stale x
// values. Whatever happens, the row's chain leaves with its initial visibility.
Check checkToggle(const std::string& row, int32_t scope, int32_t ifElse, Scenario& s) {
    Check check;
    if (!s.nativeError.empty()) {
        check.error = s.nativeError;
        return check;
    }
    pin_chain* whole = nullptr;
    if (pin_chain_create(s.spec.c_str(), &whole) != PIN_OK) {
        check.error = std::string("pin_chain_create: ") + pin_last_error();
        return check;
    }
    std::unique_ptr<pin_chain, void (*)(pin_chain*)> owner(whole, pin_chain_free);
    const int32_t count = s.inputs.count;
    std::vector<double> frames(s.doubles()), full(s.doubles());
    std::vector<uint8_t> hidden = s.native.hidden;
    struct Restore {
        Scenario& s;
        const std::vector<uint8_t>& hidden;
        ~Restore() {
            for (size_t view = 0; view < hidden.size(); ++view) {
                if (hidden[view] != s.native.hidden[view]) pin_chain_toggle(s.chain, static_cast<int32_t>(view), PIN_TOGGLE_CHAIN);
            }
        }
    } restore{s, hidden};
    if (pin_chain_run(s.chain, ifElse) != PIN_OK || pin_chain_run(whole, ifElse) != PIN_OK) {
        check.error = pin_last_error();
        return check;
    }
    std::string views;
    int32_t staleX = 0;
    const std::vector<int32_t> positions = cassowary::togglePositions(count);
    for (size_t step = 0; step < 2 * positions.size(); ++step) {
        const int32_t position = positions[step / 2];
        int32_t end = 0;
        if (pin_chain_toggle_extent(s.chain, position, &end) != PIN_OK || pin_chain_toggle(s.chain, position, scope) != PIN_OK) {
            check.error = pin_last_error();
            return check;
        }
        hidden[static_cast<size_t>(position)] ^= 1;
        if (pin_chain_toggle(whole, position, PIN_TOGGLE_CHAIN) != PIN_OK ||
            pin_chain_copy_frames(s.chain, frames.data(), frames.size()) != PIN_OK ||
            pin_chain_copy_frames(whole, full.data(), full.size()) != PIN_OK) {
            check.error = pin_last_error();
            return check;
        }
        const std::string what = row + ", view " + std::to_string(position) + (step % 2 == 0 ? " toggled: " : " toggled back: ");
        const int32_t view = firstDifference(full.data(), frames.data(), count);
        if (view >= 0) {
            check.error = what + frameDifference("frames differ from laying out every view again", view, full.data(), frames.data());
            return check;
        }
        const std::string fresh =
            compareWithFreshPass(cassowary::referenceFrames(s.native, hidden, s.native.fanIn), full, count, staleX);
        if (!fresh.empty()) {
            check.error = what + fresh;
            return check;
        }
        if (step % 2 == 0) {
            const int32_t laidOut = scope == PIN_TOGGLE_RUN ? end - position - 1 : count;
            views += (views.empty() ? "" : ", ") + std::to_string(position) + " (" + std::to_string(laidOut) + " laid out)";
        }
    }
    check.note = "1 toggle + layout per iteration, views " + views + "; frames = laying out every view again, and manual's rule " +
                 "but for " + std::to_string(staleX) + " stale x value(s) over the " + std::to_string(2 * positions.size()) +
                 " toggles";
    return check;
}

// The timed loop, on the chain laid out by if-else outside the timing: per iteration one
// pin_chain_toggle, alternating views as the cassowary-toggle row does (each hidden, then shown again);
// an odd count is undone after the timing, so the chain leaves as it came.
void timeToggle(benchmark::State& state, int32_t scope, int32_t ifElse, Scenario& s) {
    if (pin_chain_run(s.chain, ifElse) != PIN_OK) return skip(state, pin_last_error());
    pin_chain* chain = s.chain;
    const std::vector<int32_t> positions = cassowary::togglePositions(s.inputs.count);
    uint64_t toggles = 0;
    for (auto _ : state) {
        int32_t status = pin_chain_toggle(chain, positions[(toggles / 2) % positions.size()], scope);
        benchmark::DoNotOptimize(status);
        benchmark::ClobberMemory();
        if (BENCHMARK_BUILTIN_EXPECT(status != PIN_OK, false)) {
            skip(state, pin_last_error());
            break;
        }
        ++toggles;
    }
    if (toggles % 2 == 1 && pin_chain_toggle(chain, positions[((toggles - 1) / 2) % positions.size()], scope) != PIN_OK) {
        skip(state, std::string("undoing the last toggle: ") + pin_last_error());
    }
}

Row toggleRow(const std::string& row, int32_t scope) {
    int32_t ifElse = -1;  // the toggle rows lay out with the if-else strategy
    std::string error;
    if (pin_strategy_find("if-else", &ifElse) != PIN_OK) error = pin_last_error();
    return {PIN_ROW_TIMED, row,
            [row, scope, ifElse, error](Scenario& s) { return error.empty() ? checkToggle(row, scope, ifElse, s) : Check{error, ""}; },
            [scope, ifElse](benchmark::State& state, Scenario& s) { timeToggle(state, scope, ifElse, s); }};
}

}  // namespace

std::vector<Row> engineToggleRows() {
    return {toggleRow("engine-toggle-chain", PIN_TOGGLE_CHAIN), toggleRow("engine-toggle-run", PIN_TOGGLE_RUN)};
}

}  // namespace gbench
}  // namespace pin
