import Foundation
import PinBenchSystem

extension ProcessSettings {
    /// A test's settings, as pin-bench's `main` reads its own: this process's environment and the
    /// pin-bench built next to the test bundle.
    package static var ofThisTest: ProcessSettings {
        ProcessSettings(environment: ProcessInfo.processInfo.environment, pinBench: Executables.pinBench())
    }
}
