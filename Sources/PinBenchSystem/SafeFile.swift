import Foundation

/// Whole-file writes that never destroy what is at the path: a regular or absent file is replaced
/// atomically (mode kept), a symbolic link's target is written, a hard-linked file is rewritten in
/// place only after the new content and its room are secured, a device or FIFO is written directly
/// (without blocking), and a directory, socket, or file in /proc or /sys is an error. `links: .replace`
/// replaces a link instead of following it out of a folder.
package enum SafeFile {
    /// What a symbolic link at the path itself means.
    package enum Links: Sendable {
        /// The path was given by the user: its link's final target is written, the link stays.
        case follow
        /// The path is one pin-bench made up: a link there is replaced by the file.
        case replace
    }

    /// Writes `text` to `path` as described above.
    package static func write(_ text: String, to path: String, links: Links = .follow) throws(SafeFileError) {
        let bytes = Array(text.utf8)
        if links == .replace, isLink(path) {
            try replaceAtomically(path, with: bytes, keeping: nil)
            return
        }
        switch try target(of: path) {
        case .absent(let resolved): try replaceAtomically(resolved, with: bytes, keeping: nil)
        case .regular(let resolved, let status) where status.st_nlink > 1: try rewriteInPlace(resolved, with: bytes, status: status)
        case .regular(let resolved, let status): try replaceAtomically(resolved, with: bytes, keeping: status)
        case .stream(let resolved):
            let descriptor: Int32
            if let held = HeldStreams.take(resolved) { descriptor = held } else { descriptor = try openStream(resolved, path: path) }
            defer { close(descriptor) }
            try writeAll(descriptor, bytes, path: path)
        }
    }

    /// Creates `path` atomically and exclusively: one concurrent creator wins, the rest get `.exists`.
    package static func create(_ text: String, at path: String) throws(SafeFileError) {
        let temporary = try writeTemporary(Array(text.utf8), besides: path, keeping: nil)
        defer { unlink(temporary) }
        guard link(temporary, path) == 0 else {
            let code = errno
            if code == EEXIST { throw .exists(path) }
            throw .failed(path, reason(code))
        }
    }

    /// Checks up front that `write(_:to:)` could write `path`.
    package static func checkWritable(_ path: String, links: Links = .follow) throws(SafeFileError) {
        if links == .replace, isLink(path) {
            let directory = directoryName(path)
            guard access(directory, W_OK) == 0 else { throw .failed(path, "directory \(directory): \(reason(errno))") }
            return
        }
        let target = try target(of: path)
        switch target {
        case .absent(let resolved), .regular(let resolved, _):
            if let kernel = kernelFileSystem(directoryName(resolved)) {
                throw .failed(path, "\(directoryName(resolved)) is in \(kernel), a kernel file system where no file can be created or replaced")
            }
        case .stream:
            break
        }
        switch target {
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
            // A FIFO is opened now (no reader fails early) and held until the write (no early EOF).
            if isFIFO(resolved) { HeldStreams.hold(try openStream(resolved, path: path), for: resolved) }
        }
    }

    /// `/proc` or `/sys` when `directory` is in one; nil otherwise.
    private static func kernelFileSystem(_ directory: String) -> String? {
        guard let resolved = realpath(directory, nil) else { return nil }
        defer { free(resolved) }
        let canonical = String(cString: resolved)
        return ["/proc", "/sys"].first { canonical == $0 || canonical.hasPrefix($0 + "/") }
    }

    private static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Which file `path` names, links followed; nil for devices, FIFOs and sockets.
    package static func identity(of path: String) -> FileIdentity? {
        switch try? target(of: path) {
        case .regular(_, let status): .file(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        case .absent(let resolved): canonicalDirectory(of: resolved).map { .planned("\($0)/\(resolved.split(separator: "/").last ?? "")") }
        case .stream, nil: nil
        }
    }

    private static func canonicalDirectory(of path: String) -> String? {
        guard let resolved = realpath(directoryName(path), nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What a path leads to once symbolic links are followed.
    package enum Target {
        case absent(String)
        case regular(String, stat)
        case stream(String)
    }

    package static func target(of path: String) throws(SafeFileError) -> Target {
        guard !path.isEmpty else { throw .failed(path, "an empty path names no file") }
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
            case S_IFSOCK:
                throw .failed(path, "is a socket; pin-bench writes files, character devices and FIFOs")
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
            discard(temporary)
            throw .failed(path, reason(code))
        }
        ProcessCleanup.remove(.file(temporary))
    }

    /// A complete, flushed temporary file in `path`'s directory; its name is returned.
    private static func writeTemporary(_ bytes: [UInt8], besides path: String, keeping status: stat?) throws(SafeFileError) -> String {
        let temporary = "\(directoryName(path))/\(temporaryName(for: path))"
        // Registered as it is made, so that a signal's cleanup removes it.
        var descriptor: Int32 = -1
        var code: Int32 = 0
        ProcessCleanup.add {
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            code = errno
            return descriptor >= 0 ? .file(temporary) : nil
        }
        guard descriptor >= 0 else { throw .failed(path, reason(code)) }
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
            discard(temporary)
            throw error
        }
        return temporary
    }

    /// `.NAME.<pid>-<random>.tmp`, NAME shortened to fit 255 bytes.
    static func temporaryName(for path: String) -> String {
        let suffix = ".\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        var name = Substring(path.split(separator: "/").last ?? "output")
        while 1 + name.utf8.count + suffix.utf8.count > 255 { name = name.dropLast() }
        return ".\(name)\(suffix)"
    }

    /// Removes a temporary file and its entry in the signal cleanup's list.
    private static func discard(_ temporary: String) {
        unlink(temporary)
        ProcessCleanup.remove(.file(temporary))
    }

    /// A device or FIFO opened for writing: without blocking, then blocking writes.
    private static func openStream(_ resolved: String, path: String) throws(SafeFileError) -> Int32 {
        let descriptor = open(resolved, O_WRONLY | O_APPEND | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENXIO && isFIFO(resolved) {
                throw .failed(path, "is a FIFO with no reader; start its reader first (e.g. `cat \(path)`), or write to a file")
            }
            throw .failed(path, reason(code))
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    private static func isFIFO(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
    }

    /// Rewrites a hard-linked file in place only after the content is saved aside and room reserved, so
    /// a full disk fails first.
    private static func rewriteInPlace(_ path: String, with bytes: [UInt8], status: stat) throws(SafeFileError) {
        var temporary: String? = try writeTemporary(bytes, besides: path, keeping: nil)
        defer { if let temporary { discard(temporary) } }
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .failed(path, reason(errno)) }
        defer { close(descriptor) }
        let growth = off_t(bytes.count) - status.st_size
        if growth > 0 {
            var code = posix_fallocate(descriptor, status.st_size, growth)
            if code == ENOSPC, let copy = temporary {
                discard(copy)
                temporary = nil
                code = posix_fallocate(descriptor, status.st_size, growth)
            }
            if code != 0 && code != EOPNOTSUPP && code != EINVAL {
                throw .failed(path, "\(reason(code)); the file (\(status.st_nlink) hard links) was left as it was")
            }
        }
        do throws(SafeFileError) {
            guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw .failed(path, reason(errno)) }
            try writeAll(descriptor, bytes, path: path)
            guard ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 else { throw .failed(path, reason(errno)) }
        } catch {
            guard let copy = temporary else { throw error }
            temporary = nil
            ProcessCleanup.remove(.file(copy))
            throw .failed(path, "\(error.reason) while rewriting it in place (\(status.st_nlink) hard links); the new content is whole in \(copy)")
        }
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

/// A file's identity: device and inode, or the canonical path of one to be created.
package enum FileIdentity: Hashable, Sendable {
    case file(device: UInt64, inode: UInt64)
    case planned(String)
}

/// Why a file could not be written; `.exists` when an exclusive creation found the name taken.
package enum SafeFileError: Error, CustomStringConvertible {
    case exists(String)
    case failed(String, String)

    package var description: String {
        switch self {
        case .exists(let path): "\(path) already exists"
        case .failed(let path, let reason): "cannot write \(path): \(reason)"
        }
    }

    /// What went wrong, without the path.
    package var reason: String {
        switch self {
        case .exists: "already exists"
        case .failed(_, let reason): reason
        }
    }
}

/// FIFOs held open from the check to the write, so their readers see no early EOF.
private enum HeldStreams {
    private final class Table: @unchecked Sendable {
        let lock = NSLock()
        var descriptors: [String: Int32] = [:]
    }

    private static let table = Table()

    static func hold(_ descriptor: Int32, for path: String) {
        table.lock.withLock {
            if let previous = table.descriptors.updateValue(descriptor, forKey: path) { close(previous) }
        }
    }

    /// The descriptor held for `path`, now the caller's to close; nil when none is held.
    package static func take(_ path: String) -> Int32? {
        table.lock.withLock { table.descriptors.removeValue(forKey: path) }
    }
}
