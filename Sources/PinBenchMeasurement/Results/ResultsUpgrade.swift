import Foundation
import PinBenchKit

/// Reads schema 1-5 files as version 6, on the JSON before decoding (the Codable types know only
/// today's form), then on the document.
enum ResultsUpgrade {
    /// The first version that keyed counters by id, and the first that judged ratios over placements.
    static let countsKeyedSince = 4, judgedOverPlacementsSince = 5

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
        if version < countsKeyedSince, let cases = document["cases"] as? [[String: Any]] {
            document["cases"] = cases.map(upgradedCase)
        }
        if var hosts = document["hosts"] as? [String: Any] {
            if let runs = hosts["runs"] as? [[String: Any]] {
                hosts["runs"] = runs.map { run in
                    var run = run
                    // A run of a version this pin-bench does not read is left as it is, for validation to refuse.
                    if let inner = run["document"] as? [String: Any],
                       ResultsDocument.readableSchemaVersions.contains(inner["schemaVersion"] as? Int ?? version) {
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

    /// One case's counter fields as `counts`; a ratio without a verdict gets one later.
    static func upgradedCase(_ result: [String: Any]) -> [String: Any] {
        var result = result
        var counts: [String: Any] = [:]
        for (field, id) in legacyCaseFields {
            if let value = result.removeValue(forKey: field), !(value is NSNull) { counts[id.rawValue] = value }
        }
        result["counts"] = counts
        if var ratio = result["ratio"] as? [String: Any], ratio["verdict"] == nil {
            ratio["verdict"] = TimeVerdict.notEnoughData.rawValue
            result["ratio"] = ratio
        }
        return result
    }

    /// An older document's ratios judged again over placements, as version 5 does.
    static func judgedAgain(_ document: ResultsDocument) -> ResultsDocument {
        var document = document
        let allowance = FunctionOrderAllowance.of(linkSeeds: document.placements?.map(\.linkSeed) ?? [nil])
        for index in document.cases.indices {
            guard let ratio = document.cases[index].ratio else { continue }
            document.cases[index].ratio = RatioSummary(reference: ratio.reference, ratios: ratio.ratios, placements: ratio.placementRatios,
                                                       allowance: allowance)
        }
        document.functionOrderAllowance = document.placementCount > 1 ? allowance : nil
        document.complexity = []
        document.crossovers = []
        ResultsBuilder.addScaling(to: &document)
        if var pool = document.hosts {
            for index in pool.runs.indices { pool.runs[index].document = judgedAgain(pool.runs[index].document) }
            pool.verdicts = HostPool.verdicts(pool.runs)
            document.hosts = pool
        }
        return document
    }
}
