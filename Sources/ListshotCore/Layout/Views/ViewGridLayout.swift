/// The track arithmetic of SwiftUI's grids, apart from any view (docs/swiftui.md, "Grids").
///
/// ```swift
/// ViewGridLayout.tracks([ViewGridItem(.adaptive(minimum: 80))], available: 370).count   // 4
/// ```
public enum ViewGridLayout {
    /// The most columns a grid, or tracks a lazy grid, may have.
    public static let maximumTracks = 512

    /// One track of a lazy grid: its size across, the spacing after it, and where cells sit in it.
    public struct Track: Sendable, Hashable {
        public var size: Double
        public var spacingAfter: Double
        public var alignment: Alignment
    }

    /// The tracks `items` make in `available` points across (nil: each at its smallest).
    ///
    /// Apple, `GridItem.Size.flexible(minimum:maximum:)`: "The size of this item is the size of the grid
    /// with spacing and inflexible items removed, divided by the number of flexible items, clamped to the
    /// provided bounds." `adaptive(minimum:maximum:)`: "places one or more items into the space assigned
    /// to a single flexible item, using the provided bounds and spacing to decide exactly how many items
    /// fit. This approach prefers to insert as many items of the minimum size as possible but lets them
    /// increase to the maximum size" (developer.apple.com/documentation/swiftui/griditem/size-swift.enum).
    /// Listshot reads "as many as fit" as ⌊(space + spacing) ÷ (minimum + spacing)⌋, at least 1, sharing
    /// the space less the spacing between them, each at most `maximum`.
    public static func tracks(_ items: [ViewGridItem], available: Double?) -> [Track] {
        let items = Array(items.prefix(maximumTracks))
        guard !items.isEmpty else { return [] }
        func spacing(_ item: ViewGridItem) -> Double { clean(item.spacing ?? ViewLayoutDefaults.stackSpacing) }
        let between = items.dropLast().reduce(0) { $0 + spacing($1) }
        // Each item's share: fixed items their size, flexible and adaptive ones the rest, clamped.
        var shares = [Double?](repeating: nil, count: items.count)
        var rest = available.map { clean($0) - between } ?? 0
        for (index, item) in items.enumerated() {
            if case .fixed(let size) = item.size { shares[index] = clean(size); rest -= clean(size) }
            else if available == nil { shares[index] = bounds(item.size).minimum }
        }
        var open = items.indices.filter { shares[$0] == nil }
        while !open.isEmpty {
            let share = max(0, rest) / Double(open.count)
            let clamped = open.filter { let b = bounds(items[$0].size); return share < b.minimum || share > b.maximum }
            if clamped.isEmpty {
                for index in open { shares[index] = share }
                break
            }
            for index in clamped {
                let b = bounds(items[index].size)
                let value = min(max(share, b.minimum), b.maximum)
                shares[index] = value; rest -= value
            }
            open.removeAll { clamped.contains($0) }
        }
        var tracks: [Track] = []
        for (index, item) in items.enumerated() {
            let share = shares[index] ?? 0
            let after = index == items.count - 1 ? 0 : spacing(item)
            let alignment = item.alignment ?? .center
            if case .adaptive(let minimum, let maximum) = item.size {
                let minimum = max(clean(minimum), 1), gap = spacing(item)
                let fitting = Int(min(Double(maximumTracks), ((share + gap) / (minimum + gap)).rounded(.down)))
                let count = max(1, min(fitting, maximumTracks - tracks.count))
                let cap = maximum.isInfinite || maximum.isNaN ? Double.infinity : max(clean(maximum), minimum)
                let size = min((share - gap * Double(count - 1)) / Double(count), cap)
                for sub in 0..<count {
                    tracks.append(Track(size: max(size, 0), spacingAfter: sub == count - 1 ? after : gap, alignment: alignment))
                }
            } else {
                tracks.append(Track(size: share, spacingAfter: after, alignment: alignment))
            }
            if tracks.count >= maximumTracks { break }
        }
        if let last = tracks.indices.last { tracks[last].spacingAfter = 0 }
        return tracks
    }

    private static func bounds(_ size: ViewGridItem.Size) -> (minimum: Double, maximum: Double) {
        switch size {
        case .fixed(let value): return (clean(value), clean(value))
        case .flexible(let minimum, let maximum):
            let low = clean(minimum)
            return (low, max(low, maximum.isNaN ? .infinity : maximum))
        case .adaptive(let minimum, _):
            // As one flexible item: at least its minimum; `maximum` caps each of the items inside.
            return (clean(minimum), .infinity)
        }
    }

    /// A length from user code as a usable one: NaN, negative and infinite read as 0.
    static func clean(_ value: Double) -> Double {
        value.isFinite && value > 0 ? min(value, maximumLength) : 0
    }
}
