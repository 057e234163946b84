import Foundation

/// Student's t distribution function and quantiles, for a few placements.
package enum StudentT {
    /// P(T ≤ t) for `degreesOfFreedom` > 0.
    static func cdf(_ t: Double, degreesOfFreedom nu: Double) -> Double {
        precondition(nu > 0, "degrees of freedom must be positive")
        guard t.isFinite else { return t > 0 ? 1 : 0 }
        let tail = 0.5 * regularizedIncompleteBeta(x: nu / (nu + t * t), a: nu / 2, b: 0.5)
        return t >= 0 ? 1 - tail : tail
    }

    /// The two-sided p-value of `t`: P(|T| ≥ |t|).
    static func twoSidedP(_ t: Double, degreesOfFreedom nu: Double) -> Double {
        guard t.isFinite else { return t.isNaN ? 1 : 0 }
        return min(1, regularizedIncompleteBeta(x: nu / (nu + t * t), a: nu / 2, b: 0.5))
    }

    /// The p-quantile, 0 < p < 1: the t with P(T ≤ t) = p, to about 1e-10 relative.
    package static func quantile(_ p: Double, degreesOfFreedom nu: Double) -> Double {
        precondition(p > 0 && p < 1, "a probability strictly between 0 and 1")
        if p < 0.5 { return -quantile(1 - p, degreesOfFreedom: nu) }
        if p == 0.5 { return 0 }
        // The distribution function is increasing: bracket the quantile, then bisect.
        var low = 0.0
        var high = 1.0
        while cdf(high, degreesOfFreedom: nu) < p { (low, high) = (high, high * 2) }
        for _ in 0..<200 where high - low > 1e-12 * max(1, high) {
            let middle = (low + high) / 2
            if cdf(middle, degreesOfFreedom: nu) < p { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// I_x(a, b) from its continued fraction (modified Lentz), on its fast side.
    static func regularizedIncompleteBeta(x: Double, a: Double, b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let logBeta: Double = lgamma(a) + lgamma(b) - lgamma(a + b)
        let logFront: Double = a * log(x) + b * log(1 - x) - logBeta
        if x < (a + 1) / (a + b + 2) {
            return exp(logFront) * continuedFraction(x: x, a: a, b: b) / a
        }
        return 1 - exp(logFront) * continuedFraction(x: 1 - x, a: b, b: a) / b
    }

    /// The continued fraction 1 / (1 + d₁ / (1 + d₂ / (1 + …))) of the incomplete beta function, with
    /// d₂ₘ₊₁ = −(a + m)(a + b + m) x / ((a + 2m)(a + 2m + 1)) and d₂ₘ = m (b − m) x / ((a + 2m − 1)(a + 2m)).
    private static func continuedFraction(x: Double, a: Double, b: Double) -> Double {
        let tiny = 1e-300
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var value = d
        for m in 1...500 {
            let m = Double(m)
            let even = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
            d = 1 + even * d
            if abs(d) < tiny { d = tiny }
            c = 1 + even / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            value *= d * c
            let odd = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
            d = 1 + odd * d
            if abs(d) < tiny { d = tiny }
            c = 1 + odd / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let step = d * c
            value *= step
            if abs(step - 1) < 1e-15 { break }
        }
        return value
    }
}
