// SwiftUI's `alignmentGuide(_:computeValue:)`, in the forms a spec can write.

extension ViewConvertible {
    /// `alignmentGuide(_:computeValue:)` for a horizontal alignment: a fixed distance from the
    /// leading edge (`{ _ in -20 }`) or a fraction of the width (`{ d in d.width / 2 }`).
    ///
    /// ```swift
    /// VStack(alignment: .leading) { Text("Title"); Text("Indented").alignmentGuide(.leading, .offset(-20)) }
    /// ```
    public func alignmentGuide(_ alignment: HorizontalAlignment, _ value: ViewAlignmentGuide.Value) -> ViewNode {
        view.modifier(.alignmentGuide(ViewAlignmentGuide(.horizontal(alignment), value)))
    }

    /// `alignmentGuide(_:computeValue:)` for a vertical alignment: a fixed distance from the top
    /// edge or a fraction of the height.
    ///
    /// ```swift
    /// HStack(alignment: .top) { Circle().frame(width: 8, height: 8).alignmentGuide(.top, .offset(-6)); Text("Item") }
    /// ```
    public func alignmentGuide(_ alignment: VerticalAlignment, _ value: ViewAlignmentGuide.Value) -> ViewNode {
        view.modifier(.alignmentGuide(ViewAlignmentGuide(.vertical(alignment), value)))
    }
}
