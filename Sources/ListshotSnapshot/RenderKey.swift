import ListshotCairo
import Foundation
import Listshot
import ListshotCore
import ListshotImage
import ListshotSupport

/// The digest of everything that decides a render's pixels except the fonts: the full precision
/// display list, the bytes of every image it draws, and the identity of the code that draws
/// (``RenderCode/identity``: a build-time digest of the drawing sources and the loaded drawing
/// libraries). See docs/testing.md, "Render keys".
///
/// Record stores it in the manifest. Verify, in the environment the references were recorded in
/// (same fingerprint), passes a case whose key and reference file are unchanged without drawing
/// or encoding it: laying out and hashing cost much less than drawing.
///
/// ```swift
/// let key = try RenderKey.of(layout.displayList, catalogRoot: "Snapshots")
/// ```
public enum RenderKey {
    /// The key of `list`, with image paths made catalog-relative so it is the same on every machine.
    public static func of(_ list: DisplayList, catalogRoot: String) throws(ListshotError) -> String {
        try of(list, catalogRoot: catalogRoot, code: RenderCode.identity)
    }

    /// The key of `list` as drawn by the code whose identity is `code` (``RenderCode/identity``).
    ///
    /// ```swift
    /// let key = try RenderKey.of(list, catalogRoot: "Snapshots", code: RenderCode.identity)
    /// ```
    public static func of(_ list: DisplayList, catalogRoot: String, code: String) throws(ListshotError) -> String {
        var digest = SHA256.Digest()
        digest.update(Array("listshot-render-key 2\n\(code.utf8.count):\(code)\n".utf8))
        let portable = Sidecar.portable(list, catalogRoot: catalogRoot)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do { digest.update(Array(try encoder.encode(portable))) } catch {
            throw .io(path: "render key", message: "the display list cannot be encoded (\(error)).")
        }
        // Each image once, named by its catalog-relative path (the key must not depend on where
        // the catalog is checked out) and read from where it is.
        var seen = Set<String>()
        for (item, shown) in zip(list.items, portable.items) {
            guard case .image(let image) = item.primitive, case .image(let relative) = shown.primitive,
                  seen.insert(image.path).inserted else { continue }
            digest.update(Array("\n\(relative.path.utf8.count):\(relative.path)=".utf8))
            digest.update(try ImageDigests.shared.sha256(of: image.path))
        }
        return digest.finalize()
    }
}

/// SHA-256 of image files, kept per process by path, device, inode, size, modification and
/// status-change time, so a file changed while a process runs is hashed again (even one edited in
/// place with its old size and modification time).
final class ImageDigests: Sendable {
    static let shared = ImageDigests()
    private let cache = LockedCache<String, [UInt8]>()

    func sha256(of path: String) throws(ListshotError) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .io(path: path, message: "cannot be read (\(String(cString: strerror(errno)))).") }
        let id = RegularFile.identity(of: info)
        let identity = "\(id.device):\(id.inode):\(id.size):\(id.modifiedNanoseconds):\(id.changedNanoseconds):\(path)"
        if let known = cache.value(for: identity) { return known }
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(path, limit: RegularFile.imageLimit) } catch {
            throw .io(path: path, message: error.reason + ".")
        }
        return cache.store(Array(SHA256.hex(bytes).utf8), for: identity)
    }
}
