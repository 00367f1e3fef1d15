import Foundation
import Listshot
import ListshotDiff
import ListshotImage

/// The one snapshot engine under every front end: given a case's key, its rendered image (a
/// neutral ``PremultipliedImage``) and its display list, it records or verifies the reference
/// and writes the failure artifacts. `listshot record`/`verify` (``CatalogRunner``) and
/// `assertSnapshot` are thin adapters that render, call ``check(key:image:displayList:reference:mode:)``
/// and word the outcome for their users.
///
/// ```swift
/// let engine = ReferenceEngine(diff: .default, artifacts: .init(folder: "report", naming: .report))
/// let outcome = try engine.check(key: "lists/cells.day", image: raster, displayList: list,
///                                reference: .init(png: "cat/lists/cells.day.png", sidecar: "cat/lists/cells.day.layout.json",
///                                                 catalogRoot: "cat"), mode: .never)
/// ```
public struct ReferenceEngine: Sendable {
    /// Where a reference lives, and what the manifest knows about it.
    public struct Reference: Sendable {
        public var png: String
        public var sidecar: String
        /// Image paths in the sidecar are written relative to this folder.
        public var catalogRoot: String
        /// The stored pixel hash and PNG digest, for the fast path (nil: compare pixels).
        public var entry: SnapshotManifest.Entry?

        public init(png: String, sidecar: String, catalogRoot: String, entry: SnapshotManifest.Entry? = nil) {
            self.png = png; self.sidecar = sidecar; self.catalogRoot = catalogRoot; self.entry = entry
        }
    }

    /// Where failure images go and how they are named.
    public struct Artifacts: Sendable {
        public enum Naming: Sendable {
            /// `images/<percent-escaped key>.<kind>.png`, for HTML reports (``ReportPath``).
            case report
            /// `<key>.<kind>.png`, for a test's failure folder.
            case flat
        }
        public var folder: String
        public var naming: Naming

        public init(folder: String, naming: Naming) { self.folder = folder; self.naming = naming }

        func name(_ key: String, _ kind: String) -> String {
            switch naming {
            case .report: ReportPath.image(key, kind)
            case .flat: "\(key).\(kind).png"
            }
        }
    }

    /// One written artifact: its name relative to the artifacts folder, its kind
    /// (`expected`, `actual`, `diff`, `composite`) and its bytes (for test attachments).
    public struct Artifact: Sendable, Hashable {
        public var kind: String
        public var name: String
        public var bytes: [UInt8]
    }

    /// What one check found or did.
    public struct Outcome: Sendable {
        /// `.passed`, `.failed`, `.new` (missing and not written), `.recorded`, or `.unchanged`
        /// (mode `all` kept a reference whose pixels and file are what it would write).
        public var status: SnapshotStatus
        /// Passed by the stored pixel hash, without decoding the reference.
        public var fastPath = false
        /// A reference existed before the check.
        public var existed: Bool
        /// The pixel comparison, when one ran.
        public var diff: DiffResult?
        /// Element changes from the stored sidecar (or why there are none).
        public var changes: [String] = []
        /// The smallest elements under the changed pixels.
        public var changedElements: [String] = []
        public var artifacts: [Artifact] = []
        /// The manifest entry of a reference this check wrote.
        public var entry: SnapshotManifest.Entry?
        /// The PNG bytes this check wrote.
        public var recordedPNG: [UInt8]?
        /// Why no diff or side-by-side image was written (a screen over ``ReferenceEngine/diffImagePixelLimit``).
        public var skippedArtifacts: String?
    }

    /// The largest screen, in pixels, a failure's diff and side-by-side images are made for:
    /// 8192² (256 MiB of RGBA each; the side-by-side is three screens wide). Above it a failure
    /// writes the expected and actual images only and says so, so a 16384² screen verifies within
    /// the memory budget of docs/testing.md ("Memory").
    public static let diffImagePixelLimit = 8192 * 8192

    /// The note a failure over ``diffImagePixelLimit`` carries.
    static func skippedNote(width: Int, height: Int) -> String {
        "No diff or side-by-side image: the screen is \(width)×\(height) px, over the \(diffImagePixelLimit) px they are made for (docs/testing.md)."
    }

