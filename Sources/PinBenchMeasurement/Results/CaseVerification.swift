import PinBenchKit

/// How a case's frames compared with the reference, stored as the reports' text.
package enum CaseVerification: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The same frames as the reference, bit for bit, and the expected warnings.
    case equal
    /// Different where documented findings explain it (sorted).
    case findings([Finding])
    /// Different without a finding (such a case is not timed).
    case bug
    /// Not verified (a file written without verification).
    case notVerified

    init(_ verdict: Verdict?) {
        switch verdict {
        case .equal?: self = .equal
        case .findings(let findings, _)?: self = .findings(findings.sorted())
        case .bug?: self = .bug
        case nil: self = .notVerified
        }
    }

    package var description: String {
        switch self {
        case .equal: "equal"
        case .findings(let findings): "findings: " + findings.map(\.rawValue).joined(separator: ", ")
        case .bug: "bug"
        case .notVerified: "not verified"
        }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        switch text {
        case "equal": self = .equal
        case "bug": self = .bug
        case "not verified": self = .notVerified
        default:
            let prefix = "findings: "
            let names = text.hasPrefix(prefix) ? text.dropFirst(prefix.count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } : []
            let findings = names.compactMap(Finding.init(rawValue:))
            guard !names.isEmpty, findings.count == names.count else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a verification outcome "
                    + "(equal, findings: \(Finding.allCases.map(\.rawValue).joined(separator: "|")), bug, not verified)")
            }
            self = .findings(findings)
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
