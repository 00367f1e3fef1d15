import Foundation
import Listshot
import ListshotImage
import ListshotSupport

/// The digest of what a variant is made from, taken before it is laid out: its spec's bytes and
/// key, the bytes of the theme file it resolves to and of the brand font files that theme names,
/// and the catalog's other files (images and the like, ``assets(root:specFiles:)``). Equal on both
/// sides of `verify --against`, the variant is unchanged without being laid out or drawn
/// (docs/against.md). Nil when an input cannot be read: the variant is then laid out and compared.
///
/// ```swift
/// let assets = VariantInputDigest.assets(root: "Snapshots", specFiles: catalog.specFiles)
/// var cache: [String: String?] = [:]
/// let digest = assets.flatMap { VariantInputDigest.of(item, root: "Snapshots", renderer: renderer, assets: $0, cache: &cache) }
/// ```
enum VariantInputDigest {
    /// The most bytes of a catalog's other files hashed; over it, every variant is laid out.
    static let assetLimit = GitRevisionTree.totalLimit
    /// The largest spec or theme file hashed.
    static let textLimit = 32 << 20

    /// SHA-256 over the catalog's files that are neither specs, themes nor components (a `Themes/`
    /// or `Components/` folder is each variant's own input), references, sidecars nor Listshot's own files, by catalog-relative path.
    static func assets(root: String, specFiles: [String]) -> String? {
        assetFiles(root: root, specFiles: specFiles).map(assets(of:))
    }

    /// One digest over ``assetFiles(root:specFiles:)``, path by path.
    static func assets(of files: [String: String]) -> String {
        var digest = SHA256.Digest()
        for path in files.keys.sorted() {
            digest.update(Array("\(path.utf8.count):\(path)\n\(files[path] ?? "")\n".utf8))
        }
        return digest.finalize()
    }

    /// The SHA-256 of each of the catalog's other files (``assets(root:specFiles:)``) by
    /// catalog-relative path; nil when one cannot be read or they hold over ``assetLimit`` bytes.
    /// `verify --against` also names the ones that differ (docs/against.md, "Output").
    static func assetFiles(root: String, specFiles: [String]) -> [String: String]? {
        let specs = Set(specFiles.map { CatalogPath.relative($0, to: root) })
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return nil }
        var files: [String] = []
        var all = Set<String>()
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            let type = enumerator.fileAttributes?[.type] as? FileAttributeType
            if type == .typeDirectory {
                // A folder marked as Listshot output is hashed too: a pull request can commit a marker
                // beside the images it changed, and they would no longer count as changed.
                if name.hasPrefix(".") || name == SpecFinder.themeFolderName || name == SpecFinder.componentFolderName {
                    enumerator.skipDescendants()
                }
                continue
            }
            all.insert(path)
            if name.hasPrefix(".") || specs.contains(path) || path.hasSuffix(SnapshotCatalog.sidecarSuffix) { continue }
            files.append(path)
        }
        var digests: [String: String] = [:]
        var total = 0
        for path in files {
            // A reference image has its sidecar beside it: not an input.
            if path.hasSuffix(".png"), all.contains(String(path.dropLast(4)) + SnapshotCatalog.sidecarSuffix) { continue }
            guard let bytes = try? RegularFile.read((root as NSString).appendingPathComponent(path), limit: RegularFile.imageLimit) else { return nil }
            total += bytes.count
            if total > assetLimit { return nil }
            digests[path] = SHA256.hex(bytes)
        }
        return digests
    }

    /// The input digest of `item` as `renderer` resolves its theme, or nil when an input cannot be read.
    static func of(_ item: SnapshotCase, root: String, renderer: Renderer, assets: String, cache: inout [String: String?]) -> String? {
        // Variants of one spec with one theme share every input but their key.
        let shared = item.spec.file + "\u{0}" + item.variant.screen.theme
        if cache[shared] == nil { cache[shared] = of(spec: item, root: root, renderer: renderer, assets: assets) }
        guard let inputs = cache[shared] ?? nil else { return nil }
        return SHA256.hex(Array("\(item.key.utf8.count):\(item.key)\n\(inputs)".utf8))
    }

    /// The digest of a spec's bytes, its theme's and fonts' bytes and the catalog's other files.
    static func of(spec item: SnapshotCase, root: String, renderer: Renderer, assets: String) -> String? {
        guard let spec = try? RegularFile.read(item.spec.file, limit: textLimit),
              let theme = try? renderer.theme(named: item.variant.screen.theme, specPath: item.spec.file) else { return nil }
        var digest = SHA256.Digest()
        let relative = name(item.spec.file, root: root)
        digest.update(Array("listshot-input 1\n\(relative.utf8.count):\(relative)\n\(spec.count):".utf8))
        digest.update(spec)
        // A bundled theme is part of the binary, the same on both sides: its name stands for it.
        if let bytes = try? RegularFile.read(theme.file, limit: textLimit) {
            digest.update(Array("\ntheme \(bytes.count):".utf8))
            digest.update(bytes)
        } else if BundledThemes.files[item.variant.screen.theme] != nil {
            digest.update(Array("\nbundled theme \(item.variant.screen.theme)".utf8))
        } else {
            return nil
        }
        // Component files (docs/views.md): inputs of every spec that uses one, wherever it lies.
        for component in item.spec.inputFiles {
            guard let bytes = try? RegularFile.read(component, limit: textLimit) else { return nil }
            let relative = name(component, root: root)
            digest.update(Array("\ncomponent \(relative.utf8.count):\(relative)\n\(bytes.count):".utf8))
            digest.update(bytes)
        }
        for font in theme.fonts {
            guard let bytes = try? ImageDigests.shared.sha256(of: font.path) else { return nil }
            digest.update(Array("\nfont \(font.file.utf8.count):\(font.file)=".utf8))
            digest.update(bytes)
        }
        digest.update(Array("\nassets \(assets)".utf8))
        return digest.finalize()
    }

    /// A file's name in a digest: catalog-relative, or climbing out with `../` for a file outside
    /// the catalog (a preview's Swift file), so a revision's private copy names it alike.
    static func name(_ path: String, root: String) -> String {
        let relative = CatalogPath.relative(path, to: root)
        return relative.hasPrefix("/") ? CatalogPath.walk(from: root, to: path) : relative
    }
}
