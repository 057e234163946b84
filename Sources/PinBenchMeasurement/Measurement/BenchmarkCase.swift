import PinBenchKit

/// The names of timed cases, in Google Benchmark's style, shared with pin-gbench through the C API
/// (pin_case_name) so that `crosscheck` and compare.py join the two files on names:
/// `BM_Chain/<strategy>/depth:<N>/hidden:<pattern>/fanin:<k>`,
/// `BM_App/<strategy>/screen:<name>/count:<n>/hidden:<pattern>`, and reset rows (`BM_ChainReset/…`,
/// `BM_ChainResetNative/…`, `BM_AppReset/…`) without a strategy part.
package enum BenchmarkCase {
    /// What a case times on its scenario.
    package enum Row: Sendable, Equatable {
        /// A strategy, or one of a harness's own rows (pin-gbench's `cpp-reference`, `cassowary-build`, ...).
        case timed(String)
        /// Resetting the frames to the initial ones alone, as each pass does first.
        case reset
        /// The native C++ rows' reset (a copy of the initial frames).
        case nativeReset
    }

    /// The case's name, as Google Benchmark's rows use it (see `BenchmarkCase`).
    package static func name(strategy: String, scenario: Scenario) -> String {
        name(.timed(strategy), scenario: scenario)
    }

    /// The case of `row` on `scenario`: its family, then the scenario's path (`Name`).
    package static func name(_ row: Row, scenario: Scenario) -> String {
        Name(row, scenario: scenario).description
    }

    /// Google Benchmark's family of `row` for `scenario`.
    package static func family(_ row: Row, scenario: Scenario) -> String {
        family(row, appScreen: scenario.screen != nil)
    }

    /// The family of `row` on an app screen's scenario or on a chain's.
    package static func family(_ row: Row, appScreen: Bool) -> String {
        let group = appScreen ? appGroup : chainGroup
        switch row {
        case .timed(let strategy): return "\(group)/\(strategy)"
        case .reset: return group + resetSuffix
        case .nativeReset: return group + resetSuffix + nativeSuffix
        }
    }

    /// The series a scenario belongs to, as results files and reports name it (CaseResult.series):
    /// `hidden:P/fanin:K`, the end of a chain case's name, or `app:<screen>`.
    static func seriesLabel(_ scenario: Scenario) -> String {
        SeriesID(scenario).label
    }

    /// The family of a results file's case, as `family(_:scenario:)` gives it.
    package static func family(strategy: String, series: SeriesID) -> String {
        family(.timed(strategy), appScreen: series.isAppScreen)
    }

    /// Google Benchmark's `ArgNames`/`Args` for a chain series; nil for screens and fan-in all.
    package static func googleBenchmarkArguments(_ scenario: Scenario) -> (names: [String], fanIn: Int)? {
        guard scenario.screen == nil else { return nil }
        let fanIn: Int
        switch scenario.fanIn {
        case .immediate: fanIn = 1
        case .lastK(let k): fanIn = k
        case .all: return nil
        }
        return ([Key.depth, "\(Key.hidden):\(scenario.hidden)/\(Key.fanIn)"], fanIn)
    }
}

// MARK: - The grammar

extension BenchmarkCase {
    /// The families' words: `BM_Chain` and `BM_App`, and after them `Reset` and `Native` for the reset rows.
    static let chainGroup = "BM_Chain", appGroup = "BM_App", resetSuffix = "Reset", nativeSuffix = "Native"

    /// The keys of a path's `key:value` parts.
    enum Key {
        static let depth = "depth", hidden = "hidden", fanIn = "fanin", screen = "screen", count = "count"
    }

    /// The prefix of pin-gbench's native C++ rows (`cpp-*`), named in this grammar, with their own
    /// reset and no Swift counterpart.
    static let nativeRowPrefix = "cpp-"

