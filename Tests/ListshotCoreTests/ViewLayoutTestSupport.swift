@testable import ListshotCore

// Helpers for the view-layout tests: a view laid out alone with the fake measurer
// (FixedAdvanceTextMeasurer: a character is half the font size wide, so preset 3, 16 pt, is
// 8 pt a character and 24 pt a line) and the Mistica test theme of TestTheme.swift.

/// Lays out `view` on a canvas `width` wide (and `height` tall, or its own height) at 3×.
func layoutView(_ view: ViewNode, width: Double = 393, height: Double? = nil, direction: LayoutDirection = .leftToRight,
                scale: Double = 3) throws -> DisplayList {
    try ViewLayout.layout(view, width: width, height: height, theme: TestTheme.make(), measurer: FixedAdvanceTextMeasurer(),
                          direction: direction, scale: scale).displayList
}

/// The size `view` chooses when offered `proposal`, as the root of a tree.
func sizeOf(_ view: ViewNode, _ proposal: ProposedSize) throws -> Size {
    let context = LayoutContext(theme: TestTheme.make(), measurer: FixedAdvanceTextMeasurer(), direction: .leftToRight, scale: 3)
    return try ViewLayoutEngine(context: context).size(ViewTreeNode.root(view, id: "view", environment: context.rootEnvironment), proposal)
}

/// A `width`×`height` black rectangle (SwiftUI `Rectangle().frame(width:height:)`).
func box(_ width: Double, _ height: Double) -> ViewNode {
    ViewNode.shape(.rectangle).frame(width: width, height: height)
}
