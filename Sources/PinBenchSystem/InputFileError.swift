import Foundation

/// An input file missing, unreadable, malformed or of another schema, as a sentence's end.
package struct InputFileError: Error, CustomStringConvertible {
    package let path: String
    package let problem: String

    package init(_ path: String, _ problem: String) {
        self.path = path
        self.problem = problem
    }

    package var description: String { "\(path) \(problem)" }
}

extension InputFileError {
    /// The bytes of `path`, or why not; a FIFO without a writer reads as empty.
    package static func contents(of path: String) throws(InputFileError) -> Data {
        guard !path.isEmpty else { throw InputFileError("''", "is an empty path, which names no file") }
        var status = stat()
        guard stat(path, &status) == 0 else { throw InputFileError(path, problem(errno)) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw InputFileError(path, "is a directory, not a file") }
        guard status.st_mode & S_IFMT != S_IFCHR && status.st_mode & S_IFMT != S_IFBLK else {
            throw InputFileError(path, "is a device, not a file")
        }
        guard status.st_size <= largestInput else { throw tooLarge(path) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw InputFileError(path, problem(errno)) }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputFileError(path, problem(errno))
            }
            data.append(contentsOf: buffer[0..<count])
            // A FIFO has no size to look at first.
            guard data.count <= largestInput else { throw tooLarge(path) }
        }
    }

    /// The most bytes an input may have (docs/bad-input.md).
    static let largestInput = 256 << 20

    private static func tooLarge(_ path: String) -> InputFileError {
        InputFileError(path, "is larger than \(largestInput >> 20) MiB, more than any results file pin-bench writes; not read")
    }

    /// What an errno from opening or reading an input file means, as a sentence's end.
    private static func problem(_ code: Int32) -> String {
        switch code {
        case ENOENT: "does not exist"
        case ELOOP: "is a loop of symbolic links (each leads to another, never to a file)"
        case ENOTDIR: "does not exist (a part of its path is not a directory)"
        default: "cannot be read: \(String(cString: strerror(code)))"
        }
    }

    /// `data` of `path` decoded as JSON, refused with `notDecoded`'s sentence end (given `describe`'s text
    /// of the error) or when an object repeats a key, which a decoder would read one way of two.
    package static func decoded<T: Decodable>(_ type: T.Type, from data: Data, path: String,
                                              notDecoded: (String) -> String) throws(InputFileError) -> T {
        let value: T
        do {
            value = try JSONDecoder().decode(type, from: data)
        } catch {
            throw InputFileError(path, notDecoded(describe(error)))
        }
        if let key = JSONDuplicateKeys.first(in: data) { throw InputFileError(path, JSONDuplicateKeys.refusal(key)) }
        return value
    }

    /// A decoding error as a reader can act on it: what is wrong, and where in the file.
    package static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .dataCorrupted(let context): return context.debugDescription + (context.codingPath.isEmpty ? "" : " at \(path(context))")
        case .keyNotFound(let key, let context): return "missing key '\(key.stringValue)' at \(path(context).isEmpty ? "top level" : path(context))"
        case .typeMismatch(_, let context): return "wrong type at \(path(context)): \(context.debugDescription)"
        case .valueNotFound(_, let context): return "missing value at \(path(context))"
        @unknown default: return "\(error)"
        }
    }
}
