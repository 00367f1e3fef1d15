import SwiftUI

// The styleguide modifiers (`Styleguide/Components/NavigationView+Styleguide.swift` @ 1ca1bf453bff1fd7c6d22472ea7534ce8e2ee413,
// `TabView+Styleguide.swift` @ 05c37be106ef0cba68f764c19fd3eba2a8e2734b). On iOS they set UIKit appearances; Listshot
// draws a Mistica theme's bars in Mistica's style already (docs/screens.md "Colours", ListshotCore `MisticaBarStyle`),
// so these ask for the brand's theme and change nothing else.

extension View {
    /// Mistica's navigation bar: opaque `navigationBarBackground`, no hairline, `textNavigationBarPrimary` titles
    /// (preset 4 medium inline, preset 7 large) and tint.
    ///
    /// ```swift
    /// NavigationStack { content.navigationTitle("Lists") }.misticaNavigationViewStyle()
    /// ```
    public func misticaNavigationViewStyle() -> some View { MisticaThemed(content: self) }

    /// Mistica's tab bar: `appBarBackground` with a `divider` hairline, selected items `textAppBarSelected`.
    ///
    /// ```swift
    /// TabView { … }.misticaTabViewStyle()
    /// ```
    public func misticaTabViewStyle() -> some View { MisticaThemed(content: self) }
}
