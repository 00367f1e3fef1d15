import Foundation
import SnapshotTesting
import SwiftUI
import UIKit

extension Snapshotting where Value: SwiftUI.View, Format == UIImage {
    /// A snapshot strategy for comparing SwiftUI views based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A SwiftUI view drawn by Listshot as iOS draws it, compared by swift-snapshot-testing's rule:
    /// the signature of swift-snapshot-testing 1.19.7's iOS strategy (Sources/SnapshotTesting/
    /// Snapshotting/SwiftUIView.swift), so an iOS test file compiles unchanged on Linux.
    ///
    /// - `layout`: `.device(config:)` draws the device's screen (its size, safe area and traits, no
    ///   status bar, as a hosting controller in a window is drawn); `.fixed(width:height:)` a canvas of
    ///   exactly that size, the view centred in it; `.sizeThatFits` the view at its ideal size.
    /// - `traits`: merged over the device's (`userInterfaceStyle`, `preferredContentSizeCategory`,
    ///   `layoutDirection`, `horizontalSizeClass`, `displayScale`; docs/swift-snapshot-testing.md).
    /// - `precision`, `perceptualPrecision`: as ``Diffing/image(precision:perceptualPrecision:scale:)``.
    /// - `drawHierarchyInKeyWindow`: accepted and ignored (there is no window on Linux).
    ///
    /// ```swift
    /// assertSnapshot(of: MyView(), as: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .dark)))
    /// ```
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Snapshotting {
        let request = SwiftUISnapshotRequest(layout: layout, traits: traits)
        return Snapshotting<UIImage, UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: request.scale)
            .asyncPullback { view in
                let box = UncheckedView(view: view)
                return Async { deliver in
                    let result = MainThread.run { request.render(box.view) }
                    switch result {
                    case .success(let image): deliver(image)
                    case .failure(let failure): ListshotRenderFailure.report(failure.message)
                    }
                }
            }
    }
}

/// A view handed to the main thread to be drawn: SwiftUI views are drawn there, as on iOS.
struct UncheckedView<V>: @unchecked Sendable {
    var view: V
}

/// Runs work on the main actor: at once when already on it (XCTest, `@MainActor` tests), else waiting for it.
enum MainThread {
    /// Marks the main queue, on which `@MainActor` code runs even off the main thread (Swift Testing
    /// on Linux runs the main queue on a worker thread after `dispatch_main`).
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static func run<T: Sendable>(_ work: @MainActor () -> T) -> T {
        if Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true { return MainActor.assumeIsolated { work() } }
        return withoutActuallyEscaping(work) { work in
            let box = UncheckedView(view: work)
            return DispatchQueue.main.sync { MainActor.assumeIsolated { box.view() } }
        }
    }
}
