import PinBenchKit
import PinBenchMeasurement

extension ExitCode {
    /// The exit status of a measurement without a document: 6 when this host cannot measure it, 8 past
    /// a time limit, a child's 6 or 74 passed on, else 70.
    init(_ error: MeasurementError) {
        switch error {
        case .functionOrderBuild, .cpu, .unreadable:
            self = .environment
        case .instructions(let error):
            self = ChildTimeoutOption.exitCode(error, otherwise: .environment)
        case .placements(let error) where error.isHostProblem:
            self = .environment
        case .placements(let error):
            // A child's own 6, 8 or 74 is passed on; any other failure is ours (70).
            let passedOn: Set<ExitCode> = [.environment, .childTimeout, .ioError]
            let child = error.childExitStatus.flatMap(ExitCode.init(rawValue:))
            let otherwise = if let child, passedOn.contains(child) { child } else { ExitCode.internalError }
            self = ChildTimeoutOption.exitCode(error, otherwise: otherwise)
        }
    }
}
