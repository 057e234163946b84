import Foundation

/// Pretty-printed JSON with sorted keys (stable diffs), as every JSON output of PinBench is written.
package enum JSONText {
    package static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
