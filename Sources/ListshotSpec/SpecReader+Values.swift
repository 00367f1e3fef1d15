import ListshotSupport
import Foundation
import ListshotCore
import ListshotImage
import ListshotText

/// Values every design system's specs share: icons, colours (a `#RRGGBB` literal or a theme token)
/// and image paths checked against the spec's folder and ``ImageBudget``.
extension SpecReader {
    /// Whether an icon value names a PNG file (`assets/logo.png`) rather than a built-in icon.
    func isImageName(_ node: SpecNode) throws(SpecError) -> Bool {
        try node.string().lowercased().hasSuffix(".png")
    }

    func icon(_ node: SpecNode) throws(SpecError) -> Icon {
        let name = try node.string()
        guard let icon = Icon(rawValue: name) ?? Icon.aliases[name] else {
            throw node.error("'\(name.shortened)' is not an icon. \(Icon.help(for: name))")
        }
        return icon
    }

    /// A colour: `#RRGGBB[AA]`, a theme token name, or `{system: NAME}`, an iOS system colour by
    /// Apple's name (docs/views.md, "Colours"; docs/ios-values.md).
    func colorReference(_ node: SpecNode) throws(SpecError) -> ColorReference {
        if case .mapping = node.node { return try systemColor(node) }
        let text = try node.string()
        if text.hasPrefix("#") {
            guard let color = RGBA(hex: text) else { throw node.error("'\(text)' is not a colour; use #RRGGBB or #RRGGBBAA.") }
            return .literal(color)
        }
        guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw node.error("'\(text)' is neither a #RRGGBB colour nor a theme token name (e.g. brandLow).")
        }
        tokenSites.add(ColorTokenSite(token: text, file: node.file, line: node.node.mark?.line, column: node.node.mark?.column,
                                      component: componentUse?.name, usedAt: componentUse?.usedAt))
        return .token(text)
    }

    /// Whether `node` is written `{system: NAME}`, a colour where a mapping could also be a view or
    /// a stroke.
    func isSystemColor(_ node: SpecNode) -> Bool {
        guard case .mapping(let pairs) = node.node else { return false }
        return pairs.contains { $0.key.string == "system" }
    }

    /// `{system: secondaryLabel}`: the name is checked when the screen is drawn, since the theme
    /// may define a token of that name (``ResolvedTheme/systemPaint(_:for:)``).
    func systemColor(_ node: SpecNode) throws(SpecError) -> ColorReference {
        let keys = try node.mapping(allowed: ["system"])
        guard let value = keys["system"] else {
            throw node.error("a colour written as a mapping is `{system: NAME}`, an iOS system colour such as secondaryLabel or systemBlue; otherwise write #RRGGBB or a theme token name.")
        }
        let name = try value.string()
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw value.error("'\(name.shortened)' is not a system colour name; use Apple's names, e.g. label, secondaryLabel, systemGroupedBackground, systemBlue (docs/ios-values.md).")
        }
        return .system(name)
    }

    /// An image path resolved against the spec's folder. It must be a regular file (not a folder,
    /// device or FIFO) holding a PNG whose header declares a size within ``ImageBudget``; the pixels
    /// are decoded only when drawn.
    func imagePath(_ node: SpecNode) throws(SpecError) -> String {
        try imageFile(node).path
    }

    /// Refuses an image of a component that lies outside `root`, the folder holding its
    /// `Components/` folder: an absolute path, `..` climbing out, or a symbolic link pointing out.
    func checkInside(_ root: String, raw: String, path: String, node: SpecNode) throws(SpecError) {
        let help = "A component's images must lie inside \(root), the folder that holds its Components/ folder; pass others in as an `image` parameter from the spec."
        if raw.hasPrefix("/") { throw node.error("the image '\(raw.shortened)' is an absolute path. \(help)") }
        let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        let realPath = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard FolderPath.contains(realRoot, realPath) else {
            throw node.error("the image '\(raw.shortened)' lies outside the catalog. \(help)")
        }
    }

    /// The image's path and its PNG header (size checked against ``ImageBudget``).
    func imageFile(_ node: SpecNode) throws(SpecError) -> (path: String, header: PNGHeader) {
        let raw = try node.string()
        if raw.isEmpty { throw node.error("the image path is empty.") }
        let url = raw.hasPrefix("/") ? URL(fileURLWithPath: raw) : URL(fileURLWithPath: baseDirectory).appendingPathComponent(raw)
        let path = url.standardized.path
        if let imageRoot { try checkInside(imageRoot, raw: raw, path: path, node: node) }
        return (path, try imageHeader(path, raw: raw, node: node))
    }

    /// The PNG header of the image file at `path` (written `raw` in the spec, at `node`), its size
    /// checked against ``ImageBudget``: the one way the spec reader opens an image.
    func imageHeader(_ path: String, raw: String, node: SpecNode) throws(SpecError) -> PNGHeader {
        let head: [UInt8]
        do {
            let identity = try RegularFile.identity(path)
            guard identity.size <= ImageBudget.maximumFileBytes else {
                throw node.error("the image '\(raw.shortened)' is \(identity.size) bytes; images are limited to \(ImageBudget.maximumFileBytes) bytes. Use a smaller PNG.")
            }
            head = try RegularFile.readPrefix(path, count: 1024)  // room for a Git LFS pointer
        } catch let error as FileReadError {
            if case .missing = error {
                throw node.error("the image '\(raw.shortened)' does not exist (looked for \(path)). Paths are relative to the spec file.")
            }
            throw node.error("the image '\(raw.shortened)' cannot be used: \(error.reason). Point at a PNG file.")
        } catch let error as SpecError {
            throw error
        } catch {
            throw node.error("the image '\(raw.shortened)' cannot be read: \(error).")
        }
        let header: PNGHeader
        do {
            header = try PNGHeader(head)
        } catch {
            switch error {
            case .notPNG, .gitLFSPointer:
                throw node.error("'\(raw.shortened)' is not a PNG image. \(error.description)")
            default:
                throw node.error("the image '\(raw.shortened)' is not a usable PNG. \(error.description)")
            }
        }
        guard header.width <= ImageBudget.maximumSide, header.height <= ImageBudget.maximumSide else {
            throw node.error("the image '\(raw.shortened)' is \(header.width)×\(header.height) px; images are limited to \(ImageBudget.maximumSide) px a side. Scale it down before using it.")
        }
        return header
    }
}

extension Icon {
    /// The sentence after "'x' is not an icon.": the icon an SF Symbols variant stands for
    /// (`bell.fill` → `bell`), a close name, or the names (docs/specs.md, "Icons").
    static func help(for name: String) -> String {
        for suffix in [".fill", ".circle.fill", ".circle"] where name.hasSuffix(suffix) {
            let base = String(name.dropLast(suffix.count))
            if let icon = Icon(rawValue: base) ?? aliases[base] {
                return "Listshot draws one style of each icon, so SF Symbols' `\(suffix.dropFirst())` variants are not told apart: write `\(icon.rawValue)`."
            }
        }
        if let near = Spelling.closest(to: name, in: allCases.map(\.rawValue) + aliases.keys.sorted()) { return "Did you mean '\(near)'?" }
        return Spelling.help(for: name, in: allCases.map(\.rawValue), known: "Known icons", docs: "docs/specs.md")
    }
}
