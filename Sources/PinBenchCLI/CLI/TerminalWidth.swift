import Foundation

/// How wide output may be: `COLUMNS` when positive, 80 on a terminal, unlimited to a file or pipe.
enum TerminalWidth {
    static var columns: Int? { width(of: STDOUT_FILENO) }

    static var stderrColumns: Int? { width(of: STDERR_FILENO) }

    /// `columns` for a report going to stdout (`out` nil); nil for one written to a file, which keeps whole rows.
    static func columns(writingTo out: String?) -> Int? {
        out == nil ? columns : nil
    }

    /// `COLUMNS` when `main` found a positive number in it (`configure`); nil otherwise.
    nonisolated(unsafe) private(set) static var columnsVariable: Int?

    /// Reads `COLUMNS` from `main`'s environment, before anything is written.
    static func configure(environment: [String: String]) {
        columnsVariable = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    private static func width(of descriptor: Int32) -> Int? {
        columnsVariable ?? (isatty(descriptor) == 1 ? 80 : nil)
    }
}
