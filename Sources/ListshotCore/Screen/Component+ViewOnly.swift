extension Component {
    /// Whether this block is a view, space or padding around one, none of the design systems'
    /// lists: such a screen may be narrower than a list's 100 pt.
    ///
    /// ```swift
    /// Component.view(.text("OK")).isViewOnly   // true
    /// ```
    public var isViewOnly: Bool {
        switch self {
        case .view, .spacer: true
        case .padded(_, let inner): inner.isViewOnly
        default: false
        }
    }
}
