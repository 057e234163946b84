/// Finds a smaller scenario that still shows a strategy's bug: the shortest chain (a chain is causal,
/// so the first differing view bounds it; views can also go from the front), the fewest hidden views
/// (as an explicit list), and the simplest value of every other knob that keeps the bug.
struct Shrinker {
    let strategy: any ChainStrategy.Type
    /// Upper bound on verification runs, so that shrinking stays cheap.
    var budget = 400

    func shrink(_ scenario: Scenario) -> Scenario? {
        var runs = 0
        func failure(_ candidate: Scenario) -> Bug? {
            guard runs < budget, candidate.validationError == nil else { return nil }
            runs += 1
            if case .bug(let bug) = ScenarioRun(candidate).verdict(for: strategy) { return bug }
            return nil
        }
        guard var bug = failure(scenario) else { return nil }
        var best = scenario

        func shortenToFirstDifference() {
            guard bug.kind == .frames, bug.view + 1 < best.depth else { return }
            var candidate = best
            candidate.depth = bug.view + 1
            candidate.hidden = .explicit(explicitHidden(best).filter { $0 < candidate.depth })
            if let found = failure(candidate) {
                best = candidate
                bug = found
            }
        }
        /// Keeps `change` when the bug survives it.
        func attempt(_ change: (inout Scenario) -> Void) {
            var candidate = best
            change(&candidate)
            guard candidate != best, let found = failure(candidate) else { return }
            best = candidate
            bug = found
            shortenToFirstDifference()
        }

        shortenToFirstDifference()
        best.hidden = .explicit(explicitHidden(best))
        // Fewer hidden views, last first.
        for index in explicitHidden(best).reversed() {
            attempt { $0.hidden = .explicit(explicitHidden($0).filter { $0 != index }) }
        }
        // Simpler knobs.
        attempt { $0.nesting = .flat }
        attempt { $0.sizes = .fixed }
        attempt { $0.margins = .uniform }
        attempt { $0.scale = 2 }
        attempt { $0.layoutDirection = .ltr }
        attempt { $0.alignment = .none }
        attempt { $0.fanIn = .immediate }
        // Shorter chains: drop views from the end, then from the front (which moves the hidden
        // views earlier), as long as the bug survives.
        var progress = true
        while progress && runs < budget {
            progress = false
            let before = best
            for depth in stride(from: best.depth - 1, through: 1, by: -1) where runs < budget {
                attempt {
                    $0.hidden = .explicit(explicitHidden($0).filter { $0 < depth })
                    $0.depth = depth
                }
            }
            for dropped in stride(from: best.depth - 1, through: 1, by: -1) where runs < budget {
                attempt {
                    $0.hidden = .explicit(explicitHidden($0).filter { $0 >= dropped }.map { $0 - dropped })
                    $0.depth -= dropped
                }
            }
            progress = best != before
        }
        return best
    }

    /// The hidden view indices of `scenario`, explicitly.
    private func explicitHidden(_ scenario: Scenario) -> [Int] {
        let flags = scenario.hidden.hiddenFlags(depth: scenario.depth, values: ScenarioValues(seed: scenario.seed))
        return flags.indices.filter { flags[$0] }
    }
}
