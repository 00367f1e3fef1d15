import Foundation
import Listshot
import ListshotDiff
import ListshotImage
import ListshotSnapshot
import SnapshotTesting
import Testing
import XCTest

extension Snapshotting where Value == Screen, Format == Data {
    /// Renders a Listshot screen to PNG for swift-snapshot-testing, compared with Listshot's
    /// pixelmatch comparator; failures attach the reference, actual and diff PNGs.
    ///
    /// A render error is reported as a test failure carrying the error, and no image is handed
    /// to swift-snapshot-testing, so nothing can be stored as a reference: its assertion then
    /// fails as well, after its `timeout` (pass a short one, e.g. `timeout: 1`, to fail fast).
    ///
    /// ```swift
    /// assertSnapshot(of: screen, as: .listshot(appearance: .night))
    /// ```
    public static func listshot(appearance: Appearance = .day, renderer: Renderer = Renderer(),
                                options: DiffOptions = .default) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .listshot(options: options), asyncSnapshot: { screen in
            Async { deliver in
                do {
                    deliver(Data(try renderer.render(screen.with(appearance: appearance), format: .png)))
                } catch {
                    ListshotRenderFailure.report("Listshot could not render the screen '\(screen.name)': \(error)")
                }
            }
        })
    }
}

extension Diffing where Value == Data {
    /// Compares PNG data with Listshot's pixelmatch comparator and tolerance policy.
    public static func listshot(options: DiffOptions = .default) -> Diffing {
        Diffing(toData: { $0 }, fromData: { $0 }, diff: { reference, actual in ListshotPNGDiff.compare(reference, actual, options: options) })
    }
}

/// The comparison behind ``Diffing/listshot(options:)``: ``ReferenceEngine``'s, so the strategy
/// passes and fails exactly as `listshot verify` and `assertSnapshot` do.
enum ListshotPNGDiff {
    /// nil when the images match; else the message and the expected, actual, diff and
    /// side-by-side PNGs as attachments.
    static func compare(_ reference: Data, _ actual: Data, options: DiffOptions) -> (String, [XCTAttachment])? {
        guard let failure = ReferenceEngine(diff: options).compare(referencePNG: Array(reference), actualPNG: Array(actual)) else { return nil }
        return (failure.message, failure.artifacts.map { XCTAttachment(data: Data($0.bytes), uniformTypeIdentifier: "public.png") })
    }
}

/// Reports a render error to the running framework: the strategy cannot throw, and an image must
/// not stand in for the error.
enum ListshotRenderFailure {
    static func report(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
        } else {
            XCTFail(message)
        }
    }
}
