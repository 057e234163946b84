/// A percentage of the superview's width or height: `view.pin.top(10%)`.
public struct Percent: Equatable, Sendable, CustomStringConvertible {
    public let value: Double

    public init(_ value: Double) {
        self.value = value
    }

    /// `value` percent of `base`, computed as PinLayout does: `base * value / 100`.
    public func of(_ base: Double) -> Double {
        base * value / 100
    }

    /// `10%`, or `12.5%` when the value is not integral.
    public var description: String {
        "\(formatPinNumber(value))%"
    }
}

postfix operator %

public postfix func % (value: Double) -> Percent { Percent(value) }
public postfix func % (value: Float) -> Percent { Percent(Double(value)) }
public postfix func % (value: Int) -> Percent { Percent(Double(value)) }

public prefix func - (percent: Percent) -> Percent { Percent(-percent.value) }
