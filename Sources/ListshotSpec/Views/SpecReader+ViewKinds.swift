import ListshotCore
import ListshotText

/// Each view kind's value and own keys (docs/views.md "Kinds").
extension SpecReader {
    func viewKind(_ kind: ViewKindKey, _ value: SpecNode, own: [String: SpecNode], node: SpecNode,
                  scope: ViewScope) throws(SpecError) -> ViewKind {
        switch kind {
        case .vstack:
            return .vstack(children: try viewList(value, scope: scope.nested),
                           alignment: try own["alignment"]?.choice(HorizontalAlignment.self) ?? .center,
                           spacing: try own["spacing"].map { n throws(SpecError) in try length(n, scope: scope, what: "a spacing") })
        case .hstack:
            return .hstack(children: try viewList(value, scope: scope.nested),
                           alignment: try own["alignment"]?.choice(VerticalAlignment.self) ?? .center,
                           spacing: try own["spacing"].map { n throws(SpecError) in try length(n, scope: scope, what: "a spacing") })
        case .zstack:
            return .zstack(children: try viewList(value, scope: scope.nested),
                           alignment: try own["alignment"].map { n throws(SpecError) in try alignment(n) } ?? .center)
        case .text:
            let string = try textValue(value, scope: scope)
            try views.addText(string, at: value)
            return .text(ViewText(string, font: try own["font"].map { n throws(SpecError) in try font(n, scope: scope) },
                                  color: try own["color"].map { n throws(SpecError) in try colorValue(n, scope: scope) },
                                  lineLimit: try own["lineLimit"].map { n throws(SpecError) in try lineLimit(n, scope: scope) },
                                  multilineTextAlignment: try own["multilineTextAlignment"].map { n throws(SpecError) in try textAlignment(n) },
                                  truncationMode: try own["truncationMode"]?.choice(TextTruncationMode.self)))
        case .image:
            return .image(try viewImage(value, own: own, scope: scope))
        case .icon:
            let size = try own["size"].map { n throws(SpecError) in try length(n, scope: scope, what: "an icon size") } ?? 24
            if size <= 0, let n = own["size"] { throw n.error("an icon size of \(size.plainText) is not positive. Use a size such as 24.") }
            return .icon(try iconValue(value, scope: scope), size: size, color: try own["color"].map { n throws(SpecError) in try colorValue(n, scope: scope) })
        case .symbol:
            // `{symbol: star.fill, scale: large, pointSize: 22, color: brand, variant: fill}` (docs/symbols.md, "In specs").
            let name = try value.string()
            if name.isEmpty { throw value.error("a symbol needs an SF Symbol name, such as `symbol: star.fill`.") }
            let pointSize = try own["pointSize"].map { n throws(SpecError) in try length(n, scope: scope, what: "a symbol point size") }
            if let pointSize, pointSize <= 0, let n = own["pointSize"] { throw n.error("a symbol point size of \(pointSize.plainText) is not positive. Use a size such as 17.") }
            let variant: SymbolVariants
            switch try own["variant"]?.choice(SymbolVariantName.self) {
            case nil, .some(.none): variant = .none
            case .fill: variant = SymbolVariants(isFilled: true)
            case .circle: variant = SymbolVariants(shape: .circle)
            case .circleFill: variant = SymbolVariants(shape: .circle, isFilled: true)
            case .square: variant = SymbolVariants(shape: .square)
            case .squareFill: variant = SymbolVariants(shape: .square, isFilled: true)
            }
            return .symbol(ViewSymbol(name, color: try own["color"].map { n throws(SpecError) in try colorValue(n, scope: scope) },
                                      scale: try own["scale"]?.choice(ViewSymbol.Scale.self) ?? .medium, pointSize: pointSize, variant: variant))
        case .shape:
            let shape = try value.choice(ViewShapeName.self)
            let shapeValue: ViewShape
            switch shape {
            case .rectangle: shapeValue = .rectangle
            case .capsule: shapeValue = .capsule
            case .circle: shapeValue = .circle
            case .roundedRectangle:
                guard let radius = own["cornerRadius"] else {
                    throw node.error("a roundedRectangle needs `cornerRadius`, e.g. `{shape: roundedRectangle, cornerRadius: 8}`.")
                }
                shapeValue = .roundedRectangle(cornerRadius: try length(radius, scope: scope, what: "a corner radius"))
            }
            if shape != .roundedRectangle, let radius = own["cornerRadius"] {
                throw radius.error("only a roundedRectangle has a `cornerRadius`. Use `shape: roundedRectangle`, or the `clip` modifier.")
            }
            let fill = try own["fill"].map { n throws(SpecError) in try colorValue(n, scope: scope) }
            let outline = try own["stroke"].map { n throws(SpecError) in try self.stroke(n, scope: scope) }
            return .shape(shapeValue, fill: fill ?? (outline == nil ? .primary : nil), stroke: outline)
        case .spacer:
            if isEmpty(value) { return .spacer(minLength: nil) }
            let keys = try value.mapping(allowed: ["minLength"])
            return .spacer(minLength: try keys["minLength"].map { n throws(SpecError) in try length(n, scope: scope, what: "a minimum length") })
        case .divider:
            guard isEmpty(value) else { throw value.error("a divider takes nothing: write `divider: {}`.") }
            return .divider
        case .button:
            return .button(label: try view(value, scope: scope))
        case .viewThatFits:
            let axes: ViewAxes
            switch try own["axes"]?.choice(ViewAxesName.self) ?? .both {
            case .horizontal: axes = .horizontal
            case .vertical: axes = .vertical
            case .both: axes = .both
            }
            let children = try viewList(value, scope: scope.nested)
            if children.isEmpty { throw value.error("a viewThatFits chooses among its views and has none. List them in order of preference, e.g. `viewThatFits: [{text: Add to basket}, {text: Add}]`.") }
            return .viewThatFits(children: children, axes: axes)
        case .geometryReader:
            return .geometryReader(children: try viewList(value, scope: scope.nested))
        case .systemList:
            return .list(try systemList(value, scope: scope))
        case .badge:
            // Backpack_SwiftUI's `BPKBadge(_:icon:).badgeStyle(_:)`, drawn as a card's badge is (docs/backpack.md "SwiftUI API").
            // `badge: Deal`, or `badge: {text: Deal, style: brand, icon: check}` (`icon` beside it would be a view kind).
            var keys: [String: SpecNode] = ["text": value]
            if case .mapping = value.node, try parameterName(value) == nil { keys = try value.mapping(allowed: ["text", "style", "icon"]) }
            guard let textNode = keys["text"] else { throw value.error("a badge needs its `text`, e.g. `badge: {text: Deal, style: brand}`.") }
            let string = try textValue(textNode, scope: scope)
            try views.addText(string, at: textNode)
            let icon = try keys["icon"].map { n throws(SpecError) in try iconValue(n, scope: scope) }
            return .cardBlock(.badges([BPKBadge(string, style: try keys["style"]?.choice(BPKBadge.Style.self) ?? .normal, icon: icon)]))
        case .component:
            throw node.error("a component is read by its use.")  // handled by `view(_:scope:)`
        }
    }

