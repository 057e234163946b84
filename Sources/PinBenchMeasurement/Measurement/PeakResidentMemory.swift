#if canImport(Glibc)
import Glibc
#endif

/// Peak resident memory over one pass (`VmHWM`, reset first); it includes what earlier cases left, so
/// it is shown, never gated.
enum PeakResidentMemory: PassProbe {
    static let peakResidentKiB = Counter(
        id: "peakResidentKiB", noun: "KiB of peak resident memory", short: "peak RSS KiB", fieldName: "peak_rss_kib", scope: .level,
        tier: nil, summarized: false,
        measuredBy: "the process's peak resident set during the pass (Linux VmHWM, reset just before it); depends on the run, shown only")
    static let counters = [peakResidentKiB]

    static var unavailableReason: String? { availability }

    static func count(_ pass: () -> Void) -> Counts? {
        guard availability == nil, resetHighWaterMark() else {
            pass()
            return nil
        }
        pass()
        return highWaterMarkKiB().map { [peakResidentKiB.id: $0] }
    }

    /// Checked once: whether the mark can be reset and read here.
    private static let availability: String? = {
        #if os(Linux)
        guard resetHighWaterMark() else { return "cannot write /proc/self/clear_refs (Linux 4.0 or later, and a writable /proc, are needed)" }
        guard highWaterMarkKiB() != nil else { return "no VmHWM line in /proc/self/status" }
        return nil
        #else
        return "needs Linux's /proc/self/clear_refs and VmHWM"
        #endif
    }()

    /// Sets the high-water mark to the current resident size; false when /proc does not allow it.
    private static func resetHighWaterMark() -> Bool {
        #if os(Linux)
        let descriptor = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(descriptor, "5", 1) == 1
        #else
        return false
        #endif
    }

    /// `VmHWM` of /proc/self/status, in KiB.
    private static func highWaterMarkKiB() -> Int? {
        #if os(Linux)
        let descriptor = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return statusValue("VmHWM", in: String(decoding: bytes, as: UTF8.self))
        #else
        return nil
        #endif
    }

    /// The number of a `Key:   123 kB` line of a /proc status text.
    static func statusValue(_ key: String, in status: String) -> Int? {
        for line in status.split(separator: "\n") where line.hasPrefix(key + ":") {
            return line.dropFirst(key.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) }
        }
        return nil
    }
}
