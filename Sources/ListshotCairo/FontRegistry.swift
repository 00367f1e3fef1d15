import Foundation
import ListshotCore

/// The brand font files one renderer may use, beside Listshot's own (``FontCatalog/debian``).
///
/// Renders stay hermetic: a render sees Listshot's files plus only the brand files whose
/// families its text names, so the same display list draws the same pixels whatever else was
/// registered. A brand family with the name of a stock one (say a pinned `Inter`) replaces it.
/// Each file is read, checked and hashed once, when it is added.
///
/// ```swift
/// let renderer = CairoRenderer()
/// try renderer.fonts.add(path: "Fonts/BrandSans-Regular.otf", family: "Brand Sans", weight: .regular)
/// ```
public final class FontRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var byPath: [String: FontFile] = [:]
    /// Which file provides each family and weight, to refuse two files claiming one face.
    private var owners: [FontFile.Face: String] = [:]

    public init() {}

    /// Adds the font file at `path`. When `family` (and `weight`) are given, the file must hold
    /// that face; otherwise every upright face in the file becomes available.
    @discardableResult
    public func add(path: String, family: String? = nil, weight: FontWeight? = nil) throws(FontFileError) -> FontFile {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let file: FontFile
        if let known = lock.withLock({ byPath[absolute] }) {
            file = known
        } else {
            file = try FontFile.inspect(path: absolute)
        }
        if let family {
            let weights = file.faces.filter { $0.family == family }.map(\.weight)
            guard !weights.isEmpty else { throw .familyNotInFile(path: absolute, family: family, found: file.families) }
            if let weight, !weights.contains(weight) {
                throw .weightNotInFile(path: absolute, family: family, weight: weight, found: weights)
            }
        }
        lock.lock()
        defer { lock.unlock() }
        for face in file.faces {
            if let other = owners[face], other != absolute, byPath[other]?.sha256 != file.sha256 {
                throw .conflict(family: face.family, weight: face.weight, path: absolute, other: other)
            }
        }
        for face in file.faces where owners[face] == nil { owners[face] = absolute }
        byPath[absolute] = file
        return file
    }

    /// Adds every `.otf`, `.ttf` and `.ttc` file directly in `directory`, in name order.
    @discardableResult
    public func addDirectory(_ directory: String) throws(FontFileError) -> [FontFile] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory) } catch {
            throw .unreadable(path: directory, reason: "it is not a readable folder")
        }
        var added: [FontFile] = []
        for name in names.sorted() where ["otf", "ttf", "ttc"].contains((name as NSString).pathExtension.lowercased()) {
            added.append(try add(path: (directory as NSString).appendingPathComponent(name)))
        }
        return added
    }

    /// Every registered file, by path.
    public var files: [FontFile] { lock.withLock { byPath.values.sorted { $0.path < $1.path } } }

    /// The families the registered files provide.
    public var families: [String] {
        var seen: [String] = []
        for file in files { for family in file.families where !seen.contains(family) { seen.append(family) } }
        return seen
    }

    public var isEmpty: Bool { lock.withLock { byPath.isEmpty } }

    /// `base` plus the registered files that provide one of `families` (all of them when `nil`).
    /// Stock files of a family a brand file provides are left out.
    public func catalog(base: FontCatalog, families: Set<String>?) -> FontCatalog {
        let chosen = files.filter { file in families.map { wanted in file.families.contains { wanted.contains($0) } } ?? true }
        guard !chosen.isEmpty else { return base }
        let provided = Set(chosen.flatMap(\.families))
        var catalog = base
        catalog.files.removeAll { provided.contains($0.family) }
        for file in chosen {
            catalog.files.append(FontCatalog.File(family: file.families.first { provided.contains($0) } ?? "",
                                                  path: file.path, package: ""))
        }
        return catalog
    }
}
