// The chain as a Cassowary constraint system, solved by kiwi (the C++ solver behind Python's
// kiwisolver), for pin-gbench's constraint-solver peer rows (issue 7).
//
// kiwi is not part of PinBench: Benchmarks/GBench/fetch-kiwi.sh fetches its headers from the pinned
// kiwisolver sdist on PyPI into Benchmarks/GBench/.kiwi (git-ignored), and Package.swift puts that on
// the header search path. Without them PIN_GBENCH_HAVE_KIWI is 0 and the harness registers no
// cassowary row (it says so on stderr and in its JSON context).
//
// The model (default-suite shape only: direction down, aligned left, LTR, flat). Each view i has four
// kiwi variables, its frame: x_i, y_i, w_i, h_i, and these constraints, all REQUIRED unless said:
//
//   w_i == W_i,  h_i == H_i                         its size (the initial size)
//   exact model ("cassowary-build", "cassowary-toggle"), a = the last visible view among i's fan-in
//   predecessors (manual's rule):
//     a exists:  y_i == y_a + h_a + M_i,  x_i == x_a    (below a, aligned left: same x)
//     else:      y_i == 0 + F_i,          x_i == X_i    (the container top; x keeps its initial value)
//   priority model ("cassowary-priority", the Auto Layout idiom), a = i-1 when i-1 is visible, else none:
//     always:    y_i == F_i | strong,  x_i == X_i | strong   (the weaker fallback, never removed)
//     a exists:  y_i == y_a + h_a + M_i,  x_i == x_a          (required: overrides the fallback)
//   except that view 0, which has no predecessor, gets its fallback as a required constraint (as
//   anyone writes the first view's top). With a weak view 0 too, a chain with nothing hidden is one
//   rigid run whose members' equal-strength fallbacks all pull it up: Cassowary minimises the sum of
//   the weighted violations, so the run settles with its MEDIAN view at the container top (measured once
//   on a synthetic chain of this shape: every view off, by up to 7,183 pt at depth 256, and the build
//   takes 4.4 s at 256 and 58 s at 512).
//   The same happens to every run that starts after a hidden view, so even this idiom differs from
//   manual; the harness reports by how much (it is a labelled result, not an error).
//
// x is modelled (not skipped as trivially equal), so the solver produces whole frames as the engine
// does. The container top is the constant 0, not a variable.
//
// Constants. PinLayout rounds each frame from the ROUNDED frame of its predecessor: y_i =
// round(y'_a + h'_a + M_i) with h'_a = ceil(h_a) to the pixel grid. A solver that adds the raw heights
// and rounds only at the end drifts from that by up to half a point per view, accumulating along a run
// of views (the cassowary-build check measures it: its label's "raw constants" note).
// The timed systems therefore use SNAPPED constants, the values PinLayout's rounding gives each term:
// W = ceilToPixel(w), H = ceilToPixel(h), X = roundToPixel(x), M = roundToPixel(m), F = roundToPixel(f).
// Sums of grid values are exact in doubles, so the solver's values are PinLayout's rounded chain
// provided round(Y + m) == Y + round(m) for the grid value Y, which holds for the suite's margins (8);
// the frame check verifies it bit for bit anyway. The same rounding (roundToPixel / ceilToPixel) is
// applied to the solver's values when the frames are read (an identity on snapped values).
#ifndef PIN_GBENCH_CASSOWARY_CHAIN_H
#define PIN_GBENCH_CASSOWARY_CHAIN_H

#if defined(__has_include)
#if __has_include(<kiwi/kiwi.h>)
#include <kiwi/kiwi.h>
#define PIN_GBENCH_HAVE_KIWI 1
#endif
#endif
#ifndef PIN_GBENCH_HAVE_KIWI
#define PIN_GBENCH_HAVE_KIWI 0
#endif

#include <stdint.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "native_chain.h"

