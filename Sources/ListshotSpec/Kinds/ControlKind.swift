/// The keys of a Mistica cell's `control:` mapping (`navigation` can also stand alone).
///
/// ```yaml
/// control: {switch: true}
/// ```
enum ControlKind: String, SpecKind {
    case navigation, `switch`, checkbox, radio, text, button, icon, centered, badge, custom, view
}

extension ControlKind {
    /// The smallest spec of this control, for messages (docs/specs.md, "Controls").
    var example: String {
        switch self {
        case .navigation: return "navigation"
        case .switch: return "{ switch: true }"
        case .checkbox: return "{ checkbox: true }"
        case .radio: return "{ radio: true }"
        case .text: return "{ text: 62% }"
        case .button: return "{ button: Buy }"
        case .icon: return "{ icon: info }"
        case .centered: return "{ centered: { switch: true } }"
        case .badge: return "{ badge: 3 }"
        case .custom: return "{ custom: { width: 40, height: 40 } }"
        case .view: return "{ view: { text: Hello } }"
        }
    }
}
