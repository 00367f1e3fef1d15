package import ListshotCore

/// The values a view reads with `@Environment` (SwiftUI `EnvironmentValues`): the snapshot's colour
/// scheme, Dynamic Type size, layout direction, locale and scale, the text modifiers in effect, and
/// your own keys. A snapshot's values are fixed; nothing updates.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// Text(colorScheme == .dark ? "Night" : "Day")
/// ```
public struct EnvironmentValues: CustomStringConvertible {
    public var colorScheme: ColorScheme = .light
    public var colorSchemeContrast: ColorSchemeContrast = .standard
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var layoutDirection: LayoutDirection = .leftToRight
    public var locale: Locale = Locale(identifier: "en_US")
    public var calendar: Calendar = Calendar(identifier: .gregorian)
    public var timeZone: TimeZone = TimeZone(identifier: "UTC") ?? TimeZone.current
    /// Points to pixels: 3 on an iPhone 16 Pro.
    public var displayScale: CGFloat = 3
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    public var isEnabled: Bool = true
    /// The font `font(_:)` set above, nil for the default (`body`).
    public var font: Font?
    public var lineLimit: Int?
    public var multilineTextAlignment: TextAlignment = .leading
    public var truncationMode: Text.TruncationMode = .tail
    public var textCase: Text.Case? = nil
    public var imageScale: Image.Scale = .medium
    public var symbolVariants: SymbolVariants = .none
    public var controlSize: ControlSize = .regular
    public var redactionReasons: RedactionReasons = []
    public var accessibilityReduceMotion: Bool = false
    public var accessibilityReduceTransparency: Bool = false
    public var accessibilityDifferentiateWithoutColor: Bool = false
    public var legibilityWeight: LegibilityWeight? = .regular
    public var isSearching: Bool = false
    public var editMode: Binding<EditMode>? = nil
    public var scenePhase: ScenePhase = .active
    public var defaultMinListRowHeight: CGFloat = 44
    /// Dismisses a presentation; does nothing in a snapshot.
    public var dismiss: DismissAction = DismissAction()
    /// Opens a URL; does nothing in a snapshot.
    public var openURL: OpenURLAction = OpenURLAction()

    /// The deprecated name of ``dynamicTypeSize``.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }

    /// Listshot's own values: the foreground style, tint, list style and where assets come from.
    package var listshot = ListshotEnvironment()

    private var custom: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    /// Your own value, or the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// The object `environmentObject(_:)` or `environment(_:)` put here, by type.
    package func object<T: AnyObject>(of type: T.Type) -> T? {
        objects[ObjectIdentifier(type)] as? T
    }

    /// Puts `object` here for `@EnvironmentObject` and `@Environment(T.self)`.
    package mutating func setObject<T: AnyObject>(_ object: T) {
        objects[ObjectIdentifier(T.self)] = object
    }

    public var description: String {
        "EnvironmentValues(colorScheme: \(colorScheme), dynamicTypeSize: \(dynamicTypeSize), layoutDirection: \(layoutDirection))"
    }
}

/// The environment values only Listshot reads: what the text, shape and list modifiers set above.
package struct ListshotEnvironment {
    /// `foregroundStyle(_:)`/`foregroundColor(_:)` above; nil is the primary label colour.
    package var foreground: AnyShapeStyle?
    /// `tint(_:)` above; nil is the system blue accent.
    package var tint: Color?
    package var fontWeight: Font.Weight?
    package var isBold = false
    package var isItalic = false
    package var listStyle: ListStyleKind = .automatic
    /// Which iOS generation's lists are drawn: iOS 17/18 (classic) or iOS 26 (glass) (docs/lists.md).
    package var listGeneration: ListGeneration = .classic
    package var buttonStyle: ButtonStyleKind = .automatic
    package var toggleStyle: ToggleStyleKind = .automatic
    package var pickerStyle: PickerStyleKind = .automatic
    package var labelStyle: LabelStyleKind = .automatic
    package var listSectionSpacing: Double?
    package var assets: AssetSource = AssetSource()
    package var isInsideList = false
    package init() {}
}

/// Where `Image("name")`, `Color("name")` and `Text("key")` look things up.
package struct AssetSource {
    /// Looks an image asset up: the file and its size in points (pixels ÷ its scale), if known.
    package var image: (String, ColorScheme) -> (path: String, size: Size?)? = { _, _ in nil }
    /// Looks a colour asset up for a colour scheme.
    package var color: (String, ColorScheme) -> RGBA? = { _, _ in nil }
    /// A localized key's text from the string tables (`Localizable.strings`, `.xcstrings`), its
    /// format filled with the interpolated arguments; nil when no table has the key.
    package var string: (_ key: String, _ arguments: [String]) -> String? = { _, _ in nil }
    package init() {}
}

extension EnvironmentValues {
    /// The values `@Environment` reads while a `body` is evaluated.
    @MainActor private static var current = EnvironmentValues()

    /// The values in effect now (while Listshot evaluates a view's `body`).
    @MainActor package static var inEffect: EnvironmentValues { current }

    /// Makes `values` the environment `@Environment` reads (the lowering context keeps it in step).
    @MainActor package static func setCurrent(_ values: EnvironmentValues) { current = values }

    /// `body()` evaluated with `values` as the environment `@Environment` reads.
    @MainActor package static func withCurrent<Result>(_ values: EnvironmentValues, _ body: () -> Result) -> Result {
        let saved = current
        current = values
        defer { current = saved }
        return body()
    }
}
