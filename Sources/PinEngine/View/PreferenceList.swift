/// [not upstream] The candidates of `below(ofFirstVisible:)`: views, a slice, or one reversed, scanned
/// without copies or allocations.
public protocol PreferenceList {
    /// The first visible candidate, in the list's order.
    func makePreferences() -> Preferences
    /// The first visible candidate in reverse order, without a reversed index walk.
    func makeReversedPreferences() -> Preferences
}

/// What an `ofFirstVisible:` scan found: the first visible view, none, or an empty list.
public struct Preferences {
    @usableFromInline let found: FirstVisible

    /// The first view of `views` in the order of `indices` that is visible; the scan stops there.
    @inlinable @inline(__always)
    init<Views: RandomAccessCollection, Indices: Sequence<Int>>(scanning views: Views, in indices: Indices)
    where Views.Element: View, Views.Index == Int {
        if views.isEmpty {
            found = .emptyList
            return
        }
        for index in indices where views[index].isVisibleForLayout {
            // The caller's list holds the view for the whole statement.
            found = .view(Unmanaged.passUnretained(views[index]))
            return
        }
        found = .noneVisible
    }
}

/// What the scan of an `ofFirstVisible:` list found.
@usableFromInline
enum FirstVisible {
    /// The first visible view of the list (kept alive by the caller's list, hence unretained).
    case view(Unmanaged<View>)
    /// The list has views, none of them visible: the fallback branch.
    case noneVisible
    /// The list has no view at all: the plain method's warning.
    case emptyList
}

/// Arrays and array slices of views scan their own storage, forwards or backwards.
extension PreferenceList where Self: RandomAccessCollection, Element: View, Index == Int {
    @inlinable
    public func makePreferences() -> Preferences {
        Preferences(scanning: self, in: indices)
    }

    @inlinable
    public func makeReversedPreferences() -> Preferences {
        Preferences(scanning: self, in: indices.reversed())
    }
}

extension Array: PreferenceList where Element: View {}

extension ArraySlice: PreferenceList where Element: View {}

extension ReversedCollection: PreferenceList where Base: PreferenceList {
    @inlinable
    public func makePreferences() -> Preferences { _base.makeReversedPreferences() }

    @inlinable
    public func makeReversedPreferences() -> Preferences { _base.makePreferences() }
}
