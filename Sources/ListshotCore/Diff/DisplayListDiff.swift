/// What changed between two display lists of the same screen, element by element.
///
/// Items are matched by their stable ids. Moves shared by a run of neighbouring elements are
/// reported once, naming the subtree (a 1 pt shift of a whole section is one line, not
/// thousands of pixels).
///
/// Items inside a `pushTransform` group (a screen inside its presentation) are compared in
/// their own inner space, so they keep the screen's ids and points; only each change's `frame`
/// is mapped to the canvas, for linking pixels to elements (docs/display-list.md, "Groups").
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
            let transform = newItems.transforms[id] ?? .identity
            guard let before = oldItems.byID[id] else {
                changes.append(Change(kind: .added, element: id, detail: "added" + Self.summary(item), frame: item.primitive.frame.map(transform.apply)))
                continue
            }
            let (move, others) = Self.compare(id: id, old: before, new: item)
            if let move { moves.append((id, move.dx, move.dy, transform.apply(item.primitive.frame ?? .zero))) }
            changes += others.map { change in
                var change = change
                change.frame = change.frame.map(transform.apply)
                return change
            }
        }
        for (id, item) in oldItems.ordered where newItems.byID[id] == nil {
            let transform = oldItems.transforms[id] ?? .identity
            changes.append(Change(kind: .removed, element: id, detail: "removed" + Self.summary(item), frame: item.primitive.frame.map(transform.apply)))
        }
        self.changes = Self.groupMoves(moves, allIDs: newItems.ordered.map(\.0)) + changes
    }

    /// Items by id (first occurrence; pops share their push's id), in drawing order, and the
    /// transform from each item's space to the canvas (absent for items outside every transform).
    static func index(_ items: [DisplayItem]) -> (byID: [String: DisplayItem], ordered: [(String, DisplayItem)], transforms: [String: Transform]) {
        var byID: [String: DisplayItem] = [:]
        var ordered: [(String, DisplayItem)] = []
        var transforms: [String: Transform] = [:]
        for (item, transform) in zip(items, DisplayList.canvasTransforms(of: items)) {
            switch item.primitive {
            case .popTransform, .popClip, .popOpacity: continue
            default: break
            }
            if byID[item.id] == nil {
                byID[item.id] = item
                ordered.append((item.id, item))
                if transform != .identity { transforms[item.id] = transform }
            }
        }
        return (byID, ordered, transforms)
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
