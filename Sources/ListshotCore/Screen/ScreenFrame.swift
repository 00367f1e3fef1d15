/// The largest canvas side, in device pixels. Larger requests are bad input.
public let maximumCanvasSide = 16_384

/// What the screen is drawn into: a device preset, an explicit size, a frame that fits the
/// content's height across a width (for component-only documentation images), or one that fits
/// the content's ideal size in both directions.
///
/// ```swift
/// ScreenFrame.device(.iPhone15, .portrait)
/// ScreenFrame.custom(width: 320, height: 480, scale: 2)
/// ScreenFrame.fit(width: 393, scale: 2)
/// ScreenFrame.sizeThatFits(maxWidth: 402, scale: 3)
/// ```
public enum ScreenFrame: Sendable, Hashable, Codable {
    case device(Device, Orientation)
    case custom(width: Double, height: Double, scale: Double)
    case fit(width: Double, scale: Double)
    /// SwiftUI's `sizeThatFits`: the content is offered no size (its ideal size); the canvas is the
    /// widest item's ideal width, at most `maxWidth` (wider content is laid out again across
    /// `maxWidth`), and the content's height. Its ``width`` is `maxWidth`, the bound.
    case sizeThatFits(maxWidth: Double, scale: Double)

    /// The width in points (the largest width for ``sizeThatFits(maxWidth:scale:)``).
    public var width: Double {
        switch self {
        case .device(let d, let o): return o == .portrait ? d.size.width : d.size.height
        case .custom(let w, _, _), .fit(let w, _), .sizeThatFits(let w, _): return w
        }
    }

    /// The height in points, or nil when it follows the content.
    public var fixedHeight: Double? {
        switch self {
        case .device(let d, let o): return o == .portrait ? d.size.height : d.size.width
        case .custom(_, let h, _): return h
        case .fit, .sizeThatFits: return nil
        }
    }

    /// Device pixels per point.
    public var scale: Double {
        switch self {
        case .device(let d, _): return d.scale
        case .custom(_, _, let s), .fit(_, let s), .sizeThatFits(_, let s): return s
        }
    }

    /// The safe area: the device's for the orientation (``Device/landscapeSafeArea`` in
    /// landscape), none for custom and fit frames.
    public var safeArea: SafeArea {
        guard case .device(let d, let o) = self else { return .zero }
        switch o {
        case .portrait: return SafeArea(top: d.safeAreaTop, bottom: d.safeAreaBottom)
        case .landscape: return d.landscapeSafeArea
        }
    }

    /// The same frame turned to `orientation` (only device frames turn).
    public func turned(to orientation: Orientation) -> ScreenFrame {
        guard case .device(let d, _) = self else { return self }
        return .device(d, orientation)
    }

    /// The orientation of a device frame; nil for custom and fit frames.
    public var orientation: Orientation? {
        guard case .device(_, let o) = self else { return nil }
        return o
    }
}
