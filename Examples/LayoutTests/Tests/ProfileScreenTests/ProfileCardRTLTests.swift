import PinEngine
import PinEngineTesting
import ProfileScreen
import Testing

/// The same card in a right-to-left layout, as a Swift Testing test: assertFrames reports through
/// `Issue.record` here. Serialized: the layout direction is process-wide, as in PinLayout.
@Suite(.serialized) struct ProfileCardRTLTests {
    @Test func everyRowRightToLeft() {
        Pin.layoutDirection = .rtl
        defer { Pin.layoutDirection = .ltr }
        let card = ProfileCard(pronouns: true, bio: true, website: true)
        assertFrames(of: card, named: card.rows, matches: "card-rtl")
    }
}
