import CoreGraphics
import UIKit

// The iPad configs of swift-snapshot-testing 1.19.7 (Sources/SnapshotTesting/Common/View.swift): the
// same sizes for each Split View share, safe areas and traits (regular width for the full screen,
// landscape two thirds, and the 12.9-inch's landscape half). Every iPad is 2× (Apple's tech specs).
extension ViewImageConfig {
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(.full(orientation)) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletScreen(name: "ipad-mini", long: 1024, short: 768, landscape: [320, 507, 694], portrait: [320, 438],
                     regularLandscapeHalf: false, top: 20, bottom: 0).config(orientation)
    }

    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(.full(orientation)) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletScreen(name: "ipad10-2", long: 1080, short: 810, landscape: [320, 535, 750], portrait: [320, 480],
                     regularLandscapeHalf: false, top: 20, bottom: 0).config(orientation)
    }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(.full(orientation)) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletScreen(name: "ipad-pro10-5", long: 1112, short: 834, landscape: [320, 551, 782], portrait: [320, 504],
                     regularLandscapeHalf: false, top: 20, bottom: 0).config(orientation)
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(.full(orientation)) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletScreen(name: "ipad-pro11", long: 1194, short: 834, landscape: [375, 592, 809], portrait: [320, 504],
                     regularLandscapeHalf: false, top: 24, bottom: 20).config(orientation)
    }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(.full(orientation)) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletScreen(name: "ipad-pro12-9", long: 1366, short: 1024, landscape: [375, 678, 981], portrait: [375, 639],
                     regularLandscapeHalf: true, top: 20, bottom: 0).config(orientation)
    }
}

extension ViewImageConfig.TabletOrientation {
    /// The whole screen in `orientation`.
    static func full(_ orientation: ViewImageConfig.Orientation) -> Self {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }
}

/// An iPad's screen: its sides, the Split View widths (landscape one third, half, two thirds;
/// portrait one third, two thirds) and its safe area, the same in every share.
struct TabletScreen {
    var name: String
    var long: CGFloat
    var short: CGFloat
    var landscape: [CGFloat]
    var portrait: [CGFloat]
    /// Whether half the landscape screen still has a regular width (the 12.9-inch's).
    var regularLandscapeHalf: Bool
    var top: CGFloat
    var bottom: CGFloat

    func config(_ orientation: ViewImageConfig.TabletOrientation) -> ViewImageConfig {
        let width: CGFloat, height: CGFloat, regular: Bool
        switch orientation {
        case .landscape(let split):
            height = short
            switch split {
            case .oneThird: width = landscape[0]; regular = false
            case .oneHalf: width = landscape[1]; regular = regularLandscapeHalf
            case .twoThirds: width = landscape[2]; regular = true
            case .full: width = long; regular = true
            }
        case .portrait(let split):
            height = long
            switch split {
            case .oneThird: width = portrait[0]; regular = false
            case .twoThirds: width = portrait[1]; regular = false
            case .full: width = short; regular = true
            }
        }
        return ViewImageConfig(name: name, scale: 2, safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                               size: CGSize(width: width, height: height), traits: regular ? .iPadFull : .iPadCompactSplitView)
    }
}
