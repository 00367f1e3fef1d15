import Foundation
import Listshot
import ListshotCore
import ListshotSwiftUI
import SwiftUI
import UIKit

/// A render failure, said as one message.
struct SwiftUISnapshotFailure: Error, Sendable {
    var message: String
}

/// What `.image(layout:traits:)` draws: the layout and traits turned into Listshot's options, the
/// way swift-snapshot-testing's iOS strategy turns them into a window and a hosting controller.
struct SwiftUISnapshotRequest: Sendable {
    /// The config swift-snapshot-testing uses: the device's, or no safe area and the fixed size (or none).
    var config: ViewImageConfig
    /// The config's traits with the caller's over them (swift-snapshot-testing's `prepareView` order).
    var traits: UITraitCollection
    /// Pixels per point: the traits' scale, else the device's, else the main screen's (3).
    var scale: Double

    /// The widest canvas `.sizeThatFits` makes: the widest screen of the configs (a 12.9-inch iPad in landscape).
    static let widestFit = 1366.0

    init(layout: SwiftUISnapshotLayout, traits: UITraitCollection) {
        switch layout {
        case .device(let device): config = device
        case .sizeThatFits: config = ViewImageConfig(safeArea: .zero, size: nil, traits: traits)
        case .fixed(let width, let height): config = ViewImageConfig(safeArea: .zero, size: CGSize(width: width, height: height), traits: traits)
        }
        self.traits = UITraitCollection(traitsFrom: [config.traits, traits])
        if case .device = layout, config.size != nil { config.deviceName = config.deviceName ?? "device" } else { config.deviceName = nil }
        let chosen = self.traits.displayScale > 0 ? self.traits.displayScale : (config.displayScale > 0 ? config.displayScale : UIScreen.main.scale)
        scale = Double(chosen)
    }

    /// The Listshot device for a device layout: a preset of exactly the config's geometry when there is
    /// one (the iPhone 8's is the iPhone SE preset's), else a device of the config's size, safe area and
    /// scale. Nil for the fixed and fitting layouts.
    var device: Device? {
        guard let name = config.deviceName, let size = config.size else { return nil }
        let inset = config.safeArea
        let points = Size(width: Double(size.width), height: Double(size.height))
        if let preset = Device.presets.first(where: { $0.size == points && $0.scale == scale && $0.safeAreaTop == Double(inset.top)
                                                      && $0.safeAreaBottom == Double(inset.bottom) }) {
            return preset
        }
        let family: DeviceFamily = traits.userInterfaceIdiom == .pad ? .tablet : (inset.bottom > 0 ? .dynamicIslandPhone : .homeButtonPhone)
        return Device(name: name, size: points, scale: scale, safeAreaTop: Double(inset.top), safeAreaBottom: Double(inset.bottom),
                      landscapeSafeArea: safeArea, family: family)
    }

    /// The config's safe area in Listshot's logical insets.
    var safeArea: SafeArea {
        let inset = config.safeArea
        return SafeArea(top: Double(inset.top), leading: Double(inset.left), bottom: Double(inset.bottom), trailing: Double(inset.right))
    }

    /// The options the view is lowered with.
    var options: SwiftUISnapshotOptions {
        let layout: SwiftUISnapshotOptions.Layout
        if device != nil {
            layout = .device
        } else if let size = config.size {
            layout = .fixed(width: Double(size.width), height: Double(size.height))
        } else {
            layout = .sizeThatFits
        }
        return SwiftUISnapshotOptions(device: device, fitWidth: Self.widestFit, theme: "ios", appearance: traits.listshotAppearance,
                                      contentSize: traits.listshotContentSize, direction: traits.listshotDirection,
                                      layout: layout, regularWidth: traits.listshotRegularWidth)
    }

    /// The screen Listshot draws: a device's without its status bar and home indicator (swift-snapshot-testing
    /// draws the window's view hierarchy, not the screen) and with the config's safe area.
    @MainActor
    func screen<V: SwiftUI.View>(_ view: V) -> SwiftUIScreen {
        var snapshot = SwiftUIScreen.make(view, name: "snapshot", options: options)
        if device != nil {
            snapshot.screen.statusBar = nil
            snapshot.screen.homeIndicator = .hidden
            snapshot.screen.safeArea = safeArea
        } else {
            snapshot.screen.frame = snapshot.screen.frame.withScale(scale)
        }
        return snapshot
    }

    /// The view drawn to a PNG image at ``scale``, or why it could not be.
    @MainActor
    func render<V: SwiftUI.View>(_ view: V, renderer: Renderer = Renderer()) -> Result<UIImage, SwiftUISnapshotFailure> {
        let snapshot = screen(view)
        for note in snapshot.notes { FileHandle.standardError.write(Data("SnapshotTesting (Listshot): \(note)\n".utf8)) }
        let png: [UInt8]
        do {
            png = try renderer.render(snapshot.screen, format: .png)
        } catch {
            return .failure(SwiftUISnapshotFailure(message: "Listshot could not draw the \(V.self) view: \(error)"))
        }
        guard let image = UIImage(data: Data(png), scale: CGFloat(scale)) else {
            return .failure(SwiftUISnapshotFailure(message: "Listshot drew the \(V.self) view, but not as a PNG image."))
        }
        return .success(image)
    }
}
