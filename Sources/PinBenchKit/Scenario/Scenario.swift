import PinBaseline
import PinEngine

/// One chain-layout situation, rebuilt bit for bit; its `description` is a spec that re-runs it.
public struct Scenario: Equatable, Sendable {
    /// Views in the chain, or instances of the app screen.
    public var depth: Int
    /// The way the chain grows.
    public var direction: ChainDirection
    /// LTR or RTL (`Pin.layoutDirection`).
    public var layoutDirection: ScenarioLayoutDirection
    /// Cross-axis alignment on the previous view.
    public var alignment: ChainAlignment
    /// Main-axis margins between views and from the superview's edge.
    public var margins: MarginPattern
    /// View sizes.
    public var sizes: SizePattern
    /// Which views are hidden.
    public var hidden: HiddenPattern
    /// Siblings in one root, or each view in its own container.
    public var nesting: Nesting
    /// Display scale for pixel rounding (`Pin.displayScale`).
    public var scale: Int
    /// Which predecessors each view is positioned against.
    public var fanIn: FanIn
    /// Drives every per-view random choice (sizes, per-view margins, random visibility).
    public var seed: UInt64
    /// An app screen instead of a chain (`depth` instances); nil for a chain.
    public var screen: AppScreen?

    /// A chain scenario (or, with `screen`, an app-screen one); unset fields take the defaults.
    public init(depth: Int, direction: ChainDirection = .down, layoutDirection: ScenarioLayoutDirection = .ltr,
                alignment: ChainAlignment = .none, margins: MarginPattern = .uniform, sizes: SizePattern = .fixed,
                hidden: HiddenPattern = .none, nesting: Nesting = .flat, scale: Int = 2,
                fanIn: FanIn = .immediate, seed: UInt64 = 1, screen: AppScreen? = nil) {
        self.depth = depth
        self.direction = direction
        self.layoutDirection = layoutDirection
        self.alignment = alignment
        self.margins = margins
        self.sizes = sizes
        self.hidden = hidden
        self.nesting = nesting
        self.scale = scale
        self.fanIn = fanIn
        self.seed = seed
        self.screen = screen
    }

    /// An app-screen scenario: `count` instances of `screen`.
    public static func app(_ screen: AppScreen, count: Int, layoutDirection: ScenarioLayoutDirection = .ltr,
                           hidden: HiddenPattern, scale: Int = 2, seed: UInt64) -> Scenario {
        Scenario(depth: count, layoutDirection: layoutDirection, hidden: hidden, scale: scale, seed: seed, screen: screen)
    }

    /// Views one layout pass positions: the chain's, or every view of every screen instance.
    public var viewCount: Int { depth * (screen?.viewCount ?? 1) }

    /// Deepest chain a scenario may have.
    public static let maximumDepth = 100_000
    /// Display scales a scenario may use.
    public static let scales = [1, 2, 3]

    /// Why the scenario cannot be built, or nil when it can.
    public var validationError: String? {
        if depth < 1 || depth > Self.maximumDepth { return "depth must be between 1 and \(Self.maximumDepth), got \(depth)" }
        if !Self.scales.contains(scale) { return "scale must be 1, 2 or 3, got \(scale)" }
        if !alignment.isValid(for: direction) {
            return "alignment \(alignment) does not apply to a \(direction) chain (use \(ChainAlignment.valid(for: direction).map(\.rawValue).joined(separator: ", ")))"
        }
        if let error = hidden.validationError { return error }
        if case .lastK(let k) = fanIn, k < 1 { return "fan-in last-k needs k >= 1, got \(k)" }
        return nil
    }
}

/// The layout direction a scenario sets with `Pin.layoutDirection`.
public enum ScenarioLayoutDirection: String, CaseIterable, Sendable {
    case ltr, rtl

    var pinDirection: LayoutDirection { self == .ltr ? .ltr : .rtl }
}

