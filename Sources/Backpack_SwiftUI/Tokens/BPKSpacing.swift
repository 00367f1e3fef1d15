import SwiftUI

/// Backpack's spacing scale (`BPKSpacing`; raw tokens `SPACING_*`, docs/components.md §2 "Spacing").
///
/// ```swift
/// VStack(spacing: .base) { BPKText("A"); BPKText("B") }.padding(.horizontal, .md)
/// ```
public struct BPKSpacing: Sendable, Hashable {
    /// The spacing in points.
    public let value: CGFloat
    package let name: String
    package init(_ name: String, _ value: CGFloat) { self.name = name; self.value = value }

    public static let none = BPKSpacing("none", 0)
    public static let sm = BPKSpacing("sm", 4)
    public static let md = BPKSpacing("md", 8)
    public static let base = BPKSpacing("base", 16)
    public static let lg = BPKSpacing("lg", 24)
    public static let xl = BPKSpacing("xl", 32)
    public static let xxl = BPKSpacing("xxl", 40)
}

extension View {
    /// Padding of a Backpack spacing on every side (Backpack's `View.padding(_: BPKSpacing)`).
    ///
    /// ```swift
    /// BPKText("Hi").padding(.base)
    /// ```
    public func padding(_ spacing: BPKSpacing) -> some View { padding(spacing.value) }

    /// Padding of a Backpack spacing on `edges` (Backpack's `View.padding(_: Edge.Set, _: BPKSpacing)`).
    ///
    /// ```swift
    /// BPKText("Hi").padding(.top, .base)
    /// ```
    public func padding(_ edges: Edge.Set, _ spacing: BPKSpacing) -> some View { padding(edges, spacing.value) }
}

extension VStack {
    /// A vertical stack whose spacing is a Backpack token (Backpack's `VStack(alignment:spacing: BPKSpacing)`).
    ///
    /// ```swift
    /// VStack(alignment: .leading, spacing: .sm) { BPKText("Title"); BPKText("Subtitle") }
    /// ```
    public init(alignment: HorizontalAlignment = .center, spacing: BPKSpacing, @SwiftUI.ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing.value, content: content)
    }
}

extension HStack {
    /// A horizontal stack whose spacing is a Backpack token (Backpack's `HStack(alignment:spacing: BPKSpacing)`).
    ///
    /// ```swift
    /// HStack(spacing: .md) { BPKIconView(.star); BPKText("4.8") }
    /// ```
    public init(alignment: VerticalAlignment = .center, spacing: BPKSpacing, @SwiftUI.ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing.value, content: content)
    }
}
