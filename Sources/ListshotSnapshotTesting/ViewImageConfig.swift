import CoreGraphics
import ListshotCore
import UIKit

/// A device's screen for a snapshot: its safe area, size in points and traits (swift-snapshot-testing
/// 1.19.7's `ViewImageConfig`, Sources/SnapshotTesting/Common/View.swift). The presets carry the same
/// values; Listshot adds each one's pixel scale (``displayScale``) from Apple's published resolution,
/// which on iOS comes from the simulator instead.
///
/// ```swift
/// assertSnapshot(of: MyView(), as: .image(layout: .device(config: .iPhone13(.landscape))))
/// ```
public struct ViewImageConfig: Sendable {
    /// Portrait or landscape.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// An iPad's orientation and the share of the screen its app takes in Split View.
    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }
        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    /// The size in points; nil sizes the view to fit.
    public var size: CGSize?
    public var traits: UITraitCollection
    /// The name Listshot gives the device (`iphone13`); nil for a config made with ``init(safeArea:size:traits:)``.
    public var deviceName: String?
    /// Pixels per point: the device's (3 for an iPhone 13), or 0 for a config made with
    /// ``init(safeArea:size:traits:)``, which then takes the traits' scale or 3.
    public var displayScale: CGFloat

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea; self.size = size; self.traits = traits; deviceName = nil; displayScale = 0
    }

    init(name: String, scale: CGFloat, safeArea: UIEdgeInsets, size: CGSize, traits: UITraitCollection) {
        self.init(safeArea: safeArea, size: size, traits: traits)
        deviceName = name; displayScale = scale
    }
}
