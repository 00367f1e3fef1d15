// The modifiers of a view's chain: each wraps the layers before it.

extension ViewLayoutEngine {
    /// The size of layer `layer` (1-based) of `node`: `modifiers[layer − 1]` around layer `layer − 1`.
    func modifierSize(_ node: ViewTreeNode, layer: Int, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        let modifier = node.view.modifiers[layer - 1]
        try Self.validate(modifier, element: node.id)
        switch modifier {
        case .padding(let insets):
            // Apple, `padding(_:)`: "A view that's padded by the specified amount on the specified edges."
            let inner = try size(node, layer: layer - 1, proposal.inset(by: insets))
            return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
        case .frame(let frame):
            let inner = try size(node, layer: layer - 1, frame.childProposal(proposal))
            return frame.size(proposal, child: inner)
        case .fixedSize(let horizontal, let vertical):
            return try size(node, layer: layer - 1, proposal.fixing(horizontal: horizontal, vertical: vertical))
        case .aspectRatio(let ratio, let mode):
            return try size(node, layer: layer - 1, aspectRatioOffer(node, layer: layer, ratio: ratio, mode, proposal))
        case .relativeFrame:
            throw .invalidValue(element: node.id, message: "a relativeFrame is a fraction of a geometryReader's size, and this view is not inside one. Put it in a `geometryReader`, or give it a `frame`.")
        case .background, .overlay, .clip, .cornerRadius, .border, .opacity, .layoutPriority, .offset, .id, .environment, .alignmentGuide, .elementID, .shadow:
            // These draw around, in front of or behind the view, or tell the parent something;
            // the size is the view's.
            return try size(node, layer: layer - 1, proposal)
        }
    }

    /// Emits layer `layer` of `node` into `frame`, the size it chose for `proposal`.
    func placeModifier(_ node: ViewTreeNode, layer: Int, in frame: Rect, _ proposal: ProposedSize) throws(LayoutError) {
        let inner = layer - 1
        let id = node.modifierID(layer: layer)
        switch node.view.modifiers[inner] {
        case .padding(let insets):
            try place(node, layer: inner, at: Point(x: frame.x + insets.leading, y: frame.y + insets.top), proposal.inset(by: insets))
        case .frame(let viewFrame):
            let offer = viewFrame.childProposal(proposal)
            let chosen = try size(node, layer: inner, offer)
            try place(node, layer: inner, at: Self.align(chosen, in: frame, viewFrame.alignment), offer)
        case .fixedSize(let horizontal, let vertical):
            try place(node, layer: inner, at: frame.origin, proposal.fixing(horizontal: horizontal, vertical: vertical))
        case .aspectRatio(let ratio, let mode):
            // OpenSwiftUI `AspectRatioLayout.swift` @ 069dd80, `placement(of:in:)`: the view is
            // offered the same box and centred in the modifier's frame (its own size).
            let offer = try aspectRatioOffer(node, layer: layer, ratio: ratio, mode, proposal)
            let chosen = try size(node, layer: inner, offer)
            try place(node, layer: inner, at: Self.align(chosen, in: frame, .center), offer)
        case .relativeFrame:
            break  // refused when sized: a geometry reader turns it into a frame first
        case .background(.color(let color)):
            context.emit(id, .rect(RectPrimitive(frame: frame, fill: try paint(color, element: id))))
            try place(node, layer: inner, at: frame.origin, proposal)
        case .background(.view(let view, let alignment)):
            // Apple, `background(alignment:content:)`: "The alignment that the modifier uses to
            // position the implicit ZStack that groups the background views"
            // (developer.apple.com/documentation/swiftui/view/background(alignment:content:)).
            try placeAttached(node.attached(view, layer: layer, name: id.lastComponent), in: frame, alignment: alignment)
            try place(node, layer: inner, at: frame.origin, proposal)
        case .overlay(let view, let alignment):
            try place(node, layer: inner, at: frame.origin, proposal)
            try placeAttached(node.attached(view, layer: layer, name: id.lastComponent), in: frame, alignment: alignment)
        case .clip(let shape):
            context.emit(id, .pushClip(Self.clip(shape, frame: frame)))
            try place(node, layer: inner, at: frame.origin, proposal)
            context.emit(id, .popClip)
        case .cornerRadius(let radius):
            context.emit(id, .pushClip(Self.clip(.roundedRectangle(cornerRadius: radius), frame: frame)))
            try place(node, layer: inner, at: frame.origin, proposal)
            context.emit(id, .popClip)
        case .border(let color, let width):
            // Apple, `border(_:width:)`: the border is drawn inside the view's bounds, like `RectPrimitive`'s stroke.
            try place(node, layer: inner, at: frame.origin, proposal)
            context.emit(id, .rect(RectPrimitive(frame: frame, stroke: Stroke(color: try context.theme.color(color, for: id), width: width))))
        case .opacity(let value):
            context.emit(id, .pushOpacity(value))
            try place(node, layer: inner, at: frame.origin, proposal)
            context.emit(id, .popOpacity)
        case .shadow(let shadow):
            // Behind the view: the outline's shadow (docs/swiftui.md, "Shadows").
            context.emit(id, .shadow(ShadowPrimitive(frame: frame, cornerRadius: Self.outlineRadius(node, below: inner, frame: frame),
                                                     color: try context.theme.color(shadow.color, for: id), blur: shadow.radius,
                                                     offset: Point(x: shadow.x, y: shadow.y))))
            try place(node, layer: inner, at: frame.origin, proposal)
        case .alignmentGuide:
            // A guide changes where a stack puts the view, not its size (ViewLayoutEngine+Stacks.swift).
            try place(node, layer: inner, at: frame.origin, proposal)
        case .offset(let x, let y):
            // Apple, `offset(x:y:)`: the view moves; its frame for layout, and so its siblings, do not.
            try place(node, layer: inner, at: Point(x: frame.x + x, y: frame.y + y), proposal)
        case .layoutPriority, .id, .environment, .elementID:
            // The environment reaches the views inside through their nodes (``ViewTreeNode/environment``).
            try place(node, layer: inner, at: frame.origin, proposal)
        }
    }

