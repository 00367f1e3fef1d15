/// iOS's translucent system fills (`UIColor.systemFill` family, iOS 13+), which UIKit controls draw
/// whatever the app's theme: grey 120/120/128 at an alpha per appearance (docs/mistica.md "Controls").
///
/// ```swift
/// SystemFill.secondary(.day)   // #78788028, the off track of a UISwitch / SwiftUI Toggle
/// ```
public enum SystemFill {
    /// `UIColor.secondarySystemFill`: "Use this color to fill medium-size shapes, such as the
    /// background of a switch" (Apple's UIColor docs); alpha 40/255 by day, 81/255 by night, the
    /// values of Flutter's iOS re-implementation (docs/mistica.md "Controls" cites both).
    public static func secondary(_ appearance: Appearance) -> RGBA {
        RGBA(red: 120, green: 120, blue: 128, alpha: appearance == .day ? 40 : 81)
    }
}
