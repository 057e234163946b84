import PinEngine

/// What the verifier makes of frames a caller produced (the C API's harness asks).
package enum FrameExplanation: Equatable, Sendable {
    /// Equal to the reference (`manual`) bit for bit.
    case reference
    /// Equal bit for bit to the reference with these findings' semantics: the smallest such subset.
    case findings(Set<Finding>)
    /// No subset of the allowed findings reproduces them.
    case unexplained

    /// Explains `frames` with the smallest subset of `allowed`; sets PinLayout's globals.
    package init(_ frames: [Rect], on scenario: Scenario, allowed: Set<Finding>) {
        let run = ScenarioRun(scenario)
        if firstDifference(frames, run.reference) == nil {
            self = .reference
        } else if let findings = run.explanation(of: frames, allowed: allowed) {
            self = .findings(findings)
        } else {
            self = .unexplained
        }
    }

    /// The reference frames with `findings`' semantics, on a fresh copy; sets the globals.
    package static func referenceFrames(_ scenario: Scenario, findings: Set<Finding>) -> [Rect] {
        ScenarioRun(scenario).referenceFrames(findings)
    }
}
