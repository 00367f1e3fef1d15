import ListshotCore

/// Contrast of a theme's text colour tokens on its background tokens, without rendering.
///
/// Roles come from token names: a token is text when its name starts with `text` or `tagText`,
/// or is `on` + a capital (`onSurface`); background when it starts with `background`, `surface`,
/// `canvas`, `tagBackground` or `badgeBackground`. Every other token (brand, borders, dividers,
/// controls) is neither. Every text token is measured on every background token; a pair is
/// *intended* when the names say the design system means it:
///
/// - `tagTextX[Inverse]` only on `tagBackgroundX[Inverse]` (same X, same inverse suffix);
/// - other text whose name holds `Inverse` or `OnDark` on inverse backgrounds (names holding
///   `Brand` or `Hero`, and `surfaceContrast`), other text on the other backgrounds;
/// - text whose name holds `Disabled` is never intended: WCAG 1.4.3 exempts inactive controls;
/// - text whose name holds `OnLight` or `Hero` is never intended: it names a fixed surface
///   (a photo, a hero banner) that is not among the background tokens.
///
/// Only intended pairs can fail a run. A translucent background `XPressed` or `XHover` is
/// composited over `X` when the theme has it, any other over the theme's base (`background`,
/// `canvas` or `surface`, the first it has); translucent text over the background.
///
/// ```swift
/// let pairs = ThemeTokenAudit.pairs(theme: "movistar", colors: theme.colors, appearance: .day)
/// ```
package enum ThemeTokenAudit {
    package enum Role: String, Sendable, Hashable { case text, background }

    /// One text token on one background token in one appearance.
    package struct Pair: Sendable, Hashable {
        package var text: String
        package var background: String
        package var foreground: RGBA
        package var backgroundColor: RGBA
        package var ratio: Double
        package var lc: Double
        package var intended: Bool
        /// Pass or fail of each contrast rule.
        package var passed: [AuditRule: Bool]
    }

    package static func role(of token: String) -> Role? {
        let chars = Array(token)
        if token.hasPrefix("text") || token.hasPrefix("tagText") { return .text }
        if chars.count > 2, token.hasPrefix("on"), chars[2].isUppercase { return .text }
        for prefix in ["background", "surface", "canvas", "tagBackground", "badgeBackground"] where token.hasPrefix(prefix) {
            return .background
        }
        return nil
    }

    static func isInverseText(_ token: String) -> Bool { token.contains("Inverse") || token.contains("OnDark") }
    static func isInverseBackground(_ token: String) -> Bool { token.contains("Brand") || token.contains("Hero") || token == "surfaceContrast" }

    /// Whether the names say `text` is meant to sit on `background`.
    package static func isIntended(text: String, background: String) -> Bool {
        if text.contains("Disabled") || text.contains("OnLight") || text.contains("Hero") { return false }
        if text.hasPrefix("tagText") || background.hasPrefix("tagBackground") {
            return text.hasPrefix("tagText") && background.hasPrefix("tagBackground")
                && text.dropFirst("tagText".count) == background.dropFirst("tagBackground".count)
        }
        return isInverseText(text) == isInverseBackground(background)
    }

    /// Every text token on every background token of one appearance, sorted by name; text
    /// assumed `size` pt at `weight` for the size-dependent thresholds.
    package static func pairs(colors: [String: [Appearance: Paint]], appearance: Appearance,
                             size: Double = 16, weight: FontWeight = .regular) -> [Pair] {
        var resolved: [String: [RGBA]] = [:]
        for (token, values) in colors { if let paint = values[appearance] { resolved[token] = BackgroundResolver.colors(of: paint) } }
        let base = ["background", "canvas", "surface"].lazy.compactMap { resolved[$0]?.first }.first?.composited(over: .white) ?? .white
        let texts = resolved.keys.filter { role(of: $0) == .text }.sorted()
        let backgrounds = resolved.keys.filter { role(of: $0) == .background }.sorted()
        let aa = Contrast.requiredRatio(.aa, size: size, weight: weight.numericValue)
        let aaa = Contrast.requiredRatio(.aaa, size: size, weight: weight.numericValue)
        let bronze = APCABronze.requiredLc(size: size, weight: weight.numericValue)
        var result: [Pair] = []
        for text in texts {
            for background in backgrounds {
                // Gradients: every stop; the worst pair is kept.
                var worst: Pair?
                var under = base
                for suffix in ["Pressed", "Hover"] where background.hasSuffix(suffix) {
                    if let parent = resolved[String(background.dropLast(suffix.count))]?.first { under = parent.composited(over: base) }
                }
                for bgRaw in resolved[background] ?? [] {
                    let bg = bgRaw.composited(over: under)
                    for fgRaw in resolved[text] ?? [] {
                        let fg = fgRaw.composited(over: bg)
                        let ratio = Contrast.ratio(fg, bg), lc = APCA.lc(text: fg, background: bg)
                        let pair = Pair(text: text, background: background, foreground: fg, backgroundColor: bg, ratio: ratio, lc: lc,
                                        intended: isIntended(text: text, background: background),
                                        passed: [.wcagAA: ratio >= aa, .wcagAAA: ratio >= aaa, .apcaBronze: abs(lc) >= bronze])
                        if worst.map({ ratio < $0.ratio }) ?? true { worst = pair }
                    }
                }
                if let worst { result.append(worst) }
            }
        }
        return result
    }
}
