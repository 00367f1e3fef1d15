import Foundation
import ListshotCore

extension SpecReader {
    static let cellKeys = ["style", "title", "subtitle", "description", "headline", "asset", "control",
                           "titleLines", "subtitleLines", "descriptionLines", "titleColor", "state",
                           "separatorHidden", "height", "backgroundColor", "pressedBackgroundColor", "allowsPressing"]

    func cellList(_ node: SpecNode) throws(SpecError) -> CellList {
        if let sections = keyNode(of: "sections", in: node) {
            throw SpecNode(node: sections, path: node.path.isEmpty ? "sections" : "\(node.path).sections", file: node.file)
                .error("`list:` is Mistica's cell list, which has `cells:`, not sections. iOS's own list (SwiftUI `List`, sections of rows) is `view: {systemList: {sections: […]}}` (docs/lists.md).")
        }
        let keys = try node.mapping(allowed: ["style", "flavour", "title", "showsLastSeparator", "cells"])
        let style = try keys["style"]?.choice(CellStyle.self) ?? .fullwidth
        let flavour = try keys["flavour"]?.choice(CellFlavour.self) ?? .uikit
        if !flavour.styles.contains(style), let styleNode = keys["style"] {
            throw styleNode.error("the \(flavour.rawValue) flavour has no \(style.rawValue) style (SwiftUI's Cell is fullwidth or boxed). Use flavour: uikit, or style: boxed.")
        }
        guard let cellsNode = keys["cells"] else { throw node.error("missing key 'cells'. Give the list at least one cell.") }
        var cells: [Cell] = []
        for item in try cellsNode.sequence() {
            let cell = try cell(item)
            if flavour == .uikit, let key = cell.swiftUIModifierKeys.first {
                let keyNode = (try? item.mapping(allowed: Self.cellKeys))?[key] ?? item
                throw keyNode.error("`\(key)` is a SwiftUI Cell modifier; UIKit's ListTableViewCell has none. Put `flavour: swiftui` on the list, or leave the key out.")
            }
            if let own = cell.style, !flavour.styles.contains(own) {
                let styleNode = (try? item.mapping(allowed: Self.cellKeys))?["style"] ?? item
                throw styleNode.error("the \(flavour.rawValue) flavour has no \(own.rawValue) style (SwiftUI's Cell is fullwidth or boxed). Use flavour: uikit on the list, or style: boxed.")
            }
            cells.append(cell)
        }
        if cells.isEmpty { throw cellsNode.error("is empty. Give the list at least one cell.") }
        var title: String?
        if let titleNode = keys["title"] {
            title = try titleNode.string()
            if title?.isEmpty == true { throw titleNode.error("the section title is empty. Give it some text, or leave the key out.") }
        }
        return CellList(style: style, flavour: flavour, title: title,
                        showsLastSeparator: try keys["showsLastSeparator"]?.bool() ?? false, cells: cells)
    }

    static let sheetKeys = ["title", "onBrand", "items", "axis", "spacing", "alignment"]

    /// `tags: {title: Tags, onBrand: false, axis: vertical, spacing: 8, alignment: center, items: [{style: promo, text: Promo}]}`.
    func tagSheet(_ node: SpecNode) throws(SpecError) -> TagSheet {
        let keys = try node.mapping(allowed: Self.sheetKeys)
        guard let itemsNode = keys["items"] else { throw node.error("missing key 'items'. Give the sheet at least one tag.") }
        let tags = try itemsNode.sequence().map { n throws(SpecError) in try tag(n) }
        if tags.isEmpty { throw itemsNode.error("is empty. Give the sheet at least one tag.") }
        let arrangement = try sheetArrangement(keys)
        return TagSheet(title: try sheetTitle(keys["title"]), tags: tags, isOnBrand: try keys["onBrand"]?.bool() ?? false,
                        axis: arrangement.axis, spacing: arrangement.spacing, alignment: arrangement.alignment)
    }

