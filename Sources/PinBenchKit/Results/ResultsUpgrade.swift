import Foundation

/// Reads results files of schema versions 1-3 as version 4, on the JSON before decoding, so that the
/// Codable types know only today's form. Versions 1-3 stored each counter in a field of its own
/// (`allocationsPerPass`, …, `instructionsPerPass`) and named the retain/release pair
/// "retains/releases" in `unavailableCounters`; version 4 keys them by `CounterID`. A pooled file's
/// runs (`hosts.runs[].document`) are upgraded with it.
enum ResultsUpgrade {
    /// The counter each version 1-3 case field held.
    static let legacyCaseFields: [(field: String, counter: CounterID)] = [
        ("instructionsPerPass", InstructionCounter.counter.id),
        ("allocationsPerPass", AllocationCounting.allocations.id),
        ("allocatedBytesPerPass", AllocationCounting.allocatedBytes.id),
        ("retainsPerPass", ARCCounter.retains.id),
        ("releasesPerPass", ARCCounter.releases.id),
    ]

    /// The counters each version 1-3 name stood for (in `unavailableCounters` and `countDifferences`).
    static let legacyNames: [String: [CounterID]] = [
        "retains/releases": [ARCCounter.retains.id, ARCCounter.releases.id],
        "bytes": [AllocationCounting.allocatedBytes.id],
    ]

    /// `data` (a file of `version`) in today's form.
    static func upgraded(_ data: Data, from version: Int) throws -> Data {
        guard version < ResultsDocument.currentSchemaVersion,
              let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return data }
        return try JSONSerialization.data(withJSONObject: upgraded(object, from: version))
    }

    static func upgraded(_ document: [String: Any], from version: Int) -> [String: Any] {
        var document = document
        document["schemaVersion"] = ResultsDocument.currentSchemaVersion
        var unavailable: [String: Any] = [:]
        for (name, reason) in document["unavailableCounters"] as? [String: Any] ?? [:] {
            for id in legacyNames[name] ?? [CounterID(rawValue: name)] { unavailable[id.rawValue] = reason }
        }
        if version == 1 {
            // Version 1 had no retain/release counter.
            for id in legacyNames["retains/releases"]! { unavailable[id.rawValue] = "not recorded (schema version 1 file)" }
        }
        document["unavailableCounters"] = unavailable
        if let cases = document["cases"] as? [[String: Any]] {
            document["cases"] = cases.map(upgradedCase)
        }
        if var hosts = document["hosts"] as? [String: Any] {
            if let runs = hosts["runs"] as? [[String: Any]] {
                hosts["runs"] = runs.map { run in
                    var run = run
                    if let inner = run["document"] as? [String: Any] {
                        run["document"] = upgraded(inner, from: inner["schemaVersion"] as? Int ?? version)
                    }
                    return run
                }
            }
            if let differences = hosts["countDifferences"] as? [[String: Any]] {
                hosts["countDifferences"] = differences.map { difference in
                    var difference = difference
                    if let name = difference["counter"] as? String, let id = legacyNames[name]?.first { difference["counter"] = id.rawValue }
                    return difference
                }
            }
            document["hosts"] = hosts
        }
        return document
    }

    /// One case's counter fields as its `counts`.
    static func upgradedCase(_ result: [String: Any]) -> [String: Any] {
        var result = result
        var counts: [String: Any] = [:]
        for (field, id) in legacyCaseFields {
            if let value = result.removeValue(forKey: field), !(value is NSNull) { counts[id.rawValue] = value }
        }
        result["counts"] = counts
        return result
    }
}
