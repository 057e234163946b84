import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchReports
import PinBenchSystem

/// Where a command's results go: stdout, or a file written by `SafeFile`, so a crash or full disk never
/// leaves a truncated result.
enum Output {
    /// Says on stderr which files a verb wrote, unless `quiet`.
    static func sayWrote(_ paths: [String?], verb: String, quiet: Bool = false) {
        let written = paths.compactMap { $0 }
        guard !quiet, !written.isEmpty else { return }
        error("pin-bench \(verb): wrote \(written.joined(separator: "; "))")
    }

    /// Writes `text` to `path`, or stdout when nil.
    static func write(_ text: String, to path: String?, links: SafeFile.Links = .follow) throws(OutputError) {
        guard let path else {
            if let failure = write(Color.stdout ? Color.paintVerdicts(text) : text, to: STDOUT_FILENO) {
                throw OutputError("cannot write to stdout: \(String(cString: strerror(failure)))")
            }
            return
        }
        do {
            try SafeFile.write(text, to: path, links: links)
        } catch {
            throw OutputError(error.description)
        }
    }

    /// Paths with what the user calls them; nil paths are skipped.
    typealias NamedPaths = [(key: String, value: String?)]

    /// Fails before measuring when an output could not be written (exit 74) or clashes.
    static func checkOutputs(_ outputs: KeyValuePairs<String, String?>, inputs: KeyValuePairs<String, String?> = [:]) throws {
        try checkOutputs(Array(outputs), inputList: Array(inputs))
    }

    /// `checkOutputs` with inputs known only at run time (`merge`'s files).
    static func checkOutputs(_ outputs: KeyValuePairs<String, String?>, inputList: NamedPaths) throws {
        try checkOutputs(Array(outputs), inputList: inputList)
    }

    /// `checkOutputs` with files pin-bench names itself inside a folder too.
    static func checkOutputs(_ outputs: NamedPaths, generated: NamedPaths = [], inputList: NamedPaths) throws {
        try checkDistinct(outputs + generated, inputList: inputList)
        for (paths, links) in [(outputs, SafeFile.Links.follow), (generated, .replace)] {
            for case let (_, path?) in paths {
                do {
                    try SafeFile.checkWritable(path, links: links)
                } catch {
                    throw OutputError(error.description)
                }
            }
        }
    }

    /// A `UsageError` when an output is an input or another output, links followed.
    static func checkDistinct(_ outputs: KeyValuePairs<String, String?>, inputs: KeyValuePairs<String, String?> = [:]) throws(UsageError) {
        try checkDistinct(Array(outputs), inputList: Array(inputs))
    }

    /// `checkDistinct` with the paths as (role, path) pairs.
    static func checkDistinct(_ outputs: NamedPaths, inputList inputs: NamedPaths) throws(UsageError) {
        var seen: [FileIdentity: (name: String, isInput: Bool)] = [:]
        for case let (role, path?) in inputs {
            if let identity = SafeFile.identity(of: path) { seen[identity] = ("\(role) \(path)", true) }
        }
        for case let (option, path?) in outputs {
            guard let identity = SafeFile.identity(of: path) else { continue }
            if let other = seen[identity] {
                throw UsageError(other.isInput
                    ? "\(option) \(path) is the same file as \(other.name), which this command reads: writing it would destroy it; give another path"
                    : "\(option) \(path) is the same file as \(other.name): one output would overwrite the other; give another path")
            }
            seen[identity] = ("\(option) \(path)", false)
        }
    }

    /// Runs every write even after a failure, then one `OutputError` names every failure.
    static func writeEach(_ writes: [() throws -> Void]) throws {
        var failures: [String] = []
        for write in writes {
            do {
                try write()
            } catch let error as OutputError {
                failures.append(error.description)
            }
        }
        if !failures.isEmpty { throw OutputError(failures.joined(separator: "; ")) }
    }

