import ListshotCore
import Testing

/// Stacks share their length as SwiftUI's do: least flexible child first, higher layout priority
/// first, spacers last, with spacing between children and alignment across.
@Suite("ViewNode layout: stacks")
struct ViewLayoutStackTests {
    /// The row every list screen has: avatar, a title column, a flexible gap, a trailing text.
    static func row() -> ViewNode {
        ViewNode.hstack(spacing: 16, [
            ViewNode.image("/assets/avatar.png", contentMode: .aspectFill).frame(width: 40, height: 40).clip(.circle),
            ViewNode.vstack(alignment: .leading, spacing: 2, [
                ViewNode.text("Title"),
                ViewNode.text("Subtitle", font: .preset(2, weight: .regular)),
            ]),
            ViewNode.spacer(),
            ViewNode.text("Now", font: .preset(1, weight: .regular)),
        ]).padding(16)
    }

    @Test("An avatar row: padding 16, spacing 16, a 40 pt circle, a leading column, a spacer, a trailing text")
    func avatarRow() throws {
        // Sources: developer.apple.com/documentation/swiftui/hstack (spacing), /view/padding(_:)-68shk,
        // /view/frame(width:height:alignment:), /view/clipshape(_:style:), /spacer.
        let list = try layoutView(Self.row())
        let image = try #require(list.frame("view.hstack[0].image"))
        let title = try #require(list.frame("view.hstack[1].vstack[0].text"))
        let subtitle = try #require(list.frame("view.hstack[1].vstack[1].text"))
        let trailing = try #require(list.frame("view.hstack[3].text"))
        #expect(image.x == 16)
        #expect(image.size == Size(width: 40, height: 40))
        #expect(title.x == 72)              // 16 padding + 40 image + 16 spacing
        #expect(subtitle.x == 72)           // leading alignment
        #expect(trailing.x + trailing.width == 377)   // 16 from the right edge of 393
        #expect(subtitle.y == title.y + title.height + 2)
        // The row is as tall as its tallest child (24 + 2 + 20 = 46) plus the padding; the image is centred.
        #expect(list.size.height == 46 + 32)
        #expect(image.y == 16 + 3)
        guard case .pushClip(let clip)? = list.item("view.hstack[0].image.clip")?.primitive else {
            Issue.record("no clip around the image"); return
        }
        #expect(clip == ClipPrimitive(frame: image, cornerRadius: 20))
        let ids = list.items.map(\.id)
        #expect(ids == ["view.hstack[0].image.clip", "view.hstack[0].image", "view.hstack[0].image.clip",
                        "view.hstack[1].vstack[0].text", "view.hstack[1].vstack[1].text", "view.hstack[3].text"])
    }

    @Test("Right to left: the same row mirrored, leading on the right")
    func avatarRowRightToLeft() throws {
        // Layout runs leading = left and the list is mirrored (DisplayList+Mirroring), as ScreenLayout does.
        let list = try layoutView(Self.row(), direction: .rightToLeft)
        let image = try #require(list.frame("view.hstack[0].image"))
        let title = try #require(list.frame("view.hstack[1].vstack[0].text"))
        let trailing = try #require(list.frame("view.hstack[3].text"))
        #expect(image.maxX == 393 - 16)
        #expect(title.maxX == 393 - 72)
        #expect(trailing.x == 16)
        #expect(list.texts.allSatisfy { $0.text.request.direction == .rightToLeft })
    }

    /// (source, stack, expected frames by id)
    static let sharing: [(String, ViewNode, [String: Rect])] = [
        ("developer.apple.com/documentation/swiftui/layout; WWDC 2022 Compose custom layouts with SwiftUI: equally flexible children get equal shares",
         ViewNode.hstack(spacing: 0, [ViewNode.shape(.rectangle), ViewNode.shape(.rectangle)]).frame(width: 390, height: 10),
         ["view.hstack[0].rectangle": Rect(x: 0, y: 0, width: 195, height: 10),
          "view.hstack[1].rectangle": Rect(x: 195, y: 0, width: 195, height: 10)]),
        ("WWDC 2019 Building Custom Views with SwiftUI: the least flexible child is offered space first, wherever it is",
         ViewNode.hstack(spacing: 0, [ViewNode.shape(.rectangle), box(30, 10)]).frame(height: 10),
         ["view.hstack[0].rectangle": Rect(x: 0, y: 0, width: 363, height: 10),
          "view.hstack[1].rectangle": Rect(x: 363, y: 0, width: 30, height: 10)]),
        ("developer.apple.com/documentation/swiftui/spacer: a spacer takes what the others leave",
         ViewNode.hstack(spacing: 0, [ViewNode.text("ab"), ViewNode.spacer(), ViewNode.text("cd")]),
         ["view.hstack[0].text": Rect(x: 0, y: 0, width: 16, height: 24),
          "view.hstack[2].text": Rect(x: 377, y: 0, width: 16, height: 24)]),
        ("developer.apple.com/documentation/swiftui/spacer/minlength: a spacer is never shorter than its minimum length, even past the offer",
         ViewNode.hstack(spacing: 0, [box(380, 10), ViewNode.spacer(minLength: 30), box(10, 10)]),
         ["view.hstack[2].rectangle": Rect(x: 410, y: 0, width: 10, height: 10)]),
        ("developer.apple.com/documentation/swiftui/spacer/minlength: nil is the default spacing, 8 (ViewLayoutDefaults.spacerMinLength)",
         ViewNode.hstack(spacing: 0, [box(390, 10), ViewNode.spacer(), box(1, 10)]),
         ["view.hstack[2].rectangle": Rect(x: 398, y: 0, width: 1, height: 10)]),
        ("developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:): nil spacing is the default, 8 (ViewLayoutDefaults.stackSpacing)",
         ViewNode.hstack([box(10, 10), box(10, 10)]),
         ["view.hstack[1].rectangle": Rect(x: 18, y: 0, width: 10, height: 10)]),
        ("developer.apple.com/documentation/swiftui/vstack: spacing between children along the vertical axis",
         ViewNode.vstack(spacing: 5, [box(10, 10), box(10, 10), box(10, 10)]),
         ["view.vstack[2].rectangle": Rect(x: 0, y: 30, width: 10, height: 10)]),
        ("developer.apple.com/documentation/swiftui/view/layoutpriority(_:): a higher priority is offered space first",
         ViewNode.hstack(spacing: 0, [ViewNode.text("aaaaaaaaaa"), ViewNode.text("bbbbbbbbbb").layoutPriority(1)]).frame(width: 100, alignment: .leading),
         ["view.hstack[0].text": Rect(x: 0, y: 0, width: 16, height: 120),
          "view.hstack[1].text": Rect(x: 16, y: 48, width: 80, height: 24)]),
        ("developer.apple.com/documentation/swiftui/view/layoutpriority(_:): a higher priority stretches sooner, but lower priorities keep their minimum",
         ViewNode.hstack(spacing: 0, [box(30, 10), ViewNode.shape(.rectangle).layoutPriority(1)]),
         ["view.hstack[1].rectangle": Rect(x: 30, y: 0, width: 363, height: 10)]),
        ("developer.apple.com/documentation/swiftui/view/layoutpriority(_:): equal priorities apportion space evenly",
         ViewNode.hstack(spacing: 0, [ViewNode.text("aaaaaaaaaa"), ViewNode.text("bbbbbbbbbb")]).frame(width: 100, alignment: .leading),
         ["view.hstack[0].text": Rect(x: 0, y: 0, width: 48, height: 48),
          "view.hstack[1].text": Rect(x: 48, y: 0, width: 48, height: 48)]),
        ("ProposedViewSize (developer.apple.com/documentation/swiftui/proposedviewsize): offered a height, a v-stack shares it",
         ViewNode.vstack(spacing: 0, [ViewNode.shape(.rectangle), box(10, 30)]).frame(height: 100),
         ["view.vstack[0].rectangle": Rect(x: 0, y: 0, width: 393, height: 70)]),
    ]

    @Test(arguments: sharing)
    func stacksShareTheirLength(source: String, view: ViewNode, expected: [String: Rect]) throws {
        let list = try layoutView(view)
        for (id, frame) in expected {
            #expect(list.frame(id) == frame, "\(id) — \(source)")
        }
    }

    @Test(arguments: [
        // (source, alignment, x of the narrower text)
        ("developer.apple.com/documentation/swiftui/horizontalalignment leading", HorizontalAlignment.leading, 0.0),
        ("developer.apple.com/documentation/swiftui/horizontalalignment center", .center, 8),
        ("developer.apple.com/documentation/swiftui/horizontalalignment trailing", .trailing, 16),
    ] as [(String, HorizontalAlignment, Double)])
    func vstackAlignsAcross(source: String, alignment: HorizontalAlignment, x: Double) throws {
        let list = try layoutView(ViewNode.vstack(alignment: alignment, spacing: 0, [ViewNode.text("aaaa"), ViewNode.text("aa")]))
        #expect(list.frame("view.vstack[1].text")?.x == x, "\(source)")
    }

    @Test(arguments: [
        ("developer.apple.com/documentation/swiftui/verticalalignment top", VerticalAlignment.top, 0.0),
        ("developer.apple.com/documentation/swiftui/verticalalignment center", .center, 10),
        ("developer.apple.com/documentation/swiftui/verticalalignment bottom", .bottom, 20),
    ] as [(String, VerticalAlignment, Double)])
    func hstackAlignsAcross(source: String, alignment: VerticalAlignment, y: Double) throws {
        let list = try layoutView(ViewNode.hstack(alignment: alignment, spacing: 0, [box(10, 40), box(10, 20)]))
        #expect(list.frame("view.hstack[1].rectangle")?.y == y, "\(source)")
    }

    @Test("A spacer has no thickness across its stack; outside a stack it grows both ways")
    func spacerAxes() throws {
        // developer.apple.com/documentation/swiftui/spacer: "expands along the major axis of its
        // containing stack layout, or on both axes if not contained in a stack".
        #expect(try sizeOf(ViewNode.hstack(spacing: 0, [ViewNode.spacer()]), ProposedSize(width: 100, height: 50)) == Size(width: 100, height: 0))
        #expect(try sizeOf(ViewNode.vstack(spacing: 0, [ViewNode.spacer()]), ProposedSize(width: 100, height: 50)) == Size(width: 0, height: 50))
        #expect(try sizeOf(ViewNode.spacer(), ProposedSize(width: 100, height: 50)) == Size(width: 100, height: 50))
        #expect(try sizeOf(ViewNode.spacer(), .unspecified) == Size(width: 8, height: 8))
    }

    @Test("Offered nil along its axis, a stack is its children's ideal sizes and the spacing")
    func idealStack() throws {
        // developer.apple.com/documentation/swiftui/spacer: "SwiftUI sizes a stack that doesn't contain a
        // spacer up to the combined ideal widths of the content of the stack's child views."
        let stack = ViewNode.hstack(spacing: 4, [ViewNode.text("abc"), ViewNode.spacer(), ViewNode.text("de")])
        #expect(try sizeOf(stack, .unspecified) == Size(width: 24 + 4 + 8 + 4 + 16, height: 24))
    }

    @Test("A z-stack is as big as its biggest children and aligns them in both axes")
    func zstack() throws {
        // developer.apple.com/documentation/swiftui/zstack: the bottomLeading example, a 100×50 and a 50×100 rectangle.
        let list = try layoutView(ViewNode.zstack(alignment: .bottomLeading, [box(100, 50), box(50, 100)]))
        #expect(list.frame("view.zstack[0].rectangle") == Rect(x: 0, y: 50, width: 100, height: 50))
        #expect(list.frame("view.zstack[1].rectangle") == Rect(x: 0, y: 0, width: 50, height: 100))
        #expect(list.size.height == 100)
        #expect(list.items.map(\.id) == ["view.zstack[0].rectangle", "view.zstack[1].rectangle"])   // back to front
    }
}
