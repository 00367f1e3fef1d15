import ListshotCore
import Testing

/// The leaves: text, shapes, images, icons and dividers.
@Suite("ViewNode layout: leaves")
struct ViewLayoutLeafTests {
    @Test(arguments: [
        // (source, text, line limit, offered width, expected size, lines)
        ("developer.apple.com/documentation/swiftui/proposedviewsize unspecified: the ideal size, one line", "aaaa bbbb cccc", nil, nil, Size(width: 112, height: 24), 1),
        ("developer.apple.com/documentation/swiftui/text: narrower than the offer, it keeps its ideal width", "aaaa bbbb cccc", nil, 393, Size(width: 112, height: 24), 1),
        ("developer.apple.com/documentation/swiftui/view/fixedsize(): in a narrower offer it wraps", "aaaa bbbb cccc", nil, 80, Size(width: 72, height: 48), 2),
        ("developer.apple.com/documentation/swiftui/view/linelimit(_:): past the limit it truncates", "aaaa bbbb cccc", 1, 80, Size(width: 72, height: 24), 1),
        ("developer.apple.com/documentation/swiftui/proposedviewsize zero: its minimum width", "aaaa", nil, 0, Size(width: 0, height: 96), 4),
    ] as [(String, String, Int?, Double?, Size, Int)])
    func textSizes(source: String, string: String, lineLimit: Int?, offered: Double?, expected: Size, lines: Int) throws {
        let view = ViewNode.text(string, lineLimit: lineLimit)
        #expect(try sizeOf(view, ProposedSize(width: offered, height: nil)) == expected, "\(source)")
        #expect(expected.height / 24 == Double(lines))
    }

    @Test(arguments: [
        // (source, offered width and height, expected size): "aaaa bbbb cccc" is 3 lines at 40 wide, 2 at 80
        ("developer.apple.com/documentation/swiftui/view/fixedsize(): it truncates to stay in its parent's height", ProposedSize(width: 40, height: 50), Size(width: 32, height: 48)),
        ("developer.apple.com/documentation/swiftui/view/fixedsize(): never fewer than one line", ProposedSize(width: 80, height: 10), Size(width: 72, height: 24)),
        ("developer.apple.com/documentation/swiftui/proposedviewsize zero: its minimum height is one line", ProposedSize(width: 40, height: 0), Size(width: 32, height: 24)),
        ("developer.apple.com/documentation/swiftui/proposedviewsize infinity: all its lines", ProposedSize(width: 40, height: .infinity), Size(width: 32, height: 72)),
    ] as [(String, ProposedSize, Size)])
    func textFitsTheHeightOffered(source: String, proposal: ProposedSize, expected: Size) throws {
        #expect(try sizeOf(ViewNode.text("aaaa bbbb cccc"), proposal) == expected, "\(source)")
    }

    @Test("A v-stack short of height gives the least flexible text its lines first and truncates the other")
    func textInAShortColumn() throws {
        // WWDC 2019 Building Custom Views with SwiftUI (developer.apple.com/videos/play/wwdc2019/237):
        // the least flexible child is sized first. A text's minimum height is one line.
        let list = try layoutView(ViewNode.vstack(spacing: 0, [ViewNode.text("aaaa bbbb cccc"), ViewNode.text("dd")])
            .frame(width: 40, height: 48, alignment: .topLeading))
        let long = try #require(list.texts.first { $0.id == "view.vstack[0].text" }?.text)
        #expect(long.frame == Rect(x: 0, y: 0, width: 32, height: 24))   // the stack hugs it, at the frame's top leading
        #expect(long.request.maxLines == 1)
        #expect(list.frame("view.vstack[1].text") == Rect(x: 8, y: 24, width: 16, height: 24))   // centred in the 32 pt stack
    }

    @Test("The drawn text request is the one measured at the view's width, with its line limit and alignment")
    func textRequest() throws {
        let list = try layoutView(ViewNode.text("aaaa bbbb cccc", lineLimit: 1, multilineTextAlignment: .center).frame(width: 80, alignment: .leading))
        let text = try #require(list.texts.first?.text)
        #expect(text.request.width == 72)
        #expect(text.request.maxLines == 1)
        #expect(text.request.alignment == .center)
        #expect(text.request.style.size == 16 && text.request.style.lineHeight == 24)
    }

