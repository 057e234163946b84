import PinEngine
import Synchronization

/// An app screen laid out instead of a chain, built in or registered; equal when named alike.
public struct AppScreen: Hashable, Sendable, CustomStringConvertible {
    /// The screen's views, sizes and layout code.
    public let definition: any ScreenDefinition
    /// The built-in screen this is, or nil for a registered one.
    package let builtIn: BuiltInScreen?

    init(_ builtIn: BuiltInScreen) {
        definition = builtIn
        self.builtIn = builtIn
    }

    /// A registered screen (`ScreenRegistry.register` checks its definition).
    init(registered definition: any ScreenDefinition) {
        self.definition = definition
        builtIn = nil
    }

    /// The screen's name, as in `screen=<name>`.
    public var name: String { definition.name }
    public var description: String { name }
    /// Roles of the screen's views, in layout order.
    public var roles: [String] { definition.roles }
    /// Indices of the views that may be hidden.
    public var optionalViews: [Int] { definition.optionalViews }
    /// Views per instance.
    public var viewCount: Int { roles.count }
    /// The container of one instance.
    public var containerSize: Size { definition.containerSize }
    /// The safe-area insets set on each instance's container.
    public var safeAreaInsets: EdgeInsets { definition.safeAreaInsets }

    public static func == (lhs: AppScreen, rhs: AppScreen) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The built-in screens, then the registered ones, in registration order.
    public static var all: [AppScreen] { builtInScreens + ScreenRegistry.registered }

    /// The screen called `name`, or nil.
    public static func named(_ name: String) -> AppScreen? {
        all.first { $0.name == name }
    }

    static let builtInScreens = BuiltInScreen.allCases.map(AppScreen.init)
}

/// The screens packages registered, for every verb; children re-run and register them again.
public enum ScreenRegistry {
    /// The registered screens, in registration order.
    public static var registered: [AppScreen] { screens.withLock { $0 } }

    /// Adds `definitions` after the built-in screens, all or none; throws on a bad name or view index.
    public static func register(_ definitions: [any ScreenDefinition]) throws(ScreenDefinitionError) {
        try screens.withLock { registered throws(ScreenDefinitionError) in
            var result = registered
            for definition in definitions {
                try check(definition, besides: AppScreen.builtInScreens + result)
                result.append(AppScreen(registered: definition))
            }
            registered = result
        }
    }

    /// Throws when `definition` cannot be registered beside `screens`.
    static func check(_ definition: any ScreenDefinition, besides screens: [AppScreen]) throws(ScreenDefinitionError) {
        let name = definition.name
        func fail(_ problem: String) -> ScreenDefinitionError {
            ScreenDefinitionError("cannot register the screen '\(name)': \(problem)")
        }
        let allowed = name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
        guard !name.isEmpty, allowed else { throw fail("a name is ASCII letters, digits, '-' and '_'") }
        guard !screens.contains(where: { $0.name == name }) else { throw fail("a screen of that name is already registered") }
        let views = definition.roles.count
        guard views > 0 else { throw fail("it has no views (roles is empty)") }
        let optional = definition.optionalViews
        if let bad = optional.first(where: { !(0..<views).contains($0) }) {
            throw fail("optional view \(bad) is not an index of its \(views) roles")
        }
        guard Set(optional).count == optional.count else { throw fail("optionalViews lists a view twice") }
    }

    private static let screens = Mutex<[AppScreen]>([])
}

/// A screen definition that cannot be registered.
public struct ScreenDefinitionError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
