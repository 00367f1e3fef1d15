import Foundation
import ListshotCore
import Testing

/// Screens as JSON between processes (``ScreenTransport``): lossless, the same bytes every time,
/// and hostile documents end in a ``ScreenTransportError`` that names where they went wrong.
@Suite("Screen transport")
struct ScreenTransportTests {
    /// A screen with a little of everything the catalog's specs cannot write: exact path
    /// coordinates, infinities, odd doubles, a header padding's set of edges.
    static func mixedScreen() -> Screen {
        let path = ViewShape.path(VectorPath([.move(0.1, 1e-9), .line(1.0 / 3, 7.000001), .cubic(1, 2, 3, 4, 5.5, 6.25), .close]),
                                  viewBox: Size(width: 24, height: 24))
        let view = ViewNode.vstack(alignment: .leading, spacing: nil, [
            ViewNode(.shape(path, fill: .literal(RGBA(red: 1, green: 2, blue: 3, alpha: 4)), stroke: ViewStroke(color: .system("label"), width: 0.5))),
            ViewNode.text("Ünïcødé \"quotes\" / slashes \u{1F600}")
                .modifier(.frame(ViewFrame(minWidth: -0.0, maxWidth: .infinity, maxHeight: -.infinity, alignment: .topTrailing)))
                .modifier(.environment(.lineLimit(nil)))
                .modifier(.environment(.textCase(nil))),
            ViewNode(.lazyGrid(ViewLazyGrid(axis: .vertical, items: [ViewGridItem(), ViewGridItem(.adaptive(minimum: 80, maximum: 1e300))], children: []))),
            ViewNode(.viewThatFits(children: [ViewNode(.divider)], axes: .both)),
        ])
        let header = BPKSectionHeader(title: "Trips", padding: BPKHeaderPadding(edges: [.trailing, .top, .bottom], spacing: .lg))
        return Screen(name: "mixed", frame: .device(.iPhone15, .landscape), appearance: .night, contentSize: .accessibilityLarge,
                      direction: .rightToLeft, safeArea: EdgeInsets(top: 0.1, leading: 0.2, bottom: 0.3, trailing: 0.4),
                      navigationBar: NavigationBar(title: "Settings"), tabBar: TabBar(items: [TabItem(icon: .home, label: "Home")]),
                      content: [.view(view), .sectionHeader(header), .spacer(5e-324), .padded(EdgeInsets(all: 16), .sectionTitle(SectionTitle("A")))],
                      background: .primary)
    }

