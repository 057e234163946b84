import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// The timing settings of `run`, `check` and `gate-selftest`, with `MeasurementSettings`' defaults.
enum TimingOptions {
    static let rounds = Option.value(OptionName.rounds.name, .integer(2...10_000), "N", default: MeasurementSettings().rounds, help: "samples per case")
    static let minTime = Option.value(OptionName.minTime.name, .number(0.000_001...60), "S", default: MeasurementSettings().minSampleSeconds,
                                      help: "seconds per sample")
    static let seed = Option.value("--seed", .seed, "S", default: MeasurementSettings().seed, help: "seeds round order and bootstrap")

    /// `settings` with the command line's timing options over it.
    static func apply(_ arguments: Arguments, to settings: inout MeasurementSettings) {
        settings.rounds = arguments.int(rounds) ?? settings.rounds
        settings.minSampleSeconds = arguments.double(minTime) ?? settings.minSampleSeconds
        settings.seed = arguments.seed(seed) ?? settings.seed
    }
}
