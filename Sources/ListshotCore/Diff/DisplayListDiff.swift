/// What changed between two display lists of the same screen, element by element.
///
/// Items are matched by their stable ids. Moves shared by a run of neighbouring elements are
/// reported once, naming the subtree (a 1 pt shift of a whole section is one line, not
/// thousands of pixels).
///
/// ```swift
/// let changes = DisplayListDiff(old: reference, new: current).changes
/// // ["list[0].cell[3…9] moved 2 pt down", "list[0].cell[1].title text \"Foo\" → \"Foo bar\""]
/// ```
public struct DisplayListDiff: Sendable, Hashable {
    /// One reported change.
    public struct Change: Sendable, Hashable, Codable, CustomStringConvertible {
        public enum Kind: String, Sendable, Hashable, Codable {
            case moved, resized, text, color, style, added, removed, canvas
        }

        public var kind: Kind
        /// The element id, or a range such as `list[0].cell[3…9]`.
        public var element: String
        public var detail: String
        /// Where it is now (or was, when removed), in points, for linking pixels to elements.
        public var frame: Rect?

        public var description: String { "\(element) \(detail)" }
    }

    public var changes: [Change]

    public var isEmpty: Bool { changes.isEmpty }

    public init(old: DisplayList, new: DisplayList) {
        var changes: [Change] = []
        if old.size != new.size {
            changes.append(Change(kind: .canvas, element: "screen",
                                  detail: "size \(Self.format(old.size)) → \(Self.format(new.size))", frame: nil))
        }
        let oldItems = Self.index(old.items)
        let newItems = Self.index(new.items)
        var moves: [(id: String, dx: Double, dy: Double, frame: Rect)] = []
        for (id, item) in newItems.ordered {
            guard let before = oldItems.byID[id] else {
                changes.append(Change(kind: .added, element: id, detail: "added" + Self.summary(item), frame: item.primitive.frame))
                continue
            }
            let (move, others) = Self.compare(id: id, old: before, new: item)
            if let move { moves.append((id, move.dx, move.dy, item.primitive.frame ?? .zero)) }
            changes += others
        }
        for (id, item) in oldItems.ordered where newItems.byID[id] == nil {
            changes.append(Change(kind: .removed, element: id, detail: "removed" + Self.summary(item), frame: item.primitive.frame))
        }
        self.changes = Self.groupMoves(moves, allIDs: newItems.ordered.map(\.0)) + changes
    }

    /// Items by id (first occurrence; pops share their push's id) and in drawing order.
    static func index(_ items: [DisplayItem]) -> (byID: [String: DisplayItem], ordered: [(String, DisplayItem)]) {
        var byID: [String: DisplayItem] = [:]
        var ordered: [(String, DisplayItem)] = []
        for item in items where byID[item.id] == nil {
            switch item.primitive {
            case .popClip, .popOpacity: continue
            default:
                byID[item.id] = item
                ordered.append((item.id, item))
            }
        }
        return (byID, ordered)
    }

    static func summary(_ item: DisplayItem) -> String {
        if case .text(let t) = item.primitive { return " (text \"\(excerpt(t.request.text))\")" }
        return ""
    }

    static func excerpt(_ text: String) -> String { text.count <= 40 ? text : String(text.prefix(40)) + "…" }

    static func format(_ size: Size) -> String { "\(number(size.width))×\(number(size.height)) pt" }

    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && rounded.magnitude < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