    /// Fails when a folder pin-bench writes inside is not a writable real directory.
    static func checkOwnFolder(_ path: String) throws(OutputError) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        switch status.st_mode & S_IFMT {
        case S_IFLNK:
            throw OutputError("cannot write in \(path): it is a symbolic link, and pin-bench writes its own folders only inside "
                + "the directory it was given; remove the link")
        case S_IFDIR:
            guard access(path, W_OK) == 0 else { throw OutputError("cannot write in \(path): \(String(cString: strerror(errno)))") }
        default:
            throw OutputError("cannot create the directory \(path): a file of that name is in the way (\(path))")
        }
    }

    /// Creates `path` and its parents; a file in the way is an error naming it.
    static func createDirectory(_ path: String) throws(OutputError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            var status = stat()
            if stat(prefix, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    throw OutputError("cannot create the directory \(path): a file of that name is in the way (\(prefix))")
                }
            } else if mkdir(prefix, 0o777) != 0 && errno != EEXIST {
                throw OutputError("cannot create the directory \(path): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// A line on stderr, wrapped with a hanging indent; names shown as `DisplayText` does.
    static func error(_ text: String) {
        line(DisplayText.shown(text, keepingLineBreaks: true))
    }

    private static func line(_ text: String) {
        _ = write(wrapped(text, width: TerminalWidth.stderrColumns) + "\n", to: STDERR_FILENO)
    }

    /// Each line within `width` (nil: as is), continued two spaces in; long words stay whole.
    static func wrapped(_ text: String, width: Int?) -> String {
        guard let width else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            guard line.count > width else { return [String(line)] }
            let indent = line.prefix { $0 == " " }.count
            return Help.wrap(String(line), width: width, indent: indent, hanging: indent + 2)
        }.joined(separator: "\n")
    }

    /// A line on stderr that says why the command failed: `error`, in red on a terminal.
    static func failure(_ text: String) {
        let shown = DisplayText.shown(text, keepingLineBreaks: true)
        line(Color.stderr ? Color.paintError(shown) : shown)
    }

    /// Writes all of `text`; errno on failure (EPIPE when the reader is gone), else nil.
    static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }
}

/// An output file that could not be written.
struct OutputError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Progress with the time left: redrawn on a terminal, periodic lines in a CI log.
final class Progress {
    enum Mode { case off, terminal, plainLines }

    let mode: Mode
    private let verb: String
    private let interval: Duration
    private let start = ContinuousClock.now
    private var lastLine: ContinuousClock.Instant?
    private let write: (String) -> Void

    init(verb: String, quiet: Bool, terminal: Bool = isatty(STDERR_FILENO) == 1, interval: Duration = .seconds(10),
         write: @escaping (String) -> Void = { _ = Output.write($0, to: STDERR_FILENO) }) {
        self.verb = verb
        mode = quiet ? .off : terminal ? .terminal : .plainLines
        self.interval = interval
        self.write = write
    }

    /// --quiet: no progress and no notes on stderr.
    var quiet: Bool { mode == .off }

    func update(_ step: ProgressStep, now: ContinuousClock.Instant = .now) {
        update(step.text + remaining(step, now: now), now: now)
    }

    /// A step whose share of the whole is unknown (no estimate).
    func update(_ text: String, now: ContinuousClock.Instant = .now) {
        switch mode {
        case .off:
            return
        case .terminal:
            write("\r\u{1B}[K\(verb): \(text)")
        case .plainLines:
            if let lastLine, now - lastLine < interval { return }
            lastLine = now
            write("\(verb): \(text)\n")
        }
    }

    func finish() {
        guard mode == .terminal else { return }
        write("\r\u{1B}[K")
    }

    /// ", about 1 min 20 s left" from the pace so far; empty before the first step is done.
    func remaining(_ step: ProgressStep, now: ContinuousClock.Instant) -> String {
        guard step.done > 0, step.total > step.done else { return "" }
        let elapsed = now - start
        let seconds = elapsed.seconds
        let left = Int((seconds / Double(step.done) * Double(step.total - step.done)).rounded())
        return left >= 60 ? ", about \(left / 60) min \(left % 60) s left" : ", about \(left) s left"
    }
}

extension Output {
    /// `target` as a link from `file`'s directory; as given when the page goes to stdout.
    static func relativePath(to target: String, from file: String?) -> String {
        guard let file else { return target }
        let from = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL.pathComponents
        let to = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
        let shared = zip(from, to).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - shared) + to[shared...]).joined(separator: "/")
    }
}

extension ResultsCharts {
    /// Every chart of `series` in `directory`, named "chart" for `checkOutputs`.
    static func paths(series: [String], in directory: String, prefix: String) -> Output.NamedPaths {
        var seen = Set<String>()
        return series.filter { seen.insert($0).inserted }.flatMap { series in
            suffixes.map { ("chart", path(in: directory, prefix: prefix, series: series, suffix: $0)) }
        }
    }

    private static func path(in directory: String, prefix: String, series: String, suffix: String) -> String {
        "\(directory)/\(fileName(prefix: prefix, series: series, suffix: suffix))"
    }

    /// The two charts of every series of `document` in `directory` (which exists), each written whole.
    static func write(_ document: ResultsDocument, to directory: String, prefix: String) throws(OutputError) {
        for series in document.series {
            for (suffix, svg) in charts(document, series: series) {
                try Output.write(svg, to: path(in: directory, prefix: prefix, series: series.label, suffix: suffix), links: .replace)
            }
        }
    }
}
