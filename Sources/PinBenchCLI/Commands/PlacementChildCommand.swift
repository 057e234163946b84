import Foundation
import PinBenchMeasurement
import PinBenchReports
import PinBenchSystem

/// One placement of a run: times a prepared plan here; started by `run`, not listed.
enum PlacementChildCommand: Command {
    static let name = PinBenchInvocation.Verb.placementChild.name
    static let summary = "(internal) time one placement of run --placements"
    static let usage = ["pin-bench placement-child PLAN.json OUT.json   (started by `run --placements K`)"]

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        guard let planPath = arguments.positional(), let out = arguments.positional() else { throw UsageError("needs the plan and output files") }
        try arguments.finish()
        let plan: PlacementChildPlan
        do { plan = try JSONDecoder().decode(PlacementChildPlan.self, from: Data(contentsOf: URL(fileURLWithPath: planPath))) } catch {
            throw UsageError("\(planPath) is not a placement plan")
        }
        // A child inherits ASLR off: set it as the plan says first (re-executing reads the plan again).
        AddressRandomization.reexec(randomized: plan.placement.randomizesAddresses)
        plan.placement.warmUpHeap()
        let progress = Progress(verb: RunCommand.name, quiet: plan.progressPrefix == nil)
        let document: ResultsDocument
        do {
            document = try plan.measure(process: arguments.process) { step in
                progress.update(ProgressStep((plan.progressPrefix ?? "") + step.text, done: step.done, total: step.total))
            }
        } catch let error as MeasurementError {
            // Said here, on the standard error the parent shares; the status tells the parent why.
            progress.finish()
            Output.error("pin-bench \(name): \(error)")
            return ExitCode(error)
        }
        progress.finish()
        try Output.write(try ResultsReport.json(document), to: out)
        return .success
    }
}
