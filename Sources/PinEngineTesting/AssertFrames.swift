import Foundation
import PinEngine

/// Lays `view`'s tree out and compares its frames, hidden flags and warnings with the text snapshot
/// `name`, recording it when absent; on a difference, fails with a diff and an SVG of the tree over the
/// recorded one.
/// Snapshots live in `__Snapshots__/<test file>/<name>.txt` or `snapshotDirectory`; `record: true` or
/// `PIN_RECORD_SNAPSHOTS=1` rewrites them and fails the test. Warnings are collected process-wide: run
/// snapshot tests serially.
public func assertFrames(
    of view: View, named names: [String: View] = [:], matches name: String, record: Bool = false,
    snapshotDirectory: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if let message = FrameAssertion(view: view, names: names, name: name, record: record || FrameAssertion.recordFromEnvironment,
                                    snapshotDirectory: snapshotDirectory ?? FrameAssertion.defaultDirectory(for: "\(filePath)"))
        .failureMessage() {
        location.reportFailure(message)
    }
}

/// One `assertFrames` call: lays the tree out, snapshots it, runs the check and words its outcome.
struct FrameAssertion {
    /// The environment variable that turns record mode on for every assertion (any value but 0).
    static let recordVariable = "PIN_RECORD_SNAPSHOTS"

    static var recordFromEnvironment: Bool {
        guard let value = ProcessInfo.processInfo.environment[recordVariable] else { return false }
        return !value.isEmpty && value != "0"
    }

    /// `__Snapshots__/<file name without .swift>` beside the test file at `filePath`.
    static func defaultDirectory(for filePath: String) -> String {
        let file = filePath as NSString
        let testName = (file.lastPathComponent as NSString).deletingPathExtension
        return file.deletingLastPathComponent + "/__Snapshots__/" + testName
    }

    let view: View
    let names: [String: View]
    let name: String
    let record: Bool
    let snapshotDirectory: String

    /// The snapshot file: `name` with anything but letters, digits, `.`, `_` and `-` replaced by `-`.
    var snapshotPath: String {
        let file = String(name.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "-" })
        return snapshotDirectory + "/" + file + ".txt"
    }

    /// Nil when the frames match the snapshot; otherwise what the test failure says.
    func failureMessage() -> String? {
        let warnings = Self.layOut(view)
        let identifiers = Dictionary(names.map { (ObjectIdentifier($0.value), $0.key) }, uniquingKeysWith: { first, _ in first })
        let tree = ViewPaths.of(view, names: identifiers)
        let check = FrameSnapshotCheck(snapshotPath: snapshotPath, record: record)
        let outcome: FrameSnapshotCheck.Outcome
        do {
            outcome = try check.run(FrameSnapshot(of: tree, warnings: warnings), name: name)
        } catch {
            return "could not write the snapshot '\(name)' (\(snapshotPath) or its wireframe): \(error)"
        }
        switch outcome {
        case .matched: return nil
        case .recordedMissing: return "no snapshot '\(name)' yet: recorded \(snapshotPath); check it and run the test again"
        case .rerecorded: return "record mode: rewrote \(snapshotPath); turn record mode off to compare"
        case .mismatch(let message): return message
        case .unreadable: return "\(snapshotPath) is not a frame snapshot; delete it to record it again"
        }
    }

    /// Runs the pending pass and returns its warnings; restores the warning settings.
    static func layOut(_ view: View) -> [String] {
        let saved = (log: Pin.logWarnings, handler: Pin.warningHandler, last: Pin.lastWarningText)
        let collected = WarningCollector()
        Pin.logWarnings = true
        Pin.warningHandler = { _ in collected.texts.append(Pin.lastWarningText ?? "") }
        view.setNeedsLayout()
        view.layoutIfNeeded()
        (Pin.logWarnings, Pin.warningHandler, Pin.lastWarningText) = saved
        return collected.texts
    }

    /// The warnings' texts, appended to by the handler (called one at a time, under the log's lock).
    private final class WarningCollector {
        var texts: [String] = []
    }
}
