import Foundation
import Listshot
import ListshotDiff
import ListshotImage
import SnapshotTesting

extension Snapshotting where Value == Screen, Format == Data {
    /// Renders a Listshot screen to PNG for swift-snapshot-testing, compared with Listshot's
    /// pixelmatch comparator.
    ///
    /// ```swift
    /// assertSnapshot(of: screen, as: .listshot(appearance: .night))
    /// ```
    public static func listshot(appearance: Appearance = .day, renderer: Renderer = Renderer(),
                                options: DiffOptions = .default) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .listshot(options: options), snapshot: { screen in
            do {
                return Data(try renderer.render(screen.with(appearance: appearance), format: .png))
            } catch {
                // Snapshotting cannot throw: carry the message to the diff, which reports it.
                return Data((ListshotRenderFailure.prefix + "\(error)").utf8)
            }
        })
    }
}

extension Diffing where Value == Data {
    /// Compares PNG data with Listshot's pixelmatch comparator and tolerance policy.
    public static func listshot(options: DiffOptions = .default) -> Diffing {
        Diffing.diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if let failure = ListshotRenderFailure.message(in: actual) { return (failure, []) }
            if reference == actual { return nil }
            let expected: RGBABitmap, rendered: RGBABitmap
            do {
                expected = try PNGCodec.decode(Array(reference))
                rendered = try PNGCodec.decode(Array(actual))
            } catch {
                return ("The reference could not be decoded: \(error)", [])
            }
            let result = ImageComparator(options: options).compare(expected: expected, actual: rendered)
            return result.passed ? nil : (result.message, [])
        }
    }
}

/// A render error smuggled through the `Data` that Snapshotting cannot throw.
enum ListshotRenderFailure {
    static let prefix = "listshot-render-error: "

    static func message(in data: Data) -> String? {
        guard data.starts(with: Data(prefix.utf8)) else { return nil }
        return "Listshot could not render the screen: " + String(decoding: data.dropFirst(prefix.utf8.count), as: UTF8.self)
    }
}
