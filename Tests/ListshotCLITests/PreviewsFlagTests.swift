import Foundation
import Testing

/// `--previews` and its flags through the real binary, for what is refused before any Swift build
/// (the builds themselves run in Scripts/previews-e2e.sh): exit 2, one message naming the flag.
@Suite struct PreviewsFlagTests {
    @Test(arguments: [
        (["--preview-appearances", "dusk"], "--preview-appearances dusk"),
        (["--preview-sizes", "huge"], "--preview-sizes huge"),
        (["--preview-devices", "nokia-3310"], "--preview-devices nokia-3310: no such device preset"),
        (["--previews-folder", "../outside"], "--previews-folder ../outside: give a folder inside the catalog"),
        (["--previews-folder", ".listshot/x"], "--previews-folder .listshot/x"),
        (["--previews-folder", "/tmp/x"], "--previews-folder /tmp/x"),
        (["--preview-appearances", ","], "need at least one value"),
    ])
    func badSettingsAreRefusedBeforeAnythingIsBuilt(_ flags: [String], _ message: String) throws {
        let scratch = try Scratch()
        _ = try scratch.write("Feature/Row.swift", "import SwiftUI\nstruct Row: View { var body: some View { Text(\"a\") } }\n#Preview { Row() }\n")
        let output = try CLI.run(["verify", "Snapshots", "--previews", "Feature"] + flags, in: scratch.url)
        #expect(output.status == 2, "\(output.stderr)")
        #expect(output.stderr.contains(message), "\(output.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Snapshots/.listshot/previews").path),
                "a build folder was made for refused flags")
    }

    @Test func sourcesThatAreNotAFolderOfSwiftFiles() throws {
        let scratch = try Scratch()
        _ = try scratch.write("Empty/README.md", "no Swift here")
        let missing = try CLI.run(["record", "Snapshots", "--previews", "Nowhere"], in: scratch.url)
        #expect(missing.status == 2 && missing.stderr.contains("Nowhere: no such folder"), "\(missing.stderr)")
        let empty = try CLI.run(["record", "Snapshots", "--previews", "Empty"], in: scratch.url)
        #expect(empty.status == 2 && empty.stderr.contains("holds no Swift files"), "\(empty.stderr)")
    }

    @Test func aPlantedLinkInTheCacheIsRefused() throws {
        let scratch = try Scratch()
        _ = try scratch.write("Feature/Row.swift", "import SwiftUI\n#Preview { Text(\"a\") }\n")
        _ = try scratch.write("Snapshots/.listshot/keep", "")
        _ = try scratch.write("outside/keep", "")
        try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent("Snapshots/.listshot/previews").path,
                                                   withDestinationPath: scratch.url.appendingPathComponent("outside").path)
        let output = try CLI.run(["record", "Snapshots", "--previews", "Feature"], in: scratch.url)
        #expect(output.status == 2 && output.stderr.contains("is not a folder Listshot made"), "\(output.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("outside").path) == ["keep"])
    }
}
