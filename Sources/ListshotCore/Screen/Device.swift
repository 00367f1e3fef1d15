/// A device's screen: its size in points (portrait), scale, and safe areas.
///
/// Presets follow Apple's published sizes (docs/components.md §5).
///
/// ```swift
/// let frame = ScreenFrame.device(.iPhone15, .portrait)
/// ```
public struct Device: Sendable, Hashable, Codable {
    public var name: String
    public var size: Size
    public var scale: Double
    public var safeAreaTop: Double
    public var safeAreaBottom: Double
    /// The safe area in landscape (leading and trailing are the long sides' ends).
    public var landscapeSafeArea: EdgeInsets
    /// What kind of screen it is: which status bar, home indicator and frame it has.
    public var family: DeviceFamily
    /// The display's corner radius in points (0 for square corners).
    public var displayCornerRadius: Double

    /// A device; `landscapeSafeArea` defaults to docs/components.md §5's rule: the top inset moves to
    /// both sides and the bottom one stays.
    public init(name: String, size: Size, scale: Double, safeAreaTop: Double, safeAreaBottom: Double,
                landscapeSafeArea: EdgeInsets? = nil, family: DeviceFamily = .homeButtonPhone, displayCornerRadius: Double = 0) {
        self.family = family; self.displayCornerRadius = displayCornerRadius
        self.name = name; self.size = size; self.scale = scale
        self.safeAreaTop = safeAreaTop; self.safeAreaBottom = safeAreaBottom
        self.landscapeSafeArea = landscapeSafeArea
            ?? EdgeInsets(top: 0, leading: safeAreaTop, bottom: safeAreaBottom, trailing: safeAreaTop)
    }

    /// iPhone SE (3rd generation): 375×667 pt at 2×, safe area 20 / 0. In landscape the status bar
    /// hides and there is no notch: no insets (UIKit on the device).
    public static let iPhoneSE = Device(name: "iphone-se", size: Size(width: 375, height: 667), scale: 2, safeAreaTop: 20,
                                        safeAreaBottom: 0, landscapeSafeArea: .zero, family: .homeButtonPhone)
    /// iPhone 15: 393×852 pt at 3×, safe area 59 / 34; landscape 59 on each side, 21 at the bottom
    /// (UIKit's values: the Dynamic Island side and the home indicator).
    /// Display corner radius 55 (docs/presentation.md, "Device frames").
    public static let iPhone15 = Device(name: "iphone15", size: Size(width: 393, height: 852), scale: 3, safeAreaTop: 59,
                                        safeAreaBottom: 34, landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
                                        family: .dynamicIslandPhone, displayCornerRadius: 55)
    /// iPhone 15 Pro Max: 430×932 pt at 3×, safe area 59 / 34; landscape as iPhone 15.
    public static let iPhone15ProMax = Device(name: "iphone15-pro-max", size: Size(width: 430, height: 932), scale: 3,
                                              safeAreaTop: 59, safeAreaBottom: 34,
                                              landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
                                              family: .dynamicIslandPhone, displayCornerRadius: 55)
    /// iPhone 16: the iPhone 15's screen (Apple's tech specs: 2556×1179 px; the same safe areas,
    /// 59 / 34 and 59 each side with 21 at the bottom in landscape, and corner radius 55)
    /// (docs/screens.md, "Device presets").
    public static let iPhone16 = iPhone15.renamed("iphone16")
    /// iPhone 16 Plus: the iPhone 15 Pro Max's screen (2796×1290 px), safe area 59 / 34, corner radius 55.
    public static let iPhone16Plus = iPhone15ProMax.renamed("iphone16-plus")
    /// iPhone 16 Pro: 402×874 pt at 3× (2622×1206 px), safe area 62 / 34, landscape 62 each side and
    /// 20 at the bottom, display corner radius 62 (docs/screens.md, "Device presets").
    public static let iPhone16Pro = Device(name: "iphone16-pro", size: Size(width: 402, height: 874), scale: 3, safeAreaTop: 62,
                                           safeAreaBottom: 34, landscapeSafeArea: EdgeInsets(top: 0, leading: 62, bottom: 20, trailing: 62),
                                           family: .dynamicIslandPhone, displayCornerRadius: 62)
    /// iPhone 16 Pro Max: 440×956 pt at 3× (2868×1320 px, the App Store's 6.9-inch size), safe area
    /// 62 / 34, landscape 62 each side and 20 at the bottom, corner radius 62.
    public static let iPhone16ProMax = Device(name: "iphone16-pro-max", size: Size(width: 440, height: 956), scale: 3, safeAreaTop: 62,
                                              safeAreaBottom: 34, landscapeSafeArea: EdgeInsets(top: 0, leading: 62, bottom: 20, trailing: 62),
                                              family: .dynamicIslandPhone, displayCornerRadius: 62)
    /// iPad (10th generation): 820×1180 pt at 2×, safe area 24 / 20. Its status bar and home
    /// indicator stay at the top and bottom in landscape, so the insets do not move.
    public static let iPad = Device(name: "ipad", size: Size(width: 820, height: 1180), scale: 2, safeAreaTop: 24,
                                    safeAreaBottom: 20, landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                    family: .tablet, displayCornerRadius: 18)

    /// iPad Pro 13-inch (M4): 1032×1376 pt at 2× (Apple's tech specs: 2752×2064 px, the App Store's
    /// 13-inch size), safe area 24 / 20 in both orientations, display corner radius 18
    /// (docs/screens.md, "Device presets").
    public static let iPadPro13 = Device(name: "ipad-pro-13", size: Size(width: 1032, height: 1376), scale: 2, safeAreaTop: 24,
                                         safeAreaBottom: 20, landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                         family: .tablet, displayCornerRadius: 18)

    /// Every preset, by name.
    public static let presets: [Device] = [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPhone16, .iPhone16Plus, .iPhone16Pro,
                                           .iPhone16ProMax, .iPad, .iPadPro13]

    /// The preset called `name`, if any.
    public static func preset(named name: String) -> Device? { presets.first { $0.name == name } }

    /// The same screen under another preset name (a newer phone with an older one's display).
    func renamed(_ name: String) -> Device {
        var copy = self
        copy.name = name
        return copy
    }
}

/// The kinds of screen the presets have; each draws its own status bar, home indicator and frame.
public enum DeviceFamily: String, Sendable, Hashable, Codable {
    /// A phone with a home button (iPhone SE): a 20 pt status bar, no home indicator.
    case homeButtonPhone
    /// A phone with the Dynamic Island (iPhone 15 family): status items either side of the island.
    case dynamicIslandPhone
    /// An iPad without a home button: the time and date at the leading end, a home indicator.
    case tablet

    /// Whether the device shows a home indicator instead of having a home button.
    public var hasHomeIndicator: Bool { self != .homeButtonPhone }
}

/// Portrait or landscape.
public enum Orientation: String, Sendable, Hashable, Codable, CaseIterable {
    case portrait, landscape
}

/// The safe-area insets of a screen, in points (leading and trailing are logical sides).
public typealias SafeArea = EdgeInsets
