// Double-based CGPoint/CGSize/CGRect and UIEdgeInsets, with CoreGraphics' semantics where PinLayout
// needs them.

/// A point in a view's coordinate space (CGPoint).
public struct Point: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0), as CGPoint's `init()`.
    public init() {
        self.init(x: 0, y: 0)
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}

/// A width and a height (CGSize).
public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A zero size, as CGSize's `init()`.
    public init() {
        self.init(width: 0, height: 0)
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "(\(width), \(height))" }
}

/// A rectangle (CGRect), standardized as in CoreGraphics: `width` is never negative.
public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The zero rectangle, as CGRect's `init()`.
    public init() {
        self.init(x: 0, y: 0, width: 0, height: 0)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var width: Double { size.width < 0 ? -size.width : size.width }
    public var height: Double { size.height < 0 ? -size.height : size.height }
    public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
    public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
    public var maxX: Double { minX + width }
    public var maxY: Double { minY + height }
    public var midX: Double { minX + width / 2 }
    public var midY: Double { minY + height / 2 }

    /// The rectangle with a non-negative size covering the same area.
    public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }

    /// The smallest rectangle containing both; an empty one keeps its origin (PinLayout's `wrapContent`
    /// relies on it).
    public func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX)
        let minY = Swift.min(self.minY, other.minY)
        let maxX = Swift.max(self.maxX, other.maxX)
        let maxY = Swift.max(self.maxY, other.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Darwin's CGRect text, e.g. `(40.0, 100.0, 200.0, 100.0)`, which PinLayout's warnings print.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

/// Insets from each edge of a rectangle (UIEdgeInsets / NSEdgeInsets, PinLayout's `PEdgeInsets`).
public struct EdgeInsets: Equatable, Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Zero insets, as UIEdgeInsets' `init()`.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Component-wise maximum with `insets` (PinLayout's `minInsets(_:)`).
    public func minInsets(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: Swift.max(top, insets.top), left: Swift.max(left, insets.left),
                   bottom: Swift.max(bottom, insets.bottom), right: Swift.max(right, insets.right))
    }

    /// Each inset at least `dx` horizontally and `dy` vertically (PinLayout's `minInsets(dx:dy:)`).
    public func minInsets(dx: Double, dy: Double) -> EdgeInsets {
        minInsets(EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
    }

    /// Adds `value` to every inset.
    public static func + (lhs: EdgeInsets, value: Double) -> EdgeInsets {
        EdgeInsets(top: lhs.top + value, left: lhs.left + value, bottom: lhs.bottom + value, right: lhs.right + value)
    }

    /// Adds `value` to every inset.
    public static func + (lhs: EdgeInsets, value: Int) -> EdgeInsets {
        lhs + Double(value)
    }
}

/// PinLayout's name for the platform edge-insets type.
public typealias PEdgeInsets = EdgeInsets
