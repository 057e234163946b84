import CBenchSupport

/// The allocation-counting hook. PinBenchKit does not link a malloc interposer (a library must not
/// replace its host's malloc): the executables and the tests link CAllocCounter and install its
/// reader once at startup (`AllocationCounting.install(pin_alloc_counts_now)`). Until then every
/// reading is zero and the counters are unavailable (`unavailableReason`).
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

    /// The allocations and bytes of one call of `pass` on this thread. Only two C calls run in the
    /// window besides `pass`.
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

    /// Reads the calling thread's heap counters. A C function: calling it retains nothing, so it can
    /// sit inside the retain/release counting of a pass.
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
