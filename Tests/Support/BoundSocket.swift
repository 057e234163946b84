import Foundation

/// A Unix-domain socket bound at a path in a test's directory (what `--out` must refuse), closed
/// when released. Nil when the path does not fit a socket address or the bind fails.
public final class BoundSocket {
    private let descriptor: Int32

    public init?(at path: String) {
        var address = sockaddr_un()
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard path.utf8.count < capacity else { return nil }
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard descriptor >= 0, bound == 0 else {
            close(descriptor)
            return nil
        }
    }

    deinit { close(descriptor) }
}
