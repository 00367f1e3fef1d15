package import ListshotCore

/// `Image(systemName:)` as Listshot's symbol view (docs/symbols.md).
enum SymbolLowering {
    @MainActor
    static func node(name: String, in context: LoweringContext) -> ViewNode {
        let size = 17.0
        let icon: Icon
        switch name.split(separator: ".").first.map(String.init) ?? name {
        case "star": icon = .star
        case "heart": icon = .heart
        case "chevron": icon = .chevronRight
        case "bell": icon = .bell
        case "person": icon = .user
        case "gear", "gearshape": icon = .settings
        case "wifi": icon = .wifi
        case "phone": icon = .phone
        case "house": icon = .home
        case "magnifyingglass": icon = .search
        case "plus": icon = .plus
        case "info": icon = .info
        default:
            context.note("Image(systemName: \"\(name)\") has no mapping yet: drawn as a placeholder (docs/symbols.md)")
            icon = .info
        }
        let color = (context.environment.listshot.foreground ?? AnyShapeStyle(Color.primary)).paint(in: context.environment, context: context)
        return ViewNode.icon(icon, size: size, color: color)
    }
}

extension SymbolLowering {
    /// The tab-bar icon for a symbol name (until bars draw symbols themselves).
    static func icon(named name: String) -> Icon {
        switch name.split(separator: ".").first.map(String.init) ?? name {
        case "star": return .star
        case "heart": return .heart
        case "bell": return .bell
        case "person": return .user
        case "gear", "gearshape": return .settings
        case "magnifyingglass": return .search
        case "phone": return .phone
        case "creditcard": return .card
        default: return .home
        }
    }
}
