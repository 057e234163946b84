// The native C++ rows (native_chain.h): BM_Chain/cpp-reference (manual's semantics, PinLayout-exact),
// BM_Chain/cpp-integer-pixels (integer device pixels, branch-free) and BM_ChainResetNative (their
// reset alone, a memcpy). Every iteration starts from the initial frames.
#include <cstring>

#include "rows.h"

namespace pin {
namespace gbench {

namespace {

using Layout = void (*)(const NativeChain&, double*);

void noLayout(const NativeChain&, double*) {}

// The timed loop: reset (memcpy of the initial frames), then `layout`.
template <Layout layout>
void timeNative(benchmark::State& state, Scenario& s) {
    const NativeChain& native = s.native;
    const double* initial = native.initialFrames.data();
    const size_t bytes = native.frameBytes();
    std::vector<double> frames(s.doubles());
    double* out = frames.data();
    for (auto _ : state) {
        std::memcpy(out, initial, bytes);
        layout(native, out);
        benchmark::DoNotOptimize(out);
        benchmark::ClobberMemory();
    }
}

// `layout`'s frames from the initial ones, or "" in `error` when the native rows cannot run the chain.
std::vector<double> nativeFrames(Scenario& s, Layout layout, Check& check) {
    if (!s.nativeError.empty()) {
        check.error = s.nativeError;
        return {};
    }
    std::vector<double> frames = s.native.initialFrames;
    layout(s.native, frames.data());
    return frames;
}

Check checkReference(Scenario& s) {
    Check check;
    const std::vector<double> frames = nativeFrames(s, layoutReference, check);
    if (!check.error.empty()) return check;
    const int32_t view = firstDifference(s.oracle.data(), frames.data(), s.inputs.count);
    if (view >= 0) check.error = "cpp-reference: " + frameDifference("frames differ from manual", view, s.oracle.data(), frames.data());
    return check;
}

// Documented tolerance: integer pixels drop PinLayout's float rounding, so each coordinate must be
// within one device pixel (1/scale) of manual's, not equal to it.
Check checkIntegerPixels(Scenario& s) {
    Check check;
    const std::vector<double> frames = nativeFrames(s, layoutIntegerPixels, check);
    if (!check.error.empty()) return check;
    const int32_t count = s.inputs.count;
    const double pixel = 1.0 / s.native.scale;
    const int32_t view = firstDifferenceBeyond(s.oracle.data(), frames.data(), count, pixel + 1e-9);
    if (view >= 0) {
        char tolerance[32];
        std::snprintf(tolerance, sizeof tolerance, "%g", pixel);
        check.error = std::string("cpp-integer-pixels: frames differ from manual by more than one device pixel (") + tolerance +
                      " pt; this row drops PinLayout's float rounding, so it is checked to that tolerance, not bit for bit) " +
                      frameDifference("", view, s.oracle.data(), frames.data()).substr(1);
        return check;
    }
    const int32_t inexact = differingViews(s.oracle.data(), frames.data(), count);
    if (inexact > 0) check.note = std::to_string(inexact) + " view(s) within 1 px of manual but not bit-equal";
    return check;
}

Check checkReset(Scenario& s) {
    Check check;
    const std::vector<double> frames = nativeFrames(s, noLayout, check);
    if (!check.error.empty()) return check;
    const int32_t view = firstDifference(s.native.initialFrames.data(), frames.data(), s.inputs.count);
    if (view >= 0) {
        check.error = frameDifference("frames after the native reset differ from the initial frames", view,
                                      s.native.initialFrames.data(), frames.data());
    }
    return check;
}

}  // namespace

std::vector<Row> nativeRows() {
    return {
        {PIN_ROW_TIMED, "cpp-reference", checkReference, timeNative<layoutReference>},
        {PIN_ROW_TIMED, "cpp-integer-pixels", checkIntegerPixels, timeNative<layoutIntegerPixels>},
        {PIN_ROW_RESET_NATIVE, "", checkReset, timeNative<noLayout>},
    };
}

}  // namespace gbench
}  // namespace pin