    /// The corner radius of what a shadow falls from: the nearest clip or rounded corner inside it,
    /// else the view's own shape, else 0 (a rectangle).
    static func outlineRadius(_ node: ViewTreeNode, below layers: Int, frame: Rect) -> Double {
        let shortest = min(frame.width, frame.height)
        for modifier in node.view.modifiers.prefix(layers).reversed() {
            switch modifier {
            case .cornerRadius(let radius), .clip(.roundedRectangle(let radius)): return min(radius, shortest / 2)
            case .clip(.capsule), .clip(.circle): return shortest / 2
            case .background(.view(let view, _)):
                if case .shape(let shape, _, _) = view.kind { return shapeRadius(shape, shortest: shortest) }
            default: continue
            }
        }
        if case .shape(let shape, _, _) = node.view.kind { return shapeRadius(shape, shortest: shortest) }
        return 0
    }

    static func shapeRadius(_ shape: ViewShape, shortest: Double) -> Double {
        switch shape {
        case .roundedRectangle(let radius): return min(radius, shortest / 2)
        case .capsule, .circle, .ellipse: return shortest / 2
        case .rectangle, .path: return 0
        }
    }

    /// A background's or an overlay's view: offered the size of the view it decorates, aligned in it.
    private func placeAttached(_ node: ViewTreeNode, in frame: Rect, alignment: Alignment) throws(LayoutError) {
        let offer = ProposedSize(frame.size)
        let chosen = try size(node, offer)
        try place(node, at: Self.align(chosen, in: frame, alignment), offer)
    }

    private func paint(_ reference: ColorReference, element: String) throws(LayoutError) -> Paint {
        try context.theme.paint(reference, for: element)
    }

