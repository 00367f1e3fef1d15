import ListshotCore

extension SpecReader {
    /// `sectionTitle: Connectivity`: Mistica's `TitleView` title1 on its own (docs/mistica.md, "Section titles").
    func sectionTitle(_ node: SpecNode) throws(SpecError) -> SectionTitle {
        SectionTitle(try nonEmpty(node))
    }
}
