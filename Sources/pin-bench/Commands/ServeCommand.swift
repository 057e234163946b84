import Foundation
import PinBenchKit

/// `pin-bench serve`: the child half of `pin-bench ab`, timing cases on request (`ABProtocol`).
enum ServeCommand: Command {
    static let name = ABProtocol.verb
    static let measuresTime = true
    static let summary = "(internal) time cases on request for ab"
    static let help = """
        Usage: pin-bench serve [--suite ci|standard] [--filter REGEX]   (started by `pin-bench ab`)

        Speaks serve protocol \(ABProtocol.version) on stdin/stdout: announces the suite's cases, then
        answers `prepare INDEX SECONDS` and `time INDEX PASSES` until `quit` or end of input (see
        docs/ci.md).
        """

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        let suite = try arguments.choice("--suite", ["ci", "standard"]) ?? "ci"
        var filter: Regex<AnyRegexOutput>?
        if let pattern = try arguments.value("--filter") {
            do { filter = try Regex(pattern) } catch { throw UsageError("--filter: '\(pattern)' is not a valid regular expression") }
        }
        try arguments.finish()
        let server = ABServer((suite == "ci" ? BenchmarkSuite.ci() : BenchmarkSuite.standard()).plan(filter: filter))
        server.serve(input: { readLine() }, output: { line in
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        })
        return .success
    }
}
