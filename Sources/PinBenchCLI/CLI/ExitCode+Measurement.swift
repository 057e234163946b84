import PinBenchKit

extension ExitCode {
    /// The exit status of a measurement that stopped without a document, the same for `run`,
    /// `check` and a layout's child: 6 when this host cannot measure what was asked (relinking,
    /// pinning, instructions, a measurement unfit to save), 8 when a child ran past its time limit,
    /// a layout child's own 6 passed on, 70 for a child that failed any other way.
    init(_ error: MeasurementError) {
        switch error {
        case .codeLayouts, .cpu, .unreadable:
            self = .environment
        case .instructions(let error):
            self = ChildTimeoutOption.exitCode(error, otherwise: .environment)
        case .layouts(let error):
            let childs = error.childExitStatus.flatMap(ExitCode.init(rawValue:))
            let passedOn: Set<ExitCode> = [.environment, .childTimeout]
            self = ChildTimeoutOption.exitCode(error, otherwise: childs.map { passedOn.contains($0) ? $0 : .internalError } ?? .internalError)
        }
    }
}
