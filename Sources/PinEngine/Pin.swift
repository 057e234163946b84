import Synchronization

/// PinLayout's global settings: layout direction, display scale and warnings.
///
/// These are process-wide, like PinLayout's: one value for every view and every thread. Reading and
/// setting them is safe from any thread (they are atomics, or locked for the warning log), but a
/// setting changed while another thread lays out takes effect there at some statement or other: set
/// them before laying out. Separate view trees may be laid out on separate threads at the same time.
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

    /// [not upstream] Points-to-pixels factor used to round every frame PinLayout writes
    /// (PinLayout reads it from the screen). Default 2; `_pinlayoutSetUnitTest(scale:)` also sets it.
    /// Only values in `displayScaleRange` (0.01...1000) are accepted; anything else is ignored with a warning.
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

    /// Whether warnings are formatted, recorded in `lastWarningText` and handed to `warningHandler`.
    /// Off by default (PinLayout turns it on in DEBUG builds only). When off, building a warning's
    /// text costs nothing: only `warningCount` is incremented.
    public static var logWarnings: Bool {
        get { storedLogWarnings.load(ordering: .relaxed) }
        set { storedLogWarnings.store(newValue, ordering: .relaxed) }
    }

    /// Individual warnings that can be silenced, as PinLayout's `Pin.activeWarnings`.
    public static var activeWarnings: ActiveWarnings {
        get { ActiveWarnings(bits: storedActiveWarnings.load(ordering: .relaxed)) }
        set { storedActiveWarnings.store(newValue.bits, ordering: .relaxed) }
    }

    /// Warn when a `pin` statement is applied without an explicit `layout()` call (for code that
    /// must also run where deinit timing differs, such as playgrounds). Off by default.
    public static var logMissingLayoutCalls: Bool {
        get { storedLogMissingLayoutCalls.load(ordering: .relaxed) }
        set { storedLogMissingLayoutCalls.store(newValue, ordering: .relaxed) }
    }

    /// The text of the last warning logged (without the console decoration), as PinLayout's tests use it.
    /// Never cleared by the engine; set it to nil yourself. With several threads logging, the last one
    /// to log wins.
    public static var lastWarningText: String? {
        get { WarningLog.shared.lastWarningText }
        set { WarningLog.shared.lastWarningText = newValue }
    }

    /// [not upstream] How many warnings fired since the counter was last reset, whether or not they
    /// were logged, on every thread. Cheap enough for hot paths (one atomic add per warning); the
    /// verifier uses it to compare strategies' warnings.
    public static var warningCount: Int {
        get { storedWarningCount.load(ordering: .relaxed) }
        set { storedWarningCount.store(newValue, ordering: .relaxed) }
    }

    /// [not upstream] Receives the console text of each logged warning. Default: print it, as PinLayout does.
    /// Called from the thread that laid out, one warning at a time (under the warning log's lock), so
    /// it needs no synchronization of its own when it only touches its own state. It runs in the middle
    /// of a statement, which reads the tree without retaining it: it must not add or remove views.
    public static var warningHandler: (String) -> Void {
        get { WarningLog.shared.warningHandler }
        set { WarningLog.shared.warningHandler = newValue }
    }

    /// Counts a warning that fired (an atomic add, so that threads laying out at once lose none).
    @usableFromInline
    static func countWarning() {
        storedWarningCount.wrappingAdd(1, ordering: .relaxed)
    }

    // The settings' storage: relaxed atomics, which cost a plain load on the hot path and make
    // concurrent reads and writes well defined.
    private static let storedLayoutDirection = Atomic<UInt8>(LayoutDirection.ltr.code)
    private static let storedDisplayScaleBits = Atomic<UInt64>(defaultDisplayScale.bitPattern)
    private static let storedLogWarnings = Atomic<Bool>(false)
    private static let storedActiveWarnings = Atomic<UInt8>(ActiveWarnings().bits)
    private static let storedLogMissingLayoutCalls = Atomic<Bool>(false)
    private static let storedWarningCount = Atomic<Int>(0)

    /// Restores `activeWarnings` (PinLayout also re-enables `logWarnings` in DEBUG; this engine leaves
    /// `logWarnings` alone so that release and debug builds behave the same).
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

/// Sets the display scale used for pixel rounding; nil restores `Pin.defaultDisplayScale`.
/// PinLayout's hook for unit tests, kept under its upstream name.
public func _pinlayoutSetUnitTest(scale: Double?) {
    Pin.displayScale = scale ?? Pin.defaultDisplayScale
}
