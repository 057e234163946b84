import Foundation

/// The exact upper bound of a rate: 0 false alarms in 20 bound it at 13.9% (95%), not 0.
package enum ClopperPearson {
    /// The one-sided upper bound at `confidence`, 1 when every trial succeeded.
    package static func upperBound(successes: Int, trials: Int, confidence: Double = 0.95) -> Double {
        precondition(trials > 0 && (0...trials).contains(successes), "successes within 0…trials")
        guard successes < trials else { return 1 }
        // The binomial distribution function falls as the rate rises: bisect for 1 − confidence.
        var low = Double(successes) / Double(trials)
        var high = 1.0
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if atMost(successes, of: trials, rate: middle) > 1 - confidence { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// P(X ≤ k) for X binomial with `trials` and `rate` (0 < rate < 1).
    static func atMost(_ k: Int, of trials: Int, rate: Double) -> Double {
        let n = Double(trials)
        var sum = 0.0
        for count in 0...k {
            let i = Double(count)
            let choose: Double = lgamma(n + 1) - lgamma(i + 1) - lgamma(n - i + 1)
            let logTerm: Double = choose + i * log(rate) + (n - i) * log1p(-rate)
            sum += exp(logTerm)
        }
        return sum
    }
}
