import ListshotCore
import ListshotText

/// Each modifier's value (docs/views.md "Modifiers").
extension SpecReader {
    /// `modifiers: [{padding: 16}, {background: brandLow}]`: the chain as a list, whose order no
    /// YAML or JSON tool changes.
    func modifierList(_ node: SpecNode) throws(SpecError) -> [(ViewModifierKey, SpecNode)] {
        var chain: [(ViewModifierKey, SpecNode)] = []
        let items = try node.sequence()
        if items.count > ViewLayout.maximumModifiers {
            throw items[ViewLayout.maximumModifiers].error("a view holds at most \(ViewLayout.maximumModifiers) modifiers, and this `modifiers:` list has \(items.count). Merge them (one padding, one frame), or wrap the view in a stack for more.")
        }
        for item in items {
            let entries = try orderedEntries(item, expecting: "one modifier, e.g. `{padding: 16}`")
            guard entries.count == 1, let entry = entries.first else {
                throw item.error("each item of `modifiers:` is one modifier, e.g. `- padding: 16`; this one has \(entries.count). Split it into one item each.")
            }
            guard let key = ViewModifierKey(rawValue: entry.key) else {
                if let word = SwiftUIWords.modifiers[entry.key] { throw entry.node.error("'\(entry.key)' is not a modifier: \(word)") }
                throw entry.node.error("'\(entry.key.shortened)' is not a modifier. \(ViewModifierKey.suggestion(for: entry.key))Modifiers: \(ViewModifierKey.keyList).")
            }
            chain.append((key, entry.node))
        }
        return chain
    }

