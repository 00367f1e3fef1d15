/// Which colours a Material stereo cell is drawn with (docs/material.md "Themed and unthemed cells").
///
/// ```swift
/// MaterialList(theming: .themed) { SelfSizingStereoCell(title: "Inbox", detail: "3 new") }
/// ```
public enum MaterialTheming: String, Sendable, Hashable, Codable, CaseIterable {
    /// The cell as `MDCSelfSizingStereoCell.m` sets it up: title 0.87, detail 0.6, MDCInkView's default
    /// ink 0.14 (Listshot tints icons `onSurface` at 0.54; the cell sets no tint).
    case unthemed
    /// After `applyThemeWithScheme:` (`MDCSelfSizingStereoCell+MaterialTheming.m`): title, detail and
    /// image tint `onSurface` at 0.87, ink and ripple `onSurface` at 0.16.
    case themed

    /// The title's opacity on `onSurface`.
    public var titleOpacity: Double { 0.87 }
    /// The detail's opacity on `onSurface`.
    public var detailOpacity: Double { self == .themed ? 0.87 : 0.6 }
    /// A built-in icon's tint opacity on `onSurface`.
    public var iconOpacity: Double { self == .themed ? 0.87 : 0.54 }
    /// The ink (ripple) opacity on `onSurface`.
    public var inkOpacity: Double { self == .themed ? 0.16 : 0.14 }
}

/// Where a stereo cell image sits vertically (`MDCSelfSizingStereoCellImageViewVerticalPosition`).
///
/// ```swift
/// SelfSizingStereoCell(title: "Inbox", leadingImage: .icon(.bell), leadingImagePosition: .center)
/// ```
public enum StereoImagePosition: String, Sendable, Hashable, Codable, CaseIterable {
    /// At its vertical margin from the top (16, or 8 above 40 pt): MDC's default.
    case top
    /// Centred in the finished cell height: `0.5 × height − 0.5 × imageHeight`.
    case center
}
