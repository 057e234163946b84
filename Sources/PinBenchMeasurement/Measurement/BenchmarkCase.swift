import PinBenchKit

/// The names of timed cases, in Google Benchmark's style, for both harnesses: pin-bench names its
/// cases here and pin-gbench takes its names from here through the C API (pin_case_name), so that
/// `pin-bench crosscheck` and compare.py can join the two files on names.
///
/// A name is `<family>/<scenario path>`:
///   `BM_Chain/<strategy>/depth:<N>/hidden:<pattern>/fanin:<k>` for a chain,
///   `BM_App/<strategy>/screen:<name>/count:<instances>/hidden:<pattern>` for an app screen,
/// and the reset rows the times are corrected with, `BM_ChainReset/…`, `BM_ChainResetNative/…`
/// (the native C++ rows' reset) and `BM_AppReset/…`, have no strategy part.
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

    /// `BM_Chain/<strategy>/depth:N/hidden:P/fanin:K`, the name Google Benchmark's rows use too; for an
    /// app screen `BM_App/<strategy>/screen:<name>/count:<instances>/hidden:P`.
    package static func name(strategy: String, scenario: Scenario) -> String {
        name(.timed(strategy), scenario: scenario)
    }

    /// The case of `row` on `scenario`: its family, then the scenario's path.
    package static func name(_ row: Row, scenario: Scenario) -> String {
        "\(family(row, scenario: scenario))/\(path(scenario))"
    }

    /// Google Benchmark's family: `BM_Chain/<strategy>` or `BM_App/<strategy>`, `BM_ChainReset`,
    /// `BM_ChainResetNative`, `BM_AppReset`.
    package static func family(_ row: Row, scenario: Scenario) -> String {
        family(row, appScreen: scenario.screen != nil)
    }

    /// The family of `row` on an app screen's scenario or on a chain's.
    package static func family(_ row: Row, appScreen: Bool) -> String {
        let group = appScreen ? "BM_App" : "BM_Chain"
        switch row {
        case .timed(let strategy): return "\(group)/\(strategy)"
        case .reset: return "\(group)Reset"
        case .nativeReset: return "\(group)ResetNative"
        }
    }

    /// `depth:N/hidden:P/fanin:K`, or `screen:S/count:N/hidden:P` for an app screen.
    static func path(_ scenario: Scenario) -> String {
        if let screen = scenario.screen { return "screen:\(screen.name)/count:\(scenario.depth)/hidden:\(scenario.hidden)" }
        return "depth:\(scenario.depth)/\(seriesLabel(scenario))"
    }

    /// The series a scenario belongs to, as results files and reports name it (CaseResult.series):
    /// `hidden:P/fanin:K`, the end of a chain case's name, or `app:<screen>`.
    package static func seriesLabel(_ scenario: Scenario) -> String {
        SeriesID(scenario).label
    }

    /// The family of a results file's case, from its strategy and series (CaseResult's fields), as
    /// `family(_:scenario:)` gives it for the case's scenario.
    package static func family(strategy: String, series: SeriesID) -> String {
        family(.timed(strategy), appScreen: series.isAppScreen)
    }

    /// How Google Benchmark spells the cases of a chain series as one family over its depths (so that it
    /// fits their complexity): with `ArgNames(names)` and `Args({depth, fanIn})` per depth it names each
    /// instance `<family>/<names[0]>:<depth>/<names[1]>:<fanIn>`, which is `name(_:scenario:)`. nil for
    /// an app screen and for fan-in all, whose value is no integer: those are registered case by case.
    package static func googleBenchmarkArguments(_ scenario: Scenario) -> (names: [String], fanIn: Int)? {
        guard scenario.screen == nil else { return nil }
        let fanIn: Int
        switch scenario.fanIn {
        case .immediate: fanIn = 1
        case .lastK(let k): fanIn = k
        case .all: return nil
        }
        return (["depth", "hidden:\(scenario.hidden)/fanin"], fanIn)
    }
}

/// The series a case belongs to: a chain's hidden pattern and fan-in, or an app screen. Its text
/// (`label`) is what results files keep in `CaseResult.series`.
package enum SeriesID: Hashable, Sendable {
    /// A chain series, by its label `hidden:P/fanin:K`.
    case chain(String)
    /// An app screen's series, by the screen's name.
    case appScreen(String)

    /// How an app screen's series label starts.
    static let appScreenPrefix = "app:"

    package init(_ scenario: Scenario) {
        if let screen = scenario.screen {
            self = .appScreen(screen.name)
        } else {
            self = .chain("hidden:\(scenario.hidden)/fanin:\(scenario.fanIn.caseLabel)")
        }
    }

    /// The series a label read from a results file names.
    package init(label: String) {
        self = label.hasPrefix(Self.appScreenPrefix) ? .appScreen(String(label.dropFirst(Self.appScreenPrefix.count))) : .chain(label)
    }

    /// `hidden:P/fanin:K`, or `app:<screen>`.
    package var label: String {
        switch self {
        case .chain(let label): label
        case .appScreen(let name): Self.appScreenPrefix + name
        }
    }

    package var isAppScreen: Bool {
        if case .appScreen = self { true } else { false }
    }
}

extension FanIn {
    /// 1, k, or "all".
    var caseLabel: String {
        switch self {
        case .immediate: "1"
        case .lastK(let k): "\(k)"
        case .all: "all"
        }
    }
}
