import ListshotCore

/// The interactive elements of a display list, found by element id, and their sizes.
///
/// The convention (docs/audit.md): a control drawn at `….control.track` (switch),
/// `….control.checkbox`, `….control.radio` or `….control.button` is a target of its own frame;
/// a row with a `….control.chevron` (navigation) is a target as a whole, `list[N].cell[N]` or
/// `listKit[N].section[N].item[N]`; Backpack cards `cardList[N].card[N]`, header and section
/// buttons (`….header.button`, `sectionHeader[N].button`), `cardList[N].footerButton` and the
/// expand control `cardList[N].expand` (the union of its parts); system chrome's back button, bar
/// buttons and tab items (``chromeKind(_:)``); a `button` view, `….button` (docs/views.md). A target's frame is the union of
/// the frames of the items with exactly its id (or of its parts when none has).
///
/// ```swift
/// TouchTargets.find(in: list).map(\.id)   // ["list[0].cell[0].control.track", ...]
/// ```
package enum TouchTargets {
    /// One interactive element.
    package struct Target: Sendable, Hashable {
        package var id: String
        package var frame: Rect
        /// What kind of control it is, for the report ("switch", "navigation row", …).
        package var kind: String
    }

    static let ownFrame: [(suffix: String, kind: String)] = [
        (".control.track", "switch"), (".control.checkbox", "checkbox"), (".control.radio", "radio button"),
        (".control.button", "button"), (".header.button", "header button"), (".footerButton", "footer button"),
    ]

    /// The minimum side in points for a theme: 48 for Material themes, else 44.
    package static func minimumSide(theme: String) -> Double {
        theme.lowercased().hasPrefix("material") ? 48 : 44
    }

    package static func find(in list: DisplayList) -> [Target] {
        var frames: [String: Rect] = [:]
        var order: [String] = []
        for item in list.items {
            guard let frame = frame(of: item.primitive) else { continue }
            if frames[item.id] == nil { order.append(item.id) }
            frames[item.id] = frames[item.id].map { $0.union(frame) } ?? frame
        }
        var targets: [Target] = []
        var seen = Set<String>()
        func add(_ id: String, kind: String) {
            guard !seen.contains(id) else { return }
            let frame = frames[id] ?? partsFrame(of: id, frames: frames, order: order)
            guard let frame else { return }
            seen.insert(id)
            targets.append(Target(id: id, frame: frame, kind: kind))
        }
        for id in order {
            if let match = ownFrame.first(where: { id.hasSuffix($0.suffix) }) {
                add(id, kind: match.kind)
            } else if id.hasSuffix(".control.chevron") {
                add(String(id.dropLast(".control.chevron".count)), kind: "navigation row")
            } else if isCard(id) {
                add(id, kind: "card")
            } else if id.hasPrefix("sectionHeader["), id.hasSuffix("].button") {
                add(id, kind: "section button")
            } else if let range = id.range(of: ".expand."), id.hasPrefix("cardList[") {
                add(String(id[..<range.lowerBound]) + ".expand", kind: "expand button")
            } else if let kind = chromeKind(id) {
                add(id, kind: kind)
            } else if id.hasSuffix(".button") {
                // A `button` view (docs/views.md): its invisible rectangle is its frame.
                add(id, kind: "button")
            }
        }
        return targets
    }

    /// System chrome's buttons (docs/screens.md, "Ids"): `chrome.navigationBar.back`,
    /// `chrome.navigationBar.trailing[N]` and `chrome.tabBar.items[N]`, each drawn with an invisible
    /// rectangle that is its touch area.
    static func chromeKind(_ id: String) -> String? {
        if id == "chrome.navigationBar.back" { return "back button" }
        for (prefix, kind) in [("chrome.navigationBar.trailing[", "bar button"), ("chrome.tabBar.items[", "tab")] {
            guard id.hasPrefix(prefix), id.hasSuffix("]") else { continue }
            let index = id.dropFirst(prefix.count).dropLast()
            if !index.isEmpty, index.allSatisfy(\.isNumber) { return kind }
        }
        return nil
    }

    /// `cardList[N].card[N]` exactly.
    static func isCard(_ id: String) -> Bool {
        guard id.hasPrefix("cardList["), let range = id.range(of: "].card[") else { return false }
        let rest = id[range.upperBound...]
        return rest.hasSuffix("]") && rest.dropLast().allSatisfy(\.isNumber) && !rest.dropLast().isEmpty
    }

    static func partsFrame(of id: String, frames: [String: Rect], order: [String]) -> Rect? {
        let parts = order.filter { $0.hasPrefix(id + ".") }.compactMap { frames[$0] }
        guard var frame = parts.first else { return nil }
        for part in parts.dropFirst() { frame = frame.union(part) }
        return frame
    }

    static func frame(of primitive: Primitive) -> Rect? {
        switch primitive {
        case .rect(let r): r.frame
        case .ellipse(let e): e.frame
        case .path(let p): p.frame
        case .image(let i): i.frame
        case .text(let t): t.frame
        case .line(let l): Rect(x: min(l.from.x, l.to.x), y: min(l.from.y, l.to.y), width: abs(l.to.x - l.from.x), height: abs(l.to.y - l.from.y))
        case .shadow, .pushClip, .popClip, .pushOpacity, .popOpacity, .pushTransform, .popTransform: nil
        }
    }
}