    /// `badges: {title: Badges, onBrand: false, spacing: 0, items: [dot, 1, 9, 10]}`.
    func badgeSheet(_ node: SpecNode) throws(SpecError) -> BadgeSheet {
        let keys = try node.mapping(allowed: Self.sheetKeys)
        guard let itemsNode = keys["items"] else { throw node.error("missing key 'items'. Give the sheet at least one badge.") }
        let badges = try itemsNode.sequence().map { n throws(SpecError) in try badge(n) }
        if badges.isEmpty { throw itemsNode.error("is empty. Give the sheet at least one badge.") }
        let arrangement = try sheetArrangement(keys)
        return BadgeSheet(title: try sheetTitle(keys["title"]), badges: badges, isOnBrand: try keys["onBrand"]?.bool() ?? false,
                          axis: arrangement.axis, spacing: arrangement.spacing, alignment: arrangement.alignment)
    }

    /// A tag or badge sheet's `axis`, `spacing` (nil: the sheet's default) and `alignment`.
    func sheetArrangement(_ keys: [String: SpecNode]) throws(SpecError) -> (axis: SheetAxis, spacing: Double?, alignment: SheetAlignment) {
        var spacing: Double?
        if let node = keys["spacing"] {
            let value = try node.double()
            guard value >= 0, value <= TagSheet.maximumSpacing else {
                throw node.error("a sheet spacing of \(value.plainText) pt is out of range. Give 0–\(TagSheet.maximumSpacing.plainText) pt, or leave it out for the default.")
            }
            spacing = value
        }
        return (try keys["axis"]?.choice(SheetAxis.self) ?? .horizontal, spacing,
                try keys["alignment"]?.choice(SheetAlignment.self) ?? .leading)
    }

    func sheetTitle(_ node: SpecNode?) throws(SpecError) -> String? {
        guard let node else { return nil }
        let title = try node.string()
        if title.isEmpty { throw node.error("the title is empty. Give it some text, or leave the key out.") }
        return title
    }

    func cell(_ node: SpecNode) throws(SpecError) -> Cell {
        let keys = try node.mapping(allowed: Self.cellKeys)
        try elements.add(1, at: node)
        var title: String?
        if let titleNode = keys["title"] {
            title = try titleNode.string()
            if title?.isEmpty == true { throw titleNode.error("the title is empty. Give the cell a title, or leave the key out.") }
        }
        if title == nil && keys["subtitle"] == nil && keys["description"] == nil && keys["headline"] == nil {
            throw node.error("the cell has no title, subtitle, description or headline. Give it at least one.")
        }
        var height: Double?
        if let heightNode = keys["height"] {
            let value = try heightNode.double()
            guard value >= 1, value <= 2000 else {
                throw heightNode.error("a fixed cell height of \(value.plainText) pt is out of range. Give 1–2000 pt, or leave it out to self-size.")
            }
            height = value
        }
        func text(_ key: String) throws(SpecError) -> String? {
            guard let value = keys[key] else { return nil }
            let string = try value.string()
            if string.isEmpty { throw value.error("is empty. Give it some text, or leave the key out.") }
            return string
        }
        func lines(_ key: String) throws(SpecError) -> Int? {
            guard let value = keys[key] else { return nil }
            return try value.lineCount()
        }
        return Cell(style: try keys["style"]?.choice(CellStyle.self), title: title,
                    subtitle: try text("subtitle"), description: try text("description"),
                    headline: try keys["headline"].map { n throws(SpecError) in try headline(n) },
                    assetType: try keys["asset"].map { n throws(SpecError) in try asset(n) } ?? AssetType.none,
                    control: try keys["control"].map { n throws(SpecError) in try control(n) } ?? CellControl.none,
                    titleLines: try lines("titleLines"), subtitleLines: try lines("subtitleLines"),
                    descriptionLines: try lines("descriptionLines"),
                    titleColor: try keys["titleColor"]?.choice(CellTitleColor.self) ?? .normal,
                    state: try keys["state"]?.choice(CellState.self) ?? .normal,
                    isSeparatorHidden: try keys["separatorHidden"]?.bool(), height: height,
                    backgroundColor: try keys["backgroundColor"].map { n throws(SpecError) in try colorReference(n) },
                    pressedBackgroundColor: try keys["pressedBackgroundColor"].map { n throws(SpecError) in try colorReference(n) },
                    allowsPressing: try keys["allowsPressing"]?.bool())
    }

