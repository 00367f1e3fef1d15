/// Mistica's section title on its own (UIKit `TitleView.swift`, style `title1`): uppercased
/// preset-1 medium text in `textSecondary`, 16 from the top and sides and 8 above what follows, at
/// least 40 tall, on `background` (docs/mistica.md, "Section titles").
///
/// ```swift
/// Screen(name: "settings", theme: "movistar") {
///     SectionTitle("Connectivity")
///     CellList { Cell(title: "Wi-Fi") }
/// }
/// ```
public struct SectionTitle: Sendable, Hashable, Codable {
    /// The title as written; the layout uppercases it, as `TitleView` does.
    public var text: String

    public init(_ text: String) { self.text = text }
}
