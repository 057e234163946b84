import CBenchSupport
import Foundation

/// SIGINT, SIGTERM and SIGHUP end pin-bench cleanly. The handler only writes the signal's number to a
/// pipe (`pin_forward_termination_signals`, async-signal-safe); a thread of its own reads it, stops
/// every child's process group and removes every temporary directory (`ProcessCleanup`), says so in
/// one line on stderr and exits. SIGPIPE is ignored: a write to a closed pipe fails with EPIPE, for
/// the writer to report.
package enum TerminationSignals {
    /// Installs the handlers; `verb` names the process in the message, `exitStatus` maps the signal's
    /// number to the exit status.
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
