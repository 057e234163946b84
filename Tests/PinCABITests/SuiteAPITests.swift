import CPinABI
import PinBenchKit
import PinBenchMeasurement
import PinCABI
import XCTest

/// The suites and case names of the C API: the C++ harness registers its cases from these, so they
/// must be the Swift harness's, and Google Benchmark's spelling of them must give the same names.
final class SuiteAPITests: XCTestCase {
    private func suiteID(_ name: SuiteName) -> Int32 {
        var id: Int32 = -1
        XCTAssertEqual(pin_suite_find(name.rawValue, &id), PIN_OK, String(cString: pin_last_error()))
        return id
    }

    private func series(_ suite: Int32) throws -> [pin_series] {
        var count: Int32 = -1
        XCTAssertEqual(pin_suite_series_count(suite, &count), PIN_OK)
        return try (0..<count).map { index in
            var series = pin_series()
            XCTAssertEqual(pin_suite_series(suite, index, &series), PIN_OK)
            return try XCTUnwrap(Optional(series))
        }
    }

    private func text(_ function: (UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int) -> Int32,
                      _ spec: String, _ kind: Int32, _ row: String?) -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        let status = row.map { row in function(spec, kind, row, &buffer, buffer.count) } ?? function(spec, kind, nil, &buffer, buffer.count)
        guard status == PIN_OK else { return nil }
        return String(cString: buffer)
    }

    func testTheSuitesAreTheSwiftSuites() throws {
        XCTAssertEqual(Int(pin_suite_count()), SuiteName.allCases.count)
        for (index, name) in SuiteName.allCases.enumerated() {
            XCTAssertEqual(suiteID(name), Int32(index))
            var cName: UnsafePointer<CChar>?
            XCTAssertEqual(pin_suite_name(Int32(index), &cName), PIN_OK)
            XCTAssertEqual(String(cString: try XCTUnwrap(cName)), name.rawValue)
            let swift = name.suite().series
            let c = try series(Int32(index))
            XCTAssertEqual(c.count, swift.count, name.rawValue)
            for (cSeries, swiftSeries) in zip(c, swift) {
                XCTAssertEqual(String(cString: cSeries.label), swiftSeries.label)
                XCTAssertEqual(cSeries.screen.map { String(cString: $0) }, swiftSeries.base.screen?.name)
                XCTAssertEqual(String(cString: cSeries.hidden), "\(swiftSeries.base.hidden)")
                let depths = (0..<Int(cSeries.depth_count)).map { Int(cSeries.depths[$0]) }
                XCTAssertEqual(depths, swiftSeries.depths, swiftSeries.label)
                let scenarios = try (0..<Int(cSeries.depth_count)).map { try Scenario(spec: String(cString: cSeries.specs[$0]!)) }
                XCTAssertEqual(scenarios, swiftSeries.scenarios, swiftSeries.label)
            }
        }
        // The default suite has a fan-in all series and app screens: both present, as the C++ harness needs to skip or register them.
        let standard = try series(suiteID(.standard))
        XCTAssertTrue(standard.contains { String(cString: $0.label).hasSuffix("/fanin:all") })
        XCTAssertTrue(standard.contains { $0.screen != nil })
        var id: Int32 = 0
        XCTAssertEqual(pin_suite_find("quick", &id), PIN_ERROR_BAD_ARGUMENT)
        XCTAssertTrue(String(cString: pin_last_error()).contains("standard, ci, app"))
        var count: Int32 = 0
        XCTAssertEqual(pin_suite_series_count(Int32(SuiteName.allCases.count), &count), PIN_ERROR_BAD_ARGUMENT)
        var one = pin_series()
        XCTAssertEqual(pin_suite_series(0, Int32(standard.count), &one), PIN_ERROR_BAD_ARGUMENT)
        XCTAssertEqual(pin_suite_series(0, 0, nil), PIN_ERROR_NULL_ARGUMENT)
    }

    func testCaseNamesAreTheSwiftHarnesss() throws {
        for series in BenchmarkSuite.standard().series {
            for scenario in series.scenarios {
                let spec = scenario.description
                XCTAssertEqual(text(pin_case_name, spec, PIN_ROW_TIMED, "manual"), BenchmarkCase.name(strategy: "manual", scenario: scenario))
                XCTAssertEqual(text(pin_case_family, spec, PIN_ROW_TIMED, "cpp-reference"),
                               BenchmarkCase.family(.timed("cpp-reference"), scenario: scenario))
                XCTAssertEqual(text(pin_case_name, spec, PIN_ROW_RESET, nil), BenchmarkCase.name(.reset, scenario: scenario))
                XCTAssertEqual(text(pin_case_name, spec, PIN_ROW_RESET_NATIVE, nil), BenchmarkCase.name(.nativeReset, scenario: scenario))
            }
        }
        // The C API names every case the way Google Benchmark rows are named, so the C++ harness formats none itself.
        let chain = BenchmarkSuite.baseScenario(hidden: .random(percent: 50), fanIn: .lastK(4))
        var deep = chain
        deep.depth = 1024
        XCTAssertEqual(text(pin_case_name, deep.description, PIN_ROW_TIMED, "if-else"), "BM_Chain/if-else/depth:1024/hidden:random-50/fanin:4")
        XCTAssertEqual(text(pin_case_name, deep.description, PIN_ROW_RESET_NATIVE, nil), "BM_ChainResetNative/depth:1024/hidden:random-50/fanin:4")
        let app = try XCTUnwrap(BenchmarkSuite.appSeries.first { $0.base.screen?.name == "toolbar" }?.scenarios.first)
        XCTAssertEqual(text(pin_case_name, app.description, PIN_ROW_TIMED, "otherwise"), "BM_App/otherwise/screen:toolbar/count:16/hidden:random-50")
        XCTAssertEqual(text(pin_case_name, app.description, PIN_ROW_RESET, nil), "BM_AppReset/screen:toolbar/count:16/hidden:random-50")
        XCTAssertEqual(text(pin_case_family, app.description, PIN_ROW_RESET, nil), "BM_AppReset")
    }

    /// Google Benchmark names an instance `<family>/<arg name>:<value>/<arg name>:<value>`: with the
    /// series' arguments that is the case name, for every row kind.
    func testGoogleBenchmarksSpellingOfASeriesGivesItsCaseNames() throws {
        var spelled = 0
        for series in try series(suiteID(.standard)) {
            guard let first = series.arg_names.0, let second = series.arg_names.1 else {
                XCTAssertNil(series.arg_names.0)
                let label = String(cString: series.label)
                XCTAssertTrue(series.screen != nil || label.hasSuffix("/fanin:all"), label)
                continue
            }
            spelled += 1
            for index in 0..<Int(series.depth_count) {
                let spec = String(cString: series.specs[index]!)
                for (kind, row) in [(PIN_ROW_TIMED, "if-needed"), (PIN_ROW_RESET, nil), (PIN_ROW_RESET_NATIVE, nil)] {
                    let family = try XCTUnwrap(text(pin_case_family, spec, kind, row))
                    let instance = "\(family)/\(String(cString: first)):\(series.depths[index])/\(String(cString: second)):\(series.arg_fan_in)"
                    XCTAssertEqual(instance, text(pin_case_name, spec, kind, row))
                }
            }
        }
        XCTAssertEqual(spelled, 3, "the default suite's chain series with an integer fan-in")
    }

    func testCaseNameFailuresAreStatuses() {
        let spec = BenchmarkSuite.baseScenario(hidden: .none, fanIn: .immediate).description
        var small = [CChar](repeating: 0, count: 8)
        XCTAssertEqual(pin_case_name(spec, PIN_ROW_TIMED, "manual", &small, small.count), PIN_ERROR_BUFFER_TOO_SMALL)
        var buffer = [CChar](repeating: 0, count: 64)
        XCTAssertEqual(pin_case_name(spec, PIN_ROW_TIMED, nil, &buffer, buffer.count), PIN_ERROR_NULL_ARGUMENT)
        XCTAssertEqual(pin_case_name(spec, 7, "manual", &buffer, buffer.count), PIN_ERROR_BAD_ARGUMENT)
        XCTAssertEqual(pin_case_family("depth=x", PIN_ROW_RESET, nil, &buffer, buffer.count), PIN_ERROR_BAD_SCENARIO)
        XCTAssertEqual(pin_case_name(nil, PIN_ROW_RESET, nil, &buffer, buffer.count), PIN_ERROR_NULL_ARGUMENT)
        // The exact size fits: the name and its NUL.
        let name = BenchmarkCase.name(.reset, scenario: BenchmarkSuite.baseScenario(hidden: .none, fanIn: .immediate))
        var exact = [CChar](repeating: 1, count: name.utf8.count + 1)
        XCTAssertEqual(pin_case_name(spec, PIN_ROW_RESET, nil, &exact, exact.count), PIN_OK)
        XCTAssertEqual(String(cString: exact), name)
    }
}
