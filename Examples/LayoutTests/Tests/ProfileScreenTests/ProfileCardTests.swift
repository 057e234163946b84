import PinEngineTesting
import ProfileScreen
import XCTest

/// Every visibility of the card's optional rows, each pinned by a frame snapshot in
/// __Snapshots__/ProfileCardTests (recorded on the first run; `PIN_RECORD_SNAPSHOTS=1` records again).
final class ProfileCardTests: XCTestCase {
    func testEveryVisibilityOfTheOptionalRows() {
        for mask in 0..<8 {
            let card = ProfileCard(pronouns: mask & 1 != 0, bio: mask & 2 != 0, website: mask & 4 != 0)
            let shown = [("pronouns", card.pronouns), ("bio", card.bio), ("website", card.website)]
                .filter { !$0.1.isHidden }.map(\.0)
            assertFrames(of: card, named: card.rows, matches: "card-" + (shown.isEmpty ? "minimal" : shown.joined(separator: "-")))
        }
    }
}
