import Synchronization

/// PinLayout's process-wide settings, safe from any thread; set them before laying out.
public enum Pin {
    /// How `start`/`end`, `before`/`after` and RTL anchors resolve. PinLayout's default is `.ltr`.
    public static var layoutDirection: LayoutDirection {
        get { LayoutDirection(code: storedLayoutDirection.load(ordering: .relaxed)) }
        set { storedLayoutDirection.store(newValue.code, ordering: .relaxed) }
    }

    /// Sets `layoutDirection` (PinLayout's `Pin.layoutDirection(_:)`).
    public static func layoutDirection(_ direction: LayoutDirection) {
        layoutDirection = direction
    }

    /// [not upstream] The points-to-pixels rounding factor (default 2), within `displayScaleRange`.
    public static var displayScale: Double {
        get { validDisplayScale }
        set {
            guard displayScaleRange.contains(newValue) else {
                return warnEngine("the display scale (\(newValue)) must be a number from 0.01 to 1000.")
            }
            validDisplayScale = newValue
        }
    }

    static var validDisplayScale: Double {
        get { Double(bitPattern: storedDisplayScaleBits.load(ordering: .relaxed)) }
        set { storedDisplayScaleBits.store(newValue.bitPattern, ordering: .relaxed) }
    }

    /// The scale `_pinlayoutSetUnitTest(scale: nil)` restores.
    public static let defaultDisplayScale: Double = 2

    /// Whether warnings are formatted and handed on (off by default; off, one counter increment).
    public static var logWarnings: Bool {
        get { storedLogWarnings.load(ordering: .relaxed) }
        set { storedLogWarnings.store(newValue, ordering: .relaxed) }
    }

    /// Individual warnings that can be silenced, as PinLayout's `Pin.activeWarnings`.
    public static var activeWarnings: ActiveWarnings {
        get { ActiveWarnings(bits: storedActiveWarnings.load(ordering: .relaxed)) }
        set { storedActiveWarnings.store(newValue.bits, ordering: .relaxed) }
    }

    /// Warn when a statement is applied without `layout()`, for code where deinit timing differs.
    public static var logMissingLayoutCalls: Bool {
        get { storedLogMissingLayoutCalls.load(ordering: .relaxed) }
        set { storedLogMissingLayoutCalls.store(newValue, ordering: .relaxed) }
    }

    /// The last warning logged, as PinLayout's tests use it; never cleared by the engine.
    public static var lastWarningText: String? {
        get { WarningLog.shared.lastWarningText }
        set { WarningLog.shared.lastWarningText = newValue }
    }

    /// [not upstream] Warnings fired since the last reset, logged or not, on every thread.
    public static var warningCount: Int {
        get { storedWarningCount.load(ordering: .relaxed) }
        set { storedWarningCount.store(newValue, ordering: .relaxed) }
    }

    /// [not upstream] Receives each logged warning (default: print); runs mid-statement under a lock:
    /// it must not add or remove views.
    public static var warningHandler: (String) -> Void {
        get { WarningLog.shared.warningHandler }
        set { WarningLog.shared.warningHandler = newValue }
    }

    /// Counts a warning that fired (an atomic add, so that threads laying out at once lose none).
    @usableFromInline
    static func countWarning() {
        storedWarningCount.wrappingAdd(1, ordering: .relaxed)
    }

    // Relaxed atomics: a plain load on the hot path, and well-defined concurrent access.
    private static let storedLayoutDirection = Atomic<UInt8>(LayoutDirection.ltr.code)
    private static let storedDisplayScaleBits = Atomic<UInt64>(defaultDisplayScale.bitPattern)
    private static let storedLogWarnings = Atomic<Bool>(false)
    private static let storedActiveWarnings = Atomic<UInt8>(ActiveWarnings().bits)
    private static let storedLogMissingLayoutCalls = Atomic<Bool>(false)
    private static let storedWarningCount = Atomic<Int>(0)

    /// Restores `activeWarnings`; unlike PinLayout, leaves `logWarnings` alone (release = debug).
    public static func resetWarnings() {
        activeWarnings = ActiveWarnings()
    }
}

/// Warnings that can be switched off one by one (PinLayout's `ActiveWarnings`).
public struct ActiveWarnings: Sendable {
    /// `horizontallyBetween`/`verticallyBetween` when the reference views overlap.
    public var noSpaceAvailableBetweenViews = true
    /// `aspectRatio()` on an `ImageView` without an image.
    public var aspectRatioImageNotSet = true

    public init() {}

    /// One bit per warning, for `Pin`'s atomic storage.
    var bits: UInt8 {
        (noSpaceAvailableBetweenViews ? 1 : 0) | (aspectRatioImageNotSet ? 2 : 0)
    }

    init(bits: UInt8) {
        noSpaceAvailableBetweenViews = bits & 1 != 0
        aspectRatioImageNotSet = bits & 2 != 0
    }
}

extension LayoutDirection {
    /// The direction as a byte, for `Pin`'s atomic storage.
    var code: UInt8 {
        switch self {
        case .auto: 0
        case .ltr: 1
        case .rtl: 2
        }
    }

    init(code: UInt8) {
        switch code {
        case 0: self = .auto
        case 2: self = .rtl
        default: self = .ltr
        }
    }
}

/// PinLayout's unit-test hook, under its upstream name: sets the display scale (nil: default).
public func _pinlayoutSetUnitTest(scale: Double?) {
    Pin.displayScale = scale ?? Pin.defaultDisplayScale
}
