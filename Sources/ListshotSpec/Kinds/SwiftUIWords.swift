/// SwiftUI names a view spec's author may write for a kind or a modifier Listshot spells
/// otherwise (docs/views.md, "Errors"; docs/specs.md, "Words from iOS and SwiftUI"). They are
/// not read, since a view's keys are also its modifier chain: the error names what to write.
///
/// ```swift
/// SwiftUIWords.viewKinds["Rectangle"]        // "write `shape: rectangle`"
/// SwiftUIWords.modifiers["foregroundColor"]  // "a text's or an icon's colour is its `color:` key…"
/// ```
enum SwiftUIWords {
    /// Kind keys: SwiftUI views and what a view spec writes for them. (`VStack`, `Text`, … differ
    /// from ours in capitals only, which the spelling suggestion already names.)
    static let viewKinds: [String: String] = [
        "Rectangle": "SwiftUI's `Rectangle()` is a shape here: write `shape: rectangle`.",
        "RoundedRectangle": "SwiftUI's `RoundedRectangle` is a shape here: write `shape: roundedRectangle` with `cornerRadius: R`.",
        "Capsule": "SwiftUI's `Capsule()` is a shape here: write `shape: capsule`.",
        "Circle": "SwiftUI's `Circle()` is a shape here: write `shape: circle`.",
        "Color": "SwiftUI's `Color` as a view is a filled shape here: write `shape: rectangle` with `fill: COLOR`.",
        "LazyVStack": "a lazy stack lays out as a plain one: write `vstack: […]`.",
        "LazyHStack": "a lazy stack lays out as a plain one: write `hstack: […]`.",
        "Label": "SwiftUI's `Label` is an icon and a text side by side: write `hstack: [{ icon: NAME }, { text: TITLE }]`.",
        "ViewThatFits": "SwiftUI's `ViewThatFits` is `viewThatFits: [VIEW, …]`, with `axes: horizontal` for `ViewThatFits(in: .horizontal)`.",
        "GeometryReader": "SwiftUI's `GeometryReader` is `geometryReader: [VIEW, …]`; its views size themselves with `relativeFrame: {width: 0.5}`.",
        "List": "SwiftUI's `List` is `systemList: {style: insetGrouped, sections: [{header: TITLE, rows: [VIEW, …]}]}` (`list:` is Mistica's cell list; docs/lists.md).",
        "Form": "SwiftUI's `Form` is an inset grouped list: write `systemList: {sections: [{rows: [VIEW, …]}]}` (docs/lists.md).",
        "Section": "SwiftUI's `Section` is one of a `systemList`'s `sections:`, `{header: TITLE, footer: TEXT, rows: [VIEW, …]}` (docs/lists.md).",
        "systemName": "an SF Symbol is an icon here: write `icon: NAME` (docs/specs.md, \"Icons\").",
    ]

    /// Keys beside a kind: SwiftUI modifiers and the key that does their work here.
    static let modifiers: [String: String] = [
        "foregroundColor": "SwiftUI's `foregroundColor(_:)` is the `color:` key: of a text or an icon, or of any view whose texts take it (a shape's is `fill:`).",
        "foregroundStyle": "SwiftUI's `foregroundStyle(_:)` is the `color:` key: of a text or an icon, or of any view whose texts take it (a shape's is `fill:`).",
        "tint": "SwiftUI's `tint(_:)` is the `color:` key of a text or an icon (a shape's is `fill:`).",
        "clipShape": "SwiftUI's `clipShape(_:)` is the `clip:` modifier: write `clip: circle`.",
        "clipped": "SwiftUI's `clipped()` is the `clip:` modifier: write `clip: rectangle`.",
        "fontWeight": "a text's weight goes in its font: write `font: { preset: N, weight: bold }`.",
        "bold": "a text's weight goes in its font: write `font: { preset: N, weight: bold }`.",
        "resizable": "SwiftUI's `resizable()` is an image's `resizable: true` key (or `contentMode:`, which implies it).",
        "zIndex": "views are drawn in the order written; in a `zstack` the last is on top.",
    ]
}
