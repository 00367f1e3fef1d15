import Foundation
import Testing

@Suite("listshot render: output layout and portable JSON")
struct RenderLayoutTests {
    static func spec(image: String) -> String {
        "theme: movistar\nappearances: [day]\ncontent:\n  - list:\n      cells:\n        - { title: Hi, asset: { image: \(image) } }\n"
    }

    /// The JSON display list names images relative to the spec (as the reference sidecars do),
    /// never by this machine's absolute path, also when an image lies above the spec's folder.
    @Test func jsonImagePathsAreRelativeToTheSpec() throws {
        let scratch = try Scratch()
        let photo = Array(try Data(contentsOf: packageRoot.appendingPathComponent("Snapshots/assets/avatar-1.png")))
        try scratch.write("specs/images/a.png", bytes: photo)
        try scratch.write("common/b.png", bytes: photo)
        let inside = try scratch.write("specs/inside.yaml", Self.spec(image: "images/a.png"))
        let above = try scratch.write("specs/above.yaml", Self.spec(image: "../common/b.png"))
        let out = scratch.url.appendingPathComponent("out").path
        let result = try CLI.run(["render", inside, above, "--format", "json", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        for (name, expected) in [("inside", "images/a.png"), ("above", "../common/b.png")] {
            let text = try String(contentsOf: scratch.url.appendingPathComponent("out/\(name).day.json"), encoding: .utf8)
            #expect(text.contains("\"path\" : \"\(expected)\"") || text.contains("\"path\":\"\(expected)\""), "\(name): \(text.prefix(600))")
            #expect(!text.contains(scratch.url.path), "\(name) leaks the machine path")
        }
    }

    /// Specs in different folders of one catalog keep their folders under --out; the theme folder
    /// of the catalog is not read as specs, and its theme is still found.
    @Test func aCatalogRendersLikeTheCatalogItIs() throws {
        let scratch = try Scratch()
        let brand = try String(contentsOf: packageRoot.appendingPathComponent("Themes/movistar.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"name\": \"movistar\"", with: "\"name\": \"house\"")
        try scratch.write("cat/Themes/house.json", bytes: Array(brand.utf8))
        _ = try scratch.write("cat/a/x.yaml", "theme: house\nappearances: [day]\ncontent: [{list: {cells: [{title: A}]}}]\n")
        _ = try scratch.write("cat/b/x.yaml", "appearances: [night]\ncontent: [{list: {cells: [{title: B}]}}]\n")
        let result = try CLI.run(["render", scratch.url.appendingPathComponent("cat").path, "--out", scratch.url.appendingPathComponent("out").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.files(in: "out/a") == ["x.day.png"])
        #expect(scratch.files(in: "out/b") == ["x.night.png"])
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("out/Themes").path))
    }
}
