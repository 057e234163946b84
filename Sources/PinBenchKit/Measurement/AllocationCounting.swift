import CBenchSupport

/// The allocation-counting hook. PinBenchKit does not link a malloc interposer (a library must not
/// replace its host's malloc): the executables and the tests link CAllocCounter and install its
/// reader once at startup (`AllocationCounting.install(pin_alloc_counts_now)`). Until then every
/// reading is zero, so passes count no allocation; `isInstalled` tells.
public enum AllocationCounting {
    /// Reads the calling thread's heap counters. A C function: calling it retains nothing, so it can
    /// sit inside the retain/release counting of a pass.
    public typealias Reader = @convention(c) () -> pin_alloc_counts

    /// Installs the process's counter (call once, before any measurement).
    public static func install(_ reader: Reader) {
        installedReader = reader
    }

    /// Whether a counter was installed.
    public static var isInstalled: Bool { installedReader != nil }

    /// The calling thread's counters now (zeros when no counter is installed).
    static func now() -> pin_alloc_counts {
        installedReader?() ?? pin_alloc_counts()
    }
}

/// The installed reader; written once at startup, before any thread that reads it exists.
nonisolated(unsafe) private var installedReader: AllocationCounting.Reader?
