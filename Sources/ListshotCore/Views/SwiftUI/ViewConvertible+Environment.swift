// SwiftUI's environment modifiers on any view: the value reaches every text (and icon) inside that
// does not set its own (``ViewEnvironment``). On a `Text` itself, `Text`'s own methods apply.

extension ViewConvertible {
    /// `font(_:)` on a container: the font of every text inside that sets none.
    ///
    /// ```swift
    /// VStack { Text("Title"); Text("Subtitle") }.font(.preset(1))
    /// ```
    public func font(_ font: ViewFont) -> ViewNode { view.modifier(.environment(.font(font))) }

    /// `foregroundColor(_:)` on a container: the colour of every text and icon inside that sets none.
    ///
    /// ```swift
    /// HStack { Image(icon: .bell); Text("Alerts") }.foregroundColor(.token("textSecondary"))
    /// ```
    public func foregroundColor(_ color: ColorReference) -> ViewNode { view.modifier(.environment(.foregroundColor(color))) }

    /// `foregroundStyle(_:)` with a colour: the same as `foregroundColor(_:)`.
    ///
    /// ```swift
    /// VStack { Text("A") }.foregroundStyle(.token("brand"))
    /// ```
    public func foregroundStyle(_ color: ColorReference) -> ViewNode { foregroundColor(color) }

    /// `lineLimit(_:)` on a container: the line limit of every text inside that sets none; nil is unlimited.
    ///
    /// ```swift
    /// VStack { Text(long); Text(longer) }.lineLimit(1)
    /// ```
    public func lineLimit(_ limit: Int?) -> ViewNode { view.modifier(.environment(.lineLimit(limit))) }

    /// `multilineTextAlignment(_:)` on a container: how wrapped lines of the texts inside align.
    ///
    /// ```swift
    /// VStack { Text(long) }.multilineTextAlignment(.center)
    /// ```
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ViewNode {
        view.modifier(.environment(.multilineTextAlignment(alignment)))
    }
}
