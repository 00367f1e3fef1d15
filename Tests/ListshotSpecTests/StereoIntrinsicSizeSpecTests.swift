import Foundation
import ListshotCore
import ListshotSpec
import Testing

/// `size: intrinsic` reads the image's size from its PNG header (docs/material.md "Layout";
/// `MDCSelfSizingStereoCellLayout.m` `sizeForImage:`, index id 667805820).
@Suite("Material intrinsic image size spec")
struct StereoIntrinsicSizeSpecTests {
    /// A folder holding TinyPNG (1×1 px) as `dot.png` and `dot@2x.png`.
    static func folder() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-intrinsic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in ["dot.png", "dot@2x.png"] { try Data(TinyPNG.bytes).write(to: directory.appendingPathComponent(name)) }
        return directory.standardized.path
    }

    static func yaml(_ image: String) -> String {
        "theme: material\ncontent:\n  - materialList:\n      cells:\n        - title: A\n          leadingImage: \(image)\n"
    }

    @Test(arguments: [("dot.png", 1.0), ("dot@2x.png", 0.5)])
    func theSizeComesFromTheHeaderAndTheNamesScale(name: String, side: Double) throws {
        let folder = try Self.folder()
        let spec = try parse(Self.yaml("{image: \(name), size: intrinsic}"), directory: folder)
        guard case .materialList(let list) = spec.screen.content[0] else { Issue.record("no material list"); return }
        #expect(list.cells[0].leadingImage == .intrinsicImage(folder + "/" + name, intrinsicSize: Size(width: side, height: side)))
    }

    @Test func anUnknownSizeNamesTheChoices() throws {
        let folder = try Self.folder()
        do {
            _ = try parse(Self.yaml("{image: dot.png, size: small}"), directory: folder)
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 6 && error.column == 48, "\(error)")
            #expect(error.description.contains("'small' is not one of intrinsic, medium, large"), "\(error)")
        }
    }
}