    public var diff: DiffOptions
    public var ignore: [IgnoreRegion]
    /// How references are encoded when written.
    public var compression: PNGEncodingOptions
    /// Where failure images go; nil writes none.
    public var artifacts: Artifacts?
    /// Whether mode `all` keeps a reference whose pixels are unchanged instead of encoding it
    /// again (see `keepIfUnchanged`); false for `record --reencode`.
    public var keepsUnchangedReferences = true

    public init(diff: DiffOptions = .default, ignore: [IgnoreRegion] = [], compression: PNGEncodingOptions = .smallest,
                artifacts: Artifacts? = nil) {
        self.diff = diff; self.ignore = ignore; self.compression = compression; self.artifacts = artifacts
    }

    /// Records or verifies one reference as `mode` says.
    ///
    /// `never` only compares; `missing` records an absent reference and compares the rest; `all`
    /// records, keeping a reference whose pixels and file are unchanged (`.unchanged`); `failed`
    /// records what no longer matches. A missing reference under `never` is
    /// `.new` (with the actual image as an artifact).
    public func check(key: String, image: some PremultipliedImage, displayList: DisplayList,
                      reference: Reference, mode: RecordMode) throws(ListshotError) -> Outcome {
        let existed = FileManager.default.fileExists(atPath: reference.png)
        if !existed {
            guard mode != .never else {
                var outcome = Outcome(status: .new, existed: false)
                if let artifacts {
                    outcome.artifacts = [try write(image.pngData(options: .fast), kind: "actual", key: key, to: artifacts)]
                }
                return outcome
            }
            return try record(image, displayList: displayList, reference: reference, existed: false)
        }
        if mode == .all {
            let pixelHash = PixelHash.of(image)
            if let kept = try keepIfUnchanged(image, pixelHash: pixelHash, displayList: displayList, reference: reference) {
                return kept
            }
            return try record(image, pixelHash: pixelHash, displayList: displayList, reference: reference, existed: true)
        }

        let referenceBytes: [UInt8]
        do { referenceBytes = try RegularFile.read(reference.png, limit: RegularFile.imageLimit) } catch {
            throw .io(path: reference.png, message: error.reason + ".")
        }
        if let entry = reference.entry, entry.pixelHash == PixelHash.of(image),
           SHA256.hex(referenceBytes) == entry.pngSHA256 {
            var outcome = Outcome(status: .passed, existed: true)
            outcome.fastPath = true
            return outcome
        }
        let (result, pictures) = try comparePixels(referenceBytes, image: image, displayList: displayList,
                                                   reference: reference, wantPictures: artifacts != nil && mode != .failed)
        if result.passed {
            var outcome = Outcome(status: .passed, existed: true)
            outcome.diff = result
            return outcome
        }
        if mode == .failed { return try record(image, displayList: displayList, reference: reference, existed: true) }

        var outcome = Outcome(status: .failed, existed: true)
        outcome.diff = result
        outcome.changes = try Self.elementChanges(sidecar: reference.sidecar, displayList: displayList,
                                                  catalogRoot: reference.catalogRoot) ?? []
        if let box = result.statistics?.boundingBox {
            outcome.changedElements = DisplayListDiff.elements(inPixels: Rect(x: Double(box.x), y: Double(box.y), width: Double(box.width), height: Double(box.height)), of: displayList)
        }
        if let artifacts {
            // The decoded screens are gone by now: only the render and the encoded pictures remain.
            var written = [try write(referenceBytes, kind: "expected", key: key, to: artifacts),
                           try write(image.pngData(options: .fast), kind: "actual", key: key, to: artifacts)]
            for (kind, bytes) in pictures.encoded { written.append(try write(bytes, kind: kind, key: key, to: artifacts)) }
            outcome.skippedArtifacts = pictures.skipped
            outcome.artifacts = written
        }
        return outcome
    }

    /// The diff and side-by-side PNGs of a failure, or why there are none.
    struct FailurePictures {
        var encoded: [(kind: String, bytes: [UInt8])] = []
        var skipped: String?
    }

