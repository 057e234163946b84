import Foundation

/// How wide a table on stdout may be: `COLUMNS` when set to a positive number, 80 on a terminal
/// otherwise, and no limit when stdout is a file or a pipe (scripts get whole rows).
enum TerminalWidth {
    static var columns: Int? {
        if let value = ProcessInfo.processInfo.environment["COLUMNS"], let columns = Int(value), columns > 0 { return columns }
        return isatty(STDOUT_FILENO) == 1 ? 80 : nil
    }
}
