import Foundation
import ListshotCore

extension SpecReader {
    static let cellKeys = ["style", "title", "subtitle", "description", "headline", "asset", "control",
                           "titleLines", "subtitleLines", "descriptionLines"]

    func cellList(_ node: SpecNode) throws(SpecError) -> CellList {
        let keys = try node.mapping(allowed: ["style", "cells"])
        let style = try keys["style"]?.choice(CellStyle.self) ?? .fullwidth
        guard let cellsNode = keys["cells"] else { throw node.error("missing key 'cells'. Give the list at least one cell.") }
        let cells = try cellsNode.sequence().map { item throws(SpecError) in try cell(item) }
        if cells.isEmpty { throw cellsNode.error("is empty. Give the list at least one cell.") }
        return CellList(style: style, cells: cells)
    }

    func cell(_ node: SpecNode) throws(SpecError) -> Cell {
        let keys = try node.mapping(allowed: Self.cellKeys)
        guard let titleNode = keys["title"] else { throw node.error("missing key 'title'. Every cell has a title.") }
        let title = try titleNode.string()
        if title.isEmpty { throw titleNode.error("the title is empty. Give the cell a title.") }
        func text(_ key: String) throws(SpecError) -> String? {
            guard let value = keys[key] else { return nil }
            let string = try value.string()
            if string.isEmpty { throw value.error("is empty. Give it some text, or leave the key out.") }
            return string
        }
        func lines(_ key: String) throws(SpecError) -> Int {
            guard let value = keys[key] else { return 0 }
            let count = try value.int()
            guard count >= 0 else { throw value.error("\(count) is negative. Use 0 for unlimited lines, or a positive count.") }
            return count
        }
        return Cell(style: try keys["style"]?.choice(CellStyle.self), title: title,
                    subtitle: try text("subtitle"), description: try text("description"),
                    headline: try keys["headline"].map { n throws(SpecError) in try headline(n) },
                    assetType: try keys["asset"].map { n throws(SpecError) in try asset(n) } ?? AssetType.none,
                    control: try keys["control"].map { n throws(SpecError) in try control(n) } ?? CellControl.none,
                    titleLines: try lines("titleLines"), subtitleLines: try lines("subtitleLines"),
                    descriptionLines: try lines("descriptionLines"))
    }

    func headline(_ node: SpecNode) throws(SpecError) -> Headline {
        let keys = try node.mapping(allowed: ["tag"])
        guard let tagNode = keys["tag"] else { throw node.error("a headline is a `tag: {style, text}`.") }
        return .tag(try tag(tagNode))
    }

    func tag(_ node: SpecNode) throws(SpecError) -> Tag {
        let keys = try node.mapping(allowed: ["style", "text"])
        guard let textNode = keys["text"] else { throw node.error("missing key 'text'. A tag needs a label.") }
        let text = try textNode.string()
        if text.isEmpty { throw textNode.error("the tag text is empty.") }
        return Tag(style: try keys["style"]?.choice(TagStyle.self) ?? .promo, text: text)
    }

    func asset(_ node: SpecNode) throws(SpecError) -> AssetType {
        let keys = try node.mapping(allowed: ["smallIcon", "largeIcon", "image", "background", "color"])
        let kinds = ["smallIcon", "largeIcon", "image"].filter { keys[$0] != nil }
        guard kinds.count == 1 else {
            throw node.error("give exactly one of smallIcon, largeIcon, image (found \(kinds.isEmpty ? "none" : kinds.joined(separator: ", "))).")
        }
        if let imageNode = keys["image"] {
            if let extra = keys["background"] ?? keys["color"] { throw extra.error("images take no colour.") }
            return .image(try imagePath(imageNode))
        }
        if let small = keys["smallIcon"] {
            if let extra = keys["background"] { throw extra.error("a small icon has no background; use largeIcon for a circle.") }
            return .smallIcon(try icon(small), color: try keys["color"].map { n throws(SpecError) in try colorReference(n) } ?? .token("neutralHigh"))
        }
        guard let large = keys["largeIcon"] else { throw node.error("give exactly one of smallIcon, largeIcon, image.") }
        return .largeIcon(try icon(large),
                          backgroundColor: try keys["background"].map { n throws(SpecError) in try colorReference(n) } ?? .token("brandLow"),
                          color: try keys["color"].map { n throws(SpecError) in try colorReference(n) } ?? .token("brand"))
    }

    func icon(_ node: SpecNode) throws(SpecError) -> Icon {
        let name = try node.string()
        guard let icon = Icon(rawValue: name) else {
            let hint = Spelling.closest(to: name, in: Icon.allCases.map(\.rawValue)).map { "Did you mean '\($0)'? " } ?? ""
            throw node.error("'\(name)' is not an icon. \(hint)Known icons: \(Icon.knownNames).")
        }
        return icon
    }

    func colorReference(_ node: SpecNode) throws(SpecError) -> ColorReference {
        let text = try node.string()
        if text.hasPrefix("#") {
            guard let color = Color(hex: text) else { throw node.error("'\(text)' is not a colour; use #RRGGBB or #RRGGBBAA.") }
            return .literal(color)
        }
        guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw node.error("'\(text)' is neither a #RRGGBB colour nor a theme token name (e.g. brandLow).")
        }
        return .token(text)
    }

    /// An image path resolved against the spec's folder; it must exist and be a PNG.
    func imagePath(_ node: SpecNode) throws(SpecError) -> String {
        let raw = try node.string()
        if raw.isEmpty { throw node.error("the image path is empty.") }
        let url = raw.hasPrefix("/") ? URL(fileURLWithPath: raw) : URL(fileURLWithPath: baseDirectory).appendingPathComponent(raw)
        let path = url.standardized.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw node.error("the image '\(raw)' does not exist (looked for \(path)). Paths are relative to the spec file.")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw node.error("the image '\(raw)' cannot be read.") }
        let head = Array(handle.readData(ofLength: 8))
        try? handle.close()
        guard head == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw node.error("'\(raw)' is not a PNG image (its first bytes are not the PNG signature). Export it as PNG.")
        }
        return path
    }

    func control(_ node: SpecNode) throws(SpecError) -> CellControl {
        if case .scalar = node.node {
            let text = try node.string()
            guard text == "navigation" else {
                throw node.error("'\(text)' is not a control. Use `navigation`, `{navigation: {badge: 3}}` or `{switch: true}`.")
            }
            return .navigation(badge: nil)
        }
        let keys = try node.mapping(allowed: ["navigation", "switch"])
        guard keys.count == 1 else { throw node.error("give exactly one of navigation, switch.") }
        if let toggle = keys["switch"] { return .switch(isOn: try toggle.bool()) }
        guard let navigation = keys["navigation"] else { throw node.error("give exactly one of navigation, switch.") }
        if case .scalar(let scalar) = navigation.node, scalar.string.isEmpty || scalar.string == "null" || scalar.string == "~" {
            return .navigation(badge: nil)
        }
        let options = try navigation.mapping(allowed: ["badge"])
        guard let badgeNode = options["badge"] else { return .navigation(badge: nil) }
        if case .scalar(let scalar) = badgeNode.node, scalar.string == "dot" { return .navigation(badge: .dot) }
        let count = try badgeNode.int()
        guard count >= 0 else { throw badgeNode.error("a badge of \(count) is negative. Use 0 to hide it, a count, or `dot`.") }
        return .navigation(badge: .count(count))
    }
}
