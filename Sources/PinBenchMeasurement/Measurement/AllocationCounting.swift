import CBenchSupport

/// The allocation hook: a library must not replace its host's malloc, so executables and tests install
/// CAllocCounter's reader at startup.
package enum AllocationCounting: PassProbe {
    package static let allocations = Counter(
        id: "allocations", noun: "allocations", short: "allocs", fieldName: "allocs_per_pass", tier: .allocations, summarized: true,
        measuredBy: "heap allocations (malloc, calloc, realloc of nothing, aligned; a moving realloc counts one), malloc interposer")
    static let allocatedBytes = Counter(
        id: "allocatedBytes", noun: "allocated bytes", short: "bytes", fieldName: "bytes_per_pass", tier: .allocations,
        summarized: false, measuredBy: "bytes asked of the heap, malloc interposer")
    package static let counters = [allocations, allocatedBytes]

    package static var unavailableReason: String? {
        isInstalled ? nil : "no allocation counter installed in this process (CAllocCounter is linked into pin-bench and the tests)"
    }

    /// The allocations and bytes of one call of `pass` on this thread (two C calls besides it).
    @inline(never)
    package static func count(_ pass: () -> Void) -> Counts? {
        guard isInstalled else {
            pass()
            return nil
        }
        let before = now()
        pass()
        let after = now()
        return [allocations.id: Int(after.allocations - before.allocations + after.reallocations - before.reallocations),
                allocatedBytes.id: Int(after.bytes - before.bytes)]
    }

    /// Reads the thread's heap counters; a C function, so it retains nothing inside ARC counting.
    package typealias Reader = @convention(c) () -> pin_alloc_counts

    /// Installs the process's counter (call once, before any measurement).
    package static func install(_ reader: Reader) {
        installedReader = reader
    }

    /// Whether a counter was installed.
    static var isInstalled: Bool { installedReader != nil }

    /// The calling thread's counters now (zeros when no counter is installed).
    static func now() -> pin_alloc_counts {
        installedReader?() ?? pin_alloc_counts()
    }
}

/// The installed reader; written once at startup, before any thread that reads it exists.
nonisolated(unsafe) private var installedReader: AllocationCounting.Reader?
