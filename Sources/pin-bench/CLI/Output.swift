import Foundation
import PinBenchKit

/// Where a command's results go: stdout, or a file written by `SafeFile` (atomically for a regular
/// file, so a crash or a full disk never leaves a truncated result behind; directly for a device or
/// FIFO, which is never replaced; through a symbolic link, which stays a link).
enum Output {
    static func write(_ text: String, to path: String?) throws(OutputError) {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try SafeFile.write(text, to: path)
        } catch {
            throw OutputError(error.description)
        }
    }

    /// Fails now, before any measurement, when an output file given on the command line could not be
    /// written later (a missing directory, no permission, a directory in its place).
    static func checkWritable(_ paths: String?...) throws(OutputError) {
        for path in paths.compactMap({ $0 }) {
            do {
                try SafeFile.checkWritable(path)
            } catch {
                throw OutputError(error.description)
            }
        }
    }

    static func createDirectory(_ path: String) throws(OutputError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw OutputError("cannot create \(path): \(error.localizedDescription)")
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
    /// --quiet: no progress and no notes on stderr.
    let quiet: Bool

    init(quiet: Bool) {
        self.quiet = quiet
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

extension ResultsCharts {
    /// `<prefix>-<series>-per-view.svg` and `<prefix>-<series>-ratio.svg` for every series, in `directory`.
    static func write(_ document: ResultsDocument, to directory: String, prefix: String) throws(OutputError) {
        try Output.createDirectory(directory)
        for series in document.series {
            let slug = slug(series)
            try Output.write(perView(document, series: series).svg, to: "\(directory)/\(prefix)-\(slug)-per-view.svg")
            try Output.write(ratio(document, series: series).svg, to: "\(directory)/\(prefix)-\(slug)-ratio.svg")
        }
    }
}
