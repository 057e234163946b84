import PinEngine

/// The app-like screens PinBench ships; hand-computed frames let `verify` check the engine.
package enum BuiltInScreen: String, CaseIterable, ScreenDefinition {
    /// A form whose optional rows come and go (PR #256's motivating case).
    case form
    /// A list cell: icon, title, optional subtitle and badge, detail and time labels.
    case cell
    /// A header under a safe-area inset: optional banner, title, optional caption, content.
    case header
    /// A toolbar (RTL by default): back, three optional buttons from the end, and a title.
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

    /// The safe-area insets of each container: a 44-point status bar over the header.
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
