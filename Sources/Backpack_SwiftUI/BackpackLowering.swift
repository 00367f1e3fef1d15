package import ListshotCore
import SwiftUI

/// What the module's views share when they lower (docs/backpack.md, "SwiftUI API").
enum BackpackLowering {
    /// A text in a Backpack style and colour token, as `BPKText` draws it.
    static func text(_ string: String, style: ListshotCore.BPKFontStyle, token: String, lineLimit: Int?) -> ViewNode {
        ViewNode(.text(ViewText(string, font: .backpack(style), color: .token(token), lineLimit: lineLimit)))
    }

    /// An app's view in a slot, as one node (several become a `VStack`, as a `@ViewBuilder` closure's body would stack).
    @MainActor
    static func single(_ view: some View, in context: LoweringContext) -> ViewNode {
        let nodes = view.lowered(in: context)
        return nodes.count == 1 ? nodes[0] : ViewNode.vstack(spacing: nil, nodes)
    }
}