    @Test func aScreenReadsBackEqualAndWritesTheSameBytes() throws {
        let screen = Self.mixedScreen()
        let data = try ScreenTransport.encode(screen)
        let decoded = try ScreenTransport.decode(Screen.self, from: data)
        #expect(decoded == screen)
        #expect(try ScreenTransport.encode(decoded) == data)
        // Keys are sorted: the screen's own keys appear in alphabetical order.
        let text = String(decoding: data, as: UTF8.self)
        let positions = ["\"appearance\"", "\"background\"", "\"content\"", "\"frame\""].compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == 4 && positions == positions.sorted())
    }

    /// A `Set` iterates in an order of its own in each process (and each capacity): the edges are
    /// written in one fixed order whatever it is.
    @Test func headerPaddingEdgesAreWrittenInOneOrder() throws {
        var grown = Set<BPKHeaderPadding.Edge>(minimumCapacity: 64)
        for edge in BPKHeaderPadding.Edge.allCases.reversed() { grown.insert(edge) }
        let small = Set(BPKHeaderPadding.Edge.allCases)
        let a = try ScreenTransport.encode(BPKHeaderPadding(edges: grown))
        let b = try ScreenTransport.encode(BPKHeaderPadding(edges: small))
        #expect(a == b)
        #expect(String(decoding: a, as: UTF8.self) == #"{"edges":["top","leading","bottom","trailing"],"spacing":"base"}"#)
    }

    /// The display list writes paths as SVG text rounded to 1/1000 pt; a screen's paths keep every bit.
    @Test func customPathsKeepEveryCoordinate() throws {
        let commands: [VectorPath.Command] = [.move(0.1 + 0.2, 1.0 / 3), .cubic(.pi, -.ulpOfOne, 1e-300, 123456.789, 0, -0.5), .line(2, 3), .close]
        let shape = ViewShape.path(VectorPath(commands), viewBox: Size(width: 1.5, height: 2))
        let decoded = try ScreenTransport.decode(ViewShape.self, from: ScreenTransport.encode(shape))
        #expect(decoded == shape)
        #expect(VectorPath(svgString: VectorPath(commands).svgString) != VectorPath(commands), "the SVG form is lossy, which is why shapes do not use it")
    }

    @Test func nanIsRefusedWhenWritingButATextSayingNaNIsNot() throws {
        let error = #expect(throws: ScreenTransportError.self) { try ScreenTransport.encode(Screen(content: [.spacer(.nan)])) }
        #expect(error?.description.contains("NaN") == true)
        let text = Screen(name: "NaN", content: [.view(ViewNode.text("NaN"))])
        #expect(try ScreenTransport.decode(Screen.self, from: ScreenTransport.encode(text)) == text)
    }

    /// A view nested `levels` deep below a screen-level vstack.
    static func nested(_ levels: Int) -> Screen {
        var view = ViewNode.text("leaf")
        for _ in 0..<levels { view = ViewNode.vstack([view]) }
        return Screen(content: [.view(view)])
    }

    /// The layout's limit (``ViewLayout/maximumDepth``): a leaf 64 levels below the root reads back, 65 does not.
    @Test func viewsNestAsDeepAsTheLayoutDrawsAndNoDeeper() throws {
        let deepest = Self.nested(ViewLayout.maximumDepth)
        #expect(try ScreenTransport.decode(Screen.self, from: ScreenTransport.encode(deepest)) == deepest)
        let data = try ScreenTransport.encode(Self.nested(ViewLayout.maximumDepth + 1))
        let error = #expect(throws: ScreenTransportError.self) { try ScreenTransport.decode(Screen.self, from: data) }
        #expect(error?.description.hasPrefix("content[0].view._0" + String(repeating: ".kind.vstack.children[0]", count: 65)) == true)
        #expect(error?.description.contains("views nest at most 64 levels") == true, "\(String(describing: error))")
    }

    /// A design-system component's views are trees of their own, as the layout lays them out: a
    /// cell's asset view starts again at level 0.
    @Test func aComponentsViewsStartTheirOwnCount() throws {
        var inner = ViewNode.text("leaf")
        for _ in 0..<40 { inner = ViewNode.vstack([inner]) }
        var outer = ViewNode(.component(.cellList(CellList(cells: [Cell(title: "A", assetType: .view(inner))]))))
        for _ in 0..<40 { outer = ViewNode.vstack([outer]) }
        let screen = Screen(content: [.view(outer)])
        #expect(try ScreenTransport.decode(Screen.self, from: ScreenTransport.encode(screen)) == screen)
    }

    /// Deep nesting that is not views (a control inside a control) reads back up to the JSON cap.
    @Test func deepNonViewNestingWithinTheCapReadsBack() throws {
        var control = CellControl.switch(isOn: true)
        for _ in 0..<230 { control = .verticallyCentered(control) }
        let screen = Screen(content: [.cellList(CellList(cells: [Cell(title: "A", control: control)]))])
        #expect(try ScreenTransport.decode(Screen.self, from: ScreenTransport.encode(screen)) == screen)
    }

    static let valid = String(decoding: (try? ScreenTransport.encode(Screen(content: [.spacer(8)]))) ?? Data(), as: UTF8.self)

    /// (name, document, what the message must say)
    static let hostile: [(String, String, String)] = [
        ("truncated", String(valid.dropLast(3)), "it is not valid JSON"),
        ("empty", "", "it is not valid JSON"),
        ("not JSON", "screen: yes", "it is not valid JSON"),
        ("wrong top-level type", "[1, 2]", "expected an object, found an array"),
        ("wrong type", valid.replacingOccurrences(of: #""name":"screen""#, with: #""name":12"#), "name: expected a string, found 12"),
        ("missing key", valid.replacingOccurrences(of: #""name":"screen","#, with: ""), "the key 'name' is missing"),
        ("null", valid.replacingOccurrences(of: #""name":"screen""#, with: #""name":null"#), "name: null where a string belongs"),
        ("unknown enum case", valid.replacingOccurrences(of: #"{"spacer":{"_0":8}}"#, with: #"{"foo":{"_0":8}}"#), "content[0]: unknown case 'foo'"),
        ("two enum cases", valid.replacingOccurrences(of: #"{"spacer":{"_0":8}}"#, with: #"{"spacer":{"_0":8},"view":{}}"#), "content[0]: the object has the keys 'spacer', 'view'"),
        ("empty enum object", valid.replacingOccurrences(of: #"{"spacer":{"_0":8}}"#, with: "{}"), "content[0]: an empty object names no case"),
        ("unknown raw value", valid.replacingOccurrences(of: #""appearance":"day""#, with: #""appearance":"dusk""#), "appearance: unknown case 'dusk'"),
        ("NaN string", valid.replacingOccurrences(of: #""_0":8"#, with: #""_0":"NaN""#), "content[0].spacer._0: expected a number, found the string 'NaN' (NaN is not allowed)"),
        ("NaN literal", valid.replacingOccurrences(of: #""_0":8"#, with: #""_0":NaN"#), "it is not valid JSON"),
        ("Infinity literal", valid.replacingOccurrences(of: #""_0":8"#, with: #""_0":Infinity"#), "it is not valid JSON"),
        ("number too large", valid.replacingOccurrences(of: #""_0":8"#, with: #""_0":1e999"#), "it is not valid JSON"),
        ("bad colour", valid.replacingOccurrences(of: #""appearance":"day""#, with: ##""appearance":"day","background":{"literal":{"_0":"#12"}}"##),
         "background.literal._0: '#12' is not #RRGGBB"),
        ("bad path command", #"{"path":{"_0":[["Q",1,2]],"viewBox":{"width":1,"height":1}}}"#, "path._0[0]: unknown path command 'Q'"),
        ("10,000 nested arrays", String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000), "nests arrays and objects more than 500 deep (at byte 500)"),
        ("10,000 nested views", deepViews(10_000), "nests arrays and objects more than 500 deep"),
    ]

    /// A screen whose one view holds a vstack `levels` deep, written by hand (a screen this deep cannot be built to encode).
    static func deepViews(_ levels: Int) -> String {
        let open = String(repeating: #"{"kind":{"vstack":{"alignment":"center","children":["#, count: levels)
        let close = String(repeating: #"]}},"modifiers":[]}"#, count: levels)
        return valid.replacingOccurrences(of: #"{"spacer":{"_0":8}}"#, with: #"{"view":{"_0":"# + open + #"{"kind":{"divider":{}},"modifiers":[]}"# + close + "}}")
    }

    @Test(arguments: hostile)
    func hostileDocumentsThrowAMessageThatSaysWhere(name: String, document: String, message: String) {
        let error = #expect(throws: ScreenTransportError.self, "\(name)") {
            if name == "bad path command" { _ = try ScreenTransport.decode(ViewShape.self, from: Data(document.utf8)) }
            else { _ = try ScreenTransport.decode(Screen.self, from: Data(document.utf8)) }
        }
        #expect(error?.description.contains(message) == true, "\(name): \(error.map(String.init(describing:)) ?? "no error")")
    }

    @Test func aDocumentOverTheCapIsRefusedBeforeItIsRead() throws {
        let data = try ScreenTransport.encode(Screen(content: Array(repeating: .spacer(1), count: 2_000)))
        #expect(throws: ScreenTransportError.tooLarge(bytes: data.count, limit: 1_000)) {
            try ScreenTransport.decode(Screen.self, from: data, maxBytes: 1_000)
        }
        #expect(try ScreenTransport.decode(Screen.self, from: data, maxBytes: data.count).content.count == 2_000)
    }
}
