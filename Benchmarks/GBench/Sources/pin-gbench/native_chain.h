// Native C++ layouts of a PinBench chain, for the rows that do not go through Swift:
//
//   * layoutReference: the chain semantics of the `manual` strategy (Sources/PinBenchKit/Strategies/
//     ManualStrategy.swift + ChainArithmetic.swift) with PinLayout-exact pixel rounding, for the default
//     suite's shape (direction down, aligned left, LTR, flat). Bit for bit equal to the Swift oracle.
//   * layoutIntegerPixels: the same chain in integer device pixels, branch-free, converted once; it
//     drops PinLayout's float rounding, so it is only checked to within one device pixel.
//
// The strategies whose frames differ from `manual` by design are checked by the Swift verifier itself,
// through the C API (pin_chain_explain_frames), not by a copy of it here.
//
// Frames are {x, y, width, height} quadruples of doubles, as pin_chain_copy_frames writes them.
#ifndef PIN_GBENCH_NATIVE_CHAIN_H
#define PIN_GBENCH_NATIVE_CHAIN_H

#include <math.h>
#include <stdint.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "pin_abi.h"

namespace pin {

// roundf and ceilf bit for bit (the sign of zero included) without the libm call, on the bits as
// PinEngine's PixelGrid does (and glibc's roundf): add half a unit (or, for ceil of a positive value
// with a fraction, one unit) at the binary point, then clear the fraction. PixelGrid's property test
// checks the same algorithm against libm over ten million values.
inline float roundHalfAwayFromZero(float value) {
    uint32_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    const int32_t exponent = static_cast<int32_t>((bits >> 23) & 0xff) - 127;
    if (exponent >= 23) return value;  // already integral, or infinite, or NaN
    if (exponent < 0) {                // below 1: +-0, or +-1 from one half up
        bits = (bits & 0x80000000u) | (exponent == -1 ? 0x3f800000u : 0u);
    } else {
        bits = (bits + (0x00400000u >> exponent)) & ~(0x007fffffu >> exponent);
    }
    std::memcpy(&value, &bits, sizeof bits);
    return value;
}

inline float roundUp(float value) {
    uint32_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    const int32_t exponent = static_cast<int32_t>((bits >> 23) & 0xff) - 127;
    if (exponent >= 23) return value;
    const bool negative = (bits & 0x80000000u) != 0;
    if (exponent < 0) {  // below 1: negatives give -0, positives 1, zeros stay
        if (negative) return -0.0f;
        return bits == 0 ? value : 1.0f;
    }
    const uint32_t fraction = 0x007fffffu >> exponent;
    if ((bits & fraction) == 0) return value;
    bits = (negative ? bits : bits + (0x00800000u >> exponent)) & ~fraction;
    std::memcpy(&value, &bits, sizeof bits);
    return value;
}

// x / scale bit for bit (PixelGrid.withDivision, same reasoning): a positive power-of-two scale whose reciprocal is a normal number has an
// exact reciprocal, and x times it is the same correctly rounded quotient (NaN, infinities, zeros,
// underflow included). A divide occupies the divider for several cycles, enough to bound the chain's
// throughput at four per view once the rounding is off its latency chain; a multiply does not.
inline double unscale(double x, double scale) {
    uint64_t bits;
    std::memcpy(&bits, &scale, sizeof bits);
    // Sign and significand clear, biased exponent 1...2045 (so 2046 - exponent is normal too).
    if ((bits & 0x800fffffffffffffu) == 0 && bits - 0x0010000000000000u < 0x7fd0000000000000u) {
        const uint64_t reciprocalBits = 0x7fe0000000000000u - bits;  // biased exponent 2046 - exponent
        double reciprocal;
        std::memcpy(&reciprocal, &reciprocalBits, sizeof reciprocal);
        return x * reciprocal;
    }
    return x / scale;
}

// Whether roundToPixel and ceilToPixel give `value` back bit for bit (PixelGrid.isOnGrid, same
// reasoning): `scaled` (value * scale) is an integer below 2^24 in magnitude, so the float conversion is
// exact and roundf/ceilf leave it unchanged (-0 included); the formula then gives scaled / scale, which
// the last test proves equal to `value` (equal nonzero doubles have the same bits; zeros share the sign
// of `value`, the scale's sign going in and out). NaN or infinite operands fail the magnitude or the
// quotient test. The integer test (first: it is the one off-grid values fail) adds and subtracts
// 1.5 * 2^52 (rounds anything below 2^51 to an integer, no libm call). Returning `value` itself keeps
// the rounding off the chain's loop-carried latency: the next view's position does not wait for it, the
// tests being a well-predicted branch beside the chain.
inline bool isOnPixelGrid(double value, double scaled, double scale) {
    const double integerRounder = 6755399441055744.0;  // 1.5 * 2^52
    return (scaled + integerRounder) - integerRounder == scaled && ::fabs(scaled) < 16777216.0 &&
           unscale(scaled, scale) == value;
}

// PinLayout's pixel rounding (PixelGrid in PinEngine): the value times the scale, converted to float,
// rounded half away from zero (roundf) for positions and up (ceilf) for sizes, back to double, divided
// by the scale. Always applied to the unrounded computed value; a value already on the grid is
// returned as it is (isOnPixelGrid), which is what the formula gives for it: the rounding of the
// `manual` strategy, PixelGrid.adjustKeepingGridValues (the engine keeps PixelGrid.adjust, without the
// check, which costs its throughput-bound statements more than it saves).
inline double roundToPixel(double value, double scale) {
    const double scaled = value * scale;
    if (isOnPixelGrid(value, scaled, scale)) return value;
    return unscale(static_cast<double>(roundHalfAwayFromZero(static_cast<float>(scaled))), scale);
}

inline double ceilToPixel(double value, double scale) {
    const double scaled = value * scale;
    if (isOnPixelGrid(value, scaled, scale)) return value;
    return unscale(static_cast<double>(roundUp(static_cast<float>(scaled))), scale);
}

// CoreGraphics' standardized minX/minY and width/height (a negative stored size still has a
// non-negative extent), as PinEngine's Rect computes them for anchors.
inline double standardMin(double origin, double size) { return size < 0 ? origin + size : origin; }
inline double standardSize(double size) { return size < 0 ? -size : size; }

// The first predecessor view `index` is positioned against (Chain.windowStart in PinBaseline).
inline int32_t windowStart(int32_t index, int32_t fanIn) { return index > fanIn ? index - fanIn : 0; }

// A chain's inputs, copied out of the C API into memory the C++ rows own, plus the integer-pixel
// conversions the integer variant uses (made once, outside the timed loop).
struct NativeChain {
    int32_t count = 0;
    int32_t fanIn = 1;
    double scale = 1;
    std::vector<double> initialFrames;  // 4 * count
    std::vector<uint8_t> hidden;
    std::vector<double> margins;
    std::vector<double> fallbackMargins;

