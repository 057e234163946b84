import PinEngine

/// The app-like screens PinBench ships: each is a small view tree in the spirit of everyday
/// PinLayout code, some of whose views are optional. Their frames are also computed by hand
/// (`ManualScreenLayout`), so `verify` checks the engine's arithmetic on them, and their layout takes a
/// path specialised for each strategy (`AppScreenLayout`); a registered screen has neither.
package enum BuiltInScreen: String, CaseIterable, ScreenDefinition {
    /// A form whose optional rows come and go (PR #256's motivating case): an error banner and a
    /// segmented control above the fields, two optional fields; each row goes below the nearest
    /// visible row above it, 8 apart, or 20 from the top when no row above is visible.
    case form
    /// A list cell: icon, title, optional subtitle, a detail line below the lowest visible text, an
    /// optional badge at the end and a time label before the badge (or 16 from the end without it).
    case cell
    /// A header under a safe-area inset (a status bar): an optional banner at the safe-area top, the
    /// title below it or 12 below the safe-area top without it, an optional caption, then the content.
    case header
    /// A toolbar (RTL in the default series): a back button at the start, three optional buttons
    /// chained from the end, and a title between the back button and the nearest visible button.
    case toolbar

    package var name: String { rawValue }

    /// Roles of the screen's views, in the order they are laid out; `roles[i]` names `views[i]`.
    package var roles: [String] {
        switch self {
        case .form: ["error", "segmented", "name", "email", "phone", "company", "submit"]
        case .cell: ["icon", "title", "subtitle", "detail", "badge", "time"]
        case .header: ["banner", "title", "caption", "content"]
        case .toolbar: ["back", "more", "edit", "share", "title"]
        }
    }

    /// Indices of the views that may be hidden; the others are always visible.
    package var optionalViews: [Int] {
        switch self {
        case .form: [0, 1, 4, 5]
        case .cell: [2, 4]
        case .header: [0, 2]
        case .toolbar: [1, 2, 3]
        }
    }

    /// The container of one instance (a screen, a cell, a bar).
    package var containerSize: Size {
        switch self {
        case .form: Size(width: 375, height: 520)
        case .cell: Size(width: 375, height: 72)
        case .header: Size(width: 375, height: 320)
        case .toolbar: Size(width: 375, height: 44)
        }
    }

    /// The safe-area insets set on each instance's container, as the system sets a view controller's
    /// root view's: a 44-point status bar over the header; none elsewhere.
    package var safeAreaInsets: EdgeInsets {
        EdgeInsets(top: self == .header ? 44 : 0, left: 0, bottom: 0, right: 0)
    }

    package func layout<S: FollowingStatements>(_ instance: ScreenInstance, _ statements: S) {
        switch self {
        case .form: AppScreenLayout.form(instance, statements)
        case .cell: AppScreenLayout.cell(instance, statements)
        case .header: AppScreenLayout.header(instance, statements)
        case .toolbar: AppScreenLayout.toolbar(instance, statements)
        }
    }
}