/// Cross-axis alignment of the chain, by PinLayout's names.
public enum ChainAlignment: String, CaseIterable, Sendable {
    case none, left, center, right, start, end, top, bottom

    /// The alignments a chain growing in `direction` can have.
    public static func valid(for direction: ChainDirection) -> [ChainAlignment] {
        direction.isVertical ? [.none, .left, .center, .right, .start, .end] : [.none, .top, .center, .bottom]
    }

    /// Whether a chain growing in `direction` can have this alignment.
    public func isValid(for direction: ChainDirection) -> Bool {
        Self.valid(for: direction).contains(self)
    }

    var horizontal: HorizontalAlign {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .start: .start
        case .end: .end
        case .none, .top, .bottom: .none
        }
    }

    var vertical: VerticalAlign {
        switch self {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        case .none, .left, .right, .start, .end: .none
        }
    }
}

/// Main-axis margins between views.
public enum MarginPattern: String, CaseIterable, Sendable {
    /// No margin.
    case none
    /// The same margin (8) everywhere, including from the superview edge.
    case uniform
    /// A different margin for each view (0 to 24, in quarter points).
    case perView = "per-view"
    /// 8 between views but 20 from the edge: what PR #256's review said one fallback cannot express.
    case distinctFallback = "distinct-fallback"
}

/// View sizes.
public enum SizePattern: String, CaseIterable, Sendable {
    /// 120×40 for every view.
    case fixed
    /// Random sizes in hundredths of a point (10–210 wide, 10–90 high), so that pixel rounding matters.
    case varied
}

/// Which views are hidden.
public enum HiddenPattern: Equatable, Sendable, CustomStringConvertible {
    case none
    case all
    /// The first k views.
    case firstK(Int)
    /// The last k views.
    case lastK(Int)
    /// Every other view, starting with the second.
    case alternate
    /// Every p-th view (indices p-1, 2p-1, ...).
    case periodic(Int)
    /// Each view independently with probability `percent`/100.
    case random(percent: Int)
    /// Exactly these view indices (shrunk reproductions print this form).
    case explicit([Int])

    public var description: String {
        switch self {
        case .none: "none"
        case .all: "all"
        case .firstK(let k): "first-\(k)"
        case .lastK(let k): "last-\(k)"
        case .alternate: "alternate"
        case .periodic(let p): "periodic-\(p)"
        case .random(let percent): "random-\(percent)"
        case .explicit(let indices): "explicit-\(indices.isEmpty ? "none" : indices.map(String.init).joined(separator: ","))"
        }
    }

    /// Why the pattern is impossible, or nil.
    public var validationError: String? {
        switch self {
        case .firstK(let k), .lastK(let k): k < 0 ? "hidden first-k/last-k needs k >= 0, got \(k)" : nil
        case .periodic(let p): p < 1 ? "hidden periodic-p needs p >= 1, got \(p)" : nil
        case .random(let percent): (0...100).contains(percent) ? nil : "hidden random-p needs 0 <= p <= 100 (percent), got \(percent)"
        case .explicit(let indices): indices.contains { $0 < 0 } ? "hidden explicit indices must be >= 0" : nil
        case .none, .all, .alternate: nil
        }
    }
}

/// Where the chained views live.
public enum Nesting: String, CaseIterable, Sendable {
    /// All views are siblings in one root.
    case flat
    /// Each view in its own container, so every anchor needs a coordinate conversion.
    case containers
}

/// Which predecessors each view is positioned against.
public enum FanIn: Equatable, Sendable, CustomStringConvertible {
    /// Only the view just before.
    case immediate
    /// The last k views before.
    case lastK(Int)
    /// Every view before.
    case all

    /// The window size: 1, k or Int.max.
    public var windowSize: Int {
        switch self {
        case .immediate: 1
        case .lastK(let k): k
        case .all: Int.max
        }
    }

    public var description: String {
        switch self {
        case .immediate: "immediate"
        case .lastK(let k): "last-\(k)"
        case .all: "all"
        }
    }
}

