import Synchronization

/// PinLayout's pre-iOS 11 mode for `safeAreaInsetsDidChange()`; kept to compile, no effect.
public enum PinSafeAreaInsetsDidChangeMode: Int, Sendable {
    /// PinLayout would not call it on iOS 8/9/10.
    case disable
    /// PinLayout would call it on iOS 8/9/10 for views adopting `PinSafeAreaInsetsUpdate`.
    case optIn
    /// PinLayout would call it on iOS 8/9/10 for every view implementing it.
    case always
}

/// PinLayout's `.optIn` protocol; every `View` has the method, so adopting it changes nothing.
public protocol PinSafeAreaInsetsUpdate {
    func safeAreaInsetsDidChange()
}

extension Pin {
    /// PinLayout's setting for iOS 8/9/10 (default `.optIn`); no effect, as on iOS 11+.
    public static var safeAreaInsetsDidChangeMode: PinSafeAreaInsetsDidChangeMode {
        get { PinSafeAreaInsetsDidChangeMode(rawValue: storedSafeAreaInsetsDidChangeMode.load(ordering: .relaxed)) ?? .optIn }
        set { storedSafeAreaInsetsDidChangeMode.store(newValue.rawValue, ordering: .relaxed) }
    }

    private static let storedSafeAreaInsetsDidChangeMode = Atomic<Int>(PinSafeAreaInsetsDidChangeMode.optIn.rawValue)

    /// PinLayout's one-time set-up (safe-area support on iOS 8/9/10); nothing to do here.
    public static func initPinLayout() {}
}
