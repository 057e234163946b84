import Foundation

extension ChildProcess {
    /// How a child ended: an exit status, or the signal that killed it ("exited 3", "killed by SIGSEGV").
    package enum End: Equatable, CustomStringConvertible {
        case exited(Int32)
        case killed(signal: Int32)

        /// Decodes a status from waitpid(2) of a child that has ended.
        init(waitStatus status: Int32) {
            let signal = status & 0x7f
            self = signal == 0 ? .exited((status >> 8) & 0xff) : .killed(signal: signal)
        }

        package var description: String {
            switch self {
            case .exited(let status): "exited \(status)"
            case .killed(let signal): "killed by \(Self.name(ofSignal: signal))"
            }
        }

        /// "SIGSEGV" for 11; "signal 40" for a number without a name.
        static func name(ofSignal number: Int32) -> String {
            signalNames[number] ?? "signal \(number)"
        }

        private static let signalNames: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT",
            SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGUSR1: "SIGUSR1", SIGSEGV: "SIGSEGV", SIGUSR2: "SIGUSR2",
            SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGCHLD: "SIGCHLD", SIGCONT: "SIGCONT", SIGSTOP: "SIGSTOP",
            SIGTSTP: "SIGTSTP", SIGTTIN: "SIGTTIN", SIGTTOU: "SIGTTOU", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ",
            SIGVTALRM: "SIGVTALRM", SIGPROF: "SIGPROF", SIGSYS: "SIGSYS",
        ]
    }
}
