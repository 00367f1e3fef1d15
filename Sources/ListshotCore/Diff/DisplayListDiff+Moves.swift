extension DisplayListDiff {
    /// Collapses runs of neighbouring elements that moved by the same offset into as few
    /// changes as possible, each naming a whole subtree or a range of siblings:
    /// `list[1] moved 1 pt down`, `list[0].cell[3…9] moved 2 pt down`.
    static func groupMoves(_ moves: [(id: String, dx: Double, dy: Double, frame: Rect)], allIDs: [String]) -> [Change] {
        var result: [Change] = []
        var index = 0
        while index < moves.count {
            var end = index
            while end + 1 < moves.count, moves[end + 1].dx == moves[index].dx, moves[end + 1].dy == moves[index].dy {
                end += 1
            }
            let run = Array(moves[index...end])
            let detail = "moved " + direction(dx: moves[index].dx, dy: moves[index].dy)
            for part in partition(run.map(\.id), allIDs: allIDs) {
                let frames = run.filter { part.ids.contains($0.id) }.map(\.frame)
                let frame = frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }
                result.append(Change(kind: .moved, element: part.name, detail: detail, frame: frame))
            }
            index = end + 1
        }
        return result
    }

    /// Splits a run of ids into named parts: whole subtrees (or ranges of whole sibling
    /// subtrees) and leftovers named one by one.
    static func partition(_ ids: [String], allIDs: [String]) -> [(name: String, ids: Set<String>)] {
        let moved = Set(ids)
        // The whole run is one complete subtree: name its root.
        let prefix = commonPrefix(ids)
        if !prefix.isEmpty, allIDs.filter({ $0 == prefix || $0.hasPrefix(prefix + ".") }).allSatisfy(moved.contains) {
            return [(prefix, moved)]
        }
        // Otherwise group by the child of `prefix` each id belongs to.
        var groups: [(root: String, ids: [String])] = []
        for id in ids {
            let root = childRoot(of: id, under: prefix)
            if let last = groups.last, last.root == root { groups[groups.count - 1].ids.append(id) } else { groups.append((root, [id])) }
        }
        var parts: [(name: String, ids: Set<String>)] = []
        var complete: [(root: String, ids: [String])] = []
        func flushComplete() {
            guard !complete.isEmpty else { return }
            let all = Set(complete.flatMap(\.ids))
            parts.append((complete.count == 1 ? complete[0].root : name(complete.map(\.root)), all))
            complete = []
        }
        for group in groups {
            let subtree = allIDs.filter { $0 == group.root || $0.hasPrefix(group.root + ".") }
            if !subtree.isEmpty, subtree.allSatisfy(moved.contains) {
                complete.append(group)
            } else {
                flushComplete()
                parts.append((name(group.ids), Set(group.ids)))
            }
        }
        flushComplete()
        return parts
    }

    /// The longest dotted prefix shared by every id (empty when none).
    static func commonPrefix(_ ids: [String]) -> String {
        guard var common = ids.first?.split(separator: ".").map(String.init) else { return "" }
        for id in ids.dropFirst() {
            let parts = id.split(separator: ".").map(String.init)
            var n = 0
            while n < min(common.count, parts.count), common[n] == parts[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        return common.joined(separator: ".")
    }

    /// The id of the child of `prefix` that `id` lies in (`a.b.c` under `a` is `a.b`).
    static func childRoot(of id: String, under prefix: String) -> String {
        let parts = id.split(separator: ".")
        let depth = prefix.isEmpty ? 0 : prefix.split(separator: ".").count
        return parts.prefix(depth + 1).joined(separator: ".")
    }

    /// A name for a set of ids: the single id, their common parent, or a `first…last` range of
    /// siblings such as `list[0].cell[3…9]`.
    public static func name(_ ids: [String]) -> String {
        guard let first = ids.first, let last = ids.last else { return "" }
        if ids.count == 1 { return first }
        let a = first.split(separator: "."), b = last.split(separator: ".")
        var common = 0
        while common < min(a.count, b.count), a[common] == b[common] { common += 1 }
        let prefix = a[0..<common].joined(separator: ".")
        guard common < a.count, common < b.count else { return prefix.isEmpty ? first : prefix }
        // The first differing components: "cell[3]" and "cell[9]" become "cell[3…9]".
        let x = String(a[common]), y = String(b[common])
        if let xi = indexed(x), let yi = indexed(y), xi.name == yi.name {
            let range = "\(xi.name)[\(xi.index)…\(yi.index)]"
            return prefix.isEmpty ? range : "\(prefix).\(range)"
        }
        let span = "\(x)…\(y)"
        return prefix.isEmpty ? "\(ids.count) elements (\(first) … \(last))" : "\(prefix).{\(span)}"
    }

    static func indexed(_ component: String) -> (name: String, index: Int)? {
        guard component.hasSuffix("]"), let open = component.firstIndex(of: "[") else { return nil }
        let name = String(component[..<open])
        guard let index = Int(component[component.index(after: open)..<component.index(before: component.endIndex)]) else { return nil }
        return (name, index)
    }

    /// "2 pt down", "3 pt left and 1 pt up".
    static func direction(dx: Double, dy: Double) -> String {
        var parts: [String] = []
        if dx != 0 { parts.append("\(number(abs(dx))) pt \(dx > 0 ? "right" : "left")") }
        if dy != 0 { parts.append("\(number(abs(dy))) pt \(dy > 0 ? "down" : "up")") }
        return parts.joined(separator: " and ")
    }
}
