import Foundation
import ListshotPreviewNaming
@testable import ListshotPreviews
import ListshotTestSupport
import ListshotSnapshot
import Testing

@Suite struct PreviewSourcesTests {
    static let model = "struct Landmark { var name: String; static let sample = Landmark(name: \"Turtle Rock\") }\n"
    static let row = "import SwiftUI\nstruct Row: View { var landmark: Landmark\n var body: some View { Text(landmark.name) } }\n#Preview { Row(landmark: .sample) }\n"
    static let button = "import SwiftUI\nstruct Star: View { var body: some View { Image(systemName: \"star\") } }\n#Preview(\"Star\") { Star() }\n"

    @Test func aFolderIsOneModuleAndDependenciesFollowNames() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.write("Feature/Model/Landmark.swift", Self.model)
        _ = try scratch.write("Feature/Views/Row.swift", Self.row)
        _ = try scratch.write("Feature/Views/Star.swift", Self.button)
        _ = try scratch.write("Feature/.hidden/Skip.swift", Self.row)
        let sources = try PreviewSources.load(scratch.url.appendingPathComponent("Feature").path)
        #expect(sources.modules.map(\.name) == ["Feature"])
        let files = sources.modules[0].files
        #expect(files.map(\.relativePath) == ["Model/Landmark.swift", "Views/Row.swift", "Views/Star.swift"])
        let row = try #require(files.first { $0.fileName == "Row.swift" })
        let star = try #require(files.first { $0.fileName == "Star.swift" })
        #expect(sources.dependencyClosure(of: row).map(\.fileName) == ["Landmark.swift", "Row.swift"])
        #expect(sources.dependencyClosure(of: star).map(\.fileName) == ["Star.swift"])
    }

    @Test func aPackageIsOneModulePerSourcesFolderInImportOrder() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.write("App/Package.swift", "// swift-tools-version: 6.0\n")
        _ = try scratch.write("App/Sources/Views/Row.swift", "import Models\n" + Self.row)
        _ = try scratch.write("App/Sources/Models/Landmark.swift", Self.model)
        let sources = try PreviewSources.load(scratch.url.appendingPathComponent("App").path)
        #expect(sources.modules.map(\.name) == ["Models", "Views"])
        #expect(sources.modules[1].dependencies == ["Models"])
    }

    @Test func linksOutOfTheFolderAreNotRead() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.write("Feature/Star.swift", Self.button)
        _ = try scratch.write("secret/Secret.swift", "let token = \"s3cr3t\"\n")
        try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent("Feature/Secret.swift").path,
                                                   withDestinationPath: scratch.url.appendingPathComponent("secret/Secret.swift").path)
        let sources = try PreviewSources.load(scratch.url.appendingPathComponent("Feature").path)
        #expect(sources.modules[0].files.map(\.fileName) == ["Star.swift"])
    }

    @Test(arguments: [("Landmarks", "Landmarks"), ("my-feature", "my_feature"), ("SwiftUI", "SwiftUIPreviews"), ("3D", "Previews_3D"),
                      ("ListshotCore", "ListshotCorePreviews")])
    func moduleNamesAreIdentifiersNoOtherModuleUses(folder: String, name: String) {
        #expect(PreviewSources.moduleName(folder, taken: []) == name)
    }

    @Test func theRunnerTableCallsEachPreviewByTheMacrosLabel() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.write("Feature/Star.swift", Self.button + "struct Star_Previews: PreviewProvider { static var previews: some View { Star() } }\n")
        let sources = try PreviewSources.load(scratch.url.appendingPathComponent("Feature").path)
        let package = PreviewBuildPackage(folder: scratch.url.appendingPathComponent("build").path, sources: sources,
                                          toolchain: PreviewToolchain(swift: "/usr/bin/false", package: "/opt/My \"Listshot\""))
        let entries = package.entries(excluding: [], dropping: [])
        #expect(entries.map(\.id) == ["Star.swift:L3C1", "Star.swift:Star_Previews"])
        #expect(entries[0].expression.contains("__listshotPreview(\(PreviewEntryName.label(fileName: "Star.swift", line: 3, column: 1)): ())"))
        try package.write(excluding: [], entries: entries)
        let manifest = try String(contentsOfFile: scratch.url.appendingPathComponent("build/Package.swift").path, encoding: .utf8)
        #expect(manifest.contains(".package(path: \"/opt/My \\u{22}Listshot\\u{22}\")"))
        let main = try String(contentsOfFile: scratch.url.appendingPathComponent("build/Sources/ListshotPreviewRunner/main.swift").path, encoding: .utf8)
        let lines = main.split(separator: "\n", omittingEmptySubsequences: false)
        let first = PreviewBuildPackage.firstEntryLine(moduleCount: 1)
        #expect(lines[first - 1].contains("Star.swift:L3C1") && lines[first].contains("Star_Previews"), "\(main)")
        // A file left out is no longer copied, and its previews leave the table.
        try package.write(excluding: [sources.modules[0].files[0].path], entries: [])
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("build/Sources/Feature/Star.swift").path))
    }
}

@Suite struct PreviewReferenceFoldersTests {
    @Test func onlyPlainRelativeFoldersAreKept() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.write(".listshot/preview-folders", "previews\n../outside\n/abs\napp/previews\n.hidden\n\nx/../y\n")
        #expect(SnapshotCatalog.previewFolders(in: scratch.path) == ["previews/", "app/previews/"])
    }

    @Test func aFolderThatIsNotARegularFileIsIgnored() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: SnapshotCatalog.previewFoldersFile(in: scratch.path), withIntermediateDirectories: true)
        #expect(SnapshotCatalog.previewFolders(in: scratch.path).isEmpty)
    }
}