namespace pin {
namespace cassowary {

// What the JSON context says about kiwi.
inline std::string availability() {
#if PIN_GBENCH_HAVE_KIWI
    return std::string("kiwi ") + KIWI_VERSION +
           " (headers of the PyPI sdist kiwisolver, fetched by Benchmarks/GBench/fetch-kiwi.sh; BSD-3-Clause)";
#else
    return "not available: kiwi headers not found (run Benchmarks/GBench/fetch-kiwi.sh, then build again); "
           "the cassowary rows are not registered";
#endif
}

// The reference layout (manual's semantics, PinLayout-exact) of `chain` with other hidden flags and
// fan-in: what a toggled or a priority system must reproduce.
inline std::vector<double> referenceFrames(const NativeChain& chain, const std::vector<uint8_t>& hidden, int32_t fanIn) {
    NativeChain copy = chain;
    copy.hidden = hidden;
    copy.fanIn = fanIn;
    std::vector<double> frames = copy.initialFrames;
    layoutReference(copy, frames.data());
    return frames;
}

// The same chain in unrounded doubles (no pixel rounding anywhere): what a solver fed raw constants
// must give before rounding.
inline std::vector<double> unroundedFrames(const NativeChain& chain) {
    std::vector<double> frames = chain.initialFrames;
    int32_t lastVisible = -1;
    for (int32_t index = 0; index < chain.count; ++index) {
        double* frame = &frames[4 * static_cast<size_t>(index)];
        if (lastVisible >= windowStart(index, chain.fanIn)) {
            const double* anchor = &frames[4 * static_cast<size_t>(lastVisible)];
            frame[1] = anchor[1] + anchor[3] + chain.margins[index];
            frame[0] = anchor[0];
        } else {
            frame[1] = 0.0 + chain.fallbackMargins[index];
        }
        if (!chain.hidden[index]) lastVisible = index;
    }
    return frames;
}

#if PIN_GBENCH_HAVE_KIWI

enum class Model { exact, priority };

// The constants the solver is given, per view.
struct Constants {
    int32_t count = 0;
    int32_t fanIn = 1;
    double scale = 1;
    std::vector<double> x, width, height, margin, fallback;
};

inline Constants makeConstants(const NativeChain& chain, bool snapped) {
    Constants c;
    c.count = chain.count;
    c.fanIn = chain.fanIn;
    c.scale = chain.scale;
    const size_t n = static_cast<size_t>(chain.count);
    c.x.resize(n);
    c.width.resize(n);
    c.height.resize(n);
    c.margin.resize(n);
    c.fallback.resize(n);
    for (size_t i = 0; i < n; ++i) {
        const double* frame = &chain.initialFrames[4 * i];
        c.x[i] = snapped ? roundToPixel(frame[0], chain.scale) : frame[0];
        c.width[i] = snapped ? ceilToPixel(frame[2], chain.scale) : frame[2];
        c.height[i] = snapped ? ceilToPixel(frame[3], chain.scale) : frame[3];
        c.margin[i] = snapped ? roundToPixel(chain.margins[i], chain.scale) : chain.margins[i];
        c.fallback[i] = snapped ? roundToPixel(chain.fallbackMargins[i], chain.scale) : chain.fallbackMargins[i];
    }
    return c;
}

// One solver with the chain's constraints. Not movable (kiwi::Solver is not): hold it by pointer.
struct System {
    const Constants& constants;
    const Model model;
    std::vector<uint8_t> hidden;
    kiwi::Solver solver;
    std::vector<kiwi::Variable> x, y, w, h;
    std::vector<int32_t> anchor;                       // each view's anchor (-1: none)
    std::vector<kiwi::Constraint> anchorY, anchorX;    // the constraints that express it (null when none)

    System(const Constants& c, Model m, const std::vector<uint8_t>& hiddenFlags)
        : constants(c), model(m), hidden(hiddenFlags) {}
    System(const System&) = delete;
    System& operator=(const System&) = delete;

    // The view `index` is positioned against, under this model and the current hidden flags.
    int32_t anchorOf(int32_t index) const {
        if (model == Model::priority) return index > 0 && !hidden[static_cast<size_t>(index) - 1] ? index - 1 : -1;
        const int32_t start = windowStart(index, constants.fanIn);
        for (int32_t reference = index - 1; reference >= start; --reference) {
            if (!hidden[static_cast<size_t>(reference)]) return reference;
        }
        return -1;
    }

    // Adds the constraints that express `anchor` for view `index` (none for the priority model's -1).
    void install(int32_t index, int32_t a) {
        const size_t i = static_cast<size_t>(index);
        anchor[i] = a;
        if (a >= 0) {
            const size_t j = static_cast<size_t>(a);
            anchorY[i] = (y[i] == y[j] + h[j] + constants.margin[i]);
            anchorX[i] = (x[i] == x[j]);
        } else if (model == Model::exact) {
            anchorY[i] = (y[i] == constants.fallback[i]);
            anchorX[i] = (x[i] == constants.x[i]);
        } else {
            anchorY[i] = kiwi::Constraint();
            anchorX[i] = kiwi::Constraint();
            return;
        }
        solver.addConstraint(anchorY[i]);
        solver.addConstraint(anchorX[i]);
    }

    void uninstall(int32_t index) {
        const size_t i = static_cast<size_t>(index);
        if (!anchorY[i]) return;
        solver.removeConstraint(anchorY[i]);
        solver.removeConstraint(anchorX[i]);
    }

