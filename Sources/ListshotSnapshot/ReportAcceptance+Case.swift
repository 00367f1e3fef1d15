import Foundation
import Listshot
import ListshotCore
import ListshotImage

extension ReportAcceptance {
    /// The checks of one report case, in two steps: ``prepare(_:_:produced:)`` reads and checks
    /// everything up to the image's PNG header (so the run's pixel budget is known before any
    /// decoding); ``finish(_:)`` decodes, compares and computes the manifest entry.
    struct CaseCheck {
        var report: String
        var catalog: SnapshotCatalog
        var renderer: Renderer
        var force: Bool
        /// This machine is the report's environment: each case is drawn here and must match.
        var drawsHere: Bool
        /// The catalog's manifest, for references whose pixels are already the accepted ones.
        var manifest: SnapshotManifest

        /// A case checked up to its PNG header.
        struct Pending {
            var key: String
            var item: SnapshotCase
            var layout: DisplayList
            var actual: [UInt8]
            var actualFile: String
            var header: PNGHeader
            var sidecar: [UInt8]
            var pngPath: String
            var sidecarPath: String
            /// The report's display list is not what this environment lays out (kept under --force).
            var layoutDiffers: Bool
            /// The pixel hash report.json claims, compared with the image's own.
            var claimedPixelHash: String
        }

        func prepare(_ key: String, _ acceptable: AcceptableRender, produced: [String: SnapshotCase]) throws(ListshotError) -> Pending {
            let shown = ReportAcceptance.visible(key)
            guard let pngPath = CatalogKey.path(key, suffix: ".png", in: catalog.root),
                  let sidecarPath = CatalogKey.path(key, suffix: SnapshotCatalog.sidecarSuffix, in: catalog.root) else {
                throw .usage("the report's key '\(shown)' \(CatalogKey.problem(with: key) ?? "points outside the catalog"); Listshot never writes such a key. Refusing the report.")
            }
            guard let item = produced[key] else {
                throw .usage("the report's key '\(shown)' is not a reference any spec in \(catalog.root) makes now; accept writes only those. Refusing the report: verify again and accept the new report.")
            }
            let actualFile = (report as NSString).appendingPathComponent(ReportPath.image(key, "actual"))
            let sidecarFile = (report as NSString).appendingPathComponent(ReportPath.sidecar(key))
            let actual: [UInt8], sidecar: [UInt8]
            do { actual = try RegularFile.read(actualFile, limit: RegularFile.imageLimit) } catch {
                throw .io(path: actualFile, message: error.reason + ". The report is incomplete: download the whole report folder.")
            }
            do { sidecar = try RegularFile.read(sidecarFile, limit: Sidecar.sizeLimit) } catch {
                throw .io(path: sidecarFile, message: error.reason + ". The report is incomplete: download the whole report folder.")
            }
            guard SHA256.hex(actual) == acceptable.actualSHA256, SHA256.hex(sidecar) == acceptable.sidecarSHA256 else {
                throw .usage("\(shown): the report's files were changed after the run (their SHA-256 differs from report.json). Refusing the report; download it again from CI.")
            }
            let claimed: DisplayList
            do { claimed = try DisplayList.decodeContract(sidecar, file: sidecarFile) } catch { throw .io(path: sidecarFile, message: error.description) }
            // The display list the spec lays out now (layout only: no drawing).
            let layout = try renderer.layout(item.variant.screen, of: item.spec).displayList
            let differs = claimed != Sidecar.portable(layout, catalogRoot: catalog.root).roundTripped()
            if differs && (drawsHere || !force) {
                throw .usage("\(shown): the report's display list is not what \(item.spec.file) lays out now\(drawsHere ? "" : " in this environment"): verify again and accept the new report\(drawsHere ? "" : ", or pass --force to keep the report's display list").")
            }
            let header: PNGHeader
            do { header = try PNGHeader(actual) } catch { throw .io(path: actualFile, message: "\(error)") }
            let expected = (differs ? claimed : layout).pixelSize
            guard header.width == expected.width, header.height == expected.height else {
                throw .usage("\(actualFile): the image is \(header.width)×\(header.height) px but \(shown) is \(expected.width)×\(expected.height) px. Refusing the report.")
            }
            return Pending(key: key, item: item, layout: layout, actual: actual, actualFile: actualFile, header: header,
                           sidecar: sidecar, pngPath: pngPath, sidecarPath: sidecarPath, layoutDiffers: differs,
                           claimedPixelHash: acceptable.pixelHash)
        }

        /// Decodes the image and, where this machine is the report's environment, draws the case and
        /// requires the same pixels; the entry's values are computed from what will be written.
        func finish(_ pending: Pending) throws(ListshotError) -> Item {
            let shown = ReportAcceptance.visible(pending.key)
            let bitmap: RGBABitmap
            do { bitmap = try PNGCodec.decode(pending.actual) } catch { throw .io(path: pending.actualFile, message: "\(error)") }
            // What report.json says of the image is only compared, for a clearer message.
            let imageHash = PixelHash.of(PremultipliedBitmap(bitmap))
            guard imageHash == pending.claimedPixelHash else {
                throw .usage("\(shown): the report's image \(pending.actualFile) is not the render report.json describes (its pixel hash differs): the report was altered after the run. Refusing the report; download it again from CI.")
            }
            let pixelHash: String, renderKey: String?
            if drawsHere {
                let raster = try renderer.image(pending.layout, specPath: pending.item.spec.file)
                let drawn: RGBABitmap
                do { drawn = try raster.bitmap() } catch {
                    throw .io(path: pending.item.spec.file, message: "the render could not be read back (\(error)).")
                }
                guard drawn == bitmap else {
                    throw .usage("\(shown): the report's image \(pending.actualFile) is not what \(pending.item.spec.file) draws here, in the report's own environment. Refusing the report: verify again and accept the new report.")
                }
                pixelHash = PixelHash.of(raster)
                renderKey = try RenderKey.of(pending.layout, catalogRoot: catalog.root)
            } else {
                // Not drawn here: no render key, so verify in the recording environment draws it.
                pixelHash = imageHash
                renderKey = nil
            }
            if let kept = ReportAcceptance.keptDigest(pending, manifest: manifest, pixelHash: pixelHash, bitmap: bitmap) {
                // The reference already has these pixels: its file stays, encoded as it is.
                let entry = SnapshotManifest.Entry(pixelHash: pixelHash, width: bitmap.width, height: bitmap.height,
                                                   pngSHA256: kept, renderKey: renderKey)
                return Item(key: pending.key, png: nil, pngPath: pending.pngPath, sidecar: pending.sidecar,
                            sidecarPath: pending.sidecarPath, entry: entry)
            }
            let png = PNGCodec.encode(bitmap, options: .smallest)
            let entry = SnapshotManifest.Entry(pixelHash: pixelHash, width: bitmap.width, height: bitmap.height,
                                               pngSHA256: SHA256.hex(png), renderKey: renderKey)
            return Item(key: pending.key, png: png, pngPath: pending.pngPath, sidecar: pending.sidecar,
                        sidecarPath: pending.sidecarPath, entry: entry)
        }
    }

