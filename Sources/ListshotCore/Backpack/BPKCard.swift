/// A Backpack card (`Backpack-SwiftUI/Card/Classes/BPKCard.swift`), docs/components.md §2 "Card".
///
/// ```swift
/// BPKCard(padding: .small, cornerStyle: .small, elevation: .focus) {
///     BPKCardContent.title("Barcelona")
///     BPKCardContent.body("3 nights from £240")
/// }
/// ```
public struct BPKCard: Sendable, Hashable, Codable {
    /// Inner padding: `small` is 16 (`BPKSpacing.base`), `none` is 0.
    public enum Padding: String, Sendable, Hashable, CaseIterable, Codable { case small, none
        /// The padding in points (docs/components.md §2: 16 by default, or 0).
        public var value: Double { self == .small ? 16 : 0 }
    }
    /// Corner radius: `small` 8 (`BPKCornerRadius.sm`), `large` 24 (`.lg`).
    public enum CornerStyle: String, Sendable, Hashable, CaseIterable, Codable { case small, large
        /// The radius in points (docs/components.md §2 "Radii").
        public var radius: Double { self == .small ? 8 : 24 }
    }
    /// Elevation: `default` shadow sm on surfaceDefault, `focus` shadow lg on surfaceElevated, `none`.
    public enum Elevation: String, Sendable, Hashable, CaseIterable, Codable { case `default`, focus, none }
    /// The background a card is made for (`BPKCardStyle.swift`, docs/backpack.md "Card style"): `onContrast`
    /// (the default) takes the elevation's surface; `onDefault` is `canvasContrast`, for a white background.
    public enum Style: String, Sendable, Hashable, CaseIterable, Codable { case onDefault, onContrast }

    public var padding: Padding
    public var cornerStyle: CornerStyle
    public var elevation: Elevation
    public var style: Style
    /// Draws the pressed overlay: `surfaceContrast` at 0.2 (docs/components.md §2 "Card").
    public var isPressed: Bool
    /// A fixed height (`.frame(height:)` on the card, 88 in Backpack's stack example); `nil` fits the content.
    public var height: Double?
    /// The card's content, top to bottom (a divided card's primary content).
    public var content: [BPKCardContent]
    /// A divided card's secondary content, below a 1 pt `line` divider; `nil` for a plain card
    /// (see ``divided(elevation:primary:secondary:)``).
    public var secondaryContent: [BPKCardContent]?

    public init(padding: Padding = .small, cornerStyle: CornerStyle = .small, elevation: Elevation = .default,
                style: Style = .onContrast, isPressed: Bool = false, height: Double? = nil, content: [BPKCardContent]) {
        self.padding = padding; self.cornerStyle = cornerStyle; self.elevation = elevation; self.style = style
        self.isPressed = isPressed; self.height = height; self.content = content; self.secondaryContent = nil
    }

    public init(padding: Padding = .small, cornerStyle: CornerStyle = .small, elevation: Elevation = .default,
                style: Style = .onContrast, isPressed: Bool = false, height: Double? = nil,
                @BPKCardContentBuilder _ content: () -> [BPKCardContent]) {
        self.init(padding: padding, cornerStyle: cornerStyle, elevation: elevation, style: style, isPressed: isPressed, height: height,
                  content: content())
    }

    /// The pressed overlay's opacity on `surfaceContrast` (docs/components.md §2).
    public static let pressedOpacity = 0.2
}

/// A Backpack shadow token (docs/components.md §2 "Shadows"; raw tokens `SHADOW_SM_*`, `SHADOW_LG_*`).
public struct BPKShadow: Sendable, Hashable {
    public var blur: Double
    public var offsetY: Double
    public var opacity: Double
    /// `#161616` (`SHADOW_DAY` and `SHADOW_NIGHT`).
    public static let color = RGBA(red: 0x16, green: 0x16, blue: 0x16)
    /// sm: blur 3, y 1, opacity 0.15.
    public static let small = BPKShadow(blur: 3, offsetY: 1, opacity: 0.15)
    /// lg: blur 16, y 4, opacity 0.15.
    public static let large = BPKShadow(blur: 16, offsetY: 4, opacity: 0.15)
}
