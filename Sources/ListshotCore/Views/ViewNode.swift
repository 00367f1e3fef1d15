/// One node of a view tree, laid out by SwiftUI's rules: what it is (``ViewKind``) and the
/// modifiers applied to it, in order, as a SwiftUI modifier chain.
///
/// `modifiers[0]` wraps the bare view, `modifiers[1]` wraps that, and so on: the list reads like
/// the chain `.padding(16).background(.token("backgroundContainer"))`, so order matters exactly
/// as it does in SwiftUI (padding then background paints the padded area; the other way round
/// does not).
///
/// ```swift
/// let row = ViewNode.hstack(spacing: 16, [
///     ViewNode.image("avatar.png").frame(width: 40, height: 40).clip(.circle),
///     ViewNode.vstack(alignment: .leading, spacing: 2, [ViewNode.text("Title"), ViewNode.text("Subtitle")]),
///     ViewNode.spacer(),
///     ViewNode.text("Now"),
/// ]).padding(16)
/// ```
public struct ViewNode: Sendable, Hashable {
    public var kind: ViewKind
    /// Applied in order: the first wraps the bare view, the last is outermost.
    public var modifiers: [ViewModifier]

    public init(_ kind: ViewKind, modifiers: [ViewModifier] = []) {
        self.kind = kind; self.modifiers = modifiers
    }

    /// The priority a parent stack gives this view (`layoutPriority(_:)`): the outermost
    /// ``ViewModifier/layoutPriority(_:)`` in the chain, 0 without one.
    public var layoutPriority: Double {
        for modifier in modifiers.reversed() {
            if case .layoutPriority(let value) = modifier { return value }
        }
        return 0
    }

    /// Whether the view is a `Spacer` whose spacing no modifier changes (none, or only
    /// `layoutPriority`/`id`): a stack puts no default spacing beside it.
    var isBareSpacer: Bool {
        guard case .spacer = kind else { return false }
        return modifiers.allSatisfy { modifier in
            switch modifier {
            case .layoutPriority, .id: return true
            default: return false
            }
        }
    }

    /// The whole element id an ``ViewModifier/elementID(_:)`` gives the view (the outermost one), nil without one.
    public var fixedElementID: String? {
        for modifier in modifiers.reversed() {
            if case .elementID(let value) = modifier { return value }
        }
        return nil
    }

    /// The element id an ``ViewModifier/id(_:)`` gives the view (the outermost one), nil without one.
    public var explicitID: String? {
        for modifier in modifiers.reversed() {
            if case .id(let value) = modifier { return value }
        }
        return nil
    }

    /// The view with `modifier` appended to its chain (outermost).
    ///
    /// ```swift
    /// ViewNode.text("Hi").modifier(.padding(EdgeInsets(all: 8)))
    /// ```
    public func modifier(_ modifier: ViewModifier) -> ViewNode {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }
}
