/// The keys that say what a ListKit item is; the first one present wins, and `label` beside `swatch` captions it.
///
/// ```yaml
/// items: [{swatch: coreAccent, label: Accent}, {cell: {title: Wi-Fi}}]
/// ```
enum ListItemKind: String, SpecKind {
    case swatch, label, image, cell, view

    /// How a message lists the kind.
    var described: String {
        switch self {
        case .swatch: return "\(rawValue) (with an optional \(ListItemKind.label.rawValue))"
        case .label, .image, .cell, .view: return rawValue
        }
    }
}
