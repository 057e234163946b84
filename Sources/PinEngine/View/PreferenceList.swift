/// [not upstream] An ordered list of candidate views for `below(ofFirstVisible:)` and its mirrored
/// forms, first choice first: an array or array slice of views, or one of them reversed, so that a
/// chain names its predecessors nearest first without copying them (`views[start..<i].reversed()`).
///
/// Like `RelativeViewList`, the requirement hands the engine one concrete description whatever the
/// caller passes, so the scan is the same specialized index loop for every list and allocates nothing
/// (an array of a View subclass is copied into a `[View]` once, as Swift's array upcast does).
public protocol PreferenceList {
    /// The candidates, described for the engine.
    func makePreferences() -> Preferences
}

/// The candidates an `ofFirstVisible:` method scans: a slice of views, read from its first or from its
/// last element.
public struct Preferences {
    @usableFromInline let views: ArraySlice<View>
    /// Whether the first choice is the slice's last view.
    @usableFromInline let lastFirst: Bool

    @inlinable
    init(_ views: ArraySlice<View>, lastFirst: Bool) {
        self.views = views
        self.lastFirst = lastFirst
    }

    /// The first visible candidate (not hidden, alpha above 0, as `visible(_:)` decides); the scan
    /// stops there.
    @inlinable
    func firstVisible() -> FirstVisible {
        if views.isEmpty { return .emptyList }
        if lastFirst {
            var index = views.endIndex
            while index > views.startIndex {
                index -= 1
                if views[index].isVisibleForLayout { return .view(Unmanaged.passUnretained(views[index])) }
            }
        } else {
            for candidate in views where candidate.isVisibleForLayout { return .view(Unmanaged.passUnretained(candidate)) }
        }
        return .noneVisible
    }
}

/// What the scan of an `ofFirstVisible:` list found.
@usableFromInline
enum FirstVisible {
    /// The first visible view of the list (kept alive by the list, hence unretained).
    case view(Unmanaged<View>)
    /// The list has views, none of them visible: the fallback branch.
    case noneVisible
    /// The list has no view at all: the plain method's warning.
    case emptyList
}

extension Array: PreferenceList where Element: View {
    @inlinable
    public func makePreferences() -> Preferences { Preferences(makeRelativeViews().slice, lastFirst: false) }
}

extension ArraySlice: PreferenceList where Element: View {
    @inlinable
    public func makePreferences() -> Preferences { Preferences(makeRelativeViews().slice, lastFirst: false) }
}

extension ReversedCollection: PreferenceList where Base: PreferenceList {
    @inlinable
    public func makePreferences() -> Preferences {
        let forward = _base.makePreferences()
        return Preferences(forward.views, lastFirst: !forward.lastFirst)
    }
}
