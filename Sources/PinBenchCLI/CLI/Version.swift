import PinBenchAB
import PinBenchGate
import PinBenchKit
import PinBenchMeasurement

/// `--version`: this tool's version and the format and protocol versions builds must share.
enum Version {
    /// pin-bench's own version (semantic versioning; 0.x while formats may still change).
    static let number = "0.9.0"

    static var text: String {
        "pin-bench \(number) (results \(ResultsDocument.schemaName) \(ResultsDocument.currentSchemaVersion), "
            + "thresholds \(GateThresholds.schemaName) \(GateThresholds.currentSchemaVersion), serve protocol \(ABProtocol.version); "
            + "\(EnvironmentInfo.isDebugBuild ? "debug" : "release") build)"
    }
}
