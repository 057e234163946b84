import Foundation

extension ChildProcess {
    /// Which stream `run` reads back; the other one is discarded. `.none` leaves both to the parent's.
    package enum Kept { case none, standardOutput, standardError }

    package struct Outcome {
        package var end: End
        /// True when the child ran past its time limit and was stopped (`end` says how it took that).
        package var overTimeLimit: Bool
        /// The kept stream, whole.
        package var output: Data
        package var succeeded: Bool { !overTimeLimit && end == .exited(0) }
        /// The kept stream's last `count` lines, joined with `separator`.
        package func lastLines(_ count: Int, separator: String = "\n") -> String {
            String(decoding: output, as: UTF8.self).split(separator: "\n").suffix(count).joined(separator: separator)
        }
    }

    /// Runs a program to its end or `timeLimit`, keeping one output stream.
    package static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    keeping kept: Kept = .none, timeLimit: Double) throws(ChildStartError) -> Outcome {
        let other: Output = kept == .none ? .inherited : .discarded
        let child = try ChildProcess(executable, arguments, environment: environment,
                                     output: kept == .standardOutput ? .pipe : other, errors: kept == .standardError ? .pipe : other)
        var reader = StreamReader(descriptor: child.output ?? child.errors)
        let limited = child.wait(until: .now + .seconds(timeLimit)) { reader.read(for: $0) }
        let end = limited ?? child.stop()
        reader.readToEnd()
        return Outcome(end: end, overTimeLimit: limited == nil, output: Data(reader.bytes))
    }

    /// Collects a pipe while the child runs, so that it never blocks on a full pipe.
    private struct StreamReader {
        var descriptor: Int32?
        var bytes: [UInt8] = []

        /// Reads what arrives within `duration` (sleeps when there is no pipe, or it has ended).
        mutating func read(for duration: Duration) {
            guard let descriptor else { return ChildProcess.sleep(duration) }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(1, duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000))
            guard poll(&ready, 1, milliseconds) > 0 else { return }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
            } else if count == 0 || errno != EINTR {
                self.descriptor = nil
            }
        }

        /// The rest after the child ended: to the pipe's end or a second of silence.
        mutating func readToEnd() {
            var silence = ContinuousClock.now + .seconds(1)
            while descriptor != nil && ContinuousClock.now < silence {
                let before = bytes.count
                read(for: .milliseconds(100))
                if bytes.count > before { silence = .now + .seconds(1) }
            }
        }
    }
}
