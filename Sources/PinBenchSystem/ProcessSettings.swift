import Foundation

/// What a process takes from outside its arguments, read once at startup.
package struct ProcessSettings: Sendable {
    /// The environment children start with.
    package var environment: [String: String]
    /// The pin-bench executable to re-run as a child, or nil when there is none.
    package var pinBench: String?
    /// The self-test's injected work, passed on to children; nil for ordinary runs.
    package var injection: String?

    package init(environment: [String: String], pinBench: String?, injection: String? = nil) {
        self.environment = environment
        self.pinBench = pinBench
        self.injection = injection
    }

    /// The search path when the environment has no PATH.
    static let defaultSearchPath = "/usr/local/bin:/usr/bin:/bin"

    /// The path of `tool` on PATH, or nil.
    package func onPath(_ tool: String) -> String? {
        Self.onPath(tool, environment: environment)
    }

    /// The path of `tool` on `environment`'s PATH (`defaultSearchPath` without one), or nil.
    package static func onPath(_ tool: String, environment: [String: String]) -> String? {
        (environment["PATH"] ?? defaultSearchPath).split(separator: ":").map { "\($0)/\(tool)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether timing keeps address-space randomization as it is (`AddressRandomization.keepVariable` set).
    var keepsAddressRandomization: Bool {
        environment[AddressRandomization.keepVariable] != nil
    }
}
