import Foundation

/// The package's own committed files, for tests that read them (results, docs, scripts, sources).
public enum Repository {
    /// The package's root directory.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The path of `relative`, a path from the package's root.
    public static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
}
