import PinBaseline

/// A scenario's text form: `key=value` pairs (`depth=37 layout=rtl seed=1234`), defaults omitted.
extension Scenario: CustomStringConvertible {
    public var description: String {
        if let screen {
            return "screen=\(screen.name) depth=\(depth) layout=\(layoutDirection.rawValue) hidden=\(hidden) scale=\(scale) seed=\(seed)"
        }
        return "depth=\(depth) direction=\(direction.rawValue) layout=\(layoutDirection.rawValue) align=\(alignment.rawValue) "
            + "margins=\(margins.rawValue) sizes=\(sizes.rawValue) hidden=\(hidden) nesting=\(nesting.rawValue) "
            + "scale=\(scale) fan-in=\(fanIn) seed=\(seed)"
    }

    /// Parses the text form; throws a message naming the bad key or value.
    public init(spec: String) throws(ScenarioSpecError) {
        self.init(depth: 1)
        var sawDepth = false
        var seen = Set<String>()
        for field in spec.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            let parts = field.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { throw ScenarioSpecError("'\(field)' is not key=value") }
            let key = String(parts[0])
            guard seen.insert(key).inserted else { throw ScenarioSpecError("'\(key)' is given twice; give each key once") }
            let value = String(parts[1])
            func bad() -> ScenarioSpecError { ScenarioSpecError("bad value '\(value)' for '\(key)'") }
            func unknownScreen(_ name: String) -> ScenarioSpecError {
                ScenarioSpecError("unknown screen '\(name)' (known: \(AppScreen.all.map(\.name).joined(separator: ", ")))")
            }
            switch key {
            case "depth": guard let v = Int(value) else { throw bad() }; depth = v; sawDepth = true
            case "direction": guard let v = ChainDirection(rawValue: value) else { throw bad() }; direction = v
            case "layout": guard let v = ScenarioLayoutDirection(rawValue: value) else { throw bad() }; layoutDirection = v
            case "align": guard let v = ChainAlignment(rawValue: value) else { throw bad() }; alignment = v
            case "margins": guard let v = MarginPattern(rawValue: value) else { throw bad() }; margins = v
            case "sizes": guard let v = SizePattern(rawValue: value) else { throw bad() }; sizes = v
            case "hidden": guard let v = HiddenPattern(spec: value) else { throw bad() }; hidden = v
            case "nesting": guard let v = Nesting(rawValue: value) else { throw bad() }; nesting = v
            case "scale": guard let v = Int(value) else { throw bad() }; scale = v
            case "fan-in": guard let v = FanIn(spec: value) else { throw bad() }; fanIn = v
            case "seed": guard let v = UInt64(value) else { throw bad() }; seed = v
            case "screen": guard let v = AppScreen.named(value) else { throw unknownScreen(value) }; screen = v
            default: throw ScenarioSpecError("unknown key '\(key)' (known: depth direction layout align margins sizes hidden nesting scale fan-in seed screen)")
            }
        }
        guard sawDepth else { throw ScenarioSpecError("a scenario needs depth=N") }
        if let error = validationError { throw ScenarioSpecError(error) }
    }
}

/// A scenario spec that could not be parsed or describes an impossible scenario.
public struct ScenarioSpecError: Error, Equatable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension HiddenPattern {
    /// Parses the spec's spelling (`random-30`, `explicit-1,4`); nil for any other text.
    public init?(spec: String) {
        func count(after prefix: String) -> Int? {
            spec.hasPrefix(prefix) ? Int(spec.dropFirst(prefix.count)) : nil
        }
        switch spec {
        case "none": self = .none
        case "all": self = .all
        case "alternate": self = .alternate
        case "explicit-none": self = .explicit([])
        default:
            if let k = count(after: "first-") { self = .firstK(k) }
            else if let k = count(after: "last-") { self = .lastK(k) }
            else if let p = count(after: "periodic-") { self = .periodic(p) }
            else if let p = count(after: "random-") { self = .random(percent: p) }
            else if spec.hasPrefix("explicit-") {
                let numbers = spec.dropFirst("explicit-".count).split(separator: ",").map { Int($0) }
                guard !numbers.contains(nil) else { return nil }
                self = .explicit(numbers.compactMap { $0 })
            } else { return nil }
        }
    }
}

extension FanIn {
    /// Parses the spec's spelling (`last-3`, `all`); nil for any other text.
    public init?(spec: String) {
        switch spec {
        case "immediate": self = .immediate
        case "all": self = .all
        default:
            guard spec.hasPrefix("last-"), let k = Int(spec.dropFirst("last-".count)) else { return nil }
            self = .lastK(k)
        }
    }
}
