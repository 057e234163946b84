import Foundation

/// A tiny tmpfs mounted inside a test's own directory, to run a write into a full disk for real.
/// Mounting needs root and a kernel that allows it here: `mount(in:bytes:)` returns nil (the test then
/// skips, saying why) otherwise. Never mounted anywhere but below the given directory.
public struct SmallFileSystem {
    public let path: String

    /// Mounts a tmpfs of `bytes` at `directory/name`; nil when this process cannot mount.
    public static func mount(in directory: String, name: String = "small-fs", bytes: Int) -> SmallFileSystem? {
        guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return nil }
        let path = "\(directory)/\(name)"
        guard (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)) != nil,
              run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(bytes)", "tmpfs", path]) else { return nil }
        return SmallFileSystem(path: path)
    }

    /// Unmounts it (before the test's directory is removed).
    public func unmount() {
        _ = Self.run("/bin/umount", [path])
    }

    private static func run(_ executable: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
