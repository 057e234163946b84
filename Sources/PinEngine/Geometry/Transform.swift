// An affine transform (CGAffineTransform), named so as not to clash with Foundation's
// `AffineTransform`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The matrix `[a b 0; c d 0; tx ty 1]`, as CGAffineTransform.
public struct Transform: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity, as CGAffineTransform's `init()`.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    public static let identity = Transform()

    /// A rotation by `angle` radians, as `CGAffineTransform(rotationAngle:)`.
    public init(rotationAngle angle: Double) {
        let sine = sin(angle)
        let cosine = cos(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A scale, as `CGAffineTransform(scaleX:y:)`.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation, as `CGAffineTransform(translationX:y:)`.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other` (CGAffineTransformConcat(self, other)).
    public func concatenating(_ other: Transform) -> Transform {
        Transform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                  c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                  tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// `self` preceded by a rotation (CGAffineTransformRotate).
    public func rotated(by angle: Double) -> Transform {
        Transform(rotationAngle: angle).concatenating(self)
    }

    /// `self` preceded by a scale (CGAffineTransformScale).
    public func scaledBy(x sx: Double, y sy: Double) -> Transform {
        Transform(scaleX: sx, y: sy).concatenating(self)
    }

    /// `self` preceded by a translation (CGAffineTransformTranslate).
    public func translatedBy(x tx: Double, y ty: Double) -> Transform {
        Transform(translationX: tx, y: ty).concatenating(self)
    }

    /// The inverse, or `self` unchanged when it has none, as CGAffineTransformInvert.
    public func inverted() -> Transform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return Transform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                         tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension Point {
    /// The point mapped by `transform` (CGPointApplyAffineTransform).
    public func applying(_ t: Transform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension Rect {
    /// The smallest rectangle containing the four mapped corners (CGRectApplyAffineTransform).
    public func applying(_ t: Transform) -> Rect {
        let p1 = Point(x: minX, y: minY).applying(t), p2 = Point(x: maxX, y: minY).applying(t)
        let p3 = Point(x: minX, y: maxY).applying(t), p4 = Point(x: maxX, y: maxY).applying(t)
        let lowX = Swift.min(Swift.min(p1.x, p2.x), Swift.min(p3.x, p4.x))
        let highX = Swift.max(Swift.max(p1.x, p2.x), Swift.max(p3.x, p4.x))
        let lowY = Swift.min(Swift.min(p1.y, p2.y), Swift.min(p3.y, p4.y))
        let highY = Swift.max(Swift.max(p1.y, p2.y), Swift.max(p3.y, p4.y))
        return Rect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
    }
}
