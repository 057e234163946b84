// UIView's animation entry points, headless: nothing is drawn, so an animation ends at once.

extension View {
    /// Runs `animations` now, as an animation that completes immediately (`UIView.animate`), so
    /// that layout code inside an animation block ports unchanged. The duration is ignored.
    public static func animate(withDuration duration: Double, animations: () -> Void) {
        animations()
    }

    /// Runs `animations` now, then `completion` with `true` (the animation finished).
    public static func animate(withDuration duration: Double, animations: () -> Void,
                               completion: ((Bool) -> Void)?) {
        animations()
        completion?(true)
    }
}
