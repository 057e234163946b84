// UIView's animation entry points, headless: nothing is drawn, so an animation ends at once.

extension View {
    /// UIView.AnimationOptions, accepted and ignored (an animation here ends as soon as it starts).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// Runs `animations` now (`UIView.animate` completing at once); the duration is ignored.
    public static func animate(withDuration duration: Double, animations: () -> Void) {
        animations()
    }

    /// Runs `animations` now, then `completion` with `true` (the animation finished).
    public static func animate(withDuration duration: Double, animations: () -> Void,
                               completion: ((Bool) -> Void)?) {
        animations()
        completion?(true)
    }

    /// Runs `animations` now, then `completion` with `true`; the delay and options are ignored.
    public static func animate(withDuration duration: Double, delay: Double, options: AnimationOptions,
                               animations: () -> Void, completion: ((Bool) -> Void)?) {
        animations()
        completion?(true)
    }
}
