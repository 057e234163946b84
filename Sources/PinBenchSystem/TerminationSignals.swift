import CBenchSupport
import Foundation

/// SIGINT, SIGTERM and SIGHUP end pin-bench cleanly through a pipe and a thread; SIGPIPE is ignored, so
/// writers see EPIPE.
package enum TerminationSignals {
    /// Installs the handlers; `exitStatus` maps a signal to the exit status.
    package static func install(verb: String, exitStatus: @escaping @Sendable (Int32) -> Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        let reading = ends[0]
        Thread.detachNewThread {
            var number: UInt8 = 0
            var count: Int
            repeat { count = read(reading, &number, 1) } while count < 0 && errno == EINTR
            guard count == 1 else {  // the pipe failed: back to the default actions, which end pin-bench at once
                for signal in [SIGINT, SIGTERM, SIGHUP] { Glibc.signal(signal, SIG_DFL) }
                return
            }
            let signal = Int32(number)
            let children = ProcessCleanup.endEverything()
            let ended = children == 1 ? "1 child process ended" : "\(children) child processes ended"
            let clear = isatty(STDERR_FILENO) == 1 ? "\r\u{1B}[K" : ""
            let line = Array("\(clear)pin-bench \(verb): stopped by \(ChildProcess.End.name(ofSignal: signal)) (\(ended), temporary files removed)\n".utf8)
            _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            _exit(exitStatus(signal))
        }
        if pin_forward_termination_signals(ends[1]) != 0 {
            perror("pin-bench: cannot install the signal handlers")
        }
    }
}
