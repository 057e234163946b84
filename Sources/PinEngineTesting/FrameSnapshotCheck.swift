import Foundation
import PinEngine
import PinWireframe

/// Compares a snapshot with its file, or records it: `assertFrames`' file part.
struct FrameSnapshotCheck {
    /// What the check found.
    enum Outcome: Equatable {
        case matched
        /// Recorded now, still a failure, so that CI never passes on an unseen snapshot.
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

    /// The picture written on a mismatch, beside the snapshot: the tree now over the recorded one.
    var wireframePath: String { String(snapshotPath.dropLast(".txt".count)) + ".failure.svg" }

    /// Compares or records `actual`; on a mismatch draws the tree now over the recorded one beside the snapshot.
    func run(_ actual: FrameSnapshot, name: String) throws -> Outcome {
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
        try write(Self.overlay(name: name, expected: expected, actual: actual, diff: diff).svg, to: wireframePath)
        let message = (["frames of '\(name)' differ from \(snapshotPath):"] + diff.lines.map { "  " + $0 }
            + ["picture of the tree now over the recorded one: \(wireframePath)",
               "if the change is intended, record again: assertFrames(..., record: true) or \(FrameAssertion.recordVariable)=1"])
            .joined(separator: "\n")
        return .mismatch(message: message)
    }

    /// The tree now over the recorded one, differences under it.
    static func overlay(name: String, expected: FrameSnapshot, actual: FrameSnapshot, diff: FrameDiff) -> WireframeSVG {
        let now = actual.wireframe(highlighted: Set(diff.changedPaths)) ?? Wireframe(label: name, frame: Rect(x: 0, y: 0, width: 0, height: 0))
        let panel = WireframeSVG.Panel(title: "\(name): now (solid) over recorded (dashed blue)", tree: now,
                                       ghost: expected.wireframe(highlighted: []), ghostName: "recorded")
        // Point for point, so that a move of a few points shows and labels fit in small views.
        return WireframeSVG(title: "\(name): the tree now over the recorded snapshot", panels: [panel], scale: 1, notes: diff.lines)
    }

    private func write(_ text: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