    func modifier(_ key: ViewModifierKey, _ node: SpecNode, scope: ViewScope) throws(SpecError) -> ViewModifier {
        switch key {
        case .padding: return .padding(try padding(node, scope: scope))
        case .frame: return .frame(try frame(node, scope: scope))
        case .background:
            if try isColor(node, scope: scope) { return .background(.color(try colorValue(node, scope: scope))) }
            let (view, alignment) = try attachedView(node, scope: scope, alignment: true)
            return .background(.view(view, alignment: alignment))
        case .overlay:
            let (view, alignment) = try attachedView(node, scope: scope, alignment: true)
            return .overlay(view, alignment: alignment)
        case .clip: return .clip(try clipShape(node, scope: scope))
        case .cornerRadius: return .cornerRadius(try length(node, scope: scope, what: "a corner radius"))
        case .border:
            let outline = try self.stroke(node, scope: scope)
            return .border(outline.color, width: outline.width)
        case .opacity:
            let value = try number(node, scope: scope)
            guard (0...1).contains(value) else { throw node.error("an opacity of \(value.plainText) is outside 0…1.") }
            return .opacity(value)
        case .shadow:
            // SwiftUI `shadow(color:radius:x:y:)`: `{radius: 8, y: 4}`, colour black at 33% unless given.
            let keys = try node.mapping(allowed: ["color", "radius", "x", "y"])
            guard let radiusNode = keys["radius"] else { throw node.error("a shadow needs its `radius`, e.g. `shadow: {radius: 8, y: 4}`.") }
            let radius = try length(radiusNode, scope: scope, what: "a shadow radius")
            let color = try keys["color"].map { n throws(SpecError) in try colorValue(n, scope: scope) }
                ?? .literal(RGBA(red: 0, green: 0, blue: 0, alpha: 84))
            return .shadow(ViewShadow(color: color, radius: radius,
                                      x: try keys["x"].map { n throws(SpecError) in try number(n, scope: scope) } ?? 0,
                                      y: try keys["y"].map { n throws(SpecError) in try number(n, scope: scope) } ?? 0))
        case .layoutPriority: return .layoutPriority(try number(node, scope: scope))
        case .fixedSize:
            if case .mapping = node.node, try parameterName(node) == nil {
                let keys = try node.mapping(allowed: ["horizontal", "vertical"])
                return .fixedSize(horizontal: try keys["horizontal"].map { n throws(SpecError) in try boolValue(n, scope: scope) } ?? false,
                                  vertical: try keys["vertical"].map { n throws(SpecError) in try boolValue(n, scope: scope) } ?? false)
            }
            let both = try boolValue(node, scope: scope)
            return .fixedSize(horizontal: both, vertical: both)
        case .offset:
            let keys = try node.mapping(allowed: ["x", "y"])
            return .offset(x: try keys["x"].map { n throws(SpecError) in try number(n, scope: scope) } ?? 0,
                           y: try keys["y"].map { n throws(SpecError) in try number(n, scope: scope) } ?? 0)
        case .id: return .id(try elementID(node, scope: scope))
        case .font: return .environment(.font(try font(node, scope: scope)))
        case .color: return .environment(.foregroundColor(try colorValue(node, scope: scope)))
        case .lineLimit: return .environment(.lineLimit(try lineLimit(node, scope: scope)))
        case .multilineTextAlignment: return .environment(.multilineTextAlignment(try textAlignment(node)))
        case .truncationMode: return .environment(.truncationMode(try node.choice(TextTruncationMode.self)))
        case .theme: return .environment(.theme(try themeName(node)))
        case .colorScheme: return .environment(.colorScheme(try node.choice(Appearance.self)))
        case .dynamicTypeSize: return .environment(.dynamicTypeSize(try node.choice(ContentSizeCategory.self)))
        case .alignmentGuide: return .alignmentGuide(try alignmentGuide(node, scope: scope))
        case .aspectRatio: return try aspectRatio(node, scope: scope)
        case .scaledToFit, .scaledToFill:
            guard try boolValue(node, scope: scope) else {
                throw node.error("`\(key.rawValue): false` does nothing; leave the modifier out, or write `\(key.rawValue): true`.")
            }
            return .aspectRatio(nil, contentMode: key == .scaledToFit ? .aspectFit : .aspectFill)
        case .relativeFrame:
            let keys = try node.mapping(allowed: ["width", "height", "alignment"])
            func fraction(_ key: String) throws(SpecError) -> Double? {
                guard let n = keys[key] else { return nil }
                let value = try number(n, scope: scope)
                guard value >= 0, value <= 100 else { throw n.error("a relative \(key) of \(value.plainText) is out of range. Use 0…100, a fraction of the geometryReader's \(key) (1 is all of it).") }
                return value
            }
            return .relativeFrame(width: try fraction("width"), height: try fraction("height"),
                                  alignment: try keys["alignment"].map { n throws(SpecError) in try alignment(n) } ?? .center)
        }
    }

