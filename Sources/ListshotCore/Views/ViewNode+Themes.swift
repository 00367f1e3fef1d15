extension ViewNode {
    /// The names of the themes this view and the views inside it ask for (`theme:` modifiers), so a
    /// renderer can load them, and their fonts, before the layout.
    ///
    /// ```swift
    /// ViewNode.text("Card").modifier(.environment(.theme("backpack"))).namedThemes   // ["backpack"]
    /// ```
    public var namedThemes: Set<String> {
        var names: Set<String> = []
        var stack = [self]
        while let view = stack.popLast() {
            for modifier in view.modifiers {
                switch modifier {
                case .environment(.theme(let name)): names.insert(name)
                case .background(.view(let inner, _)), .overlay(let inner, _): stack.append(inner)
                default: break
                }
            }
            switch view.kind {
            case .vstack(let children, _, _), .hstack(let children, _, _), .zstack(let children, _): stack += children
            case .button(let label): stack.append(label)
            case .viewThatFits(let children, _), .geometryReader(let children): stack += children
            case .component(.view(let inner)): stack.append(inner)
            case .grid(let grid): stack += grid.children
            case .gridRow(let row): stack += row.cells
            case .lazyGrid(let grid): stack += grid.children
            case .geometryVariants(let reader): stack += reader.variants.flatMap(\.children)
            default: break
            }
        }
        return names
    }
}

extension Screen {
    /// The themes the screen's views name for their subtrees (``ViewNode/namedThemes``).
    public var namedThemes: Set<String> {
        var names: Set<String> = []
        var stack = content
        while let component = stack.popLast() {
            switch component {
            case .view(let view): names.formUnion(view.namedThemes)
            case .padded(_, let inner): stack.append(inner)
            default: break
            }
        }
        return names
    }
}
