/// A part of a placement `run --vary` varies or holds at placement 0's value.
package enum PlacementFactor: String, Codable, CaseIterable, Comparable, Sendable {
    /// Address-space randomization: on in every placement when varied, off in every placement when held.
    case aslr
    /// The size of the environment (`ProcessPlacement.environmentPaddingBytes`).
    case environment
    /// The extra stack frame the child measures in (`ProcessPlacement.stackOffsetBytes`).
    case stack
    /// The heap warm-up: its block count and its pattern of holes.
    case heap

    /// The `--vary` word for every factor at once (today's default).
    static let allSpelling = "all"
    /// The `--vary` word for no factor: fresh processes, nothing else varied.
    static let noneSpelling = "none"

    /// How `--vary` spells the factor.
    package var spelling: String { rawValue }

    /// How reports name the factor.
    package var label: String {
        switch self {
        case .aslr: "ASLR"
        case .environment: "environment size"
        case .stack: "stack offset"
        case .heap: "heap warm-up"
        }
    }

    package static func < (lhs: PlacementFactor, rhs: PlacementFactor) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The factors of a `--vary` list: comma-separated factor names, or `all` or `none` alone; in
    /// `allCases` order, each once.
    package static func parse(_ list: String) throws(PlacementFactorListError) -> [PlacementFactor] {
        let names = list.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        let known = (allCases.map(\.spelling) + [allSpelling, noneSpelling]).joined(separator: ", ")
        var factors: Set<PlacementFactor> = []
        for name in names {
            if name == allSpelling || name == noneSpelling {
                guard names.count == 1 else { throw PlacementFactorListError("'\(name)' stands alone in the factor list '\(list)'") }
                return name == allSpelling ? allCases : []
            }
            guard let factor = PlacementFactor(rawValue: name) else {
                throw PlacementFactorListError("unknown factor '\(name)' (known: \(known))")
            }
            factors.insert(factor)
        }
        return factors.sorted()
    }
}

/// A `--vary` list that names no known factor; the text says why.
package struct PlacementFactorListError: Error, CustomStringConvertible {
    package let description: String

    init(_ description: String) {
        self.description = description
    }
}
