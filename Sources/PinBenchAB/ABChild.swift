import Foundation
import PinBenchSystem

/// One side of `ab`: a `serve` child; one silent past `timeout` while owing a reply is stopped.
final class ABChild {
    /// "OLD" or "NEW", for messages.
    let role: String
    let executable: String
    private(set) var hello = ABProtocol.Hello(cases: [])
    private let child: ChildProcess
    private var buffer: [UInt8] = []
    private let timeout: Double

    /// Starts the child and reads its hello; throws unless it speaks this protocol and schema.
    init(role: String, executable: String, arguments: [String], environment: [String: String],
                timeout: Double = ChildTimeLimit.replySeconds) throws(ABChildError) {
        self.role = role
        self.timeout = timeout
        self.executable = executable
        signal(SIGPIPE, SIG_IGN)  // a dead child's stdin: write(2) returns EPIPE instead of killing the parent
        do {
            child = try ChildProcess(executable, arguments, environment: environment, input: .pipe, output: .pipe)
        } catch {
            throw ABChildError("cannot start \(role) \(executable): \(error.reason)")
        }
        guard let first = try readLine(while: "starting") else { throw died(while: "starting (is it a pin-bench with `\(PinBenchInvocation.Verb.serve.name)`?)") }
        guard let (announced, count) = ABProtocol.Hello.caseCount(firstLine: first) else {
            abandon()
            throw ABChildError("\(role) \(executable) does not speak the serve protocol: its first line was '\(first.prefix(80))'")
        }
        if let problem = announced.incompatibility {
            stop()
            throw ABChildError("\(role) \(executable) \(problem): build both from compatible sources")
        }
        hello = announced
        for _ in 0..<count {
            guard let line = try readLine(while: "listing its cases") else { throw died(while: "listing its cases") }
            guard line.hasPrefix("case ") else {
                abandon()
                throw ABChildError("\(role) \(executable) sent '\(line.prefix(80))' where a case name belongs")
            }
            hello.cases.append(String(line.dropFirst(5)))
        }
    }

    deinit {
        stop()
    }

    /// Sends a request and waits for its reply; throws when the child dies or errs.
    func send(_ request: ABProtocol.Request) throws(ABChildError) -> ABProtocol.Reply {
        guard write(request.line) else { throw died(while: "receiving '\(request.line)'") }
        guard let line = try readLine(while: "answering '\(request.line)'") else { throw died(while: "answering '\(request.line)'") }
        guard let reply = ABProtocol.Reply(line: line) else {
            abandon()
            throw ABChildError("\(role) \(executable) answered '\(request.line)' with '\(line.prefix(80))', not a reply of the serve protocol")
        }
        if case .error(let text) = reply { throw ABChildError("\(role) \(executable) refused '\(request.line)': \(text)") }
        return reply
    }

    /// Asks the child to quit and waits for it (stopping it if it does not quit within the grace period).
    func stop() {
        _ = write(ABProtocol.Request.quit.line)
        finish()
    }

    /// Stops the child at once, without asking it to quit: one that broke the protocol or ran past its
    /// time cannot be trusted to heed `quit`, and waiting the grace period for it only delays the error.
    @discardableResult
    private func abandon() -> ChildProcess.End {
        child.closeInput()
        return child.stop()
    }

    /// Writes `line` and its newline to the child's stdin; false when it is closed or gone.
    private func write(_ line: String) -> Bool {
        guard let input = child.input else { return false }
        let bytes = Array((line + "\n").utf8)
        return bytes.withUnsafeBytes { Glibc.write(input, $0.baseAddress, $0.count) } == bytes.count
    }

    /// Closes the child's stdin and waits for its end, stopping it after the grace period.
    @discardableResult
    private func finish() -> ChildProcess.End {
        child.closeInput()
        return child.wait(until: .now + ChildProcess.gracePeriod) ?? child.stop()
    }

    /// The next stdout line; nil at its end. Throws, after stopping the child, after `timeout`.
    private func readLine(while doing: String) throws(ABChildError) -> String? {
        // The whole line is due within the timeout, however the child dribbles it out.
        let deadline = ContinuousClock.now + .seconds(timeout)
        var scanned = 0
        while true {
            if let newline = buffer[scanned...].firstIndex(of: 10) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            scanned = buffer.count
            guard buffer.count <= Self.longestLine else {
                abandon()
                throw ABChildError("\(role) \(executable) sent more than \(Self.longestLine) bytes without a newline while \(doing); "
                    + "not a serve protocol line")
            }
            let output = child.output!
            var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let left = (deadline - ContinuousClock.now).seconds
            let polled = left > 0 ? poll(&ready, 1, Int32(min(left * 1000, Double(Int32.max)))) : 0
            if polled < 0 && errno == EINTR { continue }
            if polled == 0 {
                throw ABChildError(ChildTimeout("\(role) \(executable)", phase: "timing, serve: \(doing)", seconds: timeout, end: abandon()))
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }

    /// The longest line a side may send: a case name is under 100 bytes.
    static let longestLine = 64 * 1024

    private func died(while doing: String) -> ABChildError {
        ABChildError("\(role) \(executable) \(finish()) while \(doing)")
    }
}

/// A child of `pin-bench ab` that could not be started, died, or spoke another protocol.
struct ABChildError: ChildFailure {
    let description: String
    let childTimeout: ChildTimeout?

    init(description: String, childTimeout: ChildTimeout?) {
        (self.description, self.childTimeout) = (description, childTimeout)
    }
}
