import Foundation
import PinBenchSystem
import PinBenchMeasurement

/// The child half of `run --instructions`, run under callgrind; not listed.
enum InstructionsProbeCommand: Command {
    static let name = PinBenchInvocation.Verb.instructionsProbe.name
    static let summary = "(internal) count instructions under callgrind"
    static let usage = ["pin-bench instructions-probe PLAN.json   (started by `run --instructions` under valgrind)"]

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        guard let path = arguments.positional() else { throw UsageError("needs the plan file") }
        try arguments.finish()
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch { throw UsageError("cannot read \(path)") }
        let plan: InstructionProbePlan
        do { plan = try JSONDecoder().decode(InstructionProbePlan.self, from: data) } catch { throw UsageError("\(path) is not a probe plan") }
        try plan.runUnderCallgrind()
        return .success
    }
}
