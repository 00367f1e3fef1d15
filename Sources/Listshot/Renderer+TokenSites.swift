import ListshotCore
import ListshotSpec

extension Renderer {
    /// Lays out one variant of `spec`: a colour token the theme lacks is reported at the line and
    /// column where it is written, in the spec or in the component file that names it, with the spec
    /// line that used the component (docs/views.md, "Components").
    ///
    /// ```swift
    /// let result = try renderer.layout(variant.screen, of: spec)
    /// ```
    public func layout(_ screen: Screen, of spec: ScreenSpec) throws(ListshotError) -> LayoutResult {
        do {
            return try layout(screen, specPath: spec.file)
        } catch .layout(.unknownColorToken(let token, let element, let theme), let specPath) {
            throw Self.missingToken(token, element: element, theme: theme, spec: specPath, sites: spec.colorTokenSites)
        }
    }

    /// The error for `token`, missing from `theme`, at its first site; as before without one.
    static func missingToken(_ token: String, element: String, theme: String, spec: String,
                             sites: [ColorTokenSite]) -> ListshotError {
        let error = LayoutError.unknownColorToken(token, element: element, theme: theme)
        let named = sites.filter { $0.token == token }
        guard let first = named.first else { return .layout(error, spec: spec) }
        let others = named.dropFirst()
        var also = ""
        if !others.isEmpty {
            also = " It is also named at " + others.prefix(3).map(\.location).joined(separator: ", ")
                + (others.count > 3 ? " and \(others.count - 3) more places" : "") + "."
        }
        let advice = "Use a token the theme defines (`listshot themes show \(theme)` lists them) or a literal #RRGGBB colour."
        let message: String
        if let component = first.component, let usedAt = first.usedAt {
            message = "the theme '\(theme)' has no colour token '\(token)' (in component '\(component)', used at \(usedAt); drawn as \(element)). \(advice)\(also)"
            return .spec(SpecError(file: first.file, line: first.line, column: first.column, message: message))
        }
        message = "the theme '\(theme)' has no colour token '\(token)'. \(advice)\(also)"
        return .spec(SpecError(file: first.file, line: first.line, column: first.column, keyPath: element, message: message))
    }
}
