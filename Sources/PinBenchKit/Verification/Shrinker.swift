/// Finds a smaller scenario that still shows a strategy's bug: shortest chain, fewest hidden views,
/// simplest knobs.
struct Shrinker {
    let strategy: any ChainStrategy.Type
    /// Upper bound on verification runs, so that shrinking stays cheap.
    var budget = 400

    func shrink(_ scenario: Scenario) -> Scenario? {
        guard var search = Search(self, scenario) else { return nil }
        search.shortenToFirstDifference()
        search.best.hidden = .explicit(Self.explicitHidden(search.best))
        search.dropHiddenViews()
        search.simplifyKnobs()
        search.shortenChain()
        return search.best
    }

    /// The hidden view indices of `scenario`, explicitly.
    private static func explicitHidden(_ scenario: Scenario) -> [Int] {
        let flags = scenario.hidden.hiddenFlags(depth: scenario.depth, values: ScenarioValues(seed: scenario.seed))
        return flags.indices.filter { flags[$0] }
    }

    /// One shrinking: the smallest scenario found so far that still shows the bug, and the runs spent.
    private struct Search {
        let strategy: any ChainStrategy.Type
        let budget: Int
        var runs = 0
        var best: Scenario
        var bug: Bug

        /// Nil when `scenario` shows no bug.
        init?(_ shrinker: Shrinker, _ scenario: Scenario) {
            var runs = 0
            guard let bug = Self.failure(scenario, of: shrinker.strategy, budget: shrinker.budget, runs: &runs) else { return nil }
            strategy = shrinker.strategy
            budget = shrinker.budget
            self.runs = runs
            best = scenario
            self.bug = bug
        }

        /// The bug `candidate` shows, counting the run; nil once the budget is spent.
        static func failure(_ candidate: Scenario, of strategy: any ChainStrategy.Type, budget: Int, runs: inout Int) -> Bug? {
            guard runs < budget, candidate.validationError == nil else { return nil }
            runs += 1
            if case .bug(let bug) = ScenarioRun(candidate).verdict(for: strategy) { return bug }
            return nil
        }

        mutating func failure(_ candidate: Scenario) -> Bug? {
            Self.failure(candidate, of: strategy, budget: budget, runs: &runs)
        }

        mutating func shortenToFirstDifference() {
            guard bug.kind == .frames, bug.view + 1 < best.depth else { return }
            var candidate = best
            candidate.depth = bug.view + 1
            candidate.hidden = .explicit(Shrinker.explicitHidden(best).filter { $0 < candidate.depth })
            if let found = failure(candidate) {
                best = candidate
                bug = found
            }
        }

        /// Keeps `change` when the bug survives it.
        mutating func attempt(_ change: (inout Scenario) -> Void) {
            var candidate = best
            change(&candidate)
            guard candidate != best, let found = failure(candidate) else { return }
            best = candidate
            bug = found
            shortenToFirstDifference()
        }

        /// Fewer hidden views, last first.
        mutating func dropHiddenViews() {
            for index in Shrinker.explicitHidden(best).reversed() {
                attempt { $0.hidden = .explicit(Shrinker.explicitHidden($0).filter { $0 != index }) }
            }
        }

        mutating func simplifyKnobs() {
            attempt { $0.nesting = .flat }
            attempt { $0.sizes = .fixed }
            attempt { $0.margins = .uniform }
            attempt { $0.scale = 2 }
            attempt { $0.layoutDirection = .ltr }
            attempt { $0.alignment = .none }
            attempt { $0.fanIn = .immediate }
        }

        /// Drops views from the end, then from the front, while the bug survives.
        mutating func shortenChain() {
            var progress = true
            while progress && runs < budget {
                progress = false
                let before = best
                for depth in stride(from: best.depth - 1, through: 1, by: -1) where runs < budget {
                    attempt {
                        $0.hidden = .explicit(Shrinker.explicitHidden($0).filter { $0 < depth })
                        $0.depth = depth
                    }
                }
                for dropped in stride(from: best.depth - 1, through: 1, by: -1) where runs < budget {
                    attempt {
                        $0.hidden = .explicit(Shrinker.explicitHidden($0).filter { $0 >= dropped }.map { $0 - dropped })
                        $0.depth -= dropped
                    }
                }
                progress = best != before
            }
        }
    }
}