    /// A case's name taken apart: the one grammar of case names, which `description` prints (every name
    /// pin-bench and pin-gbench write comes from here) and `init(parsing:)` reads back.
    ///
    ///     name   = family "/" path
    ///     family = "BM_Chain/" row | "BM_App/" row | "BM_ChainReset" | "BM_ChainResetNative" | "BM_AppReset" | "BM_AppResetNative"
    ///     path   = "depth:" N "/hidden:" P "/fanin:" K     (a chain: K is 1, k or all)
    ///            | "screen:" S "/count:" N "/hidden:" P    (an app screen)
    ///
    /// `row` is a strategy or one of pin-gbench's own rows, N a whole number of at least 1, P a hidden
    /// pattern as a scenario spec spells it (`HiddenPattern(spec:)`).
    package struct Name: Equatable, Sendable, CustomStringConvertible {
        /// What the scenario lays out: a chain with its fan-in, or instances of an app screen.
        enum Shape: Equatable, Sendable {
            case chain(fanIn: FanIn)
            case appScreen(String)
        }

        package var row: Row
        var shape: Shape
        /// The chain's depth, or the app screen's instances.
        package var depth: Int
        var hidden: HiddenPattern

        init(_ row: Row, shape: Shape, depth: Int, hidden: HiddenPattern) {
            (self.row, self.shape, self.depth, self.hidden) = (row, shape, depth, hidden)
        }

        /// The name of `row` on `scenario`.
        init(_ row: Row, scenario: Scenario) {
            self.init(row, shape: scenario.screen.map { .appScreen($0.name) } ?? .chain(fanIn: scenario.fanIn),
                      depth: scenario.depth, hidden: scenario.hidden)
        }

        /// Reads a name as `description` prints it; throws naming what does not fit, also for a name
        /// that reads but is spelled otherwise (`depth:016`).
        package init(parsing text: String) throws(CaseNameError) {
            func refuse(_ reason: String) -> CaseNameError { CaseNameError(text, reason) }
            let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            let appScreen: Bool
            let path: ArraySlice<String>
            switch parts[0] {
            case chainGroup, appGroup:
                guard parts.count > 1, !parts[1].isEmpty else { throw refuse("\(parts[0]) needs a strategy after it") }
                (row, appScreen, path) = (.timed(parts[1]), parts[0] == appGroup, parts[2...])
            case chainGroup + resetSuffix, appGroup + resetSuffix:
                (row, appScreen, path) = (.reset, parts[0] == appGroup + resetSuffix, parts[1...])
            case chainGroup + resetSuffix + nativeSuffix, appGroup + resetSuffix + nativeSuffix:
                (row, appScreen, path) = (.nativeReset, parts[0] == appGroup + resetSuffix + nativeSuffix, parts[1...])
            default:
                throw refuse("unknown family '\(parts[0])'")
            }
            let keys = appScreen ? [Key.screen, Key.count, Key.hidden] : [Key.depth, Key.hidden, Key.fanIn]
            guard path.count == keys.count else {
                throw refuse("the path after the family has \(path.count) part(s), not the \(keys.count) \(keys.map { "\($0):" }.joined(separator: "/"))")
            }
            var values: [String: String] = [:]
            for (key, part) in zip(keys, path) {
                let pair = part.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2, pair[0] == key, !pair[1].isEmpty else { throw refuse("'\(part)' where \(key):<value> belongs") }
                values[key] = String(pair[1])
            }
            let count = values[appScreen ? Key.count : Key.depth]!
            guard let depth = Int(count), depth >= 1 else { throw refuse("\(appScreen ? Key.count : Key.depth) '\(count)' is not a whole number of at least 1") }
            guard let hidden = HiddenPattern(spec: values[Key.hidden]!) else { throw refuse("hidden '\(values[Key.hidden]!)' is no hidden pattern") }
            (self.depth, self.hidden) = (depth, hidden)
            if appScreen {
                shape = .appScreen(values[Key.screen]!)
            } else {
                guard let fanIn = FanIn(caseLabel: values[Key.fanIn]!) else { throw refuse("fanin '\(values[Key.fanIn]!)' is not 1, k or all") }
                shape = .chain(fanIn: fanIn)
            }
            guard description == text else { throw refuse("it reads as \(description), spelled otherwise") }
        }

        package var description: String {
            let path = switch shape {
            case .chain: "\(Key.depth):\(depth)/\(series.label)"
            case .appScreen(let screen): "\(Key.screen):\(screen)/\(Key.count):\(depth)/\(Key.hidden):\(hidden)"
            }
            return "\(BenchmarkCase.family(row, appScreen: shape.isAppScreen))/\(path)"
        }

        /// The series the case belongs to (`CaseResult.series`).
        package var series: SeriesID {
            switch shape {
            case .chain(let fanIn): .chain(SeriesID.chainLabel(hidden: hidden, fanIn: fanIn))
            case .appScreen(let screen): .appScreen(screen)
            }
        }

        /// The strategy (or harness row) a timed case times; nil for a reset row.
        package var strategy: StrategyName? {
            if case .timed(let name) = row { StrategyName(name) } else { nil }
        }

        /// Whether this is one of pin-gbench's native C++ rows or their reset (`nativeRowPrefix`).
        package var isNative: Bool {
            switch row {
            case .timed(let name): name.hasPrefix(nativeRowPrefix)
            case .nativeReset: true
            case .reset: false
            }
        }

        /// The reset row a timed case's time is corrected with: the native rows' own for a native row.
        package var reset: Name {
            Name(isNative ? .nativeReset : .reset, shape: shape, depth: depth, hidden: hidden)
        }
    }
}

