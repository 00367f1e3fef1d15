import CoreGraphics
import UIKit

// The iPhone configs of swift-snapshot-testing 1.19.7 (Sources/SnapshotTesting/Common/View.swift):
// the same sizes, safe areas and traits. The scales are Apple's (tech specs: the SE's 1136×640 px
// and the iPhone 8's 1334×750 px and the XR's 1792×828 px are 2×, the others 3×).
extension ViewImageConfig {
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        .phone("iphone-se-1", scale: 2, width: 320, height: 568, top: 20, bottom: 0, landscape: .zero,
               orientation: orientation, traits: .iPhoneSe(orientation))
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        .phone("iphone8", scale: 2, width: 375, height: 667, top: 20, bottom: 0, landscape: .zero,
               orientation: orientation, traits: .iPhone8(orientation))
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        .phone("iphone8-plus", scale: 3, width: 414, height: 736, top: 20, bottom: 0, landscape: .zero,
               orientation: orientation, traits: .iPhone8Plus(orientation))
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        .phone("iphonex", scale: 3, width: 375, height: 812, top: 44, bottom: 34, landscape: .sides(44, bottom: 24),
               orientation: orientation, traits: .iPhoneX(orientation))
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        .phone("iphonexs-max", scale: 3, width: 414, height: 896, top: 44, bottom: 34, landscape: .sides(44, bottom: 24),
               orientation: orientation, traits: .iPhoneXsMax(orientation))
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        .phone("iphonexr", scale: 2, width: 414, height: 896, top: 44, bottom: 34, landscape: .sides(44, bottom: 24),
               orientation: orientation, traits: .iPhoneXr(orientation))
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        .phone("iphone12", scale: 3, width: 390, height: 844, top: 47, bottom: 34, landscape: .sides(47, bottom: 21),
               orientation: orientation, traits: .iPhone12(orientation))
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        .phone("iphone12-pro-max", scale: 3, width: 428, height: 926, top: 47, bottom: 34, landscape: .sides(47, bottom: 21),
               orientation: orientation, traits: .iPhone12ProMax(orientation))
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        .phone("iphone13", scale: 3, width: 390, height: 844, top: 47, bottom: 34, landscape: .sides(47, bottom: 21),
               orientation: orientation, traits: .iPhone13(orientation))
    }

    /// The iPhone 13 mini, with the iPhone 13's traits (as swift-snapshot-testing gives it).
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        .phone("iphone13-mini", scale: 3, width: 375, height: 812, top: 50, bottom: 34, landscape: .sides(50, bottom: 21),
               orientation: orientation, traits: .iPhone13(orientation))
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        .phone("iphone13-pro-max", scale: 3, width: 428, height: 926, top: 47, bottom: 34, landscape: .sides(47, bottom: 21),
               orientation: orientation, traits: .iPhone13ProMax(orientation))
    }

    /// A phone `width` × `height` points in portrait, its safe area `top`/`bottom` in portrait and
    /// `landscape` turned.
    static func phone(_ name: String, scale: CGFloat, width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat,
                      landscape: UIEdgeInsets, orientation: Orientation, traits: UITraitCollection) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(name: name, scale: scale, safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                                   size: CGSize(width: width, height: height), traits: traits)
        case .landscape:
            return ViewImageConfig(name: name, scale: scale, safeArea: landscape, size: CGSize(width: height, height: width), traits: traits)
        }
    }
}

extension UIEdgeInsets {
    /// A landscape phone's insets: `side` at both ends, `bottom` for the home indicator.
    static func sides(_ side: CGFloat, bottom: CGFloat) -> UIEdgeInsets { UIEdgeInsets(top: 0, left: side, bottom: bottom, right: side) }
}
