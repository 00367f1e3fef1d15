import SwiftUI

extension List {
    /// Mistica's list look (`Components/List/List+Style.swift` @ f7090ad4854d64603e0d0f270b92aa15db37aafe): the plain
    /// style on `background`, in the brand's theme.
    ///
    /// ```swift
    /// NavigationView {
    ///     List { ForEach(0..<10) { _ in Cell(style: .boxed, title: "Title", subtitle: "subtitle") } }
    ///         .misticaListStyle()
    /// }
    /// ```
    public func misticaListStyle() -> some View {
        MisticaThemed(content: listStyle(.plain).background(Color.background))
    }
}
