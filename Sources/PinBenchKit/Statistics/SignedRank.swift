import Foundation

/// The Wilcoxon signed-rank test on paired differences (two-sided): are they centred on zero? Zeros
/// are dropped; exact p-values from the distribution of W+ when there are at most 30 differences and
/// no tied magnitudes, the normal approximation with continuity correction otherwise.
package enum SignedRank {
    package static func test(_ differences: [Double]) -> Double {
        let nonZero = differences.filter { $0 != 0 }
        let n = nonZero.count
        guard n > 0 else { return 1 }
        let order = nonZero.indices.sorted { abs(nonZero[$0]) < abs(nonZero[$1]) }
        var ranks = Array(repeating: 0.0, count: n)
        var tied = false
        var start = 0
        while start < n {
            var end = start
            while end + 1 < n && abs(nonZero[order[end + 1]]) == abs(nonZero[order[start]]) { end += 1 }
            if end > start { tied = true }
            for position in start...end { ranks[order[position]] = Double(start + end) / 2 + 1 }
            start = end + 1
        }
        let positive = zip(nonZero, ranks).filter { $0.0 > 0 }.reduce(0) { $0 + $1.1 }
        let total = Double(n * (n + 1)) / 2
        if !tied && n <= 30 {
            // counts[w]: subsets of the ranks 1...n whose sum is w.
            var counts = Array(repeating: 0.0, count: Int(total) + 1)
            counts[0] = 1
            for rank in 1...n {
                for w in stride(from: Int(total), through: rank, by: -1) { counts[w] += counts[w - rank] }
            }
            let all = counts.reduce(0, +)
            let w = Int(positive)
            let lower = counts[0...w].reduce(0, +) / all
            let upper = counts[w...].reduce(0, +) / all
            return min(1, 2 * min(lower, upper))
        }
        let mean = total / 2
        let deviation = (Double(n * (n + 1) * (2 * n + 1)) / 24).squareRoot()
        let z = max(abs(positive - mean) - 0.5, 0) / deviation
        return min(1, erfc(z / 2.squareRoot()))
    }

    /// The smallest two-sided p-value n differences can give (all of one sign): 2 / 2^n.
    package static func smallestPValue(_ n: Int) -> Double {
        n == 0 ? 1 : min(1, 2 / pow(2, Double(n)))
    }

    /// The fewest differences that can reach `alpha`.
    package static func samplesNeeded(alpha: Double) -> Int {
        var n = 1
        while smallestPValue(n) >= alpha && n < 1_000 { n += 1 }
        return n
    }
}
