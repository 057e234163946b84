/// PinLayout's global settings: layout direction, display scale and warnings.
///
/// These are process-wide, like PinLayout's, and not synchronized: set them from the thread that
/// lays out, before laying out.
public enum Pin {
    /// How `start`/`end`, `before`/`after` and RTL anchors resolve. PinLayout's default is `.ltr`.
    @exclusivity(unchecked) nonisolated(unsafe) public static var layoutDirection: LayoutDirection = .ltr

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

    @exclusivity(unchecked) nonisolated(unsafe) static var validDisplayScale: Double = defaultDisplayScale

    /// The scale `_pinlayoutSetUnitTest(scale: nil)` restores.
    public static let defaultDisplayScale: Double = 2

    /// Whether warnings are formatted, recorded in `lastWarningText` and handed to `warningHandler`.
    /// Off by default (PinLayout turns it on in DEBUG builds only). When off, building a warning's
    /// text costs nothing: only `warningCount` is incremented.
    @exclusivity(unchecked) nonisolated(unsafe) public static var logWarnings = false

    /// Individual warnings that can be silenced, as PinLayout's `Pin.activeWarnings`.
    @exclusivity(unchecked) nonisolated(unsafe) public static var activeWarnings = ActiveWarnings()

    /// Warn when a `pin` statement is applied without an explicit `layout()` call (for code that
    /// must also run where deinit timing differs, such as playgrounds). Off by default.
    @exclusivity(unchecked) nonisolated(unsafe) public static var logMissingLayoutCalls = false

    /// The text of the last warning logged (without the console decoration), as PinLayout's tests use it.
    /// Never cleared by the engine; set it to nil yourself.
    nonisolated(unsafe) public static var lastWarningText: String?

    /// [not upstream] How many warnings fired since the counter was last reset, whether or not they
    /// were logged. Cheap enough for hot paths; the verifier uses it to compare strategies' warnings.
    @exclusivity(unchecked) nonisolated(unsafe) public static var warningCount = 0

    /// [not upstream] Receives the console text of each logged warning. Default: print it, as PinLayout does.
    nonisolated(unsafe) public static var warningHandler: (String) -> Void = { print($0) }

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
    /// `aspectRatio()` on an image view without an image (kept for API parity; this engine has no image views).
    public var aspectRatioImageNotSet = true

    public init() {}
}

/// Sets the display scale used for pixel rounding; nil restores `Pin.defaultDisplayScale`.
/// PinLayout's hook for unit tests, kept under its upstream name.
public func _pinlayoutSetUnitTest(scale: Double?) {
    Pin.displayScale = scale ?? Pin.defaultDisplayScale
}
