/// The keys of a Mistica cell's `control:` mapping (`navigation` can also stand alone).
///
/// ```yaml
/// control: {switch: true}
/// ```
enum ControlKind: String, SpecKind {
    case navigation, `switch`, checkbox, radio, text, button, icon, centered, badge, custom, view
}