    std::vector<int32_t> xPixels;        // the initial x, rounded to device pixels (the fallback keeps it)
    std::vector<int32_t> widthPixels;    // ceil, as PinLayout rounds sizes
    std::vector<int32_t> heightPixels;
    std::vector<int32_t> marginPixels;   // round
    std::vector<int32_t> fallbackMarginPixels;
    std::vector<int32_t> visibleMasks;   // all ones when visible, 0 when hidden

    // Copies the inputs; returns "" or why the native layouts cannot handle this chain.
    std::string load(const pin_chain_inputs& in) {
        if (in.direction != PIN_DIRECTION_DOWN || in.alignment != PIN_ALIGN_LEFT || in.right_to_left != 0 || in.nested != 0) {
            char message[200];
            std::snprintf(message, sizeof message,
                          "the native rows support the default suite's shape only (direction down, align left, "
                          "ltr, flat); got direction %d, alignment %d, rtl %d, nested %d",
                          in.direction, in.alignment, in.right_to_left, in.nested);
            return message;
        }
        if (in.count < 1 || in.fan_in < 1 || !(in.scale > 0)) return "the chain has no view, no fan-in or no scale";
        count = in.count;
        fanIn = in.fan_in;
        scale = in.scale;
        const size_t n = static_cast<size_t>(count);
        initialFrames.assign(in.initial_frames, in.initial_frames + 4 * n);
        hidden.assign(in.hidden, in.hidden + n);
        margins.assign(in.margins, in.margins + n);
        fallbackMargins.assign(in.fallback_margins, in.fallback_margins + n);
        xPixels.resize(n);
        widthPixels.resize(n);
        heightPixels.resize(n);
        marginPixels.resize(n);
        fallbackMarginPixels.resize(n);
        visibleMasks.resize(n);
        for (size_t i = 0; i < n; ++i) {
            const double* frame = &initialFrames[4 * i];
            xPixels[i] = static_cast<int32_t>(::roundf(static_cast<float>(frame[0] * scale)));
            widthPixels[i] = static_cast<int32_t>(::ceilf(static_cast<float>(frame[2] * scale)));
            heightPixels[i] = static_cast<int32_t>(::ceilf(static_cast<float>(frame[3] * scale)));
            marginPixels[i] = static_cast<int32_t>(::lround(margins[i] * scale));
            fallbackMarginPixels[i] = static_cast<int32_t>(::lround(fallbackMargins[i] * scale));
            visibleMasks[i] = hidden[i] ? 0 : -1;
        }
        return "";
    }

