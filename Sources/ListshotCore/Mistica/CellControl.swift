/// A Mistica badge (COMPONENTS.md §1.4): a dot, or a count on a `badge` circle.
public enum Badge: Sendable, Hashable {
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

/// The trailing control of a cell (section C).
///
/// ```swift
/// .navigation(badge: .count(3))   // badge, 16, chevron 24, vertically centred
/// .switch(isOn: true)             // iOS toggle 51×31
/// ```
public enum CellControl: Sendable, Hashable {
    case none
    /// `NavigationPresetView`: an optional badge then a 24×24 chevron, 16 apart.
    case navigation(badge: Badge? = nil)
    /// An iOS switch, 51×31.
    case `switch`(isOn: Bool)

    /// The iOS toggle size.
    public static let switchSize = Size(width: 51, height: 31)
}
