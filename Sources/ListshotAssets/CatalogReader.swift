import Foundation

/// Reads one `.xcassets` folder: groups (with `provides-namespace`), image sets and colour sets;
/// other set kinds are named in `refused` (docs/assets.md, "What is read").
///
/// ```swift
/// var reader = CatalogReader(root: root, catalogPath: "App/Assets.xcassets")
/// try reader.readGroup("App/Assets.xcassets", namespace: "", depth: 0, walker: &walker)
/// ```
struct CatalogReader {
    let root: SafeFolder
    let catalogPath: String
    var images: [String: ImageSet] = [:]
    var colors: [String: AssetColor] = [:]
    var refused: [String: String] = [:]
    var problems: [AssetError] = []

    init(root: SafeFolder, catalogPath: String) {
        self.root = root; self.catalogPath = catalogPath
    }

    /// Set kinds that are not read yet, with what a note says about them.
    static let unsupportedKinds: [String: String] = [
        "symbolset": "symbol sets (.symbolset) are not drawn yet; export the symbol as PNG image sets for now.",
        "dataset": "data sets (.dataset) are not read yet.",
        "appiconset": "app icons (.appiconset) are not images SwiftUI's Image can name.",
        "imagestack": "layered image stacks (.imagestack) are not drawn yet.",
        "brandassets": "brand assets (.brandassets) are not drawn yet.",
        "launchimage": "launch images (.launchimage) are not drawn.",
        "spriteatlas": "sprite atlases (.spriteatlas) are not read yet.",
        "arresourcegroup": "AR resources are not read.",
        "textureset": "texture sets are not read.",
        "cubetextureset": "texture sets are not read.",
    ]

    /// A `Contents.json`, parsed; nil (with a problem recorded) when it cannot be used, and nil
    /// without one when it is missing and `required` is false.
    mutating func contents(of folder: String, required: Bool) -> JSONNode? {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        guard SafeFolder.kind(file) != nil else {
            if required { problems.append(AssetError(file: folder, message: "has no Contents.json, so it is left out. Reopen the catalog in Xcode to write one, or remove the folder.")) }
            return nil
        }
        do throws(AssetError) {
            let bytes = try root.read(file, cap: SafeFolder.contentsCap)
            let node = try JSONNode.parse(bytes, file: file)
            guard node.isObject else {
                problems.append(node.error(file, "is \(node.kindName), not an object. A Contents.json holds one JSON object."))
                return nil
            }
            return node
        } catch {
            problems.append(error)
            return nil
        }
    }

    mutating func readGroup(_ folder: String, namespace: String, depth: Int, walker: inout Walker) throws(AssetError) {
        guard try walker.enter(folder) else { return }
        guard depth <= walker.limits.catalogDepth else {
            throw AssetError(file: folder, message: "nests groups deeper than \(walker.limits.catalogDepth) levels. Flatten the catalog's groups.")
        }
        for name in SafeFolder.entries(folder) ?? [] {
            let child = (folder as NSString).appendingPathComponent(name)
            let ext = (name as NSString).pathExtension
            let base = (name as NSString).deletingPathExtension
            switch ext {
            case "imageset":
                guard try walker.enter(child) else { continue }
                readImageSet(child, name: namespace + base)
            case "colorset":
                guard try walker.enter(child) else { continue }
                readColorSet(child, name: namespace + base)
            case "":
                guard SafeFolder.kind(child) != nil, name != "Contents.json" else { continue }
                var prefix = namespace
                if let node = contents(of: child, required: false), node["properties"]?["provides-namespace"]?.bool == true {
                    prefix += base + "/"
                }
                try readGroup(child, namespace: prefix, depth: depth + 1, walker: &walker)
            default:
                if let reason = Self.unsupportedKinds[ext] { refused[namespace + base] = reason }
            }
        }
    }
}
