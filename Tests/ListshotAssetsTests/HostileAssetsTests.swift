import Foundation
import ListshotTestSupport
import Testing
@testable import ListshotAssets

/// Hostile input (docs/assets.md, "Hostile input"): each case is made in a scratch folder.
@Suite struct HostileAssetsTests {
    static let png: [UInt8] = HandmadePNG.make(width: 2, height: 2, bitDepth: 8, colorType: 0, scanlines: [0, 1, 2, 0, 3, 4])
    static let imageSet = #"{"images":[{"filename":"a.png","idiom":"universal","scale":"2x"}]}"#

    func load(_ scratch: ScratchFolder) throws -> AssetCatalog {
        try AssetCatalog.load(from: scratch.url.appendingPathComponent("App").path)
    }

    @Test func imageFileNamesMustStayInTheirSet() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/A.xcassets/Evil.imageset/Contents.json", #"{"images":[{"filename":"../../../etc/passwd","idiom":"universal","scale":"1x"}]}"#)
        try scratch.write("App/A.xcassets/Sub.imageset/Contents.json", #"{"images":[{"filename":"sub/a.png","idiom":"universal","scale":"1x"}]}"#)
        try scratch.write("App/A.xcassets/Sub.imageset/sub/a.png", bytes: Self.png)
        let catalog = try load(scratch)
        #expect(catalog.image(named: "Evil") == nil && catalog.image(named: "Sub") == nil)
        let messages = catalog.problems.map(\.description)
        #expect(messages.contains { $0.contains("Evil.imageset/Contents.json:1:") && $0.contains("images[0].filename: '../../../etc/passwd' leads outside the image set") }, "\(messages)")
        #expect(messages.contains { $0.contains("'sub/a.png' leads outside") })
    }

    @Test func symlinksOutOfTheNamedFolderAreRefused() throws {
        let scratch = try ScratchFolder()
        let outside = try ScratchFolder()
        try outside.write("secret.png", bytes: Self.png)
        try outside.write("Other.xcassets/Red.colorset/Contents.json", #"{"colors":[{"color":{"components":{"red":"1.000","green":"0","blue":"0"}}}]}"#)
        try scratch.write("App/A.xcassets/Linked.imageset/Contents.json", Self.imageSet)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/App/A.xcassets/Linked.imageset/a.png", withDestinationPath: outside.path + "/secret.png")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/App/Linked.xcassets", withDestinationPath: outside.path + "/Other.xcassets")
        // A symlink that stays inside the named folder is followed.
        try scratch.write("App/A.xcassets/Inside.imageset/Contents.json", Self.imageSet)
        try scratch.write("App/shared/a.png", bytes: Self.png)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/App/A.xcassets/Inside.imageset/a.png", withDestinationPath: scratch.path + "/App/shared/a.png")
        let catalog = try load(scratch)
        #expect(catalog.image(named: "Linked") == nil)
        #expect(catalog.color(named: "Red") == nil)
        // Inside the named folder but outside the image set: refused too (names stay in their set).
        #expect(catalog.image(named: "Inside") == nil)
        let messages = catalog.problems.map(\.description)
        #expect(messages.contains { $0.contains("a.png: ") && $0.contains("symlink") }, "\(messages)")
        #expect(messages.contains { $0.contains("Linked.xcassets: is a symlink to a folder outside") }, "\(messages)")
    }