    /// `headline: Plain text`, `headline: {text: Plain text}` or `headline: {tag: {style, text}}`.
    func headline(_ node: SpecNode) throws(SpecError) -> Headline {
        if case .scalar = node.node {
            let text = try node.string()
            if text.isEmpty { throw node.error("the headline is empty. Give it some text, or leave the key out.") }
            return .text(text)
        }
        let keys = try node.mapping(allowed: HeadlineKind.specKeys)
        guard keys.count == 1, let (kind, value) = HeadlineKind.present(in: keys).first else {
            throw node.error("a headline is \(HeadlineKind.forms); give exactly one.")
        }
        switch kind {
        case .text: return try headline(value)
        case .tag: return .tag(try tag(value))
        case .view: return .view(try view(value, scope: .spec))
        }
    }

    func tag(_ node: SpecNode) throws(SpecError) -> Tag {
        let keys = try node.mapping(allowed: ["style", "text", "icon", "inverse"])
        guard let textNode = keys["text"] else { throw node.error("missing key 'text'. A tag needs a label.") }
        let text = try textNode.string()
        if text.isEmpty { throw textNode.error("the tag text is empty.") }
        return Tag(style: try keys["style"]?.choice(TagStyle.self) ?? .promo, text: text,
                   icon: try keys["icon"].map { n throws(SpecError) in try icon(n) },
                   isInverse: try keys["inverse"]?.bool())
    }

    func asset(_ node: SpecNode) throws(SpecError) -> AssetType {
        let keys = try node.mapping(allowed: AssetKind.specKeys + ["background", "color", "width", "height"])
        let present = AssetKind.present(in: keys)
        guard present.count == 1, let (kind, value) = present.first else {
            let found = present.isEmpty ? "none" : present.map(\.kind.rawValue).joined(separator: ", ")
            throw node.error("give exactly one of \(AssetKind.keyList) (found \(found)).")
        }
        if kind != .image, let extra = keys["width"] ?? keys["height"] { throw extra.error("only images take a width and height.") }
        if kind == .view, let extra = keys["background"] ?? keys["color"] {
            throw extra.error("a view asset draws itself; give it a `background` modifier inside the view instead.")
        }
        switch kind {
        case .view:
            return .view(try view(value, scope: .spec))
        case .image:
            return try assetImage(value, keys: keys)
        case .smallIcon:
            if let extra = keys["background"] { throw extra.error("a small icon has no background; use \(AssetKind.largeIcon.rawValue) for a circle.") }
            if try isImageName(value) {
                if let extra = keys["color"] { throw extra.error("an image drawn as an icon keeps its own colours; leave `color` out.") }
                return .smallImage(try imagePath(value))
            }
            return .smallIcon(try icon(value), color: try keys["color"].map { n throws(SpecError) in try colorReference(n) } ?? .token("neutralHigh"))
        case .largeIcon:
            if try isImageName(value) {
                if let extra = keys["color"] { throw extra.error("an image drawn as an icon keeps its own colours; leave `color` out.") }
                return .largeImage(try imagePath(value),
                                   backgroundColor: try keys["background"].map { n throws(SpecError) in try colorReference(n) } ?? .token("brandLow"))
            }
            return .largeIcon(try icon(value),
                              backgroundColor: try keys["background"].map { n throws(SpecError) in try colorReference(n) } ?? .token("brandLow"),
                              color: try keys["color"].map { n throws(SpecError) in try colorReference(n) } ?? .token("brand"))
        }
    }

    /// `asset: {image: FILE}` (the 40 pt circle) or `{image: FILE, width, height}` (a custom size with 8 pt corners).
    func assetImage(_ imageNode: SpecNode, keys: [String: SpecNode]) throws(SpecError) -> AssetType {
        if let extra = keys["background"] ?? keys["color"] { throw extra.error("images take no colour.") }
        switch (keys["width"], keys["height"]) {
        case (nil, nil): return .image(try imagePath(imageNode))
        case (let w?, let h?):
            let width = try w.double(), height = try h.double()
            guard width > 0, height > 0, width <= 400, height <= 400 else {
                throw (width > 0 && width <= 400 ? h : w).error("a custom image is 1–400 pt a side; \(width.plainText)×\(height.plainText) is out of range.")
            }
            return .customImage(try imagePath(imageNode), size: Size(width: width, height: height))
        case (let one?, nil), (nil, let one?):
            throw one.error("a custom-size image needs both width and height (it is drawn with 8 pt corners); leave both out for the 40 pt circle.")
        }
    }
}
