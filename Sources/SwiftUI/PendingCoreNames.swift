package import ListshotCore

// Stand-ins until the system-colour palette lands in ListshotCore (removed at merge).
extension ColorReference {
    static func system(_ name: String) -> ColorReference { .token(name) }
    var systemName: String? { if case .token(let name) = self { return name } else { return nil } }
}

enum SystemColorPalette {
    static func color(named name: String, appearance: Appearance) -> RGBA? { nil }
}
