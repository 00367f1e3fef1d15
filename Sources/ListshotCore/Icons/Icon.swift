/// The built-in vector icons, drawn in a 24×24 view box.
///
/// Outline icons are stroked (width 2, round caps) and tinted by the theme; they stay vectors in
/// SVG and PDF output.
///
/// ```swift
/// Cell(title: "Favourites", assetType: .smallIcon(.heart))
/// ```
public enum Icon: String, Sendable, Hashable, Codable, CaseIterable {
    case chevronRight = "chevron-right"
    case chevronLeft = "chevron-left"
    case chevronUp = "chevron-up"
    case chevronDown = "chevron-down"
    case addCircle = "add-circle"
    case arrowRight = "arrow-right"
    case check
    case close
    case info
    case heart
    case star
    case search
    case user
    case bell
    case wifi
    case phone
    case home
    case settings
    case card
    case more
    case plus
    case share

    /// The view box every icon is drawn in.
    public static let viewBox = Size(width: 24, height: 24)

    /// Whether the icon points somewhere and so mirrors in right-to-left layouts.
    public var isDirectional: Bool {
        switch self {
        case .chevronRight, .chevronLeft, .arrowRight: return true
        default: return false
        }
    }

    /// The outline and how it is painted (stroke width in view-box units, or filled).
    public var geometry: (path: VectorPath, strokeWidth: Double?) {
        switch self {
        case .chevronRight: return (VectorPath([.move(9, 5.5), .line(15.5, 12), .line(9, 18.5)]), 2)
        case .chevronLeft: return (VectorPath([.move(15, 5.5), .line(8.5, 12), .line(15, 18.5)]), 2)
        case .chevronUp: return (VectorPath([.move(5.5, 15), .line(12, 8.5), .line(18.5, 15)]), 2)
        case .chevronDown: return (VectorPath([.move(5.5, 9), .line(12, 15.5), .line(18.5, 9)]), 2)
        case .addCircle:
            return (VectorPath(VectorPath.circle(cx: 12, cy: 12, r: 9)
                + [.move(12, 8), .line(12, 16), .move(8, 12), .line(16, 12)]), 2)
        case .arrowRight: return (VectorPath([.move(4, 12), .line(20, 12), .move(14, 6), .line(20, 12), .line(14, 18)]), 2)
        case .check: return (VectorPath([.move(4.5, 12.5), .line(9.5, 17.5), .line(19.5, 7)]), 2)
        case .close: return (VectorPath([.move(6, 6), .line(18, 18), .move(18, 6), .line(6, 18)]), 2)
        case .info:
            return (VectorPath(VectorPath.circle(cx: 12, cy: 12, r: 9)
                + [.move(12, 11), .line(12, 17), .move(12, 7.5), .line(12, 7.6)]), 2)
        case .heart:
            return (VectorPath([
                .move(12, 20),
                .cubic(12, 20, 3, 14.5, 3, 8.75),
                .cubic(3, 6, 5.2, 4, 7.75, 4),
                .cubic(9.6, 4, 11.2, 5.1, 12, 6.6),
                .cubic(12.8, 5.1, 14.4, 4, 16.25, 4),
                .cubic(18.8, 4, 21, 6, 21, 8.75),
                .cubic(21, 14.5, 12, 20, 12, 20),
                .close,
            ]), 2)
        case .star:
            return (VectorPath([
                .move(12, 3), .line(14.7, 8.6), .line(20.6, 9.3), .line(16.2, 13.4), .line(17.4, 19.4),
                .line(12, 16.4), .line(6.6, 19.4), .line(7.8, 13.4), .line(3.4, 9.3), .line(9.3, 8.6), .close,
            ]), 2)
        case .search:
            return (VectorPath(VectorPath.circle(cx: 10.5, cy: 10.5, r: 6.5) + [.move(15.5, 15.5), .line(20.5, 20.5)]), 2)
        case .user:
            return (VectorPath(VectorPath.circle(cx: 12, cy: 8, r: 4)
                + [.move(4.5, 20.5), .cubic(4.5, 16.4, 7.9, 14, 12, 14), .cubic(16.1, 14, 19.5, 16.4, 19.5, 20.5)]), 2)
        case .bell:
            return (VectorPath([
                .move(6, 16.5), .line(6, 10.5), .cubic(6, 7.2, 8.7, 4.5, 12, 4.5), .cubic(15.3, 4.5, 18, 7.2, 18, 10.5),
                .line(18, 16.5), .line(19.5, 18), .line(4.5, 18), .close, .move(10, 20.5), .line(14, 20.5),
            ]), 2)
        case .wifi:
            return (VectorPath([
                .move(2.5, 9), .cubic(7.8, 4.3, 16.2, 4.3, 21.5, 9),
                .move(5.5, 12.5), .cubic(9.1, 9.5, 14.9, 9.5, 18.5, 12.5),
                .move(8.5, 16), .cubic(10.5, 14.5, 13.5, 14.5, 15.5, 16),
                .move(12, 19.5), .line(12, 19.6),
            ]), 2)
        case .phone:
            return (VectorPath([
                .move(7.5, 3.5), .line(10, 8.5), .line(8.2, 10.3), .cubic(9.4, 12.7, 11.3, 14.6, 13.7, 15.8),
                .line(15.5, 14), .line(20.5, 16.5), .line(20.5, 19.5), .cubic(20.5, 20.1, 20, 20.5, 19.5, 20.5),
                .cubic(10.9, 20.5, 3.5, 13.1, 3.5, 4.5), .cubic(3.5, 4, 3.9, 3.5, 4.5, 3.5), .close,
            ]), 2)
        case .home:
            return (VectorPath([
                .move(3.5, 11), .line(12, 4), .line(20.5, 11), .move(5.5, 9.5), .line(5.5, 20), .line(10, 20), .line(10, 14.5),
                .line(14, 14.5), .line(14, 20), .line(18.5, 20), .line(18.5, 9.5),
            ]), 2)
        case .settings:
            // Eight teeth at 45° steps (cos 45° = sin 45° ≈ 0.7071).
            let directions: [(Double, Double)] = [(1, 0), (0.7071, 0.7071), (0, 1), (-0.7071, 0.7071),
                                                  (-1, 0), (-0.7071, -0.7071), (0, -1), (0.7071, -0.7071)]
            let teeth: [VectorPath.Command] = directions.flatMap { c, s -> [VectorPath.Command] in
                [.move(12 + 6.5 * c, 12 + 6.5 * s), .line(12 + 9 * c, 12 + 9 * s)]
            }
            return (VectorPath(VectorPath.circle(cx: 12, cy: 12, r: 6.5) + VectorPath.circle(cx: 12, cy: 12, r: 2.5) + teeth), 2)
        case .card:
            return (VectorPath([
                .move(4, 6), .line(20, 6), .line(20, 18), .line(4, 18), .close, .move(4, 10), .line(20, 10), .move(7, 14.5), .line(10, 14.5),
            ]), 2)
        case .more:
            return (VectorPath([.move(5.5, 12), .line(5.6, 12), .move(12, 12), .line(12.1, 12), .move(18.5, 12), .line(18.6, 12)]), 2.6)
        case .plus: return (VectorPath([.move(12, 5), .line(12, 19), .move(5, 12), .line(19, 12)]), 2)
        case .share:
            return (VectorPath([
                .move(12, 3.5), .line(12, 14.5), .move(8, 7.5), .line(12, 3.5), .line(16, 7.5),
                .move(8.5, 10.5), .line(5.5, 10.5), .line(5.5, 20.5), .line(18.5, 20.5), .line(18.5, 10.5), .line(15.5, 10.5),
            ]), 2)
        }
    }

    /// All icon names, comma separated (for error messages).
    public static var knownNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
