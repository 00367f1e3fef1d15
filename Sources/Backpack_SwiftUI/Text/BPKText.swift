package import ListshotCore
import SwiftUI

/// Backpack's text (`Backpack-SwiftUI/Text/Classes/BPKText.swift`): one `BPKFontStyle`, `textPrimaryColor` and one line
/// unless told otherwise (docs/backpack.md, "SwiftUI API").
///
/// ```swift
/// BPKText("Canal house", style: .heading5).lineLimit(nil)
/// BPKText("£120").foregroundColor(.coreAccentColor)
/// ```
public struct BPKText: View, DesignSystemPrimitiveView {
    let text: String
    let style: BPKFontStyle
    var color: BPKColor = .textPrimaryColor
    var maxLines: Int? = 1
    var isStruckThrough = false

    /// A text in `style` (default `bodyDefault`).
    ///
    /// ```swift
    /// BPKText("Hello", style: .heading3)
    /// ```
    public init(_ text: String, style: BPKFontStyle = .bodyDefault) { self.text = text; self.style = style }

    public var body: Never { primitiveBody(Self.self) }

    /// The text in a Backpack colour token.
    ///
    /// ```swift
    /// BPKText("Free cancellation").foregroundColor(.textSuccessColor)
    /// ```
    public func foregroundColor(_ color: BPKColor) -> BPKText { var copy = self; copy.color = color; return copy }

    /// The most lines the text takes; `nil` for unlimited (BPKText's default is 1).
    ///
    /// ```swift
    /// BPKText(longDescription).lineLimit(nil)
    /// ```
    public func lineLimit(_ number: Int?) -> BPKText { var copy = self; copy.maxLines = number; return copy }

    /// Strikes the text through (kept in the model; Listshot draws no strike-through yet, and notes it).
    ///
    /// ```swift
    /// BPKText("£180").strikethrough()
    /// ```
    public func strikethrough(_ active: Bool = true) -> BPKText { var copy = self; copy.isStruckThrough = active; return copy }

    package func lower(in context: LoweringContext) -> [ViewNode] {
        context.requestTheme("backpack")
        if isStruckThrough { context.note("BPKText.strikethrough is not drawn yet (docs/backpack.md, \"SwiftUI API\")") }
        return [BackpackLowering.text(text, style: style.core, token: color.token, lineLimit: maxLines)]
    }
}