    // Creates the variables and adds every constraint, view by view in chain order (as a layout
    // would declare them), then solves. Throws kiwi's exceptions.
    void build() {
        const int32_t count = constants.count;
        const size_t n = static_cast<size_t>(count);
        x.resize(n);
        y.resize(n);
        w.resize(n);
        h.resize(n);
        anchor.assign(n, -1);
        anchorY.resize(n);
        anchorX.resize(n);
        for (int32_t index = 0; index < count; ++index) {
            const size_t i = static_cast<size_t>(index);
            solver.addConstraint(w[i] == constants.width[i]);
            solver.addConstraint(h[i] == constants.height[i]);
            if (model == Model::priority) {
                const double strength = index == 0 ? kiwi::strength::required : kiwi::strength::strong;
                solver.addConstraint((y[i] == constants.fallback[i]) | strength);
                solver.addConstraint((x[i] == constants.x[i]) | strength);
            }
            install(index, anchorOf(index));
        }
        solver.updateVariables();
    }

    // Toggles the visibility of `view`, re-anchors the views whose anchor changes (removing their
    // anchoring constraints and adding the new ones) and re-solves. Throws kiwi's exceptions.
    void toggle(int32_t view) {
        const int32_t count = constants.count;
        hidden[static_cast<size_t>(view)] ^= 1;
        const int64_t reach = model == Model::priority ? 1 : constants.fanIn;
        const int64_t last = std::min<int64_t>(count - 1, static_cast<int64_t>(view) + reach);
        for (int32_t index = view + 1; index <= last; ++index) {
            const int32_t a = anchorOf(index);
            if (a == anchor[static_cast<size_t>(index)]) continue;
            uninstall(index);
            install(index, a);
        }
        solver.updateVariables();
    }

    // The frames, with PinLayout's rounding applied to the solver's values.
    void readFrames(double* frames) const {
        const double scale = constants.scale;
        const size_t n = static_cast<size_t>(constants.count);
        for (size_t i = 0; i < n; ++i) {
            double* frame = frames + 4 * i;
            frame[0] = roundToPixel(x[i].value(), scale);
            frame[1] = roundToPixel(y[i].value(), scale);
            frame[2] = ceilToPixel(w[i].value(), scale);
            frame[3] = ceilToPixel(h[i].value(), scale);
        }
    }

    // The solver's values as they are (before rounding).
    void readValues(double* frames) const {
        const size_t n = static_cast<size_t>(constants.count);
        for (size_t i = 0; i < n; ++i) {
            frames[4 * i] = x[i].value();
            frames[4 * i + 1] = y[i].value();
            frames[4 * i + 2] = w[i].value();
            frames[4 * i + 3] = h[i].value();
        }
    }
};

#endif  // PIN_GBENCH_HAVE_KIWI

// The views a toggle row alternates between: the middle, then a quarter and three quarters in (the
// cassowary-toggle row and the engine's toggle rows alike, with or without kiwi).
inline std::vector<int32_t> togglePositions(int32_t count) {
    std::vector<int32_t> positions;
    for (int32_t candidate : {count / 2, count / 4, (3 * count) / 4}) {
        const int32_t clamped = std::max(0, std::min(count - 1, candidate));
        if (std::find(positions.begin(), positions.end(), clamped) == positions.end()) positions.push_back(clamped);
    }
    return positions;
}


// Differences between two frame lists: how many views differ in any coordinate (by more than
// `tolerance`), and the largest absolute difference of each coordinate.
struct Drift {
    int32_t views = 0;
    int32_t firstView = -1;
    double maxAbs[4] = {0, 0, 0, 0};
    double maxAll() const { return std::max(std::max(maxAbs[0], maxAbs[1]), std::max(maxAbs[2], maxAbs[3])); }
};

inline Drift drift(const double* expected, const double* actual, int32_t count, double tolerance) {
    Drift d;
    for (int32_t index = 0; index < count; ++index) {
        bool differs = false;
        for (int field = 0; field < 4; ++field) {
            const double difference = std::fabs(expected[4 * static_cast<size_t>(index) + field] - actual[4 * static_cast<size_t>(index) + field]);
            if (!(difference <= tolerance)) differs = true;  // NaN differs too
            if (difference > d.maxAbs[field] || std::isnan(difference)) d.maxAbs[field] = difference;
        }
        if (differs) {
            if (d.firstView < 0) d.firstView = index;
            ++d.views;
        }
    }
    return d;
}

}  // namespace cassowary
}  // namespace pin

#endif
