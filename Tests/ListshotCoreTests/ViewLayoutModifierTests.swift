import ListshotCore
import Testing

/// Each modifier wraps the views before it in the chain: padding, frames, fixed size, offset,
/// backgrounds, overlays, clips, borders, opacity and ids.
@Suite("ViewNode layout: modifiers")
struct ViewLayoutModifierTests {
    static let white = ColorReference.literal(.white)

    /// (source, view, expected frames by id, canvas height or nil)
    static let frames: [(String, ViewNode, [String: Rect], Double?)] = [
        ("developer.apple.com/documentation/swiftui/view/padding(_:)-68shk: padding shrinks the offer and grows the result",
         ViewNode.text("aaaa bbbb cccc").padding(10).frame(width: 100, alignment: .leading),
         ["view.text": Rect(x: 10, y: 10, width: 72, height: 48)], 68),
        ("developer.apple.com/documentation/swiftui/view/padding(_:_:): nil is the platform default, 16 (ViewLayoutDefaults.padding)",
         box(10, 10).padding(),
         ["view.rectangle": Rect(x: 16, y: 16, width: 10, height: 10)], 42),
        ("developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:): a fixed frame, the view centred",
         ViewNode.text("Hi").frame(width: 100, height: 50),
         ["view.text": Rect(x: 42, y: 13, width: 16, height: 24)], 50),
        ("developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:): topLeading",
         ViewNode.text("Hi").frame(width: 100, height: 50, alignment: .topLeading),
         ["view.text": Rect(x: 0, y: 0, width: 16, height: 24)], 50),
        ("developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:): bottomTrailing",
         ViewNode.text("Hi").frame(width: 100, height: 50, alignment: .bottomTrailing),
         ["view.text": Rect(x: 84, y: 26, width: 16, height: 24)], 50),
        ("developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:): a fixed width replaces the offer, so text wraps in it",
         ViewNode.text("aaaa bbbb cccc").frame(width: 80, alignment: .leading),
         ["view.text": Rect(x: 0, y: 0, width: 72, height: 48)], 48),
        ("developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:): minWidth grows a small view's frame",
         ViewNode.text("Hi").frame(minWidth: 40, alignment: .leading).background(white),
         ["view.text.background": Rect(x: 0, y: 0, width: 40, height: 24), "view.text": Rect(x: 0, y: 0, width: 16, height: 24)], 24),
        ("developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:): maxWidth caps the offer",
         ViewNode.text("aaaa bbbb cccc").frame(maxWidth: 50, alignment: .leading).background(white),
         ["view.text.background": Rect(x: 0, y: 0, width: 50, height: 72), "view.text": Rect(x: 0, y: 0, width: 32, height: 72)], 72),
        ("developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:): maxWidth .infinity takes the width offered",
         ViewNode.text("Hi").frame(maxWidth: .infinity, alignment: .trailing).background(white),
         ["view.text.background": Rect(x: 0, y: 0, width: 393, height: 24), "view.text": Rect(x: 377, y: 0, width: 16, height: 24)], 24),
        ("developer.apple.com/documentation/swiftui/view/fixedsize(): the text keeps its ideal size in a smaller frame",
         ViewNode.text("aaaa bbbb cccc").fixedSize().frame(width: 50, alignment: .leading),
         ["view.text": Rect(x: 0, y: 0, width: 112, height: 24)], 24),
        ("developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:): only the fixed axis",
         ViewNode.text("aaaa bbbb cccc").fixedSize(horizontal: false, vertical: true).frame(width: 50, alignment: .leading),
         ["view.text": Rect(x: 0, y: 0, width: 32, height: 72)], 72),
        ("developer.apple.com/documentation/swiftui/view/offset(x:y:): the view moves, its siblings do not",
         ViewNode.hstack(spacing: 0, [box(10, 10).offset(x: 5, y: 3), box(10, 10)]),
         ["view.hstack[0].rectangle": Rect(x: 5, y: 3, width: 10, height: 10),
          "view.hstack[1].rectangle": Rect(x: 10, y: 0, width: 10, height: 10)], 10),
        ("developer.apple.com/documentation/swiftui/view/background(_:alignment:): the background gets the padded size",
         ViewNode.text("Hi").padding(8).background(white),
         ["view.text.background": Rect(x: 0, y: 0, width: 32, height: 40), "view.text": Rect(x: 8, y: 8, width: 16, height: 24)], 40),
        ("developer.apple.com/documentation/swiftui/view/padding(_:)-68shk: order matters, background then padding",
         ViewNode.text("Hi").background(white).padding(8),
         ["view.text.background": Rect(x: 8, y: 8, width: 16, height: 24)], 40),
        ("developer.apple.com/documentation/swiftui/view/background(_:alignment:): a background view is offered the view's size",
         ViewNode.text("Hi").padding(4).background(ViewNode.shape(.capsule, fill: white)),
         ["view.text.background.capsule": Rect(x: 0, y: 0, width: 24, height: 32)], 32),
        ("developer.apple.com/documentation/swiftui/view/overlay(_:alignment:): an overlay aligned in the view's bounds",
         box(40, 40).overlay(ViewNode.shape(.circle).frame(width: 10, height: 10), alignment: .topTrailing),
         ["view.rectangle": Rect(x: 0, y: 0, width: 40, height: 40), "view.rectangle.overlay.circle": Rect(x: 30, y: 0, width: 10, height: 10)], 40),
        ("developer.apple.com/documentation/swiftui/view/border(_:width:): the border strokes the view's bounds",
         ViewNode.text("Hi").padding(4).border(white, width: 2),
         ["view.text.border": Rect(x: 0, y: 0, width: 24, height: 32)], 32),
    ]

