internal import ListshotCore

extension Color {
    /// The colour reference Listshot's layout resolves: a system colour stays a name (the theme may
    /// redefine it; else Apple's value for the appearance), the rest become sRGB values.
    @MainActor
    func reference(in environment: EnvironmentValues, context: LoweringContext) -> ColorReference {
        switch storage {
        case .system(let name): return .system(name)
        case .token(let name): return .token(name)
        case .opacity(let base, let opacity) where base.holdsToken:
            // A token's value is the theme's: its opacity is applied when the theme resolves it.
            return .withOpacity(Color(storage: base).reference(in: environment, context: context), opacity)
        case .accent:
            // The tint, read where no tint is set: `.tint(.accentColor)` is the accent, not a loop.
            guard let tint = environment.listshot.tint else { return .system("systemBlue") }
            var outer = environment
            outer.listshot.tint = nil
            return tint.reference(in: outer, context: context)
        default:
            return .literal(rgba(in: environment, context: context))
        }
    }

    /// The sRGB value of the colour in `environment`'s colour scheme.
    @MainActor
    func rgba(in environment: EnvironmentValues, context: LoweringContext) -> RGBA {
        Color.rgba(of: storage, in: environment, context: context)
    }

    @MainActor
    private static func rgba(of storage: Storage, in environment: EnvironmentValues, context: LoweringContext) -> RGBA {
        switch storage {
        case .rgba(let value): return value
        case .system(let name):
            return SystemColorPalette.color(name, environment.colorScheme.appearance) ?? RGBA.missingAsset
        case .accent:
            if let tint = environment.listshot.tint {
                var outer = environment
                outer.listshot.tint = nil
                return tint.rgba(in: outer, context: context)
            }
            return SystemColorPalette.color("systemBlue", environment.colorScheme.appearance) ?? .missingAsset
        case .asset(let name):
            if let value = environment.listshot.assets.color(name, environment.colorScheme) { return value }
            context.note("Color(\"\(name)\") is not in the asset catalogs: drawn magenta (docs/assets.md)")
            return .missingAsset
        case .opacity(let base, let opacity):
            return rgba(of: base, in: environment, context: context).scaledAlpha(opacity)
        case .token(let name):
            // Only a reference keeps a token; a value needed while lowering (a gradient stop, a shadow) cannot.
            context.note("the theme colour \(name) has no value where SwiftUI needs one while lowering (a gradient, a shadow): drawn magenta")
            return .missingAsset
        }
    }
}

extension Color.Storage {
    /// Whether the colour is a theme token, with or without an opacity.
    var holdsToken: Bool {
        switch self {
        case .token: return true
        case .opacity(let base, _): return base.holdsToken
        default: return false
        }
    }
}

extension ColorReference {
    /// `reference` with its alpha scaled by `opacity`.
    static func withOpacity(_ reference: ColorReference, _ opacity: Double, environment: EnvironmentValues) -> ColorReference {
        if case .literal(let value) = reference { return .literal(value.scaledAlpha(opacity)) }
        if case .token = reference { return .withOpacity(reference, opacity) }
        if case .system(let name) = reference,
           let value = SystemColorPalette.color(name, environment.colorScheme.appearance) {
            return .literal(value.scaledAlpha(opacity))
        }
        return reference
    }
}

extension RGBA {
    /// What an unknown asset colour draws: magenta, impossible to miss.
    static let missingAsset = RGBA(red: 255, green: 0, blue: 255, alpha: 255)

    /// The colour with its alpha multiplied by `opacity` (0…1).
    func scaledAlpha(_ opacity: Double) -> RGBA {
        let factor = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        var copy = self
        copy.alpha = UInt8((Double(alpha) * factor).rounded())
        return copy
    }
}
