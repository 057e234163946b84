import CBenchSupport

/// This process's ASLR; timing verbs re-execute once without it (docs/measurement.md).
package enum AddressRandomization {
    /// The environment variable that keeps randomization as it is.
    package static let keepVariable = "PIN_BENCH_KEEP_ASLR"

    /// Whether randomization is off for this process; nil when the personality cannot be read.
    package static var isDisabled: Bool? {
        switch pin_address_randomization_disabled() {
        case 1: true
        case 0: false
        default: nil
        }
    }

    /// Re-executes without randomization unless kept; returns when off, kept or refused.
    package static func reexecWithoutRandomization(_ process: ProcessSettings) {
        guard !process.keepsAddressRandomization else { return }
        _ = pin_reexec_without_address_randomization(CommandLine.unsafeArgv)
    }

    /// Re-executes with randomization as a placement's child says; returns when so or refused.
    package static func reexec(randomized: Bool) {
        _ = randomized ? pin_reexec_with_address_randomization(CommandLine.unsafeArgv)
            : pin_reexec_without_address_randomization(CommandLine.unsafeArgv)
    }
}
