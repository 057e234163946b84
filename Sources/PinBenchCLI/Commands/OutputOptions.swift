import PinBenchKit
import PinBenchSystem

/// Where a verb writes and how much it says on stderr, shared by the verbs that write a report.
enum OutputOptions {
    static let out = Option.value(OptionName.out.name, .file, "FILE", help: "write the report to FILE (atomically) instead of stdout", aliases: ["-o"])
    static let quiet = Option.flag(OptionName.quiet.name, "-q", help: "no progress on stderr (a line redrawn on a terminal, a plain line every 10 s in a log)")
    static let allowSlow = Option.flag("--allow-slow", help: "run scenarios over the work budget (fan-in all on deep chains is O(N²): "
        + "refused by default above \(Scenario.workBudget) relative-view reads per pass)")
}
