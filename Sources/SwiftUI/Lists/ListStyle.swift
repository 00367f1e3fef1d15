internal import ListshotCore

/// A list's look (SwiftUI `ListStyle`): `.insetGrouped` (iOS's default), `.plain`, `.grouped`,
/// `.inset`, `.sidebar`.
public protocol ListStyle: Sendable {}

/// A list style Listshot draws.
protocol KnownListStyle { var kind: ListStyleKind { get } }

public struct DefaultListStyle: ListStyle, KnownListStyle { public init() {}; var kind: ListStyleKind { .automatic } }
public struct PlainListStyle: ListStyle, KnownListStyle { public init() {}; var kind: ListStyleKind { .plain } }
public struct InsetGroupedListStyle: ListStyle, KnownListStyle { public init() {}; var kind: ListStyleKind { .insetGrouped } }
public struct GroupedListStyle: ListStyle, KnownListStyle { public init() {}; var kind: ListStyleKind { .grouped } }
public struct InsetListStyle: ListStyle, KnownListStyle { public init() {}; var kind: ListStyleKind { .inset } }
public struct SidebarListStyle: ListStyle, KnownListStyle { public init() {}; var kind: ListStyleKind { .sidebar } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

/// The space between a list's sections (SwiftUI `ListSectionSpacing`).
public struct ListSectionSpacing: Sendable, Hashable {
    let points: Double?
    /// The style's own spacing.
    public static let `default` = ListSectionSpacing(points: nil)
    /// Tighter spacing; Listshot's figure is an estimate (docs/lists.md).
    public static let compact = ListSectionSpacing(points: 20)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: Double(spacing)) }
}

extension ListStyleKind {
    /// The style Listshot's layout draws; automatic is inset grouped on iPhone (Apple:
    /// "On iOS, the default list style is insetGrouped" — docs/lists.md) and on iPad.
    func core(isTablet: Bool) -> ViewListStyle {
        switch self {
        case .automatic, .insetGrouped: return .insetGrouped
        case .plain: return .plain
        case .grouped: return .grouped
        case .inset: return .inset
        case .sidebar: return .sidebar
        }
    }
}

extension View {
    /// The look of lists inside.
    public func listStyle<S: ListStyle>(_ style: S) -> some View { environmentWriter { $0.listshot.listStyle = (style as? any KnownListStyle)?.kind ?? .automatic } }

    /// The space between sections of lists inside.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environmentWriter { $0.listshot.listSectionSpacing = spacing.points }
    }

    /// The space between sections of lists inside, in points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { environmentWriter { $0.listshot.listSectionSpacing = Double(spacing) } }

    /// Whether a scrolling view's background shows (`.hidden` on a List); Listshot draws it.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        visibility == .hidden ? AnyView(notYet("scrollContentBackground(.hidden)")) : AnyView(self)
    }
}
