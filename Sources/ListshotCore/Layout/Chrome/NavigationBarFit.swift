/// Which back button title shows and where the inline title goes, so that no two bar items
/// overlap (docs/screens.md, "Navigation bar", "Back button and title").
///
/// UIKit's `UINavigationItem.BackButtonDisplayMode.default` tries, "depending on the space
/// available", the previous screen's title, then a generic title ("Back"), then none (the chevron
/// alone) (Apple, `UINavigationItem.BackButtonDisplayMode.default` and `.generic`). Apple does not
/// publish how it measures the space; Listshot's rule:
///
/// 1. the first back title (previous, "Back", none) beside which the title, at its natural
///    width, can sit centred in the bar, `gap` clear of the back button and the trailing items;
/// 2. else the first beside which the whole title fits off centre (moved only as far as needed);
/// 3. else the chevron alone, and the title is cut to the room left.
///
/// Positions are left to right; a right-to-left screen is mirrored afterwards.
struct NavigationBarFit: Equatable {
    enum BackTitle: Equatable { case previous, generic, none }

    /// What the back button shows, and where it ends (its chevron's or label's trailing edge).
    var back: BackTitle
    var backEnd: Double
    /// The inline title's frame across the bar, or nil for no title in the bar.
    var titleX: Double?
    var titleWidth: Double?

    /// - Parameters:
    ///   - leadingLimit: where items may start without a back button (the bar's leading margin).
    ///   - chevronEnd: the chevron's trailing edge, or nil for no back button.
    ///   - labelStart: where a back label starts.
    ///   - labels: the widths of the previous title and of "Back", nil where not shown.
    ///   - title: the inline title's natural width, or nil when the bar shows none.
    ///   - trailingEdge: the leading edge of the trailing items (or the trailing margin).
    static func arrange(width: Double, leadingLimit: Double, chevronEnd: Double?, labelStart: Double,
                        labels: (previous: Double?, generic: Double?), title: Double?, trailingEdge: Double,
                        gap: Double) -> NavigationBarFit {
        let right = trailingEdge - gap
        guard let chevronEnd else {
            guard let title else { return NavigationBarFit(back: .none, backEnd: leadingLimit) }
            let start = leadingLimit
            let shown = min(title, max(0, right - start))
            let x = min(max((width - shown) / 2, start), right - shown)
            return NavigationBarFit(back: .none, backEnd: leadingLimit, titleX: x, titleWidth: shown)
        }
        var candidates: [(BackTitle, Double)] = []
        if let previous = labels.previous { candidates.append((.previous, labelStart + previous)) }
        if let generic = labels.generic { candidates.append((.generic, labelStart + generic)) }
        candidates.append((.none, chevronEnd))

        guard let title else {
            let (back, end) = candidates.first { $0.1 <= right } ?? (.none, chevronEnd)
            return NavigationBarFit(back: back, backEnd: end)
        }
        let centred = (width - title) / 2
        if let (back, end) = candidates.first(where: { $0.1 + gap <= centred && centred + title <= right }) {
            return NavigationBarFit(back: back, backEnd: end, titleX: centred, titleWidth: title)
        }
        if let (back, end) = candidates.first(where: { $0.1 + gap + title <= right }) {
            let x = min(max(centred, end + gap), right - title)
            return NavigationBarFit(back: back, backEnd: end, titleX: x, titleWidth: title)
        }
        let start = chevronEnd + gap
        return NavigationBarFit(back: .none, backEnd: chevronEnd, titleX: start, titleWidth: max(0, right - start))
    }

    init(back: BackTitle, backEnd: Double, titleX: Double? = nil, titleWidth: Double? = nil) {
        self.back = back; self.backEnd = backEnd; self.titleX = titleX; self.titleWidth = titleWidth
    }
}
