/// SwiftUI `Button(action:label:)` in the plain style: draws its label as it is, and its frame is
/// a touch target that `listshot audit` measures (docs/views.md, docs/audit.md). The action is
/// never run: a snapshot has no taps. Several label views stack vertically, as a `VStack` would.
///
/// ```swift
/// Button(action: {}) { Text("Follow").padding(.horizontal, 12).background(Capsule().fill(.token("brandLow"))) }
/// ```
public struct Button: ViewConvertible, Sendable, Hashable {
    /// What the button draws.
    public var label: ViewNode

    /// A button whose label `label` builds; `action` is accepted for SwiftUI's spelling and not kept.
    ///
    /// ```swift
    /// Button { } label: { Image(icon: .share) }
    /// ```
    public init(action: () -> Void = {}, @ViewBuilder label: () throws -> [ViewNode]) rethrows {
        let views = try label()
        self.label = views.count == 1 ? views[0] : ViewNode.vstack(views)
    }

    /// The spec's `button: VIEW`.
    ///
    /// ```swift
    /// Button { } label: { Text("Go") }.view == ViewNode(.button(label: ViewNode.text("Go")))
    /// ```
    public var view: ViewNode { ViewNode(.button(label: label)) }
}
