import Foundation
import Listshot
import ListshotImage

extension ReferenceEngine {
    /// Keeps a reference whose pixels a re-record would not change: the render hashes to the
    /// manifest entry's pixel hash, the PNG on disk still has the entry's digest (recomputed
    /// here), and its decoded pixels are the render's. The manifest is a claim a pull request
    /// can forge, so the file itself is decoded and compared: a planted image under a forged
    /// entry is written over, as before. The PNG is not touched; the sidecar is rewritten only
    /// when the display list changed without changing a pixel, and the returned entry carries
    /// the render's render key. Nil when the reference must be written (no entry, other pixels,
    /// an edited or unreadable file, a screen over ``diffImagePixelLimit``, whose comparison
    /// would hold a third screen-sized buffer).
    ///
    /// An encoding change is not a pixel change: `record --reencode` turns this off
    /// (``keepsUnchangedReferences``).
    func keepIfUnchanged(_ image: some PremultipliedImage, pixelHash: String, displayList: DisplayList,
                         reference: Reference) throws(ListshotError) -> Outcome? {
        guard keepsUnchangedReferences, let entry = reference.entry, entry.width == image.width, entry.height == image.height,
              image.width * image.height <= Self.diffImagePixelLimit,
              entry.pixelHash == pixelHash,
              let bytes = try? RegularFile.read(reference.png, limit: RegularFile.imageLimit),
              SHA256.hex(bytes) == entry.pngSHA256,
              let stored = try? PNGCodec.decode(bytes), let drawn = try? image.bitmap(), stored == drawn else { return nil }
        let sidecar = try Sidecar.encode(displayList, catalogRoot: reference.catalogRoot)
        if (try? RegularFile.read(reference.sidecar, limit: Sidecar.sizeLimit)) != sidecar {
            try AtomicFile.write(sidecar, to: reference.sidecar)
        }
        var outcome = Outcome(status: .unchanged, existed: true)
        outcome.entry = SnapshotManifest.Entry(pixelHash: entry.pixelHash, width: entry.width, height: entry.height,
                                               pngSHA256: entry.pngSHA256,
                                               renderKey: try RenderKey.of(displayList, catalogRoot: reference.catalogRoot))
        return outcome
    }
}
