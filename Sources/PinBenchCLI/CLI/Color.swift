import Foundation
import PinBenchGate
import PinBenchKit

/// `--color WHEN`.
enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never
}

/// Colour on a terminal for verdict words and error lines, painted after tables are laid out; off when
/// not a terminal or `NO_COLOR` is set, unless `--color always`.
enum Color {
    /// Whether a stream gets colour: `choice`, then whether it is a terminal and `NO_COLOR`.
    static func isOn(_ choice: ColorChoice, isTerminal: Bool, environment: [String: String]) -> Bool {
        switch choice {
        case .always: true
        case .never: false
        case .auto: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }

    /// Whether stdout and stderr get colour; set once by `main` from `--color`, before anything is written.
    nonisolated(unsafe) private(set) static var stdout = false
    nonisolated(unsafe) private(set) static var stderr = false

    static func configure(_ choice: ColorChoice, environment: [String: String]) {
        stdout = isOn(choice, isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
        stderr = isOn(choice, isTerminal: isatty(STDERR_FILENO) == 1, environment: environment)
    }

    static let red = "\u{1B}[31m", green = "\u{1B}[32m", yellow = "\u{1B}[33m", bold = "\u{1B}[1m", reset = "\u{1B}[0m"

    /// The colour of each verdict word; "no regression" before "regression", so it is read whole.
    static let verdicts: [(word: String, color: String)] = [
        ("no regression", green), (Change.regression.rawValue, red), (Standing.slower.rawValue, red),
        (Change.improvement.rawValue, green), (Standing.faster.rawValue, green),
        (Change.inconclusive.rawValue, yellow), (Standing.unclear.rawValue, yellow),
    ]

    nonisolated(unsafe) private static let verdictPattern = try! Regex("\\b(" + verdicts.map(\.word).joined(separator: "|") + ")\\b")

    /// `text` with every verdict word wrapped in its colour.
    static func paintVerdicts(_ text: String) -> String {
        text.replacing(verdictPattern) { match in
            let word = String(text[match.range])
            let color = verdicts.first { $0.word == word }?.color ?? ""
            return color + word + reset
        }
    }

    /// An error message in bold red.
    static func paintError(_ text: String) -> String {
        bold + red + text + reset
    }
}
