import Foundation
import PinBenchAB
import PinBenchGate
import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// `pin-bench serve`: the child half of `pin-bench ab`, timing cases on request (`ABProtocol`).
enum ServeCommand: Command {
    static let name = PinBenchInvocation.Verb.serve.name
    static let measuresTime = true
    static let summary = "(internal) time cases on request for ab"
    static let usage = ["pin-bench serve [--suite \(ABRun.suites.map(\.rawValue).joined(separator: "|"))] [--filter REGEX] [--cpu N]   (started by `pin-bench ab`)"]
    static let about = """
        Speaks serve protocol \(ABProtocol.version) on stdin/stdout: announces the suite's cases, then
        answers `prepare INDEX SECONDS` and `time INDEX PASSES` until `quit` or end of input (see
        docs/ci.md). --cpu pins it to one CPU (ab pins both children to the same one). When a reply
        cannot be written (ab is gone: a broken pipe) it stops at once, \(ExitCode.ioError.said).
        """
    static let cpu = Option.value(OptionName.cpu.name, .integer(0...1023), "N", help: "pin to CPU N")
    static let options = [OptionGroup([ABCommand.suite, ABCommand.filter, cpu])]

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        try arguments.finish()
        let suite = arguments.choice(ABCommand.suite) ?? SuiteName.ci
        let filter = try arguments.casePattern(ABCommand.filter)
        let cpu = arguments.int(Self.cpu)
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