    @Test func aSymlinkInsideTheSetIsFollowed() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/A.xcassets/Alias.imageset/Contents.json", Self.imageSet)
        try scratch.write("App/A.xcassets/Alias.imageset/real.png", bytes: Self.png)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/App/A.xcassets/Alias.imageset/a.png", withDestinationPath: "real.png")
        let image = try #require(try load(scratch).image(named: "Alias"))
        #expect(image.pixelWidth == 2)
    }

    @Test func fifosAreNotRead() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/A.xcassets/Pipe.colorset/.keep", "")
        #expect(mkfifo(scratch.path + "/App/A.xcassets/Pipe.colorset/Contents.json", 0o600) == 0)
        try scratch.write("App/A.xcassets/PipeImage.imageset/Contents.json", Self.imageSet)
        #expect(mkfifo(scratch.path + "/App/A.xcassets/PipeImage.imageset/a.png", 0o600) == 0)
        try scratch.write("App/en.lproj/.keep", "")
        #expect(mkfifo(scratch.path + "/App/en.lproj/Localizable.strings", 0o600) == 0)
        let catalog = try load(scratch)
        let messages = catalog.problems.map(\.description)
        #expect(messages.filter { $0.contains("is not a regular file") }.count == 2, "\(messages)")
        let table = try StringsTable.load(from: scratch.path + "/App")
        #expect(table.problems.contains { $0.description.contains("is not a regular file") })
    }

    @Test func oversizedFilesAreRefused() throws {
        let scratch = try ScratchFolder()
        let big = "{\"images\": [], \"pad\": \"" + String(repeating: "x", count: SafeFolder.contentsCap) + "\"}"
        try scratch.write("App/A.xcassets/Big.imageset/Contents.json", big)
        try scratch.write("App/en.lproj/Localizable.strings", bytes: [UInt8](repeating: 0x20, count: SafeFolder.stringsCap + 1))
        let catalog = try load(scratch)
        #expect(catalog.problems.contains { $0.description.contains("more than the 1 MiB") }, "\(catalog.problems)")
        let table = try StringsTable.load(from: scratch.path + "/App")
        #expect(table.problems.contains { $0.description.contains("more than the 8 MiB") })
    }

    @Test(arguments: [
        ("{\"images\": [\n  {\"filename\": \"a.png\",, }\n]}", 2, 24, "Expected a quoted key"),
        ("{\"images\": [1, 2", 1, 17, "Expected ',' or ']'"),
        ("{\"images\": tru}", 1, 12, "Expected 'true'"),
        ("[]", 1, 1, "not an object"),
        ("{\"a\": \"\u{01}\"}", 1, 8, "control character"),
        (String(repeating: "[", count: 100), 1, 65, "deeper than 64"),
    ])
    func malformedJSONIsPlaced(text: String, line: Int, column: Int, words: String) throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/A.xcassets/Bad.imageset/Contents.json", text)
        let catalog = try load(scratch)
        let problem = try #require(catalog.problems.first)
        #expect(problem.line == line && problem.column == column, "\(problem)")
        #expect(problem.description.contains(words) && problem.file.hasSuffix("Bad.imageset/Contents.json"), "\(problem)")
    }

    @Test func wrongShapesNameTheKeyPath() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/A.xcassets/Odd.imageset/Contents.json", #"{"images":[{"filename":"a.png","idiom":"universal","scale":"4x"}]}"#)
        try scratch.write("App/A.xcassets/Odd.imageset/a.png", bytes: Self.png)
        try scratch.write("App/A.xcassets/Gone.imageset/Contents.json", #"{"images":[{"filename":"missing.png","scale":"1x"}]}"#)
        let problems = try load(scratch).problems.map(\.description)
        #expect(problems.contains { $0.contains("images[0].scale: '4x' is not a scale. Use \"1x\", \"2x\" or \"3x\".") }, "\(problems)")
        #expect(problems.contains { $0.contains("images[0].filename: missing.png: does not exist") }, "\(problems)")
    }

    @Test func walksAreCapped() throws {
        let scratch = try ScratchFolder()
        for i in 0..<12 { try scratch.write("App/f\(i)/x.txt", "") }
        let error = try #require(throws: AssetError.self) {
            _ = try AssetCatalog.load(from: scratch.path + "/App", limits: .init(folders: 5))
        }
        #expect(error.description.contains("past the 5 folders"))
        try scratch.write("Deep/a/b/c/d/e/A.xcassets/Contents.json", "{}")
        #expect(throws: AssetError.self) { _ = try AssetCatalog.load(from: scratch.path + "/Deep", limits: .init(searchDepth: 3)) }
        #expect(try AssetCatalog.load(from: scratch.path + "/Deep", limits: .init(searchDepth: 6)).catalogs.count == 1)
    }

    @Test func symlinkLoopsEndTheWalk() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/A.xcassets/Group/.keep", "")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/App/A.xcassets/Group/Loop", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/App/loop", withDestinationPath: ".")
        let catalog = try load(scratch)
        #expect(catalog.catalogs.count == 1)
    }

    @Test func notAFolder() throws {
        let scratch = try ScratchFolder()
        let file = try scratch.write("file.txt", "x")
        let error = try #require(throws: AssetError.self) { _ = try AssetCatalog.load(from: file) }
        #expect(error.description.contains("is not a folder"))
        #expect(throws: AssetError.self) { _ = try StringsTable.load(from: scratch.path + "/nowhere") }
    }
}