    /// The digest of the catalog's reference for `pending` when it already holds `bitmap`'s
    /// pixels: the manifest's entry has this pixel hash and size, the file on disk still hashes to
    /// the entry's digest, and its decoded pixels are `bitmap`'s (the manifest is only a claim: a
    /// forged entry over a planted image is written over). Nil when the reference must be
    /// written; always for a screen over the diff pictures' limit, so no third screen-sized buffer
    /// is held.
    static func keptDigest(_ pending: CaseCheck.Pending, manifest: SnapshotManifest, pixelHash: String,
                           bitmap: RGBABitmap) -> String? {
        guard let entry = manifest.references[pending.key], entry.pixelHash == pixelHash,
              entry.width == bitmap.width, entry.height == bitmap.height,
              bitmap.width * bitmap.height <= ReferenceEngine.diffImagePixelLimit,
              let bytes = try? RegularFile.read(pending.pngPath, limit: RegularFile.imageLimit),
              SHA256.hex(bytes) == entry.pngSHA256,
              let stored = try? PNGCodec.decode(bytes), stored == bitmap else { return nil }
        return entry.pngSHA256
    }

    /// A key as messages show it: control characters, bidirectional controls and every other
    /// invisible or format character (U+200B, U+FEFF, …) as `\u{…}`.
    static func visible(_ key: String) -> String {
        var result = ""
        for scalar in key.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            case .spaceSeparator where scalar != " ":
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
