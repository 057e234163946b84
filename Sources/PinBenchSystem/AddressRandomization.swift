import CBenchSupport

/// Address-space layout randomization (ASLR) of this process.
///
/// The strategies' relative speed moves with where code, stack and heap land, so timing verbs
/// re-execute themselves once with it off, as `setarch -R` would, unless `PIN_BENCH_KEEP_ASLR` is set
/// (`ProcessSettings.keepsAddressRandomization`; the evidence: docs/measurement.md, "The method").
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

    /// Re-executes this process with randomization off unless `process` keeps it. Returns (doing
    /// nothing) when it is already off, when it is kept, or when the system refuses; the run then goes
    /// on as it is and its environment records the state.
    package static func reexecWithoutRandomization(_ process: ProcessSettings) {
        guard !process.keepsAddressRandomization else { return }
        _ = pin_reexec_without_address_randomization(CommandLine.unsafeArgv)
    }

    /// Re-executes this process with randomization on (`randomized`) or off whatever
    /// `PIN_BENCH_KEEP_ASLR` says, for the placements' children, which inherit the parent's
    /// persona (usually off) and do what their placement says. Returns (doing nothing) when it is
    /// already so or when the system refuses; the child's environment then records the state.
    package static func reexec(randomized: Bool) {
        _ = randomized ? pin_reexec_with_address_randomization(CommandLine.unsafeArgv)
            : pin_reexec_without_address_randomization(CommandLine.unsafeArgv)
    }
}
