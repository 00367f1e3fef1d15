/// The lengths SwiftUI leaves to "the system", and the values Listshot uses for them.
///
/// Apple documents that these defaults exist but not their values, so each names what it follows.
public enum ViewLayoutDefaults {
    /// The spacing of a stack whose `spacing` is nil: 8 pt.
    ///
    /// Apple: `HStack(alignment:spacing:content:)` and `VStack(alignment:spacing:content:)` take
    /// "The distance between adjacent subviews, or `nil` if you want the stack to choose a default
    /// distance for each pair of subviews" (developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)).
    /// The per-pair distances are not documented; Listshot uses one value for every pair, text
    /// or not: 8 pt, Auto Layout's standard space between sibling views.
    public static let stackSpacing: Double = 8

    /// The minimum length of a `Spacer()` without one: 8 pt.
    ///
    /// Apple, `Spacer.minLength`: "If `nil`, the system default spacing between views is used"
    /// (developer.apple.com/documentation/swiftui/spacer/minlength). Listshot's default spacing
    /// between views is ``stackSpacing``.
    public static let spacerMinLength: Double = 8

    /// The length of `padding()` without one: 16 pt on every edge.
    ///
    /// Apple, `padding(_:_:)`: "If you set the value to `nil`, SwiftUI uses a platform-specific
    /// default amount" (developer.apple.com/documentation/swiftui/view/padding(_:_:)). The amount
    /// is not documented; 16 is the value OpenSwiftUI's reimplementation uses
    /// (`DefaultPaddingKey.defaultValue = EdgeInsets(_all: 16)` in `DefaultPadding.swift`).
    public static let padding: Double = 16

    /// The thickness of a `Divider`: 1 pt.
    ///
    /// Apple documents where a divider extends ("When contained in a stack, the divider extends
    /// across the minor axis of the stack, or horizontally when not in a stack",
    /// developer.apple.com/documentation/swiftui/divider) but not its thickness; Listshot draws
    /// 1 pt, not a one-pixel hairline, so the line is the same at every scale.
    public static let dividerThickness: Double = 1

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
