import PinEngine

/// A verification run's findings per strategy and class; a pure value.
package struct VerificationSummary: Codable, Sendable {
    package var seed: UInt64
    package var depthMax: Int
    package var randomScenarios: Int
    var edgeCaseScenarios: Int
    /// Scenarios given explicitly (`verify --scenario`), neither random nor edge cases.
    var givenScenarios = 0
    /// App-screen scenarios (random and edge cases), besides the chains counted above.
    package var appScenarios = 0
    package var strategies: [String]
    package var elapsedSeconds = 0.0
    /// Column names of `table`, in order.
    package var classes: [String] = ScenarioClass.allCases.map(\.rawValue)
    /// One row per strategy.
    package var table: [Row] = []
    package var findings: [FindingCount] = []
    /// The first bugs, with reproductions (`bugCount` has them all).
    package var bugs: [BugRecord] = []
    package var bugCount = 0

    /// How many bugs keep their full record.
    static let recordedBugs = 20

    package struct Row: Codable, Sendable {
        package var strategy: String
        /// Per class, in `classes` order.
        package var cells: [Cell]
    }

    package struct Cell: Codable, Sendable, Equatable {
        package var equal = 0
        package var finding = 0
        package var bug = 0
    }

    package struct FindingCount: Codable, Sendable {
        package var finding: String
        package var explanation: String
        package var scenarios = 0
        package var views = 0
        /// Scenarios per strategy.
        package var strategies: [String: Int] = [:]
    }

    package struct BugRecord: Codable, Sendable {
        package var strategy: String
        package var kind: String
        package var scenario: String
        package var view: Int
        package var expected: String?
        package var actual: String?
        package var expectedWarnings: Int
        package var actualWarnings: Int
        package var matchesFindings: [String]
        package var shrunk: String?
    }

    package init(seed: UInt64, depthMax: Int, randomScenarios: Int, edgeCaseScenarios: Int, strategies: [String]) {
        self.seed = seed
        self.depthMax = depthMax
        self.randomScenarios = randomScenarios
        self.edgeCaseScenarios = edgeCaseScenarios
        self.strategies = strategies
        table = strategies.map { Row(strategy: $0, cells: Array(repeating: Cell(), count: ScenarioClass.allCases.count)) }
    }

    package var scenarioCount: Int { randomScenarios + edgeCaseScenarios + givenScenarios + appScenarios }

    /// Where the scenarios came from, for report headers.
    package var scenarioSource: String {
        if givenScenarios > 0 { return "\(givenScenarios) given with --scenario" }
        return "\(randomScenarios) random from seed \(seed), depth <= \(depthMax), + \(edgeCaseScenarios) edge cases"
            + (appScenarios > 0 ? ", + \(appScenarios) app screens (random and every visibility of each)" : "")
    }

    /// Adds one scenario's verdicts.
    package mutating func add(_ verdict: ScenarioVerdict) {
        let columns = ScenarioClass.allCases.indices.filter { ScenarioClass.allCases[$0].contains(verdict.scenario) }
        for outcome in verdict.outcomes {
            let row = rowIndex(outcome.strategy)
            for column in columns {
                switch outcome.verdict {
                case .equal: table[row].cells[column].equal += 1
                case .findings: table[row].cells[column].finding += 1
                case .bug: table[row].cells[column].bug += 1
                }
            }
            switch outcome.verdict {
            case .equal:
                break
            case .findings(let found, let views):
                for finding in found.sorted() {
                    count(finding, strategy: outcome.strategy, views: views)
                }
            case .bug(let bug):
                bugCount += 1
                if bugs.count < Self.recordedBugs {
                    bugs.append(BugRecord(strategy: outcome.strategy, kind: bug.kind.rawValue,
                                          scenario: verdict.scenario.description, view: bug.view,
                                          expected: bug.expected?.description, actual: bug.actual?.description,
                                          expectedWarnings: bug.expectedWarnings, actualWarnings: bug.actualWarnings,
                                          matchesFindings: bug.unexpectedFindings.sorted().map(\.rawValue),
                                          shrunk: bug.shrunk?.description))
                }
            }
        }
    }

    private mutating func rowIndex(_ strategy: String) -> Int {
        if let index = table.firstIndex(where: { $0.strategy == strategy }) { return index }
        table.append(Row(strategy: strategy, cells: Array(repeating: Cell(), count: ScenarioClass.allCases.count)))
        return table.count - 1
    }

    private mutating func count(_ finding: Finding, strategy: String, views: Int) {
        if !findings.contains(where: { $0.finding == finding.rawValue }) {
            findings.append(FindingCount(finding: finding.rawValue, explanation: finding.explanation))
            findings.sort { $0.finding < $1.finding }
        }
        let index = findings.firstIndex { $0.finding == finding.rawValue }!
        findings[index].scenarios += 1
        findings[index].views += views
        findings[index].strategies[strategy, default: 0] += 1
    }
}

/// Overlapping groups of scenarios, the columns of the equivalence table.
package enum ScenarioClass: String, CaseIterable, Sendable {
    case all
    case fanInImmediate = "fan-in 1"
    case fanInLastK = "fan-in k"
    case fanInAll = "fan-in all"
    case distinctFallback = "distinct fallback margin"
    case centerAligned = "center aligned"
    case allHidden = "all hidden"
    case nested
    case rtl
    case app = "app screens"

    package func contains(_ scenario: Scenario) -> Bool {
        // The chain-shape classes do not apply to app screens.
        if scenario.screen != nil && ![.all, .allHidden, .rtl, .app].contains(self) { return false }
        return switch self {
        case .all: true
        case .app: scenario.screen != nil
        case .fanInImmediate: scenario.fanIn == .immediate
        case .fanInLastK: if case .lastK = scenario.fanIn { true } else { false }
        case .fanInAll: scenario.fanIn == .all
        case .distinctFallback: scenario.margins == .distinctFallback
        case .centerAligned: scenario.alignment == .center
        case .allHidden: scenario.hidden == .all
        case .nested: scenario.nesting == .containers
        case .rtl: scenario.layoutDirection == .rtl
        }
    }
}
