import Foundation

/// Where a command's results go: stdout, or a file written atomically (a temporary file in the same
/// directory, then renamed), so a crash or a full disk never leaves a truncated result behind.
enum Output {
    static func write(_ text: String, to path: String?) throws(OutputError) {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw OutputError("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// A line on stderr.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// An output file that could not be written.
struct OutputError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// A progress line on stderr, redrawn in place; silent when stderr is not a terminal or when quiet.
struct Progress {
    let enabled: Bool

    init(quiet: Bool) {
        enabled = !quiet && isatty(STDERR_FILENO) == 1
    }

    func update(_ text: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
