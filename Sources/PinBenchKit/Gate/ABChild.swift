import Foundation

/// One side of `pin-bench ab`: a child process speaking `ABProtocol` (normally `pin-bench serve`).
/// Its stderr is the parent's, so whatever it says on dying reaches the user; a child silent for
/// `timeout` seconds is killed, so a hung side is an error, not a hung gate.
public final class ABChild {
    /// "OLD" or "NEW", for messages.
    public let role: String
    public let executable: String
    public private(set) var hello = ABProtocol.Hello(cases: [])
    private let process = Process()
    private let stdin = Pipe()
    private let stdout = Pipe()
    private var input: Int32 { stdin.fileHandleForWriting.fileDescriptor }
    private var output: Int32 { stdout.fileHandleForReading.fileDescriptor }
    private var buffer: [UInt8] = []
    private let timeout: Double

    /// Starts the child and reads its hello; throws when it cannot start, dies, or does not speak
    /// this protocol and results schema.
    public init(role: String, executable: String, arguments: [String], environment: [String: String],
                timeout: Double = 120) throws(ABChildError) {
        self.role = role
        self.timeout = timeout
        self.executable = executable
        signal(SIGPIPE, SIG_IGN)  // a dead child's stdin: write(2) returns EPIPE instead of killing the parent
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = stdin
        process.standardOutput = stdout
        do {
            try process.run()
        } catch {
            throw ABChildError("cannot start \(role) \(executable): \(error.localizedDescription)")
        }
        guard let first = try readLine(while: "starting") else { throw died(while: "starting (is it a pin-bench with `\(ABProtocol.verb)`?)") }
        guard let (announced, count) = ABProtocol.Hello.caseCount(firstLine: first) else {
            stop()
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
                stop()
                throw ABChildError("\(role) \(executable) sent '\(line.prefix(80))' where a case name belongs")
            }
            hello.cases.append(String(line.dropFirst(5)))
        }
    }

    deinit {
        stop()
    }

    /// Sends a request and waits for its reply; throws when the child dies or answers with an error
    /// or nonsense.
    public func send(_ request: ABProtocol.Request) throws(ABChildError) -> ABProtocol.Reply {
        let bytes = Array((request.line + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw died(while: "receiving '\(request.line)'") }
        guard let line = try readLine(while: "answering '\(request.line)'") else { throw died(while: "answering '\(request.line)'") }
        guard let reply = ABProtocol.Reply(line: line) else {
            throw ABChildError("\(role) \(executable) answered '\(request.line)' with '\(line.prefix(80))', not a reply of the serve protocol")
        }
        if case .error(let text) = reply { throw ABChildError("\(role) \(executable) refused '\(request.line)': \(text)") }
        return reply
    }

    /// Asks the child to quit and waits for it (killing it if it does not read its input).
    public func stop() {
        guard process.isRunning else { return }
        let bytes = Array((ABProtocol.Request.quit.line + "\n").utf8)
        if bytes.withUnsafeBytes({ write(input, $0.baseAddress, $0.count) }) != bytes.count { process.terminate() }
        try? stdin.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// The next line of the child's stdout without its newline; nil at end of file (the child is gone).
    /// Throws, after killing the child, when nothing comes for `timeout` seconds.
    private func readLine(while doing: String) throws(ABChildError) -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, Int32(min(timeout * 1000, Double(Int32.max))))
            if polled < 0 && errno == EINTR { continue }
            if polled == 0 {
                process.terminate()
                try? stdin.fileHandleForWriting.close()
                process.waitUntilExit()
                throw ABChildError("\(role) \(executable) said nothing for \(fixed(timeout, 1)) s while \(doing): stopped it")
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }

    private func died(while doing: String) -> ABChildError {
        try? stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        let how = process.terminationReason == .exit ? "exit \(process.terminationStatus)" : "signal \(process.terminationStatus)"
        return ABChildError("\(role) \(executable) stopped (\(how)) while \(doing)")
    }
}

/// A child of `pin-bench ab` that could not be started, died, or spoke another protocol.
public struct ABChildError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
