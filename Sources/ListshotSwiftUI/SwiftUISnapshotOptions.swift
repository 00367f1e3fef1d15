import ListshotCore

/// How a SwiftUI view becomes a screen: the device (or a fit-to-content canvas), its layout, the
/// theme, and the variant it is drawn in.
///
/// ```swift
/// SwiftUISnapshotOptions(device: .iPhone16Pro, appearance: .night, contentSize: .accessibilityExtraLarge)
/// SwiftUISnapshotOptions(layout: .sizeThatFits)   // the view alone, at its ideal size, at the device's scale
/// ```
public struct SwiftUISnapshotOptions: Sendable, Hashable {
    /// The device whose screen, bars and safe area the view fills; nil draws the view alone at its
    /// own height across `fitWidth` points.
    public var device: Device?
    public var orientation: Orientation
    /// The width of a view drawn without a device.
    public var fitWidth: Double
    /// The theme; `ios` (iOS's own fonts' stand-in and system colours) unless a design system is named.
    /// With `ios`, views of MisticaSwiftUI or Backpack_SwiftUI bring their own (the brand of `MisticaConfig`, or `backpack`).
    public var theme: String
    /// The theme when none is named: `ios`.
    public static let defaultTheme = "ios"
    public var appearance: Appearance
    public var contentSize: ContentSizeCategory
    public var direction: LayoutDirection
    /// A folder holding the app's `.xcassets` (and string tables), for `Image("name")`, `Color("name")` and `Text("key")`.
    public var assetsFolder: String?
    /// Which iOS generation's lists are drawn: `.classic` (iOS 17/18, the default, matching the bars)
    /// or `.glass` (iOS 26) (docs/lists.md, "Choosing a generation").
    public var listGeneration: ListGeneration
    /// How the view is sized (``Layout``): the device's screen (the default), its ideal size, or a fixed canvas.
    /// The last two draw no bars, at the device's scale (3 without a device).
    public var layout: Layout
    /// Whether the width is regular (iPad-like lists, `@Environment(\.horizontalSizeClass)`); nil
    /// takes it from the device: regular for a device 700 points or more wide in portrait (an iPad),
    /// compact without a device.
    public var regularWidth: Bool?

    public init(device: Device? = .iPhone16Pro, orientation: Orientation = .portrait, fitWidth: Double = 402, theme: String = SwiftUISnapshotOptions.defaultTheme,
                appearance: Appearance = .day, contentSize: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight,
                assetsFolder: String? = nil, listGeneration: ListGeneration = .classic, layout: Layout = .device, regularWidth: Bool? = nil) {
        self.device = device; self.orientation = orientation; self.fitWidth = fitWidth; self.theme = theme
        self.appearance = appearance; self.contentSize = contentSize; self.direction = direction; self.assetsFolder = assetsFolder
        self.listGeneration = listGeneration; self.layout = layout; self.regularWidth = regularWidth
    }

    /// The frame the view is drawn into, for ``layout``.
    public var frame: ScreenFrame {
        let scale = device?.scale ?? 3
        let screenWidth = device.map { orientation == .portrait ? $0.size.width : $0.size.height } ?? fitWidth
        switch layout {
        case .device: return device.map { .device($0, orientation) } ?? .fit(width: fitWidth, scale: 3)
        case .sizeThatFits: return .sizeThatFits(maxWidth: screenWidth, scale: scale)
        case .fixed(let width, let height): return .custom(width: width, height: height, scale: scale)
        }
    }

    /// Whether the screen has a device's bars: only the ``Layout/device`` layout on a device.
    var drawsBars: Bool { device != nil && layout == .device }
}
