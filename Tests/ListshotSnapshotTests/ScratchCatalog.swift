@_exported import ListshotTestSupport
import Foundation
import Listshot


/// A throwaway catalog folder with specs and a photo, removed when the test ends.
final class ScratchCatalog {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("lists"), withIntermediateDirectories: true)
        let photo = try Data(contentsOf: packageRoot.appendingPathComponent("Snapshots/assets/avatar-2.png"))
        try photo.write(to: root.appendingPathComponent("lists/photo.png"))
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    var path: String { root.path }

    func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: url(relative))
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: url(relative).path) }

    static func spec(titles: [String], style: String = "boxed") -> String {
        var text = "theme: movistar\ncontent:\n  - list:\n      style: \(style)\n      cells:\n"
        for (index, title) in titles.enumerated() {
            text += "        - title: \(title)\n          subtitle: Row \(index)\n"
            text += index == 0 ? "          asset: { image: photo.png }\n          control: { navigation: { badge: 3 } }\n" : "          control: navigation\n"
        }
        return text
    }
}
