import Foundation
import ListshotTestSupport
import ListshotImage
import ListshotSnapshot
import Testing

/// `listshot accept` computes what it writes instead of trusting the report: a swapped image,
/// a key no spec makes and an image over the pixel budget are refused, and what an accept in
/// another environment lets through is caught by the next verify.
@Suite("listshot accept trusts no report")
struct AcceptCommandTrustTests {
    static let day = "lists/hello.day", night = "lists/hello.night"

    /// report.json as a dictionary, changed by `change` and written back.
    func editReport(_ scratch: Scratch, _ change: (inout [String: Any]) throws -> Void) throws {
        let file = scratch.url.appendingPathComponent("report/report.json")
        var report = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
        try change(&report)
        try JSONSerialization.data(withJSONObject: report).write(to: file)
    }

    /// Changes the `acceptable` record of the result with `key`.
    func editAcceptable(_ report: inout [String: Any], key: String, _ change: (inout [String: Any]) -> Void) {
        var results = report["results"] as? [[String: Any]] ?? []
        for index in results.indices where results[index]["key"] as? String == key {
            var acceptable = results[index]["acceptable"] as? [String: Any] ?? [:]
            change(&acceptable)
            results[index]["acceptable"] = acceptable
        }
        report["results"] = results
    }

    func sha256(_ url: URL) throws -> String {
        let data = try Data(contentsOf: url)
        return SHA256.hex(Array(data))
    }

    func reportFile(_ scratch: Scratch, _ relative: String) -> URL {
        scratch.url.appendingPathComponent("report").appendingPathComponent(relative)
    }

    /// The day case's actual image replaced by the night one, with report.json fixed up as an
    /// attacker would: the file's digest and (when `pixelHash`) the night render's pixel hash.
    func swapDayForNight(_ scratch: Scratch, pixelHash: Bool) throws {
        let dayImage = reportFile(scratch, ReportPath.image(Self.day, "actual"))
        try FileManager.default.removeItem(at: dayImage)
        try FileManager.default.copyItem(at: reportFile(scratch, ReportPath.image(Self.night, "actual")), to: dayImage)
        let digest = try sha256(dayImage)
        try editReport(scratch) { report in
            let results = report["results"] as? [[String: Any]] ?? []
            let nightHash = (results.first { $0["key"] as? String == Self.night }?["acceptable"] as? [String: Any])?["pixelHash"]
            editAcceptable(&report, key: Self.day) { acceptable in
                acceptable["actualSHA256"] = digest
                if pixelHash { acceptable["pixelHash"] = nightHash }
            }
        }
    }

    /// Every file under the catalog, with its bytes.
    func snapshot(_ scratch: Scratch) throws -> [String: Data] {
        let root = scratch.url.appendingPathComponent("cat")
        var files: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: root.path)?.compactMap({ $0 as? String }) ?? [] {
            let url = root.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    @Test func aSwappedImageWithItsDigestFixedUpIsRefused() throws {
        let scratch = try AcceptCommandTests().failedRun()
        try swapDayForNight(scratch, pixelHash: false)
        let before = try snapshot(scratch)
        let refused = try CLI.run(["accept", "report"], in: scratch.url)
        #expect(refused.status == 2, "\(refused.stdout)")
        #expect(refused.stderr.contains("lists/hello.day: the report's image"), "\(refused.stderr)")
        #expect(refused.stderr.contains("its pixel hash differs"), "\(refused.stderr)")
        #expect(try snapshot(scratch) == before)
    }

    @Test func aSwappedImageWithEveryValueFixedUpIsRefusedInTheReportsEnvironment() throws {
        let scratch = try AcceptCommandTests().failedRun()
        try swapDayForNight(scratch, pixelHash: true)
        let before = try snapshot(scratch)
        let refused = try CLI.run(["accept", "report"], in: scratch.url)
        #expect(refused.status == 2, "\(refused.stdout)")
        #expect(refused.stderr.contains("is not what cat/lists/hello.yaml draws here"), "\(refused.stderr)")
        #expect(try snapshot(scratch) == before)
    }

    @Test func aSwappedImageAcceptedElsewhereUnderForceFailsTheNextVerify() throws {
        let scratch = try AcceptCommandTests().failedRun()
        try swapDayForNight(scratch, pixelHash: true)
        try editReport(scratch) { report in
            var fingerprint = report["fingerprint"] as? [String: Any] ?? [:]
            fingerprint["pango"] = "9.9.9"
            report["fingerprint"] = fingerprint
        }
        let forced = try CLI.run(["accept", "report", "--force"], in: scratch.url)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout.contains("Pixels were not re-checked here"), "\(forced.stdout)")
        let pixels = try CLI.run(["verify", "cat", "--check-pixels"], in: scratch.url)
        #expect(pixels.status == 1, "\(pixels.stdout)")
        #expect(pixels.stdout.contains("FAIL lists/hello.day"), "\(pixels.stdout)")
        #expect(!pixels.stdout.contains("FAIL lists/hello.night"), "\(pixels.stdout)")
        let plain = try CLI.run(["verify", "cat"], in: scratch.url)
        #expect(plain.status == 1, "\(plain.stdout)")
    }

