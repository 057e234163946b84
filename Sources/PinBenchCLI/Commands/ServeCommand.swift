import Foundation
import PinBenchKit

/// `pin-bench serve`: the child half of `pin-bench ab`, timing cases on request (`ABProtocol`).
enum ServeCommand: Command {
    static let name = ABProtocol.verb
    static let measuresTime = true
    static let summary = "(internal) time cases on request for ab"
    static let help = """
        Usage: pin-bench serve [--suite \(ABRun.suites.map(\.rawValue).joined(separator: "|"))] [--filter REGEX] [--cpu N]   (started by `pin-bench ab`)

        Speaks serve protocol \(ABProtocol.version) on stdin/stdout: announces the suite's cases, then
        answers `prepare INDEX SECONDS` and `time INDEX PASSES` until `quit` or end of input (see
        docs/ci.md). --cpu pins it to one CPU (ab pins both children to the same one). When a reply
        cannot be written (ab is gone: a broken pipe) it stops at once, exit 74.
        """

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        let suite = try arguments.choice("--suite", among: ABRun.suites) ?? .ci
        var filter: Regex<AnyRegexOutput>?
        if let pattern = try arguments.value("--filter") {
            do { filter = try Regex(pattern) } catch { throw UsageError("--filter: '\(pattern)' is not a valid regular expression") }
        }
        let cpu = try arguments.int("--cpu", in: 0...1023)
        try arguments.finish()
        if let cpu { try CPUAffinity.pin(cpu) }
        let server = ABServer(suite.suite().plan(filter: filter))
        signal(SIGPIPE, SIG_IGN)  // whatever the parent left: a closed stdout is an error to end on, not a signal
        do {
            try server.serve(input: { readLine() }, output: { line throws(OutputError) in try Output.write(line + "\n", to: nil) })
        } catch {
            Output.error("pin-bench serve: stopping: \(error)")
            return .ioError
        }
        return .success
    }
}
