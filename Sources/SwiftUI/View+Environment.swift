internal import ListshotCore

extension View {
    /// The environment value at `keyPath` set to `value` for this view and everything inside.
    ///
    /// ```swift
    /// SettingsView().environment(\.colorScheme, .dark)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWriter(change: { $0[keyPath: keyPath] = value }, layout: EnvironmentWriter.layoutValue(for: keyPath)))
    }

    /// An `@Observable` object for `@Environment(T.self)` inside.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        environmentWriter { if let object { $0.setObject(object) } }
    }

    /// An `ObservableObject` for `@EnvironmentObject` inside.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environmentWriter { $0.setObject(object) }
    }

    /// The font of every text inside that does not set its own.
    public func font(_ font: Font?) -> some View { environmentWriter { $0.font = font } }

    /// The weight of every text inside.
    public func fontWeight(_ weight: Font.Weight?) -> some View { environmentWriter { $0.listshot.fontWeight = weight } }

    /// Bold text inside.
    public func bold(_ isActive: Bool = true) -> some View { environmentWriter { $0.listshot.isBold = isActive } }

    /// Italic text inside.
    public func italic(_ isActive: Bool = true) -> some View { environmentWriter { $0.listshot.isItalic = isActive } }

    /// The foreground style of text, symbols and shapes inside.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environmentWriter { $0.listshot.foreground = AnyShapeStyle(style) }
    }

    /// The foreground style: primary, secondary and tertiary levels (Listshot draws the primary).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environmentWriter { $0.listshot.foreground = AnyShapeStyle(primary) }
    }

    /// The foreground colour (the iOS 13 form of `foregroundStyle`).
    public func foregroundColor(_ color: Color?) -> some View {
        environmentWriter { $0.listshot.foreground = color.map(AnyShapeStyle.init) }
    }

    /// The accent of controls inside.
    public func tint(_ tint: Color?) -> some View { environmentWriter { $0.listshot.tint = tint } }

    /// The accent of controls inside, as a style.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environmentWriter { $0.listshot.tint = (tint as? Color) }
    }

    /// The accent colour (the iOS 13 form of `tint`).
    public func accentColor(_ accentColor: Color?) -> some View { environmentWriter { $0.listshot.tint = accentColor } }

    /// The most lines a text inside shows.
    public func lineLimit(_ number: Int?) -> some View { environmentWriter { $0.lineLimit = number.map { max($0, 1) } } }

    /// At most the upper end of `limit` lines (`lineLimit(2...4)`).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { lineLimit(limit.upperBound) }

    /// At most the upper end of `limit` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimit(limit.upperBound) }

    /// `number` lines, reserved even when the text is shorter (Listshot shows at most that many).
    public func lineLimit(_ number: Int, reservesSpace: Bool) -> some View { lineLimit(number) }

    /// How wrapped lines of text align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environmentWriter { $0.multilineTextAlignment = alignment } }

    /// Where a truncated line loses its characters.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environmentWriter { $0.truncationMode = mode } }

    /// Text inside in upper or lower case.
    public func textCase(_ textCase: Text.Case?) -> some View { environmentWriter { $0.textCase = textCase } }

    /// The scale of symbols inside beside text.
    public func imageScale(_ scale: Image.Scale) -> some View { environmentWriter { $0.imageScale = scale } }

    /// The variant of symbols inside (`.fill`).
    public func symbolVariant(_ variant: SymbolVariants) -> some View { environmentWriter { $0.symbolVariants = variant } }

    /// The size of controls inside.
    public func controlSize(_ size: ControlSize) -> some View { environmentWriter { $0.controlSize = size } }

    /// The view disabled (controls draw dimmed).
    public func disabled(_ disabled: Bool) -> some View { environmentWriter { if disabled { $0.isEnabled = false } } }

    /// The colour scheme of the whole presentation: Listshot draws this view and everything inside in it.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(EnvironmentWriter(change: { if let colorScheme { $0.colorScheme = colorScheme } },
                                   layout: { colorScheme == nil ? nil : .environment(.colorScheme($0.colorScheme.appearance)) }))
    }

    /// The Dynamic Type size of this view and everything inside.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(EnvironmentWriter(change: { $0.dynamicTypeSize = size },
                                   layout: { .environment(.dynamicTypeSize($0.dynamicTypeSize.core)) }))
    }

    /// The Dynamic Type size of this view, clamped to `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(EnvironmentWriter(change: { values in
            let all = DynamicTypeSize.allCases.filter { range.contains($0) }
            if let low = all.first, let high = all.last { values.dynamicTypeSize = min(max(values.dynamicTypeSize, low), high) }
        }, layout: { .environment(.dynamicTypeSize($0.dynamicTypeSize.core)) }))
    }

    /// Text inside redacted as placeholders (Listshot notes it and draws the text).
    public func redacted(reason: RedactionReasons) -> some View { notYet("redacted(reason:)") }
}

extension EnvironmentWriter {
    /// What Listshot's layout must know of an `environment(\.key, value)`: the colour scheme and
    /// Dynamic Type size change the theme a subtree is drawn in.
    static func layoutValue<V>(for keyPath: WritableKeyPath<EnvironmentValues, V>) -> @MainActor (EnvironmentValues) -> ListshotCore.ViewModifier? {
        if keyPath == \EnvironmentValues.colorScheme { return { .environment(.colorScheme($0.colorScheme.appearance)) } }
        if keyPath == \EnvironmentValues.dynamicTypeSize { return { .environment(.dynamicTypeSize($0.dynamicTypeSize.core)) } }
        return { _ in nil }
    }
}
