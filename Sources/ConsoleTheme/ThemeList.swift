/// The themes the console cycles through with `t`. Built-ins are held by name and
/// parsed when first shown, so starting the console parses only the theme it opens with.
public struct ThemeList: Sendable, Equatable, ExpressibleByArrayLiteral {
    private enum Slot: Sendable, Equatable {
        case theme(Theme)
        case builtin(String)
    }

    private var slots: [Slot]

    public init(_ themes: [Theme]) {
        slots = themes.map(Slot.theme)
    }

    public init(arrayLiteral themes: Theme...) {
        self.init(themes)
    }

    /// The built-ins (default first) and then `user`; a user theme with a built-in's name replaces it.
    public init(builtinsAnd user: [Theme]) {
        slots = Theme.builtinNames.filter { name in !user.contains { $0.name == name } }.map(Slot.builtin)
        slots += user.map(Slot.theme)
    }

    public var count: Int { slots.count }
    public var isEmpty: Bool { slots.isEmpty }

    /// The theme at `index`, parsing a built-in on first use.
    public subscript(index: Int) -> Theme {
        get {
            switch slots[index] {
            case .theme(let theme): theme
            case .builtin(let name): Theme.builtin(named: name)
            }
        }
        set { slots[index] = .theme(newValue) }
    }

    /// The name at `index`, without parsing anything.
    public func name(at index: Int) -> String {
        switch slots[index] {
        case .theme(let theme): theme.name
        case .builtin(let name): name
        }
    }

    /// Where the theme named `name` is, or nil.
    public func firstIndex(named name: String) -> Int? {
        slots.indices.first { self.name(at: $0) == name }
    }

    public mutating func insert(_ theme: Theme, at index: Int) {
        slots.insert(.theme(theme), at: index)
    }

    /// Equal when they list the same themes in the same order (a built-in held by name
    /// equals the same built-in parsed).
    public static func == (lhs: ThemeList, rhs: ThemeList) -> Bool {
        lhs.count == rhs.count && lhs.slots.indices.allSatisfy { index in
            lhs.slots[index] == rhs.slots[index] || lhs[index] == rhs[index]
        }
    }
}
