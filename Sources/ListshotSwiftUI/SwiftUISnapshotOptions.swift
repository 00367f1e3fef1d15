import ListshotCore

/// How a SwiftUI view becomes a screen: the device (or a fit-to-content canvas), the theme, and the
/// variant it is drawn in.
///
/// ```swift
/// SwiftUISnapshotOptions(device: .iPhone16Pro, appearance: .night, contentSize: .accessibilityExtraLarge)
/// ```
public struct SwiftUISnapshotOptions: Sendable, Hashable {
    /// The device whose screen, bars and safe area the view fills; nil draws the view alone at its
    /// own height across `fitWidth` points.
    public var device: Device?
    public var orientation: Orientation
    /// The width of a view drawn without a device.
    public var fitWidth: Double
    /// The theme; `ios` (iOS's own fonts' stand-in and system colours) unless a design system is named.
    public var theme: String
    public var appearance: Appearance
    public var contentSize: ContentSizeCategory
    public var direction: LayoutDirection
    /// A folder holding the app's `.xcassets` (and string tables), for `Image("name")`, `Color("name")` and `Text("key")`.
    public var assetsFolder: String?
    /// Which iOS generation's lists are drawn: `.classic` (iOS 17/18, the default, matching the bars)
    /// or `.glass` (iOS 26) (docs/lists.md, "Choosing a generation").
    public var listGeneration: ListGeneration

    public init(device: Device? = .iPhone16Pro, orientation: Orientation = .portrait, fitWidth: Double = 402, theme: String = "ios",
                appearance: Appearance = .day, contentSize: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight,
                assetsFolder: String? = nil, listGeneration: ListGeneration = .classic) {
        self.device = device; self.orientation = orientation; self.fitWidth = fitWidth; self.theme = theme
        self.appearance = appearance; self.contentSize = contentSize; self.direction = direction; self.assetsFolder = assetsFolder
        self.listGeneration = listGeneration
    }
}
