import Foundation

extension Statistics {
    /// The distribution-free interval for the median, covering it with at least `confidence` exactly (a
    /// bootstrap does not at a dozen samples); nil for too few values.
    package static func medianOrderInterval(_ values: [Double], confidence: Double) -> Interval? {
        precondition((0..<1).contains(confidence), "a confidence level in 0..<1")
        let n = values.count
        guard n > 0 else { return nil }
        let tail = (1 - confidence) / 2
        // k - 1 is the largest j with P(B <= j) <= tail; P(B <= j) grows with j.
        var cumulative = 0.0
        var rank = 0
        for j in 0..<((n + 1) / 2) {
            cumulative += binomialHalfProbability(n, j)
            guard cumulative <= tail else { break }
            rank = j + 1
        }
        guard rank >= 1 else { return nil }
        let sorted = values.sorted()
        return Interval(lower: sorted[rank - 1], upper: sorted[n - rank])
    }

    /// The fewest values for which `medianOrderInterval` exists at `confidence`: the minimum and
    /// maximum of n values miss the median with probability 2 · 2⁻ⁿ.
    package static func fewestValuesForMedianInterval(confidence: Double) -> Int {
        var n = 1
        while 2 * binomialHalfProbability(n, 0) > 1 - confidence { n += 1 }
        return n
    }

    /// P(Binomial(n, ½) = j), through logarithms so that large n does not underflow 2⁻ⁿ.
    static func binomialHalfProbability(_ n: Int, _ j: Int) -> Double {
        let (total, chosen, rest): (Double, Double, Double) = (Double(n + 1), Double(j + 1), Double(n - j + 1))
        let logarithm: Double = lgamma(total) - lgamma(chosen) - lgamma(rest) - Double(n) * log(2.0)
        return exp(logarithm)
    }
}