    /// `{ alignment: leading|center|trailing|top|bottom, offset: N }` or `{ alignment: …, fraction: F }`:
    /// SwiftUI `alignmentGuide(_:computeValue:)` returning a fixed value or a fraction of the view's
    /// width (horizontal alignments) or height (vertical ones).
    func alignmentGuide(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> ViewAlignmentGuide {
        let keys = try node.mapping(allowed: ["alignment", "offset", "fraction"])
        guard let name = keys["alignment"] else {
            throw node.error("an alignment guide needs `alignment:` (leading, center, trailing, top or bottom), and `offset:` or `fraction:`.")
        }
        let guide: ViewAlignmentGuide.Guide
        switch try name.choice(GuideAlignmentName.self) {
        case .leading: guide = .horizontal(.leading)
        case .trailing: guide = .horizontal(.trailing)
        case .center: guide = .horizontal(.center)
        case .top: guide = .vertical(.top)
        case .bottom: guide = .vertical(.bottom)
        case .verticalCenter: guide = .vertical(.center)
        case .firstTextBaseline: guide = .vertical(.firstTextBaseline)
        case .lastTextBaseline: guide = .vertical(.lastTextBaseline)
        }
        switch (keys["offset"], keys["fraction"]) {
        case (let offset?, nil): return ViewAlignmentGuide(guide, .offset(try number(offset, scope: scope)))
        case (nil, let fraction?): return ViewAlignmentGuide(guide, .fraction(try number(fraction, scope: scope)))
        case (let offset?, _?): throw offset.error("an alignment guide is an `offset:` or a `fraction:`, not both. Keep one.")
        case (nil, nil): throw node.error("an alignment guide needs `offset:` (points from the leading or top edge) or `fraction:` (of the width or height).")
        }
    }

    /// `fit`, `fill`, or `{ratio: R, contentMode: fit}` (R is width ÷ height; without it, the view's own ratio).
    func aspectRatio(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> ViewModifier {
        func mode(_ n: SpecNode) throws(SpecError) -> ContentMode {
            try n.choice(ViewContentMode.self) == .fit ? .aspectFit : .aspectFill
        }
        guard case .mapping = node.node else { return .aspectRatio(nil, contentMode: try mode(node)) }
        let keys = try node.mapping(allowed: ["ratio", "contentMode"])
        guard let modeNode = keys["contentMode"] else {
            throw node.error("an aspectRatio needs a `contentMode`: `{ratio: 1.5, contentMode: fit}`, or just `aspectRatio: fit`.")
        }
        let ratio = try keys["ratio"].map { n throws(SpecError) -> Double in
            let value = try number(n, scope: scope)
            guard value > 0, value <= 1000 else { throw n.error("an aspect ratio of \(value.plainText) is out of range. Give width ÷ height, more than 0 and at most 1000, such as 1.5.") }
            return value
        }
        return .aspectRatio(ratio, contentMode: try mode(modeNode))
    }

    /// `16` on every edge, `true` for SwiftUI's default, or `{top, leading, bottom, trailing, horizontal, vertical}`
    /// (an edge's own key wins over its axis).
    func padding(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> EdgeInsets {
        if case .scalar(let scalar) = node.node, SpecNode.yamlBool(scalar) == true {
            return EdgeInsets(all: ViewLayoutDefaults.padding)
        }
        guard case .mapping = node.node, try parameterName(node) == nil else {
            return EdgeInsets(all: try length(node, scope: scope, what: "a padding"))
        }
        let keys = try node.mapping(allowed: ["top", "leading", "bottom", "trailing", "horizontal", "vertical"])
        func side(_ edge: String, _ axis: String) throws(SpecError) -> Double {
            guard let n = keys[edge] ?? keys[axis] else { return 0 }
            return try length(n, scope: scope, what: "a padding")
        }
        return EdgeInsets(top: try side("top", "vertical"), leading: try side("leading", "horizontal"),
                          bottom: try side("bottom", "vertical"), trailing: try side("trailing", "horizontal"))
    }

    /// `{width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment}`; a maximum may be `infinity`.
    func frame(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> ViewFrame {
        let keys = try node.mapping(allowed: ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"])
        func value(_ key: String, infinite: Bool = false) throws(SpecError) -> Double? {
            guard let n = keys[key] else { return nil }
            if infinite, case .scalar(let scalar) = n.node, ["infinity", ".infinity", "inf", ".inf"].contains(scalar.string) { return .infinity }
            let v = try length(n, scope: scope, what: "a \(key)")
            return v
        }
        let frame = ViewFrame(width: try value("width"), height: try value("height"),
                              minWidth: try value("minWidth"), maxWidth: try value("maxWidth", infinite: true),
                              minHeight: try value("minHeight"), maxHeight: try value("maxHeight", infinite: true),
                              idealWidth: try value("idealWidth"), idealHeight: try value("idealHeight"),
                              alignment: try keys["alignment"].map { n throws(SpecError) in try alignment(n) } ?? .center)
        if let low = frame.minWidth, let high = frame.maxWidth, low > high, let n = keys["minWidth"] {
            throw n.error("minWidth \(low.plainText) is above maxWidth \(high.plainText). Give a minimum no larger than the maximum.")
        }
        // SwiftUI logs and ignores a frame whose minimum, ideal and maximum are out of order
        // (OpenSwiftUI FlexFrameLayout's hasInvalidWidth, FrameLayout.swift @ 069dd80); a spec says where.
        for (axis, low, ideal, high) in [("Width", frame.minWidth, frame.idealWidth, frame.maxWidth),
                                         ("Height", frame.minHeight, frame.idealHeight, frame.maxHeight)] {
            guard let ideal, let n = keys["ideal" + axis] else { continue }
            if let low, low > ideal {
                throw n.error("ideal\(axis) \(ideal.plainText) is below min\(axis) \(low.plainText). Give an ideal between the minimum and the maximum.")
            }
            if let high, ideal > high {
                throw n.error("ideal\(axis) \(ideal.plainText) is above max\(axis) \(high.plainText). Give an ideal between the minimum and the maximum.")
            }
        }
        if let low = frame.minHeight, let high = frame.maxHeight, low > high, let n = keys["minHeight"] {
            throw n.error("minHeight \(low.plainText) is above maxHeight \(high.plainText). Give a minimum no larger than the maximum.")
        }
        return frame
    }

    /// Whether a background is a colour (text or a colour parameter) rather than a view.
    func isColor(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> Bool {
        if case .scalar = node.node { return true }
        if isSystemColor(node) { return true }
        if let name = try parameterName(node), let value = scope.bindings[name], case .color = value { return true }
        return false
    }

    /// A view a modifier holds: `VIEW`, or `{view: VIEW, alignment: A}` where an alignment applies.
    func attachedView(_ node: SpecNode, scope: ViewScope, alignment allowsAlignment: Bool) throws(SpecError) -> (ViewNode, Alignment) {
        guard case .mapping(let pairs) = node.node, pairs.contains(where: { $0.key.string == "view" }) else {
            return (try view(node, scope: scope.nested), .center)
        }
        let keys = try node.mapping(allowed: allowsAlignment ? ["view", "alignment"] : ["view"])
        guard let inner = keys["view"] else { throw node.error("missing key 'view'.") }
        return (try view(inner, scope: scope.nested), try keys["alignment"].map { n throws(SpecError) in try alignment(n) } ?? .center)
    }

    /// `circle`, `capsule`, `rectangle`, or `{roundedRectangle: R}`.
    func clipShape(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> ViewClipShape {
        if case .mapping = node.node {
            let keys = try node.mapping(allowed: ["roundedRectangle"])
            guard let radius = keys["roundedRectangle"] else { throw node.error("write `{roundedRectangle: 8}` for a rounded clip.") }
            return .roundedRectangle(cornerRadius: try length(radius, scope: scope, what: "a corner radius"))
        }
        switch try node.choice(ViewShapeName.self) {
        case .circle: return .circle
        case .capsule: return .capsule
        case .rectangle: return .rectangle
        case .roundedRectangle: throw node.error("a rounded clip needs its radius: `clip: {roundedRectangle: 8}`.")
        }
    }

    /// An element id: up to 100 letters, digits and `-_.[]`, as ids in reports and diffs read.
    func elementID(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> String {
        let id = try textValue(node, scope: scope)
        guard !id.isEmpty, id.count <= 100,
              id.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "-_.[]".unicodeScalars.contains($0)) }) else {
            throw node.error("'\(id.shortened)' cannot be an element id; use up to 100 letters, digits and - _ . [ ].")
        }
        return id
    }
}

extension ViewModifierKey {
    /// "Did you mean 'padding'? " for a near miss, or nothing.
    static func suggestion(for key: String) -> String {
        Spelling.closest(to: key, in: specKeys).map { "Did you mean '\($0)'? " } ?? ""
    }
}
