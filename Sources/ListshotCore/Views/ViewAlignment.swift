/// Where a child sits across a vertical stack, or horizontally in a frame (SwiftUI
/// `HorizontalAlignment`). Leading is the left in left-to-right screens and the right in
/// right-to-left ones.
///
/// ```swift
/// ViewNode.vstack(alignment: .leading, [ViewNode.text("Title"), ViewNode.text("Subtitle")])
/// ```
public enum HorizontalAlignment: String, Sendable, Hashable, CaseIterable, Codable {
    case leading, center, trailing

    /// The share of the free space before the child: 0, ½ or 1 (in leading-to-trailing terms).
    var fraction: Double {
        switch self {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }
}

/// Where a child sits across a horizontal stack, or vertically in a frame (SwiftUI `VerticalAlignment`).
///
/// `firstTextBaseline` and `lastTextBaseline` line up the top-most and bottom-most text baselines
/// of an `HStack`'s children; a child with no text uses its bottom edge (Apple,
/// developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline: "A guide that
/// marks the top-most text baseline in a view"; OpenSwiftUI
/// Sources/OpenSwiftUICore/Layout/Alignment/VerticalAlignment.swift @ aa1d8a8: both default to the
/// view's height). Elsewhere (a frame, a z-stack) they place the view as `bottom` does.
///
/// ```swift
/// ViewNode.hstack(alignment: .top, [ViewNode.text("A"), ViewNode.text("B")])
/// ViewNode.hstack(alignment: .firstTextBaseline, [title, caption])
/// ```
public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable, Codable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    /// The share of the free space above the child: 0, ½ or 1 (a baseline without text is the bottom).
    var fraction: Double {
        switch self {
        case .top: return 0
        case .center: return 0.5
        case .bottom, .firstTextBaseline, .lastTextBaseline: return 1
        }
    }

    /// Which baseline this alignment lines up, or nil for an edge or the centre.
    var baseline: TextBaseline? {
        switch self {
        case .firstTextBaseline: return .first
        case .lastTextBaseline: return .last
        case .top, .center, .bottom: return nil
        }
    }
}

/// The first (top-most) or last (bottom-most) text baseline of a view.
enum TextBaseline: Sendable, Hashable {
    case first, last
}

/// An alignment in both axes (SwiftUI `Alignment`), for z-stacks, frames and overlays.
///
/// ```swift
/// ViewNode.zstack(alignment: .bottomTrailing, [photo, badge])
/// ```
public struct Alignment: Sendable, Hashable, Codable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