extension BenchmarkCase.Name.Shape {
    var isAppScreen: Bool {
        if case .appScreen = self { true } else { false }
    }
}

/// A text that is no case name (`BenchmarkCase.Name(parsing:)`), with what does not fit.
package struct CaseNameError: Error, Equatable, CustomStringConvertible {
    package let description: String

    init(_ text: String, _ reason: String) {
        description = "'\(text)' is not a case name (\(reason)); a case name is BM_Chain/<strategy>/depth:N/hidden:P/fanin:K "
            + "or BM_App/<strategy>/screen:S/count:N/hidden:P, or a reset row BM_ChainReset/..., BM_ChainResetNative/..., BM_AppReset/..."
    }
}

/// The series a case belongs to: a chain's hidden pattern and fan-in, or an app screen. Its text
/// (`label`) is what results files keep in `CaseResult.series` (one JSON string).
package enum SeriesID: Hashable, Sendable, CustomStringConvertible, Codable {
    /// A chain series, by its label `hidden:P/fanin:K`.
    case chain(String)
    /// An app screen's series, by the screen's name.
    case appScreen(String)

    /// How an app screen's series label starts.
    static let appScreenPrefix = "app:"

    package init(_ scenario: Scenario) {
        self = BenchmarkCase.Name(.reset, scenario: scenario).series
    }

    /// The series a label read from a results file names.
    package init(label: String) {
        self = label.hasPrefix(Self.appScreenPrefix) ? .appScreen(String(label.dropFirst(Self.appScreenPrefix.count))) : .chain(label)
    }

    /// A chain series' label, `hidden:P/fanin:K`: the end of its cases' names.
    static func chainLabel(hidden: HiddenPattern, fanIn: FanIn) -> String {
        "\(BenchmarkCase.Key.hidden):\(hidden)/\(BenchmarkCase.Key.fanIn):\(fanIn.caseLabel)"
    }

    /// `hidden:P/fanin:K`, or `app:<screen>`.
    package var label: String {
        switch self {
        case .chain(let label): label
        case .appScreen(let name): Self.appScreenPrefix + name
        }
    }

    package var description: String { label }

    package var isAppScreen: Bool {
        if case .appScreen = self { true } else { false }
    }

    package init(from decoder: any Decoder) throws {
        self.init(label: try decoder.singleValueContainer().decode(String.self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(label)
    }
}

extension FanIn {
    /// 1, k, or "all": how a case name spells the fan-in.
    var caseLabel: String {
        switch self {
        case .immediate: "1"
        case .lastK(let k): "\(k)"
        case .all: "all"
        }
    }

    /// Reads `caseLabel` back (1 is `immediate`); nil for anything else, and for k below 1.
    init?(caseLabel: String) {
        switch caseLabel {
        case "1": self = .immediate
        case "all": self = .all
        default:
            guard let k = Int(caseLabel), k > 1 else { return nil }
            self = .lastK(k)
        }
    }
}
