extension DisplayList {
    /// Checks that the clip, opacity and transform groups nest: each pop closes the innermost open group, of
    /// its own kind, and every group is closed by the end; and that every transform can be drawn
    /// (docs/display-list.md, "Groups").
    ///
    /// ```swift
    /// try list.validateNesting()   // throws: item 7 (list[0].clip) is a popClip, but the innermost open group is the pushOpacity at item 5
    /// ```
    public func validateNesting() throws(NestingError) {
        var open: [(index: Int, push: String, pop: String)] = []
        for (index, item) in items.enumerated() {
            let pop: String
            switch item.primitive {
            case .pushClip: open.append((index, "pushClip", "popClip")); continue
            case .pushOpacity: open.append((index, "pushOpacity", "popOpacity")); continue
            case .pushTransform(let t):
                // A zero, negative or non-finite scale cannot be drawn (cairo cannot invert it).
                guard t.isValid else {
                    throw NestingError(index: index, id: item.id, problem: "is a pushTransform with translation (\(t.translation.x), \(t.translation.y)) and scale \(t.scale); the translation must be finite and the scale a finite number greater than 0")
                }
                open.append((index, "pushTransform", "popTransform")); continue
            case .popClip: pop = "popClip"
            case .popOpacity: pop = "popOpacity"
            case .popTransform: pop = "popTransform"
            default: continue
            }
            guard let innermost = open.popLast() else {
                throw NestingError(index: index, id: item.id, problem: "is a \(pop) with no open group")
            }
            guard innermost.pop == pop else {
                throw NestingError(index: index, id: item.id, problem: "is a \(pop), but the innermost open group is the \(innermost.push) at item \(innermost.index)")
            }
        }
        if let unclosed = open.last {
            throw NestingError(index: unclosed.index, id: items[unclosed.index].id, problem: "is a \(unclosed.push) that is never closed")
        }
    }
}

/// The first item at which a display list's groups stop nesting.
public struct NestingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The item's index in `items`, from 0.
    public var index: Int
    public var id: String
    public var problem: String

    public var description: String { "item \(index) (\(id)) \(problem)" }
}
