/// A child's time limit before SIGTERM then SIGKILL; `--child-timeout` replaces it.
package struct ChildTimeLimit: Sendable, Equatable {
    package static let factor = 10.0
    package static let floorSeconds = 600.0
    package static let replySeconds = 120.0

    /// The limit given on the command line, for every child; nil for the derived ones.
    package var fixed: Double?

    package init(fixed: Double? = nil) {
        self.fixed = fixed
    }

    /// The limit of a child expected to take `expectedSeconds`.
    package func seconds(expecting expectedSeconds: Double) -> Double {
        fixed ?? max(Self.floorSeconds, Self.factor * expectedSeconds)
    }

    /// The limit of a `serve` child's silence while it answers one request.
    package var replySeconds: Double { fixed ?? Self.replySeconds }
}

/// A child stopped past its limit: who, in which phase, and the limit.
package struct ChildTimeout: Error, CustomStringConvertible {
    package let description: String

    package init(_ child: String, phase: String, seconds: Double, end: ChildProcess.End) {
        description = "\(child) (\(phase)) ran past its time limit of \(fixed(seconds, seconds < 10 ? 1 : 0)) s and was stopped "
            + "(\(end)); raise the limit with --child-timeout SECONDS"
    }
}

/// An error that may be a child's time limit, so that the CLI can exit with its own status.
package protocol ChildTimeoutReporting: Error {
    var childTimeout: ChildTimeout? { get }
}

/// A child's failure: a sentence, or its time limit.
package protocol ChildFailure: ChildTimeoutReporting, CustomStringConvertible {
    init(description: String, childTimeout: ChildTimeout?)
}

extension ChildFailure {
    /// A failure the text explains.
    package init(_ description: String) {
        self.init(description: description, childTimeout: nil)
    }

    /// The child ran past its time limit.
    package init(_ timeout: ChildTimeout) {
        self.init(description: timeout.description, childTimeout: timeout)
    }
}