    /// An image view: its file (or image parameter), its size in points from the PNG header and
    /// the `@2x`/`@3x` of its name, `resizable:`, and `contentMode:`, which implies
    /// `resizable: true` unless that is written `false` (docs/views.md "Images").
    func viewImage(_ value: SpecNode, own: [String: SpecNode], scope: ViewScope) throws(SpecError) -> ViewImage {
        let path = try imageValue(value, scope: scope)
        let header = try imageHeader(path, raw: path, node: value)
        let scale = Self.imageScale(path)
        let size = Size(width: Double(header.width) / scale, height: Double(header.height) / scale)
        let mode: ContentMode? = try own["contentMode"].map { n throws(SpecError) -> ContentMode in
            switch try n.choice(ViewContentMode.self) {
            case .fit: return .aspectFit
            case .fill: return .aspectFill
            }
        }
        let resizable = try own["resizable"].map { n throws(SpecError) in try boolValue(n, scope: scope) } ?? (mode != nil)
        return ViewImage(path, size: size, isResizable: resizable, contentMode: mode)
    }

    /// `{}`, or an empty (null) value.
    func isEmpty(_ node: SpecNode) -> Bool {
        switch node.node {
        case .mapping(let mapping): return mapping.isEmpty
        case .scalar(let scalar): return scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null"
        default: return false
        }
    }

