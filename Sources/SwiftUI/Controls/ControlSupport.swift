internal import ListshotCore

/// A colour already resolved, as a shape style (to set a control's foreground for its label views).
struct _ResolvedStyle: ShapeStyle, PaintableShapeStyle {
    let reference: ColorReference
    @MainActor func _paint(in environment: EnvironmentValues, context: LoweringContext) -> ColorReference { reference }
}

/// What the controls share: the tint, text and symbol nodes, dimming, and reading a label's text.
@MainActor
enum Controls {
    /// The tint in effect (`tint(_:)`, else system blue).
    static func tint(_ context: LoweringContext) -> ColorReference {
        Color.accentColor.reference(in: context.environment, context: context)
    }

    /// A text node of `string` in `style` at `color` (nil: the environment's foreground).
    static func text(_ string: String, style: IOSTextStyle = .body, weight: FontWeight? = nil, color: ColorReference?) -> ViewNode {
        ViewNode.text(string, font: .textStyle(style, weight: weight), color: color)
    }

    /// `view` lowered with `foreground` as its foreground style (a control's label colour).
    static func lower<V: View>(_ view: V, foreground: ColorReference?, in context: LoweringContext) -> [ViewNode] {
        guard let foreground else { return view.lowered(in: context) }
        return context.with({ $0.listshot.foreground = AnyShapeStyle(_ResolvedStyle(reference: foreground)) }) { view.lowered(in: context) }
    }

    /// One node for several (a label of several views stacks them horizontally, as SwiftUI's label does).
    static func single(_ nodes: [ViewNode], spacing: Double? = nil) -> ViewNode {
        nodes.count == 1 ? nodes[0] : ViewNode.hstack(spacing: spacing, nodes)
    }

    /// `Image(systemName: name)` at `pointSize` and `weight` (the font it sees) in `color`, through SymbolLowering (docs/symbols.md).
    static func symbol(_ name: String, pointSize: Double, weight: Font.Weight? = nil, color: ColorReference, in context: LoweringContext) -> ViewNode {
        context.with({ values in
            values.listshot.foreground = AnyShapeStyle(_ResolvedStyle(reference: color))
            values.font = .system(size: pointSize, weight: weight)
        }) { SymbolLowering.node(name: name, in: context) }
    }

    /// `node` dimmed when the environment is disabled (`disabled(true)` above).
    static func dimmedIfDisabled(_ node: ViewNode, _ context: LoweringContext) -> ViewNode {
        context.environment.isEnabled ? node : node.modifier(.opacity(ControlMetrics.disabledOpacity))
    }

    /// A form row: `label` leading, `trailing` at the trailing edge, the row as wide as it is offered.
    static func row(_ label: [ViewNode], trailing: [ViewNode], spacing: Double? = nil) -> ViewNode {
        ViewNode.hstack(spacing: spacing, label + [ViewNode.spacer(minLength: 8)] + trailing)
    }

    /// The first text a node tree shows (a picker option's title), depth first.
    nonisolated static func firstText(in node: ViewNode) -> String? {
        switch node.kind {
        case .text(let text): return text.string
        case .vstack(let children, _, _), .hstack(let children, _, _), .zstack(let children, _),
             .viewThatFits(let children, _), .geometryReader(let children):
            for child in children { if let found = firstText(in: child) { return found } }
            return nil
        case .button(let label): return firstText(in: label)
        default: return nil
        }
    }
}

extension ViewNode {
    /// The node with its control's element-id segment (`toggle`, `picker`…), so diffs name it `…section[1].toggle`.
    func control(_ name: String) -> ViewNode { modifier(.id(name)) }
}