    size_t frameBytes() const { return initialFrames.size() * sizeof(double); }
};

// `manual`'s chain semantics, PinLayout-exact. `frames` holds the initial frames (the reset) and
// receives the laid-out ones. Each view goes below the last visible view among its fan-in
// predecessors (top = that view's rounded minY + height, then + margin; x = its minX + 0), or, when
// none is visible, to the superview's top (0 + fallback margin) with its x untouched; then the frame
// is rounded to the pixel grid from those unrounded values.
inline void layoutReference(const NativeChain& chain, double* frames) {
    const int32_t count = chain.count;
    const int32_t fanIn = chain.fanIn;
    const double scale = chain.scale;
    const uint8_t* hidden = chain.hidden.data();
    const double* margins = chain.margins.data();
    const double* fallbackMargins = chain.fallbackMargins.data();
    int32_t lastVisible = -1;
    for (int32_t index = 0; index < count; ++index) {
        double* frame = frames + 4 * static_cast<size_t>(index);
        double x = frame[0];
        double y;
        const double width = frame[2];
        const double height = frame[3];
        if (lastVisible >= windowStart(index, fanIn)) {
            const double* anchor = frames + 4 * static_cast<size_t>(lastVisible);
            const double anchorMinX = standardMin(anchor[0], anchor[2]);
            const double anchorMaxY = standardMin(anchor[1], anchor[3]) + standardSize(anchor[3]);
            y = anchorMaxY + margins[index];
            x = anchorMinX + 0.0;  // PinLayout adds the (zero) cross-axis margin; keeps -0.0 semantics
        } else {
            y = 0.0 + fallbackMargins[index];
        }
        frame[0] = roundToPixel(x, scale);
        frame[1] = roundToPixel(y, scale);
        frame[2] = ceilToPixel(width, scale);
        frame[3] = ceilToPixel(height, scale);
        if (!hidden[index]) lastVisible = index;
    }
}

// The same chain in integer device pixels with no branch on visibility: selects are masks. Positions,
// sizes and margins were converted to pixels once (NativeChain::load); frames are written back in
// points (pixels / scale) so that the output, the reset and the check are those of layoutReference.
// Not PinLayout-exact: rounding each margin once and adding integers is not what PinLayout's float
// rounding of every unrounded sum does, hence its one-device-pixel tolerance.
inline void layoutIntegerPixels(const NativeChain& chain, double* frames) {
    const int32_t count = chain.count;
    const int32_t fanIn = chain.fanIn;
    const double unit = 1.0 / chain.scale;
    const int32_t* xPixels = chain.xPixels.data();
    const int32_t* widthPixels = chain.widthPixels.data();
    const int32_t* heightPixels = chain.heightPixels.data();
    const int32_t* marginPixels = chain.marginPixels.data();
    const int32_t* fallbackMarginPixels = chain.fallbackMarginPixels.data();
    const int32_t* visibleMasks = chain.visibleMasks.data();
    int32_t lastVisible = -1;
    int32_t bottom = 0;  // bottom edge of the last visible view, pixels
    int32_t lastX = 0;   // its x, pixels
    for (int32_t index = 0; index < count; ++index) {
        // All ones when a predecessor in the window is visible (below it), else 0 (the fallback).
        const int32_t below = -static_cast<int32_t>(lastVisible >= windowStart(index, fanIn));
        const int32_t y = ((bottom + marginPixels[index]) & below) | (fallbackMarginPixels[index] & ~below);
        const int32_t x = (lastX & below) | (xPixels[index] & ~below);
        double* frame = frames + 4 * static_cast<size_t>(index);
        frame[0] = x * unit;
        frame[1] = y * unit;
        frame[2] = widthPixels[index] * unit;
        frame[3] = heightPixels[index] * unit;
        const int32_t visible = visibleMasks[index];
        bottom = ((y + heightPixels[index]) & visible) | (bottom & ~visible);
        lastX = (x & visible) | (lastX & ~visible);
        lastVisible = (index & visible) | (lastVisible & ~visible);
    }
}

// The first view whose frames differ in any bit (memcmp, so -0.0 and 0.0 differ), or -1.
inline int32_t firstDifference(const double* a, const double* b, int32_t count) {
    if (std::memcmp(a, b, 4 * sizeof(double) * static_cast<size_t>(count)) == 0) return -1;
    for (int32_t index = 0; index < count; ++index) {
        if (std::memcmp(a + 4 * static_cast<size_t>(index), b + 4 * static_cast<size_t>(index), 4 * sizeof(double)) != 0) {
            return index;
        }
    }
    return -1;
}

inline int32_t differingViews(const double* a, const double* b, int32_t count) {
    int32_t differing = 0;
    for (int32_t index = 0; index < count; ++index) {
        if (std::memcmp(a + 4 * static_cast<size_t>(index), b + 4 * static_cast<size_t>(index), 4 * sizeof(double)) != 0) {
            ++differing;
        }
    }
    return differing;
}

// The first view some coordinate of which is farther than `tolerance` from the other's, or -1.
inline int32_t firstDifferenceBeyond(const double* a, const double* b, int32_t count, double tolerance) {
    for (int32_t index = 0; index < count; ++index) {
        for (int field = 0; field < 4; ++field) {
            const double difference = a[4 * static_cast<size_t>(index) + field] - b[4 * static_cast<size_t>(index) + field];
            if (!(difference <= tolerance && -difference <= tolerance)) return index;  // NaN fails too
        }
    }
    return -1;
}

inline std::string describeFrame(const double* frame) {
    char text[160];
    std::snprintf(text, sizeof text, "{x %.17g, y %.17g, w %.17g, h %.17g}", frame[0], frame[1], frame[2], frame[3]);
    return text;
}

}  // namespace pin

#endif
