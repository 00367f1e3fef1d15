/// Lays out a standalone ``SectionTitle`` with the figures of the title above a cell list
/// (``CellListLayout/layoutTitle(_:id:x:y:width:context:)``): one source for `TitleView` title1.
///
/// ```swift
/// let height = try SectionTitleLayout.layout(SectionTitle("Connectivity"), id: "sectionTitle[0]", x: 0, y: 0, width: 393, context: context)
/// ```
enum SectionTitleLayout {
    static func layout(_ title: SectionTitle, id: String, x: Double, y: Double, width: Double,
                       context: LayoutContext) throws(LayoutError) -> Double {
        try CellListLayout.layoutTitle(title.text, id: id, x: x, y: y, width: width, context: context)
    }
}
