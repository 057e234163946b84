import PinEngine

/// A profile card: a name, then the optional pronouns, bio and website rows, then the follow button,
/// each row below the nearest visible row above it, as PinLayout code writes it in `layoutSubviews`.
public final class ProfileCard: View {
    public let name = View()
    public let pronouns = View()
    public let bio = View()
    public let website = View()
    public let follow = View()

    /// A card showing the optional rows that are true.
    public init(pronouns showsPronouns: Bool, bio showsBio: Bool, website showsWebsite: Bool) {
        super.init(frame: Rect(x: 0, y: 0, width: 375, height: 320))
        for row in [name, pronouns, bio, website, follow] { addSubview(row) }
        pronouns.isHidden = !showsPronouns
        bio.isHidden = !showsBio
        website.isHidden = !showsWebsite
    }

    /// The rows by name, for snapshots and debugging.
    public var rows: [String: View] {
        ["card": self, "name": name, "pronouns": pronouns, "bio": bio, "website": website, "follow": follow]
    }

    public override func layoutSubviews() {
        name.pin.top(pin.safeArea).marginTop(16).horizontally(16).height(24)
        pronouns.pin.below(of: name, aligned: .start).marginTop(4).width(120).height(18)
        bio.pin.below(of: visible([name, pronouns])).marginTop(8).horizontally(16).height(60)
        website.pin.below(of: visible([name, pronouns, bio])).marginTop(8).horizontally(16).height(18)
        follow.pin.below(of: visible([name, pronouns, bio, website])).marginTop(16).horizontally(16).height(44)
    }
}
