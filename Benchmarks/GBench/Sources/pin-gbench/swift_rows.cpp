// The Swift strategies through the C API: BM_Chain/<strategy> (pin_chain_run: reset + one layout pass
// per iteration) for every strategy the C API lists, and BM_ChainReset (pin_chain_reset alone).
#include "rows.h"

namespace pin {
namespace gbench {

namespace {

std::string findingNames(uint32_t findings) {
    std::string names;
    for (uint32_t bit = 1; bit != 0 && bit <= findings; bit <<= 1) {
        const char* name = nullptr;
        if (!(findings & bit) || pin_finding_name(bit, &name) != PIN_OK) continue;
        if (!names.empty()) names += ", ";
        names += name;
    }
    return names;
}

// The strategy's frames must equal manual's bit for bit, or be explained by some subset of its
// documented findings as the Swift verifier explains them (pin_chain_explain_frames); the note then
// names them.
Check checkStrategy(int32_t id, Scenario& s) {
    Check check;
    const int32_t count = s.inputs.count;
    std::vector<double> frames(s.doubles());
    uint32_t allowed = 0, explanation = 0;
    if (pin_chain_run(s.chain, id) != PIN_OK || pin_chain_copy_frames(s.chain, frames.data(), frames.size()) != PIN_OK ||
        pin_strategy_expected_findings(id, &allowed) != PIN_OK ||
        pin_chain_explain_frames(s.chain, id, frames.data(), frames.size(), &explanation) != PIN_OK) {
        check.error = pin_last_error();
        return check;
    }
    if (explanation == 0) return check;
    if (explanation != PIN_UNEXPLAINED) {
        check.note = "frames = manual + documented finding(s) " + findingNames(explanation) + " (" +
                     std::to_string(differingViews(s.oracle.data(), frames.data(), count)) + " of " + std::to_string(count) +
                     " views differ from manual)";
        return check;
    }
    const int32_t view = firstDifference(s.oracle.data(), frames.data(), count);
    check.error = frameDifference("frames differ from manual", view, s.oracle.data(), frames.data());
    if (allowed != 0) check.error += " (no subset of its documented findings [" + findingNames(allowed) + "] explains it)";
    return check;
}

// After a reset the views hold their initial frames again.
Check checkReset(Scenario& s) {
    Check check;
    std::vector<double> frames(s.doubles());
    if (pin_chain_run(s.chain, 0) != PIN_OK || pin_chain_reset(s.chain) != PIN_OK ||
        pin_chain_copy_frames(s.chain, frames.data(), frames.size()) != PIN_OK) {
        check.error = pin_last_error();
        return check;
    }
    const int32_t view = firstDifference(s.inputs.initial_frames, frames.data(), s.inputs.count);
    if (view >= 0) {
        check.error = frameDifference("frames after pin_chain_reset differ from the initial frames", view, s.inputs.initial_frames,
                                      frames.data());
    }
    return check;
}

}  // namespace

std::vector<Row> swiftRows() {
    std::vector<Row> rows;
    for (int32_t id = 0; id < pin_strategy_count(); ++id) {
        const char* name = nullptr;
        if (pin_strategy_name(id, &name) != PIN_OK) continue;  // cannot happen for 0 ..< count
        rows.push_back({PIN_ROW_TIMED, name, [id](Scenario& s) { return checkStrategy(id, s); },
                        [id](benchmark::State& state, Scenario& s) {
                            pin_chain* chain = s.chain;
                            timeCAPICall(state, [chain, id] { return pin_chain_run(chain, id); });
                        }});
    }
    rows.push_back({PIN_ROW_RESET, "", checkReset, [](benchmark::State& state, Scenario& s) {
                        pin_chain* chain = s.chain;
                        timeCAPICall(state, [chain] { return pin_chain_reset(chain); });
                    }});
    return rows;
}

}  // namespace gbench
}  // namespace pin
