import PinBenchKit
import PinBenchMeasurement

extension ExitCode {
    /// The exit status of a measurement that stopped without a document, the same for `run`,
    /// `check` and a placement's child: 6 when this host cannot measure what was asked (relinking,
    /// pinning, instructions, a temporary directory, a measurement unfit to save), 8 when a child ran past its time limit,
    /// a placement child's own 6 or 74 passed on, 70 for a child that failed any other way.
    init(_ error: MeasurementError) {
        switch error {
        case .functionOrderBuild, .cpu, .unreadable:
            self = .environment
        case .instructions(let error):
            self = ChildTimeoutOption.exitCode(error, otherwise: .environment)
        case .placements(let error) where error.isHostProblem:
            self = .environment
        case .placements(let error):
            // A placement child's own refusal (6), time-out (8) or unwritable output (74) is passed on;
            // any other failure is ours (70).
            let passedOn: Set<ExitCode> = [.environment, .childTimeout, .ioError]
            let child = error.childExitStatus.flatMap(ExitCode.init(rawValue:))
            let otherwise = if let child, passedOn.contains(child) { child } else { ExitCode.internalError }
            self = ChildTimeoutOption.exitCode(error, otherwise: otherwise)
        }
    }
}
