/// An alignment guide a view sets (SwiftUI `alignmentGuide(_:computeValue:)`), in the two forms a
/// spec can express: a fixed distance from the view's leading (or top) edge, or a fraction of its
/// width (or height). A stack whose alignment is `guide` lines its children's guides up.
///
/// Apple, `alignmentGuide(_:computeValue:)`: "Sets the view's horizontal alignment", with a closure
/// given the view's `ViewDimensions` (developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-9mdoh).
///
/// ```swift
/// ViewAlignmentGuide(.horizontal(.leading), .offset(-20))   // { d in -20 }: 20 pt further leading
/// ViewAlignmentGuide(.vertical(.center), .fraction(0.25))  // { d in d.height / 4 }
/// ```
public struct ViewAlignmentGuide: Sendable, Hashable, Codable {
    /// Which alignment the guide is for.
    public enum Guide: Sendable, Hashable, Codable {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    /// Where the guide lies, measured from the view's leading edge (horizontal guides) or top edge (vertical ones).
    public enum Value: Sendable, Hashable, Codable {
        /// A fixed distance in points (`{ _ in 12 }`); negative is before the edge.
        case offset(Double)
        /// A fraction of the view's width or height (`{ d in d.width * 0.5 }`).
        case fraction(Double)
    }

    public var guide: Guide
    public var value: Value
    public init(_ guide: Guide, _ value: Value) { self.guide = guide; self.value = value }

    /// The guide's position in a view `length` long along the guide's axis.
    func position(in length: Double) -> Double {
        switch value {
        case .offset(let points): return points
        case .fraction(let share): return share * length
        }
    }
}

extension ViewAlignmentGuide.Guide {
    /// The default guide's share of the view's length: 0 leading/top, ½ centre, 1 trailing/bottom.
    var fraction: Double {
        switch self {
        case .horizontal(let alignment): return alignment.fraction
        case .vertical(let alignment): return alignment.fraction
        }
    }
}
