import Foundation

/// How wide a table on stdout may be: `COLUMNS` when set to a positive number, 80 on a terminal
/// otherwise, and no limit when stdout is a file or a pipe (scripts get whole rows).
enum TerminalWidth {
    static var columns: Int? {
        if let value = ProcessInfo.processInfo.environment["COLUMNS"], let columns = Int(value), columns > 0 { return columns }
        return isatty(STDOUT_FILENO) == 1 ? 80 : nil
    }

    /// `columns` for a report going to stdout (`out` nil); nil for one written to a file, which keeps whole rows.
    static func columns(writingTo out: String?) -> Int? {
        out == nil ? columns : nil
    }
}
