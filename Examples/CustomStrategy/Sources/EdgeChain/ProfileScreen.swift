import PinBenchKit

/// An app screen of your own, timed and verified beside the built-in ones: a profile header with an
/// avatar, a name, optional pronouns, bio and link lines (each below the nearest visible line above
/// it), and a follow button below the lowest visible optional line, or below the avatar without one.
public struct ProfileScreen: ScreenDefinition {
    public let name = "profile"
    public let roles = ["avatar", "name", "pronouns", "bio", "link", "follow"]
    public let optionalViews = [2, 3, 4]
    public let containerSize = Size(width: 375, height: 260)

    public init() {}

    /// Text lines vary in length (the bio also in height) from instance to instance.
    public func size(of role: Int, lengths: LengthDraw) -> Size {
        switch role {
        case 0: Size(width: 64, height: 64)
        case 3: Size(width: 263, height: 32 + lengths.quarterPoints(0...64))
        case 5: Size(width: 120, height: 36)
        default: Size(width: 100 + lengths.quarterPoints(0...600), height: 18)
        }
    }

    /// What the screen's `layoutSubviews` does; `statements` writes each line that follows optional ones.
    public func layout<S: FollowingStatements>(_ screen: ScreenInstance, _ statements: S) {
        let views = screen.views
        let (avatar, name, follow) = (views[0], views[1], views[5])
        avatar.pin.top(16).start(16).size(64)
        name.pin.after(of: avatar, aligned: .top).marginStart(12).width(screen.sizes[1].width).height(18)
        for line in 2...4 {
            statements.below(views[line], following: views[1..<line], margin: 4, otherwise: .edge(margin: 16))
                .start(92).width(screen.sizes[line].width).height(screen.sizes[line].height)
        }
        // 12 below the last visible optional line; 92 from the top (12 below the avatar) without one.
        statements.below(follow, following: views[2..<5], margin: 12, otherwise: .edge(margin: 92))
            .start(92).size(screen.sizes[5])
    }
}
