/// How large a stereo cell image is: it is aspect-fitted into a square of this side.
///
/// material-components-ios `MDCSelfSizingStereoCellLayout`: images fit in 56×56
/// (`kImageSideLengthMax`); 40 (`kImageSideLengthMedium`) is the largest that keeps the 16 pt
/// vertical margin.
public enum StereoImageSize: String, Sendable, Hashable, Codable, CaseIterable {
    /// Fits in 40×40; the cell keeps a 16 pt vertical margin.
    case medium
    /// Fits in 56×56; the cell's vertical margin drops to 8 (docs/components.md §3).
    case large

    /// The side of the square the image fits in.
    public var side: Double { self == .medium ? 40 : 56 }
}

/// A leading or trailing image of a ``SelfSizingStereoCell``: a PNG file or a built-in icon.
///
/// ```swift
/// .image("assets/avatar.png", size: .medium, isCircular: true)   // a 40 pt avatar
/// .icon(.bell)                                                   // a 24 pt icon
/// ```
public enum StereoCellImage: Sendable, Hashable, Codable {
    /// A PNG file aspect-fitted into `size`, optionally clipped to a circle (an avatar).
    case image(String, size: StereoImageSize = .large, isCircular: Bool = false)
    /// A 24 pt icon tinted `onSurface` (``MaterialTheming/iconOpacity``).
    case icon(Icon)
    /// A PNG at its own size in points (`intrinsicSize`), scaled down aspect-fit only when it is wider
    /// or taller than 56 (`MDCSelfSizingStereoCellLayout.m` `sizeForImage:`, docs/material.md "Layout").
    /// `.intrinsicImage("assets/flag.png", intrinsicSize: Size(width: 24, height: 16))` stays 24×16.
    case intrinsicImage(String, intrinsicSize: Size, isCircular: Bool = false)

    /// The box the image occupies.
    public var size: Size {
        switch self {
        case .image(_, let size, _): return Size(width: size.side, height: size.side)
        case .icon: return Size(width: 24, height: 24)
        case .intrinsicImage(_, let own, _): return Self.fitted(own)
        }
    }
}

extension StereoCellImage {
    /// An image's own size, scaled down (aspect) to fit 56×56 when it is larger (`kImageSideLengthMax`).
    public static func fitted(_ own: Size) -> Size {
        let side = StereoImageSize.large.side
        guard own.width > 0, own.height > 0 else { return Size(width: 0, height: 0) }
        let scale = min(1, side / own.width, side / own.height)
        return Size(width: own.width * scale, height: own.height * scale)
    }
}

/// A touch that is being answered with a Material ripple: a circle of `onSurface` (at the list
/// theming's ``MaterialTheming/inkOpacity``) centred
/// on `point` (relative to the cell's top leading corner), clipped to the cell.
///
/// `progress` sets how far the ripple has spread: 1 reaches the farthest corner of the cell.
///
/// ```swift
/// Ripple(at: Point(x: 80, y: 30), progress: 0.5)
/// ```
public struct Ripple: Sendable, Hashable, Codable {
    public var point: Point
    public var progress: Double

    public init(at point: Point, progress: Double = 0.5) { self.point = point; self.progress = progress }
}

/// Material's self-sizing list cell (material-components-ios `MDCSelfSizingStereoCell`):
/// leading image | title over detail | trailing image, docs/components.md §3.
///
/// ```swift
/// SelfSizingStereoCell(title: "Inbox", detail: "3 new messages from Ana, Luis and Marta",
///                      leadingImage: .image("assets/avatar.png", size: .medium, isCircular: true))
/// ```
public struct SelfSizingStereoCell: Sendable, Hashable, Codable {
    public var title: String?
    public var detail: String?
    public var leadingImage: StereoCellImage?
    public var trailingImage: StereoCellImage?
    /// Line limits (0 = unlimited, MDC's default: `MDCSelfSizingStereoCell.m` sets `numberOfLines = 0`).
    public var titleLines: Int
    public var detailLines: Int
    /// A pressed state: the ripple drawn from a touch point.
    public var ripple: Ripple?
    /// `leadingImageViewVerticalPosition` / `trailingImageViewVerticalPosition` (MDC default: top).
    public var leadingImagePosition: StereoImagePosition
    public var trailingImagePosition: StereoImagePosition

    public init(title: String? = nil, detail: String? = nil, leadingImage: StereoCellImage? = nil,
                trailingImage: StereoCellImage? = nil, titleLines: Int = 0, detailLines: Int = 0, ripple: Ripple? = nil,
                leadingImagePosition: StereoImagePosition = .top, trailingImagePosition: StereoImagePosition = .top) {
        self.title = title; self.detail = detail; self.leadingImage = leadingImage; self.trailingImage = trailingImage
        self.titleLines = titleLines; self.detailLines = detailLines; self.ripple = ripple
        self.leadingImagePosition = leadingImagePosition; self.trailingImagePosition = trailingImagePosition
    }
}

/// A Material list: stereo cells stacked on `surface`, separated by `divider` lines.
///
/// ```swift
/// MaterialList {
///     SelfSizingStereoCell(title: "Wi-Fi", detail: "Connected", leadingImage: .icon(.wifi))
/// }
/// ```
public struct MaterialList: Sendable, Hashable, Codable {
    public var cells: [SelfSizingStereoCell]
    /// Whether 1 pt dividers separate the rows (none after the last).
    public var showsDividers: Bool
    /// The cells' colours: as the class draws itself (default) or after MDC's theming extension.
    public var theming: MaterialTheming

    public init(cells: [SelfSizingStereoCell], showsDividers: Bool = true, theming: MaterialTheming = .unthemed) {
        self.cells = cells; self.showsDividers = showsDividers; self.theming = theming
    }

    public init(showsDividers: Bool = true, theming: MaterialTheming = .unthemed,
                @MaterialListBuilder _ cells: () -> [SelfSizingStereoCell]) {
        self.init(cells: cells(), showsDividers: showsDividers, theming: theming)
    }
}
