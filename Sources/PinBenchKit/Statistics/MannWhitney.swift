import Foundation

/// The Mann–Whitney U test (Wilcoxon rank-sum): are two independent samples drawn from the same
/// distribution? Two-sided. Exact p-values from the distribution of U when both samples have at most
/// 20 values and no ties (the usual case for timing samples); otherwise the normal approximation with
/// tie correction and continuity correction, as scipy's `mannwhitneyu` does.
package enum MannWhitney {
    package struct Result: Codable, Equatable, Sendable {
        /// U of the first sample (number of pairs where it is larger, ties counting one half).
        package var u: Double
        /// Two-sided p-value.
        package var p: Double
    }

    package static func test(_ a: [Double], _ b: [Double]) -> Result {
        precondition(!a.isEmpty && !b.isEmpty, "Mann-Whitney needs two non-empty samples")
        let n1 = Double(a.count)
        let n2 = Double(b.count)
        let pooled = (a.map { ($0, 0) } + b.map { ($0, 1) }).sorted { $0.0 < $1.0 }
        // Mid-ranks for ties, and the tie term for the variance.
        var ranks = Array(repeating: 0.0, count: pooled.count)
        var tieTerm = 0.0
        var start = 0
        while start < pooled.count {
            var end = start
            while end + 1 < pooled.count && pooled[end + 1].0 == pooled[start].0 { end += 1 }
            let rank = Double(start + end) / 2 + 1
            for index in start...end { ranks[index] = rank }
            let tied = Double(end - start + 1)
            tieTerm += tied * tied * tied - tied
            start = end + 1
        }
        let rankSumA = zip(pooled, ranks).filter { $0.0.1 == 0 }.reduce(0) { $0 + $1.1 }
        let u = rankSumA - n1 * (n1 + 1) / 2
        if tieTerm == 0 && a.count <= 20 && b.count <= 20 {
            return Result(u: u, p: exactPValue(u: u, n1: a.count, n2: b.count))
        }
        let mean = n1 * n2 / 2
        let n = n1 + n2
        let variance = n1 * n2 / 12 * ((n + 1) - tieTerm / (n * (n - 1)))
        guard variance > 0 else { return Result(u: u, p: 1) }
        let z = (abs(u - mean) - 0.5) / variance.squareRoot()
        return Result(u: u, p: min(1, erfc(max(z, 0) / 2.squareRoot())))
    }

    /// The smallest two-sided p-value the test can give for samples of these sizes, whatever the data
    /// (complete separation): 1 when a sample is empty. Below `alpha` only with enough samples: with 4
    /// against 4 it is 2/70 ≈ 0.029, so no α = 0.01 test can ever be significant.
    package static func smallestPValue(_ n1: Int, _ n2: Int) -> Double {
        guard n1 > 0 && n2 > 0 else { return 1 }
        if n1 <= 20 && n2 <= 20 {
            // 2 / C(n1 + n2, n1): the one arrangement with every value of one sample below the other's.
            var arrangements = 1.0
            for k in 0..<min(n1, n2) { arrangements = arrangements * Double(n1 + n2 - k) / Double(k + 1) }
            return min(1, 2 / arrangements)
        }
        let a = Double(n1), b = Double(n2)
        let z = (a * b / 2 - 0.5) / (a * b * (a + b + 1) / 12).squareRoot()
        return min(1, erfc(z / 2.squareRoot()))
    }

    /// The smallest equal sample size n for which n against n can reach `alpha`.
    package static func samplesNeeded(alpha: Double) -> Int {
        var n = 1
        while smallestPValue(n, n) >= alpha && n < 1_000 { n += 1 }
        return n
    }

    /// Two-sided exact p-value: 2 × P(U ≤ min(u, n1·n2 − u)), from the counts of rank arrangements
    /// (the classic recursion on the largest value's membership).
    static func exactPValue(u: Double, n1: Int, n2: Int) -> Double {
        let maxU = n1 * n2
        // counts[i][j][k]: arrangements of i values of A and j of B with U = k.
        var previous = Array(repeating: Array(repeating: 0.0, count: maxU + 1), count: n2 + 1)
        for j in 0...n2 { previous[j][0] = 1 }
        for _ in 1...n1 {
            var current = Array(repeating: Array(repeating: 0.0, count: maxU + 1), count: n2 + 1)
            current[0][0] = 1
            for j in 1...n2 {
                for k in 0...maxU {
                    // The largest value belongs to A (it beats all j of B) or to B.
                    let fromA = k >= j ? previous[j][k - j] : 0
                    current[j][k] = fromA + current[j - 1][k]
                }
            }
            previous = current
        }
        let counts = previous[n2]
        let total = counts.reduce(0, +)
        let lower = min(u, Double(maxU) - u)
        let tail = counts.indices.filter { Double($0) <= lower }.reduce(0) { $0 + counts[$1] } / total
        return min(1, 2 * tail)
    }
}
