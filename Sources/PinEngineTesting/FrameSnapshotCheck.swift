import Foundation
import PinWireframe

/// Compares a tree's snapshot with the file at `snapshotPath`, or (re)records it: the part of
/// `assertFrames` that touches files, apart from how a failure is reported.
struct FrameSnapshotCheck {
    /// What the check found.
    enum Outcome: Equatable {
        case matched
        /// There was no snapshot file: it is written now (still a failure, so that CI never passes on a
        /// snapshot nobody looked at).
        case recordedMissing
        /// Record mode: the file is rewritten (a failure, so that record mode is not left on).
        case rerecorded
        /// The frames differ; `message` holds the per-view diff and the wireframe's path.
        case mismatch(message: String)
        /// The snapshot file is not in the snapshot format.
        case unreadable
    }

    let snapshotPath: String
    let record: Bool

    /// The picture written on a mismatch, beside the snapshot.
    var wireframePath: String { String(snapshotPath.dropLast(".txt".count)) + ".failure.svg" }

    /// Compares or records `actual`; on a mismatch draws `wireframe(first changed path)` beside the snapshot.
    func run(_ actual: FrameSnapshot, name: String, wireframe: (String?) -> Wireframe) throws -> Outcome {
        let files = FileManager.default
        let existing = files.contents(atPath: snapshotPath).map { String(decoding: $0, as: UTF8.self) }
        if record || existing == nil {
            try write(actual.text, to: snapshotPath)
            try? files.removeItem(atPath: wireframePath)
            return existing == nil ? .recordedMissing : .rerecorded
        }
        guard let expected = FrameSnapshot(text: existing!) else { return .unreadable }
        guard expected != actual else {
            try? files.removeItem(atPath: wireframePath)
            return .matched
        }
        let diff = FrameDiff(expected: expected, actual: actual)
        let svg = WireframeSVG(title: "\(name) now", panels: [WireframeSVG.Panel(title: "\(name) now", tree: wireframe(diff.changedPaths.first))]).svg
        try write(svg, to: wireframePath)
        let message = (["frames of '\(name)' differ from \(snapshotPath):"] + diff.lines.map { "  " + $0 }
            + ["wireframe of the tree now: \(wireframePath)",
               "if the change is intended, record again: assertFrames(..., record: true) or \(FrameAssertion.recordVariable)=1"])
            .joined(separator: "\n")
        return .mismatch(message: message)
    }

    private func write(_ text: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
