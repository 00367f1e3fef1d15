import Foundation

/// The package's root folder, for fixtures and the catalog (every test target uses this one).
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Shared fixtures, by path under the package root.
public enum Fixture {
    /// `Tests/Fixtures/<path>`.
    public static func url(_ path: String) -> URL { packageRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(path) }
    /// The OFL font the brand-font tests ship (Noto Serif Regular).
    public static var brandFont: URL { url("fonts/NotoSerif-Regular.ttf") }
    /// `Snapshots/<path>`: the catalog and its assets.
    public static func catalog(_ path: String) -> URL { packageRoot.appendingPathComponent("Snapshots").appendingPathComponent(path) }
}

/// A fresh folder under the temporary directory, removed when the value goes away.
///
/// ```swift
/// let scratch = try ScratchFolder()
/// let spec = try scratch.write("s.yaml", "content: []\n")
/// ```
public final class ScratchFolder {
    public let url: URL

    public init(prefix: String = "listshot-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    public var path: String { url.path }

    /// Writes `text` at `name` (folders made as needed); returns the file's path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    public func write(_ name: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    /// Every visible file under `folder`, relative, sorted (hidden bookkeeping such as the
    /// `.listshot-output` marker is left out).
    public func files(in folder: String) -> [String] {
        let path = url.appendingPathComponent(folder).path
        return ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? [])
            .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
    }
}