    /// `{preset: N, weight: W}` (the theme's type scale, scaled by Dynamic Type), `{size: S, weight: W}`,
    /// or `{style: body, weight: W}` (an iOS text style from Apple's Dynamic Type table; docs/ios-values.md).
    func font(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> ViewFont {
        let keys = try node.mapping(allowed: ["preset", "size", "style", "weight", "backpack"])
        if let backpack = keys["backpack"] {
            // `{backpack: heading5}`: a Backpack text style, as `BPKText(_:style:)` draws it (docs/backpack.md "SwiftUI API").
            if keys.count > 1 { throw node.error("`backpack:` is the whole font (a BPKFontStyle); give no `preset`, `size`, `style` or `weight` beside it.") }
            return .backpack(try backpack.choice(BPKFontStyle.self))
        }
        if let styleNode = keys["style"] {
            guard keys["preset"] == nil, keys["size"] == nil else {
                throw node.error("give one of `style` (an iOS text style), `preset` (the theme's type scale) or `size`.")
            }
            let name = try styleNode.string()
            guard let style = IOSTextStyle(named: name) else {
                throw styleNode.error("'\(name.shortened)' is not an iOS text style. \(Spelling.help(for: name, in: IOSTextStyle.names, known: "Text styles", docs: "docs/ios-values.md"))")
            }
            return .textStyle(style, weight: try keys["weight"]?.choice(FontWeight.self))
        }
        let weight = try keys["weight"]?.choice(FontWeight.self) ?? .regular
        switch (keys["preset"], keys["size"]) {
        case (let preset?, nil):
            return .preset(try preset.int(in: 1...20, "a preset"), weight: weight)
        case (nil, let size?):
            let points = try number(size, scope: scope)
            guard points >= 1, points <= 200 else { throw size.error("a font size of \(points.plainText) pt is out of range. Use 1…200.") }
            return .system(size: points, weight: weight)
        case (.some, .some):
            throw node.error("give either `preset` (the theme's type scale) or `size`, not both.")
        case (nil, nil):
            throw node.error("a font is `{preset: N}` from the theme's type scale, or `{size: S}`, each with an optional `weight`.")
        }
    }

    func lineLimit(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> Int {
        let value = try number(node, scope: scope)
        guard value == value.rounded(), value >= 1, value <= 1000 else {
            throw node.error("a line limit of \(value.plainText) is out of range. Use a whole number of lines, 1…1000, or leave it out for unlimited lines.")
        }
        return Int(value)
    }

    func textAlignment(_ node: SpecNode) throws(SpecError) -> TextAlignment {
        switch try node.choice(HorizontalAlignment.self) {
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }

    /// A shape's stroke: a colour (1 pt), or `{color, width}`.
    func stroke(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> ViewStroke {
        if case .mapping = node.node, try parameterName(node) == nil, !isSystemColor(node) {
            let keys = try node.mapping(allowed: ["color", "width"])
            guard let color = keys["color"] else { throw node.error("a stroke needs a `color`.") }
            let width = try keys["width"].map { n throws(SpecError) in try length(n, scope: scope, what: "a stroke width") } ?? 1
            return ViewStroke(color: try colorValue(color, scope: scope), width: width)
        }
        return ViewStroke(color: try colorValue(node, scope: scope), width: 1)
    }

    /// SwiftUI's `Alignment` names: center, leading, trailing, top, bottom, topLeading, ….
    func alignment(_ node: SpecNode) throws(SpecError) -> Alignment {
        switch try node.choice(AlignmentName.self) {
        case .center: return .center
        case .leading: return .leading
        case .trailing: return .trailing
        case .top: return .top
        case .bottom: return .bottom
        case .topLeading: return .topLeading
        case .topTrailing: return .topTrailing
        case .bottomLeading: return .bottomLeading
        case .bottomTrailing: return .bottomTrailing
        }
    }
}

/// The spec names of SwiftUI's `Alignment` values.
enum AlignmentName: String, CaseIterable {
    case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// The alignments an `alignmentGuide` can name: `center` is `HorizontalAlignment.center` (a
/// `vstack`'s), `verticalCenter` is `VerticalAlignment.center` (an `hstack`'s); the baselines are an `hstack`'s too.
enum GuideAlignmentName: String, CaseIterable {
    case leading, center, trailing, top, bottom, verticalCenter, firstTextBaseline, lastTextBaseline
}

/// `contentMode: fit | fill` (SwiftUI `ContentMode`).
enum ViewContentMode: String, CaseIterable {
    case fit, fill
}

/// `axes: horizontal | vertical | both` of a `viewThatFits` (SwiftUI `Axis.Set`).
enum ViewAxesName: String, CaseIterable {
    case horizontal, vertical, both
}

/// The shapes a `shape:` view can be.
/// The variants a spec's `symbol` takes (SwiftUI `symbolVariant`).
enum SymbolVariantName: String, CaseIterable {
    case none, fill, circle, square
    case circleFill = "circle.fill"
    case squareFill = "square.fill"
}

enum ViewShapeName: String, CaseIterable {
    case rectangle, roundedRectangle, capsule, circle
}
