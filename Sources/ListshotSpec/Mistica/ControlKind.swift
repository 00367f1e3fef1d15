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

extension ControlKind {
    /// Words iOS and SwiftUI use for a control Listshot names otherwise, with whose word it is
    /// (docs/specs.md, "Words from iOS and SwiftUI"). They are named in the error, not read: a
    /// control's key is also its value's name in the display list.
    static let iOSWords: [String: (kind: ControlKind, source: String)] = [
        "toggle": (.switch, "SwiftUI's `Toggle`"),
        "Toggle": (.switch, "SwiftUI's `Toggle`"),
        "UISwitch": (.switch, "UIKit's `UISwitch`"),
        "disclosureIndicator": (.navigation, "UIKit's accessory `disclosureIndicator`"),
        "chevron": (.navigation, "the disclosure chevron"),
    ]

    /// The error sentence for an iOS word, or nil.
    static func iOSWordMessage(_ word: String) -> String? {
        guard let (kind, source) = iOSWords[word] else { return nil }
        return "'\(word)' is \(source), which Listshot calls `\(kind.rawValue)`: write `control: \(kind.example)`."
    }
}
