import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// The timing settings of `run`, `check` and `gate-selftest`, with `MeasurementSettings`' defaults.
enum TimingOptions {
    static let rounds = Option.value(OptionName.rounds.name, .integer(2...10_000), "N", default: MeasurementSettings().rounds, help: "samples per case")
    static let minTime = Option.value(OptionName.minTime.name, .number(0.000_001...60), "S", default: MeasurementSettings().minSampleSeconds,
                                      help: "seconds per sample")
    static let seed = Option.value("--seed", .seed, "S", default: "fresh per run, recorded in the results",
                                   help: "seeds round order, bootstrap, the placements and their link seeds (S + i); give a run's to repeat it")
        .with(short: "seeds the rounds, placements and link seeds")

    /// `settings` with the command line's timing options over it.
    static func apply(_ arguments: Arguments, to settings: inout MeasurementSettings) {
        settings.rounds = arguments.int(rounds) ?? settings.rounds
        settings.minSampleSeconds = arguments.double(minTime) ?? settings.minSampleSeconds
        settings.seed = arguments.seed(seed) ?? MeasurementSettings.freshSeed()
    }
}
