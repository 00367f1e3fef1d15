// Text's own modifiers: each returns `Text`, so they chain before layout modifiers, as in SwiftUI.

extension Text {
    private func updatingRuns(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index]) }
        return copy
    }

    public func font(_ font: Font?) -> Text { updatingRuns { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { updatingRuns { $0.weight = weight } }
    public func bold() -> Text { bold(true) }
    public func bold(_ isActive: Bool) -> Text { updatingRuns { $0.isBold = isActive } }
    public func italic() -> Text { italic(true) }
    public func italic(_ isActive: Bool) -> Text { updatingRuns { $0.isItalic = isActive } }
    public func foregroundColor(_ color: Color?) -> Text { updatingRuns { $0.color = color; $0.style = nil } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if let color = style as? Color { return updatingRuns { $0.color = color; $0.style = nil } }
        return updatingRuns { $0.style = AnyShapeStyle(style); $0.color = nil }
    }
    public func monospacedDigit() -> Text { updatingRuns { $0.isMonospacedDigit = true } }
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    public func fontWidth(_ width: Font.Width?) -> Text { self }

    private func unsupported(_ name: String) -> Text { updatingRuns { $0.unsupported.append("Text.\(name) is not drawn yet") } }

    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { isActive ? unsupported("underline") : self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { isActive ? unsupported("strikethrough") : self }
    public func kerning(_ kerning: CGFloat) -> Text { kerning == 0 ? self : unsupported("kerning") }
    public func tracking(_ tracking: CGFloat) -> Text { tracking == 0 ? self : unsupported("tracking") }
    public func baselineOffset(_ offset: CGFloat) -> Text { offset == 0 ? self : unsupported("baselineOffset") }
}
