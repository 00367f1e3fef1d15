/// The size a parent offers a child, per axis (SwiftUI `ProposedViewSize`).
///
/// Each dimension is a length in points, or nil for "your ideal size", or `.infinity` for "your
/// largest size"; 0 asks for the smallest. Apple's documentation of `ProposedViewSize`
/// (developer.apple.com/documentation/swiftui/proposedviewsize, `zero`, `infinity`,
/// `unspecified`): "The zero proposal; the view responds with its minimum size. The infinity
/// proposal; the view responds with its maximum size. The unspecified proposal; the view responds
/// with its ideal size."
///
/// ```swift
/// ProposedSize(width: 393, height: nil)   // a screen's width, any height
/// ProposedSize.unspecified                // the ideal size
/// ```
public struct ProposedSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }

    /// Both nil: the view answers its ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Both 0: the view answers its minimum size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Both infinite: the view answers its maximum size.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// A concrete size as a proposal.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// The proposal with nil replaced by `size`'s dimension (SwiftUI
    /// `ProposedViewSize.replacingUnspecifiedDimensions(by:)`, 10×10 by default).
    ///
    /// ```swift
    /// ProposedSize(width: 120, height: nil).replacingUnspecifiedDimensions()   // 120×10
    /// ```
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: ViewLayoutDefaults.shapeIdealLength,
                                                                    height: ViewLayoutDefaults.shapeIdealLength)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal along `axis`.
    func value(_ axis: StackAxis) -> Double? { axis == .horizontal ? width : height }

    /// A proposal with `main` along `axis` and `cross` across it.
    static func along(_ axis: StackAxis, main: Double?, cross: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
}

/// The main axis of a stack.
enum StackAxis: Sendable, Hashable {
    case horizontal, vertical
}

extension Size {
    /// The length along `axis`.
    func value(_ axis: StackAxis) -> Double { axis == .horizontal ? width : height }

    static func along(_ axis: StackAxis, main: Double, cross: Double) -> Size {
        axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}
