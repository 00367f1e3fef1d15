/// The lengths SwiftUI leaves to "the system", and the values Listshot uses for them.
///
/// Apple documents that these defaults exist but not their values, so each names what it follows.
public enum ViewLayoutDefaults {
    /// The default distance between two views in a stack: 8 pt (OpenSwiftUI's `defaultSpacing`,
    /// `CGSize(width: 8, height: 8)` in Sources/OpenSwiftUI/Util/OpenSwiftUIGlue.swift @ 069dd80).
    ///
    /// Apple: `HStack(alignment:spacing:content:)` and `VStack(alignment:spacing:content:)` take
    /// "The distance between adjacent subviews, or `nil` if you want the stack to choose a default
    /// distance for each pair of subviews" (developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)).
    /// The per-pair distances are ``spacing(between:and:along:)``; this is the one a pair falls back to.
    public static let stackSpacing: Double = 8

    /// The default distance between `first` and the `next` view along a stack's `axis`.
    ///
    /// OpenSwiftUI `ViewSpacing.distance(to:along:)` (Sources/OpenSwiftUICore/Layout/Layout.swift
    /// @ 069dd80) takes, for the abutting edges, the largest distance of a category both views
    /// name, else the larger of the two views' uncategorised distances, else ``stackSpacing``:
    /// - a spacer's spacing is `.horizontal(.zero)` / `.vertical(.zero)` (uncategorised 0 on its
    ///   two edges along the axis, Sources/OpenSwiftUICore/Layout/Separator/Spacer.swift), and a
    ///   plain view's `Spacing()` has none, so beside a spacer the distance is max(0, −∞) = 0;
    /// - a text's spacing (Sources/OpenSwiftUICore/View/Text/Text/Text+Spacing.swift) names only
    ///   its top and bottom edges in horizontal writing, so across an `HStack` a text pairs with
    ///   anything at ``stackSpacing``.
    /// Vertically, a text's top and bottom distances come from its font's ascender, descender,
    /// cap height and leading, which the text measurer does not report yet; Listshot uses
    /// ``stackSpacing`` for those pairs too (docs/views.md "Layout rules").
    static func spacing(between first: ViewNode, and next: ViewNode, along axis: StackAxis) -> Double {
        if first.isBareSpacer || next.isBareSpacer { return 0 }
        return stackSpacing
    }

    /// The minimum length of a `Spacer()` without one: 8 pt.
    ///
    /// Apple, `Spacer.minLength`: "If `nil`, the system default spacing between views is used"
    /// (developer.apple.com/documentation/swiftui/spacer/minlength); OpenSwiftUI's spacer uses
    /// `defaultSpacingValue[orientation]`, 8 (Spacer.swift @ 069dd80).
    public static let spacerMinLength: Double = 8

    /// The length of `padding()` without one: 16 pt on every edge.
    ///
    /// Apple, `padding(_:_:)`: "If you set the value to `nil`, SwiftUI uses a platform-specific
    /// default amount" (developer.apple.com/documentation/swiftui/view/padding(_:_:)). The amount
    /// is not documented; 16 is the value OpenSwiftUI's reimplementation uses
    /// (`DefaultPaddingKey.defaultValue = EdgeInsets(_all: 16)` in `DefaultPadding.swift`).
    public static let padding: Double = 16

    /// The thickness of a `Divider`: one device pixel (0.5 pt at 2×, ⅓ pt at 3×), and 1 pt at
    /// accessibility text sizes.
    ///
    /// Apple documents where a divider extends ("When contained in a stack, the divider extends
    /// across the minor axis of the stack, or horizontally when not in a stack",
    /// developer.apple.com/documentation/swiftui/divider) but not its thickness. OpenSwiftUI's
    /// `EnvironmentValues.dividerThickness` is `dynamicTypeSize.isAccessibilitySize ? 1.0 : pixelLength`
    /// (Sources/OpenSwiftUICore/Data/EnvironmentKeys/EnvironmentAdditions.swift @ 069dd80), which
    /// `PlainDividerStyle` uses as the frame's thickness, and `DividerUITests`
    /// (Example/OpenSwiftUIUITests/Layout/Separator/DividerUITests.swift) checks at `.large` and `.accessibility1`.
    public static func dividerThickness(scale: Double, contentSize: ContentSizeCategory) -> Double {
        if contentSize >= .accessibilityMedium { return 1 }
        return scale > 0 ? 1 / scale : 1
    }

    /// A divider's colour in day screens: UIKit's `separator` in light mode, (60, 60, 67) at 29%
    /// (#3C3C434A). Not a theme token, since a view tree may be drawn with any design system's theme.
    public static let dividerColor = RGBA(red: 60, green: 60, blue: 67, alpha: 74)
    /// A divider's colour in night screens: UIKit's `separator` in dark mode, (84, 84, 88) at 60% (#54545899).
    public static let nightDividerColor = RGBA(red: 84, green: 84, blue: 88, alpha: 153)

    /// The divider colour for `appearance`, as `UIColor.separator` resolves in light and dark mode.
    public static func dividerColor(_ appearance: Appearance) -> RGBA {
        appearance == .night ? nightDividerColor : dividerColor
    }

    /// The side of a shape or resizable image offered nil (its ideal size): 10 pt.
    ///
    /// Apple, `Shape.sizeThatFits(_:)`'s default: "Returns the original proposal, with nil
    /// components replaced by a small positive value"
    /// (developer.apple.com/documentation/swiftui/shape/sizethatfits(_:)); and
    /// `ProposedViewSize.replacingUnspecifiedDimensions(by:)`, whose "default value is `10` for both
    /// dimensions", "to prevent a flexible view from disappearing into a zero-sized frame"
    /// (developer.apple.com/documentation/swiftui/proposedviewsize/replacingunspecifieddimensions(by:)).
    public static let shapeIdealLength: Double = 10

    /// The narrowest a design-system component lays out: 100 pt, the narrowest screen a list is
    /// drawn in (`ScreenLayout`'s "too narrow for a list" rule). Offered less, it takes 100.
    public static let componentMinimumWidth: Double = 100
}
