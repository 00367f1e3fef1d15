package import ListshotCore
import SwiftUI

/// Backpack's navigation container: its content under a Backpack bar with `title`, the items and `style`
/// (Skyscanner/backpack-ios `Backpack-SwiftUI/NavigationBar/Classes/BPKNavigationView.swift`, index id 48128099296,
/// the version with `scrollable` and `ignoresBottomSafeArea`). The bar is the screen's navigation bar, drawn by the
/// backpack theme in Backpack's style (docs/screens.md, "Backpack's bar"); a still image shows it expanded, as at
/// the top of the scroll.
///
/// ```swift
/// BPKNavigationView(title: "Hotels", leadingItems: [.init(type: .backButton("Back"), action: {})],
///                   trailingItems: [.init(type: .icon(.settings, "Settings"), action: {})]) {
///     HotelList()
/// }
/// ```
public struct BPKNavigationView<Content: View>: View, DesignSystemPrimitiveView {
    let title: String?
    let style: BPKNavigationBarStyle
    let leadingItems: [BPKNavigationBarItem]
    let trailingItems: [BPKNavigationBarItem]
    let content: () -> Content

    /// Content under a Backpack bar. `scrollable` and `ignoresBottomSafeArea` change nothing in a still image.
    public init(title: String? = nil, leadingItems: [BPKNavigationBarItem] = [], trailingItems: [BPKNavigationBarItem] = [],
                style: BPKNavigationBarStyle = .default, scrollable: Bool = true, ignoresBottomSafeArea: Bool = false,
                content: @escaping () -> Content) {
        self.title = title; self.style = style; self.leadingItems = leadingItems; self.trailingItems = trailingItems
        self.content = content
    }

    public var body: Never { primitiveBody(Self.self) }

    package func lower(in context: LoweringContext) -> [ViewNode] {
        context.requestTheme("backpack")
        if context.navigation == nil {
            var request = NavigationRequest()
            request.title = title ?? ""
            request.displayMode = style.supportsLargeTitle ? .large : .inline
            request.back = leadingItems.lazy.compactMap(\.backTitle).first
            request.trailing = trailingItems.compactMap(\.barButton)
            request.backpackStyle = style.core
            context.navigation = request
            if leadingItems.contains(where: { $0.backTitle == nil }) {
                context.note("BPKNavigationView: a leading icon item is not drawn; the bar shows a back button only on the leading side")
            }
        } else {
            context.note("BPKNavigationView inside another navigation view draws its content only: the screen has one bar")
        }
        return content().lowered(in: context)
    }
}
