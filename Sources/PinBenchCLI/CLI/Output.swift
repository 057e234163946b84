import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchReports
import PinBenchSystem

/// Where a command's results go: stdout, or a file written by `SafeFile` (atomically for a regular
/// file, so a crash or a full disk never leaves a truncated result behind; directly for a device or
/// FIFO, which is never replaced; through a symbolic link, which stays a link).
enum Output {
    /// Says on stderr which files a verb wrote ("pin-bench VERB: wrote A; B"), unless `quiet`: every
    /// verb that writes a file says where.
    static func sayWrote(_ paths: [String?], verb: String, quiet: Bool = false) {
        let written = paths.compactMap { $0 }
        guard !quiet, !written.isEmpty else { return }
        error("pin-bench \(verb): wrote \(written.joined(separator: "; "))")
    }

    /// Writes `text` to `path`, or to stdout when nil; `links: .replace` for a file pin-bench names
    /// itself inside a folder (`SafeFile.Links`).
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

    /// Paths a command reads or writes, each with what the user calls it ("--out", "chart"); nil
    /// paths (an option not given) are skipped.
    typealias NamedPaths = [(key: String, value: String?)]

    /// Fails now, before any measurement, when an output file given on the command line could not be
    /// written later (a missing directory, no permission, a directory or socket in its place, a FIFO
    /// without a reader: `OutputError`, exit 74), or is one of the command's inputs or another of its
    /// outputs (`checkDistinct`). Each path comes with what the user calls it; nil paths are skipped.
    static func checkOutputs(_ outputs: KeyValuePairs<String, String?>, inputs: KeyValuePairs<String, String?> = [:]) throws {
        try checkOutputs(Array(outputs), inputList: Array(inputs))
    }

    /// `checkOutputs` with inputs known only at run time (`merge`'s files).
    static func checkOutputs(_ outputs: KeyValuePairs<String, String?>, inputList: NamedPaths) throws {
        try checkOutputs(Array(outputs), inputList: inputList)
    }

    /// `checkOutputs` with outputs known only at run time too: `generated` are the files pin-bench
    /// names itself inside a folder (charts, a results directory's files), written with
    /// `links: .replace`.
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

    /// `UsageError` (exit 64) when an output is the same file as an input (writing it would destroy
    /// what was read: `check --baseline X --save X`) or as another output (one would overwrite the
    /// other), links followed.
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

    /// Runs each write in turn, every one even when an earlier one fails, so that an output that
    /// cannot be written never costs the others; then one `OutputError` names every failure.
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

    /// Fails when `path`, a folder pin-bench names itself inside one it was asked to write (a results
    /// directory's `runs`), exists but is not a writable real directory: a file in its place, or a
    /// symbolic link that would lead the writes out. An absent one passes: it is made when needed.
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

    /// Creates `path` and its missing parents; a file in the place of any of them is an error that
    /// names it.
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

    /// A line on stderr (where a failure cannot be reported: it is ignored), wrapped to the
    /// terminal's width (`TerminalWidth.stderrColumns`) with a hanging indent; whole to a file or a pipe.
    /// Names in it are shown as `DisplayText` shows them.
    static func error(_ text: String) {
        line(DisplayText.shown(text, keepingLineBreaks: true))
    }

    private static func line(_ text: String) {
        _ = write(wrapped(text, width: TerminalWidth.stderrColumns) + "\n", to: STDERR_FILENO)
    }

    /// Each line of `text` no wider than `width` (nil: as it is): words move to continuation lines
    /// indented two spaces more than the line they continue. A word longer than the width stays whole.
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

    /// Writes all of `text` to `descriptor`; errno when it fails (EPIPE, with SIGPIPE ignored, when
    /// the reader is gone), else nil.
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

/// Progress of a long verb on stderr, with an estimate of the time left: on a terminal one line
/// redrawn in place; otherwise (a CI log) a plain line at most every `interval`, so that a long step
/// is never silent for minutes; nothing at all with `--quiet`.
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
    /// `target` as a link from `file`'s directory (a page's link to its charts); `target` as given
    /// when the page goes to stdout.
    static func relativePath(to target: String, from file: String?) -> String {
        guard let file else { return target }
        let from = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL.pathComponents
        let to = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
        let shared = zip(from, to).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - shared) + to[shared...]).joined(separator: "/")
    }
}

extension ResultsCharts {
    /// Every chart of `series` in `directory`, `<prefix>-<series>-<suffix>.svg`, named "chart" for
    /// `Output.checkOutputs`.
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
