import PinEngine

/// What the verifier makes of frames a caller produced itself (the C API's harness runs a strategy
/// through `pin_chain_run` and asks): the reference's, explained by documented findings, or neither.
package enum FrameExplanation: Equatable, Sendable {
    /// Equal to the reference (`manual`) bit for bit.
    case reference
    /// Equal bit for bit to the reference with these findings' semantics: the smallest such subset.
    case findings(Set<Finding>)
    /// No subset of the allowed findings reproduces them.
    case unexplained

    /// Explains `frames`, laid out on `scenario`, with the subsets of `allowed` the way the verifier
    /// explains a strategy's frames (smallest subset first). Sets PinLayout's globals for the scenario.
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

    /// The reference frames of `scenario` with `findings`' semantics (none: the intended layout, equal
    /// to `manual`'s), on a fresh copy. Sets PinLayout's globals for the scenario.
    package static func referenceFrames(_ scenario: Scenario, findings: Set<Finding>) -> [Rect] {
        ScenarioRun(scenario).referenceFrames(findings)
    }
}
