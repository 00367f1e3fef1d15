import ListshotCore

extension SpecReader {
    static let stereoCellKeys = ["title", "detail", "leadingImage", "trailingImage", "titleLines", "detailLines", "ripple",
                                 "leadingImagePosition", "trailingImagePosition"]

    /// A Material list:
    ///
    /// ```yaml
    /// - materialList:
    ///     dividers: true
    ///     theming: unthemed          # unthemed (default) | themed
    ///     cells:
    ///       - title: Inbox
    ///         detail: Three new messages
    ///         leadingImage: {image: avatar.png, size: medium, circle: true}   # or {icon: bell}
    ///         leadingImagePosition: center   # top (default) | center
    ///         ripple: {x: 120, y: 36, progress: 0.5}
    /// ```
    func materialList(_ node: SpecNode) throws(SpecError) -> MaterialList {
        let keys = try node.mapping(allowed: ["cells", "dividers", "theming"])
        guard let cellsNode = keys["cells"] else { throw node.error("missing key 'cells'. Give the list at least one cell.") }
        let cells = try cellsNode.sequence().map { item throws(SpecError) in try stereoCell(item) }
        if cells.isEmpty { throw cellsNode.error("is empty. Give the list at least one cell.") }
        return MaterialList(cells: cells, showsDividers: try keys["dividers"]?.bool() ?? true,
                            theming: try keys["theming"]?.choice(MaterialTheming.self) ?? .unthemed)
    }

    func stereoCell(_ node: SpecNode) throws(SpecError) -> SelfSizingStereoCell {
        let keys = try node.mapping(allowed: Self.stereoCellKeys)
        try elements.add(1, at: node)
        func text(_ key: String) throws(SpecError) -> String? {
            guard let value = keys[key] else { return nil }
            let string = try value.string()
            if string.isEmpty { throw value.error("is empty. Give it some text, or leave the key out.") }
            return string
        }
        func lines(_ key: String, default value: Int) throws(SpecError) -> Int {
            guard let node = keys[key] else { return value }
            return try node.lineCount()
        }
        let title = try text("title"), detail = try text("detail")
        if title == nil && detail == nil { throw node.error("a stereo cell needs a title, a detail, or both.") }
        func position(_ side: String) throws(SpecError) -> StereoImagePosition {
            guard let value = keys["\(side)ImagePosition"] else { return .top }
            if keys["\(side)Image"] == nil {
                throw value.error("there is no \(side)Image to position. Add `\(side)Image:`, or remove this key.")
            }
            return try value.choice(StereoImagePosition.self)
        }
        return SelfSizingStereoCell(title: title, detail: detail,
                                    leadingImage: try keys["leadingImage"].map { n throws(SpecError) in try stereoImage(n) },
                                    trailingImage: try keys["trailingImage"].map { n throws(SpecError) in try stereoImage(n) },
                                    titleLines: try lines("titleLines", default: 0), detailLines: try lines("detailLines", default: 0),
                                    ripple: try keys["ripple"].map { n throws(SpecError) in try ripple(n) },
                                    leadingImagePosition: try position("leading"), trailingImagePosition: try position("trailing"))
    }

    func stereoImage(_ node: SpecNode) throws(SpecError) -> StereoCellImage {
        let keys = try node.mapping(allowed: ["image", "icon", "size", "circle"])
        if let iconNode = keys["icon"] {
            if let extra = keys["image"] ?? keys["size"] ?? keys["circle"] {
                throw extra.error("an icon is always 24 pt; give either `icon` or `image` with its size.")
            }
            return .icon(try icon(iconNode))
        }
        guard let imageNode = keys["image"] else { throw node.error("give `image: FILE.png` or `icon: NAME`.") }
        let isCircular = try keys["circle"]?.bool() ?? false
        // `size: intrinsic` is MDC's own rule: the image's size (PNG pixels ÷ the @2x/@3x scale of its name),
        // scaled down only when larger than 56×56 (docs/material.md "Layout").
        if let sizeNode = keys["size"], case .scalar(let scalar) = sizeNode.node, scalar.string == "intrinsic" {
            let (path, header) = try imageFile(imageNode)
            let scale = Self.imageScale(path)
            return .intrinsicImage(path, intrinsicSize: Size(width: Double(header.width) / scale, height: Double(header.height) / scale),
                                   isCircular: isCircular)
        }
        var size = StereoImageSize.large
        if let sizeNode = keys["size"] {
            guard let chosen = try? sizeNode.choice(StereoImageSize.self) else {
                throw sizeNode.error("'\(sizeNode.describe.shortened)' is not one of intrinsic, medium, large (intrinsic: the image's own size, at most 56×56).")
            }
            size = chosen
        }
        return .image(try imagePath(imageNode), size: size, isCircular: isCircular)
    }

    /// UIKit's scale from a file name: `name@2x.png` is 2, `name@3x.png` 3, anything else 1.
    static func imageScale(_ path: String) -> Double {
        let name = String(path.split(separator: "/").last ?? "").lowercased()
        if name.hasSuffix("@3x.png") { return 3 }
        if name.hasSuffix("@2x.png") { return 2 }
        return 1
    }

    func ripple(_ node: SpecNode) throws(SpecError) -> Ripple {
        let keys = try node.mapping(allowed: ["x", "y", "progress"])
        guard let x = keys["x"], let y = keys["y"] else { throw node.error("a ripple needs the touch point: {x: …, y: …} from the cell's top leading corner.") }
        let progress = try keys["progress"]?.double() ?? 0.5
        guard (0...1).contains(progress) else { throw (keys["progress"] ?? node).error("a progress of \(progress.plainText) is outside 0…1.") }
        return Ripple(at: Point(x: try x.double(), y: try y.double()), progress: progress)
    }
}