    @Test(arguments: frames)
    func modifierGeometry(source: String, view: ViewNode, expected: [String: Rect], height: Double?) throws {
        let list = try layoutView(view)
        for (id, frame) in expected {
            #expect(list.frame(id) == frame, "\(id) — \(source)")
        }
        if let height { #expect(list.size.height == height, "\(source)") }
    }

    @Test("Backgrounds draw before the view, overlays and borders after; clips and opacity bracket it")
    func paintersOrder() throws {
        let view = ViewNode.text("Hi")
            .background(Self.white)
            .overlay(ViewNode.shape(.rectangle, fill: Self.white).frame(width: 2, height: 2))
            .clip(.roundedRectangle(cornerRadius: 4))
            .opacity(0.5)
            .border(Self.white)
        let list = try layoutView(view)
        #expect(list.items.map(\.id) == [
            "view.text.opacity", "view.text.clip", "view.text.background", "view.text", "view.text.overlay.rectangle",
            "view.text.clip", "view.text.opacity", "view.text.border",
        ])
        #expect(list.items.first?.primitive == .pushOpacity(0.5))
        #expect(list.items[1].primitive == .pushClip(ClipPrimitive(frame: Rect(x: 0, y: 0, width: 16, height: 24), cornerRadius: 4)))
        #expect(list.items[5].primitive == .popClip)
        #expect(list.items[6].primitive == .popOpacity)
    }

    @Test(arguments: [
        // (source, clip, expected clip frame and radius) on a 60×40 view
        ("developer.apple.com/documentation/swiftui/view/clipped(antialiased:)", ViewClipShape.rectangle, Rect(x: 0, y: 0, width: 60, height: 40), 0.0),
        ("developer.apple.com/documentation/swiftui/circle: the largest circle centred", .circle, Rect(x: 10, y: 0, width: 40, height: 40), 20),
        ("developer.apple.com/documentation/swiftui/capsule", .capsule, Rect(x: 0, y: 0, width: 60, height: 40), 20),
        ("developer.apple.com/documentation/swiftui/roundedrectangle", .roundedRectangle(cornerRadius: 8), Rect(x: 0, y: 0, width: 60, height: 40), 8),
    ] as [(String, ViewClipShape, Rect, Double)])
    func clipShapes(source: String, shape: ViewClipShape, frame: Rect, radius: Double) throws {
        let list = try layoutView(box(60, 40).clip(shape))
        #expect(list.items.first?.primitive == .pushClip(ClipPrimitive(frame: frame, cornerRadius: radius)), "\(source)")
        #expect(list.items.last?.primitive == .popClip)
    }

    @Test("cornerRadius clips to a rounded rectangle")
    func cornerRadius() throws {
        // developer.apple.com/documentation/swiftui/view/cornerradius(_:antialiased:)
        let list = try layoutView(box(60, 40).cornerRadius(12))
        #expect(list.items.first == DisplayItem(id: "view.rectangle.clip", .pushClip(ClipPrimitive(frame: Rect(x: 0, y: 0, width: 60, height: 40), cornerRadius: 12))))
    }

    @Test("An id modifier names the view in its position, and the stem of its children's ids")
    func explicitIDs() throws {
        let list = try layoutView(ViewNode.hstack([ViewNode.text("Hi").id("greeting"), ViewNode.text("there")]).id("row"))
        #expect(list.items.map(\.id) == ["view.row[0].greeting", "view.row[1].text"])
    }

    @Test("A second modifier of the same kind gets its own id")
    func repeatedModifiers() throws {
        let list = try layoutView(ViewNode.text("Hi").background(Self.white).padding(4).background(Self.white))
        #expect(list.items.map(\.id) == ["view.text.background[1]", "view.text.background", "view.text"])
    }

    @Test(arguments: [
        (ViewNode.text("Hi").padding(-1), "a padding of -1.0 is out of range"),
        (ViewNode.text("Hi").frame(minWidth: 50, maxWidth: 10), "minWidth 50.0 is more than its maxWidth 10.0"),
        (ViewNode.text("Hi").opacity(2), "an opacity of 2.0 is out of range"),
        (ViewNode.text("Hi").border(.literal(.black), width: 0), "a border width of 0.0 is out of range"),
        (ViewNode.text("Hi").offset(x: .infinity), "an offset of (inf, 0.0) is out of range"),
        (ViewNode.hstack(spacing: -4, [ViewNode.text("Hi")]), "a spacing of -4.0 is out of range"),
        (ViewNode.text("Hi", lineLimit: 0), "a line limit of 0 is below 1"),
        (ViewNode.text("Hi", font: .preset(42, weight: .regular)), "has no text preset 42"),
    ] as [(ViewNode, String)])
    func badValuesAreNamed(view: ViewNode, message: String) {
        #expect {
            try layoutView(view)
        } throws: { error in
            guard let error = error as? LayoutError, case .invalidValue(let element, let text) = error else { return false }
            return element.hasPrefix("view.") && text.contains(message)
        }
    }

    @Test("Unknown colour tokens and empty text name the view")
    func themeAndTextErrors() {
        #expect(throws: LayoutError.unknownColorToken("nope", element: "view.hstack[1].text", theme: "test")) {
            try layoutView(ViewNode.hstack([ViewNode.text("a"), ViewNode.text("b", color: .token("nope"))]))
        }
        #expect(throws: LayoutError.emptyText(element: "view.text")) { try layoutView(ViewNode.text("")) }
    }
}
