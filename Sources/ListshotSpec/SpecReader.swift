import Foundation
import ListshotCore
import ListshotText

/// Walks a spec's YAML tree into the screen model.
struct SpecReader {
    let baseDirectory: String
    /// Components built so far (with `repeat:` applied), bounded by ``SpecExpansionBudget``.
    var elements = ElementCounter()
    /// Views built so far, components and `forEach` expanded, bounded by ``ViewBudget``.
    var views = ViewBudget()
    /// The `Components/` files this parse can use; nil reads no component (a spec given as text).
    var components: ComponentLibrary?
    /// When set, image paths must resolve inside this folder (a component's catalog).
    var imageRoot: String?
    /// The folder no search climbs above (components, a framed spec), when one is set.
    var searchBoundary: String?
    /// Whether the spec may frame another with `screen:` (a framed spec may not frame a third).
    var mayFrame = true
    /// The generation of every `systemList` that names none: the spec's `listGeneration`
    /// (docs/lists.md "Choosing a generation").
    var listGeneration: ListGeneration = .classic
    /// Where colour tokens are named, for messages about tokens a theme lacks (shared with component readers).
    var tokenSites = ColorTokenSites()
    /// The component whose body this reader reads; nil for the spec's own views.
    var componentUse: ComponentUse?

    init(baseDirectory: String, components: ComponentLibrary? = nil) {
        self.baseDirectory = baseDirectory; self.components = components
    }

    /// A reader of a component's body: its images are relative to its file and stay in its catalog;
    /// it shares this parse's budgets and library.
    func reading(_ definition: ComponentDefinition, usedAt use: SpecNode) -> SpecReader {
        var reader = SpecReader(baseDirectory: definition.directory, components: components)
        reader.elements = elements
        reader.views = views
        reader.tokenSites = tokenSites
        let position = use.node.mark.map { "\(use.file):\($0.line):\($0.column)" } ?? use.file
        reader.componentUse = ComponentUse(name: definition.name, usedAt: componentUse?.usedAt ?? position)
        reader.imageRoot = definition.root
        reader.listGeneration = listGeneration
        return reader
    }

    static let topKeys = ["name", "title", "theme", "device", "orientation", "frame", "appearances",
                          "contentSize", "direction", "pseudoLocalize", "listGeneration", "content"] + chromeKeys

