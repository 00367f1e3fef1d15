/// The environment a view is drawn in (UIKit `UITraitCollection`): appearance, text size, direction,
/// size classes and scale. Each trait may be unspecified; ``init(traitsFrom:)`` merges collections,
/// later specified traits winning, as UIKit does.
///
/// ```swift
/// let traits = UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(preferredContentSizeCategory: .medium)])
/// ```
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let forceTouchCapability: UIForceTouchCapability
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat

    init(style: UIUserInterfaceStyle = .unspecified, contentSize: UIContentSizeCategory = .unspecified,
         direction: UITraitEnvironmentLayoutDirection = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
         vertical: UIUserInterfaceSizeClass = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
         forceTouch: UIForceTouchCapability = .unknown, scale: CGFloat = 0) {
        userInterfaceStyle = style; preferredContentSizeCategory = contentSize; layoutDirection = direction
        horizontalSizeClass = horizontal; verticalSizeClass = vertical; userInterfaceIdiom = idiom
        forceTouchCapability = forceTouch; displayScale = scale
    }

    /// Every trait unspecified.
    public override convenience init() { self.init(style: .unspecified) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(contentSize: preferredContentSizeCategory) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
    public convenience init(forceTouchCapability: UIForceTouchCapability) { self.init(forceTouch: forceTouchCapability) }
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }

    /// The collections merged: each trait is the last specified one (UIKit's rule).
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: (UITraitCollection) -> T, unspecified: T) -> T {
            collections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(style: last(\.userInterfaceStyle, unspecified: .unspecified),
                  contentSize: last(\.preferredContentSizeCategory, unspecified: .unspecified),
                  direction: last(\.layoutDirection, unspecified: .unspecified),
                  horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified),
                  idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  forceTouch: last(\.forceTouchCapability, unspecified: .unknown),
                  scale: last(\.displayScale, unspecified: 0))
    }

    /// Whether every trait `trait` specifies has the same value here (UIKit `containsTraits(in:)`).
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return UITraitCollection(traitsFrom: [self, trait]) == self
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && preferredContentSizeCategory == other.preferredContentSizeCategory
            && layoutDirection == other.layoutDirection && horizontalSizeClass == other.horizontalSizeClass
            && verticalSizeClass == other.verticalSizeClass && userInterfaceIdiom == other.userInterfaceIdiom
            && forceTouchCapability == other.forceTouchCapability && displayScale == other.displayScale
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle); hasher.combine(preferredContentSizeCategory); hasher.combine(layoutDirection)
        hasher.combine(horizontalSizeClass); hasher.combine(verticalSizeClass); hasher.combine(userInterfaceIdiom)
        hasher.combine(forceTouchCapability); hasher.combine(displayScale)
        return hasher.finalize()
    }
}
