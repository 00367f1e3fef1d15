/// A Mistica badge (docs/components.md §1.4): a dot, or a count on a `badge` circle.
public enum Badge: Sendable, Hashable, Codable {
    /// An 8×8 dot.
    case dot
    /// A number; 0 hides the badge, 1–9 draw in a 20×20 circle, above 9 "+9" in a 28×20 capsule.
    case count(Int)

    /// The label, or nil when nothing is drawn as text.
    public var label: String? {
        switch self {
        case .dot: return nil
        case .count(let n): return n <= 0 ? nil : (n > 9 ? "+9" : String(n))
        }
    }

    /// The drawn size, or nil when hidden.
    public var size: Size? {
        switch self {
        case .dot: return Size(width: 8, height: 8)
        case .count(let n):
            if n <= 0 { return nil }
            return n > 9 ? Size(width: 28, height: 20) : Size(width: 20, height: 20)
        }
    }
}

/// The look of a small button control.
public enum CellButtonStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// Filled with `brand` (`inverse` on boxedInverse), label `textPrimaryInverse` (`brand`).
    case primary
    /// Outlined in `brand` (`inverse`), label in the same colour.
    case secondary
}

/// The trailing control of a cell (section C, docs/components.md §1.2).
///
/// Controls are top-aligned with the text column unless the cell has only a title; the navigation
/// preset and anything wrapped in ``verticallyCentered(_:)`` centre in the cell instead.
///
/// ```swift
/// .navigation(badge: .count(3))          // badge, 16, chevron 24, vertically centred
/// .switch(isOn: true)                    // iOS toggle 51×31
/// .checkbox(isChecked: false)            // 24×24
/// .text("12 GB")                         // a trailing value
/// .button("Buy", style: .primary)        // a 32 pt small button
/// .verticallyCentered(.switch(isOn: false))
/// .verticallyCentered(.switch(isOn: false), background: .token("backgroundAlternative"))  // a filled slot
/// .badge(.count(3))                      // NavigationPresetView with isNavigationIconHidden
/// .custom(width: 40, height: 40, color: .literal(.white))  // a placeholder view, as Mistica's tests use
/// .stretchedCustom(width: 40, color: .token("brand"))      // the same, as tall as the row inside its padding
/// ```
public indirect enum CellControl: Sendable, Hashable, Codable {
    case none
    /// `NavigationPresetView`: an optional badge then a 24×24 chevron, 16 apart, centred.
    case navigation(badge: Badge? = nil)
    /// An iOS switch, 51×31.
    case `switch`(isOn: Bool)
    /// A Mistica checkbox: an 18 pt square with `radius.checkbox` corners in a 24 pt box.
    case checkbox(isChecked: Bool)
    /// A Mistica radio button: a 20 pt circle in a 24 pt box.
    case radio(isSelected: Bool)
    /// A trailing text value, preset 2, one line, at most 40% of the row.
    case text(String)
    /// A small button: 32 tall, padding 16, preset 2 medium, `radius.button` corners.
    case button(String, style: CellButtonStyle = .primary)
    /// An icon-only control: a 24 pt icon tinted `neutralHigh`.
    case icon(Icon)
    /// `VerticallyCenteredPresetView`: the control centred in the cell instead of top-aligned.
    /// The preset view fills the control slot (`addSubview(withDefaultConstraints:)`) and sets no
    /// background of its own; `background` gives it one, filling the slot (the control's width, the
    /// row's height inside its 16 pt padding) behind the control (docs/mistica.md "Controls").
    case verticallyCentered(CellControl, background: ColorReference? = nil)
    /// `NavigationPresetView` with `isNavigationIconHidden = true`: the badge alone, centred.
    case badge(Badge)
    /// A custom control view: a placeholder rectangle of the given size and colour (Mistica's UIKit
    /// list tests put a plain coloured `UIView` in `controlView`).
    case custom(width: Double, height: Double, color: ColorReference)
    /// A custom control view with no height of its own: it stretches to the row's height inside
    /// the 16 pt padding, as a `controlView` pinned top and bottom would (docs/mistica.md "Controls").
    case stretchedCustom(width: Double, color: ColorReference)
    /// Any view in section C (SwiftUI `Cell`'s `presetView`, UIKit's `CellRightSectionView`
    /// custom view), offered up to ``maximumWidthFraction`` of the row's inner width.
    case view(ViewNode)

    /// The iOS toggle size.
    public static let switchSize = Size(width: 51, height: 31)
    /// The box of checkboxes, radios, icons and the chevron.
    public static let iconBoxSide = 24.0
    /// Small button figures (Mistica `Button` small): height 32, horizontal padding 16.
    public static let buttonHeight = 32.0
    public static let buttonPadding = 16.0
    /// The widest a trailing text or button may be, as a fraction of the row's inner width.
    public static let maximumWidthFraction = 0.4

    /// The control without a ``verticallyCentered(_:)`` wrapper.
    public var unwrapped: CellControl {
        if case .verticallyCentered(let inner, _) = self { return inner.unwrapped }
        return self
    }

    /// The slot background of a ``verticallyCentered(_:background:)`` wrapper, if any.
    public var slotBackground: ColorReference? {
        if case .verticallyCentered(let inner, let background) = self { return background ?? inner.slotBackground }
        return nil
    }

    /// Whether the control is as tall as the row (inside its padding) rather than its own height.
    public var stretchesToRowHeight: Bool {
        if case .stretchedCustom = unwrapped { return true }
        return false
    }

    /// Whether the control centres in the cell whatever the text holds.
    public var isVerticallyCentered: Bool {
        switch self {
        case .navigation, .badge, .verticallyCentered: return true
        default: return false
        }
    }
}
