import Foundation
import PinBenchSystem

/// Fields a newer pin-bench wrote, kept and put back by `merge` and `baseline save`.
package struct UnknownFields: @unchecked Sendable {
    /// Only the unknown fields of the file, in its shape; nil when it has none.
    private let tree: Any?

    /// The fields of `path` that decoding lost; an older version's file has none.
    package init(file path: String, decoded document: ResultsDocument) {
        self.init(raw: try? JSONSerialization.jsonObject(with: InputFileError.contents(of: path)), decoded: document)
    }

    private init(raw: Any?, decoded document: ResultsDocument) {
        guard let raw = raw as? [String: Any], raw["schemaVersion"] as? Int == ResultsDocument.currentSchemaVersion,
              let known = try? JSONSerialization.jsonObject(with: Data(document.jsonText().utf8)) else {
            tree = nil
            return
        }
        tree = Self.unknown(raw, known: known)
    }

    private init(tree: Any?) {
        self.tree = tree
    }

    package var isEmpty: Bool { tree == nil }

    /// A pooled file's unknown fields: the first input's at the top, each run's in its run.
    package static func pooled(_ inputs: [(file: String, document: ResultsDocument)]) -> UnknownFields {
        var top = UnknownFields(tree: nil)
        var runs: [UnknownFields] = []
        for (index, (file, document)) in inputs.enumerated() {
            let raw = try? JSONSerialization.jsonObject(with: InputFileError.contents(of: file))
            if index == 0 { top = UnknownFields(raw: raw, decoded: document) }
            guard let pooledRuns = document.hosts?.runs else {
                runs.append(index == 0 ? top : UnknownFields(raw: raw, decoded: document))
                continue
            }
            let rawRuns = ((raw as? [String: Any])?["hosts"] as? [String: Any])?["runs"] as? [[String: Any]] ?? []
            runs += pooledRuns.indices.map { run in
                UnknownFields(raw: rawRuns.indices.contains(run) ? rawRuns[run]["document"] : nil, decoded: pooledRuns[run].document)
            }
        }
        guard !top.isEmpty || runs.contains(where: { !$0.isEmpty }) else { return UnknownFields(tree: nil) }
        var tree = top.tree as? [String: Any] ?? [:]
        if runs.contains(where: { !$0.isEmpty }) {
            tree["hosts"] = ["runs": runs.map { run -> Any in run.tree.map { ["document": $0] as Any } ?? NSNull() }]
        }
        return UnknownFields(tree: tree)
    }

    /// `json` with these fields added.
    package func added(to json: String) throws -> String {
        guard let tree, let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { return json }
        let whole = Self.insert(tree, into: object)
        let data = try JSONSerialization.data(withJSONObject: whole, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// What of `raw` is absent from `known`; nil when nothing.
    private static func unknown(_ raw: Any, known: Any) -> Any? {
        switch (raw, known) {
        case let (raw as [String: Any], known as [String: Any]):
            var result: [String: Any] = [:]
            for (key, value) in raw where !(value is NSNull) {
                if let knownValue = known[key] {
                    if let inner = unknown(value, known: knownValue) { result[key] = inner }
                } else {
                    result[key] = value
                }
            }
            return result.isEmpty ? nil : result
        case let (raw as [Any], known as [Any]) where raw.count == known.count:
            let inner = zip(raw, known).map { unknown($0, known: $1) }
            return inner.contains { $0 != nil } ? inner.map { $0 ?? NSNull() } : nil
        default:
            return nil
        }
    }

    /// `target` with `fields` added: objects by key, equal-length arrays by index.
    private static func insert(_ fields: Any, into target: Any) -> Any {
        switch (fields, target) {
        case let (fields as [String: Any], target as [String: Any]):
            var result = target
            for (key, value) in fields { result[key] = result[key].map { insert(value, into: $0) } ?? value }
            return result
        case let (fields as [Any], target as [Any]) where fields.count == target.count:
            return zip(fields, target).map { $0 is NSNull ? $1 : insert($0, into: $1) }
        default:
            return target
        }
    }
}
