/// An error rate spent over looks planned before any data (Bonferroni): with K looks, each judges its
/// interval at 1 − (1 − confidence) / K and its p-value against alpha / K, so a verdict that may come at
/// any look is wrong no more often than one look's.
package struct LookSpending: Codable, Sendable, Equatable {
    /// The looks planned; fewer may be taken, never more.
    package var looks: Int

    /// One look: the plain interval and alpha.
    package static let single = LookSpending(looks: 1)

    package init(looks: Int) {
        precondition(looks >= 1, "at least one look")
        self.looks = looks
    }

    /// Each look's interval level, all of them together keeping `overall`.
    package func confidence(keeping overall: Double = PlacementEstimate.confidence) -> Double {
        1 - (1 - overall) / Double(looks)
    }

    /// Each look's share of `alpha`.
    package func alpha(_ alpha: Double) -> Double { alpha / Double(looks) }

    /// The rule in the words of every report that states it; nil with one look.
    package var rule: String? {
        looks == 1 ? nil : "the 95% and alpha shared by \(looks) planned looks, 1/\(looks) of each at a look"
    }
}
