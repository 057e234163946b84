import PinBenchMeasurement
import PinBenchReports
import PinBenchSystem

/// `pin-bench calibrate`: this host's prices, the calibration every run records.
enum CalibrateCommand: Command {
    static let name = "calibrate"
    static let summary = "measure what this host charges for each counted event (about a second)"
    static let usage = ["pin-bench calibrate [--format text|json] [-o FILE]"]
    static let about = """
        Runs the host calibration that every run records in its results (environment.host.prices): \
        pairs of small kernels that differ by one event, timed alternately in thread CPU time, \
        \(HostCalibration.repeats) times each, the least time of each kept. It prints the price of an \
        instruction, of the lock of a retain or release, of an L1 miss, of a last-level miss and of a \
        mispredicted branch, in nanoseconds and in this host's instructions, with half the range of the \
        repeats. A time ratio on this host is read as the strategies' counts (the same on every host for \
        one build) priced at these prices, plus what no count explains (docs/measurement.md, "Hosts and \
        prices").
        """
    static let format = Option.format(HostPricesReport.renderers)
    static let options = [OptionGroup([format, OutputOptions.out])]
    static var measuresTime: Bool { true }

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        try arguments.finish()
        let format = arguments.format(Self.format)
        let out = arguments.string(OutputOptions.out)
        try Output.checkOutputs(["--out": out])
        let prices = HostCalibration.measure()
        try Output.write(try HostPricesReport.renderers.render(prices, as: format), to: out)
        return .success
    }
}