    /// The clip of `shape` over `frame`; a circle is the largest one centred in the frame.
    static func clip(_ shape: ViewClipShape, frame: Rect) -> ClipPrimitive {
        let shortest = min(frame.width, frame.height)
        switch shape {
        case .rectangle:
            return ClipPrimitive(frame: frame)
        case .circle:
            let square = Rect(x: frame.midX - shortest / 2, y: frame.midY - shortest / 2, width: shortest, height: shortest)
            return ClipPrimitive(frame: square, cornerRadius: shortest / 2)
        case .capsule:
            return ClipPrimitive(frame: frame, cornerRadius: shortest / 2)
        case .roundedRectangle(let radius):
            return ClipPrimitive(frame: frame, cornerRadius: min(radius, shortest / 2))
        }
    }

    /// Throws when a modifier's values cannot be laid out, naming the view.
    static func validate(_ modifier: ViewModifier, element: String) throws(LayoutError) {
        switch modifier {
        case .padding(let insets):
            for side in [insets.top, insets.leading, insets.bottom, insets.trailing] {
                try check(side, element: element, what: "a padding")
            }
        case .frame(let frame):
            for value in [frame.width, frame.height, frame.minWidth, frame.minHeight].compactMap({ $0 }) {
                try check(value, element: element, what: "a frame length")
            }
            for value in [frame.maxWidth, frame.maxHeight].compactMap({ $0 }) where value != .infinity {
                try check(value, element: element, what: "a frame maximum (or .infinity)")
            }
            if let low = frame.minWidth, let high = frame.maxWidth, low > high {
                throw .invalidValue(element: element, message: "a frame's minWidth \(low) is more than its maxWidth \(high). Swap them.")
            }
            if let low = frame.minHeight, let high = frame.maxHeight, low > high {
                throw .invalidValue(element: element, message: "a frame's minHeight \(low) is more than its maxHeight \(high). Swap them.")
            }
        case .clip(.roundedRectangle(let radius)), .cornerRadius(let radius):
            try check(radius, element: element, what: "a corner radius")
        case .border(_, let width):
            try check(width, element: element, what: "a border width", allowZero: false)
        case .opacity(let value):
            guard value.isFinite, value >= 0, value <= 1 else {
                throw .invalidValue(element: element, message: "an opacity of \(value) is out of range. Use 0…1.")
            }
        case .layoutPriority(let value):
            guard value.isFinite else {
                throw .invalidValue(element: element, message: "a layout priority of \(value) is not a number. Use a finite value; 0 is the default.")
            }
        case .offset(let x, let y):
            guard x.isFinite, y.isFinite, abs(x) <= maximumLength, abs(y) <= maximumLength else {
                throw .invalidValue(element: element, message: "an offset of (\(x), \(y)) is out of range. Use −\(maximumLengthText)…\(maximumLengthText) pt.")
            }
        case .id(let value):
            if value.isEmpty { throw .invalidValue(element: element, message: "an empty id. Give the view a name, or leave the id out.") }
        case .aspectRatio(let ratio?, _):
            guard ratio.isFinite, ratio > 0 else {
                throw .invalidValue(element: element, message: "an aspect ratio of \(ratio) is not a positive number. Give width ÷ height, such as 1.5, or none for the view's own ratio.")
            }
        case .relativeFrame(let width, let height, _):
            for value in [width, height].compactMap({ $0 }) where !(value.isFinite && value >= 0 && value <= 100) {
                throw .invalidValue(element: element, message: "a relative frame fraction of \(value) is out of range. Use 0…100 (1 is the reader's whole width or height).")
            }
        case .shadow(let shadow):
            guard shadow.radius.isFinite, shadow.radius >= 0, shadow.radius <= 100 else {
                throw .invalidValue(element: element, message: "a shadow radius of \(shadow.radius) is out of range. Use 0…100 pt.")
            }
            guard shadow.x.isFinite, shadow.y.isFinite, abs(shadow.x) <= maximumLength, abs(shadow.y) <= maximumLength else {
                throw .invalidValue(element: element, message: "a shadow offset of (\(shadow.x), \(shadow.y)) is out of range. Use −\(maximumLengthText)…\(maximumLengthText) pt.")
            }
        case .elementID(let value):
            if value.isEmpty { throw .invalidValue(element: element, message: "an empty element id. Give the view a name, or leave the element id out.") }
        case .alignmentGuide(let guide):
            try checkGuide(guide, element: element)
        case .environment(.lineLimit(let limit?)) where limit < 1:
            throw .invalidValue(element: element, message: "a line limit of \(limit) is below 1. Use 1 or more, or none for unlimited lines.")
        case .environment(.font(.system(let size, _))) where !(size.isFinite && size > 0 && size <= maximumLength):
            throw .invalidValue(element: element, message: "a font size of \(size) is out of range. Use more than 0…\(maximumLengthText) pt.")
        case .clip, .background, .overlay, .fixedSize, .aspectRatio, .environment:
            break
        }
    }
}

