import Foundation

/// Whole-file writes that never destroy what is at the path.
///
/// - An absent path, or a regular file, is written atomically: a temporary file in the same directory,
///   flushed, then renamed over the target. A replaced file keeps its mode (and, as root, its owner).
/// - A symbolic link is followed: its final target is written as above and the link stays a link.
/// - A regular file with several hard links is rewritten in place, so every link sees the new content
///   (not atomic: a crash mid-write can leave it truncated).
/// - A character device, FIFO or socket, and the `/dev/stdout`-style links into `/proc`, are opened and
///   written directly; they are never replaced. A write error (e.g. ENOSPC on `/dev/full`) is an error.
/// - A directory is an error.
public enum SafeFile {
    /// Writes `text` to `path` as described above.
    public static func write(_ text: String, to path: String) throws(SafeFileError) {
        let bytes = Array(text.utf8)
        switch try target(of: path) {
        case .absent(let resolved): try replaceAtomically(resolved, with: bytes, keeping: nil)
        case .regular(let resolved, let status) where status.st_nlink > 1: try writeDirectly(resolved, bytes, flags: O_TRUNC)
        case .regular(let resolved, let status): try replaceAtomically(resolved, with: bytes, keeping: status)
        case .stream(let resolved): try writeDirectly(resolved, bytes, flags: O_APPEND)
        }
    }

    /// Creates `path` with `text`, atomically and exclusively: of several concurrent creators exactly
    /// one succeeds; the others get `.exists` (the content is complete before the name appears).
    public static func create(_ text: String, at path: String) throws(SafeFileError) {
        let temporary = try writeTemporary(Array(text.utf8), besides: path, keeping: nil)
        defer { unlink(temporary) }
        guard link(temporary, path) == 0 else {
            let code = errno
            if code == EEXIST { throw .exists(path) }
            throw .failed(path, reason(code))
        }
    }

    /// Checks, before any work, that `write(_:to:)` could write `path`: the directory of a new file
    /// exists and is writable, an existing target is writable and not a directory.
    public static func checkWritable(_ path: String) throws(SafeFileError) {
        switch try target(of: path) {
        case .absent(let resolved):
            let directory = directoryName(resolved)
            var status = stat()
            guard stat(directory, &status) == 0 else { throw .failed(path, "directory \(directory) does not exist") }
            guard status.st_mode & S_IFMT == S_IFDIR else { throw .failed(path, "\(directory) is not a directory") }
            guard access(directory, W_OK) == 0 else { throw .failed(path, "directory \(directory): \(reason(errno))") }
        case .regular(let resolved, _):
            guard access(resolved, W_OK) == 0 else { throw .failed(path, reason(errno)) }
            let directory = directoryName(resolved)
            guard access(directory, W_OK) == 0 else { throw .failed(path, "directory \(directory): \(reason(errno))") }
        case .stream(let resolved):
            guard access(resolved, W_OK) == 0 else { throw .failed(path, reason(errno)) }
        }
    }

    /// What a path leads to once symbolic links are followed.
    enum Target {
        case absent(String)
        case regular(String, stat)
        case stream(String)
    }

    static func target(of path: String) throws(SafeFileError) -> Target {
        guard !path.isEmpty else { throw .failed(path, "empty path") }
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                let code = errno
                if code == ENOENT { return .absent(current) }
                throw .failed(path, reason(code))
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                guard let destination = readLink(current) else { throw .failed(path, "cannot read the link \(current)") }
                // /dev/stdout and friends lead into /proc/self/fd: a stream of this process, never a file to replace.
                if current.hasPrefix("/proc/") || destination.hasPrefix("/proc/") {
                    return .stream(path)
                }
                current = destination.hasPrefix("/") ? destination : directoryName(current) + "/" + destination
            case S_IFDIR:
                throw .failed(path, "is a directory")
            case S_IFREG:
                return .regular(current, status)
            default:
                return .stream(current)
            }
        }
        throw .failed(path, "too many levels of symbolic links")
    }

    private static func replaceAtomically(_ path: String, with bytes: [UInt8], keeping status: stat?) throws(SafeFileError) {
        let temporary = try writeTemporary(bytes, besides: path, keeping: status)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw .failed(path, reason(code))
        }
    }

    /// A complete, flushed temporary file in `path`'s directory; its name is returned.
    private static func writeTemporary(_ bytes: [UInt8], besides path: String, keeping status: stat?) throws(SafeFileError) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? "output"
        let temporary = "\(directoryName(path))/.\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .failed(path, reason(errno)) }
        do throws(SafeFileError) {
            if let status {
                fchmod(descriptor, status.st_mode & 0o7777)
                if geteuid() == 0 { _ = fchown(descriptor, status.st_uid, status.st_gid) }
            }
            try writeAll(descriptor, bytes, path: path)
            guard fsync(descriptor) == 0 else { throw .failed(path, reason(errno)) }
            guard close(descriptor) == 0 else { throw .failed(path, reason(errno)) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        return temporary
    }

    private static func writeDirectly(_ path: String, _ bytes: [UInt8], flags: Int32) throws(SafeFileError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | flags)
        guard descriptor >= 0 else { throw .failed(path, reason(errno)) }
        defer { close(descriptor) }
        try writeAll(descriptor, bytes, path: path)
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], path: String) throws(SafeFileError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .failed(path, reason(errno))
            }
            offset += written
        }
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length >= 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func directoryName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// Why a file could not be written; `.exists` when an exclusive creation found the name taken.
public enum SafeFileError: Error, CustomStringConvertible {
    case exists(String)
    case failed(String, String)

    public var description: String {
        switch self {
        case .exists(let path): "\(path) already exists"
        case .failed(let path, let reason): "cannot write \(path): \(reason)"
        }
    }

    /// What went wrong, without the path.
    public var reason: String {
        switch self {
        case .exists: "already exists"
        case .failed(_, let reason): reason
        }
    }
}