    func screenSpec(_ root: SpecNode, name: String) throws(SpecError) -> ScreenSpec {
        if case .mapping(let pairs) = root.node, pairs.contains(where: { $0.key.string == "screen" }) {
            return try framedSpec(root, name: name)
        }
        let top = try root.mapping(allowed: Self.topKeys)
        let specName = try top["name"]?.string() ?? name
        guard !specName.isEmpty, specName.allSatisfy({ $0.isLetter || $0.isNumber || "-_".contains($0) }) else {
            throw (top["name"] ?? root).error("'\(specName)' cannot name output files; use letters, digits, - and _.")
        }
        let title = try top["title"]?.string() ?? specName
        let theme = try top["theme"]?.string() ?? "movistar"
        if let node = top["theme"], theme.isEmpty || !theme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) }) {
            throw node.error("'\(theme.shortened)' is not a theme name; names use letters, digits, - and _ (see `listshot themes list`).")
        }
        let orientations = try list(top["orientation"], of: Orientation.self) ?? [.portrait]
        if orientations.count > 1, top["device"] == nil, let node = top["orientation"] {
            throw node.error("several orientations need a `device:`; fit and custom frames do not turn.")
        }
        let frame = try screenFrame(device: top["device"], orientation: orientations[0], orientationNode: top["orientation"],
                                    frame: top["frame"], root: root)
        let chrome = try self.chrome(top, frame: frame)
        let appearances = try list(top["appearances"], of: Appearance.self) ?? [.day, .night]
        let sizes = try list(top["contentSize"], of: ContentSizeCategory.self) ?? [.default]
        let directions = try list(top["direction"], of: LayoutDirection.self) ?? [.leftToRight]
        guard let contentNode = top["content"] else {
            throw root.error("missing key 'content'. List what the screen shows, e.g. `content: [{list: {cells: [{title: Hello}]}}]`.")
        }
        var reader = self
        reader.listGeneration = try top["listGeneration"]?.choice(ListGeneration.self) ?? .classic
        let content = try contentNode.sequence().map { item throws(SpecError) in try reader.component(item) }
        if content.isEmpty { throw contentNode.error("is empty. Add at least one list.") }
        let screen = Screen(name: specName, frame: frame, theme: theme, appearance: appearances[0],
                            contentSize: sizes[0], direction: directions[0],
                            pseudoLocalize: try top["pseudoLocalize"]?.bool() ?? false, statusBar: chrome.statusBar,
                            navigationBar: chrome.navigationBar, tabBar: chrome.tabBar, homeIndicator: chrome.homeIndicator,
                            presentation: chrome.presentation, content: content, background: Self.listBackground(of: content))
        let mark = top["theme"]?.node.mark
        return ScreenSpec(name: specName, title: title, file: root.file, screen: screen,
                          appearances: appearances, contentSizes: sizes, directions: directions,
                          orientations: frame.orientation == nil ? [.portrait] : orientations,
                          themeLocation: mark.map { ($0.line, $0.column) }, colorTokenSites: tokenSites.sites)
    }

    /// The background of the first content item that is a `systemList`: the screen around the list
    /// is painted as the list is, as iOS fills a screen showing a `List` (docs/lists.md "In specs").
    static func listBackground(of content: [Component]) -> ColorReference? {
        for item in content {
            if case .view(let view) = item, case .list(let list) = view.kind {
                return .system(ListMetrics.metrics(style: list.style, generation: list.generation).listBackground)
            }
        }
        return nil
    }

    /// A single value or a list of values of an enum; nil when absent.
    func list<T: RawRepresentable & CaseIterable & Equatable>(_ node: SpecNode?, of type: T.Type) throws(SpecError) -> [T]? where T.RawValue == String {
        guard let node else { return nil }
        if case .sequence = node.node {
            var values: [T] = []
            for item in try node.sequence() {
                let value = try item.choice(T.self)
                if !values.contains(value) { values.append(value) }
            }
            if values.isEmpty { throw node.error("is an empty list. Leave the key out for the default.") }
            return values
        }
        return [try node.choice(T.self)]
    }

    func screenFrame(device: SpecNode?, orientation: Orientation, orientationNode: SpecNode?, frame: SpecNode?,
                     root: SpecNode) throws(SpecError) -> ScreenFrame {
        if let device {
            if let frame { throw frame.error("give either 'device' or 'frame', not both.") }
            let name = try device.string()
            guard let preset = Device.preset(named: name) else {
                let names = Device.presets.map(\.name)
                let hint = Spelling.closest(to: name, in: names).map { "Did you mean '\($0)'? " } ?? ""
                throw device.error("'\(name.shortened)' is not a device preset. \(hint)Presets: \(Spelling.nameList(names, docs: "docs/screens.md")).")
            }
            return .device(preset, orientation)
        }
        if let orientationNode { throw orientationNode.error("'orientation' goes with 'device'.") }
        guard let frame else { return .fit(width: 393, scale: 2) }
        if case .scalar = frame.node {
            let text = try frame.string()
            guard text == "fit" else {
                throw frame.error("'\(text)' is not a frame. Use `fit`, or {width, height, scale}; for a device use `device:`.")
            }
            return .fit(width: 393, scale: 2)
        }
        let keys = try frame.mapping(allowed: ["width", "height", "scale"])
        let width = try keys["width"]?.double() ?? 393
        let scale = try keys["scale"]?.double() ?? 2
        guard scale > 0, scale <= 4 else { throw (keys["scale"] ?? frame).error("a scale of \(scale.plainText) is out of range; use 1, 2 or 3.") }
        try checkSide(width, scale: scale, node: keys["width"] ?? frame)
        if let heightNode = keys["height"] {
            let height = try heightNode.double()
            try checkSide(height, scale: scale, node: heightNode)
            return .custom(width: width, height: height, scale: scale)
        }
        return .fit(width: width, scale: scale)
    }

    func checkSide(_ points: Double, scale: Double, node: SpecNode) throws(SpecError) {
        guard points > 0 else { throw node.error("\(points.plainText) pt is not a positive size.") }
        let pixels = points * scale
        guard pixels <= Double(maximumCanvasSide) else {
            throw node.error("\(points.plainText) pt at \(scale.plainText)× is \(pixels.rounded(.up).plainText) px; the limit is \(maximumCanvasSide) px a side. Use a smaller size or scale.")
        }
    }
}
