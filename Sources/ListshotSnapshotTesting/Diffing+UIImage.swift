import Foundation
import ListshotDiff
import ListshotImage
import SnapshotTesting
import UIKit

extension Diffing where Value == UIImage {
    /// A pixel-diffing strategy for images that requires a 100% match (swift-snapshot-testing's `Diffing.image`).
    public static var image: Diffing { .image() }

    /// Compares images by swift-snapshot-testing's rule (``ImagePrecision``): `precision` is the share of
    /// pixels (of colour bytes, when `perceptualPrecision` is 1) that must match, `perceptualPrecision`
    /// how close (1 − ΔE94 / 100) a pixel must be to count as matching. A failure says how many pixels
    /// differ and where, and attaches `reference.png`, `failure.png` and `difference.png` (Listshot's
    /// pixelmatch diff image). `scale` is the stored reference's pixels per point (nil or 0: 3, the
    /// main screen's).
    ///
    /// ```swift
    /// Diffing<UIImage>.image(precision: 0.99, perceptualPrecision: 0.98)
    /// ```
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let imageScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? UIScreen.main.scale
        let rule = ImagePrecision(precision: precision, perceptualPrecision: perceptualPrecision)
        return .diff(toData: { $0.pngData() ?? Data() },
                     fromData: { UIImage(data: $0, scale: imageScale) ?? UIImage() },
                     diffV2: { reference, actual in UIImageDiff.compare(reference, actual, rule: rule) })
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// A snapshot strategy for comparing images based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// Images compared by ``Diffing/image(precision:perceptualPrecision:scale:)``, stored as PNG.
    ///
    /// ```swift
    /// assertSnapshot(of: image, as: .image(precision: 0.99))
    /// ```
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

/// The comparison behind ``Diffing/image(precision:perceptualPrecision:scale:)``: decode both PNGs,
/// apply the rule, and on failure make the attachments.
enum UIImageDiff {
    static func compare(_ reference: UIImage, _ actual: UIImage, rule: ImagePrecision) -> (String, [DiffAttachment])? {
        guard let referencePNG = reference.pngData(), let old = try? PNGCodec.decode(Array(referencePNG)) else {
            return ("Reference image could not be loaded.", [])
        }
        guard let actualPNG = actual.pngData(), let new = try? PNGCodec.decode(Array(actualPNG)) else {
            return ("Newly-taken snapshot could not be loaded.", [])
        }
        guard let mismatch = rule.compare(old, new, scale: Double(actual.scale)) else { return nil }
        var attachments: [DiffAttachment] = [.data(referencePNG, name: "reference.png"), .data(actualPNG, name: "failure.png")]
        if old.size == new.size, let diff = ImageComparator().compare(expected: old, actual: new, diffImage: true).diffImage {
            attachments.append(.data(Data(PNGCodec.encode(diff)), name: "difference.png"))
        }
        return (mismatch.fullMessage, attachments)
    }
}
