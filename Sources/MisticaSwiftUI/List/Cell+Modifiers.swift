import SwiftUI

// The modifiers of `Components/List/Cell.swift` @ 5a7641ad (Telefonica/mistica-ios), and the README's
// `shouldShowDivider(_:)` (`Components/List/README.md` @ 9058967f170930138b70d8eb628f20a06c83b05a).
// A still image has no press, no navigation and no assistive technology: the accessibility modifiers are
// kept and draw nothing, as does the destination of `navigationLink(to:)`.

extension Cell {
    /// The same cell pushing `destination` when tapped (the destination is not drawn).
    ///
    /// ```swift
    /// Cell(style: .fullwidth, title: "Settings").navigationLink { SettingsView() }
    /// ```
    public func navigationLink<T: View>(to destination: () -> T) -> Cell<PresetView, HeadlineView, T> {
        var cell = withDestination(destination)
        cell.allowsPressing = true
        return cell
    }

    /// The title's line limit (default 2; nil unlimited).
    ///
    /// ```swift
    /// Cell(style: .boxed, title: longTitle).titleLineLimit(1)
    /// ```
    public func titleLineLimit(_ titleLineLimit: Int?) -> Cell { var cell = self; cell.titleLines = titleLineLimit ?? 0; return cell }

    /// The subtitle's line limit (default 2; nil unlimited).
    ///
    /// ```swift
    /// Cell(style: .boxed, title: "Title", subtitle: longText).subtitleLineLimit(nil)
    /// ```
    public func subtitleLineLimit(_ subtitleLineLimit: Int?) -> Cell { var cell = self; cell.subtitleLines = subtitleLineLimit ?? 0; return cell }

    /// The description's line limit (default 2; nil unlimited).
    ///
    /// ```swift
    /// Cell(style: .boxed, title: "Title", description: longText).descriptionLineLimit(3)
    /// ```
    public func descriptionLineLimit(_ descriptionLineLimit: Int?) -> Cell { var cell = self; cell.descriptionLines = descriptionLineLimit ?? 0; return cell }

    /// The cell's fill instead of `backgroundContainer`.
    ///
    /// ```swift
    /// Cell(style: .boxed, title: "Title").backgroundColor(.backgroundAlternative)
    /// ```
    public func backgroundColor(_ backgroundColor: Color) -> Cell { var cell = self; cell.backgroundColor = backgroundColor; return cell }

    /// The fill while pressed instead of `neutralLow` at 0.8 (a still image is never pressed).
    ///
    /// ```swift
    /// Cell(style: .boxed, title: "Title").pressedBackgroundColor(.brandLow)
    /// ```
    public func pressedBackgroundColor(_ pressedBackgroundColor: Color) -> Cell { var cell = self; cell.pressedBackgroundColor = pressedBackgroundColor; return cell }

    /// Whether the cell highlights when pressed (a still image is never pressed).
    ///
    /// ```swift
    /// Cell(style: .boxed, title: "Title").allowsPressing(false)
    /// ```
    public func allowsPressing(_ allowsPressing: Bool) -> Cell { var cell = self; cell.allowsPressing = allowsPressing; return cell }

    /// The README's divider switch: `false` hides a full-width cell's divider (core `separatorHidden`).
    ///
    /// ```swift
    /// ForEach(rows) { row in Cell(style: .fullwidth, title: row.title).shouldShowDivider(row != rows.last) }
    /// ```
    public func shouldShowDivider(_ shouldShowDivider: Bool) -> Cell { var cell = self; cell.showsDivider = shouldShowDivider; return cell }

    /// Kept for assistive technologies; draws nothing.
    ///
    /// ```swift
    /// Cell(style: .boxed, title: "Title").titleAccessibilityLabel("Account title")
    /// ```
    public func titleAccessibilityLabel(_ titleAccessibilityLabel: String?) -> Cell { self }
    /// Kept for UI tests; draws nothing.
    public func titleAccessibilityIdentifier(_ titleAccessibilityIdentifier: String?) -> Cell { self }
    /// Kept for assistive technologies; draws nothing.
    public func subtitleAccessibilityLabel(_ subtitleAccessibilityLabel: String?) -> Cell { self }
    /// Kept for UI tests; draws nothing.
    public func subtitleAccessibilityIdentifier(_ subtitleAccessibilityIdentifier: String?) -> Cell { self }
    /// Kept for assistive technologies; draws nothing.
    public func descriptionAccessibilityLabel(_ descriptionAccessibilityLabel: String?) -> Cell { self }
    /// Kept for UI tests; draws nothing.
    public func descriptionAccessibilityIdentifier(_ descriptionAccessibilityIdentifier: String?) -> Cell { self }
    /// Kept for assistive technologies; draws nothing.
    public func imageAccessibilityLabel(_ imageAccessibilityLabel: String?) -> Cell { self }
    /// Kept for UI tests; draws nothing.
    public func imageAccessibilityIdentifier(_ imageAccessibilityIdentifier: String?) -> Cell { self }
}