    /// Keys no current spec makes: an input image of the catalog, spoofing characters, a made-up case.
    @Test(arguments: [("lists/photo", "lists/photo"), ("lists/hello\u{202E}yad.day", "lists/hello\\u{202E}yad.day"),
                      ("lists/hel\u{200B}lo.day", "lists/hel\\u{200B}lo.day"), ("lists/nothing.day", "lists/nothing.day")])
    func keysNoSpecMakesAreRefusedAndNothingIsWritten(key: String, shown: String) throws {
        let scratch = try AcceptCommandTests().failedRun()
        try FileManager.default.copyItem(at: scratch.url.appendingPathComponent("cat/lists/other.day.png"),
                                         to: scratch.url.appendingPathComponent("cat/lists/photo.png"))
        // The report's files renamed for the new key, so their digests still match.
        for (old, new) in [(ReportPath.image(Self.day, "actual"), ReportPath.image(key, "actual")),
                           (ReportPath.sidecar(Self.day), ReportPath.sidecar(key))] {
            try FileManager.default.moveItem(at: reportFile(scratch, old), to: reportFile(scratch, new))
        }
        try editReport(scratch) { report in
            var results = report["results"] as? [[String: Any]] ?? []
            for index in results.indices where results[index]["key"] as? String == Self.day { results[index]["key"] = key }
            report["results"] = results
        }
        let before = try snapshot(scratch)
        let refused = try CLI.run(["accept", "report", "--force"], in: scratch.url)
        #expect(refused.status == 2, "\(refused.stdout)")
        // Spoofing characters are refused by the catalog's name rule before the specs are asked.
        #expect(refused.stderr.contains("the report's key '\(shown)' is not a reference any spec in cat makes now")
                || refused.stderr.contains("the report's key '\(shown)' contains U+"), "\(refused.stderr)")
        #expect(try snapshot(scratch) == before)
    }

    /// A PNG that declares `side`×`side` px: a valid IHDR, then a token IDAT and IEND.
    static func declaredPNG(side: UInt32) -> [UInt8] {
        let ihdr = HandmadePNG.bigEndian(side) + HandmadePNG.bigEndian(side) + [8, 6, 0, 0, 0]
        return HandmadePNG.file([("IHDR", ihdr), ("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]), ("IEND", [])])
    }

    @Test func imagesOverThePixelBudgetAreRefusedFromTheirHeaders() throws {
        let scratch = try AcceptCommandTests().failedRun()
        var digests: [String: (String, String)] = [:]
        for key in [Self.day, Self.night] {
            let image = reportFile(scratch, ReportPath.image(key, "actual"))
            try Data(Self.declaredPNG(side: 16384)).write(to: image)
            // The display list claims a canvas of that size (the report's own, kept under --force elsewhere).
            let sidecar = reportFile(scratch, ReportPath.sidecar(key))
            var list = try JSONSerialization.jsonObject(with: Data(contentsOf: sidecar)) as? [String: Any] ?? [:]
            list["size"] = ["width": 16384, "height": 16384]
            list["scale"] = 1
            try JSONSerialization.data(withJSONObject: list, options: [.sortedKeys]).write(to: sidecar)
            digests[key] = (try sha256(image), try sha256(sidecar))
        }
        try editReport(scratch) { report in
            var fingerprint = report["fingerprint"] as? [String: Any] ?? [:]
            fingerprint["pango"] = "9.9.9"
            report["fingerprint"] = fingerprint
            for (key, (image, sidecar)) in digests {
                editAcceptable(&report, key: key) { acceptable in
                    acceptable["actualSHA256"] = image
                    acceptable["sidecarSHA256"] = sidecar
                    acceptable["width"] = 16384
                    acceptable["height"] = 16384
                }
            }
        }
        let before = try snapshot(scratch)
        let refused = try CLI.run(["accept", "report", "--force"], in: scratch.url)
        #expect(refused.status == 2, "\(refused.stdout)")
        #expect(refused.stderr.contains("lists%2Fhello.night.actual.png: accepting it would decode 536870912 pixels"), "\(refused.stderr)")
        #expect(refused.stderr.contains("budget of 268435456 pixels"), "\(refused.stderr)")
        #expect(try snapshot(scratch) == before)
    }
}
