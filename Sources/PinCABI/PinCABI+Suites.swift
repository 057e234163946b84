import CPinABI
import Glibc
import PinBenchKit
import PinBenchMeasurement

// The suites and the case names behind include/pin_abi.h: SuiteName, BenchmarkSuite and BenchmarkCase
// handed to C as data, so that a harness on the C API runs the Swift harness's scenarios under its names.

/// The named suites, by id: `SuiteName.allCases`' order.
private let suites = SuiteName.allCases

/// Every suite's series as C structs, made once; their strings and arrays live as long as the process.
nonisolated(unsafe) private let suiteSeries: [[pin_series]] = suites.map { name in name.suite().series.map(cSeries) }
nonisolated(unsafe) private let suiteNames: [UnsafeMutablePointer<CChar>] = suites.map { strdup($0.rawValue)! }

private func cSeries(_ series: BenchmarkSuite.Series) -> pin_series {
    var result = pin_series()
    result.label = UnsafePointer(strdup(series.label))
    result.screen = series.base.screen.map { UnsafePointer(strdup($0.name)!) }
    result.hidden = UnsafePointer(strdup(series.base.hidden.description))
    result.depth_count = Int32(series.depths.count)
    result.depths = UnsafePointer(lasting(series.depths.map(Int64.init)))
    result.specs = UnsafePointer(lasting(series.scenarios.map { UnsafePointer(strdup($0.description)) }))
    if let arguments = BenchmarkCase.googleBenchmarkArguments(series.base) {
        result.arg_names = (UnsafePointer(strdup(arguments.names[0])), UnsafePointer(strdup(arguments.names[1])))
        result.arg_fan_in = Int64(arguments.fanIn)
    }
    return result
}

/// `values` copied into memory that is never freed.
private func lasting<T>(_ values: [T]) -> UnsafeMutablePointer<T> {
    let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(values.count, 1))
    _ = buffer.initialize(from: values)
    return buffer.baseAddress!
}

@_cdecl("pin_suite_count")
public func pinSuiteCount() -> Int32 {
    Int32(suites.count)
}

@_cdecl("pin_suite_name")
public func pinSuiteName(_ suiteID: Int32, _ nameOut: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Int32 {
    writeName(suiteNames, at: suiteID, to: nameOut, "pin_suite_name", unknown: noSuite)
}

@_cdecl("pin_suite_find")
public func pinSuiteFind(_ name: UnsafePointer<CChar>?, _ idOut: UnsafeMutablePointer<Int32>?) -> Int32 {
    findName(name, among: suites.map(\.rawValue), to: idOut, "pin_suite_find") { text in
        fail(PIN_ERROR_BAD_ARGUMENT, "unknown suite '\(text)' (known: \(SuiteName.list()))")
    }
}

@_cdecl("pin_suite_series_count")
public func pinSuiteSeriesCount(_ suiteID: Int32, _ countOut: UnsafeMutablePointer<Int32>?) -> Int32 {
    guard let countOut else { return fail(PIN_ERROR_NULL_ARGUMENT, "pin_suite_series_count: NULL argument") }
    guard suites.indices.contains(Int(suiteID)) else { return noSuite("pin_suite_series_count", suiteID) }
    countOut.pointee = Int32(suiteSeries[Int(suiteID)].count)
    return PIN_OK
}

@_cdecl("pin_suite_series")
public func pinSuiteSeries(_ suiteID: Int32, _ index: Int32, _ seriesOut: UnsafeMutablePointer<pin_series>?) -> Int32 {
    guard let seriesOut else { return fail(PIN_ERROR_NULL_ARGUMENT, "pin_suite_series: NULL argument") }
    guard suites.indices.contains(Int(suiteID)) else { return noSuite("pin_suite_series", suiteID) }
    let series = suiteSeries[Int(suiteID)]
    guard series.indices.contains(Int(index)) else {
        return fail(PIN_ERROR_BAD_ARGUMENT, "pin_suite_series: suite \(suites[Int(suiteID)].rawValue) has no series \(index) "
            + "(it has \(series.count))")
    }
    seriesOut.pointee = series[Int(index)]
    return PIN_OK
}

@_cdecl("pin_case_family")
public func pinCaseFamily(_ spec: UnsafePointer<CChar>?, _ kind: Int32, _ row: UnsafePointer<CChar>?,
                          _ nameOut: UnsafeMutablePointer<CChar>?, _ capacity: Int) -> Int32 {
    caseText("pin_case_family", spec, kind, row, nameOut, capacity, BenchmarkCase.family)
}

@_cdecl("pin_case_name")
public func pinCaseName(_ spec: UnsafePointer<CChar>?, _ kind: Int32, _ row: UnsafePointer<CChar>?,
                        _ nameOut: UnsafeMutablePointer<CChar>?, _ capacity: Int) -> Int32 {
    caseText("pin_case_name", spec, kind, row, nameOut, capacity, BenchmarkCase.name)
}

/// pin_case_family and pin_case_name: `text` of the row `kind`/`row` on the scenario of `spec`, into `nameOut`.
private func caseText(_ function: String, _ spec: UnsafePointer<CChar>?, _ kind: Int32, _ row: UnsafePointer<CChar>?,
                      _ nameOut: UnsafeMutablePointer<CChar>?, _ capacity: Int,
                      _ text: (BenchmarkCase.Row, Scenario) -> String) -> Int32 {
    guard let spec, let nameOut else { return fail(PIN_ERROR_NULL_ARGUMENT, "\(function): NULL argument") }
    let caseRow: BenchmarkCase.Row
    switch kind {
    case PIN_ROW_TIMED:
        guard let row else { return fail(PIN_ERROR_NULL_ARGUMENT, "\(function): PIN_ROW_TIMED needs a row name") }
        caseRow = .timed(String(cString: row))
    case PIN_ROW_RESET: caseRow = .reset
    case PIN_ROW_RESET_NATIVE: caseRow = .nativeReset
    default: return fail(PIN_ERROR_BAD_ARGUMENT, "\(function): kind \(kind) is no PIN_ROW_* value")
    }
    let scenario: Scenario
    do {
        scenario = try Scenario(spec: String(cString: spec))
    } catch {
        return fail(PIN_ERROR_BAD_SCENARIO, "\(function): \(error)")
    }
    let bytes = Array(text(caseRow, scenario).utf8CString)
    guard capacity >= bytes.count else {
        return fail(PIN_ERROR_BUFFER_TOO_SMALL, "\(function): the name needs \(bytes.count) bytes, the buffer holds \(capacity)")
    }
    for (index, byte) in bytes.enumerated() { nameOut[index] = byte }
    return PIN_OK
}

private func noSuite(_ function: String, _ suiteID: Int32) -> Int32 {
    fail(PIN_ERROR_BAD_ARGUMENT, "\(function): no suite has id \(suiteID) (there are \(suites.count))")
}
