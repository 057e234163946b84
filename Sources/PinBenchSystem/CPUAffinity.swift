import CBenchSupport
import Foundation

/// Pins the measuring thread to one CPU (`--cpu N`).
package enum CPUAffinity {
    /// Pins the calling thread to `cpu`; throws when the CPU is not one this process may use.
    package static func pin(_ cpu: Int) throws(CPUAffinityError) {
        guard mayUse(cpu) else { throw CPUAffinityError("CPU \(cpu) is not one this process may run on (allowed: \(allowedCPUs.map(String.init).joined(separator: ",")))") }
        let code = pin_pin_thread_to_cpu(Int32(cpu))
        guard code == 0 else { throw CPUAffinityError("cannot pin to CPU \(cpu): \(String(cString: strerror(code)))") }
    }

    /// Runs `body` with the calling thread pinned to `cpu`, then lets it run on the CPUs it had.
    package static func withPinned<T>(_ cpu: Int, _ body: () throws -> T) throws -> T {
        let allowed = allowedCPUs.map(Int32.init)
        try pin(cpu)
        defer { _ = pin_set_thread_cpus(allowed, Int32(allowed.count)) }
        return try body()
    }

    /// Whether this process may run on `cpu` (its affinity mask).
    package static func mayUse(_ cpu: Int) -> Bool {
        cpu >= 0 && cpu < 1024 && pin_thread_may_use_cpu(Int32(cpu)) == 1
    }

    /// The CPUs this thread may run on.
    package static var allowedCPUs: [Int] {
        (0..<1024).filter { pin_thread_may_use_cpu(Int32($0)) == 1 }
    }
}

/// `--cpu N` names a CPU that cannot be used; the text says why.
package struct CPUAffinityError: Error, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
