/// Something that can stand as a top-level block of a ``Screen``, so it can take outer padding.
///
/// ```swift
/// BPKCardList(title: "Trips", layout: .stack, elements: cards).padding()   // SwiftUI's .padding(): 16 all round
/// ```
public protocol ScreenComponent {
    /// The component as a screen block.
    var component: Component { get }
}

extension ScreenComponent {
    /// Outer padding of `length` points on every side (SwiftUI's `.padding()` is 16), docs/screens.md "Outer padding".
    ///
    /// ```swift
    /// MaterialList { SelfSizingStereoCell(title: "Inbox") }.padding(8)
    /// ```
    public func padding(_ length: Double = 16) -> Component { .padded(EdgeInsets(all: length), component) }

    /// Outer padding per side; `leading` and `trailing` follow the screen's direction.
    ///
    /// ```swift
    /// CellList { Cell(title: "Wi-Fi") }.padding(EdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0))
    /// ```
    public func padding(_ insets: EdgeInsets) -> Component { .padded(insets, component) }
}

extension Component: ScreenComponent { public var component: Component { self } }
extension CellList: ScreenComponent { public var component: Component { .cellList(self) } }
extension MaterialList: ScreenComponent { public var component: Component { .materialList(self) } }
extension BPKCardList: ScreenComponent { public var component: Component { .cardList(self) } }
extension ListKitList: ScreenComponent { public var component: Component { .listKit(self) } }
extension TagSheet: ScreenComponent { public var component: Component { .tagSheet(self) } }
extension BadgeSheet: ScreenComponent { public var component: Component { .badgeSheet(self) } }
extension BPKSectionHeader: ScreenComponent { public var component: Component { .sectionHeader(self) } }
extension SectionTitle: ScreenComponent { public var component: Component { .sectionTitle(self) } }
extension BPKBadgeSheet: ScreenComponent { public var component: Component { .backpackBadges(self) } }