extension ViewFrame {
    /// What the frame offers its view. A fixed width or height replaces the proposal; otherwise
    /// the proposal is clamped to the minimum and maximum (nil stays nil: the view's ideal).
    ///
    /// Apple, `frame(width:height:alignment:)`: "If `width` is `nil`, the resulting view assumes
    /// this view's sizing behavior" (developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:));
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: "Pass nil
    /// or leave out a characteristic to indicate that the frame should adopt this view's sizing
    /// behavior, constrained by the other non-nil arguments."
    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        // Offered nil, a frame with an ideal length offers it (OpenSwiftUI FlexFrameLayout.childProposal, FrameLayout.swift @ 069dd80).
        func axis(_ offered: Double?, fixed: Double?, low: Double?, high: Double?, ideal: Double?) -> Double? {
            if let fixed { return fixed }
            guard var value = offered ?? ideal.map({ Swift.max(low ?? 0, $0) }) else { return nil }
            if let low { value = Swift.max(value, low) }
            if let high { value = Swift.min(value, high) }
            return value
        }
        return ProposedSize(width: axis(proposal.width, fixed: width, low: minWidth, high: maxWidth, ideal: idealWidth),
                            height: axis(proposal.height, fixed: height, low: minHeight, high: maxHeight, ideal: idealHeight))
    }

    /// The frame's own size: a fixed length, or the view's size pushed up to the minimum (as far
    /// as the offer allows, never below the minimum) and out towards the maximum (as far as the
    /// offer reaches), so `maxWidth: .infinity` takes the whole width offered.
    func size(_ proposal: ProposedSize, child: Size) -> Size {
        // Offered nil, a frame with an ideal length is that long (FlexFrameLayout.sizeThatFits, FrameLayout.swift @ 069dd80).
        func axis(_ offered: Double?, fixed: Double?, low: Double?, high: Double?, child: Double, ideal: Double?) -> Double {
            if let fixed { return fixed }
            if offered == nil, let ideal { return Swift.max(low ?? 0, ideal) }
            let offer = offered ?? child
            var value = child
            if let low { value = Swift.max(low, Swift.min(value, offer)) }
            if let high { value = Swift.min(high, Swift.max(value, offer)) }
            return value
        }
        return Size(width: axis(proposal.width, fixed: width, low: minWidth, high: maxWidth, child: child.width, ideal: idealWidth),
                    height: axis(proposal.height, fixed: height, low: minHeight, high: maxHeight, child: child.height, ideal: idealHeight))
    }
}

extension ProposedSize {
    /// The proposal with nil (ideal) along the fixed axes. Apple, `fixedSize(horizontal:vertical:)`:
    /// "Fixes this view at its ideal size in the specified dimensions"
    /// (developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)).
    func fixing(horizontal: Bool, vertical: Bool) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : width, height: vertical ? nil : height)
    }
}

extension String {
    /// The part after the last dot: `background` of `view.text.background`, `clip[1]` of `view.text.clip[1]`.
    var lastComponent: String {
        guard let dot = lastIndex(of: ".") else { return self }
        return String(self[index(after: dot)...])
    }
}
