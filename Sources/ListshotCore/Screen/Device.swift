/// A device's screen: its size in points (portrait), scale, and portrait safe area.
///
/// Presets follow Apple's published sizes (COMPONENTS.md §5).
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

    public init(name: String, size: Size, scale: Double, safeAreaTop: Double, safeAreaBottom: Double) {
        self.name = name; self.size = size; self.scale = scale
        self.safeAreaTop = safeAreaTop; self.safeAreaBottom = safeAreaBottom
    }

    /// iPhone SE (3rd generation): 375×667 pt at 2×, safe area 20 / 0.
    public static let iPhoneSE = Device(name: "iphone-se", size: Size(width: 375, height: 667), scale: 2, safeAreaTop: 20, safeAreaBottom: 0)
    /// iPhone 15: 393×852 pt at 3×, safe area 59 / 34.
    public static let iPhone15 = Device(name: "iphone15", size: Size(width: 393, height: 852), scale: 3, safeAreaTop: 59, safeAreaBottom: 34)
    /// iPhone 15 Pro Max: 430×932 pt at 3×, safe area 59 / 34.
    public static let iPhone15ProMax = Device(name: "iphone15-pro-max", size: Size(width: 430, height: 932), scale: 3, safeAreaTop: 59, safeAreaBottom: 34)
    /// iPad (10th generation): 820×1180 pt at 2×, safe area 24 / 20.
    public static let iPad = Device(name: "ipad", size: Size(width: 820, height: 1180), scale: 2, safeAreaTop: 24, safeAreaBottom: 20)

    /// Every preset, by name.
    public static let presets: [Device] = [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad]

    /// The preset called `name`, if any.
    public static func preset(named name: String) -> Device? { presets.first { $0.name == name } }
}

/// Portrait or landscape.
public enum Orientation: String, Sendable, Hashable, Codable, CaseIterable {
    case portrait, landscape
}

/// The safe-area insets of a screen, in points (leading and trailing are logical sides).
public typealias SafeArea = EdgeInsets
