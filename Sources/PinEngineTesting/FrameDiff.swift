/// What differs between a recorded snapshot and the tree now, view by view (by path), then warnings.
struct FrameDiff {
    /// One line per difference, e.g. `form/email: (16, 60, 343, 44) -> (16, 68, 343, 44)`.
    let lines: [String]
    /// The paths of the views whose line changed or is new, in tree order.
    let changedPaths: [String]

    init(expected: FrameSnapshot, actual: FrameSnapshot) {
        let expectedByPath = Dictionary(expected.entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let actualPaths = Set(actual.entries.map(\.path))
        var lines: [String] = []
        var changed: [String] = []
        for entry in actual.entries {
            guard let old = expectedByPath[entry.path] else {
                lines.append("\(entry.path): new view \(entry.frame)\(entry.isHidden ? " hidden" : "")")
                changed.append(entry.path)
                continue
            }
            guard old != entry else { continue }
            lines.append("\(entry.path): \(Self.state(old)) -> \(Self.state(entry))")
            changed.append(entry.path)
        }
        for entry in expected.entries where !actualPaths.contains(entry.path) {
            lines.append("\(entry.path): gone (was \(Self.state(entry)))")
        }
        lines += Self.difference(of: expected.warnings, and: actual.warnings)
        self.lines = lines
        changedPaths = changed
    }

    private static func state(_ entry: FrameSnapshot.Entry) -> String {
        entry.frame + (entry.isHidden ? " hidden" : "")
    }

    /// The warnings only one side has, each as many times as it has more of it.
    private static func difference(of expected: [String], and actual: [String]) -> [String] {
        var remaining = actual
        var lines: [String] = []
        for warning in expected {
            if let index = remaining.firstIndex(of: warning) { remaining.remove(at: index) } else { lines.append("warning gone: \(warning)") }
        }
        return lines + remaining.map { "new warning: \($0)" }
    }
}