    /// Decodes the reference, compares it with the render and, for a failure, encodes its diff and
    /// side-by-side pictures (when `wantPictures` and the screen is within ``diffImagePixelLimit``).
    /// The decoded screens live only in this call, so they are released before the caller encodes
    /// anything else.
    func comparePixels(_ referenceBytes: [UInt8], image: some PremultipliedImage, displayList: DisplayList,
                       reference: Reference, wantPictures: Bool) throws(ListshotError) -> (DiffResult, FailurePictures) {
        let expected: RGBABitmap
        do { expected = try PNGCodec.decode(referenceBytes) } catch { throw .io(path: reference.png, message: "\(error)") }
        let actual: RGBABitmap
        do { actual = try image.bitmap() } catch {
            throw .io(path: reference.png, message: "the render could not be read back (\(error)).")
        }
        var options = diff
        options.ignoredRegions += ignore.flatMap { $0.pixelRects(in: displayList) }
        let large = max(expected.width * expected.height, actual.width * actual.height) > Self.diffImagePixelLimit
        let result = ImageComparator(options: options).compare(expected: expected, actual: actual,
                                                               diffImage: wantPictures && !large)
        var pictures = FailurePictures()
        guard wantPictures, !result.passed else { return (result, pictures) }
        if large {
            pictures.skipped = Self.skippedNote(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
            return (result, pictures)
        }
        if let diffImage = result.diffImage { pictures.encoded.append(("diff", PNGCodec.encode(diffImage, options: .fast))) }
        let composite = DiffComposite.sideBySide(expected: expected, diff: result.diffImage, actual: actual, gap: 8, background: .white)
        pictures.encoded.append(("composite", PNGCodec.encode(composite, options: .fast)))
        return (result, pictures)
    }

    /// Compares two encoded PNGs as ``check(key:image:displayList:reference:mode:)`` compares a
    /// render with its reference, for front ends that store references themselves (the
    /// swift-snapshot-testing strategy). Nil when they match; else the message and the expected,
    /// actual, diff and side-by-side PNGs.
    public func compare(referencePNG: [UInt8], actualPNG: [UInt8]) -> (message: String, artifacts: [Artifact])? {
        if referencePNG == actualPNG { return nil }
        let expected: RGBABitmap
        let actual: RGBABitmap
        do {
            expected = try PNGCodec.decode(referencePNG)
            actual = try PNGCodec.decode(actualPNG)
        } catch {
            return ("The reference could not be decoded: \(error). Re-record it.", [])
        }
        let large = max(expected.width * expected.height, actual.width * actual.height) > Self.diffImagePixelLimit
        let result = ImageComparator(options: diff).compare(expected: expected, actual: actual, diffImage: !large)
        if result.passed { return nil }
        var artifacts = [Artifact(kind: "expected", name: "expected.png", bytes: referencePNG),
                         Artifact(kind: "actual", name: "actual.png", bytes: actualPNG)]
        if large {
            let note = Self.skippedNote(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
            return (result.message + " " + note, artifacts)
        }
        if let diffImage = result.diffImage {
            artifacts.append(Artifact(kind: "diff", name: "diff.png", bytes: PNGCodec.encode(diffImage, options: .fast)))
        }
        let composite = DiffComposite.sideBySide(expected: expected, diff: result.diffImage, actual: actual, gap: 8, background: .white)
        artifacts.append(Artifact(kind: "composite", name: "composite.png", bytes: PNGCodec.encode(composite, options: .fast)))
        return (result.message, artifacts)
    }

    /// Writes the reference and its sidecar, each atomically; returns the new manifest entry.
    /// `pixelHash` is the image's ``PixelHash`` when the caller has it already.
    func record(_ image: some PremultipliedImage, pixelHash: String? = nil, displayList: DisplayList, reference: Reference,
                existed: Bool) throws(ListshotError) -> Outcome {
        let png = image.pngData(options: compression)
        try AtomicFile.write(png, to: reference.png)
        try AtomicFile.write(try Sidecar.encode(displayList, catalogRoot: reference.catalogRoot), to: reference.sidecar)
        var outcome = Outcome(status: .recorded, existed: existed)
        outcome.recordedPNG = png
        outcome.entry = SnapshotManifest.Entry(pixelHash: pixelHash ?? PixelHash.of(image), width: image.width, height: image.height,
                                               pngSHA256: SHA256.hex(png),
                                               renderKey: try RenderKey.of(displayList, catalogRoot: reference.catalogRoot))
        return outcome
    }

    func write(_ bytes: [UInt8], kind: String, key: String, to artifacts: Artifacts) throws(ListshotError) -> Artifact {
        let name = artifacts.name(key, kind)
        try AtomicFile.write(bytes, to: (artifacts.folder as NSString).appendingPathComponent(name))
        return Artifact(kind: kind, name: name, bytes: bytes)
    }
}
