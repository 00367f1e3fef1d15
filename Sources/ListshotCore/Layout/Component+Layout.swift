// The one place each component kind meets its layout: what a component node of the view engine
// (`ViewKind.component`) runs to lay its content out at a width.

extension Component {
    /// Lays the component out with its top-leading corner at `(x, y)`, `width` wide, under the ids
    /// `id` (`list[0]`, `view[0].vstack[1].list`), and returns its height.
    func layout(id: String, x: Double, y: Double, width: Double, context: LayoutContext) throws(LayoutError) -> Double {
        // A padded component's content checks the theme itself, once its padding is known to fit.
        if case .padded = self {} else { try ScreenLayout.requireDesignSystem(of: kind, element: id, theme: context.theme) }
        switch self {
        case .cellList(let list):
            return try CellListLayout.layout(list, id: id, x: x, y: y, width: width, context: context)
        case .materialList(let list):
            return try MaterialListLayout.layout(list, id: id, x: x, y: y, width: width, context: context)
        case .cardList(let list):
            return try CardListLayout.layout(list, id: id, x: x, y: y, width: width, context: context)
        case .listKit(let list):
            return try ListKitLayout.layout(list, id: id, x: x, y: y, width: width, context: context)
        case .spacer(let height):
            return max(0, height)
        case .tagSheet(let sheet):
            return try TagSheetLayout.layout(sheet, id: id, x: x, y: y, width: width, context: context)
        case .badgeSheet(let sheet):
            return try TagSheetLayout.layout(sheet, id: id, x: x, y: y, width: width, context: context)
        case .sectionHeader(let header):
            return try SectionHeaderLayout.standalone(header, id: id, x: x, y: y, width: width, context: context)
        case .backpackBadges(let sheet):
            return try BPKBadgeSheetLayout.layout(sheet, id: id, x: x, y: y, width: width, context: context)
        case .sectionTitle(let title):
            return try SectionTitleLayout.layout(title, id: id, x: x, y: y, width: width, context: context)
        case .view(let view):
            let measured = try ViewLayout.measure(view, id: id, proposal: ProposedSize(width: width, height: nil), context: context)
            // A narrower view centres across the width, as in the screen's column.
            try measured.emit(at: Point(x: x + (width - measured.size.width) / 2, y: y))
            return measured.size.height
        case .padded(let insets, let inner):
            // Outer padding, like SwiftUI's `.padding(_:)` (docs/screens.md "Outer padding"). Layout is in
            // leading-to-trailing coordinates and mirrored afterwards, so leading is the left here.
            let sides = [insets.top, insets.leading, insets.bottom, insets.trailing]
            let label = id.hasSuffix("]") ? id.replacingFirstPrefix(with: "content") : id
            guard sides.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= maximumLength }) else {
                throw .invalidValue(element: "\(label).padding", message: "padding must be 0…\(maximumLengthText) pt on each side.")
            }
            let innerWidth = width - insets.leading - insets.trailing
            guard innerWidth >= 1 else {
                throw .invalidValue(element: "\(label).padding", message: "a leading and trailing padding of \((insets.leading + insets.trailing).plainText) pt leaves no room in a \(width.plainText) pt wide screen. Use less padding or a wider frame.")
            }
            let height = try inner.layout(id: id, x: x + insets.leading, y: y + insets.top, width: innerWidth, context: context)
            return insets.top + height + insets.bottom
        }
    }
}

extension String {
    /// `content[2]` for `cardList[2]`: the key path a spec reader names for a top-level item.
    fileprivate func replacingFirstPrefix(with prefix: String) -> String {
        guard let bracket = firstIndex(of: "[") else { return self }
        return prefix + self[bracket...]
    }
}
