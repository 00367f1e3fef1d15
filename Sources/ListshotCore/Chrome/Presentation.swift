/// How a finished screen is presented for documentation or a store page: a device frame, a
/// background, padding, a caption and an output size. Off by default; the screen inside is the
/// same display list either way.
///
/// ```swift
/// Presentation(deviceFrame: .black, background: .solid(RGBA(hex: "#F2F2F7")!),
///              caption: Caption(keyword: "Plans", title: "All your lines in one place"), size: .appStore69)
/// ```
public struct Presentation: Sendable, Hashable, Codable {
    /// The frame's colour; nil draws the screen without a frame.
    public var deviceFrame: DeviceFrameColor?
    /// What fills the canvas behind the device in day screens.
    public var background: Paint
    /// What fills it in night screens, so a night screenshot can sit on a dark stage.
    public var nightBackground: Paint
    /// Space around the framed device (and the caption), in points.
    public var padding: Double
    public var caption: Caption?
    /// A store screenshot size the whole presentation is scaled into; nil keeps the natural size.
    public var size: StoreSize?

    /// A presentation; `nightBackground` nil follows `background`, except that the default stage
    /// follows the appearance (``defaultBackground`` by day, ``defaultNightBackground`` at night).
    public init(deviceFrame: DeviceFrameColor? = .black, background: Paint = Presentation.defaultBackground,
                nightBackground: Paint? = nil, padding: Double = 48, caption: Caption? = nil, size: StoreSize? = nil) {
        self.deviceFrame = deviceFrame; self.background = background; self.padding = padding
        self.nightBackground = nightBackground ?? (background == Self.defaultBackground ? Self.defaultNightBackground : background)
        self.caption = caption; self.size = size
    }

    /// The stage by day: UIKit's `systemGroupedBackground` in light mode, #F2F2F7.
    public static let defaultBackground = Paint.solid(RGBA(red: 0xF2, green: 0xF2, blue: 0xF7))
    /// The stage at night: `systemGroupedBackground` in dark mode, #000000.
    public static let defaultNightBackground = Paint.solid(RGBA(red: 0, green: 0, blue: 0))

    /// The stage for a screen of `appearance`.
    ///
    /// ```swift
    /// Presentation().background(for: .night)   // #000000
    /// ```
    public func background(for appearance: Appearance) -> Paint {
        appearance == .night ? nightBackground : background
    }
}

/// The colours a device frame comes in.
public enum DeviceFrameColor: String, Sendable, Hashable, Codable, CaseIterable {
    case black, silver, gold, blue
}

/// A caption above or below the device: a keyword and a title in two colours.
public struct Caption: Sendable, Hashable, Codable {
    public enum Position: String, Sendable, Hashable, Codable, CaseIterable { case above, below }

    public var keyword: String?
    public var title: String
    public var position: Position
    /// The keyword's colour; the theme's brand colour when nil.
    public var keywordColor: RGBA?
    /// The title's colour; black on light backgrounds and white on dark ones when nil.
    public var titleColor: RGBA?

    public init(keyword: String? = nil, title: String, position: Position = .above, keywordColor: RGBA? = nil,
                titleColor: RGBA? = nil) {
        self.keyword = keyword; self.title = title; self.position = position
        self.keywordColor = keywordColor; self.titleColor = titleColor
    }
}

/// The screenshot sizes App Store Connect requires, in pixels, portrait.
public enum StoreSize: String, Sendable, Hashable, Codable, CaseIterable {
    /// 6.9-inch iPhone: 1320×2868.
    case appStore69 = "app-store-6.9"
    /// 6.5-inch iPhone: 1284×2778.
    case appStore65 = "app-store-6.5"
    /// 13-inch iPad: 2064×2752.
    case appStore13 = "app-store-13"

    /// The size in pixels, portrait (Apple, App Store Connect Help, "Screenshot specifications").
    public var pixels: (width: Int, height: Int) {
        switch self {
        case .appStore69: return (1320, 2868)
        case .appStore65: return (1284, 2778)
        case .appStore13: return (2064, 2752)
        }
    }

    /// Whether the size is an iPad one.
    public var isIPad: Bool { self == .appStore13 }
}