    @Test("A system font is the theme's family at that size, lines of the font's own height")
    func systemFont() throws {
        let list = try layoutView(ViewNode.text("Hi", font: .system(size: 20, weight: .semibold)))
        let text = try #require(list.texts.first?.text)
        #expect(text.request.style == TextStyle(fontFamily: "Inter", size: 20, weight: .semibold, lineHeight: 20, rule: .natural))
        #expect(text.frame == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test(arguments: [
        // (source, proposal, size)
        ("developer.apple.com/documentation/swiftui/shape/sizethatfits(_:) and /proposedviewsize/replacingunspecifieddimensions(by:): nil becomes 10", ProposedSize.unspecified, Size(width: 10, height: 10)),
        ("developer.apple.com/documentation/swiftui/shape/sizethatfits(_:): the original proposal", ProposedSize(width: 120, height: 30), Size(width: 120, height: 30)),
        ("developer.apple.com/documentation/swiftui/shape/sizethatfits(_:): one axis given", ProposedSize(width: 120, height: nil), Size(width: 120, height: 10)),
        ("developer.apple.com/documentation/swiftui/proposedviewsize/infinity: the maximum size", ProposedSize.infinity, Size(width: .infinity, height: .infinity)),
    ] as [(String, ProposedSize, Size)])
    func shapesTakeTheProposal(source: String, proposal: ProposedSize, size: Size) throws {
        for shape in [ViewShape.rectangle, .circle, .capsule, .roundedRectangle(cornerRadius: 4)] {
            #expect(try sizeOf(ViewNode.shape(shape), proposal) == size, "\(shape) — \(source)")
        }
        #expect(try sizeOf(ViewNode.image("/a.png"), proposal) == size, "image — \(source)")
    }

    @Test("Shapes draw as rects, rounded rects and circles centred in their frame")
    func shapePrimitives() throws {
        let red = ColorReference.literal(RGBA(red: 255, green: 0, blue: 0))
        let list = try layoutView(ViewNode.vstack(spacing: 0, [
            ViewNode.shape(.rectangle, fill: red).frame(width: 100, height: 40),
            ViewNode.shape(.roundedRectangle(cornerRadius: 30), fill: red).frame(width: 100, height: 40),
            ViewNode.shape(.capsule, stroke: ViewStroke(color: red, width: 2)).frame(width: 100, height: 40),
            ViewNode.shape(.circle, fill: red).frame(width: 100, height: 40),
        ]))
        #expect(list.items[0].primitive == .rect(RectPrimitive(frame: Rect(x: 0, y: 0, width: 100, height: 40), fill: .solid(RGBA(red: 255, green: 0, blue: 0)))))
        guard case .rect(let rounded) = list.items[1].primitive, case .rect(let capsule) = list.items[2].primitive,
              case .ellipse(let circle) = list.items[3].primitive else {
            Issue.record("unexpected primitives \(list.items)"); return
        }
        #expect(rounded.cornerRadius == 20)     // at most half the shorter side
        #expect(capsule.cornerRadius == 20 && capsule.fill == nil && capsule.stroke == Stroke(color: RGBA(red: 255, green: 0, blue: 0), width: 2))
        #expect(circle.frame == Rect(x: 30, y: 120, width: 40, height: 40))
    }

    @Test("A divider spans its stack across, one pixel along (1 pt at 1×)")
    func dividers() throws {
        // developer.apple.com/documentation/swiftui/divider: "When contained in a stack, the divider
        // extends across the minor axis of the stack, or horizontally when not in a stack."
        // Its thickness is a pixel: OpenSwiftUI EnvironmentAdditions.swift dividerThickness @ 069dd80.
        let column = try layoutView(ViewNode.vstack(spacing: 0, [ViewNode.text("a"), ViewNode.divider, ViewNode.text("b")]), scale: 1)
        #expect(column.frame("view.vstack[1].divider") == Rect(x: 0, y: 24, width: 393, height: 1))
        let row = try layoutView(ViewNode.hstack(spacing: 0, [box(10, 40), ViewNode.divider, box(10, 40)]), scale: 1)
        #expect(row.frame("view.hstack[1].divider") == Rect(x: 10, y: 0, width: 1, height: 40))
        let alone = try sizeOf(ViewNode.divider, ProposedSize(width: 200, height: 50))   // sizeOf lays out at 3×
        #expect(alone.width == 200)
        #expect(abs(alone.height - 1.0 / 3) < 1e-9)
        #expect(row.fill("view.hstack[1].divider") == .solid(ViewLayoutDefaults.dividerColor))
    }

    @Test("An icon is its own size whatever it is offered, and images draw into their frame")
    func iconsAndImages() throws {
        let list = try layoutView(ViewNode.hstack(spacing: 0, [
            ViewNode.icon(.chevronRight, size: 24, color: .literal(.black)),
            ViewNode.image("/assets/a.png", contentMode: .aspectFill).frame(width: 64, height: 48),
        ]))
        #expect(list.frame("view.hstack[0].icon") == Rect(x: 0, y: 12, width: 24, height: 24))
        #expect(list.item("view.hstack[1].image")?.primitive == .image(ImagePrimitive(frame: Rect(x: 24, y: 0, width: 64, height: 48),
                                                                                    path: "/assets/a.png", contentMode: .aspectFill, cornerRadius: 0)))
        #expect(try sizeOf(ViewNode.icon(.star, size: 20), .infinity) == Size(width: 20, height: 20))
    }
}

/// Dynamic Type: a preset scales with the content size, as the built-in components' presets do; a
/// fixed size does not, like SwiftUI's `.system(size:)`.
@Suite("ViewNode layout: Dynamic Type")
struct ViewLayoutDynamicTypeTests {
    @Test(arguments: [
        // (content size, preset 3's size and line height: 16/24 plus the theme's delta for the size)
        (ContentSizeCategory.large, 16.0, 24.0),
        (.extraExtraExtraLarge, 22, 30),
        (.accessibilityExtraExtraExtraLarge, 42, 50),
    ])
    func presetsScale(size category: ContentSizeCategory, fontSize: Double, lineHeight: Double) throws {
        let theme = TestTheme.make(contentSize: category)
        let list = try ViewLayout.layout(ViewNode.vstack([ViewNode.text("Preset"), ViewNode.text("Fixed", font: .system(size: 17, weight: .regular))]),
                                         width: 393, theme: theme, measurer: FixedAdvanceTextMeasurer()).displayList
        let preset = try #require(list.texts.first { $0.id == "view.vstack[0].text" }?.text)
        let fixed = try #require(list.texts.first { $0.id == "view.vstack[1].text" }?.text)
        #expect(preset.request.style.size == fontSize && preset.request.style.lineHeight == lineHeight)
        #expect(fixed.request.style.size == 17, "a fixed size does not scale")
    }
}
